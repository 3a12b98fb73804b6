"""The whoosh schema of the index: filter fields, law fields, and a title and text field per language."""

from __future__ import annotations

from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema

from .analysis import ANALYZERS, LANGS

# Bumped whenever the schema, the analysis or the documents change: an index of another version
# is rebuilt from scratch.
VERSION = 4


def make_schema() -> Schema:
    fields = {
        "id": ID(stored=True, unique=True),
        "group": ID(stored=True),  # one hit per group: a concept's languages collapse into one
        "kind": ID(stored=True),
        "lang": ID(stored=True),
        "edition": ID(stored=True),
        "source": ID(stored=True),
        "refs": KEYWORD(stored=True, scorable=True),  # the passage's own canonical references
        "laws": KEYWORD(scorable=True),  # those and every enclosing part: 27B1(a) → 27B1, 27B, 27
        "primary": KEYWORD(scorable=True),  # the first of them (what the passage is mainly about), likewise
        "cites": KEYWORD(scorable=True),  # references the text makes, with their enclosing parts
        "title": STORED,  # for display: a unit without a title of its own is named by its law
        "url": STORED,
    }
    for lang in LANGS:
        fields[f"title_{lang}"] = TEXT(analyzer=ANALYZERS[lang], stored=True, field_boost=2.0)
        fields[f"text_{lang}"] = TEXT(analyzer=ANALYZERS[lang], stored=True)
    return Schema(**fields)
