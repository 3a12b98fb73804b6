"""What a law page lists as citing it: every passage outside the law's own text that cites the law
(or, on a current law's page, what the concordance says became part of it), with the sentence that
does, the citation in bold."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from markupsafe import Markup

from bridgelaws.i18n import words
from bridgelaws.model import Citation, law_number

from . import concordance
from .context import Context, PageRenderer
from .pages import Target, example_path, law_path, source_path

_SENTENCE_END = re.compile(r"(?<=[.!?;…])\s+(?=\S)|\n\s*\n")


def referred_to_by(
    renderer: PageRenderer, ctx: Context, number: int, edition: str | None = None
) -> list[dict[str, Any]]:
    """Every passage outside this law's own text citing law `number` of `edition`, with the
    sentence that does, grouped by source and language."""
    kb = renderer.kb
    groups = []
    for (label, lang), citations in kb.referred_to_by(number, edition).items():
        items = citing_sentences(renderer, ctx, citations, number, edition)
        if items:
            name = kb.sources[label].title if label in kb.sources else label
            groups.append({"name": name, "lang": lang, "entries": items})
    return groups


def predecessor_citations(renderer: PageRenderer, ctx: Context, number: int) -> list[dict[str, Any]]:
    """Citations of what the concordance says became part of 2017 law `number`, one group per
    concordance entry ("2007 17D → 2017 15A, moved"), each marked with its edition."""
    by_entry: dict[int, tuple[Any, list[Citation]]] = {}
    for entry, citation in renderer.kb.predecessor_citations(number, renderer.current):
        by_entry.setdefault(id(entry), (entry, []))[1].append(citation)
    groups = []
    for entry, citations in by_entry.values():
        old_edition, old_ref = entry.from_.split("/", 1)
        items = citing_sentences(renderer, ctx, citations, law_number(old_ref), old_edition)
        if items:
            groups.append({"row": concordance.row(renderer, ctx, entry), "entries": items})
    return groups


def citing_sentences(
    renderer: PageRenderer, ctx: Context, citations: Iterable[Citation], number: int, edition: str | None
) -> list[dict[str, Any]]:
    """The sentence around each citation (one item per sentence), leaving out the law's own text."""
    items: dict[tuple[str, str, int], dict[str, Any]] = {}
    for citation in citations:
        passage = renderer.kb.passages[citation.passage]
        if passage.kind == "law" and passage.edition == edition and law_number(passage.laws[0]) == number:
            continue
        fields = dict(passage.fields)
        start, end, sentence = sentence_around(fields[citation.field], citation)
        key = (citation.passage, citation.field, start)
        if key in items:
            items[key]["refs"].append(citation.ref)
            continue
        items[key] = {
            "where": passage_label(ctx, passage),
            "href": passage_href(renderer, ctx, passage),
            "sentence": sentence,
            "lang": passage.lang,
            "refs": [citation.ref],
            "edition": citation.edition,
            "context": citation.context,
        }
    return list(items.values())


def passage_label(ctx: Context, passage) -> str:  # type: ignore[no-untyped-def]
    w = words(ctx.lang)
    if passage.kind == "law":
        return w._("Law {ref} ({edition})", ref=passage.laws[0], edition=passage.edition)
    if passage.kind == "definition":
        return w._("Definitions ({edition}): {term}", edition=passage.edition, term=passage.title)
    return passage.title


def passage_href(renderer: PageRenderer, ctx: Context, passage) -> str:  # type: ignore[no-untyped-def]
    parts = passage.uid.split("/")
    sitemap = renderer.sitemap
    if passage.kind == "law":
        target = sitemap.law_target(passage.laws[0], passage.edition)
        return ctx.links.to(target) if target else ctx.links.to(law_path(law_number(passage.laws[0])))
    if passage.kind == "commentary":
        return ctx.links.to(Target(source_path(parts[1]), parts[3]))
    if passage.kind == "definition":
        return ctx.links.to(Target(sitemap.definitions_path(parts[1]), f"{parts[2]}-{parts[3]}"))
    return ctx.links.to(example_path(parts[1], parts[3]))


def sentence_around(text: str, citation: Citation, limit: int = 320) -> tuple[int, int, Markup]:
    """The sentence of `text` holding the citation, the citation itself in bold."""
    start, end = 0, len(text)
    for match in _SENTENCE_END.finditer(text):
        if match.end() <= citation.start:
            start = match.end()
        elif match.start() >= citation.end:
            end = match.start()
            break
    if end - start > limit:
        start = max(start, citation.start - limit // 2)
        end = min(end, citation.end + limit // 2)
    before, cited, after = (
        text[start : citation.start],
        text[citation.start : citation.end],
        text[citation.end : end],
    )
    html = Markup("{}{}<strong>{}</strong>{}{}").format(
        "…" if start > 0 and text[start - 1] not in " \n" else "",
        _flat(before),
        _flat(cited),
        _flat(after),
        "…" if end < len(text) and text[end] not in ".!?;… \n" else "",
    )
    return start, end, html


def _flat(text: str) -> str:
    """Markdown emphasis marks dropped and whitespace collapsed, for a quoted sentence."""
    return re.sub(r"\s+", " ", text.replace("**", "").replace("*", ""))
