"""Deep search over the knowledge base with whoosh: per-language analysis, cross-language lookup
through the glossary, law references ranked first.

`build_index(kb, folder)` builds or updates the index (atomically, incrementally);
`SearchIndex(folder).search(text, lang=…, law=…, kind=…, source=…, limit=…)` answers queries.
"""

from .build import BuildReport, build_index, ensure_index, is_fresh
from .searcher import KINDS, IndexMissing, SearchIndex
from .urls import Place, Places

__all__ = [
    "KINDS",
    "Place",
    "Places",
    "BuildReport",
    "IndexMissing",
    "SearchIndex",
    "build_index",
    "ensure_index",
    "is_fresh",
]
