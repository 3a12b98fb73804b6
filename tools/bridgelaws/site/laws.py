"""The pages of the Laws: the index of the current edition's laws (`/laws/`, by chapter), a law's page
(`/laws/27/`), the index of the earlier editions (`/editions/`), a law of an earlier edition
(`/editions/2007/17/`) and an edition's Definitions. What a law page shows besides its text is in
`lawpage.py`, the text itself in `lawtext.py`."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from markupsafe import Markup

from bridgelaws.model.editions import amendments_of, chapter_of
from bridgelaws.model.schema import LANGS

from . import citing, concordance, lawpage
from .context import Block, Context, PageRenderer
from .examples import example_keys
from .lawtext import law_text
from .pages import LAWS, edition_path, law_path, ruling_path


def index(renderer: PageRenderer, ctx: Context) -> dict[str, Any]:
    """The laws of the current edition, each opening its chapter, with what the site holds of it."""
    kb, current = renderer.kb, renderer.current
    rows = []
    laws = kb.indexes.get(current)
    shown = None  # the chapter the rows are in: a row opens the next one
    for law in laws.laws if laws else []:
        n = law.number
        chapter = chapter_of(kb, current, n)
        opens = chapter is not None and chapter.chapter.number != shown
        shown = chapter.chapter.number if chapter else None
        rows.append(
            {
                "chapter": chapter if opens else None,
                "number": n,
                "href": ctx.links.to(law_path(n)),
                "titles": [(lang, law.titles[lang]) for lang in LANGS if lang in law.titles],
                "texts": sorted({e.text.lang for e in kb.texts_of_law(n, current)}, key=LANGS.index),
                "units": len(kb.commentary_on(n, current)),
                "examples": len(example_keys(kb.examples_on(n, current))),
                "amended": [
                    (e.amendment.in_force, ctx.links.to(law_path(n)) + f"#amended-{e.amendment.id}")
                    for e in amendments_of(kb, current, n)
                ],
            }
        )
    note = laws.chapters_note if laws else None
    return {"rows": rows, "chapters_note": note}


def law(renderer: PageRenderer, ctx: Context, number: int) -> dict[str, Any]:
    """A law of the current edition: its text, commentary, examples, citations and other editions."""
    kb, current = renderer.kb, renderer.current
    text = law_text(renderer, ctx, current, number)
    return {
        "number": number,
        **title_of(renderer, ctx, current, number),
        **text,
        **lawpage.law_extras(renderer, ctx, current, number, bool(text["text_sources"])),
        "others": [
            other_edition(renderer, ctx, ed, number) for ed, n in renderer.sitemap.edition_laws if n == number
        ],
        "commentary": renderer.unit_groups(ctx, kb.commentary_on(number, current)),
        "examples": renderer.example_summaries(ctx, kb.examples_on(number, current)),
        "referred": citing.referred_to_by(renderer, ctx, number, current),
        "predecessors": citing.predecessor_citations(renderer, ctx, number),
        "concordance": concordance.rows(renderer, ctx, current, number),
        "flows": [
            {
                "href": ctx.links.to(ruling_path(e.flow.id)),
                "title": e.flow.title.get(ctx.lang) or e.flow.title["en"],
            }
            for e in kb.flows_on(number)
        ],
    }


def other_edition(renderer: PageRenderer, ctx: Context, edition: str, number: int) -> dict[str, Any]:
    """What the knowledge base holds of law `number` of an earlier `edition`, for the 2017 page."""
    kb = renderer.kb
    cited = sum(len(c) for c in kb.referred_to_by(number, edition).values())
    return {
        "edition": edition,
        "href": ctx.links.to(edition_path(edition, number)),
        "title": kb.law_title(number, ctx.lang, edition) or "",
        "units": len(kb.commentary_on(number, edition)),
        "unit_langs": sorted({e.lang for e in kb.commentary_on(number, edition)}, key=LANGS.index),
        "examples": len(example_keys(kb.examples_on(number, edition))),
        "cited": cited,
        **law_text(renderer, ctx, edition, number),
    }


def editions(renderer: PageRenderer, ctx: Context) -> dict[str, Any]:
    """The laws of the earlier editions the knowledge base holds, by edition."""
    found: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for ed, n in renderer.sitemap.edition_laws:
        found[ed].append(
            {
                "number": n,
                "href": ctx.links.to(edition_path(ed, n)),
                "title": edition_title(renderer, ed, n, ctx.lang),
                "langs": sorted({e.text.lang for e in renderer.kb.texts_of_law(n, ed)}, key=LANGS.index),
            }
        )
    return {"editions": dict(found), "laws_href": ctx.links.to(LAWS)}


def title_of(renderer: PageRenderer, ctx: Context, edition: str, number: int) -> dict[str, Any]:
    """A law's title in the page's language (else English), and whether the project wrote it
    (`title_unofficial`: the page marks it so)."""
    entry = renderer.kb.law_entry(edition, number)
    own = entry.titles.get(ctx.lang) if entry else None
    return {
        "title": edition_title(renderer, edition, number, ctx.lang),
        "title_unofficial": bool(own and own.unofficial),
    }


def edition_title(renderer: PageRenderer, edition: str, number: int, lang: str = "en") -> str:
    title = renderer.kb.law_title(number, lang, edition)
    if title:
        return title
    texts = [e.text for e in renderer.kb.texts_of_law(number, edition)]
    return texts[0].title if texts else ""


def edition(renderer: PageRenderer, ctx: Context, edition: str, number: int) -> dict[str, Any]:
    """A law of an earlier edition: as a law's page, with where its provisions are now."""
    kb = renderer.kb
    text = law_text(renderer, ctx, edition, number)
    return {
        "edition": edition,
        "number": number,
        **title_of(renderer, ctx, edition, number),
        **text,
        **lawpage.law_extras(renderer, ctx, edition, number, bool(text["text_sources"])),
        "current_href": (
            ctx.links.to(law_path(number)) if number in kb.law_numbers(renderer.current) else None
        ),
        "now": [concordance.row(renderer, ctx, e) for e in kb.successors_of_law(number, edition)],
        "commentary": renderer.unit_groups(ctx, kb.commentary_on(number, edition)),
        "examples": renderer.example_summaries(ctx, kb.examples_on(number, edition)),
        "referred": citing.referred_to_by(renderer, ctx, number, edition),
        "concordance": concordance.rows(renderer, ctx, edition, number),
    }


def definitions(renderer: PageRenderer, ctx: Context, edition: str) -> dict[str, Any]:
    """The Definitions of an edition, a tab per language, each term with its id and links."""
    blocks = []
    sources = []
    for entry in renderer.kb.definitions_of(edition):
        record = entry.record
        terms = []
        for i, term in enumerate(record.terms):
            uid = entry.uid(i)
            terms.append(
                {
                    "id": entry.anchor(i),
                    "term": renderer.text.plain(term.term, record.lang),
                    "text": renderer.field_html(ctx, uid, "text", term.text, record.lang, edition),
                    "notes": renderer.footnotes_html(ctx, uid, term.footnotes, record.lang, edition),
                }
            )
        html = Markup(renderer.partial(ctx, "_terms.html", terms=terms))
        blocks.append(Block(record.lang, html))
        sources.append((record.lang, record.source, renderer.kb.sources[record.source].title))
    return {"edition": edition, "blocks": blocks, "text_sources": sources}
