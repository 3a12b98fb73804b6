"""The records of the knowledge base as it is loaded, each with where it was read from: law texts,
commentary units, examples, definitions, flows, amendments and law-data changes; the passages they
make and the citations in them."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from types import MappingProxyType
from typing import Literal

from .flowschema import RulingFlow
from .schema import (
    Amendment,
    CommentaryUnit,
    Definitions,
    Example,
    LawDataChange,
    LawText,
    LawUnit,
)

PassageKind = Literal["law", "definition", "commentary", "example", "concept"]
# Fields the project writes itself (an example's irregularity, its note): their references are links,
# but not a source citing a law, so "referred to by" leaves them out.
PROJECT_FIELDS = frozenset({"irregularity", "note"})


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

    @cached_property  # asked for thousands of times a build (frozen: written into the entry's dict)
    def uid(self) -> str:
        return f"{self.source}/{self.lang}/{self.unit.id}"


@dataclass(frozen=True)
class ExampleEntry:
    """An example in context."""

    example: Example
    order: int
    at: Located

    @cached_property
    def uid(self) -> str:
        e = self.example
        return f"{e.source}/{e.lang}/{e.id}"

    @property
    def source(self) -> str:
        """The example's source (as a commentary entry's)."""
        return self.example.source


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
class FlowEntry:
    """A ruling flow in context (`content/rulings/<id>.yaml`)."""

    flow: RulingFlow
    at: Located
    places: MappingProxyType[tuple[str | int, ...], tuple[int, int]] = field(
        default_factory=lambda: MappingProxyType({})
    )  # (line, col) of each step's `derive` and each outcome's worked example, for later checks

    def where(self, loc: tuple[str | int, ...]) -> Located:
        """Where a part of the flow stands in its file (the file's start when not recorded)."""
        line, col = self.places.get(loc, (self.at.line, self.at.col))
        return Located(self.at.path, line, col, loc)


@dataclass(frozen=True)
class DefinitionsEntry:
    """The Definitions of one edition in one language, in context."""

    record: Definitions
    at: Located

    def anchor(self, index: int) -> str:
        """The id of the term at `index` on the Definitions page: "<lang>-<slug of the term>"."""
        return f"{self.record.lang}-{term_slug(self.record.terms[index].term, index)}"

    def uid(self, index: int) -> str:
        """The passage id of the term at `index`: "definition/<edition>/<lang>/<slug>"."""
        record = self.record
        return f"definition/{record.edition}/{record.lang}/{term_slug(record.terms[index].term, index)}"


def term_slug(term: str, index: int) -> str:
    """A term as an id: ASCII letters and digits joined by "-" ("Adjusted Score" → adjusted-score);
    a term with none (Greek, Russian) is "term-<n>"."""
    ascii_term = unicodedata.normalize("NFKD", term).encode("ascii", "ignore").decode().lower()
    slug = "-".join(part for part in "".join(c if c.isalnum() else " " for c in ascii_term).split())
    return slug or f"term-{index + 1}"


@dataclass(frozen=True)
class AmendmentEntry:
    """An amendment of an edition of the Laws, in context."""

    edition: str
    amendment: Amendment
    at: Located


@dataclass(frozen=True)
class LawDataChangeEntry:
    """A dated change to the law data of the knowledge base, in context."""

    change: LawDataChange
    at: Located


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
    target: str | None = None  # what it points to: the law or section of `edition`; for paragraphs a unit uid
    section_unknown: bool = False  # `edition` has the law but not the section written: `target` encloses it
    edition_from: str | None = None  # "context": the words around it name its edition; "source": its source's
    context: str | None = None  # those words ("Stary", "MPB 2007", "został przeniesiony")
    note: str | None = None  # what a reader should know about where it points ("23B is not a section …")

    @property
    def law(self) -> int | None:
        """The law number a law reference points to."""
        return law_number(self.ref) if self.kind == "law" else None

    @property
    def cited_law(self) -> tuple[str, int] | None:
        """(edition, law number) of the law a resolved law reference points to; None for another."""
        if self.kind == "law" and self.edition is not None and self.target is not None:
            return self.edition, law_number(self.target)
        return None


def correction_field(path: str) -> str:
    """The passage field a correction's YAML path is in: "text" → "text", "footnotes.0.text" →
    "footnote-1" (as `Passage.fields` names footnotes)."""
    parts = path.split(".")
    if len(parts) == 3 and parts[0] == "footnotes" and parts[1].isdigit() and parts[2] == "text":
        return f"footnote-{int(parts[1]) + 1}"
    return path


@lru_cache(maxsize=1 << 14)  # asked tens of thousands of times a load, of a few thousand references
def law_number(ref: str) -> int:
    """The law number at the head of a canonical reference: "27B1(a)" → 27."""
    end = 0
    while end < len(ref) and ref[end].isdigit():
        end += 1
    return int(ref[:end])
