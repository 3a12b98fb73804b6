"""nginx with tools/deploy/nginx.conf in front of two `bridgelaws serve --api-only` replicas, on
loopback: the API balanced over both, the site served by nginx, failover, per-client rate limits.

Needs Debian's nginx (`make test` installs it): without it these tests fail, they do not skip."""

from __future__ import annotations

import gzip
import http.client
import importlib.util
import json
import os
import pwd
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from urllib.parse import quote

import pytest
from playwright.sync_api import expect, sync_playwright

from loopback import SECRET, TRAVERSALS, Client, hide_secret_beside
from oncebuilt import repository_site

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
REPLICA = "X-Bridgelaws-Replica"
RATE, BURST = 10, 20  # nginx's limit_req for the tests: 10 requests a second, bursts of 20
QUERIES = ["revoke", "claim", "insufficient bid", "ανεπαρκής αγορά", "fałszywy renons", "претензия", "27B1"]


def _load_launcher() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bridgelaws_deploy_launch", ROOT / "tools/deploy/launch.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


launch = _load_launcher()


@dataclass
class Deployment(Client):
    """nginx on `port` of 127.0.0.1 in front of `replicas`."""

    replicas: list[launch.Replica]

    def search(
        self, query: str, source: str = "127.0.0.1", headers: dict[str, str] | None = None
    ) -> tuple[int, http.client.HTTPMessage, object]:
        status, headers, body = self.get(f"/api/search?q={quote(query)}&limit=5", headers, source=source)
        assert headers["Content-Type"].startswith("application/json"), (status, body[:200])
        return status, headers, json.loads(body)


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The search index (built once, before any replica opens it) and a copy of the site."""
    if not os.access(launch.NGINX, os.X_OK):
        pytest.fail(f"nginx not found at {launch.NGINX}: install Debian's nginx (`make system-deps`)")
    index = tmp_path_factory.mktemp("deploy-index")
    site = hide_secret_beside(tmp_path_factory.mktemp("deploy-site") / "site")
    indexing = subprocess.Popen(
        launch.bridgelaws("index", "--root", ROOT, "--out", index), stdout=subprocess.DEVNULL
    )
    try:
        shutil.copytree(repository_site(tmp_path_factory), site, dirs_exist_ok=True)
    finally:
        assert indexing.wait(timeout=120) == 0
    return index, site


@contextmanager
def deployed(
    built: tuple[Path, Path], folder: Path, replicas: int = 2, replica_rate: float = 1000.0, workers: int = 1
) -> Iterator[Deployment]:
    """`replicas` replicas (each of `workers` processes allowing a client `replica_rate` requests a second)
    and nginx, all stopped when done."""
    index, site = built
    with ExitStack() as stack:
        started = []
        for number in range(replicas):
            log = folder / f"replica-{number}.log"
            replica = launch.start_replica(ROOT, index, log, rate=replica_rate, workers=workers)
            stack.callback(launch.stop, replica.process)
            started.append(replica)
        port = launch.free_port()
        config = launch.render(
            [replica.address for replica in started],
            listen=f"127.0.0.1:{port}",
            site=site,
            user=pwd.getpwuid(os.getuid()).pw_name,
            api_rate=f"{RATE}r/s",
            api_burst=BURST,
        )
        nginx = launch.start_nginx(folder / "nginx", config, f"127.0.0.1:{port}")
        stack.callback(launch.stop, nginx)
        yield Deployment(port, started)


@pytest.fixture(scope="module")
def deployment(built: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> Iterator[Deployment]:
    with deployed(built, tmp_path_factory.mktemp("deploy")) as running:
        yield running


def test_api_is_balanced_over_both_replicas(deployment: Deployment) -> None:
    served: Counter[str] = Counter()
    for i in range(20):
        query = QUERIES[i % len(QUERIES)]
        status, headers, hits = deployment.search(query)
        assert status == 200, (query, hits)
        assert isinstance(hits, list) and hits, query
        assert all(hit["url"].startswith("/") and hit["title"] for hit in hits)
        served[headers[REPLICA]] += 1
    assert set(served) == {replica.address for replica in deployment.replicas}, served
    # nginx answers for the API only what a replica said: its errors pass through as JSON
    status, headers, body = deployment.get("/api/search?q=")
    assert status == 400 and json.loads(body)["status"] == 400 and headers[REPLICA]


def test_site_is_served_by_nginx(deployment: Deployment, built: tuple[Path, Path]) -> None:
    site = built[1]
    status, headers, body = deployment.get("/laws/27/")
    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert body == (site / "laws" / "27" / "index.html").read_bytes()
    assert REPLICA not in headers and headers["Server"] == "nginx"
    assert headers["Cache-Control"] == "no-cache" and headers["ETag"]
    status, headers, _ = deployment.get("/laws/27/", headers={"If-None-Match": headers["ETag"]})
    assert status == 304

    status, headers, _ = deployment.get("/laws/27")
    assert status == 301 and headers["Location"] == "/laws/27/"

    bundle = next((site / "assets" / "stylesheets").glob("main.*.min.css"))
    status, headers, _ = deployment.get(f"/assets/stylesheets/{bundle.name}", method="HEAD")
    assert status == 200 and "immutable" in headers["Cache-Control"]

    status, headers, body = deployment.get("/search/common.js", headers={"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(body) == (site / "search" / "common.js").read_bytes()

    status, _, body = deployment.get("/no/such/page/")
    assert status == 404 and body == (site / "404.html").read_bytes()
    assert deployment.get("/laws/27/", method="POST")[0] == 405
    assert deployment.get("/api/search?q=" + "x" * 5000)[0] == 414


def test_no_path_leaves_the_site_behind_nginx(deployment: Deployment) -> None:
    """The paths that try to leave the site (as the servers' own tests send them) reach nothing beside it."""
    for path in TRAVERSALS:
        status, body = deployment.raw(f"GET {path} HTTP/1.1")
        assert status in (400, 404) and SECRET not in body, (path, status)


def test_the_service_worker_is_always_revalidated(deployment: Deployment, built: tuple[Path, Path]) -> None:
    site = built[1]
    status, headers, body = deployment.get("/sw.js")
    assert status == 200 and body == (site / "sw.js").read_bytes()
    assert headers["Cache-Control"] == "no-cache" and "javascript" in headers["Content-Type"]
    status, headers, _ = deployment.get("/manifest.webmanifest")
    assert status == 200 and headers["Content-Type"].startswith("application/manifest+json")
    status, headers, _ = deployment.get("/offline.json")
    assert status == 200 and headers["Cache-Control"] == "no-cache"


@pytest.mark.browser
def test_the_site_installs_and_works_offline_behind_nginx(deployment: Deployment) -> None:
    """In Debian's chromium: the worker registers and controls the page, keeps everything, and the
    law pages open with the network cut."""
    base = f"http://127.0.0.1:{deployment.port}/"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        try:
            page = browser.new_page()
            page.goto(base)
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
            response = page.reload()
            assert response is not None and response.from_service_worker
            page.locator(".bl-keep-switch").click()
            expect(page.locator("#bl-keep-status")).to_contain_text("Everything is kept", timeout=60_000)
            page.context.set_offline(True)
            page.goto(base + "laws/27/")
            expect(page.locator("h1")).to_contain_text("Insufficient Bid")
            page.goto(base + "examples/hellenic-wiki-law27/ex-33/")
            expect(page.locator(".bl-cards").first).to_be_visible()
        finally:
            browser.close()


def test_rate_limit_is_per_client_address(deployment: Deployment) -> None:
    """A client past its burst gets nginx's 429 (JSON, no replica involved); another does not.

    The flood asks with an empty query, which a replica refuses at once (400): only nginx's limit
    is measured, not how fast the replicas search."""
    started = time.monotonic()
    with ThreadPoolExecutor(8) as pool:  # bounded: 3 bursts' worth of requests from one address
        answers = list(pool.map(lambda _: deployment.search("", source="127.0.0.2"), range(3 * BURST)))
    elapsed = time.monotonic() - started
    statuses = Counter(status for status, _, _ in answers)
    assert set(statuses) == {400, 429}, statuses
    assert BURST + 1 <= statuses[400] <= BURST + 2 + RATE * elapsed, (statuses, elapsed)
    for status, headers, body in answers:
        if status == 400:
            assert headers[REPLICA] in {replica.address for replica in deployment.replicas}
        else:
            assert body == {"error": "too many requests; slow down", "status": 429}
            assert headers["Retry-After"] == "1" and REPLICA not in headers
    status, _, hits = deployment.search("claim", source="127.0.0.3")
    assert status == 200 and hits


def test_replicas_limit_each_client_nginx_forwards_and_ignore_forged_addresses(
    built: tuple[Path, Path], tmp_path: Path
) -> None:
    """A replica trusting nginx (127.0.0.1) counts the clients by nginx's X-Forwarded-For: with a
    replica limit of one request per client (refilled after 100 s), the second request of a client
    gets the replica's own 429 (it names the replica; its two workers share the buckets), another
    client still gets through, and an address a client writes in X-Forwarded-For itself spends
    nobody's requests but its own."""
    with deployed(built, tmp_path, replicas=1, replica_rate=0.01, workers=2) as running:
        (replica,) = running.replicas
        assert running.search("claim", source="127.0.0.2")[0] == 200
        status, headers, body = running.search("claim", source="127.0.0.2")
        assert status == 429 and headers[REPLICA] == replica.address and body["status"] == 429
        assert running.search("claim", source="127.0.0.3")[0] == 200

        forged = {"X-Forwarded-For": "127.0.0.5"}
        assert running.search("claim", source="127.0.0.4", headers=forged)[0] == 200
        assert running.search("claim", source="127.0.0.5")[0] == 200  # its request was not spent
        forged = {"X-Forwarded-For": "127.0.0.6"}
        assert running.search("claim", source="127.0.0.4", headers=forged)[0] == 429


def test_failover_when_replicas_die(
    built: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TMPDIR", str(tmp_path))  # the replicas killed here leave their state folders in it
    with deployed(built, tmp_path) as running:
        first, second = running.replicas
        served = {running.search("revoke")[1][REPLICA] for _ in range(4)}
        assert served == {first.address, second.address}

        os.killpg(first.process.pid, signal.SIGKILL)  # the replica's master and its workers: a machine gone
        first.process.wait(timeout=5)
        for i in range(10):
            status, headers, hits = running.search(QUERIES[i % len(QUERIES)])
            assert status == 200 and hits and headers[REPLICA] == second.address

        os.killpg(second.process.pid, signal.SIGKILL)
        second.process.wait(timeout=5)
        status, headers, body = running.search("revoke")
        assert status == 503 and body["status"] == 503 and REPLICA not in headers
