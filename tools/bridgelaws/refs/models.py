"""The values the reference finder deals in: a law reference and a reference found in text."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from .patterns import MAX_LAW

ROMAN = r"(?:x{0,3})(?:ix|iv|v?i{0,3})"
_CANONICAL = re.compile(
    rf"([0-9]{{1,2}})(?:([A-Z])(?:([0-9]{{1,2}})(?:\(([a-z])\)(?:\(({ROMAN})\))?)?)?)?"
)
_ROMAN = re.compile(ROMAN)

Kind = Literal["law", "paragraph"]
EditionFrom = Literal["context", "source"]


@dataclass(frozen=True, slots=True)
class LawRef:
    """A law or a part of one: 27, 27B, 27B1, 27B1(a), 68A2(b)(i) (always Latin letters)."""

    law: int
    section: str | None = None  # capital Latin letter
    subsection: int | None = None
    item: str | None = None  # small Latin letter
    subitem: str | None = None  # small roman numeral

    def __post_init__(self) -> None:
        levels = (self.section, self.subsection, self.item, self.subitem)
        if not 1 <= self.law <= MAX_LAW:
            raise ValueError(f"law number {self.law} is not between 1 and {MAX_LAW}")
        if any(upper is None and lower is not None for upper, lower in zip(levels, levels[1:], strict=False)):
            raise ValueError("a part of a law needs the parts above it (27B1(a) needs 27B1)")
        if self.section is not None and not (len(self.section) == 1 and "A" <= self.section <= "Z"):
            raise ValueError(f"section {self.section!r} is not a capital Latin letter")
        if self.subsection is not None and not 1 <= self.subsection <= 99:
            raise ValueError(f"subsection {self.subsection} is not a number from 1 to 99")
        if self.item is not None and not (len(self.item) == 1 and "a" <= self.item <= "z"):
            raise ValueError(f"item {self.item!r} is not a small Latin letter")
        if self.subitem is not None and not (self.subitem and _ROMAN.fullmatch(self.subitem)):
            raise ValueError(f"sub-item {self.subitem!r} is not a small roman numeral")

    @staticmethod
    def parse(text: str) -> LawRef:
        """Read a canonical reference ("27B1(a)"); ValueError if `text` is not one. Read once per text
        (a reference is a value: the same one is handed out again)."""
        return _parse(text)

    @property
    def canonical(self) -> str:
        """The canonical string: law, section, subsection, (item), (sub-item)."""
        return f"{self.law}{self._parts(parens=True)}"

    @property
    def anchor(self) -> str:
        """The part below the law for use in a URL fragment: "B1a" for 27B1(a); "" for a whole law."""
        return self._parts(parens=False)

    def _parts(self, *, parens: bool) -> str:
        open_, close = ("(", ")") if parens else ("", "")
        parts = [self.section or "", str(self.subsection or "")]
        parts += [f"{open_}{part}{close}" for part in (self.item, self.subitem) if part]
        return "".join(parts)

    def ancestors(self) -> tuple[LawRef, ...]:
        """The enclosing parts, nearest first: 27B1(a) → 27B1, 27B, 27."""
        levels = [self.section, self.subsection, self.item, self.subitem]
        depth = sum(level is not None for level in levels)
        return tuple(
            LawRef(self.law, *levels[:keep])  # type: ignore[arg-type]
            for keep in range(depth - 1, -1, -1)
        )

    def __str__(self) -> str:
        return self.canonical


@lru_cache(maxsize=1 << 16)
def _parse(text: str) -> LawRef:
    match = _CANONICAL.fullmatch(text)
    if match:
        law, section, subsection, item, subitem = match.groups()
        ref = LawRef(int(law), section, int(subsection) if subsection else None, item, subitem)
        if ref.canonical == text:
            return ref
    raise ValueError(f"{text!r} is not a canonical law reference (like 27, 27B1, 68A2(b)(i))")


@dataclass(frozen=True, slots=True)
class Reference:
    """A reference found in a text: its exact span, what it points to and in which edition."""

    text: str  # exactly original[start:end]
    start: int
    end: int
    kind: Kind  # "law" or "paragraph" (a commentary's own numbered paragraph)
    ref: str  # canonical: "27B1(a)"; for paragraphs "68.7(i)(b)"
    edition: str | None = None  # the edition it speaks of
    edition_from: EditionFrom | None = None  # "context": words next to it name it; "source": the document's
    context: str | None = None  # those words, as written ("Stary", "MPB 2007", "został przeniesiony")

    @property
    def law(self) -> LawRef | None:
        """The law reference, for kind "law"."""
        return LawRef.parse(self.ref) if self.kind == "law" else None

    def as_dict(self) -> dict[str, str | int | None]:
        return {
            "text": self.text, "start": self.start, "end": self.end,
            "kind": self.kind, "ref": self.ref, "edition": self.edition,
            "edition_from": self.edition_from, "edition_context": self.context,
        }
