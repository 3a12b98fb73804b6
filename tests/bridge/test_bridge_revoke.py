"""Laws 62–64 of the 2017 Laws as the engine rules them: every case of 64B, the twelfth trick (62D1)
and 64C named after every established revoke, never after one that is corrected before it is."""

from __future__ import annotations

import pytest

from bridgelaws.bridge.errors import BridgeError
from bridgelaws.bridge.revoke import DRAWN, EQUITY, rectification

# South declares; West (a defender) revokes. West won the revoke trick, East a later one.
WON_BOTH = ["W", "E"]


@pytest.mark.parametrize(
    ("seat", "winners", "facts", "transfer", "law"),
    [
        ("W", WON_BOTH, {}, 2, "64A1"),
        ("W", ["W", "N"], {}, 1, "64A1"),  # the revoke trick only
        ("W", ["S", "E"], {}, 1, "64A2"),
        ("W", ["N", "S"], {}, 0, "64B1"),
        ("W", WON_BOTH, {"repeat": True}, 0, "64B2"),  # a subsequent revoke in the same suit
        ("N", ["N", "S"], {}, 0, "64B3"),  # declarer failing to play from dummy
        ("W", WON_BOTH, {"faced": True}, 0, "64B3"),  # a penalty card not played
        ("W", WON_BOTH, {"drawn": "next_deal"}, 0, "64B4"),
        ("W", WON_BOTH, {"drawn": "round_end"}, 0, "64B5"),
        ("W", WON_BOTH, {"twelfth": True, "drawn": "returned"}, 0, "64B6"),
        ("W", WON_BOTH, {"both_sides": True}, 0, "64B7"),
        ("W", WON_BOTH, {"twelfth": True}, 0, "62D1"),  # corrected though established
        ("W", WON_BOTH, {"drawn": "returned"}, 2, "64A1"),  # hands back in the board: 64A still applies
    ],
)
def test_every_case_of_law_64(seat, winners, facts, transfer, law):
    ruling = rectification(seat, winners, "S", **facts)
    assert (ruling.transfer, ruling.law) == (transfer, law)
    assert ruling.equity and ruling.laws == [law, "64C"] and ruling.working == [ruling.why, EQUITY]


def test_64c_is_named_after_every_established_revoke_and_no_other():
    for drawn in DRAWN:
        for flags in ({}, {"repeat": True}, {"twelfth": True}, {"faced": True}, {"both_sides": True}):
            assert rectification("W", WON_BOTH, "S", drawn=drawn, **flags).equity, (drawn, flags)
    corrected = rectification("W", WON_BOTH, "S", established=False)
    assert (corrected.law, corrected.transfer, corrected.equity, corrected.laws) == ("62A", 0, False, ["62A"])


def test_a_revoke_in_dummys_cards_is_declarers_failure():
    ruling = rectification("N", ["N", "N"], "S")
    assert ruling.law == "64B3" and "declarer failed to play a card from dummy" in ruling.why
    assert "41D" in ruling.why
    # Without a known declarer the seat is an ordinary player's.
    assert rectification("N", ["N", "N"]).law == "64A1"


def test_the_twelfth_trick_is_corrected_only_while_the_hands_are_on_the_table():
    assert rectification("W", WON_BOTH, "S", twelfth=True).law == "62D1"
    for drawn in ("returned", "next_deal", "round_end"):
        assert rectification("W", WON_BOTH, "S", twelfth=True, drawn=drawn).law == "64B6"


def test_undecided_and_bad_moments():
    assert rectification("W", ["W", None], "S").transfer is None
    with pytest.raises(BridgeError, match="invalid moment 'later'"):
        rectification("W", WON_BOTH, "S", drawn="later")
