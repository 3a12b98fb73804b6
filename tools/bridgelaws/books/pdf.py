"""The book's HTML made a PDF with WeasyPrint, or a clear error and no file.

WeasyPrint reports a character no installed font has (it would print a box, the .notdef glyph)
and an internal link to an id the document lacks; either fails the book, naming what is wrong.
Nothing is fetched: the document has no external resource, and the URL fetcher allows none.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

STYLESHEET = Path(__file__).parent / "book.css"
_PROBLEMS = (".notdef glyph", "No anchor", "Failed to load")


class BookError(RuntimeError):
    """The book could not be printed as it should (the message says why)."""


@dataclass(frozen=True)
class Printed:
    """A written book: its file, its pages and its size in bytes."""

    path: Path
    pages: int
    size: int


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if any(marker in message for marker in _PROBLEMS):
            self.messages.append(message)


@contextmanager
def _collected() -> Iterator[_Collect]:
    """WeasyPrint's warnings about missing glyphs and anchors, while it renders."""
    from weasyprint import LOGGER

    handler = _Collect()
    LOGGER.addHandler(handler)
    try:
        yield handler
    finally:
        LOGGER.removeHandler(handler)


def render_pdf(html: str) -> tuple[bytes, int]:
    """The PDF of `html` styled by the book's stylesheet, and its number of pages."""
    from weasyprint import CSS, HTML, URLFetcher

    fetcher = URLFetcher(allowed_protocols=["data"])
    with _collected() as problems:
        document = HTML(string=html, url_fetcher=fetcher, base_url=str(STYLESHEET.parent)).render(
            stylesheets=[CSS(filename=str(STYLESHEET), url_fetcher=fetcher)]
        )
        pdf = document.write_pdf()
    if problems.messages:
        unique = list(dict.fromkeys(problems.messages))
        raise BookError("the book would print wrongly:\n  " + "\n  ".join(unique))
    return pdf, len(document.pages)
