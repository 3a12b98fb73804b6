"""`bridgelaws import FORMAT PATH… --out DIR` and `bridgelaws new commentary ID --lang L`.

An import reads documents of one format (`--list` names them) and writes the project's YAML under
DIR, never clobbering curation: a file that differs from one already there is written beside it as
`*.yaml.imported` (the difference shown), unless `--overwrite`; the edition's index is edited in
place (only titles and sections added). It reports what it counted, every located warning, and the
text it could not place. A document it cannot read stops it with located errors and nothing written.
"""

from __future__ import annotations

import datetime
import difflib
import re
from pathlib import Path
from string import Template
from typing import Annotated, Any

import typer

from bridgelaws.files import Batch, unwritable, write_atomically

from .app import app
from .output import console, emit, err_console, problems_exit, usage_error

STARTERS = Path(__file__).resolve().parents[1] / "importers" / "starters"
_NATURAL = re.compile(r"(\d+)")


def _write_beside(
    batch: Batch, target: Path, text: str, overwrite: bool, in_place: bool
) -> tuple[str, Path, list[str]]:
    """Write `text` to `target`; beside it as `*.yaml.imported` when a different file is there
    (unless `overwrite`, or the file is one the import edits in place: the index)."""
    current = _read(target) if target.is_file() else None
    if current is None:
        batch.write(target, text)
        return "new", target, []
    if current == text:
        return "same", target, []
    diff = list(
        difflib.unified_diff(current.splitlines(), text.splitlines(), str(target), "imported", lineterm="")
    )
    if overwrite or in_place:
        batch.write(target, text)
        return "updated", target, diff
    beside = target.with_name(target.name + ".imported")  # the suffix keeps the loader from reading it
    batch.write(beside, text)
    return "differs", beside, diff


def _read(path: Path) -> str:
    """A file of the project as text; one that is not UTF-8 stops the command, located."""
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        problems_exit([f"{path}:1:1: not UTF-8 text ({error.reason} at byte {error.start})"])


def _targets(out: Path, files: dict[str, str]) -> None:
    """Every file the import will write can be written (checked before any is): else exit 1."""
    why = [f"{out / name}: {reason}" for name in sorted(files) if (reason := unwritable(out / name))]
    if why:
        problems_exit(["nothing was written: " + why[0], *why[1:]])


def _curated_examples(out: Path, files: dict[str, str]) -> dict[str, str]:
    """The example files already under `out` for the sources an import writes commentary of: the
    import places them in that commentary too (see `bridgelaws.importers.inplace`)."""
    sources = {Path(p).parts[1] for p in files if p.startswith("content/")} - {"sources"}
    return {
        str(path.relative_to(out)): _read(path)
        for source in sorted(sources)
        for path in sorted((out / "content" / source / "examples").glob("*.yaml"))
    }


def _natural(path: Path) -> list[Any]:
    return [int(part) if part.isdigit() else part for part in _NATURAL.split(path.name)]


def _documents(paths: list[Path]) -> list[Any]:
    """The documents named: a folder gives every file in it, in natural order (law-9 before law-10)."""
    from bridgelaws.importers import Document

    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted(
                (p for p in path.iterdir() if p.is_file() and not p.name.startswith(".")), key=_natural
            )
        elif path.is_file():
            found.append(path)
        else:
            usage_error(f"{path}: no such file or folder")
    documents = []
    for path in found:
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as error:
            problems_exit([f"{path}:1:1: not UTF-8 text ({error.reason} at byte {error.start})"])
        documents.append(Document(str(path), path.name, text))
    if not documents:
        usage_error("no documents to import")
    return documents


def _list_formats() -> None:
    from bridgelaws.importers import FORMATS, SEEDS

    for name, fmt in FORMATS.items():
        seeds = ", ".join(s for s, seed in SEEDS.items() if seed.format == name)
        line = f"[bold]{name:14}[/] {fmt.summary}" + (f" [dim](seeds: {seeds})[/]" if seeds else "")
        console.print(line, highlight=False, soft_wrap=True)


@app.command("import")
def import_documents(
    args: Annotated[
        list[str] | None,
        typer.Argument(
            help="FORMAT then the documents or folders (a seed of content/originals/ alone will do)."
        ),
    ] = None,
    out: Annotated[Path | None, typer.Option("--out", help="Project folder to write into.")] = None,
    edition: Annotated[str | None, typer.Option("--edition", help="Edition of the Laws, e.g. 2017.")] = None,
    lang: Annotated[str | None, typer.Option("--lang", help="Language: en, pl, el or ru.")] = None,
    source: Annotated[str | None, typer.Option("--source", help="Source id of what is imported.")] = None,
    overwrite: Annotated[bool, typer.Option("--overwrite", help="Replace files that differ.")] = False,
    list_formats: Annotated[bool, typer.Option("--list", help="Name the formats and stop.")] = False,
    show_diff: Annotated[bool, typer.Option("--diff", help="Print the full differences.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for machines.")] = False,
) -> None:
    """Import documents of a format (see --list) into the project's YAML."""
    from bridgelaws.importers import FORMATS, SEEDS, ImportFailure, Options, Project, run_import
    from bridgelaws.importers.inplace import place_examples
    from bridgelaws.model.schema import id_problem

    if list_formats:
        _list_formats()
        return
    args = list(args or [])
    if out is None:
        usage_error("give --out DIR: the project folder to write into (`--out .` for this one)")
    if not args:
        usage_error("give a FORMAT and documents (bridgelaws import --list names the formats)")
    if args[0] in FORMATS:
        name, paths = args[0], [Path(a) for a in args[1:]]
    elif Path(args[0]).name in SEEDS:
        name, paths = SEEDS[Path(args[0]).name].format, [Path(a) for a in args]
    else:
        usage_error(f"'{args[0]}' is no format (known: {', '.join(FORMATS)}) and no seed document")
    if not paths:
        usage_error(f"give the documents to import as {name}")
    if lang is not None and lang not in ("en", "pl", "el", "ru"):
        usage_error(f"--lang {lang}: expected en, pl, el or ru")
    if edition is not None and not re.fullmatch(r"(19|20)\d\d", edition):
        usage_error(f"--edition {edition}: expected a year such as 2017")
    if source is not None and (why := id_problem(source)):
        usage_error(f"--source: {why}")
    if out.exists() and not out.is_dir():
        usage_error(f"--out {out}: a file, not the project folder")
    docs = _documents(paths)
    try:
        result = run_import(name, docs, Options(edition, lang, source), Project(out.resolve()))
        files = place_examples(result.files, _curated_examples(out, result.files))
    except ImportFailure as failure:
        problems_exit([str(p) for p in failure.problems])
    _targets(out, files)
    report = []
    batch = Batch()
    for relative, text in sorted(files.items()):
        in_place = relative.endswith("/index.yaml") and relative.startswith("laws/")
        try:
            status, written, diff = _write_beside(batch, out / relative, text, overwrite, in_place)
        except OSError as error:
            batch.undo()
            why = error.strerror or error
            problems_exit([f"{out / relative}: cannot write it ({why}): nothing was written"])
        report.append(
            {"file": relative, "status": status, "written": str(written), "changed_lines": len(diff)}
        )
        if show_diff and diff and not as_json:
            console.print("\n".join(diff), markup=False, highlight=False)
    summary = result.summary()

    def render() -> None:
        for row in report:
            colour = {"new": "green", "same": "dim", "differs": "yellow", "updated": "cyan"}[row["status"]]
            console.print(
                f"[{colour}]{row['status']:8}[/] {row['file']}  → {row['written']}", highlight=False
            )
        counts = ", ".join(f"{n} {what}" for what, n in summary["counts"].items() if n)
        console.print(f"[bold]imported[/] ({name}): {counts or 'nothing'}", highlight=False)
        for line in summary["warnings"]:
            err_console.print(f"warning: {line}", markup=False, highlight=False, soft_wrap=True)
        for line in summary["unplaced"]:
            err_console.print(f"not placed: {line}", markup=False, highlight=False, soft_wrap=True)

    emit({"format": name, "files": report, **summary}, as_json, render)


new_app = typer.Typer(help="Write starter documents.", no_args_is_help=True)
app.add_typer(new_app, name="new")


@new_app.command("commentary")
def new_commentary(
    source: Annotated[str, typer.Argument(help="The id of the new source, e.g. notes-law27-2024.")],
    lang: Annotated[str, typer.Option("--lang", help="Language of the commentary: en, pl, el or ru.")] = "en",
    out: Annotated[Path | None, typer.Option("--out", help="The file to write.")] = None,
    root: Annotated[Path, typer.Option("--root", help="Project root.")] = Path("."),
) -> None:
    """Write a Markdown commentary that imports cleanly and shows every construct of the format."""
    from bridgelaws.model.schema import id_problem

    if why := id_problem(source):
        usage_error(why)
    starter = STARTERS / f"commentary.{lang}.md"
    if not starter.is_file():
        usage_error(f"--lang {lang}: starters are in en, pl, el and ru")
    for taken in (root / "content" / "sources" / f"{source}.yaml", root / "content" / source):
        if taken.exists():
            usage_error(
                f"source '{source}' exists ({taken}): choose another id (to give a Markdown commentary "
                "another language, copy its file to <id>.<lang>.md and translate it)"
            )
    target = out or root / "content" / "originals" / f"{source}.{lang}.md"
    if target.exists():
        usage_error(f"{target} exists: choose another id or --out")
    if why := unwritable(target):
        problems_exit([f"error: {why}"])
    text = Template(starter.read_text(encoding="utf-8")).substitute(
        id=source, date=datetime.date.today().isoformat()
    )
    try:
        write_atomically(target, text)
    except OSError as error:
        problems_exit([f"error: {target}: cannot write it: {error.strerror or error}"])
    console.print(
        f"wrote {target}: import it with `bridgelaws import markdown {target} --out {root}`", highlight=False
    )
