"""`bridgelaws refs`: JSON for machines, a table for people, one-line errors."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from bridgelaws.cli import app

runner = CliRunner()


def test_json_lists_each_reference() -> None:
    result = runner.invoke(app, ["refs", "Νόμος 27Β1(α) και 1ΧΑ", "--lang", "el", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout) == [
        {
            "text": "Νόμος 27Β1(α)", "start": 0, "end": 13, "kind": "law", "ref": "27B1(a)",
            "edition": "2017",
            "edition_from": "source", "edition_context": None,
        }
    ]


def test_options_reach_the_finder_and_stdin_is_read() -> None:
    result = runner.invoke(
        app, ["refs", "-", "--lang", "ru", "--letters", "russian", "--edition", "1997", "--json"],
        input="Правило 40Г и п. 40.11.",
    )
    assert result.exit_code == 0
    assert [(r["ref"], r["kind"], r["edition"]) for r in json.loads(result.stdout)] == [
        ("40D", "law", "1997"), ("40.11", "paragraph", "1997"),
    ]


def test_the_table_shows_the_canonical_refs() -> None:
    result = runner.invoke(app, ["refs", "Przepisy 10-11 oraz z 20F5a", "--lang", "pl"])
    assert result.exit_code == 0
    for ref in ("10", "11", "20F5(a)"):
        assert f" {ref} " in result.stdout
    empty = runner.invoke(app, ["refs", "Przykład 33", "--lang", "pl"])
    assert empty.exit_code == 0 and "no references" in empty.stdout


@pytest.mark.parametrize(
    "args", [["--lang", "de"], ["--lang", "en", "--edition", "2000"], ["--lang", "en", "--letters", "greek"]]
)
def test_bad_options_are_usage_errors(args: list[str]) -> None:
    result = runner.invoke(app, ["refs", "Law 27", *args])
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert result.stderr.strip().startswith("error:") and len(result.stderr.strip().splitlines()) == 1
