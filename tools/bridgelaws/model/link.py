"""Linking: build the passages of the knowledge base, find every law reference in them and resolve it.

Runs at load time, so every consumer sees the same citations ("referred to by"). A process that
loads again (`bridgelaws serve`) links again only the passages that changed: a passage equal to the
last load's, from the very same parsed file, resolved against the same law indexes and the same
paragraphs of its source, keeps the last load's passage object, citations and problems (`_Linked`).
So a passage object always stands for the same citations, and what is made from it can be kept by it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache, partial
from types import MappingProxyType
from typing import TYPE_CHECKING

from bridgelaws.kept import Kept
from bridgelaws.refs import Reference, Resolution, find_references, patterns, resolve, section_unknown_note

from .entries import (
    Citation,
    CommentaryEntry,
    DefinitionsEntry,
    ExampleEntry,
    LawTextEntry,
    Passage,
    law_number,
)
from .kb import KnowledgeBase
from .problems import Problem
from .schema import Source

if TYPE_CHECKING:
    from .reader import Reader
    from .yamlfile import YamlDocument

Loc = tuple[str | int, ...]
OWN_TITLES = ("heading", "title")  # fields that name what a passage is about


def _footnote_fields(prefix: str, footnotes, loc: Loc) -> Iterator[tuple[str, str, Loc]]:  # type: ignore[no-untyped-def]
    for i, note in enumerate(footnotes):
        yield f"{prefix}footnote-{i + 1}", note.text, loc + ("footnotes", i, "text")


PlacedPassage = tuple[Passage, str, dict[str, Loc]]  # a passage, its file, where each field stands in it
_MADE: Kept[tuple[object, object, list[PlacedPassage]]] = Kept()  # see `passages`


def passages(kb: KnowledgeBase) -> list[PlacedPassage]:
    """Every passage, with the file it came from and where each of its fields stands in that file.

    A record's passages are made once and given again while the same record (the reader gives the very
    same for an unchanged file) stands at the same place with the same source: the key holds their
    identities, the value holds them alive."""
    found: list[PlacedPassage] = []

    def made(
        key: tuple[object, ...], record: object, source: object, make: Callable[[], list[PlacedPassage]]
    ) -> None:
        found.extend(_MADE.get((id(record), id(source), *key), lambda: (record, source, make()))[2])

    for entry in kb.law_texts:
        source = kb.sources.get(entry.text.source)
        made(("law", entry.at.path), entry.text, source, partial(_law_text_passages, entry, source))
    for entry in kb.definitions:
        source = kb.sources.get(entry.record.source)
        made(
            ("definitions", entry.at.path), entry.record, source, partial(_definition_passages, entry, source)
        )
    for entry in kb.commentary:
        source = kb.sources[entry.source]
        key = ("unit", entry.source, entry.lang, entry.at.path, entry.at.loc)
        made(key, entry.unit, source, partial(_unit_passage, entry, source))
    for entry in kb.examples:
        source = kb.sources[entry.example.source]
        made(("example", entry.at.path), entry.example, source, partial(_example_passage, entry, source))
    _MADE.rotate()
    return found


def _law_text_passages(entry: LawTextEntry, source: Source | None) -> list[PlacedPassage]:
    """A law text as a whole, then each of its sections."""
    text = entry.text
    base = f"law/{text.edition}/{text.lang}/{text.law}"
    fields = [("text", text.text or "", ("text",)), *_footnote_fields("", text.footnotes, ())]
    letters = source.section_letters if source is not None else "lookalike"
    found = [
        (
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
    ]
    for unit, loc in _law_units(text.sections, ("sections",)):
        fields = [
            ("title", unit.title or "", loc + ("title",)),
            ("text", unit.text or "", loc + ("text",)),
            *_footnote_fields("", unit.footnotes, loc),
        ]
        ref = f"{text.law}{unit.id}"
        title = f"{ref} {unit.title}" if unit.title else ref
        passage = _passage(
            f"{base}/{unit.id}", "law", text.lang, text.edition, text.source, (ref,), title, fields, letters
        )
        found.append((passage, entry.at.path, {name: field_loc for name, _, field_loc in fields}))
    return found


def _definition_passages(entry: DefinitionsEntry, source: Source | None) -> list[PlacedPassage]:
    """Each term of a list of definitions."""
    record = entry.record
    letters = source.section_letters if source is not None else "lookalike"
    found = []
    for i, term in enumerate(record.terms):
        loc: Loc = ("terms", i)
        fields = [
            ("title", term.term, loc + ("term",)),
            ("text", term.text, loc + ("text",)),
            *_footnote_fields("", term.footnotes, loc),
        ]
        passage = _passage(
            entry.uid(i),
            "definition",
            record.lang,
            record.edition,
            record.source,
            (),
            term.term,
            fields,
            letters,
        )
        found.append((passage, entry.at.path, {name: field_loc for name, _, field_loc in fields}))
    return found


def _unit_passage(entry: CommentaryEntry, source: Source) -> list[PlacedPassage]:
    unit = entry.unit
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
    return [(passage, entry.at.path, {name: loc for name, _, loc in fields})]


def _example_passage(entry: ExampleEntry, source: Source) -> list[PlacedPassage]:
    example = entry.example
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
    return [(passage, entry.at.path, {name: loc for name, _, loc in fields})]


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


Placed = list[PlacedPassage]  # `passages(kb)`, made once per load
Paragraphs = dict[str, str]  # a unit's number → its uid, in one source and language


@dataclass(frozen=True)
class _Linked:
    """One passage as a load linked it: its file's document, its citations and their problems."""

    passage: Passage
    doc: YamlDocument | None
    citations: tuple[Citation, ...]
    problems: tuple[Problem, ...]


@dataclass
class _LastLink:
    """What the last load linked against (the editions named, the law indexes, each source's
    paragraphs by language) and each passage as it linked it, by uid."""

    editions: tuple[str, ...] = ()
    indexes: dict[str, object] | None = None
    paragraphs: dict[tuple[str | None, str], Paragraphs] = dataclasses.field(default_factory=dict)
    linked: dict[str, _Linked] = dataclasses.field(default_factory=dict)


_LAST = _LastLink()


def link(kb: KnowledgeBase, reader: Reader, placed: Placed) -> KnowledgeBase:
    """Return `kb` with its passages (`placed`: `passages(kb)`) and every citation in them.

    A law reference resolves in its own edition (named by its words, else its source's) or not at
    all: it is never sent to the same letters of another edition. It is reported when that edition
    has no index, when the index lacks the law, or when the index gives the law's sections and
    lacks the one written; one whose law's sections are not held points to the law.
    """
    global _LAST
    paragraphs: dict[tuple[str | None, str], Paragraphs] = {}
    for e in kb.commentary:
        if e.unit.number:
            paragraphs.setdefault((e.source, e.lang), {})[e.unit.number] = e.uid
    editions = tuple(sorted({*patterns.EDITIONS, *kb.indexes}))  # "the old law": the WBF's, and any held
    last, now = _LAST, _LastLink(editions, dict(kb.indexes), paragraphs)
    same_laws = last.editions == editions and last.indexes == now.indexes
    # the sources' languages whose paragraphs differ from the last load's: their passages link again
    groups = paragraphs.keys() | last.paragraphs.keys()
    renumbered = {g for g in groups if last.paragraphs.get(g) != paragraphs.get(g)}
    table: dict[str, Passage] = {}
    citations: list[Citation] = []
    for passage, path, locs in placed:
        doc = reader.documents.get(path)
        group = (passage.source, passage.lang)
        was = last.linked.get(passage.uid)
        if (
            was is None
            or not same_laws
            or doc is None
            or was.doc is not doc
            or was.passage != passage
            or group in renumbered
        ):
            was = _link_one(kb, passage, doc, path, locs, editions, paragraphs.get(group, {}))
        now.linked[passage.uid] = was
        table[passage.uid] = was.passage
        citations.extend(was.citations)
        reader.problems.extend(was.problems)
    _LAST = now
    return dataclasses.replace(kb, passages=MappingProxyType(table), citations=tuple(citations))


def _link_one(
    kb: KnowledgeBase,
    passage: Passage,
    doc: YamlDocument | None,
    path: str,
    locs: dict[str, Loc],
    editions: tuple[str, ...],
    paragraphs: Paragraphs,
) -> _Linked:
    """One passage's citations, and the problems of its law references (placed in its file)."""
    citations: list[Citation] = []
    problems: list[Problem] = []
    for field_name, text in passage.fields:
        for reference in _references(text, passage.lang, passage.edition, passage.letters, editions):
            if field_name in OWN_TITLES and _own_law(passage, reference):
                continue
            resolution = resolve(
                reference, exists=kb.has_law, edition=passage.edition, paragraph=paragraphs.get
            )
            citation = _citation(kb, passage.uid, field_name, reference, resolution)
            citations.append(citation)
            problem = _problem(kb, reference, citation) if reference.kind == "law" else None
            if problem and doc is not None:
                line, col = doc.position_in_text(locs[field_name], reference.start)
                problems.append(Problem(path, line, col, f"reference '{reference.text}' → {problem}"))
    return _Linked(passage, doc, tuple(citations), tuple(problems))


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
