""" "Referred to by" lists only real citations, on the real content: a unit's own heading ("Przepis 27" on
a Law 27 unit) or an example's title names its law and does not cite it; what the project writes
itself (an example's irregularity, its note) links its references but is no source citing a law; and
every citation is listed under the law of its own edition."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bridgelaws import load
from bridgelaws.model import KnowledgeBase, law_number
from bridgelaws.model.entries import PROJECT_FIELDS

ROOT = Path(__file__).resolve().parents[2]


@cache
def real() -> KnowledgeBase:
    return load(ROOT)


def _listed(kb: KnowledgeBase):  # type: ignore[no-untyped-def]
    for edition, index in kb.indexes.items():
        for law in index.laws:
            for citations in kb.referred_to_by(law.number, edition).values():
                for citation in citations:
                    yield edition, law.number, citation


def test_no_unit_heading_or_title_cites_its_own_law() -> None:
    kb = real()
    headed = [e for e in kb.commentary if e.unit.heading and e.unit.laws]
    assert len(headed) > 50  # the slides, the Russian law headings, the Greek examples
    for edition, number, citation in _listed(kb):
        passage = kb.passages[citation.passage]
        if citation.field in ("heading", "title"):
            own = {law_number(ref) for ref in passage.laws}
            assert number not in own, (edition, number, citation)


def test_what_the_project_writes_is_not_listed() -> None:
    kb = real()
    written = [c for c in kb.citations if c.field in PROJECT_FIELDS]
    assert written  # the note of ex-board-14, the irregularity of Przykład 19 do cite laws
    assert all(citation.field not in PROJECT_FIELDS for _, _, citation in _listed(kb))
    assert not any("ex-19" in c.passage for c in kb.referred_to_by(25, "2017").get(("wasiak-2019", "pl"), []))


def test_every_listed_citation_is_to_the_law_of_its_edition() -> None:
    for edition, number, citation in _listed(real()):
        assert citation.edition == edition and law_number(citation.target or "") == number, citation


def test_the_old_2007_law_15_is_the_2007_law() -> None:
    kb = real()
    note = [
        c for c in kb.citations_in("example/law15-changes-2017-pl/pl/ex-board-14", "note") if c.ref == "15"
    ]
    assert [(c.edition, c.context) for c in note] == [("2007", "(2007)")]


def test_the_slides_heading_przepis_27_is_not_quoted_on_law_27() -> None:
    kb = real()
    slides = kb.referred_to_by(27, "2017").get(("wasiak-2019", "pl"), [])
    assert slides and all(c.field == "text" for c in slides)
    heading = next(e for e in kb.commentary if e.source == "wasiak-2019" and e.unit.heading == "Przepis 27")
    assert not any(c.passage == f"commentary/{heading.uid}" and c.field == "heading" for c in kb.citations)
