"""Places in an imported document: `At` (line and column), a mistake raised at one (`Located`), and the
warnings of raw HTML and unsafe links each put at its own place (`screen`). Shared by every format."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bridgelaws.bridge.errors import BridgeError
from bridgelaws.model.rawhtml import problems_in

from .report import ImportResult


@dataclass(frozen=True)
class At:
    """A place in a document (1-based)."""

    line: int
    col: int = 1


class Located(BridgeError):
    """A mistake the engine finds in one line of a diagram or an auction, at that line."""

    def __init__(self, message: str, at: At):
        super().__init__(message)
        self.at = at


def screen(result: ImportResult, path: str, text: str | None, place: At | Callable[[int], At]) -> None:
    """A warning for raw HTML and links to other schemes than http(s) and mailto in `text` (the site
    drops them), at its place: `place` is where a one-line text starts, or the place of an offset."""
    for offset, message in problems_in(text or ""):
        at = place(offset) if callable(place) else At(place.line, place.col + offset)
        result.warn(path, at.line, at.col, message)
