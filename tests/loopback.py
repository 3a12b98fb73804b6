"""What the server tests share, whichever server they start (the in-process one, `bridgelaws serve`
under gunicorn, nginx in front of replicas): a small static site with a secret beside it, the paths that
try to reach that secret, and a client on 127.0.0.1 that sends one request from any loopback address or
a request line exactly as written."""

from __future__ import annotations

import http.client
import socket
from dataclasses import dataclass
from pathlib import Path

SECRET = b"not for the web"
"""What the file beside a test's site holds: no answer may show it."""

TRAVERSALS = [
    "/../pyproject.toml",
    "/%2e%2e/pyproject.toml",
    "/..%2fpyproject.toml",
    "/%2e%2e%2fpyproject.toml",
    "/laws/../../pyproject.toml",
    "/laws/%2e%2e/%2e%2e/pyproject.toml",
    "/..%5cpyproject.toml",
    "/%252e%252e/pyproject.toml",
    "/escape/pyproject.toml",
    "/pyproject.toml%00.html",
    "//../pyproject.toml",
]
"""Request paths that try to leave the site for the `pyproject.toml` beside it (dot segments plain,
percent-encoded and double-encoded, a backslash, a link out of the site, a NUL byte)."""

HOME, LAW_27, NOT_HERE = b"<h1>Laws of Bridge</h1>", b"<h1>Law 27</h1>", b"<h1>Not here</h1>"


def static_site(folder: Path) -> Path:
    """`folder/site`: a home page, Law 27's page, a stylesheet and a 404 page; a link out of it
    (`escape` → `folder`) and beside it `folder/pyproject.toml`, holding `SECRET`."""
    site = folder / "site"
    (site / "laws" / "27").mkdir(parents=True)
    (site / "index.html").write_bytes(HOME)
    (site / "laws" / "27" / "index.html").write_bytes(LAW_27)
    (site / "style.css").write_text("body {}", encoding="utf-8")
    (site / "404.html").write_bytes(NOT_HERE)
    hide_secret_beside(site)
    (site / "escape").symlink_to(folder)
    return site


def hide_secret_beside(site: Path) -> Path:
    """Write `SECRET` in a `pyproject.toml` beside the folder `site` (made if missing); return `site`."""
    site.mkdir(parents=True, exist_ok=True)
    (site.parent / "pyproject.toml").write_bytes(b"name = '" + SECRET + b"'\n")
    return site


@dataclass
class Client:
    """Requests to a server on `port` of 127.0.0.1."""

    port: int

    def get(
        self, path: str, headers: dict[str, str] | None = None, method: str = "GET", source: str = "127.0.0.1"
    ) -> tuple[int, http.client.HTTPMessage, bytes]:
        """One request from the client address `source` (any of 127.0.0.0/8): status, headers, body."""
        connection = http.client.HTTPConnection(
            "127.0.0.1", self.port, timeout=20, source_address=(source, 0)
        )
        try:
            connection.request(method, path, headers=headers or {})
            response = connection.getresponse()
            return response.status, response.headers, response.read()
        finally:
            connection.close()

    def raw(self, request_line: str) -> tuple[int, bytes]:
        """Send a request line exactly as written (no client-side normalisation): status, body."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=20) as sock:
            sock.sendall(f"{request_line}\r\nHost: x\r\nConnection: close\r\n\r\n".encode("latin-1"))
            data = b""
            while chunk := sock.recv(65536):
                data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        return int(head.split()[1]), body
