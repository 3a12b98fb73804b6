"""Linking: build the passages of the knowledge base, find every law reference in them and resolve it.

Runs at load time, so every consumer sees the same citations ("referred to by").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING

from bridgelaws.refs import Reference, Resolution, find_references, patterns, resolve, section_unknown_note

from .entries import Citation, Passage, law_number
from .kb import KnowledgeBase
from .problems import Problem

if TYPE_CHECKING:
    from .reader import Reader

Loc = tuple[str | int, ...]
OWN_TITLES = ("heading", "title")  # fields that name what a passage is about


def _footnote_fields(prefix: str, footnotes, loc: Loc) -> Iterator[tuple[str, str, Loc]]:  # type: ignore[no-untyped-def]
    for i, note in enumerate(footnotes):
        yield f"{prefix}footnote-{i + 1}", note.text, loc + ("footnotes", i, "text")


def passages(kb: KnowledgeBase) -> Iterator[tuple[Passage, str, dict[str, Loc]]]:
    """Every passage, with the file it came from and where each of its fields stands in that file."""
    for entry in kb.law_texts:
        text = entry.text
        base = f"law/{text.edition}/{text.lang}/{text.law}"
        fields = [("text", text.text or "", ("text",)), *_footnote_fields("", text.footnotes, ())]
        letters = kb.sources[text.source].section_letters if text.source in kb.sources else "lookalike"
        yield (
            _passage(
                base,
                "law",
                text.lang,
                text.edition,
                text.source,
                (str(text.law),),
                text.title,
                fields,
                letters,
            ),
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
                f"{base}/{unit.id}",
                "law",
                text.lang,
                text.edition,
                text.source,
                (ref,),
                title,
                fields,
                letters,
            )
            yield passage, entry.at.path, {name: field_loc for name, _, field_loc in fields}
    for entry in kb.definitions:
        record = entry.record
        letters = kb.sources[record.source].section_letters if record.source in kb.sources else "lookalike"
        for i, term in enumerate(record.terms):
            loc: Loc = ("terms", i)
            fields = [
                ("title", term.term, loc + ("term",)),
                ("text", term.text, loc + ("text",)),
                *_footnote_fields("", term.footnotes, loc),
            ]
            uid = entry.uid(i)
            passage = _passage(
                uid, "definition", record.lang, record.edition, record.source, (), term.term, fields, letters
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
def _references(
    text: str, lang: str, edition: str | None, letters: str, editions: tuple[str, ...]
) -> tuple[Reference, ...]:
    """The references in one text, kept for the next load (under `serve` most texts are unchanged)."""
    return tuple(find_references(text, lang, edition=edition, letters=letters, editions=editions))


Placed = list[tuple[Passage, str, dict[str, Loc]]]  # `passages(kb)`, made once per load


def link(kb: KnowledgeBase, reader: Reader, placed: Placed) -> KnowledgeBase:
    """Return `kb` with its passages (`placed`: `passages(kb)`) and every citation in them.

    A law reference resolves in its own edition (named by its words, else its source's) or not at
    all: it is never sent to the same letters of another edition. It is reported when that edition
    has no index, when the index lacks the law, or when the index gives the law's sections and
    lacks the one written; one whose law's sections are not held points to the law.
    """
    paragraphs = {(e.source, e.lang, e.unit.number): e.uid for e in kb.commentary if e.unit.number}
    table: dict[str, Passage] = {}
    citations: list[Citation] = []
    editions = tuple(sorted({*patterns.EDITIONS, *kb.indexes}))  # "the old law": the WBF's, and any held
    for passage, path, locs in placed:
        table[passage.uid] = passage
        doc = reader.documents.get(path)
        for field_name, text in passage.fields:
            for reference in _references(text, passage.lang, passage.edition, passage.letters, editions):
                if field_name in OWN_TITLES and _own_law(passage, reference):
                    continue
                resolution = resolve(
                    reference,
                    exists=kb.has_law,
                    edition=passage.edition,
                    paragraph=lambda number, p=passage: paragraphs.get((p.source, p.lang, number)),
                )
                citation = _citation(kb, passage.uid, field_name, reference, resolution)
                citations.append(citation)
                problem = _problem(kb, reference, citation) if reference.kind == "law" else None
                if problem and doc is not None:
                    line, col = doc.position_in_text(locs[field_name], reference.start)
                    message = f"reference '{reference.text}' → {problem}"
                    reader.problems.append(Problem(path, line, col, message))
    return dataclasses.replace(kb, passages=MappingProxyType(table), citations=tuple(citations))


def _own_law(passage: Passage, reference: Reference) -> bool:
    """Does `reference` name a law `passage` is about?"""
    return reference.kind == "law" and law_number(reference.ref) in {law_number(ref) for ref in passage.laws}


def _citation(
    kb: KnowledgeBase, uid: str, field_name: str, reference: Reference, resolution: Resolution
) -> Citation:
    note = None
    if resolution.section_unknown and resolution.edition and resolution.target:
        known = kb.outline_known(resolution.edition, law_number(resolution.target))
        note = section_unknown_note(reference.ref, resolution.target, resolution.edition, known)
    return Citation(
        passage=uid,
        field=field_name,
        start=reference.start,
        end=reference.end,
        text=reference.text,
        kind=reference.kind,
        ref=reference.ref,
        edition=resolution.edition,
        target=resolution.target,
        section_unknown=resolution.section_unknown,
        edition_from=reference.edition_from,
        context=reference.context,
        note=note,
    )


def _problem(kb: KnowledgeBase, reference: Reference, citation: Citation) -> str | None:
    """What is wrong with a law reference, for `bridgelaws check`; None when nothing is."""
    edition = reference.edition
    why = f" (named by '{reference.context}')" if reference.context else ""
    number = law_number(reference.ref)
    if edition is None:
        return f"{reference.ref}: no edition of the Laws to look it up in"
    if edition not in kb.indexes:
        return f"{reference.ref} of the {edition} Laws{why}: no index of it (laws/{edition}/index.yaml)"
    if citation.target is None:
        return (
            f"{reference.ref}: Law {number} is not in the index of the {edition} Laws{why} "
            f"(laws/{edition}/index.yaml)"
        )
    if citation.section_unknown and kb.outline_known(edition, number):
        return f"{reference.ref}: no such section in the {edition} Laws{why}"
    return None
