"""Linking, edition-aware: a reference stays in its source's edition when that edition has the law,
pointing to the nearest enclosing part it has; it falls back to 2017 only when the law is missing."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bridgelaws import load, load_with_problems
from bridgelaws.model import KnowledgeBase
from bridgelaws.refs import LawRef
from kbtree import write_tree

ROOT = Path(__file__).resolve().parents[2]

OLD_EDITION = {
    "laws/1997/index.yaml": """
        edition: "1997"
        laws:
          - number: 27
            titles:
              en: {text: "Insufficient Bid"}
    """,
    "content/sources/old.yaml": """
        id: old
        title: "A commentary on the 1997 Laws"
        kind: commentary
        languages: [en]
        edition: "1997"
    """,
    "content/old/en.yaml": """
        source: old
        lang: en
        units:
          - id: p01
            laws: ["27"]
            text: |
              Law 27B1 is not in our 1997 outline; Law 16A is not in our 1997 index.
              Law 27D2 is in no index, nor is Law 16D.
    """,
}


@cache
def real() -> KnowledgeBase:
    return load(ROOT)


def test_the_russian_1997_citation_of_23B_stays_in_1997_law_23() -> None:
    kb = real()
    (citation,) = [
        c for c in kb.citations_in("commentary/ru-commentary-1997/ru/p-72-6") if c.text == "Правило 23В"
    ]
    assert (citation.ref, citation.edition, citation.target) == ("23B", "1997", "23")
    assert citation.section_unknown and not citation.fallback
    assert citation.note == "23B is not a section of Law 23 in the 1997 Laws"
    assert kb.has_law("1997", "23") and not kb.has_law("1997", "23B") and kb.has_law("2017", "23B")


def test_every_real_citation_points_to_what_it_names_or_the_nearest_part_its_edition_has() -> None:
    kb = real()
    laws = [c for c in kb.citations if c.kind == "law" and c.edition is not None]
    assert any(c.section_unknown for c in laws)
    for c in laws:
        assert kb.has_law(c.edition, c.target), c
        assert c.section_unknown == (not kb.has_law(c.edition, c.ref)), c
        written = LawRef.parse(c.ref)
        assert c.target == c.ref or (
            c.section_unknown and c.target in {part.canonical for part in written.ancestors()}
        ), c


def test_the_real_content_links_without_problems() -> None:
    assert load_with_problems(ROOT).problems == []


def test_a_missing_section_points_to_its_law_a_missing_law_falls_back(tiny: Path) -> None:
    write_tree(tiny, OLD_EDITION)
    result = load_with_problems(tiny)
    found = {
        c.text: (c.edition, c.target, c.fallback, c.note)
        for c in result.kb.citations_in("commentary/old/en/p01")
    }
    assert found == {
        "Law 27B1": ("1997", "27", False, "27B1 is not a section of Law 27 in the 1997 Laws"),
        "Law 16A": ("2017", "16A", True, None),
        "Law 27D2": ("1997", "27", False, "27D2 is not a section of Law 27 in the 1997 Laws"),
        "Law 16D": (None, None, False, None),
    }
    # a reference is a problem only when neither edition has it: 27B1, a 2017 section, is kept as printed
    assert [str(p) for p in result.problems] == [
        "content/old/en.yaml:8:7: reference 'Law 27D2' → 27D2: no such law or section in 1997 or 2017",
        "content/old/en.yaml:8:39: reference 'Law 16D' → 16D: no such law or section in 1997 or 2017",
    ]
