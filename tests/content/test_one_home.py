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


SLIPS = [  # (passage, field, printed, reading): the source's slips, kept and marked
    ("example/wasiak-2019/pl/ex-4", "narrative", "zagrane go", "zagranego"),
    ("commentary/wasiak-2019/pl/law-27-1", "text", "o znacznie", "o znaczenie"),
    ("commentary/wasiak-2019/pl/law-47-1", "text", "kartę zagrana", "kartę zagraną"),
    ("commentary/wasiak-2019/pl/law-57-1", "text", "przedwczesnym zagranie", "przedwczesnym zagraniu"),
    ("commentary/wasiak-2019/pl/law-50-1", "text", "przed zagranie", "przed zagraniem"),
    ("commentary/wasiak-2019/pl/law-43-1", "text", "konsekwencje jak",
     "the sentence breaks off here on the slide"),
    ("commentary/law15-changes-2017-pl/pl/p03", "footnote-1", "starymu", "staremu"),
    ("commentary/hellenic-wiki-law27/en/p21", "text", "1ΧΑ", "1NT"),
    ("example/hellenic-wiki-law27/en/ex-27", "ruling", "Both calls by South show the number of aces",
     "Both calls by North show the number of aces"),
    ("example/hellenic-wiki-law27/en/ex-29", "ruling", "N/S play lebensohl", "E/W play lebensohl"),
    ("example/hellenic-wiki-law27/el/ex-33", "ruling", "ο Νότος αγοράζει 2♠", "ο Βορράς αγοράζει 2♠"),
]


def test_the_sources_slips_are_kept_as_printed_and_marked_with_their_reading() -> None:
    kb = load(ROOT)
    for passage, field, printed, reading in SLIPS:
        marked = [(c.printed, c.reading) for c in kb.corrections_in(passage, field)]
        assert (printed, reading) in marked, passage
        assert printed in dict(kb.passages[passage].fields)[field], passage  # the source's words stay
