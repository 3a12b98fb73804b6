"""The sources' pages: the index of the sources (`/sources/`, what each holds) and a source's page
(`/sources/<id>/`: the law texts it gives, its commentary units, one language `#<lang>-<unit>`, and its
examples)."""

from __future__ import annotations

from typing import Any

from .context import Context, PageRenderer
from .pages import source_path


def index(renderer: PageRenderer, ctx: Context) -> dict[str, Any]:
    kb = renderer.kb
    rows = []
    for source_id in kb.sources:
        rows.append(
            renderer.source_meta(ctx, source_id)
            | {
                "href": ctx.links.to(source_path(source_id)),
                "units": len(kb.units_of_source(source_id)),
                "examples": len({e.example.id for e in kb.examples_of_source(source_id)}),
                "texts": len(kb.texts_of_source(source_id)),
            }
        )
    return {"rows": rows}


def source(renderer: PageRenderer, ctx: Context, source_id: str) -> dict[str, Any]:
    kb = renderer.kb
    texts = [
        {
            "law": e.text.law,
            "edition": e.text.edition,
            "lang": e.text.lang,
            "title": e.text.title,
            "href": ctx.links.to(renderer.sitemap.page_path(e.text.edition, e.text.law)),
        }
        for e in kb.texts_of_source(source_id)
    ]
    groups = renderer.unit_groups(ctx, kb.units_of_source(source_id), on_source=True)
    return {
        **renderer.source_meta(ctx, source_id),
        "texts": texts,
        "units": groups[0]["units"] if groups else [],
        "examples": [
            renderer.example_summary(ctx, key)
            for key in dict.fromkeys((source_id, e.example.id) for e in kb.examples_of_source(source_id))
        ],
    }
