"""`touched` on two loads of a copy of the real knowledge base: an edit to a commentary or example file
touches the laws its records are about and cite, in the load before and the load after, and its
source; any other edit answers None (everything changed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.model.delta import Touched, touched
from reloads import copy_knowledge_base
from reloads import load as _load

UNITS = "content/wasiak-2019/law-21.yaml"  # units on Laws 21B1(a), 20F4/21/75 and an example's
EXAMPLE = "content/wasiak-2019/examples/ex-18.yaml"  # on Laws 20F4, 21, 75


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return copy_knowledge_base(tmp_path)


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_reload_with_nothing_changed_touches_no_law(root: Path) -> None:
    before = _load(root)
    assert touched(before, _load(root)) == Touched(set(), set(), set())


def test_a_unit_edited_touches_the_laws_of_its_file_and_no_other(root: Path) -> None:
    before = _load(root)
    _edit(root / UNITS, "Gracz, który uświadomił", "Gracz, który sam uświadomił")
    after = _load(root)
    found = touched(before, after)
    assert found is not None and found.sources == {"wasiak-2019"}
    assert {("2017", 20), ("2017", 21), ("2017", 75)} <= found.laws
    assert ("2017", 27) not in found.laws and ("2017", 12) not in found.laws
    # every unit but the edited file's three is the very same record: what makes the answer exact
    units = {e.uid: e.unit for e in before.commentary}
    assert sum(units.get(e.uid) is e.unit for e in after.commentary) == len(after.commentary) - 3


def test_a_citation_added_touches_the_law_it_cites(root: Path) -> None:
    before = _load(root)
    _edit(root / UNITS, "Gracz, który uświadomił", "Gracz (zob. przepis 12A), który uświadomił")
    found = touched(before, _load(root))
    assert found is not None and ("2017", 12) in found.laws


def test_a_unit_moved_to_another_law_touches_both(root: Path) -> None:
    before = _load(root)
    _edit(root / UNITS, "  laws:\n  - 21B1(a)\n", "  laws:\n  - 16B\n")
    found = touched(before, _load(root))
    assert found is not None and {("2017", 16), ("2017", 21)} <= found.laws


def test_an_example_edited_touches_its_laws(root: Path) -> None:
    before = _load(root)
    _edit(root / EXAMPLE, "Ręka N:", "Ręka gracza N:")
    found = touched(before, _load(root))
    assert found is not None and found.sources == {"wasiak-2019"}
    assert {("2017", 20), ("2017", 21), ("2017", 75)} <= found.laws


@pytest.mark.parametrize(
    ("path", "old", "new"),
    [
        ("laws/2017/pl/law-15.yaml", "Karty z niewłaściwego pudełka", "Karty z innego pudełka"),
        ("laws/concordance.yaml", "it was also simplified", "it was simplified"),
        ("content/sources/wasiak-2019.yaml", "title:", "title: Nowy"),
    ],
)
def test_any_other_edit_says_everything_changed(root: Path, path: str, old: str, new: str) -> None:
    before = _load(root)
    _edit(root / path, old, new)
    assert touched(before, _load(root)) is None
