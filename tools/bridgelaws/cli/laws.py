"""`bridgelaws laws`, `bridgelaws concordance` and `bridgelaws example run`: questions answered from the
loaded model."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Any

import typer

from .app import app
from .output import EXIT_PROBLEMS, console, emit, err_console, problems_exit, usage_error

RootOption = Annotated[Path, typer.Option("--root", help="Project root holding laws/ and content/.")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON for machines.")]
_EDITION_REF = re.compile(r"^((?:19|20)\d\d)/(\d{1,2}[A-Z]?\d{0,2}(?:\([a-z]\))?(?:\([ivx]+\))?)$")
LANGS = ("en", "pl", "el", "ru")


def _load(root: Path):  # type: ignore[no-untyped-def]
    from bridgelaws.model import load_with_problems

    result = load_with_problems(root)
    if result.problems:
        problems_exit([str(p) for p in result.problems])
    return result.kb


@app.command()
def concordance(
    law: Annotated[str, typer.Argument(help="EDITION/LAW, e.g. 2007/17D or 2017/15A")],
    root: RootOption = Path("."),
    as_json: JsonOption = False,
) -> None:
    """Where a law of one edition went in another edition, and who says so."""
    match = _EDITION_REF.match(law)
    kb = _load(root)
    if not match:
        usage_error(f"'{law}': expected EDITION/LAW such as 2007/17D (editions {', '.join(kb.editions)})")
    edition, ref = match.groups()
    if edition not in kb.indexes:
        usage_error(f"'{law}': no edition {edition} here (editions {', '.join(kb.editions)})")
    from bridgelaws.refs import LawRef

    try:
        parsed = LawRef.parse(ref)
    except ValueError as error:
        usage_error(f"'{law}': {error}")
    keys = [f"{edition}/{r.canonical}" for r in (parsed, *parsed.ancestors())]
    rows: list[dict[str, Any]] = []
    for entry in kb.concordance:
        if entry.from_ in keys or entry.to in keys:
            outgoing = entry.from_ in keys
            rows.append(
                {
                    "from": entry.from_,
                    "to": entry.to,
                    "relation": entry.relation,
                    "direction": "to" if outgoing else "from",
                    "source": entry.source,
                    "source_title": kb.sources[entry.source].title,
                    "note": entry.note,
                }
            )

    def render() -> None:
        from rich.table import Table

        if not rows:
            console.print(f"No correspondence recorded for {law}.")
            return
        table = Table(title=f"Concordance for {law}")
        for column in ("from", "to", "relation", "source", "note"):
            table.add_column(column)
        for row in rows:
            table.add_row(row["from"], row["to"], row["relation"], row["source"], row["note"] or "")
        console.print(table)

    emit(rows, as_json, render)


def _prefetch(datas: list[dict[str, Any]]) -> None:
    """Solve the examples' double dummy tables in batches, with a progress bar on stderr."""
    from rich.progress import MofNCompleteColumn, Progress

    from bridgelaws.bridge.claims import prefetch_examples

    columns = (*Progress.get_default_columns(), MofNCompleteColumn())
    shown = err_console.is_terminal
    with Progress(*columns, console=err_console, transient=True, disable=not shown) as progress:
        task = progress.add_task("double dummy tables", total=None)
        prefetch_examples(datas, lambda done, total: progress.update(task, completed=done, total=total))


example_app = typer.Typer(
    help="Run the examples: check every claim of their expect: blocks.", no_args_is_help=True
)
app.add_typer(example_app, name="example")


@example_app.command("run")
def example_run(
    example_id: Annotated[
        str | None, typer.Argument(help="SOURCE/LANG/ID or ID (e.g. hellenic-wiki-law27/en/ex-33)")
    ] = None,
    run_all: Annotated[bool, typer.Option("--all", help="Run every example.")] = False,
    root: RootOption = Path("."),
    as_json: JsonOption = False,
) -> None:
    """Parse, validate and analyse examples; exit 1 when a claim fails."""
    from bridgelaws.bridge.claims import run_example

    if not run_all and not example_id:
        usage_error("give an example id or --all")
    kb = _load(root)
    chosen = [e for e in kb.examples if run_all or example_id in (e.uid, e.example.id)]
    if not chosen:
        usage_error(f"no example '{example_id}' (ids look like {kb.examples[0].uid if kb.examples else '…'})")
    datas = [entry.example.model_dump(by_alias=True, exclude_none=True) for entry in chosen]
    _prefetch(datas)
    report = []
    for entry, data in zip(chosen, datas, strict=True):
        example = entry.example
        run = run_example(data)
        row: dict[str, Any] = {
            "id": entry.uid,
            "ok": run.ok,
            "lang": example.lang,
            "laws": list(example.laws),
            "results": run.results,
            "failures": run.failures,
        }
        if example.deal:
            row["position" if example.deal.get("kind") in ("position", "suit") else "deal"] = example.deal
        report.append(row)

    def render() -> None:
        from rich.table import Table

        table = Table(title="examples")
        for column in ("id", "laws", "ok", "failures"):
            table.add_column(column)
        for row in report:
            mark = "[green]ok[/]" if row["ok"] else "[red]FAIL[/]"
            table.add_row(row["id"], " ".join(row["laws"]), mark, "; ".join(row["failures"]))
        console.print(table)

    emit(report, as_json, render)
    if not all(row["ok"] for row in report):
        raise typer.Exit(EXIT_PROBLEMS)


@app.command("laws")
def laws_command(
    edition: Annotated[
        str | None, typer.Option("--edition", help="Edition of the Laws (default: the one in force then).")
    ] = None,
    as_at: Annotated[
        str | None, typer.Option("--as-at", help="Read the edition as it stood on this day (YYYY-MM-DD).")
    ] = None,
    lang: Annotated[str, typer.Option("--lang", help="Language of the titles: en, pl, el, ru.")] = "en",
    root: RootOption = Path("."),
    as_json: JsonOption = False,
) -> None:
    """The laws of an edition with their chapters, titles and amendments, as at a date."""
    from datetime import date

    from bridgelaws.model.editions import edition_in_force, edition_view

    if lang not in LANGS:
        usage_error(f"--lang {lang}: expected one of {', '.join(LANGS)}")
    day = None
    if as_at is not None:
        try:
            day = date.fromisoformat(as_at)
        except ValueError:
            usage_error(f"--as-at {as_at}: expected a day such as 2023-06-01")
    kb = _load(root)
    if edition is None:
        edition = (edition_in_force(kb, day) if day else None) or kb.current_edition
        if day and edition_in_force(kb, day) is None:
            usage_error(f"--as-at {as_at}: no edition in the knowledge base had taken effect by then")
    if edition not in kb.indexes:
        usage_error(f"--edition {edition}: not in the knowledge base (editions {', '.join(kb.editions)})")
    view = edition_view(kb, edition, day, lang)

    def render() -> None:
        from rich.table import Table

        when = f" as at {view['as_at']}" if view["as_at"] else ""
        table = Table(title=f"The {edition} Laws{when}", title_justify="left")
        for column in ("chapter", "law", "title", "amended"):
            table.add_column(column)
        chapters = {c["number"]: c for c in view["chapters"]}
        shown = None
        for law in view["laws"]:
            chapter = chapters.get(law["chapter"])
            if chapter and chapter["number"] != shown:
                shown = chapter["number"]
                table.add_row(f"{chapter['number']}. {chapter['title']} ({chapter['laws']})", "", "", "")
            mark = " (unofficial title)" if law["unofficial"] else ""
            amended = ", ".join(law["amendments"])
            if law["later_amendments"]:
                later = "later: " + ", ".join(law["later_amendments"])
                amended = f"{amended}; {later}" if amended else later
            table.add_row("", str(law["number"]), f"{law['title'] or ''}{mark}", amended)
        console.print(table)
        if view["chapters_note"]:
            console.print(view["chapters_note"], highlight=False)
        for a in view["amendments"]:
            console.print(f"{a['id']}: Laws {', '.join(a['laws'])}, in force {a['in_force']} — {a['source']}")

    emit(view, as_json, render)
