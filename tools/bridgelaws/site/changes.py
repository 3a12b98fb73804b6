"""The changes page (`/changes/`) and its Atom feed (`/changes/feed.xml`): every amendment of the Laws
(dated by the day it took effect) and every change the project made to its law data (dated by the day
it was made), newest first, from `laws/<edition>/amendments.yaml` and `laws/changes.yaml`.

The feed is RFC 4287 Atom: ids are `urn:uuid:` names made from the entries' own ids (the same entry,
the same id, build after build), links are relative to the feed (resolved against `xml:base` when the
site has a `site_url`).
"""

from __future__ import annotations

import uuid
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from typing import Any

from mkdocs.utils import get_relative_url

from bridgelaws.i18n import Words, words
from bridgelaws.model import KnowledgeBase

from .context import Context, PageRenderer
from .pages import CHANGES, SiteMap, Target, source_path

FEED = "changes/feed.xml"
ATOM = "http://www.w3.org/2005/Atom"
FEED_LANG = "en"  # the feed's words (its readers have no page language)


@dataclass(frozen=True)
class Item:
    """One dated entry of the changes: an amendment or a change to the law data."""

    key: str  # a stable id: "amendment/<id>", "change/<date>/<n>"
    date: str  # YYYY-MM-DD
    kind: str  # amendment | change
    edition: str
    laws: tuple[str, ...]
    what: str  # Markdown (the project's words)
    source: str | None


def items(kb: KnowledgeBase) -> list[Item]:
    """Every amendment and every change to the law data, newest first (amendments first on a day)."""
    found = [
        Item(
            f"amendment/{e.amendment.id}",
            e.amendment.in_force,
            "amendment",
            e.edition,
            tuple(e.amendment.laws),
            e.amendment.what,
            e.amendment.source,
        )
        for e in kb.amendments
    ]
    found += [
        Item(
            f"change/{e.change.date}/{i}",
            e.change.date,
            "change",
            e.change.edition,
            tuple(e.change.laws),
            e.change.what,
            e.change.source,
        )
        for i, e in enumerate(kb.law_changes)
    ]
    return sorted(found, key=lambda x: (x.date, x.kind == "amendment", x.key), reverse=True)


def title(item: Item, w: Words) -> str:
    if item.kind == "amendment":
        return w._(
            "Amendment of the {edition} Laws, in force from {date}", edition=item.edition, date=item.date
        )
    return w._("Change to this knowledge base ({edition} Laws)", edition=item.edition)


def _law_target(sitemap: SiteMap, item: Item) -> Target | None:
    """The page an entry is about: its first law's, else the changes page."""
    for ref in item.laws:
        found = sitemap.law_target(ref, item.edition)
        if found is not None:
            return found
    return None


def page_data(renderer: PageRenderer, ctx: Context) -> dict[str, Any]:
    kb = renderer.kb
    rows = []
    for item in items(kb):
        rows.append(
            {
                "id": item.key.replace("/", "-"),
                "date": item.date,
                "kind": item.kind,
                "title": title(item, words(ctx.lang)),
                "laws": [(ref, ctx.links.law(ref, item.edition)) for ref in item.laws],
                "what": renderer.text.render(item.what, "en"),
                "source": kb.sources[item.source] if item.source else None,
                "source_href": ctx.links.to(Target(source_path(item.source))) if item.source else None,
            }
        )
    return {"rows": rows, "feed_href": get_relative_url(FEED, ctx.links.url)}


def _url(path: str, directory_urls: bool) -> str:
    """The URL of a page's source path ("laws/73.md" → "laws/73/" or "laws/73.html")."""
    stem = path.removesuffix(".md")
    if stem.endswith("index"):
        stem = stem[: -len("index")]
        return stem if directory_urls else stem + "index.html"
    return f"{stem}/" if directory_urls else f"{stem}.html"


def _uuid(name: str) -> str:
    return f"urn:uuid:{uuid.uuid5(uuid.NAMESPACE_URL, 'bridgelaws:' + name)}"


def feed(sitemap: SiteMap, site_name: str, site_url: str | None, directory_urls: bool) -> bytes:
    """The Atom feed of the changes (see the module docstring)."""
    ET.register_namespace("", ATOM)
    entries = items(sitemap.kb)
    w = words(FEED_LANG)

    def el(parent: ET.Element, tag: str, text: str | None = None, **attrs: str) -> ET.Element:
        node = ET.SubElement(parent, f"{{{ATOM}}}{tag}", attrs)
        if text is not None:
            node.text = text
        return node

    def href(path: str, anchor: str = "") -> str:
        return get_relative_url(_url(path, directory_urls), FEED) + (f"#{anchor}" if anchor else "")

    root = ET.Element(f"{{{ATOM}}}feed")
    if site_url:
        root.set("{http://www.w3.org/XML/1998/namespace}base", site_url.rstrip("/") + "/" + FEED)
    el(root, "id", _uuid("changes"))
    el(root, "title", f"{site_name}: {w._('Changes')}")
    el(root, "updated", f"{entries[0].date}T00:00:00Z" if entries else "1970-01-01T00:00:00Z")
    el(root, "link", rel="self", href="feed.xml", type="application/atom+xml")
    el(root, "link", rel="alternate", href=href(CHANGES), type="text/html")
    author = el(root, "author")
    el(author, "name", site_name)
    for item in entries:
        entry = el(root, "entry")
        el(entry, "id", _uuid(item.key))
        laws = ", ".join(item.laws)
        el(entry, "title", title(item, w) + (f" · {w._('Laws')} {laws}" if laws else ""))
        el(entry, "updated", f"{item.date}T00:00:00Z")
        target = _law_target(sitemap, item)
        if target is not None:
            el(entry, "link", rel="alternate", href=href(target.path, target.anchor), type="text/html")
        else:
            el(
                entry,
                "link",
                rel="alternate",
                href=href(CHANGES, item.key.replace("/", "-")),
                type="text/html",
            )
        el(entry, "summary", " ".join(item.what.split()))
        for ref in item.laws:
            el(entry, "category", term=f"{item.edition}/{ref}", label=f"Law {ref} ({item.edition})")
        if item.source and item.source in sitemap.kb.sources:
            el(entry, "link", rel="related", href=href(source_path(item.source)), type="text/html")
    return b'<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="utf-8")
