"""The CLI starts fast: importing it loads no heavy library, and the help texts that spell out codes
instead of importing them still match the libraries."""

from __future__ import annotations

import subprocess
import sys

from typer.testing import CliRunner

from bridgelaws.bridge.notation import LANGUAGES, NOTATIONS
from bridgelaws.cli import app, bridge, refs
from bridgelaws.refs.patterns import LANGS, LETTER_MODES

HEAVY = ("endplay", "matplotlib", "pydantic", "whoosh")


def test_importing_the_cli_loads_no_heavy_library() -> None:
    probe = f"import bridgelaws.cli, sys; print(sorted(m for m in {HEAVY!r} if m in sys.modules))"
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_help_literals_equal_the_real_values() -> None:
    assert bridge.NOTATION_CODES == tuple(NOTATIONS)
    assert bridge.LANGUAGE_CODES == LANGUAGES
    assert refs.LANGS == LANGS


def test_refs_help_names_every_letter_mode() -> None:
    result = CliRunner().invoke(app, ["refs", "--help"], terminal_width=200)
    assert result.exit_code == 0
    assert all(mode in result.stdout for mode in LETTER_MODES)
