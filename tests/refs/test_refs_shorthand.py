"""References as directors write them (issue 24): "L12C1(c)", "Law 27 B 1 (a)", "27.B.1.a",
"27B1(a)/(b)", "Ν.16Β1(α)", "prz. 16C" — and the numbers and "L" tokens that are no law."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.refs import LawRef, find_references
from bridgelaws.refs.patterns import LANGS, LAW_PREFIX_SECTIONS

from .test_refs_find import found
from .test_refs_properties import law_refs


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        # "L" right before the law number, at every level
        ("en", "the provisions of L12C1(e) do not apply to cases dealt with under L12C1(c), nor does the "
               "wording of L12B preclude such rulings",
         [("L12C1(e)", "12C1(e)"), ("L12C1(c)", "12C1(c)"), ("L12B", "12B")]),
        ("en", "[BLML] L12C1(e)(ii)", [("L12C1(e)(ii)", "12C1(e)(ii)")]),
        ("en", "L16B1(a), L64A1 and L73C", [("L16B1(a)", "16B1(a)"), ("L64A1", "64A1"), ("L73C", "73C")]),
        ("en", "This is a L16 case (L16), not L25's.", [("L16", "16"), ("L16", "16"), ("L25", "25")]),
        ("pl", "Moim zdaniem L16B1a, a nie 16C.", [("L16B1a", "16B1(a)"), ("16C", "16C")]),
        ("en", "L93 and L1", [("L93", "93"), ("L1", "1")]),
        # spaced and dotted sections
        ("en", "Law 27 B 1 (a) applies", [("Law 27 B 1 (a)", "27B1(a)")]),
        ("en", "Law 27 B1 (b) or Law 27 B 1 b.", [("Law 27 B1 (b)", "27B1(b)"), ("Law 27 B 1 b", "27B1(b)")]),
        ("en", "see 27.B.1.a and Law 12.C.1.(c)", [("27.B.1.a", "27B1(a)"), ("Law 12.C.1.(c)", "12C1(c)")]),
        ("en", "Law 12.C.1 in full", [("Law 12.C.1", "12C1")]),
        ("pl", "Sędzia zastosował przepis 27 B1a.", [("przepis 27 B1a", "27B1(a)")]),
        ("ru", "по Правилу 27 В1а", [("Правилу 27 В1а", "27B1(a)")]),
        ("el", "ο Νόμος 27 Β 1 (α)", [("Νόμος 27 Β 1 (α)", "27B1(a)")]),
        # alternatives of a provision: slash, and, i, και, и
        ("en", "Law 27B1(a)/(b)", [("Law 27B1(a)", "27B1(a)"), ("(b)", "27B1(b)")]),
        ("en", "L27B1(a) / (b)", [("L27B1(a)", "27B1(a)"), ("(b)", "27B1(b)")]),
        ("pl", "przepis 27B1a/b", [("przepis 27B1a", "27B1(a)"), ("b", "27B1(b)")]),
        ("en", "27B1(a) and (b)", [("27B1(a)", "27B1(a)"), ("(b)", "27B1(b)")]),
        ("pl", "przepis 27B1(a) i (b)", [("przepis 27B1(a)", "27B1(a)"), ("(b)", "27B1(b)")]),
        ("el", "Νόμος 27Β1(α) και (β)", [("Νόμος 27Β1(α)", "27B1(a)"), ("(β)", "27B1(b)")]),
        ("ru", "Правило 27В1(a) и (b)", [("Правило 27В1(a)", "27B1(a)"), ("(b)", "27B1(b)")]),
        ("en", "Law 16B1/16B2", [("Law 16B1", "16B1"), ("16B2", "16B2")]),
        # abbreviations
        ("el", "Ν.16Β1(α)", [("Ν.16Β1(α)", "16B1(a)")]),
        ("el", "βλ. Ν. 16Β1 και ν.73Γ", [("Ν. 16Β1", "16B1"), ("ν.73Γ", "73C")]),
        ("pl", "prz. 16C, Prz.27B1a", [("prz. 16C", "16C"), ("Prz.27B1a", "27B1(a)")]),
    ],
)
def test_shorthand_is_found_with_exact_spans(lang: str, text: str, expected: list) -> None:
    assert found(text, lang) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # board, table, trick, page and round numbers; labels in every language
        ("en", "Board 12, table 7A, trick 7, page 27B, p. 27B, round L1, table L2, seat L3"),
        ("en", "board no. 7A, pair 3B, section 2.A.1"),
        ("pl", "runda L1, stół 7A, stol 7A, rozdanie 12, lewa 7, str. 27B, stół nr 3A"),
        ("el", "διανομή 12, τραπέζι 3Α, σελ. 27Β, γύρος L2"),
        ("ru", "сдача 12, стол 5В, стр. 27В, раунд L1, тур L2"),
        # times, scores, results
        ("en", "Start at 10.30, round 2 at 14:30, dinner 19.45; 16-12 at half time"),
        ("en", "NS +620, EW -100, 4S= +420, 3NT+1, 60.5%, 27.3 IMPs, 7-3 in tricks"),
        # hands, deals and auctions
        ('en', '[Deal "N:AKQ2.J3.T987.654 J3.AKQ2.654.T987 T987.654.AKQ2.J3 654.T987.J3.AKQ2"]'),
        ("en", "L: AKQ  R: J32"),
        ("en", "1S 2H 3C 4D; 1H-2C-2D-3S; 1C (2D) 3H"),
        # code, names and identifiers
        ("en", "x = L1 + L2; L1: mov eax; foo.L1; my_L1; L1/L2 regularisation; a+L3; (L1=5)"),
        ("en", "GPT-4, Llama-3-8B, NVIDIA L40S, Claude 3, T5, A100, L3-8B, LL16, L16s, ML16B"),
        ("en", "https://example.org/L16B and file_L12C1 and #L16"),
        # numbers that are no law: too high, zero, statutes and fractions
        ("en", "L0, L94, L100, L40S, L16Z"),
        ("el", "ν. 4624/2019 και ν. 12/1990"),
        # a spaced section needs its subsection; a dotted token alone goes down to an item
        ("en", "At 2.30 I asked 3.A.1; v1.2.3 and 1.A.2"),
    ],
)
def test_numbers_and_tokens_that_are_no_law(lang: str, text: str) -> None:
    assert found(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "Law 64 A revoke is established", [("Law 64", "64")]),  # "A" is an article here
        ("en", "Law 27 B 1 a player may", [("Law 27 B 1", "27B1")]),  # a spaced item ends the phrase
        ("en", "Law 16.B is about", [("Law 16", "16")]),
        ("en", "Law 12C1(c) 1/2 of the time", [("Law 12C1(c)", "12C1(c)")]),
        ("en", "in round L1 the TD cited L12C1(c)", [("L12C1(c)", "12C1(c)")]),
        ("en", "Table 7A: Law 7A applies", [("Law 7A", "7A")]),  # a keyword wins over a label
        ("en", "Under section 12C1 the TD", [("12C1", "12C1")]),  # "section" names a law's part, no label
    ],
)
def test_shorthand_stops_where_the_law_stops(lang: str, text: str, expected: list) -> None:
    assert found(text, lang) == expected


def editions(text: str, lang: str, edition: str = "2017") -> list[tuple[str, str | None, str | None]]:
    return [(r.ref, r.edition, r.context) for r in find_references(text, lang, edition=edition)]


def test_an_edition_named_after_a_reference_is_its_edition_and_only_its() -> None:
    assert editions("Law 12C3 of the 1997 Laws became Law 12C1(c).", "en") == [
        ("12C3", "1997", "of the 1997 Laws"),
        ("12C1(c)", "2017", None),
    ]
    assert editions("L12C3 (1997) and L12C1(c)", "en") == [
        ("12C3", "1997", "(1997)"),
        ("12C1(c)", "2017", None),
    ]
    assert editions("Law 12C3 (1997) and 12C1(c) (2007) and 12C1(e)", "en") == [
        ("12C3", "1997", "(1997)"),
        ("12C1(c)", "2007", "(2007)"),
        ("12C1(e)", "2017", None),
    ]
    assert editions("Laws 12C3 and 12C4 of the 1997 Laws, and L12C1(c)", "en") == [
        ("12C3", "1997", "of the 1997 Laws"),
        ("12C4", "1997", "of the 1997 Laws"),
        ("12C1(c)", "2017", None),
    ]
    assert editions("the 2007 L17D moved to L15A", "en") == [("17D", "2007", "2007"), ("15A", "2017", None)]
    assert editions("przepis 27B1b z MPB 2007, a dziś 27B1a", "pl") == [
        ("27B1(b)", "2007", "z MPB 2007"),
        ("27B1(a)", "2017", None),
    ]
    assert editions("ο Ν.12Γ3 του Κώδικα του 1997 και ο Ν.12Γ1(γ)", "el") == [
        ("12C3", "1997", "του Κώδικα του 1997"),
        ("12C1(c)", "2017", None),
    ]
    assert editions("Правило 12С3 Правил 1997 года и Правило 12С1(c)", "ru") == [
        ("12C3", "1997", "Правил 1997 года"),
        ("12C1(c)", "2017", None),
    ]


def test_old_before_shorthand_is_the_edition_before() -> None:
    assert editions("the old L23 is now part of L72", "en") == [("23", "2007", "old"), ("72", "2017", None)]
    assert editions("stary prz. 23 i nowy prz. 72", "pl") == [("23", "2007", "stary"), ("72", "2017", None)]


@settings(max_examples=200, deadline=None)
@given(ref=law_refs(), lang=st.sampled_from(LANGS), style=st.sampled_from(["L", "spaced", "dotted"]))
def test_any_reference_in_shorthand_reads_back(ref: LawRef, lang: str, style: str) -> None:
    """"L27B1(a)", "Law 27 B 1 (a)" and "Law 27.B.1.(a)" of any reference read as the reference."""
    if style == "L":
        text = f"see L{ref.canonical} now"
        expected = ref if ref.section is None or ref.section in LAW_PREFIX_SECTIONS else None
    else:
        sep = " " if style == "spaced" else "."
        parts = [str(ref.law), ref.section or "", str(ref.subsection or "")]
        written = sep.join(p for p in parts if p) + "".join(f"({p})" for p in (ref.item, ref.subitem) if p)
        text = f"see Law {written} now"
        # a spaced or dotted section needs its subsection: "Law 27 B" is Law 27
        expected = ref if ref.subsection is not None or ref.section is None else LawRef(ref.law)
    assert [r.ref for r in find_references(text, lang)] == ([expected.canonical] if expected else [])
