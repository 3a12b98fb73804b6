"""The calculators start fast: only the double dummy module imports endplay (and with it matplotlib)."""

from __future__ import annotations

import subprocess
import sys

import pytest

HEAVY = ("endplay", "matplotlib")
CALCULATORS = ("score", "board", "imps", "adjust")
ENGINE = (*CALCULATORS, "calls", "cards", "notation", "auction", "play", "export", "claims")


def heavy_imports(*modules: str) -> list[str]:
    """The heavy libraries a fresh interpreter has loaded after importing `modules` of the engine."""
    probe = (
        f"import sys, {', '.join(f'bridgelaws.bridge.{m}' for m in modules)}; "
        f"print(' '.join(m for m in {HEAVY!r} if m in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return result.stdout.split()


@pytest.mark.parametrize("modules", [CALCULATORS, ENGINE], ids=["calculators", "engine"])
def test_the_engine_without_dd_loads_neither_endplay_nor_matplotlib(modules):
    assert heavy_imports(*modules) == []


def test_the_probe_sees_endplay_when_dd_is_imported():
    assert heavy_imports("dd") == list(HEAVY)
