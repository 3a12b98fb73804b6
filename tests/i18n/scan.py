"""What the templates and scripts show to people outside the catalogue: a heuristic that finds English
words written into a template or a script instead of being looked up in the catalogue."""

from __future__ import annotations

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "tools" / "bridgelaws"
# Words that are the same in every language: formats, names, abbreviations, the languages' own names.
ALLOWED = {
    "PBN", "BBO", "IMP", "IMPs", "NT", "MB", "JavaScript", "Leitner", "English", "Polski", "Ελληνικά",
    "Русский", "EN", "PL", "mod", "Enter", "Shift", "Space", "Tab", "x",
}  # fmt: skip
_JINJA = re.compile(r"\{#.*?#\}|\{%.*?%\}|\{\{.*?\}\}", re.DOTALL)
_SHOWN_ATTRIBUTE = re.compile(r'\b(?:title|aria-label|placeholder|alt|label)="([^"]*)"')
_TAG = re.compile(r"<[^>]*>")
_WORD = re.compile(r"[A-Za-z]{2,}")
_JS_COMMENT = re.compile(r"/\*.*?\*/|(?<![:\"'\\])//[^\n]*", re.DOTALL)
_JS_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'')
_JS_CALL = re.compile(
    r"\b_(?:n|p|np)?\(\s*(?:" + _JS_STRING.pattern + r")(?:\s*,\s*(?:" + _JS_STRING.pattern + r"))*"
)
# What no reader sees: errors for the console, "use strict", object keys, CSS selectors and classes.
_UNSEEN = re.compile(
    r"(?:new \w*Error|throw new \w+|console\.\w+)\s*\([^;]*|(?:" + _JS_STRING.pattern + r")\s*:(?!\s*\{)"
)
_HTML_NAMES = {"tbody", "thead", "tr", "td", "th", "li", "ul", "ol", "select", "input", "option", "details"}
_CODE_LIKE = re.compile(r"^(?:use strict|[\w.#\[\]:>()=*,\s/-]*[.#\[>:-][\w.#\[\]:>()=*,\s/-]*)$")
_PROSE = re.compile(r"[A-Za-z][a-z]+[ ,:;.…?!]+[a-z]{2,}|^[A-Z][a-z]{2,}[.…!?]?$")
_CODE = re.compile(r"<code>.*?</code>", re.DOTALL)
_NOTATION = re.compile(r"^[A-Z]{1,3}$")


def template_words(source: str) -> list[str]:
    """The English words a template writes itself (not through `_()`, `tx()` and the like)."""
    text = _CODE.sub(" ", _JINJA.sub(" ", source))
    shown = _SHOWN_ATTRIBUTE.findall(text)
    text = _TAG.sub(" ", text)
    words = [w for part in (text, *shown) for w in _WORD.findall(part)]
    return [w for w in words if w not in ALLOWED and not _NOTATION.match(w)]


def script_strings(source: str) -> list[str]:
    """The string literals of a script that read as English prose, outside the catalogue's calls."""
    code = _UNSEEN.sub(" ", _JS_CALL.sub(" ", _JS_COMMENT.sub(" ", source)))
    found = []
    for literal in _JS_STRING.findall(code):
        text = _TAG.sub(" ", literal[1:-1]).strip()
        if text.startswith("<") or _CODE_LIKE.match(text) or set(text.split()) <= _HTML_NAMES:
            continue
        if _PROSE.search(text) and not set(_WORD.findall(text)) <= ALLOWED:
            found.append(literal)
    return found


def templates() -> list[Path]:
    return sorted(PACKAGE.rglob("templates/*.html"))


def scripts() -> list[Path]:
    return sorted([*PACKAGE.rglob("assets/**/*.js"), PACKAGE / "i18n" / "words.js"])
