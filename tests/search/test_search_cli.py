"""`bridgelaws index` and `bridgelaws search`: JSON shape, tables, errors, lazy imports."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from bridgelaws.cli import app

HIT_KEYS = {"id", "kind", "lang", "edition", "laws", "source", "title", "snippet", "url", "score"}
runner = CliRunner()


def test_index_then_search_json(mini_root: Path, tmp_path: Path) -> None:
    out = tmp_path / "ix"
    result = runner.invoke(app, ["index", "--root", str(mini_root), "--out", str(out), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["full"] and report["documents"] == report["added"] > 0
    again = json.loads(
        runner.invoke(app, ["index", "--root", str(mini_root), "--out", str(out), "--json"]).stdout
    )
    assert again["path"] == report["path"] and again["added"] == again["updated"] == again["removed"] == 0


def test_search_builds_the_index_on_first_use(mini_root: Path) -> None:
    assert not (mini_root / ".cache").exists()
    result = runner.invoke(app, ["search", "revoke", "--lang", "pl", "--json", "--root", str(mini_root)])
    assert result.exit_code == 0, result.output
    hits = json.loads(result.stdout)
    assert (mini_root / ".cache" / "search" / "CURRENT").is_file()
    assert hits and all(set(hit) == HIT_KEYS and hit["lang"] == "pl" for hit in hits)
    assert "commentary/mini-slides/pl/law-61" in [hit["id"] for hit in hits]


def test_search_with_an_index_elsewhere(mini_root: Path, tmp_path: Path) -> None:
    args = ["search", "претензия", "--kind", "commentary", "--json", "--index", str(tmp_path)]
    hits = json.loads(runner.invoke(app, [*args, "--root", str(mini_root)]).stdout)
    assert hits[0]["id"] == "commentary/mini-ru/ru/p-68-2"
    assert (tmp_path / "CURRENT").is_file() and not (mini_root / ".cache").exists()


def test_search_filters_and_limit(mini_root: Path) -> None:
    args = [
        "search",
        "Law 27",
        "--kind",
        "commentary",
        "--source",
        "mini-wiki",
        "--law",
        "27D",
        "--limit",
        "1",
    ]
    result = runner.invoke(app, [*args, "--json", "--root", str(mini_root)])
    hits = json.loads(result.stdout)
    assert len(hits) == 1 and hits[0]["source"] == "mini-wiki" and "27D" in hits[0]["laws"]


def test_search_reads_directors_shorthand(mini_root: Path) -> None:
    for query in ("L27B1", "Law 27 B 1"):
        result = runner.invoke(app, ["search", query, "--json", "--root", str(mini_root)])
        assert result.exit_code == 0, result.output
        hits = json.loads(result.stdout)
        assert hits and all("27B1" in hit["laws"] for hit in hits[:2]), query


def test_search_table(mini_root: Path) -> None:
    result = runner.invoke(app, ["search", "fałszywy renons", "--root", str(mini_root)])
    assert result.exit_code == 0
    assert "Przepis 61" in result.stdout and "/laws/61/#mini-slides_pl_law-61" in result.stdout
    assert "<mark>" not in result.stdout
    empty = runner.invoke(app, ["search", "zzzzqqq", "--root", str(mini_root)])
    assert empty.exit_code == 0 and "no results" in empty.stdout


def test_bad_input_is_a_one_line_usage_error(mini_root: Path, tmp_path: Path) -> None:
    for args in (
        ["search", "claim", "--lang", "de"],
        ["search", "claim", "--law", "200"],
        ["search", "  "],
        ["search", "claim", "--kind", "page"],
    ):
        result = runner.invoke(app, [*args, "--root", str(mini_root)])
        assert result.exit_code == 2, args
        assert "Traceback" not in result.output and "error:" in result.output
    nowhere = runner.invoke(app, ["search", "claim", "--root", str(tmp_path / "nothing")])
    assert nowhere.exit_code == 2


def test_the_console_script_answers_json(mini_root: Path) -> None:
    script = shutil.which("bridgelaws", path=str(Path(sys.executable).parent))
    assert script is not None
    done = subprocess.run(
        [script, "search", "претензия", "--json", "--root", str(mini_root)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)[0]["lang"] in {"ru", "pl", "en", "el"}


def test_the_cli_does_not_import_whoosh_until_a_command_needs_it() -> None:
    code = "import sys, bridgelaws.cli; print('whoosh' in sys.modules, 'bridgelaws.search' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.split() == ["False", "False"], done.stderr
