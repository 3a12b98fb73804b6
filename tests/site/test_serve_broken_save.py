"""Under `bridgelaws serve`, a save that breaks a file keeps the last good version of its pages (and of
the search index), and shows the located problem on the top bar of every served page and in the
terminal, until the file is fixed."""

from __future__ import annotations

import json
import threading
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from bridgelaws.model import load
from bridgelaws.search import SearchIndex, build_index
from bridgelaws.serve import make_server
from bridgelaws.serve.files import with_problems
from bridgelaws.serve.http import SiteServer
from bridgelaws.serve.watch import ContentWatcher, build_site
from kbtree import MKDOCS, commentary, example, law, law_index, source, unit, write_project
from waiting import wait_for

MARMALADE = "Law 27B1(a) is broadened: the marmalade rule."
FILES = (
    law_index(law(27, "Insufficient Bid", ["A", "B", "B1", "B1(a)"]))
    | source()
    | commentary(unit("p01", ["27B1(a)"], MARMALADE))
    | MKDOCS
)


def _get(server: SiteServer, path: str) -> str:
    with urllib.request.urlopen(server.url + path.lstrip("/"), timeout=10) as response:
        return response.read().decode("utf-8")


@contextmanager
def serving(root: Path, tmp_path: Path) -> Iterator[tuple[Path, SiteServer, list[str]]]:
    """The project at `root` built, served and watched as `bridgelaws serve` does."""
    site, folder = tmp_path / "site", tmp_path / "index"
    build_site(root, site)
    build_index(load(root), folder)
    index = SearchIndex(folder)
    server = make_server("127.0.0.1", 0, index, site, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    messages: list[str] = []

    def show(problems: list[str]) -> None:
        server.problems = problems

    watcher = ContentWatcher(
        root, folder, site, on_rebuilt=index.refresh, on_problems=show, delay=0.1, log=messages.append
    )
    watcher.start()
    try:
        yield root, server, messages
    finally:
        watcher.stop()
        server.shutdown()
        server.server_close()


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[Path, SiteServer, list[str]]]:
    with serving(write_project(tmp_path / "kb", FILES), tmp_path) as found:
        yield found


def test_a_broken_save_keeps_the_last_good_pages_and_shows_where_it_broke(served) -> None:  # type: ignore[no-untyped-def]
    root, server, messages = served
    page = _get(server, "/sources/demo/")
    assert "marmalade rule" in page and "bl-serve-problems" not in page
    path = root / "content/demo/en.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("    laws:", "    lwa:"), encoding="utf-8")
    assert wait_for(lambda: any(m.startswith("content changed") for m in messages), 60)
    located = "content/demo/en.yaml:5:5: unknown field 'lwa' (did you mean 'laws'?)"
    assert any(located in m for m in messages)  # in the terminal
    page = _get(server, "/sources/demo/")
    assert "marmalade rule" in page  # the unit of the broken file is still served
    bar = page[page.index('<header class="md-header') : page.index("</header>")]
    assert "bl-serve-problems" in bar and located.replace("'", "&#x27;") in bar  # on the top bar
    law = _get(server, "/laws/27/")
    assert "bl-serve-problems" in law and "marmalade rule" in law  # on every page
    hits = json.loads(_get(server, "/api/search?q=marmalade"))
    assert hits and hits[0]["id"] == "commentary/demo/en/p01"  # the index keeps it too
    messages.clear()
    path.write_text(
        path.read_text(encoding="utf-8").replace("    lwa:", "    laws:").replace("marmalade", "quince"),
        encoding="utf-8",
    )
    assert wait_for(lambda: any(m.startswith("content changed") for m in messages), 60)
    page = _get(server, "/sources/demo/")
    assert "quince rule" in page and "bl-serve-problems" not in page


def test_problems_are_escaped_on_the_bar() -> None:
    page = (
        b'<html><body><header class="md-header" data-md-component="header"><nav></nav></header></body></html>'
    )
    shown = with_problems(page, ["content/x.yaml:1:1: raw HTML '<script>'"] * 10).decode()
    assert "<script>" not in shown and "&lt;script&gt;" in shown
    assert shown.index("bl-serve-problems") < shown.index("<nav>")  # inside the header, before its bar
    assert "… and 2 more" in shown


EXAMPLES = (
    FILES
    | commentary(
        unit("p01", ["27B1(a)"], MARMALADE),
        unit("ex-1", example="ex-1"),
        unit("ex-2", example="ex-2"),  # the test names its line and column
    )
    | example(
        "ex-1", title="The first example", narrative="West opens 1NT, North bids 1S.", ruling="Law 27B1(a)."
    )
    | example(
        "ex-2",
        title="The second example",
        narrative="West opens 2C, North bids 1D.",
        ruling="Law 27B1(a) again.",
    )
)


def test_deleting_an_example_leaves_no_empty_heading(tmp_path: Path) -> None:
    with serving(write_project(tmp_path / "kb", EXAMPLES), tmp_path) as (root, server, messages):
        law = _get(server, "/laws/27/")
        assert "The second example" in law and "¶ ex-2" not in law
        (root / "content/demo/examples/ex-2.yaml").unlink()
        assert wait_for(lambda: any(m.startswith("content changed") for m in messages), 60)
        law = _get(server, "/laws/27/")
        article = law[law.index("<article") : law.index("</article>")]
        assert "ex-2" not in article and "The second example" not in article
        assert "The first example" in article and "marmalade rule" in article
        located = "content/demo/en.yaml:10:14: no example 'ex-2' of demo in 'en' (known: ex-1)"
        assert any(located in m for m in messages), messages  # in the terminal
        assert located.replace("'", "&#x27;") in law[: law.index("</header>")]  # and on the top bar
        source = _get(server, "/sources/demo/")
        assert "ex-2" not in source[source.index("<article") : source.index("</article>")]
