"""The parts of a law text while a `LawBook` reads it (laws, sections and their items, definitions), and
how their labels are numbered: A/a, 1, i in order, ids such as A1(b)(ii)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .located import At

ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")
_SMALL_WORDS = set("a an and as at by for from in of on or the to with".split())
# Python-Markdown reads *x* and **x** as emphasis: footnote marks that would pair up are escaped.
_EMPHASIS = re.compile(r"(\*)([^*]+)\1|(\*\*)(.+?)\3")


@dataclass
class Unit:
    """A section, item or sub-item while it is read."""

    id: str
    at: At
    title: str | None = None
    paragraphs: list[str] = field(default_factory=list)
    footnotes: list[dict[str, str]] = field(default_factory=list)
    children: list[Unit] = field(default_factory=list)

    def walk(self) -> list[Unit]:
        return [self, *(unit for child in self.children for unit in child.walk())]

    def words(self) -> str:
        return " ".join([self.title or "", *self.paragraphs])

    def as_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.id}
        if self.title:
            data["title"] = escape_marks(self.title)
        if self.paragraphs:
            data["text"] = "\n\n".join(escape_marks(p) for p in self.paragraphs)
        if self.footnotes:
            data["footnotes"] = self.footnotes
        if self.children:
            data["children"] = [child.as_data() for child in self.children]
        return data


@dataclass
class Law:
    """One law while it is read: its heading, text before its first section, sections, footnotes."""

    number: int
    title: str
    at: At
    path: str = ""  # the document its heading is in
    preamble: list[str] = field(default_factory=list)
    sections: list[Unit] = field(default_factory=list)
    footnotes: list[dict[str, str]] = field(default_factory=list)

    def units(self) -> list[Unit]:
        return [unit for section in self.sections for unit in section.walk()]


@dataclass
class Definition:
    """A term of the Definitions and its text."""

    term: str
    at: At
    paragraphs: list[str] = field(default_factory=list)
    footnotes: list[dict[str, str]] = field(default_factory=list)


def escape_marks(text: str) -> str:
    """`text` with its asterisks escaped when Markdown would read two of them as emphasis."""
    return text.replace("*", r"\*") if _EMPHASIS.search(text) else text


def heading_case(title: str, lang: str) -> str:
    """A title printed in capitals written as the index writes titles: English in title case
    ("UNAUTHORISED INFORMATION" → "Unauthorised Information"), other languages in sentence case."""
    title = " ".join(title.split())
    if not title or title != title.upper() or not any(c.isalpha() for c in title):
        return title
    if lang != "en":
        return title[:1] + title[1:].lower()
    words = title.lower().split(" ")
    return " ".join(
        w if i and w in _SMALL_WORDS else "-".join(p[:1].upper() + p[1:] for p in w.split("-"))
        for i, w in enumerate(words)
    )


def lone(mark: str) -> re.Pattern[str]:
    """The mark standing alone: "*" not inside "**"."""
    return re.compile(rf"(?<!{re.escape(mark[-1])}){re.escape(mark)}(?!{re.escape(mark[0])})")


def trigrams(text: str) -> set[tuple[str, ...]]:
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[i : i + 3]) for i in range(len(words) - 2)}


BARE_LABEL = re.compile(r"\d{1,2}\.|\((?:[a-z]|[ivx]+)\)")


def rank(label: str, numbering: str) -> int:
    """0-based place of a label in its numbering: A/a → 0, 1 → 0, i → 0."""
    if numbering == "number":
        return int(label) - 1
    if numbering == "roman":
        return ROMAN.index(label)
    return ord(label.lower()) - ord("a")


def label_of(n: int, numbering: str, like: str) -> str:
    """The label at 0-based place `n` of a numbering (capitals when `like` is a capital)."""
    if numbering == "number":
        return str(n + 1)
    if numbering == "roman":
        return ROMAN[n] if n < len(ROMAN) else str(n + 1)
    letter = chr(ord("a") + n)
    return letter.upper() if like.isupper() else letter


def child_id(prefix: str, label: str) -> str:
    """The id of the child `label` of the unit `prefix`: "A" + "2" → A2, "A2" + "b" → A2(b)."""
    if not prefix:
        return label
    return f"{prefix}{label}" if label.isdigit() else f"{prefix}({label})"


def own_label(unit_id: str) -> str:
    """The label of a unit within its parent: "A" → A, "A12" → 12, "A1(b)" → b, "A1(b)(ii)" → ii."""
    if unit_id.endswith(")"):
        return unit_id[unit_id.rindex("(") + 1 : -1]
    digits = re.search(r"\d+$", unit_id)
    return digits.group() if digits else unit_id


def next_labels(law: Law, stack: list[Unit]) -> dict[str, str | int]:
    """The labels that would come next in `law` with the units of `stack` open: its next section, the
    next item of the section open, sub-item of the item open, roman sub-item of the sub-item open."""

    def after(units: list[Unit], numbering: str, first: str) -> str:
        return label_of(rank(own_label(units[-1].id), numbering) + 1, numbering, first) if units else first

    found: dict[str, str | int] = {"section": after(law.sections, "letter", "A")}
    levels = (("item", "number", "1"), ("letter", "letter", "a"), ("roman", "roman", "i"))
    for depth, (name, numbering, first) in enumerate(levels):
        if len(stack) > depth:
            label = after(stack[depth].children, numbering, first)
            found[name] = int(label) if numbering == "number" else label
    return found
