"""`bridgelaws diff 2007/17D 2017/15A [--lang pl] [--json]`: two editions of a provision side by side."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated

import typer

from .app import app
from .output import console, emit, problems_exit, usage_error

_END = re.compile(r"^((?:19|20)\d\d)/(\d{1,2}(?:[A-Z](?:\d{1,2}(?:\([a-z]\)(?:\([ivx]+\))?)?)?)?)$")
_LANGS = ("en", "pl", "el", "ru")


def _end(text: str) -> str:
    match = _END.match(text)
    if not match:
        usage_error(f"'{text}': expected EDITION/LAW such as 2007/17D or 2017/15A")
    from bridgelaws.refs import LawRef

    try:
        LawRef.parse(match.group(2))
    except ValueError as error:
        usage_error(f"'{text}': {error}")
    return text


@app.command()
def diff(
    old: Annotated[str, typer.Argument(help="EDITION/LAW of the older text, e.g. 2007/17D")],
    new: Annotated[str, typer.Argument(help="EDITION/LAW of the newer text, e.g. 2017/15A")],
    lang: Annotated[
        str | None, typer.Option("--lang", help="Language of the texts (default: the first both have).")
    ] = None,
    root: Annotated[Path, typer.Option("--root", help="Project root holding laws/ and content/.")] = Path(
        "."
    ),
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for machines.")] = False,
) -> None:
    """Two texts of a provision side by side, part by part: [-removed-] and {+added+} words."""
    old, new = _end(old), _end(new)
    if lang is not None and lang not in _LANGS:
        usage_error(f"--lang {lang}: expected one of {', '.join(_LANGS)}")
    from bridgelaws.model import law_number, load_with_problems
    from bridgelaws.model.compare import compare

    result = load_with_problems(root)
    if result.problems:
        problems_exit([str(p) for p in result.problems])
    kb = result.kb

    def held(end: str) -> list[str]:
        edition, ref = end.split("/", 1)
        return [e.text.lang for e in kb.texts_of_law(law_number(ref), edition)]

    found = {code: compare(kb, old, new, code) for code in ([lang] if lang else list(_LANGS))}
    comparisons = [c for c in found.values() if c is not None]
    if not comparisons:
        usage_error(
            f"no text of both in {lang or 'any language'}: {old} is held in "
            f"{', '.join(held(old)) or 'none'}, "
            f"{new} in {', '.join(held(new)) or 'none'} (or a part named is not in its text)"
        )
    comparison = comparisons[0]

    def render() -> None:
        entry = comparison.entry
        how = f" ({entry.relation}, according to {entry.source})" if entry else ""
        console.print(f"[bold]{old} → {new}[/]{how}, {comparison.lang}: ", highlight=False, end="")
        console.print(
            f"{comparison.words('delete')} words removed, {comparison.words('insert')} added", highlight=False
        )
        for row in comparison.rows:
            left, right = (row.old.ref if row.old else "—"), (row.new.ref if row.new else "—")
            console.print(f"\n[bold]{left} → {right}[/]", highlight=False)
            line = []
            for op, text in row.ops:
                escaped = text.replace("[", r"\[")
                if op == "delete":
                    line.append(f"[red strike]\\[-{escaped}-][/]")
                elif op == "insert":
                    line.append(f"[green underline]{{+{escaped}+}}[/]")
                else:
                    line.append(escaped)
            console.print("".join(line), highlight=False, soft_wrap=True)

    emit(comparison.as_json(), as_json, render)
