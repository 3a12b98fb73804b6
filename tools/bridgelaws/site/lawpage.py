"""What a law page shows besides its text: the official text's addresses, the outline of a law whose text
is not held (a line of section links with what the page has on each), its amendments, and the dates of
commentary written before one. The data comes from `bridgelaws.model.editions`; the templates are
`_official.html`, `_outline.html`, `_amendments.html` and `_unit_dated.html`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bridgelaws.i18n import Words, words
from bridgelaws.model import CommentaryEntry, ExampleEntry
from bridgelaws.model.editions import amendments_of, earlier_titles, official_links, predates
from bridgelaws.refs import LawRef
from bridgelaws.search.urls import example_anchor, unit_anchor

from .context import Context, PageRenderer
from .pages import LANG_ENGLISH, LANG_NAMES, Target, source_path


def law_extras(
    renderer: PageRenderer, ctx: Context, edition: str, number: int, text_held: bool
) -> dict[str, Any]:
    """The official links, the amendments and (when no text is held) the outline of a law page."""
    index = renderer.kb.indexes.get(edition)
    return {
        "outline_cited": index is not None and index.outline == "cited",
        "official": official(renderer, words(ctx.lang), edition, number),
        "outline": [] if text_held else outline(renderer, ctx, edition, number),
        "amendments": amendments(renderer, ctx, edition, number),
    }


def official(renderer: PageRenderer, w: Words, edition: str, number: int) -> list[dict[str, Any]]:
    """Every address of the official text of the law: its language(s), publisher and kind."""
    out = []
    for link in official_links(renderer.kb, edition, number):
        what = {"law": "", "commentary": w._("commentary"), "whole": w._("the whole Laws")}[link.kind]
        out.append(
            {
                "href": link.url,
                "langs": [(code, LANG_NAMES[code]) for code in link.langs],
                "hreflang": link.langs[0],
                "publisher": link.publisher,
                "what": what,
                "pdf": link.url.lower().endswith(".pdf"),
            }
        )
    return out


def _within(ref: str, section_ref: str) -> bool:
    """Is the canonical reference `ref` the section `section_ref` or inside it?"""
    law = LawRef.parse(ref)
    return section_ref in (law.canonical, *(part.canonical for part in law.ancestors()))


def outline(renderer: PageRenderer, ctx: Context, edition: str, number: int) -> list[dict[str, Any]]:
    """The law's sections in order, each with its anchor (the page holds no heading for it), the number of
    commentary passages and examples about it or inside it, and a link to the first of them."""
    kb = renderer.kb
    units = _first_versions(kb.commentary_on(number, edition))
    examples = _first_versions_examples(kb.examples_on(number, edition))
    w = words(ctx.lang)
    items = []
    for section in renderer.sitemap.sections(edition, number):
        ref = f"{number}{section}"
        about_units = [u for u in units if any(_within(r, ref) for r in u.unit.laws)]
        about_examples = [e for e in examples if any(_within(r, ref) for r in e.example.laws)]
        target = None
        if about_units:
            first = about_units[0]
            target = "#" + unit_anchor(first.source, first.lang, first.unit.id)
        elif about_examples:
            target = "#" + example_anchor(about_examples[0].example.source, about_examples[0].example.id)
        items.append(
            {
                "ref": ref,
                "anchor": LawRef.parse(ref).anchor,
                "units": len(about_units),
                "examples": len(about_examples),
                "href": target,
                "label": w._(
                    "{ref}: commentary passages: {units}, examples: {examples}",
                    ref=ref,
                    units=len(about_units),
                    examples=len(about_examples),
                ),
            }
        )
    return items


def _first_versions(entries: Iterable[CommentaryEntry]) -> list[CommentaryEntry]:
    """One entry per unit (its translations are one passage): the first language met."""
    seen: dict[tuple[str, str], CommentaryEntry] = {}
    for entry in entries:
        seen.setdefault((entry.source, entry.unit.id), entry)
    return list(seen.values())


def _first_versions_examples(entries: Iterable[ExampleEntry]) -> list[ExampleEntry]:
    seen: dict[tuple[str, str], ExampleEntry] = {}
    for entry in entries:
        seen.setdefault((entry.example.source, entry.example.id), entry)
    return list(seen.values())


def amendments(renderer: PageRenderer, ctx: Context, edition: str, number: int) -> list[dict[str, Any]]:
    """The amendments of the law, newest first, each with its earlier titles (dated) and source."""
    kb = renderer.kb
    earlier = earlier_titles(kb, edition, number)
    out = []
    for entry in reversed(amendments_of(kb, edition, number)):
        a = entry.amendment
        source = kb.sources[a.source]
        out.append(
            {
                "id": a.id,
                "in_force": a.in_force,
                "laws": [(ref, ctx.links.law(ref, edition)) for ref in a.laws],
                "what": renderer.text.render(a.what, "en"),
                "source": source,
                "source_href": ctx.links.to(Target(source_path(source.id))),
                "earlier": [
                    {
                        "ref": t.ref,
                        "lang": t.lang,
                        "language": LANG_ENGLISH[t.lang],
                        "text": t.text,
                        "until": t.until,
                    }
                    for t in earlier
                    if t.amendment == a.id
                ],
                "unconfirmed": a.unconfirmed,
            }
        )
    return out


def dated(renderer: PageRenderer, unit: CommentaryEntry, w: Words) -> list[dict[str, str]]:
    """For a commentary unit written before an amendment of a law it is about: when it was written and
    which amendment it predates (a unit's date is its source's)."""
    kb = renderer.kb
    written = kb.sources[unit.source].date or ""
    notes = []
    for entry in predates(kb, unit):
        laws = ", ".join(entry.amendment.laws)
        notes.append(
            {
                "text": w._(
                    "Written {written}, before Law {law} was amended with effect from {date}.",
                    written=written,
                    law=laws,
                    date=entry.amendment.in_force,
                ),
                "amendment": entry.amendment.id,
            }
        )
    return notes
