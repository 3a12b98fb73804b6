"""The text of a law in one edition, every language (`_lawtext.html`): its title and the text of the
law as a whole as one passage, then section by section, each section one passage in its languages,
with its comparison with the other edition and, on an older edition's page, where it is now."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from bridgelaws.model.schema import LANGS

from . import concordance
from .context import Block, Context, PageRenderer
from .pages import anchor_of, section_depth, source_path


def law_text(renderer: PageRenderer, ctx: Context, edition: str, number: int) -> dict[str, Any]:
    """The text of a law in one edition, every language: the title and the text of the law as a
    whole as one passage, then section by section (each section one passage in its languages)."""
    kb = renderer.kb
    entries = {e.text.lang: e for e in kb.texts_of_law(number, edition)}
    law_entry = kb.law_entry(edition, number)
    titles = law_entry.titles if law_entry else {}
    heads = []
    for lang in LANGS:
        entry, meta = entries.get(lang), titles.get(lang)
        if entry is None and meta is None:
            continue
        body = Markup("")
        if entry is not None:
            uid = f"law/{edition}/{lang}/{number}"
            if entry.text.text:
                body += renderer.field_html(ctx, uid, "text", entry.text.text, lang, edition)
            body += renderer.footnotes_html(ctx, uid, entry.text.footnotes, lang, edition)
        source = meta.source if meta and meta.source in kb.sources else None
        heads.append(
            Block(
                lang,
                Markup(
                    renderer.partial(
                        ctx,
                        "_lawtitle.html",
                        title=renderer.text.plain(entry.text.title if entry else meta.text, lang),
                        meta=meta,
                        source_href=ctx.links.to(source_path(source)) if source else None,
                        body=body,
                    )
                ),
            )
        )
    units = {lang: {u.id: u for u in e.units()} for lang, e in entries.items()}
    sections = []
    for section in renderer.sitemap.sections(edition, number):
        blocks = []
        for lang in LANGS:
            unit = units.get(lang, {}).get(section)
            if unit is None:
                continue
            uid = f"law/{edition}/{lang}/{number}/{section}"
            body = Markup("")
            if unit.title:
                body += Markup('<p class="bl-section-title"><strong>{}</strong></p>').format(
                    renderer.field_html(ctx, uid, "title", unit.title, lang, edition, inline=True)
                )
            if unit.text:
                body += renderer.field_html(ctx, uid, "text", unit.text, lang, edition)
            body += renderer.footnotes_html(ctx, uid, unit.footnotes, lang, edition)
            if body:  # a part that only holds its items has no words of its own
                blocks.append(Block(lang, body))
        missing = []  # a language whose text lacks the section keeps its place side by side, marked
        if len(entries) > 1 and blocks:
            shown = {b.lang for b in blocks}
            missing = [
                Block(lang, Markup(""), missing=True)
                for lang in entries
                if lang not in shown and section not in units[lang]
            ]
        english = units.get("en", {}).get(section)
        ref = f"{number}{section}"
        sections.append(
            {
                "ref": ref,
                "anchor": anchor_of(ref),
                "level": 3 + section_depth(section),
                "title": english.title if english and english.title else "",
                "blocks": blocks,
                "missing": missing,
                "compare": concordance.comparisons(renderer, ctx, edition, ref),
                "now": [
                    concordance.row(renderer, ctx, e)
                    for e in kb.concordance_for(edition, ref)
                    if e.from_ == f"{edition}/{ref}" and edition != renderer.current
                ],
            }
        )
    sources = [
        (lang, e.text.source, kb.sources[e.text.source].title)
        for lang, e in sorted(entries.items(), key=lambda item: LANGS.index(item[0]))
    ]
    index = kb.indexes.get(edition)
    return {
        "heads": heads,
        "compare_law": concordance.comparisons(renderer, ctx, edition, str(number)),
        "sections": sections,
        "text_sources": sources,
        "outline_complete": index is None or index.outline == "complete",
    }
