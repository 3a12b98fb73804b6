"""The loaded knowledge base: immutable records (`entries`) indexed by law, source, language and id."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType

from bridgelaws.refs import LawRef

from .entries import (
    PROJECT_FIELDS,
    AmendmentEntry,
    Citation,
    CommentaryEntry,
    DefinitionsEntry,
    ExampleEntry,
    FlowEntry,
    LawDataChangeEntry,
    LawTextEntry,
    Passage,
    correction_field,
    law_number,
)
from .schema import (
    Concept,
    ConcordanceEntry,
    Correction,
    LawEntry,
    LawIndex,
    Source,
)


def _in_law(end: str, edition: str, number: int) -> bool:
    """Is the concordance end "2007/17D" in law `number` of `edition`?"""
    end_edition, ref = end.split("/", 1)
    return end_edition == edition and law_number(ref) == number


def _self_and_ancestors(ref: str) -> list[str]:
    """ "27B1(a)" → ["27B1(a)", "27B1", "27B", "27"] (a canonical law reference and what encloses it)."""
    law = LawRef.parse(ref)
    return [law.canonical, *(part.canonical for part in law.ancestors())]


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
    definitions: tuple[DefinitionsEntry, ...] = ()
    amendments: tuple[AmendmentEntry, ...] = ()
    law_changes: tuple[LawDataChangeEntry, ...] = ()
    flows: tuple[FlowEntry, ...] = ()
    passages: MappingProxyType[str, Passage] = field(default_factory=lambda: MappingProxyType({}))
    citations: tuple[Citation, ...] = ()

    # --- laws -----------------------------------------------------------------------------

    @property
    def editions(self) -> list[str]:
        """The editions of the Laws the knowledge base has an index of, oldest first."""
        return sorted(self.indexes)

    @cached_property
    def current_edition(self) -> str:
        """The edition the knowledge base follows: the latest whose index says when it took effect
        (an edition being prepared has no such date yet); the latest edition if none says."""
        dated = [ed for ed, index in self.indexes.items() if index.in_force]
        return max(dated or list(self.indexes) or [""])

    def _edition(self, edition: str | None) -> str:
        return edition or self.current_edition

    def law_entry(self, edition: str, number: int) -> LawEntry | None:
        """Law `number` in the index of `edition`."""
        return self._law_entries.get((edition, number))

    def outline_known(self, edition: str, number: int) -> bool:
        """Does the index of `edition` give the sections of law `number`?"""
        entry = self.law_entry(edition, number)
        return bool(entry and entry.sections)

    def law_numbers(self, edition: str | None = None) -> list[int]:
        """The laws of `edition` (the current one when not given), in order."""
        index = self.indexes.get(self._edition(edition))
        return [law.number for law in index.laws] if index else []

    def law_title(self, number: int, lang: str = "en", edition: str | None = None) -> str | None:
        """The title of law `number` in `lang`, else in English, else in whatever language the index has."""
        entry = self.law_entry(self._edition(edition), number)
        if entry is None:
            return None
        title = entry.titles.get(lang) or entry.titles.get("en") or next(iter(entry.titles.values()), None)
        return title.text if title else None

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

    def commentary_on(self, number: int, edition: str | None = None) -> list[CommentaryEntry]:
        """Commentary units about law `number` (any section), in source order; of sources on
        `edition` when given (a unit is about the law of its source's edition)."""
        entries = self._commentary_by_law.get(number, [])
        return [e for e in entries if edition is None or self.sources[e.source].edition == edition]

    def examples_on(self, number: int, edition: str | None = None) -> list[ExampleEntry]:
        """Examples about law `number`, of sources on `edition` when given."""
        entries = self._examples_by_law.get(number, [])
        return [e for e in entries if edition is None or self.sources[e.example.source].edition == edition]

    def listed_under(self, entry: CommentaryEntry | ExampleEntry) -> set[tuple[str, int]]:
        """(edition, law) of each law whose commentary or examples list `entry` (`commentary_on`,
        `examples_on`): the laws it is about, in its source's edition."""
        laws = entry.unit.laws if isinstance(entry, CommentaryEntry) else entry.example.laws
        edition = self.sources[entry.source].edition
        return {(edition, law_number(ref)) for ref in laws}

    def definitions_of(self, edition: str) -> list[DefinitionsEntry]:
        """The Definitions of `edition`, one per language held, in the order en, pl, el, ru."""
        order = ("en", "pl", "el", "ru")
        return sorted(
            (d for d in self.definitions if d.record.edition == edition),
            key=lambda d: order.index(d.record.lang),
        )

    def texts_of_source(self, source: str) -> list[LawTextEntry]:
        return list(self._by_source.get(source, ([], [], []))[0])

    def units_of_source(self, source: str) -> list[CommentaryEntry]:
        return list(self._by_source.get(source, ([], [], []))[1])

    def examples_of_source(self, source: str) -> list[ExampleEntry]:
        return list(self._by_source.get(source, ([], [], []))[2])

    def example(self, source: str, lang: str, example_id: str) -> ExampleEntry | None:
        """The example `example_id` of `source` in `lang` (what a unit's `example:` names)."""
        return self._examples_by_key.get((source, lang, example_id))

    def corrections_in(self, passage: str, field_name: str) -> list[Correction]:
        """The source's slips marked in one text field of a passage (see `Correction`)."""
        return list(self._corrections.get((passage, field_name), []))

    def translations(self, entry: CommentaryEntry) -> list[CommentaryEntry]:
        """The same unit id of the same source in the other languages."""
        return [
            e
            for e in self.commentary
            if e.source == entry.source and e.unit.id == entry.unit.id and e.lang != entry.lang
        ]

    # --- ruling flows -------------------------------------------------------------------------

    def flow(self, flow_id: str) -> FlowEntry | None:
        """The ruling flow `flow_id`."""
        return next((entry for entry in self.flows if entry.flow.id == flow_id), None)

    def flows_on(self, number: int) -> list[FlowEntry]:
        """The ruling flows that rule on law `number` (their `laws`), in file order."""
        return [entry for entry in self.flows if number in entry.flow.laws]

    def example_by_ref(self, ref: str) -> list[ExampleEntry]:
        """The language versions of the example "source/example-id"."""
        source, _, example_id = ref.partition("/")
        return [e for e in self.examples_of_source(source) if e.example.id == example_id]

    def units_by_ref(self, ref: str) -> list[CommentaryEntry]:
        """The language versions of the commentary unit "source/unit-id"."""
        source, _, unit_id = ref.partition("/")
        return [e for e in self.units_of_source(source) if e.unit.id == unit_id]

    # --- links ----------------------------------------------------------------------------

    def citations_in(self, passage: str, field_name: str | None = None) -> list[Citation]:
        return [
            c
            for c in self._citations_by_passage.get(passage, [])
            if field_name is None or c.field == field_name
        ]

    def referred_to_by(
        self, number: int, edition: str | None = None
    ) -> dict[tuple[str, str], list[Citation]]:
        """Citations of law `number` of `edition` from every passage, grouped by (source, language)."""
        return self._grouped(self._citations_by_law.get((self._edition(edition), number), []))

    def _grouped(self, citations: Iterable[Citation]) -> dict[tuple[str, str], list[Citation]]:
        groups: dict[tuple[str, str], list[Citation]] = defaultdict(list)
        for citation in citations:
            passage = self.passages[citation.passage]
            groups[(passage.source or passage.kind, passage.lang)].append(citation)
        return dict(groups)

    def concordance_for(self, edition: str, ref: str) -> list[ConcordanceEntry]:
        key = f"{edition}/{ref}"
        return [e for e in self.concordance if e.from_ == key or e.to == key]

    def successors(self, edition: str, ref: str) -> list[ConcordanceEntry]:
        """Where the concordance says the law or section `ref` of `edition` went, or a part enclosing it:
        2007/17D2 → the entry 2007/17D → 2017/15A."""
        keys = {f"{edition}/{part}" for part in _self_and_ancestors(ref)}
        return [e for e in self.concordance if e.from_ in keys]

    def predecessors(self, number: int, edition: str | None = None) -> list[ConcordanceEntry]:
        """The concordance entries that lead into law `number` of `edition` from another edition."""
        edition = self._edition(edition)
        return [
            e
            for e in self.concordance
            if _in_law(e.to, edition, number) and not e.from_.startswith(f"{edition}/")
        ]

    def successors_of_law(self, number: int, edition: str) -> list[ConcordanceEntry]:
        """The concordance entries saying where law `number` of `edition`, or a part of it, went."""
        return [e for e in self.concordance if _in_law(e.from_, edition, number)]

    def predecessor_citations(
        self, number: int, edition: str | None = None
    ) -> list[tuple[ConcordanceEntry, Citation]]:
        """Citations of what the concordance says became part of law `number` of `edition`
        ("przepisu 17D" of 2007 for 2017 Law 15, by the entry 2007/17D → 2017/15A), with the entry."""
        found: list[tuple[ConcordanceEntry, Citation]] = []
        for entry in self.predecessors(number, edition):
            old_edition, old_ref = entry.from_.split("/", 1)
            for citation in self._citations_by_law.get((old_edition, law_number(old_ref)), []):
                if old_ref in _self_and_ancestors(citation.ref):
                    found.append((entry, citation))
        return found

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
    def _citations_by_law(self) -> dict[tuple[str, int], list[Citation]]:
        """Resolved law citations by (edition, law) they point to: what the sources say (the fields the
        project writes are left out, see PROJECT_FIELDS)."""
        table: dict[tuple[str, int], list[Citation]] = defaultdict(list)
        for c in self.citations:
            if c.field not in PROJECT_FIELDS and (law := c.cited_law) is not None:
                table[law].append(c)
        return table

    @cached_property
    def _examples_by_key(self) -> dict[tuple[str, str, str], ExampleEntry]:
        return {(e.example.source, e.example.lang, e.example.id): e for e in self.examples}

    @cached_property
    def _corrections(self) -> dict[tuple[str, str], list[Correction]]:
        table: dict[tuple[str, str], list[Correction]] = defaultdict(list)
        for entry in self.commentary:
            for c in entry.unit.corrections:
                table[(f"commentary/{entry.uid}", correction_field(c.path))].append(c)
        for example in self.examples:
            for c in example.example.corrections:
                table[(f"example/{example.uid}", correction_field(c.path))].append(c)
        return table

    @cached_property
    def _law_entries(self) -> dict[tuple[str, int], LawEntry]:
        return {(edition, law.number): law for edition, index in self.indexes.items() for law in index.laws}
