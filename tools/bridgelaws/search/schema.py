"""The whoosh schema of the index: filter fields, law fields, and per language a title and a text field
with, beside each, a field of its word pairs (how phrases are found: see analysis.py and query.py)."""

from __future__ import annotations

from typing import Any

from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema

from .analysis import ANALYZERS, LANGS, PAIR_ANALYZERS

# Bumped whenever the schema, the analysis or the documents change: an index of another version
# is rebuilt from scratch.
VERSION = 8

TITLE_BOOST = 2.0
PAIRS = "_pairs"  # suffix of the field holding the word pairs of a title or text field


def text_fields(lang: str) -> tuple[str, str]:
    """The title and text fields of a language."""
    return f"title_{lang}", f"text_{lang}"


def pair_field(name: str) -> str:
    """The field holding the word pairs of the title or text field `name`."""
    return name + PAIRS


def make_schema() -> Schema:
    fields = {
        "id": ID(stored=True, unique=True),
        "group": ID(stored=True),  # one hit per group: a concept's languages collapse into one
        "kind": ID(stored=True),
        "lang": ID(stored=True),
        "edition": ID(stored=True),
        "source": ID(stored=True),
        "record": ID(stored=True),  # "page": a law's page (lawpages.py); other documents have none
        "refs": KEYWORD(stored=True, scorable=True),  # the passage's own canonical references
        "laws": KEYWORD(scorable=True),  # those and every enclosing part: 27B1(a) → 27B1, 27B, 27
        "primary": KEYWORD(scorable=True),  # the first of them (what the passage is mainly about), likewise
        "cites": KEYWORD(scorable=True),  # references the text makes, with their enclosing parts
        "title": STORED,  # for display: a unit without a title of its own is named by its law
        "url": STORED,
        "sections": STORED,  # a law page's parts, where a hit on it may open
    }
    for lang in LANGS:
        title, text = text_fields(lang)
        # No positions: phrases are looked up in the pair fields.
        fields[title] = TEXT(analyzer=ANALYZERS[lang], stored=True, phrase=False, field_boost=TITLE_BOOST)
        fields[text] = TEXT(analyzer=ANALYZERS[lang], stored=True, phrase=False)
        fields[pair_field(title)] = TEXT(analyzer=PAIR_ANALYZERS[lang], phrase=False, field_boost=TITLE_BOOST)
        fields[pair_field(text)] = TEXT(analyzer=PAIR_ANALYZERS[lang], phrase=False)
    return Schema(**fields)


def indexed(doc: dict[str, Any]) -> dict[str, Any]:
    """A search document as written to the index: its title and text fields repeated in their pair fields."""
    texts = {name for lang in LANGS for name in text_fields(lang)}
    return doc | {pair_field(name): value for name, value in doc.items() if name in texts}
