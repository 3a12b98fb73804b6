"""Snippets: the window of a text with the most query terms, HTML-escaped, matches in <mark>.

Texts are analyzed once per document (the analysis is the costly part) and kept by the caller;
choosing the window for a query is then a scan of the matched terms.
"""

from __future__ import annotations

import html
import re

from .analysis import ANALYZERS

Tokens = tuple[tuple[str, int, int], ...]  # (term, start, end) in the text

WIDTH = 240
LEAD = 60  # characters of context kept before the first match of the window
_SPACE = re.compile(r"\s+")


def tokens(text: str, lang: str) -> Tokens:
    """Every index term of `text` with where it stands."""
    return tuple((t.text, t.startchar, t.endchar) for t in ANALYZERS[lang](text, chars=True))


def snippet(text: str, spans: Tokens, terms: frozenset[str], width: int = WIDTH) -> str:
    """About `width` characters of `text` around the densest run of `terms`, as safe HTML."""
    matches = [(start, end) for term, start, end in spans if term in terms]
    if not matches:
        return _escape_window(text, 0, width, [])
    best, best_count = 0, 0
    for i, (start, _) in enumerate(matches):
        count = sum(1 for s, e in matches[i:] if e - start <= width - LEAD)
        if count > best_count:
            best, best_count = i, count
    begin = max(0, matches[best][0] - LEAD)
    if begin:
        space = text.find(" ", begin, matches[best][0])
        begin = space + 1 if space != -1 else begin
    return _escape_window(text, begin, width, matches)


def _escape_window(text: str, begin: int, width: int, matches: list[tuple[int, int]]) -> str:
    end = min(len(text), begin + width)
    if end < len(text):
        space = text.rfind(" ", begin, end)
        end = space if space > begin else end
    out = ["… " if begin else ""]
    position = begin
    for start, stop in matches:
        if start < position or stop > end:
            continue
        out.append(html.escape(text[position:start], quote=False))
        out.append(f"<mark>{html.escape(text[start:stop], quote=False)}</mark>")
        position = stop
    out.append(html.escape(text[position:end], quote=False))
    if end < len(text):
        out.append(" …")
    return _SPACE.sub(" ", "".join(out)).strip()
