"""The built site's files, for the WSGI application (app.py) when it serves the site as well as the API.

- Only from inside the site folder: a path with NUL, a backslash or a ".." step is refused (400), and
  a file whose real path (through symbolic links) is outside the folder is not found (404).
- A folder is its index.html; a folder named without its trailing slash is redirected (301) to it;
  folders are never listed. A page not found gets the site's own 404.html.
- Last-Modified, and 304 for a matching If-Modified-Since; the site's service worker (`sw.js`) is sent
  with `Cache-Control: no-cache`, so that a new build reaches readers through it.
- While the content has problems (`ProblemsFile`), every HTML page is served with them, located, on
  its top bar: the author sees at once what a save broke.
"""

from __future__ import annotations

import email.utils
import html
import mimetypes
import os
import re
from http import HTTPStatus
from pathlib import Path

from .problems import ProblemsFile
from .responses import Response, error

SERVICE_WORKER = "sw.js"
TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".pbn": "text/plain",  # the deals of the examples
    ".woff2": "font/woff2",
}
_TOP_BAR = (re.compile(rb'<header class="md-header[^"]*"[^>]*>'), re.compile(rb"<body[^>]*>"))
SHOWN_PROBLEMS = 8


class SiteFiles:
    """The files of the `site` folder, pages with the content's `problems` when it has any."""

    def __init__(self, site: Path, problems: ProblemsFile | None = None):
        self.site = site.resolve()
        self.problems = problems

    def get(self, path: str, query: str = "", if_modified_since: str | None = None) -> Response:
        if not safe_path(path):
            return error(HTTPStatus.BAD_REQUEST, "bad path")
        file = self.find(path)
        if file is not None and file.is_dir():
            if not path.endswith("/"):
                location = path + "/" + (f"?{query}" if query else "")
                return Response(HTTPStatus.MOVED_PERMANENTLY, [("Location", location)])
            file = self.find(path + "index.html")
        if file is None or not file.is_file():
            return self.not_found()
        try:
            opened = file.open("rb")  # from here on, the file opened: a new build may replace the folder
        except OSError:
            return self.not_found()
        problems = self.problems.read() if self.problems is not None else []
        kind = _type(file)
        if problems and file.suffix == ".html":
            with opened:
                body = with_problems(opened.read(), problems)
            return Response(HTTPStatus.OK, [("Content-Type", kind), ("Cache-Control", "no-store")], body)
        stat = os.fstat(opened.fileno())
        headers = [
            ("Content-Type", kind),
            ("Last-Modified", email.utils.formatdate(stat.st_mtime, usegmt=True)),
        ]
        if file.name == SERVICE_WORKER:
            headers.append(("Cache-Control", "no-cache"))
        if _not_modified(stat.st_mtime, if_modified_since):
            opened.close()
            return Response(HTTPStatus.NOT_MODIFIED, headers)
        return Response(HTTPStatus.OK, [*headers, ("Content-Length", str(stat.st_size))], file=opened)

    def find(self, path: str) -> Path | None:
        """The file or folder for the URL path `path`, None when it is outside the site folder."""
        real = Path(os.path.realpath(self.site / path.lstrip("/")))
        return real if real == self.site or self.site in real.parents else None

    def not_found(self) -> Response:
        page = self.site / "404.html"
        if page.is_file():
            return Response(
                HTTPStatus.NOT_FOUND, [("Content-Type", "text/html; charset=utf-8")], page.read_bytes()
            )
        return error(HTTPStatus.NOT_FOUND, "no such page")


def safe_path(path: str) -> bool:
    """No NUL, backslash or parent-folder step in the (decoded) path."""
    return "\x00" not in path and "\\" not in path and ".." not in path.split("/")


def _type(file: Path) -> str:
    kind = TYPES.get(file.suffix.lower()) or mimetypes.guess_type(file.name)[0] or "application/octet-stream"
    return f"{kind}; charset=utf-8" if kind in ("text/html", "text/javascript") else kind


def _not_modified(mtime: float, since: str | None) -> bool:
    if not since:
        return False
    try:
        when = email.utils.parsedate_to_datetime(since)
    except (TypeError, ValueError):
        return False
    return when.tzinfo is not None and int(mtime) <= when.timestamp()


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
