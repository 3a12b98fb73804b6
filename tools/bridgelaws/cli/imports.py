"""`bridgelaws import SEED --out DIR`: regenerate YAML from an original, never clobbering curation."""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Annotated

import typer

from .app import app
from .output import console, emit, usage_error


def _write_beside(target: Path, text: str) -> tuple[str, Path, list[str]]:
    """Write `text` to `target`, or beside it as `*.yaml.imported` when a different file is there.

    The suffix keeps the loader from reading the imported copy as content.
    """
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        return "new", target, []
    current = target.read_text(encoding="utf-8")
    if current == text:
        return "same", target, []
    beside = target.with_name(target.name + ".imported")
    beside.write_text(text, encoding="utf-8")
    diff = list(
        difflib.unified_diff(current.splitlines(), text.splitlines(), str(target), str(beside), lineterm="")
    )
    return "differs", beside, diff


def _curated_examples(out: Path, files: dict[str, str]) -> dict[str, str]:
    """The example files already under `out` for the sources an import writes commentary of: the
    import places them in that commentary too (see `bridgelaws.importers.inplace`)."""
    sources = {Path(p).parts[1] for p in files if p.startswith("content/")} - {"sources"}
    return {
        str(path.relative_to(out)): path.read_text(encoding="utf-8")
        for source in sorted(sources)
        for path in sorted((out / "content" / source / "examples").glob("*.yaml"))
    }


@app.command("import")
def import_seed(
    seed: Annotated[Path, typer.Argument(help="An original document, e.g. content/originals/000_….txt")],
    out: Annotated[Path, typer.Option("--out", help="Folder to write into (mirrors the project layout).")],
    show_diff: Annotated[bool, typer.Option("--diff", help="Print the full differences.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for machines.")] = False,
) -> None:
    """Run the importer of SEED; files that differ from curated ones are written beside them."""
    from bridgelaws.importers import importer_for, known_seeds
    from bridgelaws.importers.inplace import place_examples

    importer = importer_for(seed.name)
    if importer is None:
        usage_error(f"{seed}: no importer reads this document (known: {', '.join(known_seeds())})")
    if not seed.is_file():
        usage_error(f"{seed}: no such file")
    files = importer(seed.read_text(encoding="utf-8"))
    files = place_examples(files, _curated_examples(out, files))
    report = []
    for relative, text in sorted(files.items()):
        status, written, diff = _write_beside(out / relative, text)
        report.append(
            {"file": relative, "status": status, "written": str(written), "changed_lines": len(diff)}
        )
        if show_diff and diff and not as_json:
            console.print("\n".join(diff), markup=False, highlight=False)

    def render() -> None:
        for row in report:
            colour = {"new": "green", "same": "dim", "differs": "yellow"}[row["status"]]
            console.print(f"[{colour}]{row['status']:8}[/] {row['file']}  → {row['written']}")

    emit(report, as_json, render)
