"""`bridgelaws serve` itself, under gunicorn with two worker processes, on a loopback port: every worker
answers and names the replica, a client has one rate budget whichever worker answers (trusted proxies
or not), a new index generation reaches every worker, and the one command serves the site, the API and
the watcher (a broken save shows on the pages of every worker).

Which worker answers is chosen by stopping the others (SIGSTOP): a stopped process accepts no
connection, so the one left running takes them all."""

from __future__ import annotations

import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from bridgelaws.model import load
from bridgelaws.search import build_index
from bridgelaws.serve.watch import build_site
from waiting import wait_for

BRIDGELAWS = Path(sys.executable).with_name("bridgelaws")
REPLICA = "X-Bridgelaws-Replica"
_SERVING = re.compile(r"serving .* on http://([\d.]+):(\d+)/ \((\d+) workers?")


@dataclass
class Served:
    """A running `bridgelaws serve`: its master process, port, worker count and log."""

    process: subprocess.Popen[bytes]
    port: int
    count: int
    log: Path

    def children(self) -> list[tuple[int, str]]:
        """(pid, command line) of the master's child processes."""
        found = []
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rpartition(")")[2].split()
                if int(fields[1]) == self.process.pid:
                    cmdline = (stat.parent / "cmdline").read_bytes().replace(b"\0", b" ").decode()
                    found.append((int(stat.parent.name), cmdline))
            except (OSError, ValueError, IndexError):
                continue
        return found

    def workers(self) -> list[int]:
        return sorted(pid for pid, cmdline in self.children() if "bridgelaws.serve.watch" not in cmdline)

    @contextmanager
    def only(self, worker: int) -> Iterator[None]:
        """Every request goes to `worker`: the other workers are stopped meanwhile."""
        others = [pid for pid in self.workers() if pid != worker]
        for pid in others:
            os.kill(pid, signal.SIGSTOP)
        try:
            yield
        finally:
            for pid in others:
                os.kill(pid, signal.SIGCONT)

    def get(
        self, path: str, headers: dict[str, str] | None = None, source: str = "127.0.0.1"
    ) -> tuple[int, http.client.HTTPMessage, bytes]:
        connection = http.client.HTTPConnection(
            "127.0.0.1", self.port, timeout=20, source_address=(source, 0)
        )
        try:
            connection.request("GET", path, headers=headers or {})
            response = connection.getresponse()
            return response.status, response.headers, response.read()
        finally:
            connection.close()

    def search(
        self, query: str, source: str = "127.0.0.1", forwarded: str | None = None
    ) -> tuple[int, object]:
        headers = {"X-Forwarded-For": forwarded} if forwarded else {}
        status, answer, body = self.get(f"/api/search?q={quote(query)}", headers, source)
        assert answer["Content-Type"].startswith("application/json") and answer[REPLICA] == self.replica
        return status, json.loads(body)

    @property
    def replica(self) -> str:
        return f"127.0.0.1:{self.port}"


@contextmanager
def serving(log: Path, *args: str | Path, workers: int = 2) -> Iterator[Served]:
    """`bridgelaws serve ARGS --workers N` on a free port of 127.0.0.1, its terminal output in `log`;
    stopped (and checked to leave no process behind) when done."""
    command = [BRIDGELAWS, "serve", "--host", "127.0.0.1", "--port", "0", "--workers", str(workers), *args]
    with log.open("wb") as out:
        process = subprocess.Popen(list(map(str, command)), stdout=subprocess.DEVNULL, stderr=out)
    served = None
    try:
        assert wait_for(
            lambda: _SERVING.search(log.read_text()) is not None or process.poll() is not None, 60
        )
        found = _SERVING.search(log.read_text())
        assert found, log.read_text()
        served = Served(process, int(found[2]), int(found[3]), log)
        assert wait_for(lambda: len(served.workers()) == workers, 30), served.children()
        yield served
    finally:
        children = [pid for pid, _ in served.children()] if served else []
        process.terminate()
        process.wait(30)
        assert wait_for(lambda: not any(Path(f"/proc/{pid}").exists() for pid in children), 10)


def test_every_worker_answers_and_names_the_replica(mini_root: Path, tmp_path: Path) -> None:
    with serving(
        tmp_path / "log", "--api-only", "--quiet", "--root", mini_root, "--index", tmp_path / "ix"
    ) as served:
        assert served.count == 2
        for worker in served.workers():
            with served.only(worker):
                status, hits = served.search("revoke")
                assert status == 200 and hits, worker
                status, headers, body = served.get("/api/search?q=")
                assert (
                    status == 400 and headers[REPLICA] == served.replica and json.loads(body)["status"] == 400
                )


def test_a_client_has_one_budget_whichever_worker_answers(mini_root: Path, tmp_path: Path) -> None:
    """One request a client per 100 s (--rate 0.01, a burst of 1): spent on one worker, refused on the
    other; another client is untouched."""
    args = ("--api-only", "--quiet", "--rate", "0.01", "--root", mini_root, "--index", tmp_path / "ix")
    with serving(tmp_path / "log", *args) as served:
        first, second = served.workers()
        with served.only(first):
            assert served.search("claim", source="127.0.0.2")[0] == 200
        with served.only(second):
            status, headers, body = served.get("/api/search?q=claim", source="127.0.0.2")
            assert status == 429 and int(headers["Retry-After"]) >= 1 and json.loads(body)["status"] == 429
            assert served.search("claim", source="127.0.0.3")[0] == 200


def test_forwarded_clients_are_counted_alike_by_every_worker(mini_root: Path, tmp_path: Path) -> None:
    args = ("--api-only", "--quiet", "--rate", "0.01", "--trusted-proxy", "127.0.0.1")
    with serving(tmp_path / "log", *args, "--root", mini_root, "--index", tmp_path / "ix") as served:
        first, second = served.workers()
        with served.only(first):
            assert served.search("claim", forwarded="10.0.0.1")[0] == 200
            # 127.0.0.2 is no trusted proxy: whatever it claims, its requests are its own
            assert served.search("claim", source="127.0.0.2", forwarded="10.0.0.3")[0] == 200
        with served.only(second):
            assert served.search("claim", forwarded="10.0.0.1")[0] == 429
            assert served.search("claim", forwarded="10.0.0.2")[0] == 200  # another client, same proxy
            # the client forges the left of the header; the right-most untrusted entry is the client
            assert served.search("claim", forwarded="10.0.0.2, 10.0.0.1")[0] == 429
            assert served.search("claim", source="127.0.0.2", forwarded="10.0.0.4")[0] == 429
            assert served.search("claim", forwarded="10.0.0.3")[0] == 200  # the address claimed is untouched


def test_a_new_index_generation_reaches_every_worker(mini_root: Path, tmp_path: Path) -> None:
    index = tmp_path / "ix"
    build_index(load(mini_root), index)
    with serving(tmp_path / "log", "--api-only", "--quiet", "--root", mini_root, "--index", index) as served:
        workers = served.workers()
        for worker in workers:
            with served.only(worker):
                assert served.search("marmalade") == (200, [])
        units = mini_root / "content/mini-slides/pl.yaml"
        text = units.read_text(encoding="utf-8")
        units.write_text(text.replace("Nowe warunki", "Marmalade: nowe warunki"), encoding="utf-8")
        build_index(load(mini_root), index)  # a new generation; CURRENT points at it
        for worker in workers:
            with served.only(worker):
                assert wait_for(lambda: served.search("marmalade")[1] != [], 10), worker
                hits = served.search("marmalade")[1]
                assert hits[0]["id"] == "commentary/mini-slides/pl/law-68"  # type: ignore[index]


MKDOCS = """
site_name: mini
docs_dir: docs
theme: {name: material, font: false}
markdown_extensions: [tables, attr_list, md_in_html, admonition, pymdownx.details, toc]
plugins: [search, bridgelaws]
"""


def test_one_command_serves_the_site_the_api_and_the_watcher(mini_root: Path, tmp_path: Path) -> None:
    """`bridgelaws serve` as `make serve` runs it: pages and the API from both workers; a save that breaks
    a file shows its located problem on every worker's pages, and the fix takes it away."""
    (mini_root / "mkdocs.yml").write_text(MKDOCS, encoding="utf-8")
    (mini_root / "docs").mkdir()
    site = tmp_path / "site"
    build_site(mini_root, site)
    args = ("--root", mini_root, "--site", site, "--index", tmp_path / "ix", "--quiet")
    with serving(tmp_path / "log", *args) as served:
        assert any("bridgelaws.serve.watch" in cmdline for _, cmdline in served.children())
        page = "/sources/mini-slides/"
        for worker in served.workers():
            with served.only(worker):
                status, headers, body = served.get(page)
                assert status == 200 and headers[REPLICA] == served.replica
                assert b"Dziadek" in body and b"bl-serve-problems" not in body
                assert served.search("dziadek")[0] == 200
        path = mini_root / "content/mini-slides/pl.yaml"
        path.write_text(
            path.read_text(encoding="utf-8").replace("    laws:", "    lwa:", 1), encoding="utf-8"
        )
        located = "content/mini-slides/pl.yaml:6:5: unknown field 'lwa' (did you mean 'laws'?)"
        for worker in served.workers():
            with served.only(worker):
                assert wait_for(lambda: b"bl-serve-problems" in served.get(page)[2], 120), (
                    served.log.read_text()
                )
                body = served.get(page)[2].decode()
                assert located.replace("'", "&#x27;") in body and "Dziadek" in body  # the last good version
        assert located in served.log.read_text()  # and in the terminal
        path.write_text(path.read_text(encoding="utf-8").replace("    lwa:", "    laws:"), encoding="utf-8")
        for worker in served.workers():
            with served.only(worker):
                assert wait_for(lambda: b"bl-serve-problems" not in served.get(page)[2], 120)


def test_a_port_in_use_is_a_usage_error(tmp_path: Path, mini_root: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [BRIDGELAWS, "serve", "--api-only", "--port", str(port), "--root", mini_root],
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
    assert done.returncode == 2 and f"cannot listen on 127.0.0.1:{port}" in done.stderr
