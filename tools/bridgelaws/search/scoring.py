"""Ranking a query (query.py) over a whoosh index, term at a time: why a search is fast.

whoosh's own searcher walks a tree of matchers document by document, several Python calls per
posting and per level of the tree (and its DisjunctionMax matcher scores a document with the title
score of another one, whichever its title matcher stands on). On a large index, where common words
have thousands of postings, that walk was most of a query's time (hundreds of milliseconds on the
×100 benchmark corpus).
Here each term's postings are read once per query, block by block as whoosh stores them, into a
score per document (BM25F exactly as whoosh computes it: the same idf, field lengths and
parameters), and the parts of a query are combined with plain dicts:

- a `Text` scores each document the best of its alternatives, times its weight; an alternative
  (`Match`) scores the sum of its terms' BM25 in the documents holding them, in sequence for a
  phrase (the documents holding its word pairs);
- the words' scores add up, times the share of the words a document holds;
- a `Constant` gives its score to the documents holding all its terms;
- filters keep the documents holding every filter term; deleted documents are left out; the best
  are ranked by score, then by document number.

What a generation needs beyond postings (each document's length normalisation per field, the deleted
documents) is read once per generation, on first use: `Collection`. Nothing is kept between queries
about the terms they asked for: a query costs the same the first time and the tenth.
"""

from __future__ import annotations

import heapq
import threading
from collections.abc import Iterable, Iterator, Sequence

from whoosh.codec.whoosh3 import LENGTHS_COLUMN, W3LeafMatcher
from whoosh.matching import Matcher
from whoosh.matching.wrappers import FilterMatcher
from whoosh.reading import IndexReader
from whoosh.searching import Searcher
from whoosh.util.numeric import byte_to_length

from .analysis import pairs
from .query import Match, Query, Term, Text
from .schema import pair_field

K1 = 1.2  # whoosh's BM25F defaults
B = 0.75

Block = tuple[int, Sequence[int], Sequence[float]]  # (offset of the segment, document numbers, weights)


# _blocks and _length_bytes read whoosh's storage below its public interface (whoosh-reloaded is pinned);
# test_search_scoring.py checks every score against whoosh's own.
def _blocks(matcher: Matcher) -> Iterator[tuple[Sequence[int], Sequence[float]]]:
    """The postings of one term in one segment, block by block, without whoosh's per-posting calls.
    Deleted documents may be among them: they are left out when ranking (`Collection.deleted`)."""
    if isinstance(matcher, FilterMatcher):
        matcher = matcher.child
    if isinstance(matcher, W3LeafMatcher):
        while matcher.is_active():
            matcher._read_ids()
            matcher._read_weights()
            yield matcher._ids, matcher._weights
            matcher._next_block()
        return
    ids, weights = [], []  # postings inlined in the term dictionary (a term of one document)
    while matcher.is_active():
        ids.append(matcher.id())
        weights.append(matcher.weight())
        matcher.next()
    yield ids, weights


def _length_bytes(reader: IndexReader, name: str) -> bytes:
    """The length of every document of a segment in field `name`, one byte each as whoosh stores them
    (`byte_to_length` decodes them). whoosh reads them one call per document; this reads the column at
    once."""
    count = reader.doc_count_all()
    column = reader._perdoc._cached_reader(f"_{name}_len", LENGTHS_COLUMN)
    if column is None:
        return bytes(count)
    return bytes(column._dbfile.get(column._basepos, column._count)).ljust(count, b"\0")


class Collection:
    """What scoring reads once per generation of the index (whose segments never change): the deleted
    documents, and per field on first use each document's BM25 length normalisation
    K1 · (1 − B + B · length / average length)."""

    def __init__(self) -> None:
        self._norms: dict[str, list[float]] = {}
        self._deleted: frozenset[int] | None = None
        self._lock = threading.Lock()

    def deleted(self, searcher: Searcher) -> frozenset[int]:
        """The deleted documents (an incremental build deletes the old version of a changed one)."""
        if self._deleted is None:
            deleted: set[int] = set()
            for leaf, offset in searcher.leaf_searchers():
                reader = leaf.reader()
                if reader.has_deletions():
                    deleted.update(
                        offset + doc for doc in range(reader.doc_count_all()) if reader.is_deleted(doc)
                    )
            self._deleted = frozenset(deleted)
        return self._deleted

    def norms(self, searcher: Searcher, name: str) -> list[float]:
        """Each document's length normalisation in field `name`, by document number."""
        norms = self._norms.get(name)
        if norms is None:
            with self._lock:
                norms = self._norms.get(name)
                if norms is None:
                    norms = self._norms[name] = self._read_norms(searcher, name)
        return norms

    @staticmethod
    def _read_norms(searcher: Searcher, name: str) -> list[float]:
        average = searcher.avg_field_length(name) or 1
        table = [K1 * (1 - B + B * byte_to_length(byte) / average) for byte in range(256)]
        leaves = searcher.leaf_searchers()
        return [table[byte] for leaf, _ in leaves for byte in _length_bytes(leaf.reader(), name)]


class Scorer:
    """Scores one query on one searcher; each term's postings are read at most once."""

    def __init__(self, searcher: Searcher, collection: Collection):
        self.searcher = searcher
        self.collection = collection
        self._leaves = searcher.leaf_searchers()
        self._bm25: dict[Term, dict[int, float]] = {}

    def _postings(self, name: str, term: str) -> Iterator[Block]:
        for leaf, offset in self._leaves:
            reader = leaf.reader()
            if (name, term) in reader:
                for ids, weights in _blocks(reader.postings(name, term)):
                    yield offset, ids, weights

    def docs(self, name: str, term: str) -> set[int]:
        """The documents holding `term` in field `name`."""
        return {offset + docnum for offset, ids, _ in self._postings(name, term) for docnum in ids}

    def bm25(self, name: str, term: str) -> dict[int, float]:
        """The BM25 score of `term` in field `name` of each document holding it."""
        scores = self._bm25.get((name, term))
        if scores is None:
            norms = self.collection.norms(self.searcher, name)
            factor = self.searcher.idf(name, term) * (K1 + 1)
            scores = self._bm25[(name, term)] = {}
            for offset, ids, weights in self._postings(name, term):
                for docnum, weight in zip(ids, weights, strict=True):
                    docnum += offset
                    scores[docnum] = factor * weight / (weight + norms[docnum])
        return scores

    def match(self, match: Match) -> dict[int, float]:
        """The summed BM25 of the match's terms in the documents holding them (in sequence, for a phrase:
        a document holding the phrase's pairs holds its words)."""
        parts = [self.bm25(match.field, term) for term in match.terms]
        if len(parts) == 1:
            return parts[0]
        scores = dict.fromkeys(
            self.holding((pair_field(match.field), pair) for pair in pairs(match.terms)), 0.0
        )
        for part in parts:
            for doc in scores:
                scores[doc] += part[doc]
        return scores

    def text(self, text: Text) -> dict[int, float]:
        """Each matching document's best alternative (not yet weighted)."""
        alternatives = sorted((self.match(match) for match in text.alternatives), key=len, reverse=True)
        if len(alternatives) <= 1:
            return alternatives[0] if alternatives else {}
        best = dict(alternatives[0])
        for scores in alternatives[1:]:
            for doc, score in scores.items():
                if score > best.get(doc, 0.0):
                    best[doc] = score
        return best

    def holding(self, terms: Iterable[Term]) -> set[int]:
        """The documents holding every one of `terms`."""
        sets = sorted((self.docs(name, term) for name, term in terms), key=len)
        return sets[0].intersection(*sets[1:]) if sets else set()

    def scores(self, query: Query) -> dict[int, float]:
        """Every matching document's score."""
        total: dict[int, float] = {}
        matched: dict[int, int] = {}
        for word in query.words:
            for doc, score in self.text(word).items():
                total[doc] = total.get(doc, 0.0) + word.weight * score
                matched[doc] = matched.get(doc, 0) + 1
        if len(query.words) > 1:
            share = 1 / len(query.words)
            total = {doc: score * matched[doc] * share for doc, score in total.items()}
        for text in query.texts:
            weight = text.weight
            for doc, score in self.text(text).items():
                total[doc] = total.get(doc, 0.0) + weight * score
        for constant in query.constants:
            for doc in self.holding(constant.terms):
                total[doc] = total.get(doc, 0.0) + constant.score
        return total


def top(
    searcher: Searcher, collection: Collection, query: Query, filters: list[Term], count: int
) -> list[tuple[int, float]]:
    """The `count` best (document number, score) of `query` among the documents holding every filter
    term, best first (equal scores in document order)."""
    scorer = Scorer(searcher, collection)
    scores = scorer.scores(query)
    docs = scores.keys() - collection.deleted(searcher)
    if filters:
        docs &= scorer.holding(filters)
    if len(docs) > count:
        floor = heapq.nlargest(count, map(scores.__getitem__, docs))[-1]
        docs = {doc for doc in docs if scores[doc] >= floor}
    return sorted(((doc, scores[doc]) for doc in docs), key=lambda item: (-item[1], item[0]))[:count]
