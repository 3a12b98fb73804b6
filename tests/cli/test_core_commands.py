"""The core commands on the real knowledge base: check, schema, import, concordance, example run."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from bridgelaws.cli import app

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


def run(*args: str):  # type: ignore[no-untyped-def]
    return runner.invoke(app, list(args), catch_exceptions=False)


def test_check_is_clean_and_summarises() -> None:
    result = run("check", "--root", str(ROOT), "--json")
    data = json.loads(result.stdout)
    assert result.exit_code == 0, data["problems"]
    assert data["law_indexes"]["2017"] == 93
    assert set(data["units_per_language"]) == {"en", "pl", "el", "ru"}
    assert data["examples"] >= 40 and data["glossary_concepts"] >= 60
    assert data["unresolved"] == 0
    assert (
        data["paragraphs_elsewhere"] == 2
    )  # ru-commentary-1987 cites its 40.11 and 92.1, not in the excerpt


def _break(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_check_reports_every_located_problem_and_exits_1(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "laws", tmp_path / "laws")
    shutil.copytree(ROOT / "content", tmp_path / "content")
    content = tmp_path / "content"
    _break(content / "hellenic-wiki-law27/en.yaml", "laws:", "lwa:")  # a misspelt field
    _break(content / "wasiak-2019/law-09.yaml", "lang: pl", "lang: pl\nlang: en")  # a duplicate key
    _break(content / "wasiak-2019/examples/ex-4.yaml", "S: '64'", "S: 'Q64'")  # ♠Q twice in the deal
    _break(content / "ru-commentary-1987/law-69.yaml", "units:", "units: [")  # YAML syntax
    _break(tmp_path / "laws/concordance.yaml", "to: \"2017/15A\"", "to: \"2017/15Z\"")  # no such section
    result = run("check", "--root", str(tmp_path), "--json")
    assert result.exit_code == 1
    problems = json.loads(result.stdout)["problems"]
    expected = [
        ("content/hellenic-wiki-law27/en.yaml:", "unknown field 'lwa' (did you mean 'laws'?)"),
        ("content/wasiak-2019/law-09.yaml:4:1:", "duplicate key 'lang'"),
        ("content/wasiak-2019/examples/ex-4.yaml:", "♠Q"),
        ("content/ru-commentary-1987/law-69.yaml:", "YAML syntax error"),
        ("laws/concordance.yaml:", "2017/15Z: law 15Z is not in the 2017 law index"),
    ]
    for prefix, fragment in expected:
        assert any(p.startswith(prefix) and fragment in p for p in problems), (prefix, fragment, problems)
    assert all(":" in p.split(" ")[0] for p in problems)  # every one is path:line:col


def test_schema_writes_every_kind(tmp_path: Path) -> None:
    result = run("schema", "--out", str(tmp_path), "--json")
    assert result.exit_code == 0
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted(
        f"{k}.schema.json"
        for k in (
            "law-index", "law-text", "definitions", "source", "commentary", "example", "glossary",
            "concordance", "amendments", "law-changes", "ruling-flow",
        )  # fmt: skip
    )
    commentary = json.loads((tmp_path / "commentary.schema.json").read_text())
    assert "units" in commentary["properties"]


def test_committed_schemas_are_current(tmp_path: Path) -> None:
    run("schema", "--out", str(tmp_path))
    for path in tmp_path.iterdir():
        assert (ROOT / "tools/schemas" / path.name).read_text() == path.read_text(), path.name


def test_import_never_overwrites_curated_files(tmp_path: Path) -> None:
    seed = ROOT / "content/originals/001_1c7e3e9fd0daff77.txt"
    first = json.loads(run("import", str(seed), "--out", str(tmp_path), "--json").stdout)["files"]
    assert first and all(row["status"] == "new" for row in first)
    target = tmp_path / first[0]["file"]
    target.write_text(target.read_text(encoding="utf-8") + "# curated by hand\n", encoding="utf-8")
    second = json.loads(run("import", str(seed), "--out", str(tmp_path), "--json").stdout)["files"]
    row = next(r for r in second if r["file"] == first[0]["file"])
    assert row["status"] == "differs" and row["written"].endswith(".yaml.imported")
    assert target.read_text(encoding="utf-8").endswith("# curated by hand\n")


def test_import_of_an_unknown_document_is_a_usage_error(tmp_path: Path) -> None:
    result = run("import", str(tmp_path / "nothing.txt"), "--out", str(tmp_path))
    assert result.exit_code == 2


def test_concordance_follows_17d_to_15a() -> None:
    result = run("concordance", "2007/17D2", "--root", str(ROOT), "--json")
    rows = json.loads(result.stdout)
    assert any(r["to"] == "2017/15A" and r["source"] == "law15-changes-2017-pl" for r in rows)
    assert run("concordance", "17D").exit_code == 2


def test_every_example_runs_and_passes() -> None:
    result = run("example", "run", "--all", "--root", str(ROOT), "--json")
    report = json.loads(result.stdout)
    failures = {row["id"]: row["failures"] for row in report if not row["ok"]}
    assert result.exit_code == 0 and not failures, failures
    ex33 = next(r for r in report if r["id"] == "hellenic-wiki-law27/en/ex-33")
    assert ex33["deal"]["hands"]["N"]["D"] == "QJT6"
    assert ex33["laws"] and ex33["lang"] == "en"


def test_bad_roots_and_laws_are_usage_errors(tmp_path: Path) -> None:
    missing = run("check", "--root", str(tmp_path / "nowhere"))
    assert missing.exit_code == 2 and "holds neither laws/ nor content/" in missing.stderr
    beyond = run("concordance", "2007/99Z", "--root", str(ROOT))
    assert beyond.exit_code == 2 and "not between 1 and 93" in beyond.stderr
