"""The home page (`/`): what the knowledge base holds (counts, the sources by language), the recent
additions, the earlier editions and the way to each part of the site."""

from __future__ import annotations

from typing import Any

from bridgelaws.i18n import words
from bridgelaws.model.schema import LANGS

from .context import Context, PageRenderer
from .pages import CHANGES, CONCORDANCE, EXAMPLES, GLOSSARY, LAWS, RULINGS, SOURCES, STUDY, TOOLS, source_path
from .recent import recent_additions


def page_data(renderer: PageRenderer, ctx: Context) -> dict[str, Any]:
    kb = renderer.kb
    by_lang = {
        lang: [
            renderer.source_meta(ctx, s) | {"href": ctx.links.to(source_path(s))}
            for s, src in kb.sources.items()
            if lang in src.languages
        ]
        for lang in LANGS
    }
    counts = {
        "laws": len(kb.law_numbers(renderer.current)),
        "texts": len(kb.law_texts),
        "units": len(kb.commentary),
        "examples": len(renderer.sitemap.example_keys),
        "sources": len(kb.sources),
        "concepts": len(kb.concepts),
    }
    recent = [
        item | {"href": ctx.links.to(item["path"], item.get("anchor", "")), "what": recent_label(ctx, item)}
        for item in recent_additions(kb, renderer.sitemap)
    ]
    return {
        "others": [edition for edition in kb.editions if edition != renderer.current],
        "by_lang": by_lang,
        "counts": counts,
        "recent": recent,
        "paths": {
            "laws": LAWS,
            "sources": SOURCES,
            "examples": EXAMPLES,
            "glossary": GLOSSARY,
            "concordance": CONCORDANCE,
            "changes": CHANGES,
            "study": STUDY,
            "tools": TOOLS,
            "rulings": RULINGS,
        },
    }


def recent_label(ctx: Context, item: dict[str, Any]) -> str:
    """What a recent addition is, in the page's language."""
    w = words(ctx.lang)
    language = w.language_name(item["lang"])
    if item["kind"] == "law":
        return w._(
            "Law {n} ({edition}), text in {language}",
            n=item["law"],
            edition=item["edition"],
            language=language,
        )
    if item["kind"] == "commentary":
        return w._("{source}: commentary ({language})", source=item["source"], language=language)
    return f"{item['title']} ({language})"
