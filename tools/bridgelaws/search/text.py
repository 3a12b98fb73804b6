"""Plain text for indexing and snippets: the content's Markdown subset without its markers."""

from __future__ import annotations

import re
import unicodedata

_EMPHASIS = re.compile(r"(\*\*|__|(?<!\w)[*_]|[*_](?!\w))")
_LIST_MARK = re.compile(r"^[ \t]*(?:[-*+]|\d{1,3}\.)[ \t]+", re.MULTILINE)
_SPACES = re.compile(r"[ \t]+")


def plain(markdown: str) -> str:
    """`markdown` as NFC plain text: no emphasis or list markers, single spaces."""
    text = unicodedata.normalize("NFC", markdown)
    text = _LIST_MARK.sub("", text)
    text = _EMPHASIS.sub("", text)
    return _SPACES.sub(" ", text).strip()
