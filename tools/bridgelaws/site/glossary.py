"""Glossary terms in running text: the first use of a concept in a text gets its definition on hover.

The glossary lists the inflected forms it wants recognised ("fałszywy renons", "fałszywego
renonsu", …); each form is matched as whole words, ignoring case except for abbreviations
written in capitals ("FR"), and only in texts of the form's own language. A form listed under
two concepts (Greek "αγορά": a bid and the auction) is never glossed: which one is meant depends on
the sentence, and a wrong gloss teaches the wrong rule.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from bridgelaws.model.schema import Concept


def _pattern(term: str) -> str:
    body = re.escape(html.escape(term, quote=False))
    return f"(?-i:{body})" if term.isupper() else body


class Glossary:
    """Finds the concepts' terms in text of one language and wraps them in `<abbr title>`."""

    def __init__(self, concepts: Iterable[Concept]):
        self.concepts = list(concepts)
        self._by_form: dict[str, dict[str, Concept]] = {}
        self._regex: dict[str, re.Pattern[str]] = {}
        for lang in ("en", "pl", "el", "ru"):
            named: dict[str, list[Concept]] = {}
            for concept in self.concepts:
                for term in concept.terms.get(lang, []):
                    named.setdefault(html.escape(term, quote=False).casefold(), []).append(concept)
            forms = {form: concepts[0] for form, concepts in named.items() if len(concepts) == 1}
            if forms:
                ordered = sorted(
                    {t for c in self.concepts for t in c.terms.get(lang, [])}, key=len, reverse=True
                )
                alternatives = "|".join(_pattern(t) for t in ordered)
                self._regex[lang] = re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE)
                self._by_form[lang] = forms

    def title(self, concept: Concept, lang: str) -> str:
        """The hover text: the English headword (for other languages) and the definition in `lang`
        (in English where the glossary has none in `lang`)."""
        english = concept.terms.get("en", [])
        definition, _ = concept.definition_in(lang)
        if lang != "en" and english:
            return f"{english[0]}: {definition}"
        return definition

    def explain(self, text: str, lang: str, seen: set[str]) -> str:
        """`text` (escaped HTML text, no tags) with the first use of each concept wrapped."""
        regex = self._regex.get(lang)
        if regex is None:
            return text

        def wrap(match: re.Match[str]) -> str:
            concept = self._by_form[lang].get(match.group(0).casefold())
            if concept is None or concept.id in seen:
                return match.group(0)
            seen.add(concept.id)
            title = html.escape(self.title(concept, lang), quote=True)
            return f'<abbr class="bl-term" title="{title}">{match.group(0)}</abbr>'

        return regex.sub(wrap, text)
