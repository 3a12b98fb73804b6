"""Output conventions shared by every command: rich for people, --json for machines.

Exit codes: 0 ok, 1 problems found, 2 usage error (bad input on the command line).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any, NoReturn

import typer
from rich.console import Console

console = Console(emoji=False)  # ":100:" in a path:line:col is no emoji
err_console = Console(stderr=True, emoji=False)

EXIT_OK = 0
EXIT_PROBLEMS = 1
EXIT_USAGE = 2


def emit(data: Any, as_json: bool, render: Callable[[], None] | None = None) -> None:
    """Print `data` as JSON when asked, else call `render` (or pretty-print the data)."""
    if as_json or render is None:
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    else:
        render()


def usage_error(message: str) -> NoReturn:
    """Report bad command-line input in one line and exit 2 (never a traceback)."""
    err_console.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)
    raise typer.Exit(EXIT_USAGE)


def problems_exit(messages: list[str]) -> NoReturn:
    """Print located problems (`path:line:col: message`) and exit 1."""
    for message in messages:
        err_console.print(message, highlight=False, markup=False, soft_wrap=True)
    raise typer.Exit(EXIT_PROBLEMS)
