"""The engine's drills: reproducible, different from one another, and answered as the engine answers
when each question is asked again from its own data; `bridgelaws drill` gives the same."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from typer.testing import CliRunner

from bridgelaws.bridge.adjust import weighted_score
from bridgelaws.bridge.auction import analyse_auction, lowest_sufficient
from bridgelaws.bridge.board import board_info, parse_vulnerability
from bridgelaws.bridge.calls import parse_call
from bridgelaws.bridge.imps import imps, matchpoints
from bridgelaws.bridge.revoke import EQUITY, rectification
from bridgelaws.bridge.score import parse_contract, score
from bridgelaws.cli import app
from bridgelaws.cli.study import KINDS as CLI_KINDS
from bridgelaws.cli.study import MAX_COUNT as CLI_MAX_COUNT
from bridgelaws.i18n import LANGS, words
from bridgelaws.study import drills
from bridgelaws.study.drill import REVIEW
from bridgelaws.study.tables import BOARDS

ALL = {kind: drills.generate(kind) for kind in drills.KINDS}


def test_every_kind_gives_a_few_hundred_different_drills():
    assert tuple(drills.KINDS) == CLI_KINDS
    for kind, made in ALL.items():
        assert len(made) == (BOARDS if kind == "board" else drills.DEFAULT_COUNT), kind
        assert len({d.id for d in made}) == len(made)
        assert all(d.id.startswith(f"{kind}-") and d.laws for d in made)


def test_the_same_seed_gives_the_same_drills():
    for kind in drills.KINDS:
        again = drills.generate(kind, 20)
        assert [d.as_json() for d in again] == [d.as_json() for d in ALL[kind][:20]]
        assert [d.id for d in drills.generate(kind, 20, seed=7)] != [d.id for d in again]


# English words that must not stand in another language's drill (the catalogue's English showing
# through where a translation is missing), and each language's notrump.
ENGLISH = (" tricks", " vulnerable", "declarer", "NT", " the ", " by ", " of ")
NOTRUMP = {"pl": "BA", "el": "ΧΑ", "ru": "БК"}


def test_every_text_is_in_every_language():
    for made in ALL.values():
        for drill in made:
            for texts in (drill.question, drill.working):
                assert set(texts) == set(LANGS) and all(texts[lang] for lang in LANGS)
            for answer in drill.answers:
                assert set(answer.label) == set(LANGS)
            for lang in LANGS[1:]:
                text = " ".join(
                    drill.question[lang] + drill.working[lang] + [a.label[lang] for a in drill.answers]
                )
                assert not any(word in text for word in ENGLISH), (lang, text)
                assert text != " ".join(drill.question["en"] + drill.working["en"]), (lang, text)
                if "NT" in " ".join(drill.question["en"] + drill.working["en"]):
                    assert NOTRUMP[lang] in text, (lang, text)


def test_plural_forms_follow_each_language():
    """1 lewa, 2 lewy, 5 lew; 1 взятка, 2 взятки, 5 взяток; 21 взятка, 12 lew."""

    def tricks(lang: str, n: int) -> str:
        return words(lang, "js")._n("{n} trick", "{n} tricks", n)

    assert [tricks("pl", n) for n in (1, 2, 5, 12, 22)] == ["1 lewa", "2 lewy", "5 lew", "12 lew", "22 lewy"]
    assert [tricks("ru", n) for n in (1, 2, 5, 11, 21)] == [
        "1 взятка",
        "2 взятки",
        "5 взяток",
        "11 взяток",
        "21 взятка",
    ]
    assert [tricks("el", n) for n in (1, 2)] == ["1 λεβέ", "2 λεβέ"]
    assert [tricks("en", n) for n in (1, 2)] == ["1 trick", "2 tricks"]


def _value(drill: drills.Drill, name: str):
    return next(a.value for a in drill.answers if a.name == name)


def test_score_drills():
    for drill in ALL["score"]:
        if drill.params.get("passed_out"):
            continue
        contract, tricks = parse_contract(drill.params["contract"])
        assert tricks == drill.params["tricks"]
        assert _value(drill, "score") == score(contract, tricks, drill.params["vulnerable"]).points


def test_imp_drills():
    passed_out = 0
    for drill in ALL["imps"]:
        if "difference" in drill.params:
            assert _value(drill, "imps") == imps(drill.params["difference"])
            continue
        vul = parse_vulnerability(drill.params["vul"])
        (first, d1), (second, d2) = drill.params["tables"]
        ours = weighted_score([f"100% {first} {d1}"], vul)["outcomes"][0]["ns_score"]
        theirs = weighted_score([f"100% {second} {d2 or ''}".strip()], vul)["outcomes"][0]["ns_score"]
        assert _value(drill, "imps") == imps(ours - theirs)
        if second == "Pass":  # the other table passed the board out: N/S 0 there (Laws 22B, 77)
            passed_out += 1
            assert theirs == 0 and {"22B", "77"} <= set(drill.laws)
            assert "passed out" in drill.question["en"][1] and "przepasowane" in drill.question["pl"][1]
    assert passed_out >= 3


def test_matchpoint_drills():
    passed_out = 0
    for drill in ALL["matchpoints"]:
        scores, pair = drill.params["scores"], drill.params["pair"]
        others = scores[:pair] + scores[pair + 1 :]
        assert _value(drill, "matchpoints") == matchpoints(scores[pair], others)["matchpoints"]
        assert f"(top {2 * len(others)})" in drill.question["en"][-1]
        if 0 in scores:
            passed_out += 1
            assert "77" in drill.laws and "passed the board out" in " ".join(drill.question["en"])
    assert passed_out >= 5


def test_weighted_drills_for_pairs_and_teams():
    """Pairs: weighted matchpoints against the drill's field (12C1(c), 78A), never averaged points;
    teams: weighted IMPs against the other table."""
    kinds = set()
    for drill in ALL["weighted"]:
        p = drill.params
        field = p.get("field")
        result = weighted_score(p["outcomes"], parse_vulnerability(p["vul"]), p.get("other"), field)
        (answer,) = drill.answers
        kinds.add(answer.name)
        key = answer.name
        assert answer.exact == result[key] and answer.value == result[f"{key}_value"]
        assert abs(Fraction(answer.exact) - Fraction(str(answer.value))) <= Fraction(1, 100)
        working = " ".join(drill.working["en"])
        assert "weighted score for N/S" not in working  # the points are not averaged in the working
        if field is not None:
            assert key == "weighted_matchpoints" and drill.laws == ["12C1(c)", "78A"]
            assert len(field) >= 4 and f"(top {2 * len(field)})" in drill.question["en"][-1]
            assert "each outcome is matchpointed against the other tables' scores" in working
        else:
            assert key == "weighted_imps" and drill.laws == ["12C1(c)", "78B"]
    assert kinds == {"weighted_matchpoints", "weighted_imps"}


def test_board_drills():
    for drill in ALL["board"]:
        info = board_info(drill.params["board"])
        assert (_value(drill, "dealer"), _value(drill, "vulnerability")) == (
            info["dealer"],
            info["vulnerable"],
        )


def test_revoke_drills():
    """Every case of Law 64 comes up, each drill answered as the engine rules from the drill's own
    facts, and 64C is named in every one (every drill's revoke is established)."""
    laws = set()
    for drill in ALL["revoke"]:
        p = drill.params
        declarer, seat = p["declarer"], p["seat"]
        side = "NS" if seat in "NS" else "EW"
        partner = {"N": "S", "S": "N", "E": "W", "W": "E"}[seat]
        opponent = next(s for s in "NESW" if (s in "NS") != (side == "NS"))
        later = [partner] * p["won_later"] + [opponent] * (p["later"] - p["won_later"])
        ruling = rectification(
            seat,
            [p["winner"], *later],
            declarer,
            twelfth=p["trick"] == 12,
            repeat=p["repeat"],
            faced=p.get("faced", False),
            both_sides=p.get("both", False),
            drawn=p.get("drawn", "play"),
        )
        assert _value(drill, "transfer") == ruling.transfer and drill.laws == [ruling.law, "64C"]
        assert drill.working["en"][-1] == EQUITY and drill.working["pl"][-1].startswith("64C: jeśli strona")
        if p["trick"] == 12:
            assert _value(drill, "corrected") == ("yes" if ruling.law == "62D1" else "no")
        if seat == {"N": "S", "S": "N", "E": "W", "W": "E"}[declarer]:  # dummy's cards: declarer's failure
            assert "declarer plays from dummy" in drill.question["en"][0]
            assert "(dummy) revokes" not in drill.question["en"][0]
            assert ruling.law == {"next_deal": "64B4", "round_end": "64B5"}.get(p.get("drawn"), "64B3")
        laws.add(ruling.law)
    assert laws == {"64A1", "64A2", "64B1", "64B2", "64B3", "64B4", "64B5", "64B6", "64B7", "62D1"}


def test_sufficient_bid_drills():
    verdicts = set()
    for drill in ALL["sufficient"]:
        p = drill.params
        auction = analyse_auction(p["dealer"], [parse_call(c) for c in p["calls"]])
        last = auction.last_bid
        entry = auction.add(parse_call(p["call"]))
        insufficient = any(f["kind"] == "insufficient" for f in entry.findings)
        assert _value(drill, "sufficient") == ("no" if insufficient else "yes")
        assert (
            _value(drill, "lowest_sufficient") == lowest_sufficient(parse_call(p["call"]).strain, last).text
        )
        assert drill.auction == {"dealer": p["dealer"], "calls": [*p["calls"], "?"]}
        verdicts.add(insufficient)
    assert verdicts == {True, False}


def test_contract_drills():
    levels, doubled, passed_out = set(), False, 0
    for drill in ALL["contract"]:
        auction = analyse_auction(drill.params["dealer"], [parse_call(c) for c in drill.params["calls"]])
        assert auction.complete
        assert not auction.as_json()["problems"]  # a legal auction throughout
        if auction.contract() is None:  # four passes: no play, no redeal, zero each (22B, 77)
            assert drill.params["calls"] == ["Pass"] * 4
            passed_out += 1
            assert (_value(drill, "contract"), _value(drill, "score")) == ("Pass", 0)
            assert drill.laws == ["22B", "77"] and "no redeal (Law 22B)" in drill.working["en"][0]
            continue
        assert (_value(drill, "contract"), _value(drill, "declarer")) == (
            auction.contract_text(),
            auction.declarer(),
        )
        levels.add(auction.contract().level)
        doubled |= "X" in auction.contract_text()
    assert levels == set(range(1, 8)) and doubled and passed_out >= 2


def test_a_passed_out_board_scores_zero():
    (drill,) = [d for d in ALL["score"] if d.params == {"passed_out": True}]
    assert _value(drill, "score") == 0 and drill.laws == ["77", "22B"]


def test_every_drill_is_marked_for_a_directors_review():
    assert all(d.as_json()["review"] == REVIEW for made in ALL.values() for d in made)


def test_kind_names_are_the_catalogues():
    names = drills.kind_names()
    for kind in drills.KINDS:
        assert names[kind] == {lang: words(lang)._(drills.KIND_TITLES[kind]) for lang in LANGS}
        assert len(set(names[kind].values())) == len(LANGS), names[kind]  # translated, not the English


# --- the command line ------------------------------------------------------------------------

runner = CliRunner()


def test_the_command_gives_the_sites_drills():
    result = runner.invoke(app, ["drill", "sufficient", "--count", "3", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == [d.as_json() for d in ALL["sufficient"][:3]]
    result = runner.invoke(app, ["drill", "score", "-n", "2", "--seed", "5", "--lang", "pl"])
    assert (
        result.exit_code == 0 and "bierze" in result.stdout and "Zapis strony rozgrywającej" in result.stdout
    )
    result = runner.invoke(app, ["drill", "revoke", "-n", "2", "--lang", "ru"])
    assert result.exit_code == 0 and "фальшренонс" in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["drill", "nope"], "unknown drill kind 'nope': expected one of score, imps"),
        (["drill", "score", "--lang", "de"], "invalid language 'de': expected en, pl, el or ru"),
        (["drill", "score", "--count", "100000"], "invalid count 100000: expected 1 to 1000"),
        (["drill", "score", "--count", "0"], "invalid count 0: expected 1 to 1000"),
    ],
)
def test_bad_drill_requests(args, message):
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and message in " ".join(result.stderr.split())
    assert "Traceback" not in result.output


def test_the_count_is_bounded_and_a_short_kind_says_so():
    assert CLI_MAX_COUNT == drills.MAX_COUNT
    with pytest.raises(drills.CountOutOfRange, match="expected 1 to 1000"):
        drills.generate("revoke", drills.MAX_COUNT + 1)
    result = runner.invoke(app, ["drill", "board", "--count", "500", "--json"])
    assert result.exit_code == 0 and len(json.loads(result.stdout)) == BOARDS
    assert "notice: only 128 different board drills exist; 500 were asked for" in result.stderr
    result = runner.invoke(app, ["drill", "revoke", "--count", str(drills.MAX_COUNT), "--json"])
    assert result.exit_code == 0 and len(json.loads(result.stdout)) == drills.MAX_COUNT
    assert "notice" not in result.stderr
