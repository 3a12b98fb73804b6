"""`bridgelaws refs`: the law references a text contains, as the site would link them."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from .app import app
from .output import console, emit, usage_error

if TYPE_CHECKING:
    from bridgelaws.refs import Reference

# Spelled out so that the help needs no import of the reference finder; a test checks them.
LANGS = ("en", "pl", "el", "ru")  # bridgelaws.refs.patterns.LANGS


def _render(references: list[Reference]) -> None:
    from rich.table import Table

    if not references:
        console.print("no references found")
        return
    table = Table(show_header=True)
    for column in ("text", "start", "end", "kind", "ref", "edition", "why"):
        table.add_column(column, justify="right" if column in ("start", "end") else "left")
    for r in references:
        why = f"named: {' '.join(r.context.split())}" if r.context else (r.edition_from or "-")
        cells = (" ".join(r.text.split()), str(r.start), str(r.end), r.kind, r.ref, r.edition or "-", why)
        table.add_row(*cells)
    console.print(table)


@app.command("refs")
def refs(
    text: Annotated[str, typer.Argument(metavar="TEXT", help="The text to read; '-' reads standard input.")],
    lang: Annotated[str, typer.Option("--lang", help=f"Language of the text: {', '.join(LANGS)}.")],
    edition: Annotated[
        str | None,
        typer.Option(
            "--edition",
            help="Edition of the Laws the text refers to (default: the current one under --root).",
        ),
    ] = None,
    letters: Annotated[
        str, typer.Option("--letters", help="Cyrillic section letters: lookalike (В = B) or russian (В = C).")
    ] = "lookalike",
    root: Annotated[Path, typer.Option("--root", help="Project root holding laws/.")] = Path("."),
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for machines.")] = False,
) -> None:
    """List the law references (Law 27B1(a), Νόμος 27Β1(α), przepisach 42 i 43, …) found in TEXT."""
    from bridgelaws.model.editions import indexed_editions
    from bridgelaws.refs import find_references, patterns

    if lang not in patterns.LANGS:
        usage_error(f"--lang must be one of {', '.join(patterns.LANGS)}, not {lang!r}")
    held, current = indexed_editions(root)
    known = sorted({*patterns.EDITIONS, *held})  # every edition the WBF published, and any held
    edition = edition or current  # None outside a knowledge base: the references get no edition
    if edition is not None and edition not in known:
        usage_error(f"--edition must be one of {', '.join(known)}, not {edition!r}")
    if letters not in patterns.LETTER_MODES:
        usage_error(f"--letters must be one of {', '.join(patterns.LETTER_MODES)}, not {letters!r}")
    if text == "-":
        text = sys.stdin.read()
    references = find_references(text, lang, edition=edition, letters=letters)
    emit([r.as_dict() for r in references], as_json, lambda: _render(references))
