"""`bridgelaws rule`: the ruling flows in a terminal, the same the site's /rulings/ pages walk."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from .app import app
from .output import console, emit, problems_exit, usage_error

if TYPE_CHECKING:
    from bridgelaws.model import KnowledgeBase

LANGS = ("en", "pl", "el", "ru")


@app.command("rule")
def rule_command(
    flow: Annotated[str | None, typer.Argument(help="The flow, e.g. insufficient-bid (see --list).")] = None,
    list_flows: Annotated[bool, typer.Option("--list", help="List the flows.")] = False,
    auction: Annotated[
        str | None, typer.Option("--auction", help='The calls so far, e.g. "1S 1H"; S:1H marks who called.')
    ] = None,
    play: Annotated[
        str | None, typer.Option("--play", help='The tricks, e.g. "W:D7 D2 DK D4; H3 H2 HA H5".')
    ] = None,
    dealer: Annotated[str, typer.Option("--dealer", help="Who dealt (the auction starts there).")] = "N",
    answer: Annotated[
        list[str] | None, typer.Option("--answer", "-a", help="KEY=VALUE, as often as needed.")
    ] = None,
    lang: Annotated[str, typer.Option("--lang", help="en, pl, el or ru.")] = "en",
    root: Annotated[Path, typer.Option("--root", help="Project root (laws/ and content/).")] = Path("."),
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for machines.")] = False,
) -> None:
    """Walk a ruling flow: the path so far, then the next question (its key and choices) or the
    outcome with the provisions it applies. Answers may be given up front; the engine answers
    what it can decide from --auction and --play."""
    from bridgelaws.model import load_with_problems
    from bridgelaws.rulings import RulingError, TableError, table_from_text, walk
    from bridgelaws.rulings.view import flows_json, walk_json

    if lang not in LANGS:
        usage_error(f"invalid language {lang!r}: expected one of {', '.join(LANGS)}")
    result = load_with_problems(root)
    problems = [p for p in result.problems if p.path.startswith("content/rulings/")]
    if problems:
        problems_exit([str(p) for p in problems])
    kb = result.kb
    if list_flows:
        flows = flows_json(kb, lang)
        emit(flows, as_json, lambda: _render_list(flows))
        return
    if flow is None:
        usage_error("name a flow (bridgelaws rule --list shows them)")
    entry = kb.flow(flow)
    if entry is None:
        usage_error(f"no flow {flow!r}: expected one of {', '.join(e.flow.id for e in kb.flows)}")
    answers = {}
    for item in answer or []:
        key, sep, value = item.partition("=")
        if not sep or not key.strip() or not value.strip():
            usage_error(f"--answer {item!r}: expected KEY=VALUE")
        answers[key.strip()] = value.strip()
    try:
        table = table_from_text(auction, play, dealer.upper()) if auction or play else None
        walked = walk(entry.flow, answers, table, lang)
    except (RulingError, TableError) as error:
        usage_error(str(error))
    data = walk_json(kb, walked)
    emit(data, as_json, lambda: _render_walk(kb, data, lang))


def _render_list(flows: list[dict]) -> None:  # type: ignore[type-arg]
    for flow in flows:
        laws = ", ".join(str(n) for n in flow["laws"])
        console.print(f"[bold]{flow['flow']}[/] — {flow['title']} [dim](Law {laws})[/]", highlight=False)
        console.print(f"  {flow['summary']}", highlight=False, style="dim")


def _render_walk(kb: KnowledgeBase, data: dict, lang: str) -> None:  # type: ignore[type-arg]
    from bridgelaws.rulings.words import word

    flow = kb.flow(data["flow"])
    assert flow is not None
    console.print(f"[bold]{flow.flow.title.get(lang) or flow.flow.title['en']}[/]", highlight=False)
    for item in data["path"]:
        engine = f" [dim]({word('engine', lang)})[/]" if item["by"] == "engine" else ""
        line = f"  {item['key']}: {item['question']} [green]{item['label']}[/]{engine}"
        console.print(line, highlight=False)
    step = data["next"]
    if step is not None:
        console.print(f"\n[bold]{step['key']}[/]: {step['question']}", highlight=False)
        if step.get("test"):
            console.print(f"  [italic]{word('test', lang)}:[/] {step['test']}", highlight=False)
        for choice in step["choices"]:
            console.print(f"  --answer {step['key']}={choice['value']}  ({choice['label']})", highlight=False)
        if step["kind"] == "call":
            console.print(f"  --answer {step['key']}=…  ({step['hint']})", highlight=False)
    outcome = data["outcome"]
    if outcome is not None:
        console.print(f"\n[bold]{word('ruling', lang)}:[/] {outcome['text']}", highlight=False)
        provisions = ", ".join(outcome["provisions"])
        console.print(f"[bold]{word('provisions', lang)}:[/] {provisions}", highlight=False)
        if outcome["examples"]:
            console.print(f"{word('examples', lang)}: {', '.join(outcome['examples'])}", highlight=False)
        if outcome["continue"]:
            console.print(f"{word('continue', lang)}: bridgelaws rule {outcome['continue']}", highlight=False)
    console.print(f"\n[dim]{word('prevail', lang)}[/]", highlight=False)
