"""`bridgelaws drill`: the study drills in a terminal, the same the site's study page asks."""

from __future__ import annotations

from typing import Annotated

import typer

from .app import app
from .output import console, emit, err_console, usage_error

# The kinds and the most drills one request makes, spelled out here so that `--help` needs no import
# of the engine (a test checks them against bridgelaws.study.drills).
KINDS = ("score", "imps", "matchpoints", "weighted", "board", "revoke", "sufficient", "contract")
MAX_COUNT = 1000


@app.command("drill")
def drill_command(
    kind: Annotated[str, typer.Argument(help=f"The kind of drill: {', '.join(KINDS)}.")],
    count: Annotated[
        int,
        typer.Option(
            "--count", "-n", help=f"How many drills (1 to {MAX_COUNT}; fewer if the kind has fewer)."
        ),
    ] = 10,
    seed: Annotated[
        int, typer.Option("--seed", help="The random seed: the same seed, the same drills.")
    ] = 2017,
    lang: Annotated[str, typer.Option("--lang", help="Language of the texts: en, pl, el or ru.")] = "en",
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for machines.")] = False,
) -> None:
    """Drills made by the bridge engine: the question, the answers and the engine's working."""
    if not 1 <= count <= MAX_COUNT:
        usage_error(f"invalid count {count}: expected 1 to {MAX_COUNT} drills at a time")
    from bridgelaws.i18n import LANGS
    from bridgelaws.study.drills import UnknownKind, generate

    if lang not in LANGS:
        usage_error(f"invalid language {lang!r}: expected {', '.join(LANGS[:-1])} or {LANGS[-1]}")
    try:
        drills = generate(kind, count, seed)
    except UnknownKind as error:
        usage_error(str(error))
    if len(drills) < count:
        err_console.print(
            f"notice: only {len(drills)} different {kind} drills exist; {count} were asked for",
            highlight=False,
        )

    def render() -> None:
        for number, drill in enumerate(drills, 1):
            console.print(f"[bold]{number}. {drill.kind}[/] [dim]{drill.id} · Law {', '.join(drill.laws)}[/]")
            if drill.auction:
                console.print(
                    f"  auction (dealer {drill.auction['dealer']}): {' '.join(drill.auction['calls'])}"
                )
            for line in drill.question[lang]:
                console.print(f"  {line}", highlight=False)
            for answer in drill.answers:
                console.print(
                    f"  [green]{answer.label[lang]}: {answer.exact or answer.value}[/]", highlight=False
                )
            for line in drill.working[lang]:
                console.print(f"    {line}", highlight=False, style="dim")
            console.print(f"    [italic]({drill.as_json()['review']})[/]", highlight=False, style="dim")

    emit([drill.as_json() for drill in drills], as_json, render)
