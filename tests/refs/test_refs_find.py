"""find_references on the phrasings the four languages use, and on what must not be read as a law."""

from __future__ import annotations

import pytest

from bridgelaws.refs import find_references


def found(text: str, lang: str, **options) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    references = find_references(text, lang, **options)
    for r in references:
        assert text[r.start : r.end] == r.text
    return [(r.text, r.ref) for r in references]


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        # keywords with every level of a reference, compact and parenthesised items
        ("en", "under Law 27B1(a) the", [("Law 27B1(a)", "27B1(a)")]),
        ("en", "LAW 68A2(b)(i), law 12", [("LAW 68A2(b)(i)", "68A2(b)(i)"), ("law 12", "12")]),
        ("en", "Law 27B1 (b) again", [("Law 27B1 (b)", "27B1(b)")]),
        ("pl", "wymaganie z 20F5a (nie", [("20F5a", "20F5(a)")]),
        ("pl", "przepis 12C2a) każdemu", [("przepis 12C2a", "12C2(a)")]),
        ("el", "Ο Νόμος 27Β1(α) επιτρέπει", [("Νόμος 27Β1(α)", "27B1(a)")]),
        ("el", "ο Νόμος 20ΣΤ1 του", [("Νόμος 20ΣΤ1", "20F1")]),
        ("el", "τον 27Δ και τον 23Γ", [("27Δ", "27D"), ("23Γ", "23C")]),
        ("ru", "согласно Правилу 67В2, считается", [("Правилу 67В2", "67B2")]),
        ("ru", "Правило 79С и Правиле 73Е, Правило 73D", [("Правило 79С", "79C"), ("Правиле 73Е", "73E"),
                                                       ("Правило 73D", "73D")]),
        # lists and ranges: one reference per law
        ("en", "Laws 16 and 26 apply", [("Laws 16", "16"), ("26", "26")]),
        ("en", "Laws 69, 70 and 71", [("Laws 69", "69"), ("70", "70"), ("71", "71")]),
        ("en", "Laws 40, 41 say", [("Laws 40", "40"), ("41", "41")]),
        ("en", "Law 27, 3 examples", [("Law 27", "27")]),
        ("en", "Laws 72 to 76", [("Laws 72", "72"), ("72 to 76", "73"), ("72 to 76", "74"),
                                 ("72 to 76", "75"), ("76", "76")]),
        ("en", "Law 50E2 and 50E3", [("Law 50E2", "50E2"), ("50E3", "50E3")]),
        ("en", "Laws 16 (UI) and Law 26 (lead restriction) do not", [("Laws 16", "16"), ("Law 26", "26")]),
        ("en", "the 27B1(a) or 27B1(b) correction", [("27B1(a)", "27B1(a)"), ("27B1(b)", "27B1(b)")]),
        ("en", "Law 27B1(a) or (b) applies", [("Law 27B1(a)", "27B1(a)"), ("(b)", "27B1(b)")]),
        ("pl", "w przepisach 42 i 43.", [("przepisach 42", "42"), ("43", "43")]),
        ("pl", "# Przepisy 10-11", [("Przepisy 10", "10"), ("11", "11")]),
        ("pl", "Przepisy 30–32", [("Przepisy 30", "30"), ("30–32", "31"), ("32", "32")]),
        ("pl", "## Przepisy 53 i 55", [("Przepisy 53", "53"), ("55", "55")]),
        ("el", "Οι Νόμοι 16 (Αθέμιτη Πληροφορία) και 26 (Περιορισμοί στην Έξοδο) δεν",
         [("Νόμοι 16", "16"), ("26", "26")]),
        ("ru", "в Правилах 69,70 и 71.", [("Правилах 69", "69"), ("70", "70"), ("71", "71")]),
        ("ru", "в Правилах 72...76. То", [("Правилах 72", "72"), ("72...76", "73"), ("72...76", "74"),
                                        ("72...76", "75"), ("76", "76")]),
        ("ru", "Правила 40 и 80F допускают", [("Правила 40", "40"), ("80F", "80F")]),
        # bare sections in commentary, after prepositions and in parentheses
        ("pl", "z 9A3, że", [("9A3", "9A3")]),
        ("pl", "rozgrywki (43A1a), ale przepis (65B), który", [("43A1a", "43A1(a)"), ("65B", "65B")]),
        ("pl", "sprostowania (17D2).", [("17D2", "17D2")]),
        ("pl", "do 25A w licytacji; 27D - cel analogiczny do 23C:", [("25A", "25A"), ("27D", "27D"),
                                                                   ("23C", "23C")]),
        ("en", "Law 16C and 7A", [("Law 16C", "16C"), ("7A", "7A")]),
        # keywords in their inflected forms, any case, with or without diacritics
        ("el", "νομου 23Α2, ΝΟΜΟΥΣ 12, Νόμων 16", [("νομου 23Α2", "23A2"), ("ΝΟΜΟΥΣ 12", "12"),
                                                   ("Νόμων 16", "16")]),
        ("pl", "PRZEPISÓW 12, przepisow 13", [("PRZEPISÓW 12", "12"), ("przepisow 13", "13")]),
        ("ru", "ПРАВИЛУ 12 и правилом 13", [("ПРАВИЛУ 12", "12"), ("правилом 13", "13")]),
        # the commentary's own paragraphs
        ("ru", "см. пример в п.\n\n68.7.(i)(b) выше", [("п.\n\n68.7.(i)(b)", "68.7(i)(b)")]),
        ("ru", "В п.69.5.(ii) выше; см. п. 40.11. выше и п. 92.1.",
         [("п.69.5.(ii)", "69.5(ii)"), ("п. 40.11", "40.11"), ("п. 92.1", "92.1")]),
        ("en", "see 40.11 above", [("see 40.11", "40.11")]),
        # markup, dashes and invisible characters
        ("en", "Law 2\u00ad7B1 and Law\u00a027", [("Law 2\u00ad7B1", "27B1"), ("Law\u00a027", "27")]),
        ("el", "Νο\u0301μος 27Β1", [("Νο\u0301μος 27Β1", "27B1")]),
        ("en", '<span title="Law 12">Law 13</span>', [("Law 13", "13")]),
    ],
)
def test_references_are_found_with_exact_spans(lang: str, text: str, expected: list) -> None:
    assert found(text, lang) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("ru", "69.1. Правила 1987 года вводят понятие"),
        ("en", "in the 2017 Laws, and the 2017 code"),
        ("pl", "w MPB 2007 i od 2017 roku"),
        ("el", "στον Κώδικα του 2017"),
        ("pl", "Przykład 33: kontrakt; Przykłady 16-17"),
        ("en", "Example 33 and board 27"),
        ("el", "Παράδειγμα 33:"),
        ("ru", "Пример 5"),
        ("pl", "1BA/2BA pas; Rozgrywający 3BA wziął 7 lew"),
        ("el", "1♦ - 2♣ - 1ΧΑ, 2ΝΤ, 4ΝΤ"),
        ("en", "1C 2D 3H 4S 7NT 2NT 3♥ 4♠X 2C* 4SX"),
        ("ru", "2Б 3Ч 1П"),
        ("en", "Law 94, Law 0, Law 100 and Law 1987"),
        ("en", "67.10. A card; 16.03.2019; 2.5 tricks; 24.4% of 27Bx and 27B1ab"),
        ("en", "https://example.org/law-27B1 and file_27B1, hellenic-wiki-law27, seen 40.11"),
    ],
)
def test_non_references_are_not_found(lang: str, text: str) -> None:
    assert found(text, lang) == []


def test_a_keyword_makes_a_bid_like_token_a_law() -> None:
    assert found("Law 7C and Law 1D", "en") == [("Law 7C", "7C"), ("Law 1D", "1D")]


def test_russian_letter_order_reads_cyrillic_sections_alphabetically() -> None:
    text = "Правило 27В1, Правило 40Г, Правило 12Б и 73D"
    assert found(text, "ru", letters="russian") == [
        ("Правило 27В1", "27C1"), ("Правило 40Г", "40D"), ("Правило 12Б", "12B"), ("73D", "73D"),
    ]
    assert found("Правило 27В1", "ru") == [("Правило 27В1", "27B1")]


def test_bare_sections_need_bare_parens() -> None:
    text = "nie może (43A1a), ale przepis 65B"
    assert found(text, "pl", bare_parens=False) == [("przepis 65B", "65B")]


def test_edition_named_in_the_sentence_wins_over_the_documents() -> None:
    text = "Nowa koncepcja, którą w MPB 2007 zastosowano w 27B1b, a teraz rozszerzono. Zob. 27B1a."
    references = find_references(text, "pl", edition="2017")
    assert [(r.ref, r.edition) for r in references] == [("27B1(b)", "2007"), ("27B1(a)", "2017")]
    assert [r.edition for r in find_references("Law 27", "en")] == [None]
    moved = "The 2007 Law 17D moved to 2017 Law 15A; Law 16C is old 16D."
    assert [(r.ref, r.edition) for r in find_references(moved, "en", edition="1997")] == [
        ("17D", "2007"), ("15A", "2017"), ("16C", "1997"), ("16D", "1987"),
    ]


def test_english_keywords_are_read_in_every_language() -> None:
    assert found("Ο Νόμος 27Δ. Law 27D covers", "el") == [("Νόμος 27Δ", "27D"), ("Law 27D", "27D")]


@pytest.mark.parametrize(("lang", "letters"), [("de", "lookalike"), ("en", "latin")])
def test_unknown_language_or_letter_mode_is_an_error(lang: str, letters: str) -> None:
    with pytest.raises(ValueError):
        find_references("Law 27", lang, letters=letters)
