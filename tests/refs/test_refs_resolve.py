"""resolve: a reference's own edition (named by its words, else the document's), the law or else its
nearest enclosing part, never another edition; paragraphs through a callback."""

from __future__ import annotations

from bridgelaws.refs import find_references, resolve, section_unknown_note

INDEX = {
    "2017": {"15", "15A", "16", "16C", "23", "23A", "23B", "27", "27B", "27B1", "27B1(a)", "27B1(b)"},
    "2007": {"16", "16D", "17", "17D", "27", "27B", "27B1", "27B1(b)"},
    "1997": {"23", "72", "72A"},
    "1987": {"23"},
}


def exists(edition: str, ref: str) -> bool:
    return ref in INDEX.get(edition, set())


def resolved(text: str, lang: str, edition: str | None) -> list[tuple[str, str | None, str | None, str]]:
    """(written ref, edition, target, mark) of each reference; mark is "section" or ""."""
    out = []
    for reference in find_references(text, lang, edition=edition):
        r = resolve(reference, exists, edition)
        assert r.resolved == (r.edition is not None)
        out.append((reference.ref, r.edition, r.target, "section" if r.section_unknown else ""))
    return out


def test_a_reference_resolves_in_its_own_edition_or_nowhere() -> None:
    text = "przepis 17D został przeniesiony i stał się przepisem 15A; stary przepis 16D"
    assert resolved(text, "pl", "2017") == [
        ("17D", "2007", "17D", ""),  # moved away: the law of the edition before
        ("15A", "2017", "15A", ""),
        ("16D", "2007", "16D", ""),  # "stary"
    ]
    assert resolved(text, "pl", "2007") == [
        ("17D", None, None, ""),  # the 1997 index here has no Law 17
        ("15A", None, None, ""),  # 2007 has no Law 15 here: never the 2017 law of that number
        ("16D", None, None, ""),
    ]


def test_a_section_the_edition_lacks_points_to_its_law_there_not_to_another_edition() -> None:
    (found,) = find_references("см. Правило 23В.", "ru", edition="1997")
    r = resolve(found, exists, "1997")
    assert (r.edition, r.target, r.section_unknown) == ("1997", "23", True)
    assert r.reference.ref == "23B" and r.reference.text == "Правило 23В"  # the written reference is kept
    assert section_unknown_note("23B", "23", "1997") == "23B is not a section of Law 23 in the 1997 Laws"
    assert section_unknown_note("23B", "23", "1987", outline_known=False) == (
        "the sections of Law 23 in the 1987 Laws are not held here; 23B links to the law"
    )
    assert exists("2017", "23B")  # the same letters in 2017: another rule, never linked


def test_the_nearest_enclosing_part_is_chosen() -> None:
    assert resolved("Law 27B1(a) and Law 27B2", "en", "2007") == [
        ("27B1(a)", "2007", "27B1", "section"),
        ("27B2", "2007", "27B", "section"),
    ]
    (found,) = find_references("Law 27B2", "en", edition="2007")
    assert resolve(found, exists, "2007").target == "27B"


def test_an_edition_named_in_the_sentence_is_tried_first() -> None:
    text = "którą w MPB 2007 zastosowano w 27B1b, a teraz 27B1a."
    assert resolved(text, "pl", "2017") == [
        ("27B1(b)", "2007", "27B1(b)", ""),
        ("27B1(a)", "2017", "27B1(a)", ""),
    ]


def test_without_an_edition_nothing_resolves() -> None:
    assert resolved("Law 23B and Law 17D", "en", None) == [("23B", None, None, ""), ("17D", None, None, "")]


def test_a_law_no_edition_has_points_nowhere() -> None:
    assert resolved("Law 40A and Law 99", "en", "1997") == [("40A", None, None, "")]


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
