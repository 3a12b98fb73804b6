"""Each law's and source's digest kept from one load to the next (`inputs._Digests`, `model.delta`):
edit after edit of a copy of the real knowledge base, the pages' keys made with the kept digests are
those made from nothing, and an edit to a commentary or example file keeps the digests of the laws and
sources it does not touch (an edit elsewhere keeps none)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.model import KnowledgeBase
from bridgelaws.site import inputs
from bridgelaws.site.pages import SiteMap
from reloads import EDITS, copy_knowledge_base, load


def _keys(kb: KnowledgeBase) -> dict[str, str]:
    return inputs.PageInputs(kb, SiteMap(kb, offline_app=True)).keys("frame")


def test_kept_law_digests_give_the_keys_made_from_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy_knowledge_base(tmp_path)
    store = inputs._Digests()
    monkeypatch.setattr(inputs, "_KEPT", store)
    last = _keys(load(tmp_path))
    for what, edit, keeps in EDITS:
        edit(tmp_path)
        kb = load(tmp_path)
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
