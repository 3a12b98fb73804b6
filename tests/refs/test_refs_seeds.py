"""The finder on the five seed documents: what it must find there and what it must leave alone."""

from __future__ import annotations

import re

from bridgelaws.refs import Reference, find_references

Seeds = dict[str, tuple[str, str]]


def references(seeds: Seeds, number: str) -> list[Reference]:
    lang, text = seeds[number]
    return find_references(text, lang, edition="2017")


def refs_of(seeds: Seeds, number: str, written: str) -> list[str]:
    """The refs found whose span is exactly `written`."""
    return [r.ref for r in references(seeds, number) if r.text == written]


def overlapping(seeds: Seeds, number: str, phrase: str) -> list[Reference]:
    """References overlapping any occurrence of `phrase` (which must occur)."""
    _, text = seeds[number]
    spans = [(m.start(), m.end()) for m in re.finditer(re.escape(phrase), text)]
    assert spans, phrase
    return [r for r in references(seeds, number) for a, b in spans if r.start < b and a < r.end]


def test_spans_are_exact_and_refs_canonical(seed: tuple[str, str, str]) -> None:
    _, lang, text = seed
    found = find_references(text, lang)
    assert found
    for r in found:
        assert text[r.start : r.end] == r.text
        assert r.kind == "paragraph" or r.law is not None and r.law.canonical == r.ref


KEYWORD_AND_NUMBER = {
    "pl": r"(?i)(?<!\w)przepis\w*\s+([0-9]+)",
    "el": r"(?i)(?<!\w)(?:νόμ|νομ|law)\w*\s+([0-9]+)",
    "ru": r"(?i)(?<!\w)правил\w*\s+([0-9]+)",
}


def test_every_keyword_with_a_law_number_starts_a_reference(seed: tuple[str, str, str]) -> None:
    _, lang, text = seed
    starts = {r.start for r in find_references(text, lang)}
    expected = [m.start() for m in re.finditer(KEYWORD_AND_NUMBER[lang], text) if 1 <= int(m[1]) <= 93]
    assert expected
    assert [at for at in expected if at not in starts] == []


def test_polish_slides_000(seeds: Seeds) -> None:
    assert refs_of(seeds, "000", "Przepisy 10") == ["10"]
    assert refs_of(seeds, "000", "11") == ["11"]
    assert refs_of(seeds, "000", "przepisach 42") == ["42"]
    assert refs_of(seeds, "000", "43") == ["43"]
    assert refs_of(seeds, "000", "Przepisy 30") == ["30"]
    assert refs_of(seeds, "000", "30-32") == ["31"]
    for written, ref in [("43A1a", "43A1(a)"), ("65B", "65B"), ("17D2", "17D2"), ("20F5a", "20F5(a)"),
                         ("9A3", "9A3"), ("przepisie 21B1a", "21B1(a)"), ("47E2", "47E2"), ("55C", "55C")]:
        assert refs_of(seeds, "000", written) == [ref], written
    assert refs_of(seeds, "000", "27B1a") == ["27B1(a)"]
    assert [r.edition for r in references(seeds, "000") if r.text == "27B1b"] == ["2007"]
    for phrase in ["Przykład 33", "1BA/2BA", "3BA", "Przykłady 16-17", "MPB 2017", "16.03.2019"]:
        assert overlapping(seeds, "000", phrase) == [], phrase


def test_greek_and_english_wiki_001(seeds: Seeds) -> None:
    assert refs_of(seeds, "001", "Νόμος 27Β1(β)") == ["27B1(b)"]
    assert refs_of(seeds, "001", "Νόμος 20ΣΤ1") == ["20F1"]
    assert refs_of(seeds, "001", "Νόμο 23Γ") == ["23C"]
    assert set(refs_of(seeds, "001", "Νόμος 27Δ")) == {"27D"}
    assert refs_of(seeds, "001", "Νόμοι 16") == ["16"]
    assert "27B1(a)" in refs_of(seeds, "001", "27Β1(α)")
    assert refs_of(seeds, "001", "Νόμο 27Β1(α)") == ["27B1(a)"]
    assert set(refs_of(seeds, "001", "Νόμος 27Β1")) == {"27B1"}
    assert refs_of(seeds, "001", "Laws 16") == ["16"]
    assert refs_of(seeds, "001", "Law 26") == ["26"]
    assert set(refs_of(seeds, "001", "Law 27D")) == {"27D"}
    for phrase in ["1ΧΑ", "2ΝΤ", "Παράδειγμα 33", "Example 33", "Κώδικα του 2017", "2017 code", "4NT"]:
        assert overlapping(seeds, "001", phrase) == [], phrase


def test_polish_law_texts_002_and_004(seeds: Seeds) -> None:
    assert refs_of(seeds, "002", "przepisie 22") == ["22"]
    assert refs_of(seeds, "002", "przepis 16D") == ["16D"]
    assert overlapping(seeds, "002", "punktu 1 i 2") == []
    assert overlapping(seeds, "002", "16. LEGALNE") == []
    assert refs_of(seeds, "004", "przepis 12C2a") == ["12C2(a)"]
    assert refs_of(seeds, "004", "przepisu 17D") == ["17D"]
    assert refs_of(seeds, "004", "przepis 15A3") == ["15A3"]
    assert refs_of(seeds, "004", "16D") == ["16D"]
    assert overlapping(seeds, "004", "numer 14") == []


def test_russian_commentary_003(seeds: Seeds) -> None:
    assert refs_of(seeds, "003", "Правилу 67В2") == ["67B2"]
    assert set(refs_of(seeds, "003", "Правило 79С")) == {"79C"}
    assert refs_of(seeds, "003", "Правиле 73Е") == ["73E"]
    assert refs_of(seeds, "003", "Правило\n\n70С") == ["70C"]
    assert refs_of(seeds, "003", "Правиле 73D") == ["73D"]
    assert refs_of(seeds, "003", "72...76") == ["73", "74", "75"]
    assert set(refs_of(seeds, "003", "Правилах 69")) == {"69"}
    assert refs_of(seeds, "003", "80F") == ["80F"]
    paragraphs = {r.text: r.ref for r in references(seeds, "003") if r.kind == "paragraph"}
    assert paragraphs["п.\n\n68.7.(i)(b)"] == "68.7(i)(b)"
    assert paragraphs["п.69.5.(ii)"] == "69.5(ii)"
    assert paragraphs["п. 40.11"] == "40.11"
    assert paragraphs["п.92.1"] == "92.1"
    for phrase in ["Правила 1987 года", "67.10.", "73.8.(i)", "..page4"]:
        assert overlapping(seeds, "003", phrase) == [], phrase
