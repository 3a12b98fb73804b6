"""format_reference: each language's way of writing a reference."""

from __future__ import annotations

import pytest

from bridgelaws.refs import LawRef, find_references, format_reference


@pytest.mark.parametrize(
    ("ref", "lang", "plural", "written"),
    [
        ("27B1(a)", "en", False, "Law 27B1(a)"),
        ("16", "en", True, "Laws 16"),
        ("27B1(a)", "pl", False, "Przepis 27B1(a)"),
        ("27B1(a)", "el", False, "Νόμος 27Β1(α)"),
        ("20F1", "el", False, "Νόμος 20ΣΤ1"),
        ("68A2(f)(ii)", "el", True, "Νόμοι 68Α2(στ)(ii)"),
        ("27B1(a)", "ru", False, "Правило 27В1(a)"),
        ("73D", "ru", True, "Правила 73D"),
    ],
)
def test_each_language_writes_its_own_letters(ref: str, lang: str, plural: bool, written: str) -> None:
    assert format_reference(LawRef.parse(ref), lang, plural=plural) == written
    assert [r.ref for r in find_references(written, lang)] == [ref]


def test_unknown_language_is_an_error() -> None:
    with pytest.raises(ValueError):
        format_reference(LawRef(27), "de")
