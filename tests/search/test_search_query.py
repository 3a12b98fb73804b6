"""Reading a query: law references in every language, editions, phrases, glossary concepts."""

from __future__ import annotations

import pytest

from bridgelaws.search.query import (
    EXPANSION,
    PHRASE,
    Glossary,
    Match,
    build,
    canonical_law,
    concept_stems,
    law_filter,
    parse,
)

REVOKE = concept_stems(
    "revoke",
    ["61"],
    {"en": ["revoke"], "pl": ["fałszywy renons", "fałszywego renonsu"], "ru": ["фальшренонс"]},
)
CLAIM = concept_stems("claim", ["68"], {"en": ["claim"], "pl": ["deklaracja"], "ru": ["претензия"]})
INSUFFICIENT = {"en": ["insufficient bid"], "el": ["ανεπαρκής αγορά"], "pl": ["odzywka niewystarczająca"]}


@pytest.mark.parametrize(
    ("query", "ref"),
    [
        ("27B1", "27B1"),
        ("27b1", "27B1"),
        ("Law 27", "27"),
        ("law 27b1(a)", "27B1(a)"),
        ("przepis 16C", "16C"),
        ("Przepisie 15A3", "15A3"),
        ("Νόμος 27Β1", "27B1"),
        ("Νόμου 27Δ", "27D"),
        ("Правило 68", "68"),
        ("правило 67В2", "67B2"),
        ("27", "27"),
        (" 9 ", "9"),
        # as directors write them, and as anyone types them (issue 24)
        ("L16B", "16B"),
        ("l16b", "16B"),
        ("L12C1(e)(ii)", "12C1(e)(ii)"),
        ("Law 27 B 1 a", "27B1(a)"),
        ("law 27 b 1 (a)", "27B1(a)"),
        ("27 b 1 a", "27B1(a)"),
        ("27.B.1.a", "27B1(a)"),
        ("27.b.1", "27B1"),
        ("Ν.16Β1", "16B1"),
        ("ν.16β1", "16B1"),
        ("N.16B1", "16B1"),
        ("prz. 16c", "16C"),
        ("przepis 27 b1a", "27B1(a)"),
        ("правилу 27 в1а", "27B1(a)"),
    ],
)
def test_a_query_that_is_a_law_reference(query: str, ref: str) -> None:
    assert canonical_law(query) == ref
    parsed = parse(query)
    assert parsed.refs == [ref]
    assert parsed.words == ""


@pytest.mark.parametrize("query", ["94", "0", "insufficient bid", "1NT", "4S", "2nd", "27B1 and more words"])
def test_not_a_law_reference(query: str) -> None:
    assert canonical_law(query) is None


@pytest.mark.parametrize(
    "query",
    ["round l1", "table 7a", "stol 7a", "l40s", "l1=2", "L3-8B", "ν. 12/1990", "4 s", "27 double", "l94"],
)
def test_tokens_that_are_no_law_stay_words(query: str) -> None:
    parsed = parse(query)
    assert parsed.refs == [] and parsed.words == query


def test_alternatives_and_shorthand_inside_words() -> None:
    assert parse("27B1(a)/(b)").refs == ["27B1(a)", "27B1(b)"]
    assert parse("l12c1(e)(i) and (ii)").refs == ["12C1(e)(i)", "12C1(e)(ii)"]
    parsed = parse("L16B1(a) hesitation 2007")
    assert parsed.refs == ["16B1(a)"] and parsed.editions == ["2007"] and parsed.words == "hesitation"


def test_references_inside_words_are_taken_out_and_editions_kept() -> None:
    parsed = parse("2017 Law 27B1 insufficient bid")
    assert parsed.refs == ["27B1"]
    assert parsed.editions == ["2017"]
    assert parsed.words == "insufficient bid"
    assert parse("претензия Правило 68").refs == ["68"]


def test_a_year_without_a_law_is_a_word() -> None:
    parsed = parse("MPB 2017 zmiany")
    assert parsed.refs == [] and parsed.editions == []
    assert "2017" in parsed.words


def test_quoted_phrases() -> None:
    parsed = parse('"fałszywy renons" dziadek')
    assert parsed.phrases == ["fałszywy renons"]
    assert parsed.words == "fałszywy renons dziadek"


@pytest.mark.parametrize(
    ("query", "concepts"),
    [
        ("revoke", ["revoke"]),
        ("revoked", ["revoke"]),
        ("fałszywego renonsu", ["revoke"]),
        ("falszywy renons", ["revoke"]),
        ("фальшренонса", ["revoke"]),
        ("претензию", ["claim"]),
        ("claims and revokes", ["revoke", "claim"]),
        ("renons", []),
        ("deklaracji", ["claim"]),
        ("bid", []),
    ],
)
def test_glossary_terms_are_recognised_by_their_stems(query: str, concepts: list[str]) -> None:
    assert sorted(c.id for c in parse(query, Glossary([REVOKE, CLAIM])).concepts) == sorted(concepts)


def test_law_filter_values() -> None:
    assert law_filter("27") == "27"
    assert law_filter("27b1") == "27B1"
    assert law_filter("Law 68") == "68"
    for bad in ("abc", "99", "27B1 and 16"):
        with pytest.raises(ValueError):
            law_filter(bad)


def test_the_querys_own_phrase_and_the_same_glossary_term_are_one_text() -> None:
    """Asked for twice (as the query's phrase and as a glossary term), a phrase is read once, with both
    weights; a copy of a concept with the same terms adds nothing."""
    concept = concept_stems("insufficient-bid", ["27"], INSUFFICIENT)
    query = build(parse("insufficient bid", Glossary([concept])), "2017")
    assert query is not None
    weights = {text.alternatives: text.weight for text in query.texts}
    assert len(weights) == len(query.texts)
    english = (Match("title_en", ("insuffici", "bid")), Match("text_en", ("insuffici", "bid")))
    greek = (Match("title_el", ("ανεπαρκ", "αγορ")), Match("text_el", ("ανεπαρκ", "αγορ")))
    assert weights[english] == PHRASE + EXPANSION
    assert weights[greek] == EXPANSION
    copy = concept_stems("insufficient-bid-2", ["27"], INSUFFICIENT)
    assert build(parse("insufficient bid", Glossary([concept, copy])), "2017") == query


def test_a_language_filter_searches_only_its_fields() -> None:
    concept = concept_stems("insufficient-bid", ["27"], INSUFFICIENT)
    query = build(parse("insufficient bid", Glossary([concept])), "2017", langs=("el",))
    assert query is not None
    fields = {match.field for text in query.words + query.texts for match in text.alternatives}
    assert fields == {"title_el", "text_el"}
    assert len(query.words) == 2  # both words still count in the share of words a document matches
