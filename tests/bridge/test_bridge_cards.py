"""Cards, hands and layouts: reading them in the sources' notations, and validating them."""

from __future__ import annotations

import pytest

from bridgelaws.bridge.cards import HandCards, layout_from_data, layout_problems, parse_card, parse_ranks
from bridgelaws.bridge.errors import BridgeError
from bridgelaws.bridge.notation import deal_from_hands, format_hand, parse_deal, parse_deal_text, parse_hand

# The four hands of example 33 as Wasiak's slide prints them (Polish letters, 10 for the ten).
EX33_PBN = "N:JT8.9.QJT6.AJ854 972.AKQ3.972.KQ7 Q6543.J842.AK4.6 AK.T765.853.T932"
EX33_POLISH = [
    "♠ W108 ♥ 9 ♦ DW106 ♣ AW854",
    "♠ 972 ♥ AKD3 ♦ 972 ♣ KD7",
    "♠ D6543 ♥ W842 ♦ AK4 ♣ 6",
    "♠ AK ♥ 10765 ♦ 853 ♣ 10932",
]


def test_polish_hand_of_the_law_13_slide():
    hand = parse_hand("♠ K875  ♥ 843  ♦ 7  ♣ DW843", "pl")
    assert hand.pbn() == "K875.843.7.QJ843"
    assert hand.count == 13
    assert hand.as_json()["suits"] == {"S": "K875", "H": "843", "D": "7", "C": "QJ843"}


def test_marked_card_in_parentheses_is_read_and_recorded():
    hand = parse_hand("♠ (A)D42 ♥ DW5 ♦ AK32 ♣ A52", "pl")
    assert hand.pbn() == "AQ42.QJ5.AK32.A52"
    assert hand.marked == ("SA",)
    assert hand.count == 14


def test_greek_wiki_diagram_with_spaced_ranks_and_tens():
    hand = parse_hand("♠ J 10 8 ♥ 9 ♦ Q J 10 6 ♣ A J 8 5 4", "el")
    assert hand.pbn() == "JT8.9.QJT6.AJ854"


def test_russian_cyrillic_honours_and_latin_ones():
    assert parse_hand("♠ ТК7 ♥ В ♦ Д10984 ♣ —", "ru").pbn() == "AK7.J.QT984."
    assert parse_hand("♠ AQ ♥ KJ ♦ - ♣ -", "ru").pbn() == "AQ.KJ.."
    with pytest.raises(BridgeError, match="invalid rank 'T'"):
        parse_hand("♠ T ♥ - ♦ - ♣ -", "ru")


def test_suit_letters_and_pbn_hands_in_english():
    assert parse_hand("S AKQ H - D JT98765 C 432").pbn() == "AKQ..JT98765.432"
    assert parse_hand("S: AKQ H: — D: JT98765 C: 432").pbn() == "AKQ..JT98765.432"
    assert parse_hand("K875.843.7.QJ843", "pbn").pbn() == "K875.843.7.QJ843"
    assert parse_hand("♠AD7 ♥8 ♦K10984 ♣D1052", "pl").pbn() == "AQ7.8.KT984.QT52"


def test_small_cards_and_markup_of_the_slides():
    assert parse_hand("♠ KDW<sub>x</sub> ♥ A<sub>x</sub>", "pl").pbn() == "KQJx.Ax.."
    assert parse_ranks("AKxx") == "AKxx"
    assert parse_ranks("xAx") == "Axx"


def test_polish_letters_cannot_mark_suits():
    with pytest.raises(BridgeError, match="expected suits marked"):
        parse_hand("S AKD", "pl")


def test_a_suit_written_twice_is_an_error():
    with pytest.raises(BridgeError, match="written twice"):
        parse_hand("♠ AK ♠ Q")


def test_format_hand_per_notation():
    hand = HandCards.from_pbn("AKT2.QJ9.T.8765")
    assert format_hand(hand, "pl") == "♠ AK102 ♥ DW9 ♦ 10 ♣ 8765"
    assert format_hand(hand, "ru") == "♠ ТК102 ♥ ДВ9 ♦ 10 ♣ 8765"
    assert format_hand(hand, "en") == "♠ AKT2 ♥ QJ9 ♦ T ♣ 8765"
    assert format_hand(hand, "pbn") == "AKT2.QJ9.T.8765"
    assert format_hand(HandCards.from_pbn("AKQJT98765432..."), "en").endswith("♣ —")


def test_example_33_from_the_polish_slide_is_the_pbn_deal():
    layout = deal_from_hands(EX33_POLISH, "pl")
    assert layout.kind == "full"
    assert layout.pbn() == EX33_PBN
    assert layout_problems(layout) == []
    assert layout.solvable()
    assert parse_deal_text(" / ".join(EX33_POLISH), "pl").pbn() == EX33_PBN


def test_pbn_deal_from_another_seat_and_with_hands_not_shown():
    rotated = parse_deal("E:972.AKQ3.972.KQ7 Q6543.J842.AK4.6 AK.T765.853.T932 JT8.9.QJT6.AJ854")
    assert rotated.pbn() == EX33_PBN
    partial = parse_deal("N:JT8.9.QJT6.AJ854 - Q6543.J842.AK4.6 -")
    assert set(partial.hands) == {"N", "S"}
    assert partial.pbn() == "N:JT8.9.QJT6.AJ854 - Q6543.J842.AK4.6 -"
    with pytest.raises(BridgeError, match="invalid PBN deal"):
        parse_deal("N:AKQ")


def test_layout_from_data_of_a_full_deal(ex33_hands):
    layout, problems = layout_from_data({"dealer": "N", "hands": ex33_hands})
    assert problems == []
    assert layout is not None and layout.kind == "full"
    assert layout.counts() == {"N": 13, "E": 13, "S": 13, "W": 13}


def test_duplicate_card_is_located_and_names_the_other_hand(ex33_hands):
    hands = {**ex33_hands, "N": {**ex33_hands["N"], "D": "QJT9"}}  # ♦9 is East's; ♦6 is nobody's
    _, problems = layout_from_data({"hands": hands})
    assert problems == [(("hands", "E", "D"), "duplicate card ♦9 (also in North's hand)")]
    _, problems = layout_from_data({"hands": {**hands, "N": {**hands["N"], "D": "QQJT"}}})
    assert problems[0] == (("hands", "N", "D"), "duplicate card ♦Q (twice in this hand)")


def test_wrong_counts_in_a_full_deal(ex33_hands):
    hands = {**ex33_hands, "W": {**ex33_hands["W"], "C": "T93"}}
    _, problems = layout_from_data({"hands": hands})
    assert problems == [(("hands", "W"), "West has 12 cards; a full deal has 13 in each hand")]


def test_the_law_13_deal_is_irregular_on_purpose(law13_hands):
    data = {"kind": "full", "hands": law13_hands, "marked": {"E": ["SA"]}}
    layout, problems = layout_from_data(data)
    assert layout is not None and layout.counts() == {"N": 13, "E": 14, "S": 13, "W": 12}
    assert [path for path, _ in problems] == [("hands", "E"), ("hands", "W")]
    layout, problems = layout_from_data({**data, "irregular": "East holds West's ♠A"})
    assert problems == []
    assert not layout.solvable()


def test_marked_card_must_be_in_that_hand(law13_hands):
    _, problems = layout_from_data({"hands": law13_hands, "irregular": "yes", "marked": {"W": ["SA"]}})
    assert problems == [(("marked", "W", 0), "marked card ♠A is not in West's hand")]


def test_end_position_counts(ex4_hands):
    layout, problems = layout_from_data({"kind": "position", "hands": ex4_hands})
    assert problems == [] and layout is not None and layout.solvable()
    uneven = {**ex4_hands, "W": {"S": "87", "H": "63", "D": "7"}}
    _, problems = layout_from_data({"hands": uneven})
    assert problems == [
        (("hands",), "the hands of an end position hold equal numbers of cards: N 6, E 6, S 6, W 5")
    ]


def test_single_suit_layout_of_example_46():
    layout, problems = layout_from_data(
        {"kind": "suit", "hands": {"N": "AKQ5", "E": "J9", "S": "8632", "W": "T74"}}
    )
    assert problems == [] and layout is not None
    assert layout.kind == "suit" and layout.counts() == {"N": 4, "E": 2, "S": 4, "W": 3}
    assert not layout.solvable()
    assert layout.as_json()["hands"] == {"N": "AKQ5", "E": "J9", "S": "8632", "W": "T74"}
    _, problems = layout_from_data({"hands": {"N": "AKQ5", "S": "Q632"}})
    assert problems == [(("hands", "S", "?"), "duplicate card Q (also in North's hand)")]


def test_bad_data_is_located():
    _, problems = layout_from_data({"hands": {"N": {"S": "AKZ"}}})
    assert problems[0][0] == ("hands", "N", "S") and "invalid rank 'Z'" in problems[0][1]
    _, problems = layout_from_data({"hands": {"X": {"S": "A"}}})
    assert problems == [(("hands", "X"), "invalid seat 'X': expected N, E, S or W")]
    _, problems = layout_from_data({"hands": {"N": {"Z": "A"}}})
    assert problems == [(("hands", "N", "Z"), "invalid suit 'Z': expected S, H, D or C")]


def test_parse_card():
    assert [parse_card(c) for c in ("SA", "D10", "♦7", "hT")] == ["SA", "DT", "D7", "HT"]
    for bad in ("ZA", "S", "SAK", "Sx"):
        with pytest.raises(BridgeError):
            parse_card(bad)
