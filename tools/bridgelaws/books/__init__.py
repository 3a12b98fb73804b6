"""Printed books: a PDF per language, made from the site's renderer and templates with WeasyPrint.

A book holds what the knowledge base has in its language: a cover (the edition of the Laws, the
build date, the sources), the contents with page numbers, a chapter per law (its text, the
commentary grouped by source, the examples with diagrams, auctions and rulings), the sources, the
titles of the current edition and the glossary. Law references are internal links; the running head
names the law. `plan` chooses, `assemble` renders the HTML, `pdf` prints it.
"""

from __future__ import annotations

import os
from datetime import UTC, date, datetime
from pathlib import Path

from bridgelaws.files import unwritable, write_atomically
from bridgelaws.model import KnowledgeBase

from .assemble import BookRenderer
from .pdf import BookError, Printed, render_pdf
from .plan import Plan, Selection, SelectionError, make_plan

__all__ = [
    "BookError",
    "BookRenderer",
    "Plan",
    "Printed",
    "Selection",
    "SelectionError",
    "build_date",
    "make_book",
    "make_plan",
]

BOOK_LANGS = ("en", "pl", "el", "ru")


def build_date() -> date:
    """Today, or the day of SOURCE_DATE_EPOCH when set (reproducible builds)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch and epoch.isdigit():
        return datetime.fromtimestamp(int(epoch), UTC).date()
    return date.today()


def make_book(
    kb: KnowledgeBase, selection: Selection, out: Path, renderer: BookRenderer | None = None
) -> Printed:
    """Print the book `selection` asks for to `out` (a PDF). Raises SelectionError when there is
    nothing to print, BookError when it would print wrongly or `out` cannot be written (that is
    found before anything is rendered); `out` is then left as it was."""
    why = unwritable(out)
    if why:
        raise BookError(f"cannot write the book: {why}")
    plan = make_plan(kb, selection)
    html = (renderer or BookRenderer(kb)).html(plan, build_date())
    pdf, pages = render_pdf(html)
    try:
        write_atomically(out, pdf)
    except OSError as error:
        raise BookError(f"cannot write the book: {error.strerror or error}") from None
    return Printed(out, pages, len(pdf))
