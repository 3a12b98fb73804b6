"""Raw HTML in a text: reported where it stands, since the site strips it (texts take a Markdown subset).

Every text field of the knowledge base is looked at: law texts and their footnotes, the Definitions,
commentary units, examples, glossary definitions. A tag (`<script>`, `<span style=…>`, `</b>`) or an
HTML comment is a problem at its line and column; nothing is changed in the data.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from .link import passages
from .problems import Problem

if TYPE_CHECKING:
    from .kb import KnowledgeBase
    from .reader import Reader

_TAG = re.compile(r"<!--.*?-->|</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?>", re.S)
_SOURCE_TEXTS = ("title", "origin", "licence", "notes", "organisation")
_ADVICE = "texts are Markdown (**bold**, *italic*, lists); the site strips raw HTML"


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


def _message(match: re.Match[str]) -> str:
    tag = " ".join(match.group().split())
    shown = tag if len(tag) <= 50 else tag[:49] + "…"
    return f"raw HTML '{shown}': {_ADVICE}"


def check_raw_html(kb: KnowledgeBase, reader: Reader) -> None:
    """A located problem for every piece of raw HTML in a text of the knowledge base."""
    for passage, path, locs in passages(kb):
        doc = reader.documents.get(path)
        if doc is None:
            continue
        for name, text in passage.fields:
            for match in raw_html(text):
                line, col = doc.position_in_text(locs[name], match.start())
                reader.problems.append(Problem(path, line, col, _message(match)))
    for path, doc in reader.documents.items():
        if path.startswith("content/glossary/"):
            texts = [
                (("concepts", i, "definition"), c.get("definition"))
                for i, c in enumerate(doc.data.get("concepts") or [])
            ]
        elif path.startswith("content/sources/") and isinstance(doc.data, dict):
            texts = [((name,), doc.data.get(name)) for name in _SOURCE_TEXTS]
        else:
            continue
        for loc, value in texts:
            for match in raw_html(value if isinstance(value, str) else ""):
                line, col = doc.position_in_text(loc, match.start())
                reader.problems.append(Problem(path, line, col, _message(match)))
