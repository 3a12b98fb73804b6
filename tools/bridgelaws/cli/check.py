"""`bridgelaws check` and `bridgelaws schema`: validate the knowledge base, export the schemas."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from .app import app
from .output import EXIT_PROBLEMS, console, emit, err_console, problems_exit, usage_error

if TYPE_CHECKING:
    from bridgelaws.model import KnowledgeBase

RootOption = Annotated[Path, typer.Option("--root", help="Project root holding laws/ and content/.")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON for machines.")]


def summary(kb: KnowledgeBase) -> dict[str, Any]:
    """Counts a maintainer wants after a check: what is there, and how well it links."""
    from bridgelaws.model import law_number

    per_source: dict[str, dict[str, int]] = {}
    for citation in kb.citations:
        passage = kb.passages[citation.passage]
        row = per_source.setdefault(
            passage.source or passage.kind,
            {"found": 0, "resolved": 0, "other_edition": 0, "section_unknown": 0, "paragraphs_elsewhere": 0},
        )
        row["found"] += 1
        row["resolved"] += citation.target is not None
        # named by the words around it ("Stary przepis 23"), another edition than its source's
        row["other_edition"] += citation.edition_from == "context" and citation.edition != passage.edition
        # its edition has the law but no section of that letter is held: it points to the law
        row["section_unknown"] += citation.section_unknown
        # a commentary's own paragraph that lies outside the part we hold (not an error)
        row["paragraphs_elsewhere"] += citation.kind == "paragraph" and citation.target is None
    laws = Counter(law_number(r) for e in kb.commentary for r in e.unit.laws)
    return {
        "sources": len(kb.sources),
        "law_indexes": {edition: len(index.laws) for edition, index in sorted(kb.indexes.items())},
        "law_texts": sorted(f"{e.text.edition}/{e.text.lang}/{e.text.law}" for e in kb.law_texts),
        "units_per_language": dict(sorted(Counter(e.lang for e in kb.commentary).items())),
        "units_per_source": dict(sorted(Counter(e.source for e in kb.commentary).items())),
        "units_per_law": {str(k): v for k, v in sorted(laws.items())},
        "examples": len(kb.examples),
        "examples_per_language": dict(sorted(Counter(e.example.lang for e in kb.examples).items())),
        "glossary_concepts": len(kb.concepts),
        "concordance_entries": len(kb.concordance),
        "references": per_source,
        "unresolved": sum(
            r["found"] - r["resolved"] - r["paragraphs_elsewhere"] for r in per_source.values()
        ),
        "paragraphs_elsewhere": sum(r["paragraphs_elsewhere"] for r in per_source.values()),
    }


def _render_summary(data: dict[str, Any]) -> None:
    from rich.table import Table

    table = Table(title="bridgelaws knowledge base", show_header=True)
    table.add_column("what")
    table.add_column("count", justify="right")
    table.add_row("sources", str(data["sources"]))
    for edition, count in data["law_indexes"].items():
        table.add_row(f"laws in the {edition} index", str(count))
    table.add_row("law texts", ", ".join(data["law_texts"]) or "-")
    for lang, count in data["units_per_language"].items():
        table.add_row(f"commentary units ({lang})", str(count))
    for source, count in data["units_per_source"].items():
        table.add_row(f"units of {source}", str(count))
    table.add_row("laws with commentary", str(len(data["units_per_law"])))
    table.add_row("examples", str(data["examples"]))
    table.add_row("glossary concepts", str(data["glossary_concepts"]))
    table.add_row("concordance entries", str(data["concordance_entries"]))
    table.add_row("ruling flows", str(data["ruling_flows"]))
    for source, row in data["references"].items():
        extra = [
            f"{row[key]} {what}"
            for key, what in (
                ("other_edition", "to another edition"),
                ("section_unknown", "to the enclosing law"),
            )
            if row[key]
        ]
        detail = f" ({', '.join(extra)})" if extra else ""
        table.add_row(f"references in {source}", f"{row['resolved']}/{row['found']} resolved{detail}")
    table.add_row("unresolved references", str(data["unresolved"]))
    table.add_row("paragraph references outside the text held", str(data["paragraphs_elsewhere"]))
    console.print(table)


@app.command()
def check(root: RootOption = Path("."), as_json: JsonOption = False) -> None:
    """Validate everything under laws/ and content/; list every problem as path:line:col."""
    if not (root / "laws").is_dir() and not (root / "content").is_dir():
        usage_error(f"'{root}' holds neither laws/ nor content/ (give the project root with --root)")
    from bridgelaws.model import load_with_problems
    from bridgelaws.rulings import check as check_rulings

    result = load_with_problems(root)
    problems = sorted(set(result.problems) | set(check_rulings(result.kb)))
    data = summary(result.kb)
    data["ruling_flows"] = len(result.kb.flows)
    data["problems"] = [str(p) for p in problems]
    if as_json:
        emit(data, True)
    else:
        _render_summary(data)
        for problem in problems:
            err_console.print(str(problem), highlight=False, markup=False, soft_wrap=True)
        verdict = f"{len(problems)} problem(s)" if problems else "no problems"
        console.print(f"[bold]{verdict}[/]")
    if problems:
        raise typer.Exit(EXIT_PROBLEMS)


@app.command()
def schema(
    out: Annotated[Path, typer.Option("--out", help="Folder for the JSON Schemas.")] = Path("tools/schemas"),
    as_json: JsonOption = False,
) -> None:
    """Write the JSON Schema of every content kind (for editors' yaml-language-server)."""
    from bridgelaws.files import unwritable, write_atomically
    from bridgelaws.model.export import schema_files

    files = schema_files(out)
    why = [f"error: {path}: {reason}" for path in files if (reason := unwritable(path))]
    if why:
        problems_exit(why[:1])
    try:
        for path, text in files.items():
            write_atomically(path, text)
    except OSError as error:
        problems_exit([f"error: {error.filename or out}: cannot write it: {error.strerror or error}"])
    paths = [str(p) for p in files]
    emit({"written": paths}, as_json, lambda: console.print("\n".join(paths)))
