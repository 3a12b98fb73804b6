"""`bridgelaws diff 2007/17D 2017/15A [--lang pl] [--json]`: the two texts of a provision part by part,
the words removed and added, on the real content (the Polish 2007 Law 17 and 2017 Law 15)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from bridgelaws.cli import app

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


def run(*args: str):  # type: ignore[no-untyped-def]
    return runner.invoke(app, [*args, "--root", str(ROOT)], catch_exceptions=False)


def test_the_json_names_the_parts_and_the_words() -> None:
    result = run("diff", "2007/17D", "2017/15A", "--lang", "pl", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert (data["old"], data["new"], data["lang"], data["relation"]) == (
        "2007/17D",
        "2017/15A",
        "pl",
        "moved",
    )
    assert [(r["old"], r["new"]) for r in data["rows"]] == [
        ("17D", "15A"), ("17D1", "15A1"), ("17D2", "15A2"), ("17D3", "15A3"), ("17D4", "15A4"),
    ]  # fmt: skip
    d4 = data["rows"][4]
    assert ["delete", " porządkową"] in d4["ops"] and ["insert", " proceduralną (przepis 90)"] in d4["ops"]
    for row in data["rows"]:  # the ops rebuild both texts word for word
        old = "".join(text for op, text in row["ops"] if op != "insert")
        new = "".join(text for op, text in row["ops"] if op != "delete")
        assert old.split() == row["old_text"].split() and new.split() == row["new_text"].split()
    assert data["removed_words"] > 40 and data["added_words"] > 40
    assert data["rows"][0]["ops"] == [["equal", "Karty z niewłaściwego pudełka"]]


def test_the_text_marks_removed_and_added_words() -> None:
    result = run("diff", "2007/17D", "2017/15A")  # the language both texts have
    assert result.exit_code == 0
    out = result.stdout
    assert "2007/17D → 2017/15A (moved, according to law15-changes-2017-pl), pl" in out
    assert "17D4 → 15A4" in out and "[- porządkową-]{+ proceduralną (przepis 90)+}" in out


def test_other_way_round_and_bad_input() -> None:
    back = json.loads(run("diff", "2017/15A", "2007/17D", "--json").stdout)
    assert back["old"] == "2017/15A" and back["rows"][4]["old"] == "15A4"
    missing = run("diff", "2007/17D", "2017/15A", "--lang", "en")
    assert missing.exit_code == 2 and "2007/17D is held in pl, 2017/15A in pl" in missing.stderr
    for bad in (("17D", "2017/15A"), ("2007/17D", "2017/99A")):
        assert run("diff", *bad).exit_code == 2
    assert run("diff", "2007/17Z", "2017/15A").exit_code == 2  # no such part in the text
