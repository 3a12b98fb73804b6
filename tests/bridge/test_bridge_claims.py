"""Executable examples: validation of their data and the checking of their `expect:` claims."""

from __future__ import annotations

import json
from pathlib import Path

import yaml

from bridgelaws.bridge.auction import next_seat
from bridgelaws.bridge.cards import RANKS
from bridgelaws.bridge.claims import run_example, validate_example
from bridgelaws.bridge.claimshapes import EXPECT_KEYS
from bridgelaws.bridge.score import parse_contract, score

EX46 = Path(__file__).resolve().parents[2] / "content" / "wasiak-2019" / "examples" / "ex-46.yaml"


def test_example_33_all_claims_hold(ex33):
    ex33["expect"] = {
        "contract": "2NT",
        "declarer": "W",
        "passed_out": False,
        "insufficient_bids": [{"call": "1NT", "lowest_sufficient": "2NT", "seat": "W"}],
        "out_of_rotation": [],
        "dd": [{"declarer": "N", "strain": "S", "tricks": 8}, {"declarer": "W", "strain": "NT", "tricks": 7}],
        "par": {"score": 100, "contracts": ["2NTX-1 W", "2NTX-1 E"]},
        "score": {"contract": "2NT-2", "declarer": "W", "score": -100},
        "imps": {"scores": [-100, 110], "imps": -5},
        "card_counts": {"N": 13, "E": 13, "S": 13, "W": 13},
        "valid_deal": True,
    }
    assert validate_example(ex33) == []
    run = run_example(ex33)
    assert run.failures == [] and run.ok
    assert {c["claim"] for c in run.results["claims"]} == set(ex33["expect"])
    assert run.results["deal"]["dd"]["W"]["NT"] == 7
    assert run.results["deal"]["par"]["score"] == 100
    assert run.results["auction"]["contract"] == "2NT"
    json.dumps(run.results)


def test_a_wrong_claim_fails_with_what_was_found(ex33):
    ex33["expect"] = {"dd": [{"declarer": "W", "strain": "NT", "tricks": 6}], "contract": "3NT"}
    run = run_example(ex33)
    assert not run.ok
    assert run.failures == [
        'dd: expected [{"declarer": "W", "strain": "NT", "tricks": 6}], '
        'found [{"declarer": "W", "strain": "NT", "tricks": 7}]',
        'contract: expected "3NT", found "2NT"',
    ]


def test_calls_found_are_reported_in_the_order_the_claim_names_their_keys(ex33):
    """So that the JSON of a run does not change from one process to the next."""
    ex33["expect"] = {"insufficient_bids": [{"seat": "W", "lowest_sufficient": "2NT", "call": "1NT"}]}
    (checked,) = run_example(ex33).results["claims"]
    assert [list(item) for item in checked["actual"]] == [["seat", "lowest_sufficient", "call"]]


def test_duplicate_card_is_located_in_the_data(ex33):
    ex33["deal"]["hands"]["E"]["D"] = "Q72"  # North holds the ♦Q; East's ♦9 is lost
    assert validate_example(ex33) == [
        (("deal", "hands", "E", "D"), "duplicate card ♦Q (also in North's hand)")
    ]
    run = run_example(ex33)
    assert run.failures == ["deal.hands.E.D: duplicate card ♦Q (also in North's hand)"]
    assert "dd" not in run.results["deal"]


def test_claims_are_validated(ex33):
    ex33["expect"] = {
        "contracts": "2NT",
        "dd": [{"declarer": "W", "strain": "NT"}],
        "score": {"contract": "4S", "score": 420},
        "revoke_transfer": -1,
        "insufficient_bids": [{"call": "1NT", "lowest": "2NT"}],
    }
    paths = [path for path, _ in validate_example(ex33)]
    assert paths == [
        ("expect", "contracts"),
        ("expect", "dd", 0, "tricks"),
        ("expect", "score"),
        ("expect", "revoke_transfer"),
        ("expect", "insufficient_bids", 0, "lowest"),
    ]
    assert "unknown claim 'contracts'" in validate_example(ex33)[0][1]
    assert len(EXPECT_KEYS) == 13


def test_law_13_deal_declared_irregular(law13_hands):
    data = {
        "deal": {
            "kind": "full",
            "irregular": "East holds West's ♠A",
            "hands": law13_hands,
            "marked": {"E": ["SA"]},
        },
        "expect": {"card_counts": {"N": 13, "E": 14, "S": 13, "W": 12}, "valid_deal": False},
    }
    assert validate_example(data) == []
    run = run_example(data)
    assert run.ok, run.failures
    assert run.results["deal"]["valid"] is False
    assert run.results["deal"]["problems"] == [
        "East has 14 cards; a full deal has 13 in each hand",
        "West has 12 cards; a full deal has 13 in each hand",
    ]


def test_example_4_position_with_a_revoke(ex4_hands):
    data = {
        "deal": {"kind": "position", "hands": ex4_hands},
        "play": [
            {"leader": "N", "cards": ["DJ", "H5", "D5", "D7"]},
            {"leader": "N", "cards": ["D2", "D6", "DK", "S3"]},
            {"leader": "S", "cards": ["DQ", "S7", "S4", "D8"]},
            {"leader": "S", "cards": ["SQ", "S8", "S6", "D9"]},
        ],
        "expect": {
            "score": {"contract": "5D", "tricks": 11, "declarer": "S", "vulnerable": False, "score": 400},
            "revokes": [{"seat": "E", "trick": 1}],
            "revoke_transfer": 1,
            "dd": [{"declarer": "S", "strain": "D", "leader": "N", "tricks": 5}],
        },
    }
    run = run_example(data)
    assert run.ok, run.failures
    assert run.results["deal"]["position"]["tricks"] == {"NS": 5, "EW": 1}
    assert run.results["play"]["revokes"][0]["law"] == "64A2"
    json.dumps(run.results)


def _lowest_cards_play(
    hands: dict[str, dict[str, str]], leader: str, revoke: str | None = None
) -> list[dict]:
    """Thirteen tricks in which everyone plays the lowest card that follows suit (no trumps);
    `revoke` fails to follow to the first trick when it can."""
    held = {seat: [s + r for s in "SHDC" for r in hand[s]] for seat, hand in hands.items()}
    tricks = []
    for number in range(13):
        cards, seat = [], leader
        for _ in range(4):
            led = cards[0][0] if cards else None
            legal = [c for c in held[seat] if c[0] == led] or held[seat]
            if number == 0 and seat == revoke:
                legal = [c for c in held[seat] if c[0] != led]
            card = max(legal, key=lambda c: RANKS.index(c[1]))
            held[seat].remove(card)
            cards.append(card)
            seat = next_seat(seat)
        tricks.append({"leader": leader, "cards": cards})
        best = max(range(4), key=lambda i: (cards[i][0] == cards[0][0], -RANKS.index(cards[i][1])))
        leader = next_seat(leader, best)
    return tricks


def test_score_from_a_complete_play(ex33):
    ex33["play"] = _lowest_cards_play(ex33["deal"]["hands"], "N")
    run = run_example(ex33)
    assert run.ok, run.failures
    outcome = run.results["score"]
    won = run.results["play"]["won"]["EW"]
    assert (outcome["contract"], outcome["declarer"], outcome["tricks"]) == ("2NT", "W", won)
    assert outcome["score"] == score(parse_contract("2NT")[0], won, False).points
    assert run.results["play"]["problems"] == [] and "after_revoke_transfer" not in outcome


def test_score_after_a_revoke_by_a_defender(ex33):
    ex33["play"] = _lowest_cards_play(ex33["deal"]["hands"], "N", revoke="S")
    ex33["expect"] = {"revokes": [{"seat": "S", "trick": 1}]}
    run = run_example(ex33)
    assert run.ok, run.failures
    (revoke,) = run.results["play"]["revokes"]
    assert revoke["established"] and revoke["transfer"] >= 1
    outcome = run.results["score"]
    after = outcome["after_revoke_transfer"]
    assert after["tricks"] == outcome["tricks"] + revoke["transfer"]
    assert after["score"] == score(parse_contract("2NT")[0], after["tricks"], False).points


def test_claims_that_the_data_cannot_decide():
    data = {
        "auction": {"dealer": "N", "calls": ["1H", "Pass"]},
        "expect": {"contract": "1H", "dd": [{"declarer": "N", "strain": "H", "tricks": 7}]},
    }
    run = run_example(data)
    assert run.failures == [
        "contract: cannot be checked: the auction has not ended",
        "dd: cannot be checked: the example has no valid deal",
    ]


def test_auction_claims_on_an_auction_alone():
    data = {
        "auction": {"dealer": "E", "calls": ["Pass", {"call": "1S", "seat": "N"}, "Pass", "Pass", "Pass"]},
        "expect": {"out_of_rotation": [{"call": "1S", "seat": "N", "expected": "S"}], "contract": "1S"},
    }
    assert run_example(data).ok
    passed = {
        "auction": {"dealer": "N", "calls": ["Pass"] * 4},
        "expect": {"passed_out": True, "contract": "Pass"},
    }
    assert run_example(passed).ok


def test_an_auction_dealer_that_contradicts_the_deal(ex33):
    ex33["auction"]["dealer"] = "E"
    assert validate_example(ex33)[0] == (
        ("auction", "dealer"),
        "the auction's dealer E is not the deal's dealer N",
    )


def test_double_dummy_claims_need_named_cards(ex33):
    ex33["deal"]["hands"]["S"]["S"] = "Q65xx"
    ex33["expect"] = {"dd": [{"declarer": "N", "strain": "S", "tricks": 8}], "valid_deal": True}
    run = run_example(ex33)
    assert run.failures == [
        "dd: cannot be checked: double dummy analysis needs four hands with the same number of cards, "
        "no unspecified small cards (x) and no duplicates"
    ]


def test_single_suit_layout_of_example_46_is_carried_into_the_results():
    """Wasiak's slide 46 (Law 64): one suit, not named; the results show it seat by seat as the data does."""
    data = yaml.load(EX46.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    assert data["deal"]["kind"] == "suit" and "suit" not in data["deal"]
    run = run_example(data)
    assert run.ok, run.failures
    deal = run.results["deal"]
    assert (deal["kind"], deal["suit"], deal["hands"]) == ("suit", None, data["deal"]["hands"])
    assert deal["counts"] == {seat: len(ranks) for seat, ranks in data["deal"]["hands"].items()}
    data["deal"]["suit"] = "D"
    deal = run_example(data).results["deal"]
    assert (deal["suit"], deal["hands"]) == ("D", data["deal"]["hands"])
