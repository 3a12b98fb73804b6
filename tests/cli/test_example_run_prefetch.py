"""`bridgelaws example run` solves the double dummy tables of its examples in batches before running them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgelaws.bridge import dd
from bridgelaws.cli import app

ROOT = Path(__file__).resolve().parents[2]


def _run_all() -> tuple[int, list[dict[str, Any]], str]:
    result = CliRunner().invoke(app, ["example", "run", "--all", "--root", str(ROOT), "--json"])
    return result.exit_code, json.loads(result.stdout), result.stderr


def test_example_run_all_solves_full_deals_in_batches(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv(dd.CACHE_ENV, str(tmp_path))
    batches: list[int] = []
    batched = dd.calc_all_tables

    def count_batch(deals):  # type: ignore[no-untyped-def]
        deals = list(deals)
        batches.append(len(deals))
        return batched(deals)

    def one_at_a_time(*args: Any) -> None:
        raise AssertionError("a full deal solved on its own")

    monkeypatch.setattr(dd, "calc_all_tables", count_batch)
    monkeypatch.setattr(dd, "calc_dd_table", one_at_a_time)
    code, report, stderr = _run_all()
    assert code == 0 and all(row["ok"] for row in report)
    solved = list(batches)  # Example 33 (in three languages) among them
    assert solved and all(0 < n <= dd.TABLE_BATCH for n in solved)
    ex33 = [row for row in report if row["id"].endswith("/ex-33")]
    assert len(ex33) == 3 and all(row["results"]["deal"]["dd"]["W"]["NT"] == 7 for row in ex33)
    assert stderr == ""  # no progress bar when stderr is not a terminal

    assert _run_all()[:2] == (0, report)  # a second run finds every table in the cache
    assert batches == solved
