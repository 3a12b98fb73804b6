"""`bridgelaws rule` and `bridgelaws check` on the flows: the issue's commands, usage errors, and the
located problems of a broken flow."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from bridgelaws.cli import app, rule
from bridgelaws.i18n import LANGS

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


def run(*args: str):  # type: ignore[no-untyped-def]
    return runner.invoke(app, [*args, "--root", str(ROOT)], catch_exceptions=False)


def insufficient_1h_over_1s(*answers: str):  # type: ignore[no-untyped-def]
    """`bridgelaws rule insufficient-bid --auction "1S 1H" --json` with these `--answer KEY=VALUE`s."""
    given = [option for answer in answers for option in ("--answer", answer)]
    return run("rule", "insufficient-bid", "--auction", "1S 1H", "--json", *given)


def test_insufficient_bid_corrected_to_the_lowest_bid_in_its_denomination() -> None:
    result = insufficient_1h_over_1s("accepted=no", "replacement=2H", "same-denomination=yes")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert set(data) >= {"flow", "path", "next", "outcome"} and data["next"] is None
    assert all(set(item) >= {"key", "question", "answer"} for item in data["path"])
    by = {item["key"]: item["by"] for item in data["path"]}
    assert by["insufficient"] == by["lowest"] == "engine" and by["same-denomination"] == "given"
    assert "27B1(a)" in data["outcome"]["provisions"]
    assert "hellenic-wiki-law27/ex-28" in data["outcome"]["examples"]
    assert "hellenic-wiki-law27/p02" in data["outcome"]["commentary"]


def test_insufficient_bid_replaced_by_another_denomination_bars_partner() -> None:
    result = insufficient_1h_over_1s(
        "accepted=no", "replacement=3NT", "same-denomination=no", "comparable=no"
    )
    assert result.exit_code == 0
    outcome = json.loads(result.stdout)["outcome"]
    assert "27B2" in outcome["provisions"] and "partner must pass" in outcome["text"]


def test_the_next_question_shows_its_key_and_choices_in_the_language_asked() -> None:
    result = run("rule", "insufficient-bid", "--auction", "1S 1H", "--lang", "pl", "--json")
    data = json.loads(result.stdout)
    assert data["outcome"] is None and data["next"]["key"] == "accepted"
    assert [c["value"] for c in data["next"]["choices"]] == ["yes", "no"]
    assert data["next"]["question"].startswith("Czy LHO") and data["next"]["choices"][0]["label"] == "Tak"
    text = run("rule", "insufficient-bid", "--auction", "1S 1H", "--lang", "el").stdout
    assert "--answer accepted=yes" in text and "Υπερισχύει ο Κώδικας" in text


def test_usage_errors_exit_2_with_a_clear_message() -> None:
    cases = [
        (("rule", "insufficient-bid", "--answer", "acepted=no"), "no step 'acepted'"),
        (("rule", "insufficient-bid", "--answer", "accepted"), "expected KEY=VALUE"),
        (
            ("rule", "insufficient-bid", "--auction", "1S 1H", "--answer", "insufficient=no"),
            "the engine finds",
        ),
        (("rule", "insufficient-bid", "--answer", "replacement=2H"), "give --auction"),
        (("rule", "insufficient-bid", "--auction", "1S 1Z"), "invalid call"),
        (("rule", "no-such-flow"), "no flow 'no-such-flow'"),
        (("rule", "revoke", "--play", "HA H2"), "say who led to trick 1"),
        (
            (
                "rule",
                "lead-out-of-turn",
                "--auction",
                "1S Pass Pass Pass",
                "--play",
                "E:HA",
                "-a",
                "misinformed=no",
            ),
            "no lead out of turn",
        ),
        (("rule", "insufficient-bid", "--lang", "de"), "invalid language"),
    ]
    for args, message in cases:
        result = run(*args)
        assert result.exit_code == 2, (args, result.output)
        assert message in result.stderr.replace("\n", " "), (args, result.stderr)


def test_list_names_every_flow_and_its_laws() -> None:
    data = json.loads(run("rule", "--list", "--json").stdout)
    assert len(data) == 14 and {"flow", "title", "laws", "reviewed"} <= set(data[0])
    assert next(f for f in data if f["flow"] == "revoke")["laws"] == [61, 62, 63, 64]
    assert "lead-out-of-turn" in run("rule", "--list").stdout


def test_the_help_languages_are_the_walkers() -> None:
    assert rule.LANGS == LANGS


def test_a_broken_flow_is_reported_at_its_place(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "laws", tmp_path / "laws")
    shutil.copytree(ROOT / "content", tmp_path / "content")
    path = tmp_path / "content/rulings/insufficient-bid.yaml"
    text = path.read_text(encoding="utf-8")
    text = text.replace('provisions: ["18C"]', 'provisions: ["27B9"]', 1)  # no such provision
    text = text.replace("next: second-accepted\n", "next: nowhere\n", 1)  # a choice leading nowhere
    loop = '{value: "no", next: comparable}\n  - key: comparable\n'
    text = text.replace(loop, loop.replace("next: comparable}", "next: insufficient}"), 1)  # a cycle
    text = text.replace("          ru: Другое недостаточное назначение\n", "", 1)  # a missing translation
    path.write_text(text, encoding="utf-8")
    result = runner.invoke(app, ["check", "--root", str(tmp_path), "--json"], catch_exceptions=False)
    assert result.exit_code == 1
    problems = json.loads(result.stdout)["problems"]
    prefix = "content/rulings/insufficient-bid.yaml:"
    for fragment in (
        "unknown provision 27B9",
        "leads nowhere: 'nowhere'",
        "unreachable step 'second-accepted'",
        "cycle: ",
        "no Russian text",
    ):
        found = [p for p in problems if p.startswith(prefix) and fragment in p]
        assert found, (fragment, problems)
        line, col = found[0][len(prefix) :].split(":")[:2]
        assert int(line) > 1 and int(col) >= 1
    refused = runner.invoke(
        app, ["rule", "insufficient-bid", "--root", str(tmp_path)], catch_exceptions=False
    )
    assert refused.exit_code == 1 and "unknown provision 27B9" in refused.stderr
