"""Each law's and source's digest kept from one load to the next (`inputs._Digests`, `model.delta`):
edit after edit of a copy of the real knowledge base, the pages' keys made with the kept digests are
those made from nothing, and an edit to a commentary or example file keeps the digests of the laws and
sources it does not touch (an edit elsewhere keeps none)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from bridgelaws.model import KnowledgeBase, load_with_problems
from bridgelaws.site import inputs
from bridgelaws.site.pages import SiteMap

from .conftest import ROOT

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
# (what the edit does, the edit, whether it leaves some laws' digests as they were)
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


def _load(root: Path) -> KnowledgeBase:
    result = load_with_problems(root)
    assert not result.problems
    return result.kb


def _keys(kb: KnowledgeBase) -> dict[str, str]:
    return inputs.PageInputs(kb, SiteMap(kb, offline_app=True)).keys("frame")


def test_kept_law_digests_give_the_keys_made_from_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copytree(ROOT / "laws", tmp_path / "laws")
    shutil.copytree(ROOT / "content", tmp_path / "content")
    store = inputs._Digests()
    monkeypatch.setattr(inputs, "_KEPT", store)
    last = _keys(_load(tmp_path))
    for what, edit, keeps in EDITS:
        edit(tmp_path)
        kb = _load(tmp_path)
        held = dict(store.digests)
        keys = _keys(kb)
        kept = [key for key, found in held.items() if store.digests.get(key) is found]
        assert bool(kept) == keeps, what
        assert len(kept) < len(held), what  # and some were made again
        monkeypatch.setattr(inputs, "_KEPT", inputs._Digests())
        assert keys == _keys(kb), what
        assert keys != last, what  # the edit shows on some page
        monkeypatch.setattr(inputs, "_KEPT", store)
        last = keys
