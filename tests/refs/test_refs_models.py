"""LawRef: the canonical form, its parts, ancestors and URL anchor."""

from __future__ import annotations

import pytest

from bridgelaws.refs import LawRef, Reference


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("27", (27, None, None, None, None)),
        ("27B", (27, "B", None, None, None)),
        ("27B1", (27, "B", 1, None, None)),
        ("27B1(a)", (27, "B", 1, "a", None)),
        ("68A2(b)(i)", (68, "A", 2, "b", "i")),
        ("40B2(a)(iv)", (40, "B", 2, "a", "iv")),
        ("93", (93, None, None, None, None)),
    ],
)
def test_parse_reads_every_level_and_writes_it_back(text: str, parts: tuple) -> None:
    ref = LawRef.parse(text)
    assert (ref.law, ref.section, ref.subsection, ref.item, ref.subitem) == parts
    assert ref.canonical == str(ref) == text


@pytest.mark.parametrize(
    "text",
    ["", "0", "94", "07", "27b", "27B1a", "27(a)", "27B(a)", "27B0", "27B01", "27B1(A)", "27B1(a)(j)",
     "27B1(a)(iiii)", "27B1(a)(ix)x", " 27", "27Β1"],
)
def test_parse_rejects_what_is_not_canonical(text: str) -> None:
    with pytest.raises(ValueError):
        LawRef.parse(text)


@pytest.mark.parametrize(
    "parts",
    [(27, None, 1), (27, "B", None, "a"), (27, "B", 1, None, "i"), (27, "b"), (27, "BB"), (27, "B", 0),
     (27, "B", 1, "ab"), (27, "B", 1, "α"), (27, "B", 100), (0,), (94,)],
)
def test_constructor_rejects_impossible_parts(parts: tuple) -> None:
    with pytest.raises(ValueError):
        LawRef(*parts)


def test_ancestors_run_from_nearest_to_the_law() -> None:
    assert [a.canonical for a in LawRef.parse("68A2(b)(i)").ancestors()] == ["68A2(b)", "68A2", "68A", "68"]
    assert [a.canonical for a in LawRef.parse("27B1(a)").ancestors()] == ["27B1", "27B", "27"]
    assert LawRef.parse("27").ancestors() == ()


@pytest.mark.parametrize(
    ("text", "anchor"), [("27B1(a)", "B1a"), ("68A2(b)(i)", "A2bi"), ("20F", "F"), ("27", "")]
)
def test_anchor_is_the_part_below_the_law_without_parentheses(text: str, anchor: str) -> None:
    assert LawRef.parse(text).anchor == anchor


def test_reference_exposes_its_law_and_a_json_shape() -> None:
    law = Reference("Νόμος 27Β1(α)", 0, 13, "law", "27B1(a)", "2017", "context", "Κώδικα του 2017")
    assert law.law == LawRef(27, "B", 1, "a")
    assert law.as_dict() == {
        "text": "Νόμος 27Β1(α)", "start": 0, "end": 13, "kind": "law", "ref": "27B1(a)", "edition": "2017",
        "edition_from": "context", "edition_context": "Κώδικα του 2017",
    }
    assert Reference("п. 40.11", 0, 8, "paragraph", "40.11").law is None
