"""What the application answers, before it is handed to the WSGI server: a status, headers and a body
or a file; errors as JSON."""

from __future__ import annotations

import json
from collections.abc import Callable
from http import HTTPStatus
from typing import Any, BinaryIO

StartResponse = Callable[..., Any]
Headers = list[tuple[str, str]]


class Response:
    """What the application answers: a status, headers and a body (or an opened file to stream)."""

    def __init__(self, status: int, headers: Headers, body: bytes = b"", file: BinaryIO | None = None):
        self.status = HTTPStatus(status)
        self.headers = headers
        self.body = body
        self.file = file


def error(status: int, message: str | None = None, headers: Headers | None = None) -> Response:
    """An error as JSON: {"error": message, "status": code}."""
    phrase = message or HTTPStatus(status).phrase
    return json_response(status, {"error": phrase, "status": int(status)}, headers)


def json_response(status: int, data: Any, headers: Headers | None = None) -> Response:
    body = json.dumps(data, ensure_ascii=False).encode("utf-8")
    return Response(
        status,
        [
            ("Content-Type", "application/json; charset=utf-8"),
            ("Cache-Control", "no-store"),
            *(headers or []),
        ],
        body,
    )
