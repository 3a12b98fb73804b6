"""The four books of the real knowledge base, printed once per test session.

With pytest-xdist each worker is a process of its own: the first to arrive prints the books into
the session's shared temporary folder (under a lock), the others read them.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

import pytest

from bridgelaws.books import BookRenderer, Plan, Selection, make_book, make_plan
from bridgelaws.model import KnowledgeBase, load

from .pdfcheck import Book

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "pl", "el", "ru")
EPOCH = "1700000000"  # SOURCE_DATE_EPOCH of the test books: built on 2023-11-14
BUILT = "2023-11-14"


@pytest.fixture(scope="session")
def kb() -> KnowledgeBase:
    return load(ROOT)


@pytest.fixture(scope="session")
def plans(kb: KnowledgeBase) -> dict[str, Plan]:
    return {lang: make_plan(kb, Selection(lang)) for lang in LANGS}


@pytest.fixture(scope="session")
def books(kb: KnowledgeBase, tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> dict[str, Book]:
    """The whole book of each language, as `make books` prints them."""
    shared = tmp_path_factory.getbasetemp()
    if worker_id != "master":
        shared = shared.parent
    folder = shared / "books"
    folder.mkdir(exist_ok=True)
    with open(shared / "books.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (folder / "done").exists():
            before = os.environ.get("SOURCE_DATE_EPOCH")
            os.environ["SOURCE_DATE_EPOCH"] = EPOCH
            try:
                renderer = BookRenderer(kb)
                for lang in LANGS:
                    make_book(kb, Selection(lang), folder / f"bridgelaws-{lang}.pdf", renderer)
            finally:
                if before is None:
                    del os.environ["SOURCE_DATE_EPOCH"]
                else:
                    os.environ["SOURCE_DATE_EPOCH"] = before
            (folder / "done").touch()
    return {lang: Book(folder / f"bridgelaws-{lang}.pdf") for lang in LANGS}
