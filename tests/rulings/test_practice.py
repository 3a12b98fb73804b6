"""The flows' practice on the worked examples: one item per recorded path the reader can tell apart,
each walking to its outcome with the answers it asks."""

from __future__ import annotations

from pathlib import Path

from bridgelaws.model import load
from bridgelaws.rulings import table_from_example, walk
from bridgelaws.rulings.practice import items

kb = load(Path(__file__).resolve().parents[2])


def test_each_item_walks_to_its_outcome() -> None:
    made = items(kb)
    assert len(made) >= 15
    assert len({item.id for item in made}) == len(made)
    assert {item.flow.id for item in made} >= {"insufficient-bid", "call-out-of-rotation", "penalty-card"}
    for item in made:
        example = kb.example_by_ref(item.example)[0].example
        walked = walk(item.flow, item.answers(), table_from_example(example.model_dump()))
        assert walked.outcome == item.outcome
        assert [a.step.key for a in walked.path if a.step.kind != "call"] == [a.step.key for a in item.asked]
        assert all(a.step.kind == "call" for a in item.given) and item.asked


def test_paths_the_calls_do_not_tell_apart_are_left_out() -> None:
    ids = {item.id for item in items(kb)}
    # ex-30 weighs two readings of the same replacement (3S): the reader could not know which is asked
    assert not any("/hellenic-wiki-law27/ex-30/" in i for i in ids)
    # ex-23 is asked twice, told apart by the replacement (2H, then a double)
    assert {i for i in ids if "/ex-23/" in i} == {
        "flow/insufficient-bid/hellenic-wiki-law27/ex-23/lowest-same-denomination",
        "flow/insufficient-bid/hellenic-wiki-law27/ex-23/comparable-call",
    }
