"""Every internal link of the built site checked: the page or file exists, and so does the anchor.

mkdocs checks the links of Markdown it renders; the pages here are mostly HTML blocks, so the
plugin checks the pages itself. Each page's content (the article, not the theme around it:
links go from content to content) is scanned once for its ids and links as it is rendered;
after the build every link is resolved against the site. The checker lives across the builds of
one process, so the pages a dirty build keeps as built are still known.

The scan is a tokenizer, not a full HTML parser: tags with their attributes (quoted values may
hold `>`), comments skipped. The content is mkdocs' and the plugin's own well-formed output.
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

_TAG = re.compile(r"""<!--.*?-->|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>""", re.S)
_MAYBE = re.compile(r"id|href", re.I)  # what a tag's attributes hold if it has an id or a link
_ATTR = re.compile(r"""([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']*)))?""")


def scan(content: str) -> tuple[set[str], list[str]]:
    """The ids of an HTML text and the hrefs of its `<a>` elements, in order."""
    ids: set[str] = set()
    hrefs: list[str] = []
    for tag in _TAG.finditer(content):
        name, attributes = tag.group(1), tag.group(2)
        if not attributes or not _MAYBE.search(attributes):
            continue
        is_link = name.lower() == "a"
        for attr in _ATTR.finditer(attributes):
            key = attr.group(1).lower()
            if key != "id" and not (is_link and key == "href"):
                continue
            raw = next((value for value in attr.groups()[1:] if value is not None), None)
            if raw is None:
                continue
            value = html.unescape(raw)
            if key == "href":
                hrefs.append(value)
            elif value:
                ids.add(value)
    return ids, hrefs


@dataclass
class LinkChecker:
    """Collects pages (their URL, ids and links) and reports links that go nowhere."""

    ids: dict[str, set[str]] = field(default_factory=dict)
    links: dict[str, list[str]] = field(default_factory=dict)
    data: dict[str, tuple[str, list[str]]] = field(default_factory=dict)  # data file → (page URL, hrefs)
    # a page's internal links resolved (href, page, anchor, path in the site), once per scan of it
    targets: dict[str, list[tuple[str, str, str, str]]] = field(default_factory=dict)
    # a page's broken links at the last check: kept while it is not scanned again and no page's ids change
    checked: dict[str, list[str]] = field(default_factory=dict)
    _moved: bool = True  # a page's ids changed, or pages came or went, since the last check
    _on_disk: dict[str, bool] = field(default_factory=dict)  # a path in the site → a file there (one check)

    def add_page(self, url: str, content: str) -> None:
        page = _normal(url)
        ids, self.links[url] = scan(content)
        if self.ids.get(page) != ids:
            self._moved = True
        self.ids[page] = ids
        self.targets.pop(url, None)
        self.checked.pop(url, None)

    def add_data(self, name: str, url: str, hrefs: Iterable[str]) -> None:
        """Links a page's script shows from the data file `name` (each build replaces them)."""
        self.data[name] = (url, list(hrefs))

    def keep_only(self, urls: Iterable[str]) -> None:
        """Forget pages that are no longer in the site; the others stay until scanned again (a dirty
        build does not render pages it keeps as built). Data files' links are given again at every
        build: they are all forgotten."""
        self.data = {}
        wanted = set(urls)
        self.links = {url: hrefs for url, hrefs in self.links.items() if url in wanted}
        self.targets = {url: found for url, found in self.targets.items() if url in wanted}
        self.checked = {url: found for url, found in self.checked.items() if url in wanted}
        pages = {_normal(url) for url in wanted}
        if set(self.ids) - pages:
            self._moved = True
        self.ids = {page: ids for page, ids in self.ids.items() if page in pages}

    def broken(self, site_dir: str | Path) -> list[str]:
        """Messages for every broken internal link: 'page: link (reason)'. A dirty build checks again only
        the pages it scanned, unless a page's ids changed or pages came or went (then every page)."""
        site = Path(site_dir)
        self._on_disk = {}
        if self._moved:
            self.checked = {}
        problems = []
        for url, hrefs in self.links.items():
            found = self.checked.get(url)
            if found is None:
                targets = self.targets.get(url)
                if targets is None:  # a page scanned since the last check (a dirty build keeps the others')
                    targets = self.targets[url] = _resolve(url, hrefs)
                found = self.checked[url] = [
                    f"{url or '/'}: link '{href}' {reason}"
                    for href, page, anchor, path in targets
                    if (reason := self._check(page, anchor, path, site))
                ]
            problems.extend(found)
        self._moved = False
        for name, (url, hrefs) in self.data.items():
            for href, page, anchor, path in _resolve(url, hrefs):
                reason = self._check(page, anchor, path, site)
                if reason:
                    problems.append(f"{name} (shown on {url or '/'}): link '{href}' {reason}")
        return problems

    def _check(self, page: str, anchor: str, path: str, site: Path) -> str | None:
        if page in self.ids:
            if anchor and anchor not in self.ids[page]:
                return f"points to a missing anchor #{anchor}"
            return None
        found = self._on_disk.get(path)
        if found is None:  # many pages link the same files: each is looked for once per check
            target = os.path.join(site, path)
            if os.path.isdir(target):
                target = os.path.join(target, "index.html")
            found = self._on_disk[path] = os.path.isfile(target)
        return None if found else "points to nothing"


def _resolve(url: str, hrefs: list[str]) -> list[tuple[str, str, str, str]]:
    """The internal links among `hrefs` (each once) of the page at `url`: (href, the page it names,
    the anchor, the path in the site folder)."""
    found = []
    for href in dict.fromkeys(hrefs):
        parts = urlsplit(href)
        if parts.scheme or parts.netloc or href.startswith(("mailto:", "javascript:")):
            continue
        target = (urljoin("/" + url, parts.path) if parts.path else "/" + url).lstrip("/")
        found.append((href, _normal(target), unquote(parts.fragment), unquote(target)))
    return found


def _normal(url: str) -> str:
    """A page URL without a trailing index.html: 'laws/27/', 'laws/27.html', ''."""
    return url[: -len("index.html")] if url.endswith("index.html") else url
