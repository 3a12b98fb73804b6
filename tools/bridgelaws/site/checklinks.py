"""Every internal link of the built site checked: the page or file exists, and so does the anchor.

mkdocs checks the links of Markdown it renders; the pages here are mostly HTML blocks, so the
plugin checks the finished pages itself. Each page's ids are collected from its final HTML and
each link from its content; after the build every link is resolved against the site.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            elif name == "href" and value is not None and tag == "a":
                self.hrefs.append(value)


def _parse(html: str) -> _Collector:
    collector = _Collector()
    collector.feed(html)
    collector.close()
    return collector


@dataclass
class LinkChecker:
    """Collects pages (their URL, ids and content links) and reports links that go nowhere."""

    ids: dict[str, set[str]] = field(default_factory=dict)
    links: dict[str, list[str]] = field(default_factory=dict)

    def add_page(self, url: str, output: str, content: str) -> None:
        self.ids[_normal(url)] = _parse(output).ids
        self.links[url] = _parse(content).hrefs

    def broken(self, site_dir: str | Path) -> list[str]:
        """Messages for every broken internal link: 'page: link (reason)'."""
        site = Path(site_dir)
        problems = []
        for url, hrefs in self.links.items():
            for href in hrefs:
                reason = self._check(url, href, site)
                if reason:
                    problems.append(f"{url or '/'}: link '{href}' {reason}")
        return problems

    def _check(self, url: str, href: str, site: Path) -> str | None:
        parts = urlsplit(href)
        if parts.scheme or parts.netloc or href.startswith(("mailto:", "javascript:")):
            return None
        target = urljoin("/" + url, parts.path) if parts.path else "/" + url
        page = _normal(target.lstrip("/"))
        anchor = unquote(parts.fragment)
        if page in self.ids:
            if anchor and anchor not in self.ids[page]:
                return f"points to a missing anchor #{anchor}"
            return None
        path = site / unquote(target.lstrip("/"))
        if path.is_dir():
            path = path / "index.html"
        return None if path.is_file() else "points to nothing"


def _normal(url: str) -> str:
    """A page URL without a trailing index.html: 'laws/27/', 'laws/27.html', ''."""
    return url[: -len("index.html")] if url.endswith("index.html") else url
