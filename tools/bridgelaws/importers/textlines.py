"""Lines of extracted text put back together: words hyphenated across lines, references broken at a
line end. Shared by the formats of text taken from PDFs (`wbf-pdf-text`, `pdf-text`)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from .located import At

_HYPHENATED = re.compile(r"(\w+)-$")
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
# A law number ending a line and a section (letter + digit, or letter + bracket) opening the next:
# "Law 16" / "B1" is one reference, "Law 16B1", as is "Правило 67" / "В2".
_LAW_AT_END = re.compile(r"(?:\b(?:law|laws|przepis\w*|νόμ\w+|правил\w+)\s+)(\d{1,2})$", re.IGNORECASE)
_SECTION_AT_START = re.compile(r"^([A-ZΑ-ΩА-Я])(?=\d|\()")


@dataclass
class Line:
    """A line of a document: its text (stripped), number, column and indentation."""

    text: str
    number: int
    indent: int

    @property
    def at(self) -> At:
        return At(self.number, self.indent + 1)


def words_of(text: str) -> Counter[str]:
    """How often each word (hyphenated compounds whole) stands in a text, lower-cased."""
    return Counter(w.lower() for w in _WORD.findall(text))


def join(before: str, after: str, words: Counter[str]) -> str:
    """Two lines of one paragraph as one: a word hyphenated at the line end is joined (its hyphen kept
    when the document writes the compound with a hyphen elsewhere, "self-explanatory"), else a space."""
    hyphenated = _HYPHENATED.search(before)
    if hyphenated and after[:1].islower():
        head = hyphenated.group(1)
        tail = re.match(r"[^\W\d_]+", after)
        compound = f"{head}-{tail.group()}".lower() if tail else ""
        if compound and words.get(compound, 0) > 0:
            return before + after
        return before[:-1] + after
    return f"{before} {after}"


def broken_reference(before: str, after: str) -> bool:
    """Does `before` end with a law number and `after` open with its section ("Law 16" / "B1")?"""
    return bool(_LAW_AT_END.search(before) and _SECTION_AT_START.match(after))
