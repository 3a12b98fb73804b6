"""The per-language analyzers: stems, folding, stop words, bridge tokens (words taken from the seeds)."""

from __future__ import annotations

import pickle
import unicodedata

import pytest

from bridgelaws.search.analysis import (
    ANALYZERS,
    LANGS,
    PAIR_ANALYZERS,
    TOKEN,
    analyze,
    make_analyzer,
    pairs,
    search_key,
    word_terms,
)


def same_terms(lang: str, *forms: str) -> None:
    """Every form analyzes to the same, non-empty, terms."""
    results = {form: analyze(lang, form) for form in forms}
    first = results[forms[0]]
    assert first, forms[0]
    assert all(terms == first for terms in results.values()), results


def test_polish_inflections_share_stems() -> None:
    same_terms("pl", "fałszywy renons", "fałszywego renonsu", "fałszywym renonsem")
    same_terms("pl", "zapowiedź porównywalna", "zapowiedzi porównywalnej", "zapowiedzią porównywalną")
    same_terms("pl", "niewłaściwego pudełka", "niewłaściwe pudełko")


def test_polish_diacritics_are_optional() -> None:
    same_terms("pl", "fałszywy renons", "falszywy renons", "FAŁSZYWY RENONS")
    same_terms("pl", "karta z niewłaściwego pudełka", "karta z niewlasciwego pudelka")
    # The stemmer reads diacritics: "przepisów" is "przepis", "przepisow" another stem; the word is
    # indexed under both, which is what typing it without diacritics finds.
    assert word_terms("pl", "przepisów") == ["przepis", "przepisow"]
    assert word_terms("pl", "przepisow") == ["przepisow"]
    assert analyze("pl", "przepisów przepisami") == ["przepis", "przepis"]  # one term a word in sequences
    one = make_analyzer("pl", alternatives=False)
    assert [t.text for t in one("przepisów")] == ["przepis"]


def test_every_polish_word_of_the_corpus_is_found_typed_without_diacritics(real_kb) -> None:  # type: ignore[no-untyped-def]
    words = {w for p in real_kb.passages.values() if p.lang == "pl" for w in TOKEN.findall(p.text)}
    folded = [w for w in words if search_key(w) != w.lower()]
    assert len(folded) > 500
    for word in folded:
        written, typed = set(word_terms("pl", word)), set(word_terms("pl", search_key(word)))
        assert written & typed or not written, (word, written, typed)


def test_greek_accents_dialytika_final_sigma_and_case() -> None:
    same_terms(
        "el", "ανεπαρκής αγορά", "ανεπαρκης αγορα", "ΑΝΕΠΑΡΚΗΣ ΑΓΟΡΑ", "ανεπαρκούς αγοράς", "ανεπαρκή αγορά"
    )
    assert analyze("el", "Νόμος") == analyze("el", "νομος") == analyze("el", "ΝΟΜΟΣ")
    assert analyze("el", "προϊόν") == analyze("el", "προιον")  # dialytika and tonos
    assert all("ς" not in term for term in analyze("el", "ο νόμος της αγοράς"))


def test_russian_forms_and_yo() -> None:
    same_terms("ru", "претензия", "претензии", "претензию", "претензией")
    same_terms("ru", "фальшренонс", "фальшренонса")
    assert analyze("ru", "ещё") == analyze("ru", "еще")


def test_english_stems() -> None:
    same_terms("en", "revoke", "revokes", "revoked")
    same_terms("en", "insufficient bid", "insufficient bids")


@pytest.mark.parametrize(
    ("lang", "text", "stop"),
    [
        ("pl", "karta z pudełka", "z"),
        ("en", "the insufficient bid", "the"),
        ("el", "η αγορά και το συμβόλαιο", "και"),
        ("ru", "претензия и уступка", "и"),
    ],
)
def test_stop_words_are_dropped(lang: str, text: str, stop: str) -> None:
    terms = analyze(lang, text)
    assert len(terms) == 2
    assert stop not in terms


@pytest.mark.parametrize("lang", LANGS)
def test_bridge_tokens_stay_whole(lang: str) -> None:
    terms = analyze(lang, "1♠ 2NT 4♥X 3♣XX ♠AD7 27B1(a) 43A1a 68.7")
    assert terms == ["1♠", "2nt", "4♥x", "3♣xx", "♠ad7", "27b1a", "43a1a", "68.7"]


@pytest.mark.parametrize("lang", LANGS)
def test_notrump_is_one_token_in_every_spelling(lang: str) -> None:
    # English NT, Polish BA, Greek ΧΑ and ΝΤ (Greek letters), Russian БК, and typed in lower case
    assert {analyze(lang, call)[0] for call in ("1NT", "1BA", "1ΧΑ", "1ΝΤ", "1БК", "1nt", "1ba")} == {"1nt"}


def test_greek_law_letters_stay_in_the_token() -> None:
    assert analyze("el", "Ο Νόμος 27Β1(α)") == ["νομ", "27β1α"]


def test_unicode_normalisation() -> None:
    decomposed = unicodedata.normalize("NFD", "fałszywego renonsu, ανεπαρκής αγορά")
    for lang in LANGS:
        assert analyze(lang, decomposed) == analyze(lang, "fałszywego renonsu, ανεπαρκής αγορά")
    assert analyze("en", "ﬁnal") == analyze("en", "final")  # NFKC: the ligature is two letters


def test_offsets_point_into_the_original_text() -> None:
    text = "Możliwy fałszywy renons (1BA)."
    spans = [text[t.startchar : t.endchar] for t in ANALYZERS["pl"](text, chars=True)]
    assert spans == ["Możliwy", "fałszywy", "renons", "1BA"]


def test_analyzers_survive_pickling() -> None:
    """whoosh stores the schema, analyzers included, by pickling it."""
    for lang in LANGS:
        copy = pickle.loads(pickle.dumps(ANALYZERS[lang]))
        assert [t.text for t in copy("fałszywego renonsu ανεπαρκής претензию revoked")] == analyze(
            lang, "fałszywego renonsu ανεπαρκής претензию revoked"
        )


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "a lead out of turn", ["lead turn"]),  # stop words out, as in a phrase
        ("pl", "Karta z niewłaściwego pudełka", ["kart niewlasciw", "niewlasciw pudelk"]),
        ("el", "η ανεπαρκής αγορά 1ΧΑ", ["ανεπαρκ αγορ", "αγορ 1nt"]),
        ("ru", "Уступка взяток", ["уступк взяток"]),
    ],
)
def test_the_pair_analyzers_join_each_term_to_the_one_before(
    lang: str, text: str, expected: list[str]
) -> None:
    assert [t.text for t in PAIR_ANALYZERS[lang](text)] == expected == list(pairs(analyze(lang, text)))
    assert [t.text for t in pickle.loads(pickle.dumps(PAIR_ANALYZERS[lang]))(text)] == expected
