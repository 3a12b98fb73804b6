"""Edits to a copy of the real knowledge base, one after the other, as an author makes them: what the
tests of a reload (`model.delta`) and of what a rebuild keeps walk through."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

from bridgelaws.model import KnowledgeBase, load_with_problems

ROOT = Path(__file__).resolve().parents[1]


UNITS = "content/wasiak-2019/law-21.yaml"


def _replace(path: str, old: str, new: str) -> Callable[[Path], None]:
    def edit(root: Path) -> None:
        text = (root / path).read_text(encoding="utf-8")
        assert old in text
        (root / path).write_text(text.replace(old, new, 1), encoding="utf-8")

    return edit


def _remove_first_unit(root: Path) -> None:
    text = (root / UNITS).read_text(encoding="utf-8")
    start, end = text.index("- id: law-21-1\n"), text.index("- id: law-21-2\n")
    (root / UNITS).write_text(text[:start] + text[end:], encoding="utf-8")


NEW_UNIT = (
    "- id: law-12-2\n  laws:\n  - 27B1(a)\n  heading: Przepis 27\n  text: Nowa jednostka o przepisie 27.\n"
)
# (what the edit does, the edit, whether it touches commentary and examples only)
EDITS = [
    ("a unit's text", _replace(UNITS, "Gracz, który uświadomił", "Gracz, który sam uświadomił"), True),
    ("a citation added", _replace(UNITS, "Gracz, który", "Gracz (zob. przepis 12A), który"), True),
    ("a unit moved to Law 16", _replace(UNITS, "  laws:\n  - 21B1(a)\n", "  laws:\n  - 16B\n"), True),
    (
        "an example's text",
        _replace("content/wasiak-2019/examples/ex-18.yaml", "Ręka N:", "Ręka gracza N:"),
        True,
    ),
    (
        "a unit on Law 27 added",
        _replace("content/wasiak-2019/law-12.yaml", "- id: law-12-1\n", NEW_UNIT + "- id: law-12-1\n"),
        True,
    ),
    ("a unit removed", _remove_first_unit, True),
    (
        "a law text",
        _replace("laws/2017/pl/law-15.yaml", "Karty z niewłaściwego pudełka", "Karty z innego pudełka"),
        False,
    ),
]


def copy_knowledge_base(root: Path) -> Path:
    """The repository's `laws/` and `content/` copied under `root`."""
    shutil.copytree(ROOT / "laws", root / "laws")
    shutil.copytree(ROOT / "content", root / "content")
    return root


def load(root: Path) -> KnowledgeBase:
    result = load_with_problems(root)
    assert not result.problems
    return result.kb
