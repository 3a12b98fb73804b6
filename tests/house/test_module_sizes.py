"""Modules by concern, each small enough to read in one sitting (#23): no Python module of
tools/bridgelaws/ over 450 lines, no script of site/assets/ over 400. A file over its limit is named
with its count, so the one who grew it knows what to split."""

from __future__ import annotations

from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "tools" / "bridgelaws"
ASSETS = PACKAGE / "site" / "assets"
PY_LIMIT = 450
JS_LIMIT = 400
# Files allowed over their limit for now, each with why.
EXCEPTIONS: dict[str, str] = {}


def lines(path: Path) -> int:
    with path.open(encoding="utf-8") as text:
        return sum(1 for _ in text)


def over(paths: list[Path], limit: int, root: Path = PACKAGE) -> list[str]:
    """`path: N lines (limit L)` for each file over `limit` that is not an allowed exception (paths
    relative to `root`, named as from the repository)."""
    found = []
    for path in sorted(paths):
        name = path.relative_to(root).as_posix()
        count = lines(path)
        if count > limit and name not in EXCEPTIONS:
            found.append(f"tools/bridgelaws/{name}: {count} lines (limit {limit})")
    return found


def test_no_python_module_over_450_lines() -> None:
    modules = list(PACKAGE.rglob("*.py"))
    assert len(modules) > 100
    assert over(modules, PY_LIMIT) == []


def test_no_script_over_400_lines() -> None:
    scripts = list(ASSETS.rglob("*.js"))
    assert any(path.name == "study.js" for path in scripts)
    assert over(scripts, JS_LIMIT) == []


def test_every_exception_is_still_over_its_limit() -> None:
    """An exception that has been split is taken off the list (the list says what is left to do)."""
    for name in EXCEPTIONS:
        path = PACKAGE / name
        assert path.is_file(), name
        assert lines(path) > PY_LIMIT, f"{name} is {lines(path)} lines: take it off EXCEPTIONS"


def test_the_count_names_the_file_and_its_lines(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check itself: a file one line over is reported with its path and count, one at the limit is
    not, nor an exception however long."""
    (tmp_path / "site" / "assets").mkdir(parents=True)
    big, small = tmp_path / "site" / "assets" / "big.js", tmp_path / "site" / "assets" / "small.js"
    big.write_text("x;\n" * (JS_LIMIT + 1), encoding="utf-8")
    small.write_text("x;\n" * JS_LIMIT, encoding="utf-8")
    allowed = tmp_path / "site" / "render.py"
    monkeypatch.setitem(EXCEPTIONS, "site/render.py", "an exception, for this test")
    allowed.write_text("x = 1\n" * (PY_LIMIT * 3), encoding="utf-8")
    assert over([big, small], JS_LIMIT, tmp_path) == [
        f"tools/bridgelaws/site/assets/big.js: {JS_LIMIT + 1} lines (limit {JS_LIMIT})"
    ]
    assert over([allowed], PY_LIMIT, tmp_path) == []
