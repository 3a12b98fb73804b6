"""Turn found references into Markdown links without disturbing any other character."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable

from .models import Reference

# Text that must not be touched: code, existing links and images, link definitions, HTML tags
# and autolinks, bare URLs.
_PROTECTED = re.compile(
    r"(?P<fence>^[ \t]*(?P<mark>`{3,}|~{3,})[^\n]*\n(?:.*\n)*?[ \t]*(?P=mark)[^\n]*$)"
    r"|(?P<ticks>`+)[^`].*?(?P=ticks)"
    r"|!?\[[^\]\n]*\](?:\([^)\n]*\)|\[[^\]\n]*\])"
    r"|^[ \t]{0,3}\[[^\]\n]+\]:[^\n]*$"
    r"|<[A-Za-z/!][^<>\n]*>"
    r"|\b(?:https?|ftp)://[^\s<>]+",
    re.MULTILINE,
)
_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n\s*")


def annotate(
    text: str,
    references: Iterable[Reference],
    href: Callable[[Reference], str | None],
    title: Callable[[Reference], str | None] | None = None,
) -> str:
    """`text` with each reference's span made a link `[span](href)`, or `[span](href "title")`
    where `title` gives one.

    References are taken in text order; one that overlaps a reference already linked, or any
    protected text (code, an existing link, a tag, a URL), is left alone, as is one right after
    "!" or "\\" (the link would turn into an image or into text) or one for which `href` returns
    None. A span that runs over a blank line (PDF debris such as "Правило\\n\\n70С")
    is linked from after the blank line, since a Markdown link cannot cross paragraphs.
    """
    spans = [m.span() for m in _PROTECTED.finditer(text)]
    starts, ends = [a for a, _ in spans], [b for _, b in spans]
    out: list[str] = []
    done = 0  # text[:done] is already in `out`
    for reference in sorted(references, key=lambda r: (r.start, -r.end)):
        start, end = reference.start, reference.end
        breaks = list(_PARAGRAPH_BREAK.finditer(text, start, end))
        if breaks:
            start = breaks[-1].end()
        k = bisect_right(ends, start)  # the first protected span ending after `start`
        if start < done or start >= end or (k < len(starts) and starts[k] < end):
            continue
        if start and text[start - 1] in "!\\":  # "![" would make an image, "\\[" no link at all
            continue
        target = href(reference)
        if target is None:
            continue
        tip = title(reference) if title else None
        out += [text[done:start], "[", text[start:end], "](", _destination(target), _title(tip), ")"]
        done = end
    out.append(text[done:])
    return "".join(out)


def _title(tip: str | None) -> str:
    """A Markdown link title: ` "…"` on one line (a double quote in it becomes a single one)."""
    if not tip:
        return ""
    return ' "' + " ".join(tip.split()).replace('"', "'").replace("\\", "/") + '"'


def _destination(href: str) -> str:
    """`href` as a Markdown link destination, in angle brackets when it needs them."""
    if any(c in href for c in "<>\n\r"):
        raise ValueError(f"cannot link to {href!r}")
    if any(c in href for c in " ()") or not href:
        return f"<{href}>"
    return href
