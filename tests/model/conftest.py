"""A small, valid knowledge base built in a temporary folder, to break in tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbtree import DEMO, write_tree


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    """A valid miniature knowledge base (`kbtree.DEMO`)."""
    return write_tree(tmp_path, DEMO)
