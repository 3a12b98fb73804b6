"""Plain text for indexing and snippets: the content's Markdown subset without its markers.

Raw HTML a source carries is dropped as the pages drop it (nh3, which keeps the words of an element
and removes a script or style with its content), so a search never shows or finds markup.
"""

from __future__ import annotations

import html
import re
import unicodedata

import nh3

_EMPHASIS = re.compile(r"(\*\*|__|(?<!\w)[*_]|[*_](?!\w))")
_LIST_MARK = re.compile(r"^[ \t]*(?:[-*+]|\d{1,3}\.)[ \t]+", re.MULTILINE)
_SPACES = re.compile(r"[ \t]+")


def plain(markdown: str) -> str:
    """`markdown` as NFC plain text: no HTML, emphasis or list markers, single spaces."""
    text = unicodedata.normalize("NFC", markdown)
    if "<" in text:
        text = html.unescape(nh3.clean(text, tags=set()))
    text = _LIST_MARK.sub("", text)
    text = _EMPHASIS.sub("", text)
    return _SPACES.sub(" ", text).strip()
