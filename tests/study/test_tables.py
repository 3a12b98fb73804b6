"""The calculators' tables: every entry against the engine, and the engine against independent sources
(endplay's scorer for Law 77, the published Law 78B scale, the Law 2 board pattern)."""

from __future__ import annotations

import re
from itertools import product

import pytest
from endplay import types as endplay_types

from bridgelaws.bridge.adjust import weighted_score
from bridgelaws.bridge.board import board_info, parse_vulnerability
from bridgelaws.bridge.imps import imps, matchpoints
from bridgelaws.bridge.revoke import DRAWN, EQUITY, rectification
from bridgelaws.bridge.score import parse_contract, score
from bridgelaws.i18n import LANGS
from bridgelaws.i18n.terms import symbols
from bridgelaws.study import tables
from bridgelaws.study.working import RULES, Untranslated, translate
from published import IMP_SCALE, LAW_2

SCORE = tables.score_table()


def test_the_score_table_holds_every_contract_and_result():
    assert len(SCORE["contracts"]) == 7 * 5 * 3
    assert all(len(row[vul]) == 14 for row in SCORE["contracts"].values() for vul in ("nv", "v"))


def test_every_score_is_the_engines_and_endplays():
    """2,940 entries: the engine's score and working, and endplay's independent scorer."""
    labels = SCORE["labels"]["en"]
    checked = 0
    for name, row in SCORE["contracts"].items():
        contract, _ = parse_contract(name)
        for key, vulnerable in (("nv", False), ("v", True)):
            for tricks, (points, items) in enumerate(row[key]):
                ours = score(contract, tricks, vulnerable)
                assert points == ours.points and [(labels[i], p) for i, p in items] == ours.working
                theirs = endplay_types.Contract(
                    level=contract.level,
                    denom=endplay_types.Denom[contract.denom.name],
                    penalty=endplay_types.Penalty[contract.penalty.name],
                    declarer=endplay_types.Player.north,
                    result=tricks - contract.level - 6,
                )
                assert points == theirs.score(endplay_types.Vul.ns if vulnerable else endplay_types.Vul.none)
                assert sum(p for _, p in items) == points
                checked += 1
    assert checked == 2940


def engine_lines() -> list[str]:
    """Every line of working the engine writes for the calculators and the drills, as it writes it."""
    lines: dict[str, None] = {label: None for label, _ in score(parse_contract("Pass")[0], 0, False).working}
    for contract in tables.contracts():
        for tricks, vulnerable in product(range(14), (False, True)):
            lines.update((label, None) for label, _ in score(contract, tricks, vulnerable).working)
    for role, winner, flags, drawn in tables.revoke_cases():
        ruling = tables.revoke_ruling(role, winner, flags, drawn)
        lines.update({ruling.why: None} | {line: None for line in ruling.working})
    unrecorded = rectification("W", ["W", None], "S")  # a later trick's winner not recorded (64A open)
    lines.update({line: None for line in unrecorded.working})
    for field in (None, [420, 450, -50, 0]):
        for outcomes in (["60% 4S= N", "40% 4S-1 N"], ["1/3 3NTX-2 W", "1/3 Pass", "1/3 +100"]):
            result = weighted_score(outcomes, parse_vulnerability("ew"), None, field)
            lines.update((line, None) for line in result["working"])
    for other in (None, "4S= S", "+420"):
        for outcomes in (["60% 4S= N", "40% 4S-1 N"], ["1/3 3NTX-2 W", "1/3 Pass", "1/3 +100"]):
            lines.update(
                (line, None) for line in weighted_score(outcomes, parse_vulnerability("ew"), other)["working"]
            )
    return list(lines)


LINES = engine_lines()
ENGLISH = (
    "trick score",
    "premium",
    "undertrick",
    "overtrick",
    "vulnerable",
    "doubled",
    "revoke",
    "trick",
    "IMPs",
)


def test_every_line_of_the_working_is_translated_in_every_language():
    """The catalogue's English is the engine's, line for line; every other language reads as itself."""
    assert len(LINES) > 100
    assert [translate(line, "en") for line in LINES] == [symbols(line) for line in LINES]
    for lang in LANGS[1:]:
        for line in LINES:
            translated = translate(line, lang)
            assert not any(word in translated for word in ENGLISH), (lang, line, translated)
            assert "NT" not in translated, (lang, translated)


def test_every_pattern_is_used_by_the_engine():
    """No pattern for a wording the engine no longer writes: each reads a line it writes."""
    for pattern, _ in RULES:
        assert any(pattern.match(line) for line in LINES), pattern.pattern


def test_the_working_reads_as_each_language_writes_it():
    labels = SCORE["labels"]
    assert "zapis za lewy: 4 × 30, z kontrą" in labels["pl"]
    assert "3 wpadki, z kontrą, przed partią: 100 + 200 + 200" in labels["pl"]
    assert "5 wpadek, bez kontry, po partii: 100 + 100 + 100 + 100 + 100" in labels["pl"]
    assert "1 wpadka, bez kontry, przed partią: 50" in labels["pl"]
    assert "без 3, с контрой, до зоны: 100 + 200 + 200" in labels["ru"]
    assert "μέσα 3, κοντρέ, στην πρώτη μανς: 100 + 200 + 200" in labels["el"]


def test_an_unknown_wording_is_refused():
    for lang in LANGS:
        with pytest.raises(Untranslated, match="add a pattern"):
            translate("a brand new premium", lang)


def test_the_imp_scale_is_the_published_one():
    rows = tables.imp_scale()
    assert [(low, won) for low, won in rows] == [(low, won) for low, _, won in IMP_SCALE]
    for low, high, won in IMP_SCALE:
        for difference in range(low, high + 1, 10):
            assert imps(difference) == won
    for i, (low, won) in enumerate(rows):  # every row against the engine, at both ends
        high = rows[i + 1][0] - 1 if i + 1 < len(rows) else tables.IMP_LIMIT
        assert imps(low) == imps(high) == won and imps(-high) == -won


def test_boards_are_the_engines_and_follow_law_2():
    table = tables.board_table()
    assert len(table) == tables.BOARDS
    names = {endplay_types.Vul.none: "none", endplay_types.Vul.ns: "ns", endplay_types.Vul.ew: "ew",
             endplay_types.Vul.both: "all"}  # fmt: skip
    for entry in table:
        number = entry["board"]
        assert entry == board_info(number)
        assert (entry["dealer"], entry["vulnerable"]) == LAW_2[(number - 1) % 16 + 1]
        assert entry["dealer"] == endplay_types.Player.from_board(number).abbr
        assert entry["vulnerable"] == names[endplay_types.Vul.from_board(number)]
    assert tables.vulnerable_seats() == {"none": [], "ns": ["N", "S"], "ew": ["E", "W"], "all": list("NESW")}


def test_matchpoint_awards():
    assert tables.matchpoint_awards() == {"beaten": 2, "equal": 1}
    assert matchpoints(420, [400, 420])["matchpoints"] == 2 * 1 + 1 * 1


def test_every_revoke_case_is_the_engines():
    """The calculator's 1,536 cases, each as the engine rules the facts described (South declares)."""
    table = tables.revoke_table()
    cases = tables.revoke_cases()
    assert len(table["cases"]) == len(cases) == 4 * 3 * 2**5 * len(DRAWN)
    for role, winner, flags, drawn in cases:
        transfer, law, reason, equity = table["cases"][tables.revoke_key(role, winner, flags, drawn)]
        seat = {"declarer": "S", "dummy": "N", "defender": "W", "penalty": "W"}[role]
        partner, opponent = {"S": ("N", "W"), "N": ("S", "E"), "W": ("E", "N")}[seat]
        won_by = {"offender": seat, "partner": partner, "opponent": opponent}[winner]
        ruling = rectification(
            seat,
            [won_by, partner if flags["later"] else opponent],
            "S",
            established=flags["established"],
            twelfth=flags["twelfth"],
            repeat=flags["repeat"],
            faced=role == "penalty",
            both_sides=flags["both"],
            drawn=drawn,
        )
        assert (transfer, law, table["reasons"]["en"][reason], equity) == (
            ruling.transfer,
            ruling.law,
            ruling.why,
            ruling.equity,
        )
        assert re.fullmatch(r"6[24][A-D]\d?", law)
        assert equity == flags["established"]  # 64C after every established revoke, never otherwise
    assert table["equity"]["en"] == EQUITY and table["equity"]["pl"].startswith("64C: jeśli strona")
    assert len(table["reasons"]["pl"]) == len(table["reasons"]["en"]) == len(set(table["reasons"]["en"]))


def _case(role, winner, drawn="play", **flags):
    facts = {"later": False, "established": True, "twelfth": False, "repeat": False, "both": False} | flags
    return tables.revoke_table()["cases"][tables.revoke_key(role, winner, facts, drawn)]


@pytest.mark.parametrize(
    ("case", "transfer", "law"),
    [
        (("defender", "offender", "play", {"later": True}), 2, "64A1"),  # won the trick and a later one
        (("defender", "offender", "play", {}), 1, "64A1"),
        (("defender", "partner", "play", {}), 1, "64A2"),  # the offending side won it
        (("defender", "opponent", "play", {"later": True}), 1, "64A2"),  # a later trick won
        (("defender", "opponent", "play", {}), 0, "64B1"),
        (("declarer", "offender", "play", {"later": True}), 2, "64A1"),
        (("defender", "offender", "play", {"later": True, "repeat": True}), 0, "64B2"),
        (("dummy", "offender", "play", {"later": True}), 0, "64B3"),  # declarer, from dummy's cards
        (("penalty", "offender", "play", {"later": True}), 0, "64B3"),  # a penalty card not played
        (("defender", "offender", "next_deal", {"later": True}), 0, "64B4"),
        (("defender", "offender", "round_end", {"later": True}), 0, "64B5"),
        (("defender", "offender", "returned", {"twelfth": True}), 0, "64B6"),
        (("defender", "offender", "play", {"later": True, "both": True}), 0, "64B7"),
        (("defender", "offender", "play", {"later": True, "established": False}), 0, "62A"),  # corrected
        (("defender", "offender", "play", {"twelfth": True}), 0, "62D1"),  # corrected though established
        (("defender", "offender", "returned", {"later": True}), 2, "64A1"),  # 64A after the hands are back
    ],
)
def test_law_64_as_a_director_reads_it(case, transfer, law):
    role, winner, drawn, flags = case
    found_transfer, found_law, reason, _ = _case(role, winner, drawn, **flags)
    assert (found_transfer, found_law) == (transfer, law)
    reasons = tables.revoke_table()["reasons"]
    assert reasons["pl"][reason] and reasons["pl"][reason] != reasons["en"][reason]
