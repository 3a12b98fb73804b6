"""A reference's edition comes from its words, then from its source (issue 16).

The sentences are the sources' own (content/originals): each names, by its words, the edition
its reference speaks of, and `bridgelaws refs` says which edition and why.
"""

from __future__ import annotations

import json

from typer.testing import CliRunner

from bridgelaws.cli import app
from bridgelaws.refs import find_references

LAW15 = (
    "Nowy przepis 15 zawiera dwie zmiany warte odnotowania: pierwsza z nich jest związana z przepisem "
    "15B, a drugą stanowi przeniesienie i modyfikacja przepisu 17D - karty z niewłaściwego pudełka. "
    "W ramach tej drugiej zmiany przepis 17D został przeniesiony i stał się przepisem 15A, ponieważ "
    "naszym zdaniem takie położenie ma więcej sensu."
)


def editions(text: str, lang: str, edition: str) -> list[tuple[str, str | None, str | None]]:
    return [(r.ref, r.edition, r.edition_from) for r in find_references(text, lang, edition=edition)]


def test_a_law_moved_away_is_the_old_editions_law() -> None:
    assert editions(LAW15, "pl", "2017") == [
        ("15", "2017", "source"),
        ("15B", "2017", "source"),
        ("17D", "2007", "context"),  # przeniesienie i modyfikacja przepisu 17D
        ("17D", "2007", "context"),  # przepis 17D został przeniesiony
        ("15A", "2017", "source"),  # i stał się przepisem 15A
    ]
    moved = [r.context for r in find_references(LAW15, "pl", edition="2017") if r.ref == "17D"]
    assert moved == ["przeniesienie i modyfikacja", "został przeniesiony"]


def test_old_right_before_a_reference_is_the_edition_before_the_documents() -> None:
    footnote = "Proszę zwrócić uwagę, że nowy przepis 16C odpowiada starymu 16D."
    assert editions(footnote, "pl", "2017") == [("16C", "2017", "source"), ("16D", "2007", "context")]
    assert editions("Stary przepis 23 jest teraz częścią 72.", "pl", "2017")[0] == ("23", "2007", "context")
    assert editions("The old Law 23 is now part of Law 72.", "en", "2017") == [
        ("23", "2007", "context"),
        ("72", "2017", "source"),
    ]
    assert editions("Ο παλιός Νόμος 23 και ο Νόμος 72.", "el", "2017") == [
        ("23", "2007", "context"),
        ("72", "2017", "source"),
    ]
    assert editions("Старое Правило 23 и Правило 72.", "ru", "1997") == [
        ("23", "1987", "context"),
        ("72", "1997", "source"),
    ]


def test_old_elsewhere_in_the_sentence_changes_nothing() -> None:
    """ "w starym przepisie" with no number after it does not make the next reference old."""
    text = (
        "Co więcej (a nie było to uwzględnione w starym przepisie), pojawia się jeszcze jedna "
        "możliwość uratowania rozdań przed anulowaniem: przepis 15A3."
    )
    assert editions(text, "pl", "2017") == [("15A3", "2017", "source")]
    assert editions("An old habit: Law 27 applies.", "en", "2017") == [("27", "2017", "source")]


def test_an_edition_named_in_the_sentence() -> None:
    text = (
        "Zapowiedź porównywalna to nowa koncepcja, którą w MPB 2007 zastosowano w 27B1b, a teraz rozszerzono."
    )
    [ref] = find_references(text, "pl", edition="2017")
    assert (ref.ref, ref.edition, ref.edition_from, ref.context) == ("27B1(b)", "2007", "context", "MPB 2007")
    ru = "Правила 1987 года вводят понятие согласия (Правило 69В)."
    assert editions(ru, "ru", "1987") == [("69B", "1987", "context")]


def test_the_cli_says_which_edition_and_why() -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["refs", "nowy przepis 16C odpowiada starymu 16D", "--lang", "pl", "--json"])
    assert result.exit_code == 0
    assert [
        (r["ref"], r["edition"], r["edition_from"], r["edition_context"]) for r in json.loads(result.stdout)
    ] == [
        ("16C", "2017", "source", None),
        ("16D", "2007", "context", "starymu"),
    ]
    table = runner.invoke(app, ["refs", "Stary przepis 23", "--lang", "pl"])
    assert table.exit_code == 0 and "2007" in table.stdout and "named: Stary" in table.stdout


def test_a_bare_number_that_a_reference_is_now_part_of_is_the_documents_own_law() -> None:
    """wasiak-2019, Przepis 23: "Stary przepis 23 jest teraz częścią 72" — the old (2007) Law 23 is now
    part of (the 2017) Law 72; the bare "72" is read only after a reference in the same sentence, and
    only where its clause ends."""
    assert editions("Stary przepis 23 jest teraz częścią 72.", "pl", "2017") == [
        ("23", "2007", "context"),
        ("72", "2017", "source"),
    ]
    assert editions("The old Law 23 is now part of 72, as the commentary says.", "en", "2017")[-1] == (
        "72",
        "2017",
        "source",
    )
    assert editions("Część 72 rozdań.", "pl", "2017") == []  # no reference before it
    assert editions("Law 23 is part of 3 tricks.", "en", "2017") == [("23", "2017", "source")]
    assert editions("Przepis 23. Część 72.", "pl", "2017") == [("23", "2017", "source")]  # another sentence


def test_an_edition_after_the_last_one_published_needs_no_code() -> None:
    """A made-up 2027 edition: its year in an edition phrase names it, and "old" in a document on it is
    the latest edition before it, of the WBF's or of those the caller holds (a knowledge base's)."""
    text = "The old Law 23 is now Law 72. In the 2027 Laws, Law 16B1 reads differently."
    assert editions(text, "en", "2027") == [
        ("23", "2017", "context"),
        ("72", "2027", "source"),
        ("16B1", "2027", "context"),
    ]
    later = find_references(text, "en", edition="2037", editions=("2007", "2017", "2027"))
    assert [(r.ref, r.edition) for r in later] == [("23", "2027"), ("72", "2037"), ("16B1", "2027")]
    assert editions("W MPB 2027 zmieniono przepis 27B1b.", "pl", "2017") == [("27B1(b)", "2027", "context")]
