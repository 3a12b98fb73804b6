"""One home per passage (issue 16): an example's words live in its example file only; a commentary
unit places it where the source tells it, and what the source got wrong is marked once, on the
passage, wherever it shows."""

from __future__ import annotations

import re
from pathlib import Path

from bridgelaws import load

ROOT = Path(__file__).resolve().parents[2]


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.replace("**", "").casefold()))


def test_no_commentary_unit_retells_an_example() -> None:
    kb = load(ROOT)
    for entry in kb.commentary:
        text = f" {_words(entry.unit.text)} "
        for example in kb.examples_of_source(entry.source):
            if example.example.lang != entry.lang:
                continue
            for name in ("narrative", "question", "ruling"):
                told = _words(getattr(example.example, name) or "")
                assert len(told.split()) < 4 or f" {told} " not in text, (entry.uid, example.uid, name)


def test_every_example_of_a_commentary_is_placed_once_in_its_language() -> None:
    kb = load(ROOT)
    placed = [(e.source, e.lang, e.unit.example) for e in kb.commentary if e.unit.example]
    assert len(placed) == len(set(placed))
    told_by_commentary = {e.source for e in kb.commentary}
    for example in kb.examples:
        ex = example.example
        if ex.source in told_by_commentary:
            assert (ex.source, ex.lang, ex.id) in placed, example.uid
    for source, lang, example_id in placed:
        assert kb.example(source, lang, example_id) is not None


def test_a_placed_example_takes_its_laws_from_the_example() -> None:
    kb = load(ROOT)
    for entry in kb.commentary:
        if entry.unit.example:
            example = kb.example(entry.source, entry.lang, entry.unit.example)
            assert example is not None and entry.unit.laws == example.example.laws, entry.uid
    law27 = {e.uid for e in kb.commentary_on(27)}
    assert "hellenic-wiki-law27/en/p07" in law27  # example 23, on 27B1(b) and 27B1(a)
