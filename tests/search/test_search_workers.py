"""`bridgelaws serve` itself, under gunicorn with two worker processes, on a loopback port: every worker
answers and names the replica, a client has one rate budget whichever worker answers (trusted proxies
or not), a new index generation reaches every worker, and a port in use is a usage error."""

from __future__ import annotations

import json
import socket
import subprocess
from pathlib import Path

from bridgelaws.model import load
from bridgelaws.search import build_index
from loopback import LAW_27, SECRET, TRAVERSALS
from serving import BRIDGELAWS, REPLICA, serving
from waiting import wait_for


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
    # a network written with host bits (as TrustedProxies takes it; gunicorn would refuse it unmended)
    args = (
        "--api-only",
        "--quiet",
        "--rate",
        "0.01",
        "--trusted-proxy",
        "127.0.0.1",
        "--trusted-proxy",
        "192.168.1.1/16",
    )
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
            assert served.search("claim", forwarded="10.0.0.5, 192.168.4.5")[0] == 200  # via a 2nd proxy
            assert served.search("claim", forwarded="10.0.0.5")[0] == 429


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


def test_under_gunicorn_no_path_leaves_the_site_and_long_urls_are_refused(
    mini_root: Path, site: Path, tmp_path: Path
) -> None:
    """The same guards as under the in-process server (test_search_server.py), through gunicorn's own
    parsing of the request line."""
    args = ("--no-watch", "--quiet", "--root", mini_root, "--site", site, "--index", tmp_path / "ix")
    with serving(tmp_path / "log", *args) as served:
        assert served.get("/laws/27/")[2] == LAW_27
        for path in TRAVERSALS:
            status, body = served.raw(f"GET {path} HTTP/1.1")
            assert status in (400, 404) and SECRET not in body, path
        status, body = served.raw(f"GET /api/search?q={'a' * 5000} HTTP/1.1")
        assert status == 414 and json.loads(body)["status"] == 414  # the application's own, as JSON
        assert served.raw(f"GET /{'b' * 70000} HTTP/1.1")[0] == 414  # gunicorn's, past its limit
