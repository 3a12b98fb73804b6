"""What a build wrote into the site folder for readers: the service worker's list (`list_outputs`).

Every file a reader may fetch is listed once, at the URL the browser asks for (`laws/27/`, not
`laws/27/index.html`), with its size and digest (the first 16 hex digits of its SHA-256), in one
of four groups:

- `shell`: what every page needs (the theme's and the site's assets, the app manifest and icons,
  Material's default search index) and the core pages (the home page, the law index, the
  offline page, the ruling flows: `core`, given by the caller), those of another language's site
  with their language (a visit keeps the reader's languages' core pages);
- `search`: one language's search files (`search_files`), with the language;
- `page`: every other page (with its language when not English's);
- `file`: the rest (the examples' PBN deals, data files).

Pages carry their title (from their `<title>`). Left out: what no reader fetches (source maps,
sitemaps, pre-compressed copies, dotfiles, the 404 page, the service worker and its list) and the
lunr language files that Material's search worker does not load for the site's languages.

Nothing here is a hand-kept list: a page, a search file or a download another part of the build
writes is listed by being there. The build's version is a digest of the list (each file's URL and
digest) and of the service worker's code, so a build that writes the same bytes has the same one.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Set
from dataclasses import dataclass
from functools import partial
from html import unescape
from pathlib import Path
from stat import S_ISREG

from bridgelaws.kept import Kept, settled_before
from bridgelaws.model.schema import LANGS

from .staticsearch import files

SKIPPED_NAMES = {"404.html", "sitemap.xml", "sitemap.xml.gz"}
SKIPPED_SUFFIXES = {".map", ".gz"}
SEARCH_FOLDER = "search"
_LUNR = re.compile(r"assets/javascripts/lunr/(?:min/lunr\.([\w.]+)\.min\.js|(\w+)\.js)$")
_LUNR_EXTRA = {"tinyseg": {"ja", "jp"}, "wordcut": {"hi", "th"}}  # Material loads these for these languages
_TITLE = re.compile(rb"<title>(.*?)</title>", re.S)


@dataclass(frozen=True)
class Output:
    """A file of the site as the service worker knows it."""

    url: str  # relative to the site root, as the browser asks for it ("./" for the home page)
    size: int
    digest: str
    group: str  # shell, search, page or file
    lang: str = ""  # of a search file, or of a page of another language's site than English
    title: str = ""  # of a page

    def entry(self) -> dict[str, object]:
        """The file in the service worker's list (offline.json)."""
        data: dict[str, object] = {"size": self.size, "digest": self.digest, "group": self.group}
        if self.lang:
            data["lang"] = self.lang
        if self.title:
            data["title"] = self.title
        return data


def search_files(site: Path) -> dict[str, list[str]]:
    """The search files of each language, relative to the site folder (`search/pl/index.js`): the
    search's own listing (`staticsearch.files`), less the files every language shares (shell)."""
    found = {lang: [p for p in files(site, lang) if p.startswith(f"search/{lang}/")] for lang in LANGS}
    return {lang: paths for lang, paths in found.items() if paths}


def lunr_wanted(path: str, langs: list[str]) -> bool:
    """Whether Material's search worker loads this lunr file (`path` relative to the site) for the
    search languages `langs` (its worker: the stemmer support, each language but English, multi
    when more than one, tinyseg or wordcut for a few). Files outside lunr's folder: True."""
    match = _LUNR.search(path)
    if not match:
        return True
    if not langs:  # no lunr search
        return False
    name, extra = match[1], match[2]
    if extra:
        return bool(_LUNR_EXTRA.get(extra, set()) & set(langs))
    if name == "multi":
        return len(langs) > 1
    return name == "stemmer.support" or (name in langs and name != "en")


def page_title(path: str | Path, site_name: str) -> str:
    """The page's own title: its `<title>` without the site's name after it."""
    with open(path, "rb") as handle:
        match = _TITLE.search(handle.read(8192))
    title = unescape(match[1].decode("utf-8", "replace")).strip() if match else ""
    # the site's name, in the page's language: mkdocs.yml's up to its dash ("bridgelaws")
    name = site_name.split(" — ")[0]
    at = title.rfind(f" - {name}") if name else -1
    return title[:at] if at > 0 else title


def _file_digest(path: str) -> str:
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()[:16]


Folders = dict[str, tuple[int, list[tuple[str, str, bool]]]]  # a folder → its time and its names


class _Listing:
    """What one site folder's last listing found: each file's entry (see `_Listings`), and each folder's
    names by the folder's modification time (a folder's names change only when its time does: a file
    written again in place leaves it as it is), so that a rebuild lists again only the folders whose
    files came or went, and reads again only the files written since."""

    def __init__(self) -> None:
        self.entries: Kept[Output] = Kept()
        self.folders: Folders = {}
        self.stats: dict[str, tuple[int, int]] = {}  # a file's path → its size and time, as listed
        self.context: tuple[object, ...] = ()  # what `places` was decided by
        self.places: dict[str, tuple[bool, str | None] | None] = {}  # a path → (core?, language) or None


class _Listings:
    """Each site folder's last listing, kept from one listing to the next. Kept per folder, by the
    folder's identity (device and inode), for the last `FOLDERS` folders listed: the `serve` watcher
    builds into its two folders in turn, renaming them, so the folder it builds into always has the
    same path; kept by path, each listing would drop the other folder's and the next would read every
    file again. In a folder, an entry is kept by the file's path, size and modification time, and by
    what else decides it (its group, its language, the site's name)."""

    FOLDERS = 2

    def __init__(self) -> None:
        self.folders: dict[tuple[int, int], _Listing] = {}

    def of(self, site: Path) -> _Listing:
        """The listing kept for `site`, now the folder listed last."""
        stat = site.stat()
        key = (stat.st_dev, stat.st_ino)
        kept = self.folders.pop(key, None) or _Listing()
        self.folders[key] = kept
        while len(self.folders) > self.FOLDERS:
            del self.folders[next(iter(self.folders))]
        return kept


_LISTINGS = _Listings()
# A file's path in the site, size, modification time, whether it is a core page, a search file's
# language, and the site's `use_directory_urls` and name: what its entry is made from.
_Key = tuple[str, int, int, bool, str | None, bool, str]
_UNKNOWN = object()


def site_lang(path: str) -> str:
    """The language of the site a page file belongs to, when not English's ("pl/laws/27/index.html")."""
    first = path.split("/", 1)[0]
    return first if first in LANGS and first != LANGS[0] and "/" in path else ""


def page_url(path: str, directory_urls: bool) -> str:
    """The URL a page file is asked for at: `laws/27/index.html` → `laws/27/`, `index.html` → `./`."""
    if directory_urls and (path == "index.html" or path.endswith("/index.html")):
        return path[: -len("index.html")] or "./"
    return path


def _skipped(path: str, skipped: set[str]) -> bool:
    name = path.rsplit("/", 1)[-1]
    return path in skipped or name in SKIPPED_NAMES or os.path.splitext(name)[1] in SKIPPED_SUFFIXES


def _names(rel: str, full: str) -> list[tuple[str, str, bool]]:
    """A folder's names but dotted ones, each with its path in the site and whether it is a folder (a
    link to one is not)."""
    with os.scandir(full) as entries:
        return [
            (e.name, f"{rel}{e.name}", e.is_dir(follow_symlinks=False))
            for e in entries
            if not e.name.startswith(".")
        ]


def _site_files(
    site: Path, folders: Folders, unchanged: Set[str], last: dict[str, tuple[int, int]]
) -> list[tuple[str, int, int]]:
    """Every file under `site` (links to files followed, to folders not), as (path relative to it, size,
    modification time), but those in or under a dotted name. `folders`: the names of each folder found
    by the last call (see `_Listing`), replaced by this call's; a file of `unchanged` listed then (in
    `last`) is not looked at again."""
    seen: Folders = {}
    settled = settled_before()  # a folder's names are kept only when its time is older
    found = []
    stack = [("", str(site))]
    while stack:
        rel, full = stack.pop()
        when = os.stat(full).st_mtime_ns
        kept = folders.get(rel)
        names = kept[1] if kept is not None and kept[0] == when else _names(rel, full)
        if when < settled:
            seen[rel] = (when, names)
        for name, path, folder in names:
            if folder:
                stack.append((f"{path}/", f"{full}/{name}"))
                continue
            if path in unchanged and (same := last.get(path)) is not None:
                found.append((path, *same))
                continue
            try:
                stat = os.stat(f"{full}/{name}")
            except FileNotFoundError:  # a broken link
                continue
            if S_ISREG(stat.st_mode):
                found.append((path, stat.st_size, stat.st_mtime_ns))
    folders.clear()
    folders.update(seen)
    return found


def list_outputs(
    site: Path,
    *,
    core: set[str],
    search_langs: list[str],
    site_name: str,
    directory_urls: bool = True,
    skipped: set[str] = frozenset(),  # type: ignore[assignment]
    unchanged: Set[str] = frozenset(),
) -> list[Output]:
    """Every file of the built `site` a reader may fetch, sorted by URL. `core`: the output files
    of the core pages (`laws/index.html`); `skipped`: files not to list (the worker and its list);
    `unchanged`: files the build knows it left as they were (the pages a dirty build kept: it trusts
    them as built, and nobody writes in its folder between builds), taken as this folder's last
    listing found them."""
    language = {path: lang for lang, paths in search_files(site).items() for path in paths}
    listing = _LISTINGS.of(site)
    kept = listing.entries
    # what decides each path's place in the list but its size and time: the last listing's, if the same
    context = (frozenset(core), tuple(search_langs), frozenset(skipped), frozenset(language.items()))
    last = listing.places if listing.context == context else {}
    places: dict[str, tuple[bool, str | None] | None] = {}
    found = []
    stats: dict[str, tuple[int, int]] = {}
    for rel, size, mtime in _site_files(site, listing.folders, unchanged, listing.stats):
        stats[rel] = (size, mtime)
        place = last.get(rel, _UNKNOWN)
        if place is _UNKNOWN:
            listed = not _skipped(rel, skipped) and lunr_wanted(rel, search_langs)
            place = (rel in core, language.get(rel)) if listed else None
        places[rel] = place
        if place is None:
            continue
        key: _Key = (rel, size, mtime, *place, directory_urls, site_name)
        found.append(kept.get(key, partial(_output, site, key)))
    kept.rotate()
    listing.context, listing.places, listing.stats = context, places, stats
    return sorted(found, key=lambda output: output.url)


def _output(site: Path, key: _Key) -> Output:
    """The entry of a file of `site`, as `key` describes it."""
    rel, size, _, shell, lang, directory_urls, site_name = key
    path = os.path.join(site, rel)
    digest = _file_digest(path)
    if rel.endswith(".html"):
        url, title = page_url(rel, directory_urls), page_title(path, site_name)
        return Output(url, size, digest, "shell" if shell else "page", lang=site_lang(rel), title=title)
    if lang is not None:
        return Output(rel, size, digest, "search", lang=lang)
    if rel.startswith(("assets/", f"{SEARCH_FOLDER}/")) or "/" not in rel:
        return Output(rel, size, digest, "shell")
    return Output(rel, size, digest, "file")


def version(outputs: list[Output], *code: bytes) -> str:
    """The build's version: a digest of every listed file (URL and digest) and of `code`."""
    h = hashlib.sha256()
    for output in outputs:
        h.update(f"{output.url}\0{output.digest}\n".encode())
    for part in code:
        h.update(part)
    return h.hexdigest()[:16]
