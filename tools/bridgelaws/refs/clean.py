"""Normalise text for matching while keeping a map back to the original offsets.

Three steps, all linear:
- characters that carry nothing for matching are dropped: soft hyphens, zero-width
  characters, the byte-order mark and combining marks (so a decomposed "ό" reads "ο");
- dashes become "-" and unusual spaces become " " (one character for one);
- HTML tags become spaces of the same length, so markup debris never yields a reference.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

_DROP = re.compile(
    r"[\u00ad\u034f\u200b-\u200d\u2060\ufeff"  # soft hyphen, grapheme joiner, zero-width, BOM
    r"\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff]+"  # combining marks
)
_TAG = re.compile(r"</?[A-Za-z][^<>\n]*>")
_TABLE = str.maketrans(
    {
        **{dash: "-" for dash in "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"},
        **{space: " " for space in "\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
           "\u2009\u200a\u202f\u205f\u3000"},
    }
)


@dataclass(frozen=True, slots=True)
class Cleaned:
    """Normalised text and, when characters were dropped, where its pieces came from."""

    text: str
    clean_starts: tuple[int, ...] = ()  # start of each kept piece in `text`
    orig_starts: tuple[int, ...] = ()  # start of the same piece in the original

    def start(self, i: int) -> int:
        """Original offset of the character at `i` in the normalised text."""
        if not self.clean_starts:
            return i
        k = bisect_right(self.clean_starts, i) - 1
        return self.orig_starts[k] + i - self.clean_starts[k]

    def end(self, i: int) -> int:
        """Original offset just after the character before `i` (the end of a span ending at `i`)."""
        return self.start(i - 1) + 1 if i > 0 else self.start(0)


def _blank(match: re.Match[str]) -> str:
    return " " * (match.end() - match.start())


def clean(text: str) -> Cleaned:
    """Normalise `text`; the result maps every offset back to `text`."""
    clean_starts: list[int] = []
    orig_starts: list[int] = []
    if _DROP.search(text):
        pieces: list[str] = []
        kept = position = 0
        for match in _DROP.finditer(text):
            if match.start() > position:
                clean_starts.append(kept)
                orig_starts.append(position)
                pieces.append(text[position : match.start()])
                kept += match.start() - position
            position = match.end()
        clean_starts.append(kept)
        orig_starts.append(position)
        pieces.append(text[position:])
        text = "".join(pieces)
    text = _TAG.sub(_blank, text.translate(_TABLE))
    return Cleaned(text, tuple(clean_starts), tuple(orig_starts))
