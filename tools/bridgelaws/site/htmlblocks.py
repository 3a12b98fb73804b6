"""HTML blocks kept out of the Markdown pass: a page's HTML goes around Markdown, not through it.

A page's template writes Markdown headings (the table of contents and permalinks come from them)
and HTML blocks for everything else. Python-Markdown leaves an HTML block as it is, but only after
parsing it with its HTML parser to find where it ends: about a third of a build went to that. So a
template wraps its HTML regions in `{% filter html_block %}…{% endfilter %}`: the region is kept
aside (`Blocks.keep`) and Markdown sees one empty `<div>` in its place, a block of the same kind;
after Markdown, `restore` puts the region back. The page's HTML is the same, byte for byte
(`tests/site/test_htmlblocks.py` puts real pages through Markdown both ways), but for one thing
Markdown did wrong: it wrapped a `<template>` (not one of its block tags) in a `<p>`.

A region holds no Markdown: a heading that belongs in the table of contents stays outside
(`_lawtext.html` keeps each section's heading out of its regions).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from markupsafe import Markup

PLACEHOLDER = '<div data-bl-block="{}"></div>'
_PLACEHOLDER = re.compile(r'<div data-bl-block="(\d+)"></div>')
_STARTS_A_BLOCK = re.compile(r"<[a-zA-Z!]")


@dataclass
class Blocks:
    """The HTML regions of one page, in the order its template kept them."""

    regions: list[str] = field(default_factory=list)

    def keep(self, html: str) -> Markup:
        """`html` (an HTML region of the page's Markdown) set aside; a placeholder in its place, with
        the whitespace around it kept (Markdown reads blank lines)."""
        text = str(html)  # the block's rendered HTML (Markup: adding to it would escape the marker)
        core = text.strip()
        if not core:
            return Markup(text)
        if not _STARTS_A_BLOCK.match(core):
            raise ValueError(f"an html_block must start with a tag, not {core[:40]!r}")
        start = text.index(core)
        self.regions.append(core)
        marker = PLACEHOLDER.format(len(self.regions) - 1)
        return Markup(text[:start] + marker + text[start + len(core) :])


@dataclass(frozen=True)
class Rendered:
    """A page as its template made it: Markdown with placeholders, and the HTML regions they stand for."""

    markdown: str
    regions: tuple[str, ...] = ()

    def whole(self) -> str:
        """The page's Markdown with its HTML regions in place (as a reader of the source sees it)."""
        return restore(self.markdown, self.regions)


def restore(html: str, regions: tuple[str, ...]) -> str:
    """`html` (Markdown's output, or the Markdown itself) with every placeholder replaced by its region."""
    if not regions:
        return html
    return _PLACEHOLDER.sub(lambda match: regions[int(match[1])], html)
