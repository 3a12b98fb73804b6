"""What a book holds: the laws with something in the book's language, and for each its text,
commentary and examples, chosen from the model (optionally only some laws, or one source).

A book follows the knowledge base: a chapter per law (of any edition) that has a text, a
commentary unit or an example in the book's language, the current edition first and then the earlier
editions, newest first. A unit about several laws is printed once, in the chapter of the first law
it names (its main subject: the WBF commentary on Law 27 stays together under Law 27 even where a
paragraph also cites Law 16); the chapters of the other laws name it and give its page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bridgelaws.model import CommentaryEntry, ExampleEntry, KnowledgeBase, LawTextEntry, law_number
from bridgelaws.model.schema import LANGS, Concept
from bridgelaws.site.glossary import Glossary

_RANGE = re.compile(r"^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*$")


class SelectionError(ValueError):
    """A book asked for something the knowledge base cannot give (the message says what)."""


@dataclass(frozen=True)
class Selection:
    """What to print: a language, optionally a range of law numbers and one source."""

    lang: str
    laws: tuple[int, int] | None = None  # first and last law number, inclusive
    source: str | None = None

    @staticmethod
    def law_range(text: str) -> tuple[int, int]:
        """ "61-64" → (61, 64); "27" → (27, 27)."""
        match = _RANGE.match(text)
        if not match:
            raise SelectionError(f"--law '{text}': expected a law number or a range such as 61-64")
        first = int(match[1])
        last = int(match[2] or first)
        if first > last:
            raise SelectionError(f"--law '{text}': the range runs backwards ({first} > {last})")
        if not 1 <= first <= last <= 93:
            raise SelectionError(f"--law '{text}': the Laws are numbered 1 to 93")
        return first, last

    def has_law(self, number: int) -> bool:
        return self.laws is None or self.laws[0] <= number <= self.laws[1]

    def has_source(self, source: str) -> bool:
        return self.source is None or source == self.source

    @property
    def whole(self) -> bool:
        """The whole book of the language, with nothing left out."""
        return self.laws is None and self.source is None


@dataclass
class Chapter:
    """One law of one edition: its text in the book's language, the commentary on it (source
    order) and the examples on it that no unit of the chapter tells."""

    edition: str
    number: int
    texts: list[LawTextEntry] = field(default_factory=list)
    units: list[CommentaryEntry] = field(default_factory=list)
    examples: list[ExampleEntry] = field(default_factory=list)

    @property
    def anchor(self) -> str:
        return law_anchor(self.edition, self.number)


@dataclass
class Plan:
    selection: Selection
    chapters: list[Chapter]
    general: list[CommentaryEntry]  # units about no law in particular (whole books only)
    sources: list[str]  # every source the book prints something of, in knowledge-base order
    concepts: list[Concept]  # the glossary of the book
    homes: dict[str, Chapter] = field(default_factory=dict)  # unit uid → the chapter printing it

    def __post_init__(self) -> None:
        by_law = {(c.edition, c.number): c for c in self.chapters}
        for chapter in self.chapters:
            for unit in chapter.units:
                if unit.uid not in self.homes:
                    main = (chapter.edition, law_number(unit.unit.laws[0]))
                    self.homes[unit.uid] = by_law.get(main, chapter)

    @property
    def editions(self) -> list[str]:
        return list(dict.fromkeys(c.edition for c in self.chapters))

    @property
    def units(self) -> int:
        return len({e.uid for c in self.chapters for e in c.units} | {e.uid for e in self.general})

    @property
    def examples(self) -> int:
        told = {(e.source, e.unit.example) for c in self.chapters for e in c.units if e.unit.example}
        return len(told | {(e.example.source, e.example.id) for c in self.chapters for e in c.examples})


def law_anchor(edition: str, number: int, section: str = "") -> str:
    """The id of a law's chapter ("law-2017-27") or of one of its sections ("law-2017-27-B1a")."""
    return f"law-{edition}-{number}" + (f"-{section}" if section else "")


def _edition_order(edition: str, current: str) -> tuple[bool, int]:
    return (edition != current, -int(edition))


def make_plan(kb: KnowledgeBase, selection: Selection) -> Plan:
    """The chapters, sources and glossary of the book `selection` asks for."""
    lang = selection.lang
    if lang not in LANGS:
        raise SelectionError(f"--lang '{lang}': expected one of {', '.join(LANGS)}")
    if selection.source is not None:
        source = kb.sources.get(selection.source)
        if source is None:
            raise SelectionError(
                f"--source '{selection.source}': no such source (known: {', '.join(kb.sources)})"
            )
        if lang not in source.languages:
            raise SelectionError(
                f"--source '{selection.source}' has nothing in '{lang}' (its languages: "
                f"{', '.join(source.languages)})"
            )

    def wanted_source(source: str) -> bool:
        return selection.has_source(source)

    keys: set[tuple[str, int]] = set()
    for entry in kb.law_texts:
        if entry.text.lang == lang and wanted_source(entry.text.source):
            keys.add((entry.text.edition, entry.text.law))
    for unit in kb.commentary:
        if unit.lang == lang and wanted_source(unit.source) and not unit.unit.placeholder:
            edition = kb.sources[unit.source].edition
            keys |= {(edition, law_number(ref)) for ref in unit.unit.laws}
    for example in kb.examples:
        if example.example.lang == lang and wanted_source(example.example.source):
            edition = kb.sources[example.example.source].edition
            keys |= {(edition, law_number(ref)) for ref in example.example.laws}

    chapters = []
    for edition, number in sorted(keys, key=lambda k: (_edition_order(k[0], kb.current_edition), k[1])):
        if not selection.has_law(number):
            continue
        units = [
            u
            for u in kb.commentary_on(number, edition)
            if u.lang == lang and wanted_source(u.source) and not u.unit.placeholder
        ]
        told = {(u.source, u.unit.example) for u in units if u.unit.example}
        chapters.append(
            Chapter(
                edition,
                number,
                texts=[
                    t
                    for t in kb.texts_of_law(number, edition)
                    if t.text.lang == lang and wanted_source(t.text.source)
                ],
                units=units,
                examples=[
                    e
                    for e in kb.examples_on(number, edition)
                    if e.example.lang == lang
                    and wanted_source(e.example.source)
                    and (e.example.source, e.example.id) not in told
                ],
            )
        )
    general = [
        u
        for u in kb.commentary
        if selection.laws is None
        and u.lang == lang
        and wanted_source(u.source)
        and not u.unit.laws
        and not u.unit.placeholder
    ]
    if not chapters and not general:
        asked = f"laws {selection.laws[0]}-{selection.laws[1]}" if selection.laws else "any law"
        raise SelectionError(
            f"nothing in '{lang}' on {asked}" + (f" from {selection.source}" if selection.source else "")
        )
    used = (
        {u.source for c in chapters for u in c.units}
        | {e.example.source for c in chapters for e in c.examples}
        | {t.text.source for c in chapters for t in c.texts}
        | {u.source for u in general}
    )
    sources = [s for s in kb.sources if s in used]
    return Plan(selection, chapters, general, sources, _concepts(kb, selection, chapters, general))


def _concepts(
    kb: KnowledgeBase, selection: Selection, chapters: list[Chapter], general: list[CommentaryEntry]
) -> list[Concept]:
    """The whole glossary for a whole book; for a part of one, the concepts its texts use and those
    of the current edition's laws it prints."""
    lang = selection.lang
    concepts = [c for c in kb.concepts if c.terms.get(lang)]
    if selection.whole:
        return concepts
    seen: set[str] = set()
    glossary = Glossary(concepts)
    texts = [u.unit.text for c in chapters for u in c.units] + [u.unit.text for u in general]
    for chapter in chapters:
        texts += [unit.text or "" for t in chapter.texts for unit in t.units()]
    told = [kb.example(u.source, lang, u.unit.example) for c in chapters for u in c.units if u.unit.example]
    for found in [e for e in told if e] + [e for c in chapters for e in c.examples]:
        texts += [found.example.narrative, found.example.question or "", found.example.ruling or ""]
    for text in texts:
        glossary.explain(text, lang, seen)
    numbers = {c.number for c in chapters if c.edition == kb.current_edition}
    return [c for c in concepts if c.id in seen or any(law_number(ref) in numbers for ref in c.laws)]
