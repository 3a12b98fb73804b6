"""What one build makes and the next reuses (bridgelaws.kept), on the records of the seeds."""

from __future__ import annotations

import gc
import operator
import weakref
from pathlib import Path

from bridgelaws import load
from bridgelaws.kept import Kept, KeptByObject, Last, rebuilding, settle

ROOT = Path(__file__).resolve().parents[2]


def test_a_value_lives_while_builds_ask_for_it() -> None:
    kept: Kept[str] = Kept()
    made: list[str] = []

    def make(key: str) -> str:
        made.append(key)
        return key.upper()

    assert kept.get("27B1", lambda: make("27B1")) == "27B1"
    assert kept.get("16C", lambda: make("16C")) == "16C"
    kept.rotate()  # build 1 over: both asked for
    assert kept.get("27B1", lambda: make("27B1")) == "27B1"  # build 2 asks for one only
    kept.rotate()
    assert kept.get("27B1", lambda: make("27B1")) == "27B1" and kept.get("16C", lambda: make("16C")) == "16C"
    assert made == ["27B1", "16C", "16C"]  # the one build 2 did not ask for was dropped, made again


def test_records_are_kept_by_identity_not_by_equality() -> None:
    kb = load(ROOT)
    unit = kb.commentary[0].unit
    twin = unit.model_copy()  # an equal record, another object: an edited file gives new ones
    assert twin == unit and twin is not unit
    kept: KeptByObject[int] = KeptByObject()
    counter = iter(range(10))
    first = kept.get(unit, lambda: next(counter))
    assert kept.get(unit, lambda: next(counter)) == first
    assert kept.get(twin, lambda: next(counter)) != first
    kept.rotate()
    kept.rotate()  # two builds that asked for neither: both dropped, nothing of them stays alive
    assert kept.get(unit, lambda: next(counter)) not in (0, 1)


def test_the_last_value_is_given_again_for_the_same_key_by_equality_or_by_identity() -> None:
    unit = load(ROOT).commentary[0].unit
    twin = unit.model_copy()
    counter = iter(range(10))
    by_value: Last[object, int] = Last()
    assert by_value.key is None
    first = by_value.get(unit, lambda: next(counter))
    assert by_value.get(twin, lambda: next(counter)) == first and by_value.key is unit  # equal: the same
    by_object: Last[object, int] = Last(operator.is_)
    made = by_object.get(unit, lambda: next(counter))
    assert by_object.get(unit, lambda: next(counter)) == made
    again = by_object.get(twin, lambda: next(counter))  # equal, another object: made again
    assert again != made and by_object.key is twin
    assert by_object.get(unit, lambda: next(counter)) not in (made, again)  # only the last is held


class _Node:
    """A record in a reference cycle: only the collector frees it."""

    def __init__(self) -> None:
        self.me = self


def test_settle_keeps_a_served_build_out_of_the_passes_and_frees_what_a_later_build_dropped() -> None:
    built = load(ROOT)  # a served build's model, alive across the next build
    dropped = _Node()  # part of it, dropped by the next build
    gone = weakref.ref(dropped)
    try:
        settle()
        assert gc.get_freeze_count() > len(built.commentary)  # the served build is out of the passes
        del dropped
        gc.collect()
        assert gone() is not None  # frozen: a full pass does not look at it
        settle()  # the next build is served
        assert gone() is None  # what it dropped is collected then
        assert built.commentary and built.sources  # and what is still alive stays
    finally:
        gc.unfreeze()


def test_a_rebuild_leaves_the_collector_its_young_passes_only_and_the_settle_frees_the_rest() -> None:
    before = gc.get_threshold()
    try:
        settle()
        with rebuilding():
            young, middle, old = gc.get_threshold()
            assert (young, middle) == before[:2] and old > 10**6  # no full pass while it builds
            dropped = _Node()
            gone = weakref.ref(dropped)
            for _ in range(3):
                gc.collect(1)  # the young passes still run, and move it to the old generation
            del dropped
            for _ in range(3):
                gc.collect(1)
            assert gone() is not None  # in the old generation: only a full pass frees it
        assert gc.get_threshold() == before
        settle()  # the rebuild is served
        assert gone() is None
    finally:
        gc.unfreeze()
