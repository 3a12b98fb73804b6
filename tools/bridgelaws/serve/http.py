"""The HTTP server: the static site folder and `GET /api/search`, on the standard library.

- `GET /api/search?q=…&lang=…&law=…&kind=…&source=…&limit=…` answers a JSON list of hits
  (see bridgelaws.search.searcher); errors are JSON `{"error": …, "status": …}` too.
- Requests are bounded: a URL longer than MAX_URL is refused with 414, a query longer than
  MAX_QUERY with 400; only GET and HEAD are served.
- Each client (by address) may make `rate` API requests a second, in bursts of `burst`; past that 429.
  Behind a load balancer, the client of a request from a trusted proxy (`trusted`) is the right-most
  X-Forwarded-For address that is not itself trusted; any other peer's X-Forwarded-For is ignored.
- Static files are served only from inside the site folder: "..", encoded or not, never leaves it.
- One thread per request; the search index hands each its own searcher. A client that is slow to
  send its request is dropped after `Handler.timeout` seconds.
- The site's service worker (`sw.js`) is sent with `Cache-Control: no-cache`.
- Every response names the server that gave it, `X-Bridgelaws-Replica: host:port`, so that behind a
  load balancer one can tell the replicas apart.
- While the content has problems (`SiteServer.problems`, set by the watcher after each rebuild), every
  page is served with them, located, on its top bar: the author sees at once what a save broke.
"""

from __future__ import annotations

import html
import json
import os
import re
import socket
import sys
import threading
import time
from collections.abc import Iterable
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from bridgelaws.search import SearchIndex

from .ratelimit import RateLimiter, TrustedProxies

MAX_URL = 2048
MAX_QUERY = 256
MAX_FIELDS = 16
REFRESH_EVERY = 1.0  # seconds between checks for a newer index generation
API = "/api/search"
REPLICA_HEADER = "X-Bridgelaws-Replica"
SERVICE_WORKER = "sw.js"  # the site's service worker: always revalidated
_NOWHERE = "/nonexistent/bridgelaws-site"  # what a path outside the site translates to: a 404


class SiteServer(ThreadingHTTPServer):
    """A threading HTTP server holding the search index, the site folder and the rate limiter."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(
        self,
        address: tuple[str, int],
        index: SearchIndex,
        site: Path | None,
        limiter: RateLimiter,
        quiet: bool = False,
        trusted: TrustedProxies | None = None,
    ):
        self.index = index
        self.site = site.resolve() if site is not None else None
        self.limiter = limiter
        self.trusted = trusted or TrustedProxies()
        self.quiet = quiet
        self.problems: list[str] = []  # the content's located problems, shown on every page
        self._checked = time.monotonic()
        self._refresh_lock = threading.Lock()
        super().__init__(address, Handler)
        host, port = self.server_address[:2]
        self.replica = f"{socket.gethostname() if host in ('0.0.0.0', '::') else host}:{port}"

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/"

    def refresh_index(self) -> None:
        """Switch to a newer index generation if one was built (checked at most every second)."""
        now = time.monotonic()
        if now - self._checked < REFRESH_EVERY or not self._refresh_lock.acquire(blocking=False):
            return
        try:
            self._checked = now
            self.index.refresh()
        finally:
            self._refresh_lock.release()


class Handler(SimpleHTTPRequestHandler):
    server: SiteServer
    server_version = "bridgelaws"
    protocol_version = "HTTP/1.1"  # keep-alive, so a load balancer can reuse its connections
    timeout = 15  # seconds a client may take to send its request: a slow one does not hold a thread

    def __init__(self, *args: Any, **kwargs: Any):
        server = args[2]  # BaseRequestHandler(request, client_address, server)
        super().__init__(*args, directory=str(server.site or _NOWHERE), **kwargs)

    def version_string(self) -> str:
        return self.server_version

    def end_headers(self) -> None:
        self.send_header(REPLICA_HEADER, self.server.replica)
        if urlsplit(getattr(self, "path", "")).path.endswith("/" + SERVICE_WORKER):
            self.send_header("Cache-Control", "no-cache")  # a new build reaches readers through it
        super().end_headers()

    # --- request dispatch ---------------------------------------------------------------------

    def parse_request(self) -> bool:
        if not super().parse_request():
            return False
        if len(self.path) > MAX_URL:
            self.send_error(HTTPStatus.REQUEST_URI_TOO_LONG, f"URL longer than {MAX_URL} characters")
            return False
        return True

    def do_GET(self) -> None:
        self._dispatch(head=False)

    def do_HEAD(self) -> None:
        self._dispatch(head=True)

    def _dispatch(self, head: bool) -> None:
        url = urlsplit(self.path)
        if url.path == API:
            self._api(url.query, head)
        elif url.path.startswith("/api/") or self.server.site is None:
            self.send_error(HTTPStatus.NOT_FOUND, "no such resource")
        elif not _safe_path(url.path):
            self.send_error(HTTPStatus.BAD_REQUEST, "bad path")
        elif self.server.problems and self._page_with_problems(url.path, head):
            return
        elif head:
            super().do_HEAD()
        else:
            super().do_GET()

    def _page_with_problems(self, path: str, head: bool) -> bool:
        """Serve an HTML page with the content's problems on its top bar; False if `path` is none."""
        file = Path(self.translate_path(path))
        if file.is_dir():
            file = file / "index.html"
        if file.suffix != ".html" or not file.is_file():
            return False
        body = with_problems(file.read_bytes(), self.server.problems)
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        if not head:
            self.wfile.write(body)
        return True

    # --- the API ------------------------------------------------------------------------------

    def client(self) -> str:
        """The address the request is from: the peer's, or behind trusted proxies the client's."""
        return self.server.trusted.client(self.client_address[0], self.headers.get_all("X-Forwarded-For", []))

    def _api(self, query: str, head: bool) -> None:
        if not self.server.limiter.allow(self.client()):
            self.send_error(
                HTTPStatus.TOO_MANY_REQUESTS,
                "too many requests; slow down",
                headers={"Retry-After": str(self.server.limiter.retry_after())},
            )
            return
        try:
            params = _params(query)
            self.server.refresh_index()
            hits = self.server.index.search(params.pop("q"), **params)
        except ValueError as error:
            self.send_error(HTTPStatus.BAD_REQUEST, str(error))
            return
        except Exception as error:  # a bug must not kill the server; the client gets JSON
            sys.stderr.write(f"search failed for {self.path!r}: {error!r}\n")
            self.send_error(HTTPStatus.INTERNAL_SERVER_ERROR, "search failed")
            return
        self._send_json(HTTPStatus.OK, hits, head=head)

    def _send_json(
        self, status: int, data: Any, head: bool = False, headers: dict[str, str] | None = None
    ) -> None:
        body = json.dumps(data, ensure_ascii=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if not head:
            self.wfile.write(body)

    # --- static files and errors --------------------------------------------------------------

    def translate_path(self, path: str) -> str:
        """The file for `path`, never outside the site folder (also through symbolic links)."""
        site = self.server.site
        real = Path(os.path.realpath(super().translate_path(path)))
        return str(real) if site is not None and (real == site or site in real.parents) else _NOWHERE

    def list_directory(self, path: str) -> None:  # type: ignore[override]
        self.send_error(HTTPStatus.NOT_FOUND, "no such page")
        return None

    def send_error(
        self,
        code: int,
        message: str | None = None,
        explain: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        """Every error as JSON: {"error": message, "status": code}; except a page not found, which
        gets the site's own 404 page when it has one."""
        status = HTTPStatus(code)
        self.close_connection = True
        head = getattr(self, "command", None) == "HEAD"
        page = self.server.site / "404.html" if self.server.site is not None else None
        if code == HTTPStatus.NOT_FOUND and page is not None and page.is_file() and not self._api_path():
            body = page.read_bytes()
            self.send_response(code)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if not head:
                self.wfile.write(body)
            return
        self._send_json(
            code,
            {"error": message or status.phrase, "status": code},
            head=head,
            headers=headers,
        )

    def _api_path(self) -> bool:
        return urlsplit(getattr(self, "path", "") or "").path.startswith("/api/")

    def log_message(self, format: str, *args: Any) -> None:
        if not self.server.quiet:
            sys.stderr.write(f"{self.address_string()} - {format % args}\n")


_TOP_BAR = (re.compile(rb'<header class="md-header[^"]*"[^>]*>'), re.compile(rb"<body[^>]*>"))
SHOWN_PROBLEMS = 8


def with_problems(page: bytes, problems: list[str]) -> bytes:
    """`page` with `problems` (path:line:col: message) in a bar at the top of Material's header (else of
    the body), in the page's own text, escaped."""
    items = "".join(f"<li>{html.escape(p)}</li>" for p in problems[:SHOWN_PROBLEMS])
    more = len(problems) - SHOWN_PROBLEMS
    if more > 0:
        items += f"<li>… and {more} more (bridgelaws check lists them all)</li>"
    bar = (
        '<div class="bl-serve-problems" role="alert" style="background:#8e0018;color:#fff;'
        "font-size:.65rem;line-height:1.4;padding:.4rem 1rem;max-height:40vh;overflow:auto;"
        'overflow-wrap:anywhere"><strong>The content has problems: the pages show the last good version '
        f'of each broken file.</strong><ul style="margin:.2rem 0 0 1rem;padding:0">{items}</ul></div>'
    ).encode()
    match = _TOP_BAR[0].search(page) or _TOP_BAR[1].search(page)
    if match is None:
        return bar + page
    return page[: match.end()] + bar + page[match.end() :]


def _safe_path(path: str) -> bool:
    """No NUL, backslash or parent-folder step in the decoded path."""
    decoded = unquote(path)
    return "\x00" not in decoded and "\\" not in decoded and ".." not in decoded.split("/")


def _params(query: str) -> dict[str, Any]:
    """The search parameters of a query string; ValueError for anything wrong."""
    raw = parse_qs(query, keep_blank_values=True, max_num_fields=MAX_FIELDS, strict_parsing=False)
    allowed = {"q", "lang", "law", "kind", "source", "limit"}
    params: dict[str, Any] = {}
    for name, values in raw.items():
        if name not in allowed:
            continue
        if len(values) > 1:
            raise ValueError(f"parameter '{name}' given more than once")
        params[name] = values[0]
    text = params.get("q", "").strip()
    if not text:
        raise ValueError("missing query: give ?q=…")
    if len(text) > MAX_QUERY:
        raise ValueError(f"query longer than {MAX_QUERY} characters")
    params["q"] = text
    for name in ("lang", "law", "kind", "source"):
        if name in params and not params[name]:
            del params[name]
    if "limit" in params:
        try:
            params["limit"] = int(params["limit"])
        except ValueError:
            raise ValueError("limit must be a whole number") from None
    return params


def make_server(
    host: str,
    port: int,
    index: SearchIndex,
    site: Path | None,
    rate: float = 10.0,
    burst: int = 20,
    quiet: bool = False,
    trusted_proxies: Iterable[str] = (),
) -> SiteServer:
    """A server for `site` (None: the API only) and the search API over `index`; port 0 picks a free one.
    `trusted_proxies` (addresses or CIDR networks) are the peers whose X-Forwarded-For is believed;
    ValueError for one that is neither."""
    trusted = TrustedProxies(trusted_proxies)
    return SiteServer((host, port), index, site, RateLimiter(rate, burst), quiet=quiet, trusted=trusted)
