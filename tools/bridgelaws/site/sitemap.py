"""`sitemap.xml` (and its gzip copy) with each page's languages: every page of every language's site
is listed, and names the same page in each language (`xhtml:link rel="alternate" hreflang`), English
also as `x-default` (the site's own addresses). Replaces the one mkdocs writes, which knows no
languages: the theme's template is not rendered, this one is written at the end of the build.
"""

from __future__ import annotations

import gzip
from collections.abc import Callable
from pathlib import Path
from xml.sax.saxutils import quoteattr

from mkdocs.config.defaults import MkDocsConfig

from .pages import DEFAULT_LANG, Page

NAME = "sitemap.xml"


def sitemap_xml(pages: list[Page], address: Callable[[str], str | None]) -> str:
    """The sitemap of `pages` (every language's; not the offline page, which no search engine should
    list), `address` giving a page path's address (None: no such page)."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ]
    for page in pages:
        loc = address(page.path)
        if loc is None or page.kind == "offline":
            continue
        lines.append(f"<url><loc>{_text(loc)}</loc>")
        found = [(lang, address(path)) for lang, path in page.alternates()]
        found = [(lang, href) for lang, href in found if href is not None]
        default = dict(found).get(DEFAULT_LANG)
        if default is not None:
            found.append(("x-default", default))
        for lang, href in found:
            lines.append(f'<xhtml:link rel="alternate" hreflang="{lang}" href={quoteattr(href)}/>')
        lines.append("</url>")
    lines.append("</urlset>\n")
    return "\n".join(lines)


def _text(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def replace_theme_template(config: MkDocsConfig) -> None:
    """mkdocs renders the theme's `sitemap.xml` over every page at every build (a dirty one too); this
    module's replaces it, so the theme's is not rendered."""
    config.theme.static_templates.discard(NAME)


def write(site: Path, text: str) -> set[str]:
    """Writes the sitemap and its gzip copy over mkdocs' own; the files written."""
    data = text.encode("utf-8")
    (site / NAME).write_bytes(data)
    (site / f"{NAME}.gz").write_bytes(gzip.compress(data, mtime=0))
    return {NAME, f"{NAME}.gz"}
