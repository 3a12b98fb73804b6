"""The calculators on the command line: JSON answers, and one-line errors with exit code 2."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from bridgelaws.cli import app

runner = CliRunner()
EX33 = "N:JT8.9.QJT6.AJ854 972.AKQ3.972.KQ7 Q6543.J842.AK4.6 AK.T765.853.T932"


def answer(*args: str) -> dict:
    result = runner.invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def refused(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output and result.stdout == ""
    return " ".join(result.stderr.split())


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["4SX", "10", "--vulnerable"], 790),
        (["3NT", "9"], 400),
        (["7NTXX", "13", "-v"], 2980),
        (["4SX="], 590),
        (["4SX+1"], 690),
        (["3NT-2"], -100),
        (["1NTX-1"], -100),
    ],
)
def test_score(args, expected):
    assert answer("score", *args)["score"] == expected


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["score", "8NT", "7"], "the level of a contract goes from 1 to 7"),
        (["score", "4S", "14"], "expected 0 to 13"),
        (["score", "4S"], "give the tricks taken"),
        (["score", "4S=", "10"], "omit TRICKS"),
        (["board", "0"], "boards are numbered from 1"),
        (["imps", "ten"], "expected a whole number"),
        (["hand", "♠ AKQJT98765432 ♥ 2"], "the hand has 14 cards; expected 13"),
        (["hand", "--lang", "pl", "♠ AKA"], "duplicate card ♠A"),
        (["hand", "--lang", "xx", "AKQ..."], "unknown notation 'xx'"),
        (["deal", "N:AKQ"], "expected four hands"),
        (["adjust", "60% 4S= N", "--vul", "none"], "they must add up to 100%"),
        (["adjust", "100% 4S= N"], "give the vulnerability"),
        (["dd", EX33, "--leader", "N"], "--leader and --trump go together"),
        (["auction", "1NT"], "give the dealer"),
    ],
)
def test_bad_input_is_a_one_line_error(args, message):
    assert message in refused(*args)


def test_imps_and_matchpoints_take_negative_numbers():
    assert answer("imps", "-130") == {"diff": -130, "imps": -4}
    assert answer("imps", "4000")["imps"] == 24
    result = answer("matchpoints", "-100", "--field", "-50,-200,-100")
    assert (result["matchpoints"], result["top"]) == (3, 6)


def test_board():
    assert answer("board", "7") == {"board": 7, "dealer": "S", "vulnerable": "all"}


def test_adjust_pairs_and_teams():
    assert answer("adjust", "60% 4S= N", "40% 4S-1 N", "--vul", "none")["weighted_score"] == "232"
    teams = answer("adjust", "60% 4S= N", "40% 4S-1 N", "--board", "1", "--other", "4S= S")
    assert teams["weighted_imps"] == "-4" and teams["vulnerable"] == "none"
    pairs = answer("adjust", "60% 4S= N", "40% 4S-1 N", "--vul", "none", "--field", "420, 4S= N,-50,170,+450")
    assert (pairs["weighted_matchpoints"], pairs["top"]) == ("4", 10)


def test_dd_table_par_and_position():
    assert answer("dd", EX33)["N"] == {"S": 8, "H": 6, "D": 8, "C": 7, "NT": 6}
    with_par = answer("dd", EX33, "--par")
    assert with_par["par"] == {
        "dealer": "N",
        "vulnerable": "none",
        "score": 100,
        "contracts": ["2NTX-1 E", "2NTX-1 W"],
    }
    assert with_par["W"]["NT"] == 7
    assert answer("dd", EX33, "--par", "--dealer", "E", "--vul", "ew")["par"]["dealer"] == "E"
    position = answer("dd", "N:64.82.J2. .KJ5.986. QJ2..KQ5. 873.63.7.", "--leader", "N", "--trump", "D")
    assert position["tricks"] == {"NS": 5, "EW": 1}


def test_hand_in_polish():
    assert answer("hand", "--lang", "pl", "♠ K875 ♥ 843 ♦ 7 ♣ DW843") == {
        "hand": "K875.843.7.QJ843",
        "cards": 13,
        "suits": {"S": "K875", "H": "843", "D": "7", "C": "QJ843"},
    }
    assert answer("hand", "--partial", "--to", "ru", "AQJ.T..")["written"] == "♠ ТДВ ♥ 10 ♦ — ♣ —"


def test_deal_from_pbn_and_from_four_polish_hands():
    assert answer("deal", EX33)["pbn"] == EX33
    hands = [
        "♠ W108 ♥ 9 ♦ DW106 ♣ AW854",
        "♠ 972 ♥ AKD3 ♦ 972 ♣ KD7",
        "♠ D6543 ♥ W842 ♦ AK4 ♣ 6",
        "♠ AK ♥ 10765 ♦ 853 ♣ 10932",
    ]
    result = answer("deal", "--lang", "pl", *hands)
    assert result["pbn"] == EX33 and result["handviewer"].startswith(
        "https://www.bridgebase.com/tools/handviewer.html?"
    )
    duplicate = refused("deal", EX33.replace("AK.T765", "AQ.T765"))
    assert "duplicate card ♠Q (also in South's hand)" in duplicate


def test_auction():
    result = answer("auction", "--dealer", "N", "Pass 1C 2C* 1NT!/2NT Pass Pass Pass")
    assert (result["contract"], result["declarer"]) == ("2NT", "W")
    assert result["insufficient_bids"][0]["lowest_sufficient"] == "2NT"
    polish = answer("auction", "--lang", "pl", "W\tN\tE\tS\n-\tpas\t1♣\t2♣*\n1BA/2BA\tpas\tpas\tpas")
    assert polish["dealer"] == "N" and polish["written"] == "pas 1♣ 2♣* 1BA 2BA pas pas pas"


def test_people_get_readable_output():
    result = runner.invoke(app, ["score", "4SX", "10", "-v"])
    assert result.exit_code == 0 and "+790" in result.stdout and "game premium" in result.stdout
