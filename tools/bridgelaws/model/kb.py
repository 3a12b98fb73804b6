"""The loaded knowledge base: immutable records indexed by law, source, language and id."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import Literal

from bridgelaws.refs import section_unknown_note

from .schema import (
    CommentaryUnit,
    Concept,
    ConcordanceEntry,
    Example,
    LawIndex,
    LawText,
    LawUnit,
    Source,
)

PassageKind = Literal["law", "commentary", "example", "concept"]


@dataclass(frozen=True)
class Located:
    """Where a record was read from: file and position, for messages and edit links."""

    path: str
    line: int
    col: int
    loc: tuple[str | int, ...] = ()  # where inside the file's data


@dataclass(frozen=True)
class CommentaryEntry:
    """A commentary unit in context: its source, language and place in the source's order."""

    source: str
    lang: str
    order: int
    unit: CommentaryUnit
    at: Located

    @property
    def uid(self) -> str:
        return f"{self.source}/{self.lang}/{self.unit.id}"


@dataclass(frozen=True)
class ExampleEntry:
    """An example in context."""

    example: Example
    order: int
    at: Located

    @property
    def uid(self) -> str:
        e = self.example
        return f"{e.source}/{e.lang}/{e.id}"


@dataclass(frozen=True)
class LawTextEntry:
    """A law text (one law, one edition, one language) in context."""

    text: LawText
    at: Located

    def units(self) -> Iterator[LawUnit]:
        """Every section, subsection, item and sub-item, in document order."""
        stack = list(reversed(self.text.sections))
        while stack:
            unit = stack.pop()
            yield unit
            stack.extend(reversed(unit.children))


@dataclass(frozen=True)
class Passage:
    """One piece of text the knowledge base holds, whatever its kind: the unit of linking and search."""

    uid: str
    kind: PassageKind
    lang: str
    edition: str
    source: str | None
    laws: tuple[str, ...]
    title: str
    fields: tuple[tuple[str, str], ...]  # (field name, Markdown text) in reading order
    letters: str = "lookalike"

    @property
    def text(self) -> str:
        return "\n\n".join(text for _, text in self.fields if text)


@dataclass(frozen=True)
class Citation:
    """A law reference found in a passage and what it resolved to."""

    passage: str  # Passage.uid
    field: str
    start: int
    end: int
    text: str
    kind: str  # "law" | "paragraph"
    ref: str  # canonical: "27B1(a)" or, for paragraphs, "68.7(i)(b)"
    edition: str | None  # the edition it points to (None when unresolved)
    fallback: bool = False  # pointed to 2017 because the source's edition lacks the law
    target: str | None = None  # what it points to: the law or section of `edition`; for paragraphs a unit uid
    section_unknown: bool = False  # `edition` has the law but not the section written: `target` encloses it

    @property
    def law(self) -> int | None:
        """The law number a law reference points to."""
        return law_number(self.ref) if self.kind == "law" else None

    @property
    def note(self) -> str | None:
        """What a reader should know about where it points: "23B is not a section of Law 23 in the
        1997 Laws" when it points to the enclosing law of its own edition."""
        if not self.section_unknown or self.target is None or self.edition is None:
            return None
        return section_unknown_note(self.ref, self.target, self.edition)


def law_number(ref: str) -> int:
    """The law number at the head of a canonical reference: "27B1(a)" → 27."""
    end = 0
    while end < len(ref) and ref[end].isdigit():
        end += 1
    return int(ref[:end])


def _by_law(entries, laws_of) -> dict[int, list]:  # type: ignore[no-untyped-def]
    """Entries by every law number their `laws` name (each entry once per law, in order)."""
    table: dict[int, list] = defaultdict(list)
    for entry in entries:
        for number in dict.fromkeys(law_number(ref) for ref in laws_of(entry)):
            table[number].append(entry)
    return table


@dataclass(frozen=True)
class KnowledgeBase:
    """Everything under `laws/` and `content/`, validated and linked. Build it with `load(root)`."""

    root: str
    sources: MappingProxyType[str, Source]
    indexes: MappingProxyType[str, LawIndex]
    law_texts: tuple[LawTextEntry, ...]
    commentary: tuple[CommentaryEntry, ...]
    examples: tuple[ExampleEntry, ...]
    concepts: tuple[Concept, ...]
    concordance: tuple[ConcordanceEntry, ...]
    passages: MappingProxyType[str, Passage] = field(default_factory=lambda: MappingProxyType({}))
    citations: tuple[Citation, ...] = ()

    # --- laws -----------------------------------------------------------------------------

    def law_numbers(self, edition: str = "2017") -> list[int]:
        index = self.indexes.get(edition)
        return [law.number for law in index.laws] if index else []

    def law_title(self, number: int, lang: str = "en", edition: str = "2017") -> str | None:
        index = self.indexes.get(edition)
        if index is None:
            return None
        for law in index.laws:
            if law.number == number:
                title = law.titles.get(lang) or law.titles.get("en")
                return title.text if title else None
        return None

    def has_law(self, edition: str, ref: str) -> bool:
        """Does the law or section `ref` ("27", "27B1(a)") exist in `edition`'s index?"""
        return ref in self._outline.get(edition, frozenset())

    def texts_of_law(self, number: int, edition: str | None = None) -> list[LawTextEntry]:
        """The texts of law `number` in every language (of one edition when given)."""
        entries = self._texts_by_law.get(number, [])
        return [e for e in entries if e.text.edition == edition] if edition else list(entries)

    def law_passages(self, edition: str, lang: str, number: int) -> list[str]:
        """The passage uids of one law text: the law as a whole, then each of its sections."""
        return list(self._law_passages.get((edition, lang, number), []))

    # --- commentary and examples ----------------------------------------------------------

    def commentary_on(self, number: int) -> list[CommentaryEntry]:
        """Commentary units about law `number` (any section), in source order."""
        return list(self._commentary_by_law.get(number, []))

    def examples_on(self, number: int) -> list[ExampleEntry]:
        return list(self._examples_by_law.get(number, []))

    def texts_of_source(self, source: str) -> list[LawTextEntry]:
        return list(self._by_source.get(source, ([], [], []))[0])

    def units_of_source(self, source: str) -> list[CommentaryEntry]:
        return list(self._by_source.get(source, ([], [], []))[1])

    def examples_of_source(self, source: str) -> list[ExampleEntry]:
        return list(self._by_source.get(source, ([], [], []))[2])

    def translations(self, entry: CommentaryEntry) -> list[CommentaryEntry]:
        """The same unit id of the same source in the other languages."""
        return [
            e
            for e in self.commentary
            if e.source == entry.source and e.unit.id == entry.unit.id and e.lang != entry.lang
        ]

    # --- links ----------------------------------------------------------------------------

    def citations_in(self, passage: str, field_name: str | None = None) -> list[Citation]:
        return [
            c
            for c in self._citations_by_passage.get(passage, [])
            if field_name is None or c.field == field_name
        ]

    def referred_to_by(self, number: int) -> dict[tuple[str, str], list[Citation]]:
        """Citations of law `number` from every passage, grouped by (source, language)."""
        groups: dict[tuple[str, str], list[Citation]] = defaultdict(list)
        for citation in self._citations_by_law.get(number, []):
            passage = self.passages[citation.passage]
            groups[(passage.source or passage.kind, passage.lang)].append(citation)
        return dict(groups)

    def concordance_for(self, edition: str, ref: str) -> list[ConcordanceEntry]:
        key = f"{edition}/{ref}"
        return [e for e in self.concordance if e.from_ == key or e.to == key]

    # --- derived indexes, built once on first use ---------------------------------------------

    @cached_property
    def _texts_by_law(self) -> dict[int, list[LawTextEntry]]:
        table: dict[int, list[LawTextEntry]] = defaultdict(list)
        for entry in self.law_texts:
            table[entry.text.law].append(entry)
        return table

    @cached_property
    def _law_passages(self) -> dict[tuple[str, str, int], list[str]]:
        table: dict[tuple[str, str, int], list[str]] = defaultdict(list)
        for uid in self.passages:
            if uid.startswith("law/"):
                _, edition, lang, number = uid.split("/", 4)[:4]
                table[(edition, lang, int(number))].append(uid)
        return table

    @cached_property
    def _commentary_by_law(self) -> dict[int, list[CommentaryEntry]]:
        return _by_law(self.commentary, lambda e: e.unit.laws)

    @cached_property
    def _examples_by_law(self) -> dict[int, list[ExampleEntry]]:
        return _by_law(self.examples, lambda e: e.example.laws)

    @cached_property
    def _by_source(self) -> dict[str, tuple[list, list, list]]:
        """(law texts, commentary units, examples) of each source."""
        table: dict[str, tuple[list, list, list]] = defaultdict(lambda: ([], [], []))
        for text in self.law_texts:
            table[text.text.source][0].append(text)
        for unit in self.commentary:
            table[unit.source][1].append(unit)
        for example in self.examples:
            table[example.example.source][2].append(example)
        return table

    @cached_property
    def _outline(self) -> dict[str, frozenset[str]]:
        return {
            edition: frozenset(
                ref
                for law in index.laws
                for ref in [str(law.number), *(f"{law.number}{s}" for s in law.sections)]
            )
            for edition, index in self.indexes.items()
        }

    @cached_property
    def _citations_by_passage(self) -> dict[str, list[Citation]]:
        table: dict[str, list[Citation]] = defaultdict(list)
        for c in self.citations:
            table[c.passage].append(c)
        return table

    @cached_property
    def _citations_by_law(self) -> dict[int, list[Citation]]:
        table: dict[int, list[Citation]] = defaultdict(list)
        for c in self.citations:
            if c.kind == "law":
                table[law_number(c.ref)].append(c)
        return table
