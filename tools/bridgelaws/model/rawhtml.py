"""Raw HTML and unsafe links in a text: reported where they stand, since the site strips them (texts
take a Markdown subset; links only to http, https and mailto addresses or within the site).

Every text field of the knowledge base is looked at: law texts and their footnotes, the Definitions,
commentary units, examples, glossary definitions, the sources' descriptions. A tag (`<script>`,
`<span style=…>`, `</b>`), an HTML comment, or a link to another scheme (`[x](javascript:…)`,
`<data:…>`) is a problem at its line and column; nothing is changed in the data. The importers warn
of the same, at the lines of the documents they read.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from bridgelaws.kept import Kept

from .link import Placed
from .problems import Problem

if TYPE_CHECKING:
    from .reader import Reader

_TAG = re.compile(r"<!--.*?-->|</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?>", re.S)
_SOURCE_TEXTS = ("title", "origin", "licence", "notes", "organisation")
_ADVICE = "texts are Markdown (**bold**, *italic*, lists); the site strips raw HTML"
SAFE_SCHEMES = ("http", "https", "mailto")
# An inline link's target `[words](target)` or an autolink `<scheme:…>`.
_LINK = re.compile(r"\]\(\s*<?(?P<target>[^)>]*)|<(?P<auto>[A-Za-z][A-Za-z0-9+.\-]*:[^<>\s]*)>")
_SCHEME = re.compile(r"^([a-z][a-z0-9+.\-]*):")
_INVISIBLE = re.compile(r"[\x00-\x20\x7f]+")
_FOUND: Kept[tuple[tuple[int, str], ...]] = Kept()  # a text → its problems, kept while loads ask for it


def raw_html(text: str) -> Iterator[re.Match[str]]:
    """Every HTML tag or comment in `text`; a closing tag only when its opening tag is not there."""
    opened: set[str] = set()
    for match in _TAG.finditer(text):
        name = re.match(r"</?([A-Za-z0-9-]*)", match.group())
        tag = name.group(1).lower() if name else ""
        if match.group().startswith("</"):
            if tag in opened:
                continue
        else:
            opened.add(tag)
        yield match


def unsafe_links(text: str) -> Iterator[tuple[int, str]]:
    """The offset and target of every link in `text` to a scheme other than http, https and mailto
    (`javascript:`, `data:`, `vbscript:` …, however its letters are cased, spaced or escaped)."""
    for match in _LINK.finditer(text):
        target = match.group("target") if match.group("target") is not None else match.group("auto")
        bare = _INVISIBLE.sub("", html.unescape(target)).lower()
        scheme = _SCHEME.match(bare)
        if scheme and scheme.group(1) not in SAFE_SCHEMES:
            yield match.start("target") if match.group("target") is not None else match.start(), target


def problems_in(text: str) -> Iterator[tuple[int, str]]:
    """The offset and message of every piece of raw HTML and every unsafe link in `text`."""
    for match in raw_html(text):
        yield match.start(), _message(match.group())
    for start, target in unsafe_links(text):
        yield start, link_message(target)


def link_message(target: str) -> str:
    shown = target if len(target) <= 50 else target[:49] + "…"
    return f"link to '{shown}': links go to http, https or mailto addresses only (the site drops this one)"


def _message(tag: str) -> str:
    tag = " ".join(tag.split())
    shown = tag if len(tag) <= 50 else tag[:49] + "…"
    return f"raw HTML '{shown}': {_ADVICE}"


def check_raw_html(placed: Placed, reader: Reader) -> None:
    """A located problem for every piece of raw HTML in a text of the knowledge base (`placed`: its
    passages with their files and places, as `link.passages` makes them)."""
    for passage, path, locs in placed:
        doc = reader.documents.get(path)
        if doc is None:
            continue
        for name, text in passage.fields:
            for start, message in _found(text):
                line, col = doc.position_in_text(locs[name], start)
                reader.problems.append(Problem(path, line, col, message))
    for path, doc in reader.documents.items():
        if path.startswith("content/glossary/"):
            texts = [
                (("concepts", i, "definition", lang), text)
                for i, c in enumerate(doc.data.get("concepts") or [])
                if isinstance(c, dict) and isinstance(c.get("definition"), dict)
                for lang, text in c["definition"].items()
            ]
        elif path.startswith("content/sources/") and isinstance(doc.data, dict):
            texts = [((name,), doc.data.get(name)) for name in _SOURCE_TEXTS]
        else:
            continue
        for loc, value in texts:
            for start, message in _found(value if isinstance(value, str) else ""):
                line, col = doc.position_in_text(loc, start)
                reader.problems.append(Problem(path, line, col, message))
    _FOUND.rotate()


def _found(text: str) -> tuple[tuple[int, str], ...]:
    """`problems_in(text)`, looked for once while loads ask for the same text (a rebuild under `serve`
    finds most texts unchanged)."""
    return _FOUND.get(text, lambda: tuple(problems_in(text)))
