"""`bridgelaws book`: a printed book (PDF) of one language, made with WeasyPrint."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated

import typer

from .app import app
from .output import EXIT_PROBLEMS, console, err_console, problems_exit, usage_error


@app.command()
def book(
    lang: Annotated[str, typer.Option("--lang", help="The book's language: en, pl, el or ru.")],
    out: Annotated[Path, typer.Option("--out", help="The PDF to write, e.g. books/bridgelaws-pl.pdf.")],
    law: Annotated[
        str | None, typer.Option("--law", help="Only these laws: 27 or a range such as 61-64.")
    ] = None,
    source: Annotated[
        str | None, typer.Option("--source", help="Only what this source (its id) holds.")
    ] = None,
    root: Annotated[Path, typer.Option("--root", help="Project root holding laws/ and content/.")] = Path(
        "."
    ),
) -> None:
    """Print the knowledge base in one language as a PDF: cover, contents with page numbers, a
    chapter per law (text, commentary by source, examples with diagrams and rulings), the sources,
    the titles of the Laws and the glossary."""
    from bridgelaws.books import BookError, Selection, SelectionError, make_book
    from bridgelaws.model import load_with_problems

    if out.suffix.lower() != ".pdf":
        usage_error(f"--out '{out}': expected a file name ending in .pdf")
    if out.is_dir():
        usage_error(f"--out '{out}' is a folder: give the PDF's file name")
    try:
        selection = Selection(lang, Selection.law_range(law) if law else None, source)
    except SelectionError as error:
        usage_error(str(error))
    started = time.perf_counter()
    loaded = load_with_problems(root)
    if loaded.problems:
        problems_exit([str(p) for p in loaded.problems])
    try:
        printed = make_book(loaded.kb, selection, out)
    except SelectionError as error:
        usage_error(str(error))
    except BookError as error:
        err_console.print(f"[bold red]error:[/] {out}: {error}", highlight=False, soft_wrap=True)
        raise typer.Exit(EXIT_PROBLEMS) from None
    console.print(
        f"{printed.path}: {printed.pages} pages, {printed.size / 2**20:.2f} MB "
        f"in {time.perf_counter() - started:.1f} s",
        highlight=False,
        soft_wrap=True,
    )
