"""Linking: build the passages of the knowledge base, find every law reference in them and resolve it.

Runs at load time, so every consumer sees the same citations ("referred to by").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING

from bridgelaws.refs import Reference, find_references, resolve

from .kb import Citation, KnowledgeBase, Passage
from .problems import Problem

if TYPE_CHECKING:
    from .load import _Reader

Loc = tuple[str | int, ...]
FALLBACK = "2017"  # the edition a reference falls back to when its own edition lacks the law


def _footnote_fields(prefix: str, footnotes, loc: Loc) -> Iterator[tuple[str, str, Loc]]:  # type: ignore[no-untyped-def]
    for i, note in enumerate(footnotes):
        yield f"{prefix}footnote-{i + 1}", note.text, loc + ("footnotes", i, "text")


def passages(kb: KnowledgeBase) -> Iterator[tuple[Passage, str, dict[str, Loc]]]:
    """Every passage, with the file it came from and where each of its fields stands in that file."""
    for entry in kb.law_texts:
        text = entry.text
        base = f"law/{text.edition}/{text.lang}/{text.law}"
        fields = [("text", text.text or "", ("text",)), *_footnote_fields("", text.footnotes, ())]
        yield (
            _passage(base, "law", text.lang, text.edition, text.source, (str(text.law),), text.title, fields),
            entry.at.path,
            {name: loc for name, _, loc in fields},
        )
        for unit, loc in _law_units(text.sections, ("sections",)):
            fields = [
                ("title", unit.title or "", loc + ("title",)),
                ("text", unit.text or "", loc + ("text",)),
                *_footnote_fields("", unit.footnotes, loc),
            ]
            ref = f"{text.law}{unit.id}"
            title = f"{ref} {unit.title}" if unit.title else ref
            passage = _passage(
                f"{base}/{unit.id}", "law", text.lang, text.edition, text.source, (ref,), title, fields
            )
            yield passage, entry.at.path, {name: field_loc for name, _, field_loc in fields}
    for entry in kb.commentary:
        unit = entry.unit
        source = kb.sources[entry.source]
        fields = [
            ("heading", unit.heading or "", entry.at.loc + ("heading",)),
            ("text", unit.text, entry.at.loc + ("text",)),
            *_footnote_fields("", unit.footnotes, entry.at.loc),
        ]
        title = unit.heading or (f"{unit.number}" if unit.number else unit.id)
        passage = _passage(
            f"commentary/{entry.uid}",
            "commentary",
            entry.lang,
            source.edition,
            source.id,
            tuple(unit.laws),
            title,
            fields,
            source.section_letters,
        )
        yield passage, entry.at.path, {name: loc for name, _, loc in fields}
    for entry in kb.examples:
        example = entry.example
        source = kb.sources[example.source]
        fields = [
            (name, getattr(example, name) or "", (name,))
            for name in ("title", "narrative", "question", "ruling", "irregularity", "note")
        ]
        passage = _passage(
            f"example/{entry.uid}",
            "example",
            example.lang,
            source.edition,
            source.id,
            tuple(example.laws),
            example.title,
            fields,
            source.section_letters,
        )
        yield passage, entry.at.path, {name: loc for name, _, loc in fields}


def _law_units(units, loc: Loc):  # type: ignore[no-untyped-def]
    for i, unit in enumerate(units):
        yield unit, loc + (i,)
        yield from _law_units(unit.children, loc + (i, "children"))


def _passage(uid, kind, lang, edition, source, laws, title, fields, letters="lookalike") -> Passage:  # type: ignore[no-untyped-def]
    return Passage(
        uid=uid,
        kind=kind,
        lang=lang,
        edition=edition,
        source=source,
        laws=laws,
        title=title,
        fields=tuple((name, text) for name, text, _ in fields if text),
        letters=letters,
    )


@lru_cache(maxsize=1 << 17)
def _references(text: str, lang: str, edition: str | None, letters: str) -> tuple[Reference, ...]:
    """The references in one text, kept for the next load (under `serve` most texts are unchanged)."""
    return tuple(find_references(text, lang, edition=edition, letters=letters))


def link(kb: KnowledgeBase, reader: _Reader) -> KnowledgeBase:
    """Return `kb` with its passages and every citation in them.

    A law reference is reported when neither its edition nor 2017 has the law or section it
    names. One whose edition has the law but not the section points to the enclosing law of that
    edition (`section_unknown`, see `bridgelaws.refs.resolve`); it is reported only when 2017 lacks
    the section too, since a section 2017 has ("Правило 23В" in a 1997 text) is kept as printed.
    """
    paragraphs = {(e.source, e.lang, e.unit.number): e.uid for e in kb.commentary if e.unit.number}
    table: dict[str, Passage] = {}
    citations: list[Citation] = []
    for passage, path, locs in passages(kb):
        table[passage.uid] = passage
        doc = reader.documents.get(path)
        for field_name, text in passage.fields:
            for reference in _references(text, passage.lang, passage.edition, passage.letters):
                resolution = resolve(
                    reference,
                    exists=kb.has_law,
                    edition=passage.edition,
                    fallback=FALLBACK,
                    paragraph=lambda number, p=passage: paragraphs.get((p.source, p.lang, number)),
                )
                citations.append(
                    Citation(
                        passage=passage.uid,
                        field=field_name,
                        start=reference.start,
                        end=reference.end,
                        text=reference.text,
                        kind=reference.kind,
                        ref=reference.ref,
                        edition=resolution.edition,
                        fallback=resolution.fallback,
                        target=resolution.target,
                        section_unknown=resolution.section_unknown,
                    )
                )
                editions = tuple(dict.fromkeys((reference.edition or passage.edition, FALLBACK)))
                if (
                    reference.kind == "law"
                    and doc is not None
                    and not any(kb.has_law(e, reference.ref) for e in editions)
                ):
                    line, col = doc.position_in_text(locs[field_name], reference.start)
                    what = f"reference '{reference.text}' → {reference.ref}"
                    message = f"{what}: no such law or section in {' or '.join(editions)}"
                    reader.problems.append(Problem(path, line, col, message))
    return dataclasses.replace(kb, passages=MappingProxyType(table), citations=tuple(citations))
