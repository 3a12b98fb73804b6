"""The same WSGI application in this process, on the standard library's threading HTTP server: for the
tests and for tools that start and stop a server in a thread. `bridgelaws serve` runs it under gunicorn
with worker processes instead (server.py).

One thread per request; a client slow to send its request is dropped after `timeout` seconds.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from socketserver import ThreadingMixIn
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer

from bridgelaws.search import SearchIndex

from .app import SearchApp
from .problems import ProblemsFile
from .ratelimit import RateLimiter, TrustedProxies


class SiteServer(ThreadingMixIn, WSGIServer):
    """A threading WSGI server of a `SearchApp`; `problems` set here show on every page."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, address: tuple[str, int], quiet: bool = False):
        super().__init__(address, _QuietHandler if quiet else _Handler)
        self.state = Path(tempfile.mkdtemp(prefix="bridgelaws-serve-"))
        self._problems = ProblemsFile(self.state / "problems.json")

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/"

    @property
    def replica(self) -> str:
        host, port = self.server_address[:2]
        return f"{host}:{port}"

    @property
    def problems(self) -> list[str]:
        return self._problems.read()

    @problems.setter
    def problems(self, problems: list[str]) -> None:
        self._problems.write(problems)

    def server_close(self) -> None:
        super().server_close()
        shutil.rmtree(self.state, ignore_errors=True)


class _Handler(WSGIRequestHandler):
    timeout = 15  # seconds a client may take to send its request: a slow one does not hold a thread

    def log_message(self, format: str, *args: Any) -> None:
        sys.stderr.write(f"{self.address_string()} - {format % args}\n")


class _QuietHandler(_Handler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


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
    server = SiteServer((host, port), quiet=quiet)
    limiter = RateLimiter(rate, burst, server.state / "limits.sqlite")
    problems = server._problems if site is not None else None
    server.set_app(SearchApp(index, limiter, server.replica, site=site, trusted=trusted, problems=problems))
    return server
