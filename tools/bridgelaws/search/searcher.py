"""Searching the index: hits as plain dicts, safe for many threads at once.

A query is parsed and built (query.py) and ranked term at a time over the index's postings
(scoring.py), not by whoosh's own searcher; whoosh stores the index and keeps the documents' fields.
A hit is `{"id", "kind", "lang", "edition", "laws", "source", "title", "snippet", "url", "score"}`;
the snippet is HTML-escaped text with the matched words in `<mark>`.
"""

from __future__ import annotations

import json
import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from whoosh import index as whoosh_index
from whoosh.searching import Searcher

from . import query as q
from .analysis import LANGS
from .build import GLOSSARY, current_generation, read_manifest
from .lawpages import PAGE, page_target
from .scoring import Collection, top
from .snippets import Tokens, snippet, tokens

KINDS = ("law", "definition", "commentary", "example", "concept")
MAX_LIMIT = 100
GROUP_SLACK = 12  # extra hits fetched to make up for a concept's other languages merged into one


class IndexMissing(RuntimeError):
    """There is no built index in the folder."""


@dataclass(frozen=True)
class _Generation:
    """One opened generation of the index, a pool of searchers over it, what scoring reads once of it,
    and its analyzed texts."""

    name: str
    index: whoosh_index.Index
    glossary: q.Glossary
    current: str  # the edition a law reference naming none means
    collection: Collection = field(default_factory=Collection)
    pool: queue.SimpleQueue[Searcher] = field(default_factory=queue.SimpleQueue)
    analyzed: dict[tuple[str, str], Tokens] = field(default_factory=dict)  # (id, field) → tokens

    @classmethod
    def open(cls, path: Path) -> _Generation:
        concepts = json.loads((path / GLOSSARY).read_text(encoding="utf-8"))
        glossary = q.Glossary(map(q.Concept.from_json, concepts))
        current = read_manifest(path)["current"]
        return cls(path.name, whoosh_index.open_dir(str(path)), glossary, current)

    @contextmanager
    def searcher(self) -> Iterator[Searcher]:
        try:
            searcher = self.pool.get_nowait()
        except queue.Empty:
            searcher = self.index.searcher()
        try:
            yield searcher
        finally:
            self.pool.put(searcher)

    def snippet(self, hit: Any, name: str, lang: str, terms: frozenset[str]) -> str:
        key = (hit["id"], name)
        spans = self.analyzed.get(key)
        if spans is None:
            spans = self.analyzed[key] = tokens(hit[name], lang)
        return snippet(hit[name], spans, terms)


class SearchIndex:
    """The live index in a folder; `refresh()` switches to a newer generation when one was built."""

    def __init__(self, folder: str | Path):
        self.folder = Path(folder)
        self._lock = threading.Lock()
        self._generation = self._open()

    def _open(self) -> _Generation:
        path = current_generation(self.folder)
        if path is None:
            raise IndexMissing(f"no search index in {self.folder} (run `bridgelaws index`)")
        return _Generation.open(path)

    @property
    def generation(self) -> str:
        return self._generation.name

    def refresh(self) -> bool:
        """Open the live generation if it is not the one in use; True when it switched."""
        path = current_generation(self.folder)
        if path is None or path.name == self._generation.name:
            return False
        with self._lock:
            if path.name != self._generation.name:
                self._generation = _Generation.open(path)
                return True
        return False

    def search(
        self,
        text: str,
        *,
        lang: str | None = None,
        law: str | None = None,
        kind: str | None = None,
        source: str | None = None,
        limit: int = 10,
    ) -> list[dict[str, Any]]:
        """The best hits for `text`, optionally only in one language, about one law, of one kind or
        from one source. ValueError for a bad filter value."""
        filters = self._filters(lang, law, kind, source)
        if not 1 <= limit <= MAX_LIMIT:
            raise ValueError(f"limit must be between 1 and {MAX_LIMIT}")
        generation = self._generation
        parsed = q.parse(text.strip(), generation.glossary)
        with generation.searcher() as searcher:
            reader = searcher.reader()
            query = q.build(
                parsed,
                generation.current,
                lambda name, term: (name, term) in reader,
                (lang,) if lang else LANGS,
            )
            if query is None:
                return []
            # Fetched beyond `limit`: a concept's other languages are merged into one hit below.
            ranked = top(searcher, generation.collection, query, filters, limit + GROUP_SLACK)
            # shown in the language the query named a concept or a law in; a law's page else in English
            prefer = dict.fromkeys(parsed.langs | (q.reference_langs(text) if parsed.refs else set()), 0)
            if parsed.refs:
                prefer.setdefault("en", 1)
            hits = _collapse([(searcher.stored_fields(d), s) for d, s in ranked], limit, prefer)
            marks = query.marks()
            return [self._hit(generation, hit, score, marks, parsed.refs) for hit, score in hits]

    @staticmethod
    def _filters(lang: str | None, law: str | None, kind: str | None, source: str | None) -> list[q.Term]:
        filters: list[q.Term] = []
        if lang is not None:
            if lang not in LANGS:
                raise ValueError(f"unknown language '{lang}' (one of {', '.join(LANGS)})")
            filters.append(("lang", lang))
        if law is not None:
            filters.append(("laws", q.law_filter(law)))
        if kind is not None:
            if kind not in KINDS:
                raise ValueError(f"unknown kind '{kind}' (one of {', '.join(KINDS)})")
            filters.append(("kind", kind))
        if source is not None:
            filters.append(("source", source))
        return filters

    @staticmethod
    def _hit(
        generation: _Generation,
        hit: dict[str, Any],
        score: float,
        terms: dict[str, set[str]],
        refs: list[str],
    ) -> dict[str, Any]:
        lang = hit["lang"]
        name = f"text_{lang}" if hit.get(f"text_{lang}") else f"title_{lang}"
        url, laws = hit["url"], hit.get("refs", "").split()
        if hit.get("record") == PAGE:  # a law's page opens at the section the query names
            url, laws = page_target(hit, refs)
        return {
            "id": hit["id"],
            "kind": hit["kind"],
            "lang": lang,
            "edition": hit.get("edition"),
            "laws": laws,
            "source": hit.get("source"),
            "title": hit["title"],
            "snippet": generation.snippet(hit, name, lang, frozenset(terms[name])) if hit.get(name) else "",
            "url": url,
            "score": round(score, 3),
        }


def _collapse(
    hits: list[tuple[dict[str, Any], float]], limit: int, prefer: dict[str, int]
) -> list[tuple[dict[str, Any], float]]:
    """The first `limit` hits, one per group: a concept or a law's page found in several languages is
    shown once, in the language `prefer` ranks first among those that matched (a language it does not
    rank: the best hit's), at the rank and score of its best."""
    best: dict[str, float] = {}
    shown: dict[str, dict[str, Any]] = {}
    last = len(prefer) + 1
    for hit, score in hits:
        group = hit["group"]
        if group not in best:
            if len(best) < limit:
                best[group] = score
                shown[group] = hit
        elif group in shown and prefer.get(hit["lang"], last) < prefer.get(shown[group]["lang"], last):
            shown[group] = hit
    return [(shown[group], best[group]) for group in best]
