"""What the site relies on of Material for MkDocs' internals, on the build side; the browser side is
assets/search/material.js. Material is in maintenance: keep this thin.

- Material's search plugin stays for its search box (the theme shows the box only with it), but
  indexes no page (`exclude`) and writes a search index without documents (`empty_index`): the
  site's own search (staticsearch.py) replaces its worker and its result list;
- Material's offline plugin adds a remote iframe-worker shim for the worker a page opened from a
  folder cannot start; the site's search needs no worker, so the shim is dropped
  (`drop_remote_shim`): a page opened from a folder asks for nothing outside it;
- the four languages' sites in one build: each other language's navigation is made by mkdocs from
  its own `nav` (`navigation`); a page gets, while the theme renders it (`page_language`, undone by
  `page_language_done`), its site's navigation, Material's words in its language (`overrides/partials/
  language.html` reads `bl_lang`), the site's name in its language and the switcher's links to the
  same page in every language (`config.extra.alternate`, which Material also writes as the head's
  `<link rel="alternate" hreflang>`; `overrides/partials/alternate.html` marks the current one).
  Material's bundle fetches a `sitemap.xml` beside each alternate link to map pages between
  languages; the links here already name the same page, and assets/lang.js keeps Material's click
  handler off the switcher, so those fetches find nothing and change nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.nav import Navigation, get_navigation
from mkdocs.structure.pages import Page as MkPage

from bridgelaws.i18n import N_, words

OVERRIDES = Path(__file__).parent / "overrides"

_CONFIG_KEYS = ("lang", "separator", "pipeline", "fields")


def search_plugin(config: MkDocsConfig) -> Any:
    """Material's (or mkdocs') search plugin when it is enabled, else None."""
    plugin = config.plugins.get("material/search") or config.plugins.get("search")
    return plugin if plugin is not None and plugin.config.enabled else None


def offline_enabled(config: MkDocsConfig) -> bool:
    """Whether Material's offline plugin is on (a build to open from a folder)."""
    plugin = config.plugins.get("material/offline")
    return plugin is not None and bool(plugin.config.enabled)


def add_polyfill(config: MkDocsConfig, path: str) -> None:
    """A script the theme loads before its own bundle."""
    config.extra["polyfills"] = [*config.extra.get("polyfills", []), path]


def drop_remote_shim(config: MkDocsConfig) -> None:
    """Removes the iframe-worker shim the offline plugin adds from the network."""
    polyfills = config.extra.get("polyfills", [])
    config.extra["polyfills"] = [p for p in polyfills if not ("://" in p and "iframe-worker" in p)]


def exclude(page: MkPage) -> None:
    """Keeps `page` out of Material's own index (its plugin honours `search.exclude`)."""
    page.meta["search"] = {**(page.meta.get("search") or {}), "exclude": True}


def empty_index(config: MkDocsConfig) -> dict[str, Any]:
    """What Material's bundle fetches as its search index at every page load: its configuration, no
    documents."""
    search = search_plugin(config)
    return {"config": {key: search.config[key] for key in _CONFIG_KEYS}, "docs": []}


def add_overrides(config: MkDocsConfig) -> None:
    """The site's few overrides of Material's partials, searched before the theme's own."""
    if str(OVERRIDES) not in config.theme.dirs:
        config.theme.dirs.insert(0, str(OVERRIDES))


def navigation(nav: list, files: Files, config: MkDocsConfig) -> Navigation:
    """mkdocs' navigation made from the `nav` configuration `nav` (another language's), its pages
    titled as `nav` names them and its home page the first page."""
    kept = config.nav
    config.nav = nav
    try:
        made = get_navigation(files, config)
    finally:
        config.nav = kept
    for title, path in _leaves(nav):
        file = files.src_uris.get(path)
        if file is not None and file.page is not None:
            file.page.title = title
    made.homepage = made.pages[0] if made.pages else None
    return made


def _leaves(nav: list) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for entry in nav:
        for title, item in entry.items():
            out += _leaves(item) if isinstance(item, list) else [(title, item)]
    return out


_FRAME: dict[str, Any] = {}


# The theme's words mkdocs.yml or Material's templates give in English (the palette toggles' names are
# mkdocs.yml's), put into the page's language by the catalogue.
THEME_WORDS = (N_("Dark mode"), N_("Light mode"), N_("Made with"))


def page_language(
    context: dict[str, Any],
    config: MkDocsConfig,
    lang: str,
    alternates: list[tuple[str, str, str]],
    site_name: str,
) -> None:
    """While the theme renders one page: Material's words in `lang` (and the few it writes in
    English), the site's name, and the switcher's (language, name, URL) `alternates`."""
    w = words(lang)
    palette = config.theme.get("palette") or []
    _FRAME.setdefault("site_name", config.site_name)
    _FRAME.setdefault("alternate", config.extra.get("alternate"))
    _FRAME.setdefault("toggles", [dict(p.get("toggle") or {}) for p in palette])
    context["bl_lang"] = lang
    context["bl_made_with"] = w._("Made with")
    config.site_name = site_name
    config.extra["alternate"] = [{"lang": code, "name": name, "link": url} for code, name, url in alternates]
    for scheme, kept in zip(palette, _FRAME["toggles"], strict=True):
        if kept.get("name"):
            scheme["toggle"] = {**kept, "name": w._(kept["name"])}


def page_language_done(config: MkDocsConfig) -> None:
    """Puts back what `page_language` changed (after the page is rendered)."""
    if "site_name" in _FRAME:
        config.site_name = _FRAME.pop("site_name")
    palette = config.theme.get("palette") or []
    for scheme, kept in zip(palette, _FRAME.pop("toggles", []), strict=False):
        scheme["toggle"] = kept
    if "alternate" in _FRAME:
        kept = _FRAME.pop("alternate")
        if kept is None:
            config.extra.pop("alternate", None)
        else:
            config.extra["alternate"] = kept
