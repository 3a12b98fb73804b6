"""Law 77 scores, Law 78 IMPs and matchpoints, Law 2 boards and Law 12C1(c) weighted scores."""

from __future__ import annotations

from fractions import Fraction

import pytest
from endplay import types as endplay_types

from bridgelaws.bridge.adjust import exact, parse_weight, weighted_score
from bridgelaws.bridge.board import board_info, is_vulnerable, parse_vulnerability
from bridgelaws.bridge.errors import BridgeError
from bridgelaws.bridge.imps import imps, matchpoints
from bridgelaws.bridge.score import contract_name, parse_contract, result_name, score
from bridgelaws.bridge.types import Contract, Denom, Penalty, Vul
from published import IMP_SCALE, LAW_2


@pytest.mark.parametrize(
    ("written", "tricks", "vulnerable", "expected"),
    [
        ("4SX", 10, True, 790),
        ("3NT", 9, False, 400),
        ("7NTXX", 13, True, 2980),
        ("1NTX", 6, False, -100),
        ("4HX", 7, False, -500),
        ("4HX", 6, False, -800),
        ("4HX", 5, False, -1100),
        ("4HX", 6, True, -1100),
        ("2HX", 8, False, 470),
        ("1CXX", 7, False, 230),
        ("6S", 12, False, 980),
        ("6NT", 13, True, 1470),
        ("4S", 11, False, 450),
        ("1NTX", 8, True, 380),
        ("3DXX", 8, False, -200),
        ("3DXX", 7, False, -600),
    ],
)
def test_known_law_77_scores(written, tricks, vulnerable, expected):
    contract, _ = parse_contract(written)
    assert score(contract, tricks, vulnerable).points == expected


def test_working_adds_up_and_names_the_premiums():
    made = score(parse_contract("4SX")[0], 11, True)
    assert sum(points for _, points in made.working) == made.points == 990
    assert [item.split(":")[0] for item, _ in made.working] == [
        "trick score",
        "game premium, vulnerable",
        "premium for making a doubled contract",
        "overtricks",
    ]
    down = score(parse_contract("4HX")[0], 6, False)
    assert down.working == [("4 undertricks, doubled, not vulnerable: 100 + 200 + 200 + 300", -800)]


def test_scores_agree_with_endplay_for_every_contract_and_result():
    """endplay's own scoring is an independent implementation of the same table."""
    north = endplay_types.Player.north
    for level in range(1, 8):
        for denom in Denom:
            for penalty in Penalty:
                contract = Contract(level=level, denom=denom, penalty=penalty, declarer="N")
                for tricks in range(14):
                    theirs = endplay_types.Contract(
                        level=level,
                        denom=endplay_types.Denom[denom.name],
                        penalty=endplay_types.Penalty[penalty.name],
                        declarer=north,
                        result=tricks - level - 6,
                    )
                    for vul in Vul:
                        expected = theirs.score(endplay_types.Vul[vul.name])
                        assert score(contract, tricks, is_vulnerable(vul, "N")).points == expected, (
                            contract_name(contract),
                            tricks,
                            vul.name,
                        )


@pytest.mark.parametrize("kind", [Denom, Penalty, Vul])
def test_own_types_are_numbered_as_endplays(kind):
    """dd.py hands them to endplay and DDS by number."""
    theirs = getattr(endplay_types, kind.__name__)
    assert [(m.name, m.value) for m in kind] == [(m.name, m.value) for m in theirs]


@pytest.mark.parametrize(
    ("written", "name", "tricks"),
    [
        ("4SX=", "4SX", 10),
        ("4♠X+1", "4SX", 11),
        ("3NT-2", "3NT", 7),
        ("3BA-2", "3NT", 7),
        ("2ΧΑ=", "2NT", 8),
        ("1БК+1", "1NT", 8),
        ("7ntxx", "7NTXX", None),
        ("3N", "3NT", None),
        ("Pass", "Pass", None),
    ],
)
def test_contracts_written_with_or_without_their_result(written, name, tricks):
    contract, taken = parse_contract(written)
    assert (contract_name(contract), taken) == (name, tricks)


@pytest.mark.parametrize(
    ("written", "message"),
    [
        ("8NT", "level of a contract goes from 1 to 7"),
        ("4S+4", "means 14 tricks"),
        ("4Z", "invalid contract"),
    ],
)
def test_bad_contracts(written, message):
    with pytest.raises(BridgeError, match=message):
        parse_contract(written)


def test_result_name():
    assert result_name(parse_contract("3NT")[0], 7) == "3NT-2"
    assert result_name(parse_contract("4SX")[0], 10) == "4SX="


@pytest.mark.parametrize(("low", "high", "won"), IMP_SCALE)
def test_imp_table_boundaries(low, high, won):
    assert imps(low) == imps(high) == won
    assert imps(-low) == imps(-high) == -won


def test_imps_between_steps_take_the_step_below():
    assert imps(15) == 0 and imps(Fraction(85, 2)) == 1 and imps(-4999) == -24


def test_matchpoints_two_per_score_beaten_one_per_tie():
    result = matchpoints(420, [420, 450, -50, 400])
    assert (result["matchpoints"], result["top"], result["beaten"], result["equal"]) == (5, 8, 2, 1)
    assert result["percent"] == 62.5
    assert matchpoints(-100, [-50, -200])["matchpoints"] == 2


@pytest.mark.parametrize("number", range(1, 33))
def test_board_dealer_and_vulnerability(number):
    dealer, vulnerable = LAW_2[(number - 1) % 16 + 1]
    assert board_info(number) == {"board": number, "dealer": dealer, "vulnerable": vulnerable}


def test_boards_and_vulnerable_sides_agree_with_endplay():
    names = {endplay_types.Vul.none: "none", endplay_types.Vul.ns: "ns", endplay_types.Vul.ew: "ew",
             endplay_types.Vul.both: "all"}  # fmt: skip
    for number in range(1, 65):
        theirs = endplay_types.Player.from_board(number).abbr, names[endplay_types.Vul.from_board(number)]
        assert (board_info(number)["dealer"], board_info(number)["vulnerable"]) == theirs
    for vul in Vul:
        for seat in "NESW":
            theirs = endplay_types.Player.find(seat).is_vul(endplay_types.Vul[vul.name])
            assert is_vulnerable(vul, seat) == theirs, (vul.name, seat)


def test_bad_board_and_vulnerability():
    with pytest.raises(BridgeError, match="numbered from 1"):
        board_info(0)
    with pytest.raises(BridgeError, match="expected none, ns, ew or all"):
        parse_vulnerability("some")
    assert parse_vulnerability("N-S") == Vul.ns and parse_vulnerability("both") == Vul.both


def test_weighted_score_for_pairs():
    result = weighted_score(["60% 4S= N", "40% 4S-1 N"], Vul.none)
    assert [o["ns_score"] for o in result["outcomes"]] == [420, -50]
    assert result["weighted_score"] == "232"
    assert result["working"][-1] == "weighted score for N/S: 232"


def test_weighted_score_from_east_west_and_fractions():
    result = weighted_score(["1/3 3NT= W", "2/3 3NTX-1 W"], Vul.ew)
    assert [o["ns_score"] for o in result["outcomes"]] == [-600, 200]
    assert result["weighted_score"] == "-200/3" and result["weighted_score_value"] == -66.67


def test_weighted_imps_for_teams():
    result = weighted_score(["60% 4S= N", "40% 4S-1 N"], Vul.none, other="4S= S")
    assert [o["imps"] for o in result["outcomes"]] == [0, -10]
    assert result["weighted_imps"] == "-4"
    result = weighted_score(["70% 4HX-1 E", "30% 4S-1 N"], Vul.both, "-100")
    assert [o["ns_score"] for o in result["outcomes"]] == [200, -100]
    assert [o["imps"] for o in result["outcomes"]] == [7, 0]
    assert result["weighted_imps"] == "4.9"


def test_weighted_matchpoints_for_pairs_against_a_field():
    """12C1(c) in pairs: each outcome matchpointed against the other tables (78A), then weighted.
    +420 beats 170 and −50 and ties two 420s (6 of 10); −50 ties one (1 of 10): 0.6 × 6 + 0.4 × 1 = 4."""
    field = ["420", "4S= N", "-50", "170", "+450"]
    result = weighted_score(["60% 4S= N", "40% 4S-1 N"], Vul.none, field=field)
    assert result["field"] == [420, 420, -50, 170, 450] and result["top"] == 10
    assert [o["matchpoints"] for o in result["outcomes"]] == [6, 1]
    assert (result["weighted_matchpoints"], result["weighted_percent"]) == ("4", 40.0)
    assert result["working"][-1] == "weighted matchpoints for N/S: 4 of 10 (40%)"
    # Never the average of the points matchpointed: against 420 450 200 100 −50, +232 would beat three
    # scores (6 of 10); the outcomes give 0.6 × 7 (+420 beats three, ties one) + 0.4 × 1 (−50 ties one) = 4.6.
    spread = weighted_score(["60% 4S= N", "40% 4S-1 N"], Vul.none, field=[420, 450, 200, 100, -50])
    assert spread["weighted_score"] == "232" and spread["weighted_matchpoints"] == "4.6"
    passed = weighted_score(["1/3 3NT= S", "2/3 Pass"], Vul.none, field=[400, 0])  # a table passed out
    assert [o["matchpoints"] for o in passed["outcomes"]] == [3, 1] and passed[
        "weighted_matchpoints"
    ] == "5/3"
    with pytest.raises(BridgeError, match="no field"):
        weighted_score(["100% 4S= N"], Vul.none, field=[])
    with pytest.raises(BridgeError, match="invalid score of the field 'xx'"):
        weighted_score(["100% 4S= N"], Vul.none, field=["xx"])


@pytest.mark.parametrize(
    ("outcomes", "message"),
    [
        (["60% 4S= N", "30% 4S-1 N"], "add up to 90%"),
        (["60% 4S N", "40% 4S-1 N"], "write the result with the contract"),
        (["60% 4S=", "40% 4S-1 N"], "expected a contract with its result and declarer"),
        (["abc 4S= N"], "invalid weight"),
        (["60%"], "expected a weight and a result"),
        ([], "no outcomes"),
    ],
)
def test_bad_outcomes(outcomes, message):
    with pytest.raises(BridgeError, match=message):
        weighted_score(outcomes, Vul.none)


def test_exact_numbers():
    assert [exact(Fraction(x)) for x in ("1/3", "5/2", "-1/1024", "232")] == [
        "1/3",
        "2.5",
        "-0.0009765625",
        "232",
    ]
    assert parse_weight("33.3%") == Fraction(333, 1000)
