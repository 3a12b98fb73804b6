"""Searching the index: hits as plain dicts, safe for many threads at once.

A hit is `{"id", "kind", "lang", "edition", "laws", "source", "title", "snippet", "url", "score"}`;
the snippet is HTML-escaped text with the matched words in `<mark>`.
"""

from __future__ import annotations

import html
import json
import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from whoosh import highlight
from whoosh import index as whoosh_index
from whoosh import query as wq
from whoosh.searching import Searcher

from . import query as q
from .analysis import LANGS
from .build import GLOSSARY, current_generation

KINDS = ("law", "commentary", "example", "concept")
MAX_LIMIT = 100
SNIPPET_CHARS = 240
GROUP_SLACK = 12  # extra hits fetched to make up for a concept's other languages merged into one


class IndexMissing(RuntimeError):
    """There is no built index in the folder."""


class _MarkFormatter(highlight.Formatter):
    """Matched words in <mark>, everything HTML-escaped."""

    between = " … "

    def _text(self, text: str) -> str:
        return html.escape(text, quote=False)

    def format_token(self, text: str, token: Any, replace: bool = False) -> str:
        return f"<mark>{html.escape(highlight.get_text(text, token, replace), quote=False)}</mark>"


@dataclass(frozen=True)
class _Generation:
    """One opened generation of the index and a pool of searchers over it."""

    name: str
    index: whoosh_index.Index
    concepts: tuple[q.Concept, ...]
    pool: queue.SimpleQueue[Searcher]

    @classmethod
    def open(cls, path: Path) -> _Generation:
        concepts = json.loads((path / GLOSSARY).read_text(encoding="utf-8"))
        return cls(path.name, whoosh_index.open_dir(str(path)), tuple(map(q.Concept.from_json, concepts)),
                   queue.SimpleQueue())

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
        parsed = q.parse(text.strip(), generation.concepts)
        with generation.searcher() as searcher:
            reader = searcher.reader()
            query = q.build(parsed, lambda name, term: (name, term) in reader)
            if query is None:
                return []
            # whoosh's own collapsing ignores the filter, so a concept's languages are merged here
            results = searcher.search(
                query, limit=limit + GROUP_SLACK, filter=wq.And(filters) if filters else None,
            )
            results.fragmenter = highlight.ContextFragmenter(maxchars=SNIPPET_CHARS, surround=60)
            results.formatter = _MarkFormatter()
            return _collapse(results, limit, parsed.langs)

    @staticmethod
    def _filters(lang: str | None, law: str | None, kind: str | None, source: str | None) -> list[wq.Query]:
        filters: list[wq.Query] = []
        if lang is not None:
            if lang not in LANGS:
                raise ValueError(f"unknown language '{lang}' (one of {', '.join(LANGS)})")
            filters.append(wq.Term("lang", lang))
        if law is not None:
            filters.append(wq.Term("laws", q.law_filter(law)))
        if kind is not None:
            if kind not in KINDS:
                raise ValueError(f"unknown kind '{kind}' (one of {', '.join(KINDS)})")
            filters.append(wq.Term("kind", kind))
        if source is not None:
            filters.append(wq.Term("source", source))
        return filters


def _collapse(results: Any, limit: int, langs: set[str]) -> list[dict[str, Any]]:
    """The first `limit` hits, one per group: a concept found in several languages is shown once, in
    the language the query named it in when that one matched, at the rank and score of its best."""
    best: dict[str, Any] = {}
    shown: dict[str, Any] = {}
    for hit in results:
        group = hit["group"]
        if group not in best:
            if len(best) < limit:
                best[group] = shown[group] = hit
        elif hit["lang"] in langs and shown[group]["lang"] not in langs:
            shown[group] = hit
    return [_hit(shown[group], best[group].score) for group in best]


def _hit(hit: Any, score: float) -> dict[str, Any]:
    lang = hit["lang"]
    text_field = f"text_{lang}"
    title_field = f"title_{lang}"
    snippet = hit.highlights(text_field, top=2) if hit.get(text_field) else ""
    if not snippet and hit.get(title_field):
        snippet = hit.highlights(title_field)
    if not snippet:
        text = hit.get(text_field) or hit.get(title_field, "")
        cut = text[:SNIPPET_CHARS].rsplit(" ", 1)[0] + " …" if len(text) > SNIPPET_CHARS else text
        snippet = html.escape(cut, quote=False)
    return {
        "id": hit["id"],
        "kind": hit["kind"],
        "lang": lang,
        "edition": hit.get("edition"),
        "laws": hit.get("refs", "").split(),
        "source": hit.get("source"),
        "title": hit["title"],
        "snippet": snippet,
        "url": hit["url"],
        "score": round(score, 3),
    }
