"""The knowledge base's records by law and by source, indexed once per build.

The model's own look-ups (`kb.commentary_on`, `kb.texts_of_law`, …) scan every record at each
call; a build asks them for every page, which at scale is pages × records. These tables answer
the same questions, in the same order, from one pass over the records.
"""

from __future__ import annotations

from collections import defaultdict
from functools import cached_property

from bridgelaws.model import CommentaryEntry, ExampleEntry, KnowledgeBase, LawTextEntry, law_number


def _by_law(entries, laws_of) -> dict[int, list]:  # type: ignore[no-untyped-def]
    table: dict[int, list] = defaultdict(list)
    for entry in entries:
        for number in dict.fromkeys(law_number(ref) for ref in laws_of(entry)):
            table[number].append(entry)
    return dict(table)


class Records:
    """Law texts, commentary units, examples and law passages by law number and by source."""

    def __init__(self, kb: KnowledgeBase):
        self.kb = kb

    @cached_property
    def _texts_by_law(self) -> dict[int, list[LawTextEntry]]:
        table: dict[int, list[LawTextEntry]] = defaultdict(list)
        for entry in self.kb.law_texts:
            table[entry.text.law].append(entry)
        return dict(table)

    @cached_property
    def _commentary_by_law(self) -> dict[int, list[CommentaryEntry]]:
        return _by_law(self.kb.commentary, lambda e: e.unit.laws)

    @cached_property
    def _examples_by_law(self) -> dict[int, list[ExampleEntry]]:
        return _by_law(self.kb.examples, lambda e: e.example.laws)

    @cached_property
    def _by_source(self) -> dict[str, tuple[list, list, list]]:
        """(law texts, commentary units, examples) of each source."""
        table: dict[str, tuple[list, list, list]] = defaultdict(lambda: ([], [], []))
        for text in self.kb.law_texts:
            table[text.text.source][0].append(text)
        for unit in self.kb.commentary:
            table[unit.source][1].append(unit)
        for example in self.kb.examples:
            table[example.example.source][2].append(example)
        return dict(table)

    @cached_property
    def _law_passages(self) -> dict[tuple[str, str, int], list[str]]:
        """The passage uids of each law text (edition, lang, law): the law and its sections."""
        table: dict[tuple[str, str, int], list[str]] = defaultdict(list)
        for uid in self.kb.passages:
            if uid.startswith("law/"):
                _, edition, lang, number = uid.split("/", 4)[:4]
                table[(edition, lang, int(number))].append(uid)
        return dict(table)

    def texts_of_law(self, number: int, edition: str | None = None) -> list[LawTextEntry]:
        """`kb.texts_of_law`, of one edition when given."""
        entries = self._texts_by_law.get(number, [])
        return [e for e in entries if e.text.edition == edition] if edition else list(entries)

    def commentary_on(self, number: int) -> list[CommentaryEntry]:
        """`kb.commentary_on`: units about law `number`, in source order."""
        return list(self._commentary_by_law.get(number, []))

    def examples_on(self, number: int) -> list[ExampleEntry]:
        """`kb.examples_on`."""
        return list(self._examples_by_law.get(number, []))

    def texts_of_source(self, source: str) -> list[LawTextEntry]:
        return list(self._by_source.get(source, ([], [], []))[0])

    def units_of_source(self, source: str) -> list[CommentaryEntry]:
        """`kb.units_of_source`."""
        return list(self._by_source.get(source, ([], [], []))[1])

    def examples_of_source(self, source: str) -> list[ExampleEntry]:
        return list(self._by_source.get(source, ([], [], []))[2])

    def law_passages(self, edition: str, lang: str, number: int) -> list[str]:
        """The uids of a law text's passages: the law as a whole and each of its sections."""
        return list(self._law_passages.get((edition, lang, number), []))
