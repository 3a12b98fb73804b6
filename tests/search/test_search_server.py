"""The HTTP server on an ephemeral loopback port: API, static files, path traversal, limits, concurrency."""

from __future__ import annotations

import http.client
import json
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from typer.testing import CliRunner

from bridgelaws.cli import app
from bridgelaws.search import SearchIndex
from bridgelaws.serve import SiteServer, make_server
from loopback import HOME, LAW_27, NOT_HERE, SECRET, TRAVERSALS, Client


def serving(index: SearchIndex, site: Path | None, **options: object) -> Iterator[SiteServer]:
    server = make_server("127.0.0.1", 0, index, site, quiet=True, **options)  # type: ignore[arg-type]
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture
def server(mini_index: SearchIndex, site: Path) -> Iterator[SiteServer]:
    yield from serving(mini_index, site, rate=1000.0, burst=1000)


def get(server: SiteServer, path: str, **options: Any) -> tuple[int, http.client.HTTPMessage, bytes]:
    """One request to the in-process server (`loopback.Client.get`: headers, method, source address)."""
    return Client(server.server_address[1]).get(path, **options)


def raw(server: SiteServer, request_line: str) -> tuple[int, bytes]:
    return Client(server.server_address[1]).raw(request_line)


def api(server: SiteServer, **params: str) -> tuple[int, object]:
    query = "&".join(f"{k}={quote(v)}" for k, v in params.items())
    status, headers, body = get(server, f"/api/search?{query}")
    assert headers["Content-Type"].startswith("application/json")
    return status, json.loads(body)


def test_search_api(server: SiteServer) -> None:
    status, hits = api(server, q="revoke", lang="pl", limit="3")
    assert status == 200 and isinstance(hits, list) and 0 < len(hits) <= 3
    assert {hit["lang"] for hit in hits} == {"pl"}
    assert {"id", "kind", "lang", "laws", "source", "title", "snippet", "url", "score"} <= set(hits[0])
    status, hits = api(server, q="Νόμος 27Β1", kind="commentary", law="27")
    assert status == 200 and hits[0]["id"].endswith("/p01")


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"q": "claim", "lang": "de"}, "unknown language"),
        ({"q": "claim", "limit": "many"}, "limit"),
        ({"q": "claim", "limit": "0"}, "limit"),
        ({"q": "claim", "law": "xyz"}, "law reference"),
        ({"lang": "pl"}, "missing query"),
        ({"q": "x" * 300}, "longer than"),
    ],
)
def test_bad_api_requests_get_json_errors(server: SiteServer, params: dict[str, str], message: str) -> None:
    status, body = api(server, **params)
    assert status == 400
    assert body["status"] == 400 and message in body["error"]  # type: ignore[index]


def test_static_site(server: SiteServer) -> None:
    assert get(server, "/")[2] == HOME
    assert get(server, "/laws/27/")[2] == LAW_27
    status, headers, _ = get(server, "/laws/27")
    assert status == 301 and headers["Location"] == "/laws/27/"
    assert get(server, "/style.css")[1]["Content-Type"] == "text/css"
    status, headers, body = get(server, "/no/such/page")
    assert status == 404 and body == NOT_HERE  # the site's own 404 page
    assert get(server, "/laws/")[0] == 404  # no directory listings
    status, headers, body = get(server, "/api/other")
    assert status == 404 and json.loads(body)["status"] == 404


def test_static_files_are_revalidated_and_show_the_problems(server: SiteServer, site: Path) -> None:
    (site / "sw.js").write_text("self.addEventListener('fetch', () => {});", encoding="utf-8")
    status, headers, _ = get(server, "/sw.js")
    assert status == 200 and headers["Cache-Control"] == "no-cache"
    assert headers["Content-Type"].startswith("text/javascript")
    status, headers, body = get(server, "/laws/27/", method="HEAD")
    assert status == 200 and body == b"" and int(headers["Content-Length"]) == len(LAW_27)
    status, again, body = get(server, "/laws/27/", headers={"If-Modified-Since": headers["Last-Modified"]})
    assert status == 304 and body == b"" and again["Last-Modified"] == headers["Last-Modified"]
    assert get(server, "/laws/27/", headers={"If-Modified-Since": "Thu, 01 Jan 1998 00:00:00 GMT"})[0] == 200

    server.problems = ["content/x.yaml:3:5: unknown field 'lwa' (did you mean 'laws'?)"]
    status, headers, body = get(server, "/laws/27/")
    assert status == 200 and headers["Cache-Control"] == "no-store"
    assert b"bl-serve-problems" in body and b"content/x.yaml:3:5: unknown field &#x27;lwa&#x27;" in body
    assert b"bl-serve-problems" not in get(server, "/style.css")[2]  # pages only
    server.problems = []
    assert get(server, "/laws/27/")[2] == LAW_27


@pytest.mark.parametrize("path", TRAVERSALS)
def test_no_path_leaves_the_site(server: SiteServer, path: str) -> None:
    status, body = raw(server, f"GET {path} HTTP/1.1")
    assert status in (400, 404)
    assert SECRET not in body


def test_oversize_requests(server: SiteServer) -> None:
    status, body = raw(server, f"GET /api/search?q={'a' * 5000} HTTP/1.1")
    assert status == 414 and json.loads(body)["status"] == 414
    status, _ = raw(server, f"GET /{'b' * 70000} HTTP/1.1")
    assert status == 414


def test_only_get_and_head(server: SiteServer) -> None:
    status, headers, body = get(server, "/api/search?q=claim", method="HEAD")
    assert status == 200 and body == b"" and int(headers["Content-Length"]) > 2
    status, headers, _ = get(server, "/api/search?q=claim", method="POST")
    assert status == 405 and headers["Allow"] == "GET, HEAD"


def test_rate_limit_per_client(mini_index: SearchIndex, site: Path) -> None:
    for server in serving(mini_index, site, rate=0.5, burst=3):
        statuses = [get(server, "/api/search?q=claim")[0] for _ in range(5)]
        assert statuses == [200, 200, 200, 429, 429]
        status, headers, body = get(server, "/api/search?q=claim")
        assert status == 429 and int(headers["Retry-After"]) >= 1 and json.loads(body)["status"] == 429
        assert get(server, "/")[0] == 200  # pages are not counted


def search_via(server: SiteServer, source: str, *forwarded: str) -> int:
    """The status of a search from `source` with an X-Forwarded-For of the `forwarded` addresses."""
    headers = {"X-Forwarded-For": ", ".join(forwarded)} if forwarded else {}
    return get(server, "/api/search?q=claim", headers=headers, source=source)[0]


def test_a_forwarded_for_header_from_an_untrusted_peer_is_ignored(
    mini_index: SearchIndex, site: Path
) -> None:
    for server in serving(mini_index, site, rate=0.01, burst=1, trusted_proxies=["127.0.0.1"]):
        # 127.0.0.2 is not a trusted proxy: whatever it claims, its requests are its own
        claims = ("10.0.0.1", "10.0.0.2", "127.0.0.3")
        assert [search_via(server, "127.0.0.2", claimed) for claimed in claims] == [200, 429, 429]
        assert search_via(server, "127.0.0.3") == 200  # the one it claimed to be is untouched


def test_behind_a_trusted_proxy_each_forwarded_client_has_its_own_limit(
    mini_index: SearchIndex, site: Path
) -> None:
    trusted = ["127.0.0.1", "192.168.0.0/16"]
    for server in serving(mini_index, site, rate=0.01, burst=1, trusted_proxies=trusted):
        proxy = "127.0.0.1"
        assert [search_via(server, proxy, "10.0.0.1"), search_via(server, proxy, "10.0.0.1")] == [200, 429]
        assert search_via(server, proxy, "10.0.0.2") == 200  # another client behind the same proxy
        # the client forges the left of the header; the right-most untrusted entry is what the proxy saw
        assert search_via(server, proxy, "10.0.0.99", "10.0.0.2") == 429
        assert search_via(server, proxy, "10.0.0.3", "192.168.4.5") == 200  # via a 2nd trusted proxy (CIDR)
        assert search_via(server, proxy, "10.0.0.3") == 429
        # nothing believable: the request counts as the proxy's own, like one with no header at all
        assert search_via(server, proxy, "not an address") == 200
        assert search_via(server, proxy) == 429
        # an IPv4-mapped IPv6 address is the same client as its IPv4 address
        mapped = [search_via(server, proxy, "::ffff:10.0.0.4"), search_via(server, proxy, "10.0.0.4")]
        assert mapped == [200, 429]


def test_serve_refuses_a_trusted_proxy_that_is_no_address(tmp_path: Path) -> None:
    (tmp_path / "laws").mkdir()
    result = CliRunner().invoke(
        app, ["serve", "--api-only", "--root", str(tmp_path), "--trusted-proxy", "10.0.0.0/33"]
    )
    assert result.exit_code == 2 and "--trusted-proxy" in result.output
    assert not (tmp_path / ".cache").exists()  # refused before any index is built


def test_concurrent_requests_agree(server: SiteServer) -> None:
    queries = ["revoke", "претензия", "Νόμος 27Β1", "zapowiedź porównywalna", "insufficient bid", "dziadek"]
    expected = {q: api(server, q=q)[1] for q in queries}
    with ThreadPoolExecutor(max_workers=8) as pool:
        answers = list(
            pool.map(
                lambda i: (queries[i % len(queries)], api(server, q=queries[i % len(queries)])), range(120)
            )
        )
    for query, (status, hits) in answers:
        assert status == 200 and hits == expected[query]


def test_api_only(mini_index: SearchIndex) -> None:
    for server in serving(mini_index, None):
        assert get(server, "/")[0] == 404
        assert get(server, "/index.html")[0] == 404
        status, hits = api(server, q="claim")
        assert status == 200 and hits
