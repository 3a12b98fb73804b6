"""The glossary page (`/glossary/`): every concept with its terms in each language, its definition in
the page's language (else in English) and its laws. (`glossary.py` glosses the terms in the texts.)"""

from __future__ import annotations

from typing import Any

from bridgelaws.model.schema import LANGS

from .context import Context, PageRenderer


def page_data(renderer: PageRenderer, ctx: Context) -> dict[str, Any]:
    rows = []
    for concept in renderer.kb.concepts:
        definition, lang = concept.definition_in(ctx.lang)
        rows.append(
            {
                "id": concept.id,
                "terms": [(lang, concept.terms.get(lang, [])) for lang in LANGS],
                "definition": renderer.text.render(definition, lang, inline=True, explain=False),
                "definition_lang": lang,
                "laws": [(ref, ctx.links.law(ref)) for ref in concept.laws],
            }
        )
    return {"rows": rows}
