"""The static site's search index, made from the knowledge base: one shard per language.

Material's search plugin would parse every rendered page into its one index. Instead:

- every page is excluded from Material's own index (`exclude`); its search box and lunr worker stay;
- after the build (`write`), `search/search_index.<lang>.json` holds, in Material's format, what
  that language has: each law section, commentary unit, example and glossary concept in it, page
  by page — first the page (its title in that language, with the text of an example or of a whole
  law that has no section of its own), then its sections (Material's worker needs a page before
  its sections). A law page lists every section of its outline, so "27B1" finds `laws/27/#B1` in
  any language; a commentary unit points at its language's tab (`#el-p02`). Locations are the
  built pages' URLs as mkdocs makes them (folders, or `.html` in the offline build);
- texts are HTML-escaped plain text in `<p>` (the worker reads `text` as HTML): nothing a source
  writes reaches the index as markup;
- `search/search_index.json` stays Material's default, read at every page load: the configuration
  and the pages' English titles, so the search works (on titles) even without the script below;
- the offline build also gets `search_index.<lang>.js`, which sets `window.__blSearchShards[lang]`
  (a page opened from a folder cannot fetch);
- `assets/bridgelaws/search-shards.js`, a polyfill loaded before Material's bundle, hands the
  worker the shard of the language chosen in the search box instead of the default index, when
  the search is first opened (see that file).

A shard is written only when its bytes change, so a rebuild that changes one language's records
rewrites that language's shard alone.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from html import escape, unescape
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File
from mkdocs.structure.pages import Page as MkPage

from bridgelaws.model import KnowledgeBase, Passage
from bridgelaws.model.schema import LANGS, Concept
from bridgelaws.refs import LawRef, format_reference
from bridgelaws.search.documents import concept_documents, display_title, passage_body
from bridgelaws.search.text import plain

from .manifest import write_if_changed
from .pages import CURRENT, GLOSSARY, Page, SiteMap, Target, anchor_of, definitions_path, example_path

SCRIPT = "assets/bridgelaws/search-shards.js"
SCRIPT_SOURCE = Path(__file__).parent / "assets" / "search-shards.js"
FOLDER = "search"
DEFAULT_LANG = "en"
_CONFIG_KEYS = ("lang", "separator", "pipeline", "fields")
_PARAGRAPHS = re.compile(r"\n\s*\n")
_JS_GLOBAL = "(window.__blSearchShards||(window.__blSearchShards={}))"

Entry = tuple[str, str, str]  # a record as the index shows it: plain title, escaped title, escaped text
Placed = dict[str, dict[str, Entry]]  # page path → anchor ("" for the page itself) → entry, of a language


class _Memo:
    """Values kept from one build to the next, each under a key holding everything it is made of:
    a rebuild (the `serve` watcher's) loads the knowledge base again, but most records come back
    unchanged, and their plain, escaped texts need not be made again."""

    def __init__(self) -> None:
        self.kept: dict[Hashable, Any] = {}
        self.used: dict[Hashable, Any] = {}

    def get(self, key: Hashable, make: Callable[[], Any]) -> Any:
        value = self.used.get(key)
        if value is None:
            value = self.kept.get(key)
            self.used[key] = value = make() if value is None else value
        return value

    def rotate(self) -> None:
        """A build is over: keep what it used, drop the rest."""
        self.kept, self.used = self.used, {}


_MEMO = _Memo()


def search_plugin(config: MkDocsConfig) -> Any:
    """Material's (or mkdocs') search plugin when it is enabled, else None."""
    plugin = config.plugins.get("material/search") or config.plugins.get("search")
    return plugin if plugin is not None and plugin.config.enabled else None


def offline_enabled(config: MkDocsConfig) -> bool:
    """Whether Material's offline plugin is on (a build to open from a folder)."""
    plugin = config.plugins.get("material/offline")
    return plugin is not None and bool(plugin.config.enabled)


def configure(config: MkDocsConfig) -> None:
    """Adds the polyfill (after the offline plugin's worker shim) when Material's search is on.
    The search plugin must come before this one: its `on_post_build` writes search_index.json,
    which `write` then replaces."""
    if search_plugin(config) is None:
        return
    names = list(config.plugins)
    search = next(i for i, name in enumerate(names) if name.endswith("search"))
    if search > names.index("bridgelaws"):
        raise PluginError("list the search plugin before bridgelaws in mkdocs.yml")
    config.extra["polyfills"] = [*config.extra.get("polyfills", []), SCRIPT]


def script_file(config: MkDocsConfig) -> File:
    """The polyfill, as a file of the site."""
    return File.generated(config, SCRIPT, abs_src_path=str(SCRIPT_SOURCE))


def exclude(page: MkPage) -> None:
    """Keeps `page` out of Material's own index (its plugin honours `search.exclude`)."""
    page.meta["search"] = {**(page.meta.get("search") or {}), "exclude": True}


def _entry(title: str, text: str = "") -> Entry:
    """Plain `title` and `text` as the worker reads them: escaped, the text's paragraphs in <p>."""
    paragraphs = (p.strip() for p in _PARAGRAPHS.split(text))
    return (
        title,
        escape(title, quote=False),
        "".join(f"<p>{escape(p, quote=False)}</p>" for p in paragraphs if p),
    )


def _law_key(page: Page) -> tuple[str, int]:
    """(edition, law) of a law or edition page."""
    edition, number = (CURRENT, page.key[0]) if page.kind == "law" else page.key
    return str(edition), int(number)


def _outline(sitemap: SiteMap, edition: str, number: int) -> tuple[tuple[str, str, str], ...]:
    """(section, anchor, reference) of every section of a law page, in order."""
    refs = ((section, f"{number}{section}") for section in sitemap.sections(edition, number))
    return tuple((section, anchor_of(ref), ref) for section, ref in refs)


@dataclass
class _Site:
    """What every shard shares: the pages' URLs, and the law pages with their sections in order."""

    urls: dict[str, str]  # page path → URL
    laws: dict[tuple[str, int], str]  # (edition, law) → page path
    outlines: dict[str, tuple[tuple[str, str, str], ...]]  # page path → (section, anchor, reference)
    anchors: dict[str, dict[str, str]]  # page path → section → anchor


def _site(config: MkDocsConfig, sitemap: SiteMap) -> _Site:
    urls = {page.path: File.generated(config, page.path, content="").url for page in sitemap.pages}
    laws, outlines = {}, {}
    for page in sitemap.pages:
        if page.kind in ("law", "edition"):
            edition, number = laws_key = _law_key(page)
            laws[laws_key] = page.path
            key = ("outline", edition, number, sitemap.anchors.get(laws_key))
            outlines[page.path] = _MEMO.get(key, lambda e=edition, n=number: _outline(sitemap, e, n))
    anchors = {path: {section: anchor for section, anchor, _ in rows} for path, rows in outlines.items()}
    return _Site(urls, laws, outlines, anchors)


def _place(site: _Site, sitemap: SiteMap, passage: Passage) -> Target | None:
    """Where a passage shows: a law or its section, a commentary unit in its language's tab, an
    example (passage ids as `KnowledgeBase.passages` makes them, see search/urls.py)."""
    kind, rest = passage.uid.split("/", 1)
    if kind == "law":  # law/<edition>/<lang>/<n>[/<section>]
        edition, _, number, *section = rest.split("/", 3)
        path = site.laws.get((edition, int(number)))
        anchor = site.anchors[path].get(section[0]) if path and section else ""
        return Target(path, anchor) if path and anchor is not None else None
    if kind == "definition":  # definition/<edition>/<lang>/<term>
        edition, lang, term = rest.split("/", 2)
        return Target(definitions_path(edition), f"{lang}-{term}")
    if kind == "commentary":  # commentary/<source>/<lang>/<unit>
        unit = sitemap.unit_target(rest)
        # each language's tab holds the id "<lang>-<unit>" (render.Renderer.unit_view)
        return Target(unit.path, f"{passage.lang}-{unit.anchor}") if unit else None
    if kind == "example":  # example/<source>/<lang>/<id>
        source, _, example = rest.split("/", 2)
        return Target(example_path(source, example))
    return None


def _passage_entry(passage: Passage, source_title: str | None) -> Entry:
    return _entry(plain(display_title(passage, source_title)), plain(passage_body(passage)))


def _concept_entries(concept: Concept) -> tuple[tuple[str, Entry], ...]:
    """(language, entry) of a glossary concept, as the whoosh index has it (headword, forms)."""
    return tuple(
        (doc["lang"], _entry(doc["title"], doc[f"text_{doc['lang']}"])) for doc in concept_documents(concept)
    )


def _placed(kb: KnowledgeBase, sitemap: SiteMap, site: _Site) -> dict[str, Placed]:
    """Every passage and glossary concept at its place, by language."""
    placed: dict[str, Placed] = {lang: defaultdict(dict) for lang in LANGS}
    placeholders = {f"commentary/{entry.uid}" for entry in kb.commentary if entry.unit.placeholder}
    for passage in kb.passages.values():
        if passage.kind == "concept" or passage.uid in placeholders or passage.lang not in placed:
            continue
        target = _place(site, sitemap, passage)
        if target is None:
            continue
        source = kb.sources.get(passage.source) if passage.source else None
        source_title = source.title if source else None
        key = ("passage", passage.uid, passage.title, passage.laws, passage.fields, source_title)
        entry = _MEMO.get(key, lambda p=passage, t=source_title: _passage_entry(p, t))
        placed[passage.lang][target.path][target.anchor] = entry
    for concept in kb.concepts:
        key = (
            "concept",
            concept.id,
            tuple((k, tuple(v)) for k, v in concept.terms.items()),
            concept.definition,
        )
        for lang, entry in _MEMO.get(key, lambda c=concept: _concept_entries(c)):
            placed[lang][GLOSSARY][concept.id] = entry
    return placed


def _nav_titles(sitemap: SiteMap) -> dict[str, str]:
    titles: dict[str, str] = {}

    def walk(items: list) -> None:  # type: ignore[type-arg]
        for item in items:
            for title, value in item.items():
                if isinstance(value, list):
                    walk(value)
                else:
                    titles[value] = unescape(title)

    walk(sitemap.nav())
    return titles


def _page_title(sitemap: SiteMap, page: Page, lang: str, own: Entry | None, nav: dict[str, str]) -> str:
    """A page's title in `lang` where the knowledge base has one; `own`: the record at the page."""
    kb = sitemap.kb
    if page.kind in ("law", "edition"):
        edition, number = _law_key(page)
        name = format_reference(LawRef.parse(str(number)), lang)
        if edition != CURRENT:
            name += f" ({edition})"
        title = plain(kb.law_title(number, lang, edition) or "") or (own[0] if own else "")
        return f"{name} · {title}" if title else name
    if page.kind == "source":
        return plain(kb.sources[str(page.key[0])].title)
    if page.kind == "example":  # in the language asked for, else in the first the example has
        first = sitemap.examples_by_key[(str(page.key[0]), str(page.key[1]))][0].example
        return own[0] if own else plain(first.title)
    return nav.get(page.path, page.path)


def _docs(
    sitemap: SiteMap, site: _Site, placed: Placed, lang: str, nav: dict[str, str]
) -> list[dict[str, str]]:
    """One language's documents, page by page: the page, then its sections in order."""
    docs = []
    for page in sitemap.pages:
        url = site.urls[page.path]
        here = dict(placed.get(page.path, {}))
        own = here.pop("", None)
        title = escape(_page_title(sitemap, page, lang, own, nav), quote=False)
        docs.append({"location": url, "title": title, "text": own[2] if own else ""})
        for _, anchor, ref in site.outlines.get(page.path, ()):
            _, title, text = here.pop(anchor, None) or _entry(ref)
            docs.append({"location": f"{url}#{anchor}", "title": title, "text": text})
        docs.extend({"location": f"{url}#{a}", "title": e[1], "text": e[2]} for a, e in here.items())
    return docs


def shards(config: MkDocsConfig, sitemap: SiteMap) -> dict[str, dict[str, Any]]:
    """The index of each language (and under "" Material's default: the pages' English titles)."""
    search = search_plugin(config)
    settings = {key: search.config[key] for key in _CONFIG_KEYS}
    site = _site(config, sitemap)
    placed = _placed(sitemap.kb, sitemap, site)
    nav = _nav_titles(sitemap)
    _MEMO.rotate()
    out = {
        lang: {"config": settings, "docs": _docs(sitemap, site, placed[lang], lang, nav)} for lang in LANGS
    }
    titles = [{**doc, "text": ""} for doc in out[DEFAULT_LANG]["docs"] if "#" not in doc["location"]]
    out[""] = {"config": settings, "docs": titles}
    return out


def write(config: MkDocsConfig, sitemap: SiteMap) -> list[Path]:
    """Writes the shards into the site folder (and their .js in the offline build); returns the files
    written, which are only those whose bytes changed."""
    if search_plugin(config) is None:
        return []
    folder = Path(config.site_dir) / FOLDER
    offline = offline_enabled(config)
    written = []
    for lang, index in shards(config, sitemap).items():
        data = json.dumps(index, ensure_ascii=False, separators=(",", ":"))
        name = f"search_index.{lang}" if lang else "search_index"
        files = [(folder / f"{name}.json", data)]
        if offline and lang:
            files.append((folder / f"{name}.js", f"{_JS_GLOBAL}.{lang}={data};\n"))
        written += [path for path, text in files if write_if_changed(path, text.encode("utf-8"))]
    return written
