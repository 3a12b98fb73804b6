"""`bridgelaws index`, `bridgelaws search` and `bridgelaws serve`: the search index, queries, the server.

whoosh and the model are imported inside the commands, so that the CLI starts fast.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Annotated, Any

import typer

from .app import app
from .output import console, emit, err_console, problems_exit, usage_error

RootOption = Annotated[Path, typer.Option("--root", help="Project root holding laws/ and content/.")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON for machines.")]
IndexOption = Annotated[
    Path | None, typer.Option("--index", help="Index folder.", show_default="ROOT/.cache/search")
]
INDEX_FOLDER = Path(".cache") / "search"
_MARK = re.compile(r"<mark>(.*?)</mark>", re.DOTALL)


def _check_root(root: Path) -> None:
    if not any((root / name).is_dir() for name in ("laws", "content")):
        usage_error(f"'{root}' holds neither laws/ nor content/ (give the project root with --root)")


@app.command("index")
def index_command(
    root: RootOption = Path("."),
    out: Annotated[
        Path | None, typer.Option("--out", help="Index folder.", show_default="ROOT/.cache/search")
    ] = None,
    full: Annotated[bool, typer.Option("--full", help="Rebuild from scratch.")] = False,
    as_json: JsonOption = False,
) -> None:
    """Build the search index, or update only what changed; readers never see a half-built index."""
    _check_root(root)
    from bridgelaws.files import unwritable
    from bridgelaws.model import load_with_problems
    from bridgelaws.search import build_index

    folder = out or root / INDEX_FOLDER
    if why := unwritable(folder / "index"):
        problems_exit([f"error: cannot write the index in {folder}: {why}"])
    result = load_with_problems(root)
    try:
        report = build_index(result.kb, folder, full=full)
    except OSError as error:
        problems_exit([f"error: cannot write the index in {folder}: {error.strerror or error}"])
    data = {**report.as_dict(), "content_problems": len(result.problems)}

    def render() -> None:
        how = "rebuilt" if report.full else "updated" if report.changed else "up to date"
        console.print(
            f"index {how}: {report.documents} documents (+{report.added} ~{report.updated} "
            f"-{report.removed}) in {report.seconds:.2f} s → {report.path}",
            highlight=False,
        )
        if result.problems:
            err_console.print(f"{len(result.problems)} content problem(s) left out; run `bridgelaws check`")

    emit(data, as_json, render)


@app.command("search")
def search_command(
    query: Annotated[str, typer.Argument(help="Words, a glossary term or a law reference, in any language.")],
    lang: Annotated[
        str | None, typer.Option("--lang", help="Only results in this language (en, pl, el, ru).")
    ] = None,
    law: Annotated[
        str | None, typer.Option("--law", help="Only results about this law or section (27, 27B1).")
    ] = None,
    kind: Annotated[
        str | None, typer.Option("--kind", help="law, definition, commentary, example or concept.")
    ] = None,
    source: Annotated[str | None, typer.Option("--source", help="Only results from this source id.")] = None,
    limit: Annotated[int, typer.Option("--limit", help="How many results.")] = 10,
    as_json: JsonOption = False,
    root: RootOption = Path("."),
    index: IndexOption = None,
) -> None:
    """Search every law section, commentary unit, example and glossary concept (builds the index first
    if it is missing or stale)."""
    if not query.strip():
        usage_error("the query is empty")
    _check_root(root)
    from bridgelaws.search import SearchIndex, ensure_index

    folder = index or root / INDEX_FOLDER
    ensure_index(root, folder)
    try:
        hits = SearchIndex(folder).search(query, lang=lang, law=law, kind=kind, source=source, limit=limit)
    except ValueError as error:
        usage_error(str(error))
    emit(hits, as_json, lambda: _render_hits(query, hits))


def _marked(snippet: str) -> Any:
    """A snippet's <mark>ed HTML as rich text with the matches highlighted."""
    from rich.text import Text

    text = Text()
    for i, piece in enumerate(_MARK.split(snippet)):
        text.append(html.unescape(piece), style="bold black on yellow" if i % 2 else "")
    return text


def _render_hits(query: str, hits: list[dict[str, Any]]) -> None:
    from rich.table import Table
    from rich.text import Text

    if not hits:
        console.print(f"no results for {query!r}", highlight=False)
        return
    table = Table(title=f"{len(hits)} result(s) for {query!r}", show_lines=True)
    table.add_column("#", justify="right")
    table.add_column("laws")
    table.add_column("what")
    table.add_column("result", ratio=1, overflow="fold")
    for i, hit in enumerate(hits, 1):
        what = f"{hit['kind']} · {hit['lang']}" + (f"\n{hit['source']}" if hit["source"] else "")
        body = Text(hit["title"] + "\n", style="bold")
        body.append_text(_marked(hit["snippet"]))
        body.append("\n" + hit["url"], style="dim")
        table.add_row(str(i), ", ".join(hit["laws"]), what, body)
    console.print(table)


@app.command("serve")
def serve_command(
    host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="Port (0 picks a free one).")] = 8000,
    site: Annotated[Path, typer.Option("--site", help="The built site folder (mkdocs build).")] = Path(
        "site"
    ),
    api_only: Annotated[
        bool, typer.Option("--api-only", help="Serve only /api/search (for replicas).")
    ] = False,
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            min=1,
            max=64,
            help="Worker processes answering requests (default: one per core, at most 8).",
        ),
    ] = None,
    no_watch: Annotated[
        bool, typer.Option("--no-watch", help="Do not rebuild when content changes.")
    ] = False,
    rate: Annotated[
        float, typer.Option("--rate", help="API requests a second per client (bursts of 2×).")
    ] = 10.0,
    trusted_proxy: Annotated[
        list[str] | None,
        typer.Option(
            "--trusted-proxy",
            metavar="ADDR",
            help="A load balancer (address or CIDR network; repeatable) whose X-Forwarded-For names the "
            "client for the rate limit. From any other peer the header is ignored.",
        ),
    ] = None,
    quiet: Annotated[bool, typer.Option("--quiet", help="Do not log requests.")] = False,
    root: RootOption = Path("."),
    index_folder: IndexOption = None,
) -> None:
    """Serve the built site and GET /api/search?q=…&lang=…&law=…&kind=…&limit=… (JSON) under gunicorn,
    in `--workers` processes; rebuild the index and the site when a YAML file is saved."""
    _check_root(root)
    if not api_only and not site.is_dir():
        usage_error(f"site folder '{site}' not found: build it with `mkdocs build`, or use --api-only")
    if rate <= 0:
        usage_error("--rate must be positive")
    from bridgelaws.search import ensure_index
    from bridgelaws.serve.ratelimit import TrustedProxies

    try:
        TrustedProxies(trusted_proxy or ())
    except ValueError as error:
        usage_error(f"--trusted-proxy: {error}")
    from bridgelaws.serve.server import bind, default_workers, serve
    from bridgelaws.serve.wsgi import ServeConfig

    try:
        sock = bind(host, port)
    except OSError as error:
        usage_error(f"cannot listen on {host}:{port}: {error.strerror}")
    folder = (index_folder or root / INDEX_FOLDER).resolve()
    ensure_index(root, folder)
    config = ServeConfig(
        index=str(folder), replica="", limits="", rate=rate, burst=max(1, int(2 * rate)),
        trusted=tuple(trusted_proxy or ()), site=None if api_only else str(site.resolve()),
    )  # fmt: skip
    watch = None if api_only or no_watch else [str(root.resolve()), str(folder), str(site.resolve())]
    what = "the search API" if api_only else f"{site} and the search API"

    workers = workers or default_workers()

    def announce(url: str) -> None:
        plural = "s" * (workers > 1)
        message = f"serving {what} on {url} ({workers} worker{plural}; Ctrl-C stops)"
        err_console.print(message, highlight=False, soft_wrap=True)  # one line, for scripts to read

    serve(sock, config, workers, announce, watch, quiet=quiet)
