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
from bridgelaws.bridge.play import rectification
from bridgelaws.bridge.score import parse_contract, score
from bridgelaws.cli import app
from bridgelaws.cli.study import KINDS as CLI_KINDS
from bridgelaws.i18n import LANGS, words
from bridgelaws.study import drills
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
        contract, tricks = parse_contract(drill.params["contract"])
        assert tricks == drill.params["tricks"]
        assert _value(drill, "score") == score(contract, tricks, drill.params["vulnerable"]).points


def test_imp_drills():
    for drill in ALL["imps"]:
        if "difference" in drill.params:
            assert _value(drill, "imps") == imps(drill.params["difference"])
            continue
        vul = parse_vulnerability(drill.params["vul"])
        (first, d1), (second, d2) = drill.params["tables"]
        ours = weighted_score([f"100% {first} {d1}"], vul)["outcomes"][0]["ns_score"]
        theirs = weighted_score([f"100% {second} {d2}"], vul)["outcomes"][0]["ns_score"]
        assert _value(drill, "imps") == imps(ours - theirs)


def test_matchpoint_drills():
    for drill in ALL["matchpoints"]:
        scores, pair = drill.params["scores"], drill.params["pair"]
        others = scores[:pair] + scores[pair + 1 :]
        assert _value(drill, "matchpoints") == matchpoints(scores[pair], others)["matchpoints"]
        assert f"(top {2 * len(others)})" in drill.question["en"][-1]


def test_weighted_drills_for_pairs_and_teams():
    kinds = set()
    for drill in ALL["weighted"]:
        result = weighted_score(drill.params["outcomes"], parse_vulnerability(drill.params["vul"]),
                                drill.params["other"])  # fmt: skip
        (answer,) = drill.answers
        kinds.add(answer.name)
        key = answer.name
        assert answer.exact == result[key] and answer.value == result[f"{key}_value"]
        assert abs(Fraction(answer.exact) - Fraction(str(answer.value))) <= Fraction(1, 100)
    assert kinds == {"weighted_score", "weighted_imps"}


def test_board_drills():
    for drill in ALL["board"]:
        info = board_info(drill.params["board"])
        assert (_value(drill, "dealer"), _value(drill, "vulnerability")) == (
            info["dealer"],
            info["vulnerable"],
        )


def test_revoke_drills():
    laws = set()
    for drill in ALL["revoke"]:
        p = drill.params
        declarer, seat = p["declarer"], p["seat"]
        side = "NS" if seat in "NS" else "EW"
        partner = {"N": "S", "S": "N", "E": "W", "W": "E"}[seat]
        opponent = next(s for s in "NESW" if (s in "NS") != (side == "NS"))
        later = [partner] * p["won_later"] + [opponent] * (p["later"] - p["won_later"])
        transfer, law, _ = rectification(seat, [p["winner"], *later], declarer, repeat=p["repeat"])
        assert _value(drill, "transfer") == transfer and drill.laws == [law]
        laws.add(law)
    assert laws == {"64A1", "64A2", "64B1", "64B2", "64B3"}


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
    levels, doubled = set(), False
    for drill in ALL["contract"]:
        auction = analyse_auction(drill.params["dealer"], [parse_call(c) for c in drill.params["calls"]])
        assert auction.complete
        assert (_value(drill, "contract"), _value(drill, "declarer")) == (
            auction.contract_text(),
            auction.declarer(),
        )
        assert not auction.as_json()["problems"]  # a legal auction throughout
        levels.add(auction.contract().level)
        doubled |= "X" in auction.contract_text()
    assert levels == set(range(1, 8)) and doubled


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
    ],
)
def test_bad_drill_requests(args, message):
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and message in " ".join(result.stderr.split())
    assert "Traceback" not in result.output
