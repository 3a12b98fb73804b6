"""The examples' pages: the index of every example (`/examples/`, with its filters) and an example's
page (`/examples/<source>/<id>/`: its deal, auction, play and the engine's results, its narrative,
question and ruling in each language it is told in, and its PBN)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from markupsafe import Markup
from mkdocs.utils import get_relative_url

from bridgelaws.i18n import words
from bridgelaws.model import ExampleEntry
from bridgelaws.model.schema import LANGS

from . import hands
from .context import Block, Context, PageRenderer
from .pages import pbn_path, source_path


def example_keys(entries: Iterable[ExampleEntry]) -> list[tuple[str, str]]:
    """(source, id) of each example once (its languages together), in knowledge-base order."""
    return list(dict.fromkeys((e.example.source, e.example.id) for e in entries))


def index(renderer: PageRenderer, ctx: Context) -> dict[str, Any]:
    rows = [renderer.example_summary(ctx, key) for key in renderer.sitemap.example_keys]
    return {
        "rows": rows,
        "laws": sorted({n for row in rows for n in row["law_numbers"]}),
        "langs": [lang for lang in LANGS if any(lang in row["langs"] for row in rows)],
        "sources": sorted({row["source"].id: row["source"] for row in rows}.values(), key=lambda s: s.id),
    }


def example(renderer: PageRenderer, ctx: Context, source_id: str, example_id: str) -> dict[str, Any]:
    versions: list[ExampleEntry] = sorted(
        renderer.sitemap.examples_by_key[(source_id, example_id)], key=lambda e: LANGS.index(e.example.lang)
    )
    edition = renderer.kb.sources[source_id].edition

    def blocks(name: str) -> list[Block]:
        out = []
        for entry in versions:
            value = getattr(entry.example, name)
            if value:
                uid = f"example/{entry.uid}"
                out.append(
                    Block(
                        entry.example.lang,
                        renderer.field_html(ctx, uid, name, value, entry.example.lang, edition),
                    )
                )
        return out

    def english(name: str, inline: bool = False) -> list[Markup]:
        """Fields the knowledge base writes in English (the irregularity, its own note), once each."""
        found = {}
        for entry in versions:
            value = getattr(entry.example, name)
            if value and value not in found:
                uid = f"example/{entry.uid}"
                found[value] = renderer.field_html(ctx, uid, name, value, "en", edition, inline=inline)
        return list(found.values())

    views = [hands.example_view(entry.example, renderer.text, words(ctx.lang)) for entry in versions]

    def shown(template: str, same: Any) -> Markup | None:
        """One rendering when every language has the same `same(view)`, else one tab each."""
        present = [v for v in views if same(v)]
        if not present:
            return None
        if all(same(v) == same(present[0]) for v in present):
            return Markup(renderer.partial(ctx, template, v=present[0]))
        return renderer.tabs(
            ctx, [Block(v.lang, Markup(renderer.partial(ctx, template, v=v))) for v in present]
        )

    first = versions[0].example
    return {
        **renderer.source_meta(ctx, source_id),
        "example": first,
        "source_href": ctx.links.to(source_path(source_id)),
        "laws": renderer.law_links(ctx, first.laws, edition),
        "langs": [v.example.lang for v in versions],
        "deal": shown("_deal.html", lambda v: v.data.get("deal")),
        "auction": shown("_auction.html", lambda v: v.data.get("auction")),
        "play": shown("_play.html", lambda v: v.data.get("play")),
        "results": shown("_results.html", lambda v: v.engine_input() if v.results or v.error else None),
        "corrections": views[0].corrections,
        "export": views[0].results.get("deal") or {},
        "narrative": blocks("narrative"),
        "question": blocks("question"),
        "ruling": blocks("ruling"),
        "irregularity": english("irregularity", inline=True),
        "notes": english("note"),
        "pbn_href": get_relative_url(pbn_path(source_id, example_id), ctx.links.url),
    }
