"""What the site relies on of Material for MkDocs' internals, on the build side; the browser side is
assets/search/material.js. Material is in maintenance: keep this thin.

- Material's search plugin stays for its search box (the theme shows the box only with it), but
  indexes no page (`exclude`) and writes a search index without documents (`empty_index`): the
  site's own search (staticsearch.py) replaces its worker and its result list;
- Material's offline plugin adds a remote iframe-worker shim for the worker a page opened from a
  folder cannot start; the site's search needs no worker, so the shim is dropped
  (`drop_remote_shim`): a page opened from a folder asks for nothing outside it.
"""

from __future__ import annotations

from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.pages import Page as MkPage

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
