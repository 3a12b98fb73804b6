"""The play engine: trick winners, leads, revokes, establishment (Law 63) and Law 64 transfers."""

from __future__ import annotations

import pytest

from bridgelaws.bridge.cards import HandCards
from bridgelaws.bridge.play import Trick, analyse_play, trick_winner, tricks_from_data


def hands(**pbn: str) -> dict[str, HandCards]:
    return {seat: HandCards.from_pbn(text) for seat, text in pbn.items()}


def tricks(*rows: tuple[str, str]) -> list[Trick]:
    return [Trick(leader, tuple(cards.split())) for leader, cards in rows]


# Example 4 (Wasiak): dummy North leads ♦J and East, holding ♦986, plays a heart.
EX4 = hands(N="64.82.J2.", E=".KJ5.986.", S="QJ2..KQ5.", W="873.63.7.")
EX4_PLAY = tricks(
    ("N", "DJ H5 D5 D7"),
    ("N", "D2 D6 DK S3"),
    ("S", "DQ S7 S4 D8"),
    ("S", "SQ S8 S6 D9"),
    ("E", "HK SJ H3 H2"),
    ("E", "HJ S2 H6 H8"),
)
# East ruffs the ♠A while holding a spade.
RUFF = hands(N="AK..2.", E="2.3.3.", S="43..4.", W="5..65.")
RUFF_PLAY = tricks(("N", "SA H3 S3 S5"), ("E", "D3 D4 D6 D2"), ("W", "D5 SK S2 S4"))
RUFF_SOUTH_WINS = hands(N="AK..2.", E="2.3.3.", S="43..A.", W="5..65.")


@pytest.mark.parametrize(
    ("cards", "trump", "winner"),
    [
        ("DJ H5 D5 D7", "D", "N"),
        ("SA H3 S3 S5", "H", "E"),
        ("SA H3 S3 S5", "NT", "N"),
        ("SA H3 S3 S5", None, None),
        ("S2 S3 SK S4", None, "S"),
        ("S2 S3 SK", "S", None),
    ],
)
def test_trick_winner(cards, trump, winner):
    assert trick_winner(Trick("N", tuple(cards.split())), trump) == winner


def test_example_4_revoke_not_winning_the_trick_transfers_one():
    analysis = analyse_play(EX4_PLAY, EX4, trump="D", declarer="S")
    assert analysis.winners == ["N", "S", "S", "E", "E", "E"]
    assert analysis.problems == []
    (revoke,) = analysis.revokes
    assert (revoke.trick, revoke.seat, revoke.led, revoke.card) == (1, "E", "D", "H5")
    assert revoke.established and revoke.law == "64A2" and revoke.transfer == 1
    assert analysis.transfer == 1


def test_revoke_found_from_the_play_alone():
    analysis = analyse_play(EX4_PLAY, None, trump="D", declarer="S")
    assert [(r.trick, r.seat, r.card) for r in analysis.revokes] == [(1, "E", "H5")]
    assert analysis.transfer == 1


def test_offending_player_won_the_revoke_trick():
    analysis = analyse_play(RUFF_PLAY, RUFF, trump="H", declarer="S")
    assert analysis.winners == ["E", "W", "W"]
    (revoke,) = analysis.revokes
    assert (revoke.law, revoke.transfer) == ("64A1", 2)


def test_offending_player_won_the_revoke_trick_and_no_later_one():
    play = tricks(("N", "SA H3 S3 S5"), ("E", "D3 DA D5 D2"), ("S", "S4 D6 SK S2"))
    analysis = analyse_play(play, RUFF_SOUTH_WINS, trump="H", declarer="S")
    assert analysis.winners == ["E", "S", "N"]
    assert (analysis.revokes[0].law, analysis.transfer) == ("64A1", 1)


def test_offending_side_won_nothing_from_the_revoke_on():
    play = tricks(("N", "SA D3 S3 S5"), ("N", "SK S2 S4 D6"), ("N", "D2 H3 DA D5"))
    analysis = analyse_play(play, RUFF_SOUTH_WINS, trump="NT", declarer="S")
    assert analysis.winners == ["N", "N", "S"]
    revoke = analysis.revokes[0]
    assert (revoke.seat, revoke.law, revoke.transfer) == ("E", "64B1", 0)


def test_revoke_not_established_until_the_offending_side_plays_to_the_next_trick():
    analysis = analyse_play(RUFF_PLAY[:1], RUFF, trump="H", declarer="S")
    (revoke,) = analysis.revokes
    assert not revoke.established and revoke.law == "62A" and analysis.transfer == 0
    partial_next = [RUFF_PLAY[0], Trick("E", ("D3",))]
    assert analyse_play(partial_next, RUFF, trump="H", declarer="S").revokes[0].established


def test_revoke_on_the_twelfth_trick_is_corrected_even_established():
    """Law 62D1: East revoked on trick 12 and led to trick 13 (established, 63A1); still corrected."""
    position = hands(N="A.2..", E="2.3..", S="3.4..", W="4.5..")
    analysis = analyse_play(tricks(("N", "SA H3 S3 S4"), ("E", "S2 H4 H5 H2")), position, trump="H")
    assert analysis.first_trick == 12
    (revoke,) = analysis.revokes
    assert (revoke.law, revoke.transfer, revoke.established, revoke.equity) == ("62D1", 0, True, True)
    assert "even established, must be corrected" in revoke.explanation


def test_revoke_by_dummy_is_not_rectified():
    position = hands(N="2.A.2.", E="3.2.3.", S="4.3.4.", W="5.4.5.")
    play = tricks(("E", "S3 S4 S5 HA"), ("W", "H4 S2 H2 H3"), ("W", "D5 D2 D3 D4"))
    analysis = analyse_play(play, position, trump="NT", declarer="S")
    assert [(r.seat, r.law, r.transfer) for r in analysis.revokes] == [("N", "64B3", 0)]
    assert "declarer failed to play a card from dummy" in analysis.revokes[0].explanation
    assert analysis.revokes[0].as_json()["equity"] is True  # 64C still applies
    analysis = analyse_play(play, position, trump="NT", declarer="E")
    assert [(r.seat, r.law, r.transfer) for r in analysis.revokes] == [("N", "64B1", 0)]


def test_second_revoke_in_the_same_suit_by_the_same_player():
    position = hands(N="AK.2.2.", E="2.34.3.", S="43.5.4.", W="65.6.5.")
    play = tricks(("N", "SA H3 S3 S5"), ("N", "SK H4 S4 S6"), ("N", "H2 S2 H5 H6"), ("W", "D5 D2 D3 D4"))
    analysis = analyse_play(play, position, trump="NT", declarer="S")
    assert analysis.winners == ["N", "N", "W", "W"]
    assert [(r.trick, r.seat, r.law, r.transfer) for r in analysis.revokes] == [
        (1, "E", "64A2", 1),
        (2, "E", "64B2", 0),
    ]
    assert analysis.transfer == 1


def test_lead_out_of_turn_and_card_not_held():
    play = tricks(("N", "DJ H5 D5 D7"), ("E", "D6 DK S3 D2"))
    analysis = analyse_play(play, EX4, trump="D", declarer="S")
    assert analysis.problems == ["trick 2: East led, but North won trick 1 (lead out of turn, Laws 53–56)"]
    analysis = analyse_play(tricks(("N", "DJ DA D5 D7")), EX4, trump="D")
    assert analysis.problems == ["trick 1: East plays ♦A, which East does not hold"]


def test_opening_lead_by_the_wrong_defender():
    full = hands(N="AKQJ.AKQ.AKQ.AKQ", E="T98.JT9.JT9.JT98", S="765.876.876.7654", W="432.5432.5432.32")
    analysis = analyse_play(tricks(("W", "S2 SA ST S5")), full, trump="NT", declarer="N")
    assert analysis.first_trick == 1
    assert analysis.problems == [
        "trick 1: West made the opening lead; it was East's, declarer's left-hand opponent (Law 54)"
    ]


def test_tricks_from_data_reports_bad_tricks():
    found, problems = tricks_from_data([{"leader": "N", "cards": ["SA", "SZ"]}, {"leader": "Q", "cards": []}])
    assert [path for path, _ in problems] == [(0, "cards", 1), (0, "cards"), (1,)]
    assert found == [Trick("N", ("SA",))]


def test_both_sides_revoked_on_the_board_no_transfer():
    """Law 64B7: East ruffs the ♠A holding ♠2 (trick 10), then South discards a spade on a diamond
    holding ♦5 (trick 11); both are established, and neither side loses a trick (64C may apply)."""
    position = hands(N="AK.2.2.", E="2.3.34.", S="43.4.5.", W="65.5.6.")
    play = tricks(("N", "SA H3 S3 S5"), ("E", "D3 S4 D6 D2"), ("W", "S6 SK S2 D5"))
    analysis = analyse_play(play, position, trump="H", declarer="S")
    assert analysis.first_trick == 10 and analysis.winners == ["E", "W", "N"]
    assert [(r.trick, r.seat) for r in analysis.revokes] == [(1, "E"), (2, "S")]
    assert {(r.law, r.transfer, r.established, r.equity) for r in analysis.revokes} == {
        ("64B7", 0, True, True)
    }
    assert analysis.transfer == 0
    alone = analyse_play(play[:1] + [Trick("E", ("D3", "D5", "D6", "D2"))], position, trump="H", declarer="S")
    assert [(r.seat, r.law, r.transfer) for r in alone.revokes] == [("E", "64A1", 2)]  # East alone: 2 tricks
