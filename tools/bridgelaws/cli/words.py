"""`bridgelaws words`: the catalogues of the interface's words (tools/bridgelaws/i18n)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from .app import app
from .output import console, emit, problems_exit, usage_error

words_app = typer.Typer(
    help="The interface's words: check the catalogues, list them for review.", no_args_is_help=True
)
app.add_typer(words_app, name="words")

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON for machines.")]


@words_app.command("check")
def check_command(
    root: Annotated[
        Path, typer.Option("--root", help="Project root holding content/ (the glossary).")
    ] = Path("."),
    as_json: JsonOption = False,
) -> None:
    """Every problem of the catalogues (untranslated, fuzzy, stale, placeholders, markup) and every
    translation that does not use the glossary's term its comment names; exit 1 on any."""
    from bridgelaws.i18n.check import glossary_problems, problems
    from bridgelaws.model import load_with_problems

    kb = load_with_problems(root).kb
    found = problems() + glossary_problems({c.id: c.terms for c in kb.concepts})
    messages = [str(p) for p in found]
    if as_json:
        emit({"problems": messages}, True)
        if messages:
            raise typer.Exit(1)
        return
    if messages:
        problems_exit(messages)
    console.print("the catalogues: no problems")


@words_app.command("review")
def review_command(
    lang: Annotated[str, typer.Option("--lang", help="The language: pl, el or ru.")],
    as_json: JsonOption = False,
) -> None:
    """The entries the project wrote itself in LANG, for a director's review (Markdown, or JSON)."""
    from bridgelaws.i18n import LANGS, SOURCE
    from bridgelaws.i18n.review import entries, markdown

    if lang not in LANGS or lang == SOURCE:
        usage_error(f"invalid language {lang!r}: expected pl, el or ru")
    found = entries(lang)
    emit(
        [entry.as_json() for entry in found],
        as_json,
        lambda: console.print(markdown(lang, found), markup=False, highlight=False),
    )
