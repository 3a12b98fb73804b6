"""The finder on a held-out set of sentences written as directors write (tests/refs/heldout_sentences.yaml):
mailing lists, appeal reports, lecture slides and exam answers in the four languages, with numbers that
are no law among them. Every sentence must give exactly its references, editions included."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
import yaml

from bridgelaws.refs import find_references

SET = Path(__file__).with_name("heldout_sentences.yaml")
SENTENCES = yaml.safe_load(SET.read_text(encoding="utf-8"))["sentences"]

Found = list[tuple[str, str, str | None]]


def expected(sentence: dict) -> Found:
    edition = sentence.get("edition", "2017")
    return [(text, str(ref), str(rest[0]) if rest else edition) for text, ref, *rest in sentence["refs"]]


def read(sentence: dict) -> Found:
    references = find_references(sentence["text"], sentence["lang"], edition=sentence.get("edition", "2017"))
    return [(r.text, r.ref, r.edition) for r in references]


def test_the_set_is_as_large_and_varied_as_promised() -> None:
    langs = Counter(s["lang"] for s in SENTENCES)
    assert len(SENTENCES) >= 60 and set(langs) == {"en", "pl", "el", "ru"} and min(langs.values()) >= 14
    assert sum(1 for s in SENTENCES if not s["refs"]) >= 12  # numbers that are no law
    assert sum(1 for s in SENTENCES if any(len(r) == 3 for r in s["refs"])) >= 8  # an edition named
    assert len({s["text"] for s in SENTENCES}) == len(SENTENCES)


def test_every_sentence_is_read_exactly(capsys: pytest.CaptureFixture) -> None:
    wrong = {s["text"]: (read(s), expected(s)) for s in SENTENCES if read(s) != expected(s)}
    accuracy = 1 - len(wrong) / len(SENTENCES)
    with capsys.disabled():
        print(f"\nheld-out sentences: {len(SENTENCES)}, read exactly: {accuracy:.1%}")
    report = (f"{text}\n  found    {got}\n  expected {want}" for text, (got, want) in wrong.items())
    assert not wrong, "\n".join(report)
