"""Ranking term at a time (scoring.py) on the real corpus: the same BM25 as whoosh's own scoring, phrases
found by their word pairs exactly where the words stand in sequence, and a language filter that only
narrows the results."""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from whoosh import index as whoosh_index
from whoosh import query as wq
from whoosh.searching import Searcher

from bridgelaws.model import load
from bridgelaws.search import SearchIndex, build_index
from bridgelaws.search.analysis import analyze
from bridgelaws.search.build import current_generation
from bridgelaws.search.query import Match
from bridgelaws.search.scoring import Collection, Scorer


@contextmanager
def searcher_of(folder: Path) -> Iterator[Searcher]:
    generation = current_generation(folder)
    assert generation is not None
    with whoosh_index.open_dir(str(generation)).searcher() as searcher:
        yield searcher


def whoosh_scores(searcher: Searcher, name: str, term: str) -> dict[int, float]:
    return {hit.docnum: hit.score for hit in searcher.search(wq.Term(name, term), limit=None)}


def rare_term(searcher: Searcher, name: str) -> str:
    """A term of `name` held by one document only (whoosh inlines its posting in the term dictionary)."""
    reader = searcher.reader()
    return next(t.decode() for t in reader.lexicon(name) if reader.doc_frequency(name, t) == 1)


@pytest.mark.parametrize("name", ["text_en", "title_en", "text_pl", "text_el", "text_ru", "text_pl_pairs"])
def test_bm25_is_whooshs_own(real_index: SearchIndex, name: str) -> None:
    with searcher_of(real_index.folder) as searcher:
        reader = searcher.reader()
        common = [t.decode() for _, t in reader.most_frequent_terms(name, 3)]
        for term in [*common, rare_term(searcher, name)]:
            ours = Scorer(searcher, Collection()).bm25(name, term)
            theirs = whoosh_scores(searcher, name, term)
            assert theirs and ours.keys() == theirs.keys(), term
            assert all(math.isclose(ours[doc], theirs[doc], rel_tol=1e-9) for doc in theirs), term


def test_filter_terms_read_over_many_blocks(real_index: SearchIndex) -> None:
    with searcher_of(real_index.folder) as searcher:
        scorer = Scorer(searcher, Collection())
        for name, term in [("kind", "commentary"), ("lang", "pl"), ("lang", "en")]:
            docs = scorer.docs(name, term)
            assert len(docs) > 128  # whoosh stores postings in blocks of 128
            assert docs == set(searcher.docs_for_query(wq.Term(name, term)))


def test_an_updated_index_leaves_out_the_old_versions(mini_root: Path, tmp_path: Path) -> None:
    """An incremental build deletes the old version of a changed document and adds the new one in a
    second segment: scores stay whoosh's, and no deleted document is ranked."""
    build_index(load(mini_root), tmp_path)
    path = mini_root / "content/mini-slides/pl.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("Dziadek nie", "Dziadek dziadek nie"), "utf-8")
    build_index(load(mini_root), tmp_path)
    (cards,) = analyze("pl", "kart")  # in the changed unit and in others before it
    with searcher_of(tmp_path) as searcher:
        assert len(searcher.leaf_searchers()) == 2 and searcher.reader().has_deletions()
        collection = Collection()
        ours = Scorer(searcher, collection).bm25("text_pl", cards)
        theirs = whoosh_scores(searcher, "text_pl", cards)
        deleted = collection.deleted(searcher)
        assert deleted & ours.keys()  # read with the postings: left out when ranking
        assert ours.keys() - deleted == theirs.keys()
        assert all(math.isclose(ours[doc], theirs[doc], rel_tol=1e-9) for doc in theirs)
    hits = [
        hit for hit in SearchIndex(tmp_path).search("kart") if hit["id"] == "commentary/mini-slides/pl/law-43"
    ]
    assert len(hits) == 1 and "Dziadek dziadek nie" in hits[0]["snippet"]  # the new version


@pytest.mark.parametrize(
    ("lang", "phrase"),
    [
        ("pl", "fałszywy renons"),
        ("en", "insufficient bid"),
        ("el", "ανεπαρκής αγορά"),
        ("ru", "уступка взяток"),
        ("en", "lead out of turn"),  # stop words in between, as in a phrase query
        ("pl", "karta z niewłaściwego pudełka"),  # three words: two pairs
    ],
)
def test_a_phrase_matches_where_its_words_stand_in_sequence(
    real_index: SearchIndex, lang: str, phrase: str
) -> None:
    stems = tuple(analyze(lang, phrase))
    name = f"text_{lang}"
    with searcher_of(real_index.folder) as searcher:
        expected = set()
        for doc, fields in enumerate(searcher.reader().all_stored_fields()):
            terms = tuple(analyze(lang, fields.get(name, "")))
            if any(terms[i : i + len(stems)] == stems for i in range(len(terms))):
                expected.add(doc)
        found = Scorer(searcher, Collection()).match(Match(name, stems))
    assert expected and found.keys() == expected


@pytest.mark.parametrize(
    "query", ["insufficient bid", "claim", "fałszywy renons", "ανεπαρκής αγορά", "Law 27", "dummy dziadek"]
)
@pytest.mark.parametrize("lang", ["en", "pl", "el", "ru"])
def test_a_language_filter_only_narrows_the_results(real_index: SearchIndex, query: str, lang: str) -> None:
    """Searching one language's fields ranks and scores its documents as searching them all does."""
    everywhere = [
        (hit["id"], hit["score"])
        for hit in real_index.search(query, kind="commentary", limit=100)
        if hit["lang"] == lang
    ]
    narrowed = [(hit["id"], hit["score"]) for hit in real_index.search(query, kind="commentary", lang=lang)]
    assert narrowed == everywhere[:10]


def test_a_latin_word_finds_greek_texts_quoting_it(real_index: SearchIndex) -> None:
    """Greek commentary quotes English terms ("Lebensohl"): a word is searched in every language's
    fields, whatever its script."""
    hits = real_index.search("lebensohl", lang="el", kind="example")
    assert hits and all("lebensohl" in hit["snippet"].lower() for hit in hits)
