"""resolve: the document's edition first, then the fallback edition, paragraphs through a callback."""

from __future__ import annotations

from bridgelaws.refs import find_references, resolve

INDEX = {
    "2017": {"15", "15A", "16", "16C", "27", "27B", "27B1", "27B1(a)", "27B1(b)"},
    "2007": {"16", "16D", "17", "17D", "27", "27B", "27B1", "27B1(b)"},
}


def exists(edition: str, ref: str) -> bool:
    return ref in INDEX.get(edition, set())


def resolved(text: str, lang: str, edition: str) -> list[tuple[str, str | None, bool]]:
    out = []
    for reference in find_references(text, lang, edition=edition):
        resolution = resolve(reference, exists, edition)
        assert resolution.resolved == (resolution.edition is not None)
        assert resolution.target in (None, reference.ref)
        out.append((reference.ref, resolution.edition, resolution.fallback))
    return out


def test_the_documents_edition_when_it_has_the_section_else_the_fallback() -> None:
    text = "przepis 17D został przeniesiony i stał się przepisem 15A; stary przepis 16D"
    in_2007 = [("17D", "2007", False), ("15A", "2017", True), ("16D", "2007", False)]
    assert resolved(text, "pl", "2007") == in_2007
    in_2017 = [("17D", None, False), ("15A", "2017", False), ("16D", None, False)]
    assert resolved(text, "pl", "2017") == in_2017


def test_an_edition_named_in_the_sentence_is_tried_first() -> None:
    text = "którą w MPB 2007 zastosowano w 27B1b, a teraz 27B1a."
    assert resolved(text, "pl", "2017") == [("27B1(b)", "2007", False), ("27B1(a)", "2017", False)]


def test_a_missing_section_is_not_replaced_by_its_law() -> None:
    assert resolved("Law 27C and Law 99", "en", "2017") == [("27C", None, False)]


def test_paragraphs_resolve_through_the_callback_dropping_trailing_points() -> None:
    units = {"68.7": "ru-1997/p-68-7", "40.11": "ru-1997/p-40-11"}
    text = "см. п. 68.7.(i)(b), п. 40.11. и п. 92.1."
    results = [
        resolve(r, exists, "1997", paragraph=units.get) for r in find_references(text, "ru", edition="1997")
    ]
    assert [(r.reference.ref, r.target, r.edition) for r in results] == [
        ("68.7(i)(b)", "ru-1997/p-68-7", "1997"), ("40.11", "ru-1997/p-40-11", "1997"), ("92.1", None, None),
    ]
    (alone,) = find_references("п. 40.11", "ru")
    assert not resolve(alone, exists, "1997").resolved
