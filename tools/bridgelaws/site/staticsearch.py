"""The static site's search: indexes made from the knowledge base, searched in the page.

Every file the search needs is in the site's `search/` folder (`files` lists them, by language):

- `search/material.js`: loaded before Material's bundle; all the search knows of Material's
  internals (it stands in for Material's search worker and hands the search box to the script below);
- `search/search.js`: the engine and the result list (assets/search/: the pure logic fold.js, refs.js,
  rank.js, fuse.js, then engine.js, langs.js and ui.js, concatenated in that order), and
  `search/search.css` the list's look;
- `search/common.js`: the law pages, the words of law references, the stop words: with the reader's
  language's index, all a first result needs;
- `search/glossary.js`: the glossary's terms (a query naming a concept also searches its terms in
  every language), loaded after the reader's language;
- `search/<lang>/index.js`: one language's records, terms, postings and typed forms, and
  `search/<lang>/text-<n>.js` its texts in chunks, for snippets (see bridgelaws.search.browser);
- `search/search_index.json` (and `.js`, which Material's offline plugin makes of it): Material's
  own index, empty (see material.py).

Data files are scripts (`window.__blSearch.push(...)`), so a site opened from a folder (`file://`),
which cannot fetch, loads them the same way as a served one. A file is written only when its bytes
change, so a rebuild rewrites only what an edit changed; files of an earlier build that this one no
longer makes are removed.
"""

from __future__ import annotations

import json
from collections import defaultdict
from functools import lru_cache
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File

from bridgelaws.model.schema import LANGS
from bridgelaws.search import browser
from bridgelaws.search.urls import Place

from . import material
from .manifest import page_places, write_if_changed
from .pages import SiteMap

FOLDER = "search"
POLYFILL = f"{FOLDER}/material.js"
SCRIPT = f"{FOLDER}/search.js"
STYLE = f"{FOLDER}/search.css"
COMMON = f"{FOLDER}/common.js"
GLOSSARY = f"{FOLDER}/glossary.js"
ASSETS = Path(__file__).parent / "assets" / "search"
# the pure logic first (tests/js), then the page's scripts
ENGINE = ("fold.js", "refs.js", "rank.js", "fuse.js", "engine.js", "langs.js", "ui.js")
SOURCES = {POLYFILL: ("material.js",), SCRIPT: ENGINE, STYLE: ("search.css",)}
_PUSH = "(window.__blSearch=window.__blSearch||[]).push({});\n"


def configure(config: MkDocsConfig) -> None:
    """Loads the search's scripts when Material's search is on. The search plugin must come before
    this one: its `on_post_build` writes search_index.json, which `write` then replaces."""
    if material.search_plugin(config) is None:
        return
    names = list(config.plugins)
    search = next(i for i, name in enumerate(names) if name.endswith("search"))
    if search > names.index("bridgelaws"):
        raise PluginError("list the search plugin before bridgelaws in mkdocs.yml")
    material.add_polyfill(config, POLYFILL)
    config.extra_javascript.append(SCRIPT)
    config.extra_css.append(STYLE)


def script_files(config: MkDocsConfig) -> list[File]:
    """The search's scripts and style, as files of the site."""
    if material.search_plugin(config) is None:
        return []
    return [
        File.generated(config, path, content="\n".join((ASSETS / name).read_text("utf-8") for name in names))
        for path, names in SOURCES.items()
    ]


def files(site: Path, lang: str | None = None) -> list[str]:
    """The search's files in the built site folder `site` (paths relative to it): those every
    language needs, and those of `lang` (of every language when None)."""
    folder = site / FOLDER
    if not folder.is_dir():
        return []
    shared = sorted(p for p in folder.iterdir() if p.is_file())
    langs = LANGS if lang is None else (lang,)
    own = sorted(p for code in langs for p in (folder / code).glob("*.js"))
    return [p.relative_to(site).as_posix() for p in (*shared, *own)]


def _script(data: Any) -> str:
    return _PUSH.format(json.dumps(data, ensure_ascii=False, separators=(",", ":")))


@lru_cache(maxsize=1 << 16)
def _page_url(path: str, folders: bool) -> tuple[str, str]:
    """A page's folder URL (as a place names it) and its URL in the built site (kept: every build asks)."""
    stem = path.removesuffix(".md").removesuffix("index").rstrip("/")
    return f"{stem}/" if stem else "", page_places(path, folders)[1]


def _locator(config: MkDocsConfig, sitemap: SiteMap) -> browser.Locate:
    """A place (a folder URL and an anchor) → the URL the built site has for it, relative to its root."""
    urls = dict(_page_url(page.path, config.use_directory_urls) for page in sitemap.pages)

    def locate(place: Place) -> str:
        url = urls.get(place.page)
        if url is None:
            raise PluginError(f"the search places a record on {place.page!r}, which the site has no page for")
        return url + (f"#{place.anchor}" if place.anchor else "")

    return locate


def _law_pages(sitemap: SiteMap) -> list[browser.LawPage]:
    kb = sitemap.kb
    keys = [(sitemap.current, n) for n in kb.law_numbers(sitemap.current)] + sitemap.edition_laws
    pages = []
    for edition, number in keys:
        entry = kb.law_entry(edition, number)
        titles = {lang: title.text for lang, title in entry.titles.items()} if entry else {}
        for text in kb.texts_of_law(number, edition):
            titles.setdefault(text.text.lang, text.text.title)
        sections = tuple(sitemap.sections(edition, number))
        pages.append(browser.LawPage(edition, number, titles, sections, sitemap.current))
    return pages


class _Languages:
    """Each language's files as the last build made them, with the records and URLs they came from:
    a rebuild makes again only the languages whose records or URLs changed (an edit to a Polish
    commentary remakes the Polish index and texts, not the other three)."""

    def __init__(self) -> None:
        self.made: dict[str, tuple[tuple[browser.Record, ...], tuple[str, ...], dict[str, str]]] = {}

    def files(self, lang: str, found: list[browser.Record], locate: browser.Locate) -> dict[str, str]:
        records, urls = tuple(found), tuple(locate(r.place) for r in found)
        last = self.made.get(lang)
        if last is not None and last[0] == records and last[1] == urls:
            return last[2]
        out = {f"{FOLDER}/{lang}/index.js": _script({"index": browser.language_index(lang, found, locate)})}
        for number, texts in enumerate(browser.text_chunks(found)):
            chunk = {"lang": lang, "chunk": number, "texts": texts}
            out[f"{FOLDER}/{lang}/text-{number}.js"] = _script({"texts": chunk})
        self.made[lang] = (records, urls, out)
        return out


_LANGUAGES = _Languages()


def outputs(config: MkDocsConfig, sitemap: SiteMap) -> dict[str, str]:
    """Every data file of the search: path in the site folder → its text."""
    locate = _locator(config, sitemap)
    pages = _law_pages(sitemap)
    by_lang: dict[str, list[browser.Record]] = defaultdict(list)
    for record in browser.records(sitemap.kb, pages):
        by_lang[record.lang].append(record)
    out = {
        COMMON: _script({"common": browser.common(sitemap.kb, pages, locate)}),
        GLOSSARY: _script({"glossary": browser.glossary(sitemap.kb)}),
    }
    for lang in LANGS:
        out.update(_LANGUAGES.files(lang, by_lang[lang], locate))
    browser.built()
    out[f"{FOLDER}/search_index.json"] = json.dumps(material.empty_index(config), separators=(",", ":"))
    return out


def write(config: MkDocsConfig, sitemap: SiteMap) -> list[Path]:
    """Writes the search's data files into the site folder, removes those of an earlier build that
    this one does not make; returns the files written, which are only those whose bytes changed."""
    if material.search_plugin(config) is None:
        return []
    site = Path(config.site_dir)
    made = outputs(config, sitemap)
    written = [site / p for p, text in made.items() if write_if_changed(site / p, text.encode("utf-8"))]
    keep = {*made, *SOURCES, f"{FOLDER}/search_index.js"}
    for path in files(site):
        if path not in keep:
            (site / path).unlink()
    return written
