"""The search API and the built site as one WSGI application (PEP 3333), for any WSGI server.

- `GET /api/search?q=…&lang=…&law=…&kind=…&source=…&limit=…` answers a JSON list of hits
  (see bridgelaws.search.searcher); errors are JSON `{"error": …, "status": …}` too.
- Requests are bounded: a URL longer than MAX_URL is refused with 414, a query longer than
  MAX_QUERY with 400; only GET and HEAD are served (405 otherwise).
- Each client may make `rate` API requests a second, in bursts of `burst`; past that 429 (the buckets
  are shared by every worker process: see ratelimit.py). Behind a load balancer, the client of a
  request from a trusted proxy is the right-most X-Forwarded-For address that is not itself trusted;
  any other peer's X-Forwarded-For is ignored.
- Every response names the server that gave it, `X-Bridgelaws-Replica: host:port`, so that behind a
  load balancer one can tell the replicas apart.
- The index switches to a newer generation (`DIR/CURRENT`) when one was built, checked at most once
  a second in each process.
- With a site folder, its files are served too (files.py); while the content has problems (the
  watcher writes them to a `ProblemsFile`), every page shows them on its top bar.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterable
from http import HTTPStatus
from pathlib import Path
from typing import Any, BinaryIO
from urllib.parse import parse_qs, quote

from bridgelaws.search import SearchIndex

from .files import SiteFiles
from .problems import ProblemsFile
from .ratelimit import RateLimiter, TrustedProxies
from .responses import Response, StartResponse, error, json_response

MAX_URL = 2048
MAX_QUERY = 256
MAX_FIELDS = 16
REFRESH_EVERY = 1.0  # seconds between checks for a newer index generation
API = "/api/search"
REPLICA_HEADER = "X-Bridgelaws-Replica"
SEARCH_PARAMETERS = ("q", "lang", "law", "kind", "source", "limit")


class SearchApp:
    """The WSGI application: the API over `index`, and the files of `site` (None: the API only)."""

    def __init__(
        self,
        index: SearchIndex,
        limiter: RateLimiter,
        replica: str,
        site: Path | None = None,
        trusted: TrustedProxies | None = None,
        problems: ProblemsFile | None = None,
    ):
        self.index = index
        self.limiter = limiter
        self.replica = replica
        self.files = SiteFiles(site, problems) if site is not None else None
        self.trusted = trusted or TrustedProxies()
        self._checked = time.monotonic()
        self._refresh_lock = threading.Lock()

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        response = self.respond(environ)
        headers = [*response.headers, (REPLICA_HEADER, self.replica)]
        head = environ["REQUEST_METHOD"] == "HEAD"
        if response.file is not None:
            start_response(f"{response.status.value} {response.status.phrase}", headers)
            if head:
                response.file.close()
                return []
            wrapper = environ.get("wsgi.file_wrapper")
            return wrapper(response.file, 1 << 16) if wrapper else _chunks(response.file)
        if response.status != HTTPStatus.NOT_MODIFIED:  # a 304 has no body, and says no length of its own
            headers.append(("Content-Length", str(len(response.body))))
        start_response(f"{response.status.value} {response.status.phrase}", headers)
        return [] if head else [response.body]

    def respond(self, environ: dict[str, Any]) -> Response:
        method, path, query = environ["REQUEST_METHOD"], _path(environ), environ.get("QUERY_STRING", "")
        if method not in ("GET", "HEAD"):
            return error(HTTPStatus.METHOD_NOT_ALLOWED, headers=[("Allow", "GET, HEAD")])
        if len(environ.get("RAW_URI") or environ.get("REQUEST_URI") or f"{quote(path)}?{query}") > MAX_URL:
            return error(HTTPStatus.REQUEST_URI_TOO_LONG, f"URL longer than {MAX_URL} characters")
        if path == API:
            return self.search(environ, query)
        if path.startswith("/api/") or self.files is None:
            return error(HTTPStatus.NOT_FOUND, "no such resource")
        return self.files.get(path, query, environ.get("HTTP_IF_MODIFIED_SINCE"))

    def client(self, environ: dict[str, Any]) -> str:
        """The address the request is from: the peer's, or behind trusted proxies the client's."""
        forwarded = environ.get("HTTP_X_FORWARDED_FOR")
        return self.trusted.client(environ.get("REMOTE_ADDR", ""), [forwarded] if forwarded else [])

    def search(self, environ: dict[str, Any], query: str) -> Response:
        if not self.limiter.allow(self.client(environ)):
            retry = [("Retry-After", str(self.limiter.retry_after()))]
            return error(HTTPStatus.TOO_MANY_REQUESTS, "too many requests; slow down", retry)
        try:
            params = search_parameters(query)
            self.refresh_index()
            hits = self.index.search(params.pop("q"), **params)
        except ValueError as problem:
            return error(HTTPStatus.BAD_REQUEST, str(problem))
        except Exception as problem:  # a bug must not kill the worker; the client gets JSON
            environ["wsgi.errors"].write(f"search failed for {query!r}: {problem!r}\n")
            return error(HTTPStatus.INTERNAL_SERVER_ERROR, "search failed")
        return json_response(HTTPStatus.OK, hits)

    def refresh_index(self) -> None:
        """Switch to a newer index generation if one was built (checked at most every second)."""
        now = time.monotonic()
        if now - self._checked < REFRESH_EVERY or not self._refresh_lock.acquire(blocking=False):
            return
        try:
            self._checked = now
            self.index.refresh()
        except Exception as problem:  # a half-removed generation: keep the one in use, try again later
            sys.stderr.write(f"index refresh failed: {problem!r}\n")
        finally:
            self._refresh_lock.release()


def _path(environ: dict[str, Any]) -> str:
    """The request's path, decoded (WSGI hands it over as latin-1 text of the URL's bytes)."""
    raw = environ.get("PATH_INFO", "") or "/"
    try:
        return raw.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return raw


def _chunks(file: BinaryIO) -> Iterable[bytes]:
    with file:
        while chunk := file.read(1 << 16):
            yield chunk


def search_parameters(query: str) -> dict[str, Any]:
    """The search parameters of a query string; ValueError for anything wrong."""
    raw = parse_qs(query, keep_blank_values=True, max_num_fields=MAX_FIELDS, strict_parsing=False)
    params: dict[str, Any] = {}
    for name, values in raw.items():
        if name not in SEARCH_PARAMETERS:
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
