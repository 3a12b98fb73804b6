"""What a director reading the content in four languages found wrong, each fixed and held here:
glosses that taught the wrong rule or the wrong concept, titles that were a source's glosses,
a concordance entry on the wrong pair of editions, and where the translated titles come from."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

import bridgelaws
from bridgelaws.model.schema import Concept

ROOT = Path(__file__).resolve().parents[2]


@cache
def kb():  # type: ignore[no-untyped-def]
    return bridgelaws.load(ROOT)


def concept(concept_id: str) -> Concept:
    return next(c for c in kb().concepts if c.id == concept_id)


def concepts_naming(lang: str, term: str) -> set[str]:
    return {c.id for c in kb().concepts if term.casefold() in (t.casefold() for t in c.terms.get(lang, []))}


def test_a_minor_penalty_card_restricts_the_lower_cards_of_its_suit_not_the_honours() -> None:
    """Law 50C: the offender may not play another card of the suit below honour rank before it, but
    may play an honour instead (the gloss once said the reverse)."""
    definition = concept("minor-penalty-card").definition["en"]
    assert "below honour rank" in definition and "may play an honour" in definition
    assert "only honours may not" not in definition


def test_greek_agora_names_the_bid_and_the_auction_and_is_listed_under_both() -> None:
    for form in ("αγορά", "αγοράς", "αγορές"):
        assert concepts_naming("el", form) == {"bid", "auction"}, form


def test_a_card_pointed_incorrectly_is_not_a_quitted_trick() -> None:
    """'źle odłożona karta' (Law 65B3: a card pointed the wrong way) was filed under quitted trick."""
    assert concepts_naming("pl", "źle odłożona karta") == {"card-pointed-incorrectly"}
    assert concepts_naming("pl", "źle odłożoną kartę") == {"card-pointed-incorrectly"}  # the lecture's form
    assert "65B3" in concept("card-pointed-incorrectly").laws
    assert not any("odłożon" in term for term in concept("quitted-trick").terms["pl"])


def test_the_claiming_side_is_not_the_declaring_side() -> None:
    """Polish 'deklaracja' is a claim: 'strona (nie)deklarująca' is the (non-)claiming side (the lecture
    on Law 68: 'propozycja strony niedeklarującej'); the declaring side is 'strona rozgrywająca'."""
    for form in ("strona deklarująca", "strony deklarującej", "strony niedeklarującej"):
        assert concepts_naming("pl", form) == {"claiming-side"}, form
    assert concept("declaring-side").terms["pl"][0] == "strona rozgrywająca"
    assert {"68", "70"} <= set(concept("claiming-side").laws)


def test_the_greek_revoke_has_no_unsourced_alternate() -> None:
    assert concepts_naming("el", "ανωμαλία στο ακολούθημα") == set()
    assert concept("revoke").terms["el"] == ["ρενόνς"]


# --- titles -------------------------------------------------------------------------------------


def _titles() -> list[tuple[str, int, str, object]]:
    return [
        (edition, law.number, lang, title)
        for edition, index in kb().indexes.items()
        for law in index.laws
        for lang, title in law.titles.items()
    ]


def test_the_greek_titles_of_laws_16_and_26_are_not_the_commentarys_glosses() -> None:
    """'Οι Νόμοι 16 (Αθέμιτη Πληροφορία) και 26 (Περιορισμοί στην Έξοδο)' glosses what the laws do
    there ('UI', 'lead restriction' in the English half); the titles are the project's, marked so."""
    laws = {law.number: law for law in kb().indexes["2017"].laws}
    for number, gloss in ((16, "Αθέμιτη Πληροφορία"), (26, "Περιορισμοί στην Έξοδο")):
        title = laws[number].titles["el"]
        assert title.text.casefold() != gloss.casefold()
        assert title.unofficial and title.source is None


def test_every_title_says_where_it_comes_from() -> None:
    """A translated title names its source or is marked as the project's own; an English title
    without a flag is the WBF's."""
    for edition, number, lang, title in _titles():
        if lang != "en":
            assert title.source or title.unofficial, (edition, number, lang)
        assert not (title.source and title.unofficial), (edition, number, lang)


def test_a_title_from_a_held_document_stands_there_as_a_title_not_in_parentheses() -> None:
    for edition, number, lang, title in _titles():
        source = kb().sources.get(title.source) if title.source else None
        if source is None or source.document is None:
            continue
        text = (ROOT / "content" / source.document).read_text(encoding="utf-8")
        spans = [m.start() for m in re.finditer(re.escape(title.text), text, re.IGNORECASE)]
        assert spans, (edition, number, lang, title.text)
        assert any(text[max(0, at - 1) : at] != "(" for at in spans), (edition, number, lang, title.text)


@pytest.mark.parametrize(
    ("edition", "source_id", "laws"),
    [
        ("2017", "pzbs-mpb-2017-toc", set(range(1, 54)) - {15}),  # 15: the PZBS text a source quotes
        ("2007", "pzbs-mpb-2007-toc", set(range(1, 32)) - {16, 17, 18}),  # 16–18: the seed's pages
    ],
)
def test_the_polish_titles_checked_against_the_pzbs_table_of_contents_name_it(
    edition: str, source_id: str, laws: set[int]
) -> None:
    source = kb().sources[source_id]
    assert source.url and source.url.startswith("https://www.pzbs.pl/") and source.document is None
    assert source.edition == edition and source.languages == ["pl"]
    named = {law.number for law in kb().indexes[edition].laws if law.titles.get("pl")
             and law.titles["pl"].source == source_id}
    assert named == laws
    last = max(laws | {16, 17, 18} if edition == "2007" else laws | {15})
    assert f"1–{last}" in (source.notes or "")  # the notes say how far the check went


# --- concordance ----------------------------------------------------------------------------------


def test_a_change_the_source_dates_to_an_edition_arrives_in_that_edition() -> None:
    """'This was a change made in the 2007 code': a 1997 → 2007 change, not 2007 → 2017."""
    for entry in kb().concordance:
        made = re.search(r"change made in the (\d{4}) code", entry.note or "")
        if made:
            assert entry.to.startswith(made[1] + "/"), entry
            assert entry.from_ < entry.to
    entry = next(e for e in kb().concordance if "change made in the 2007 code" in (e.note or ""))
    assert (entry.from_, entry.to) == ("1997/27", "2007/27B1(b)")


# --- issue 21: what a director fluent in the four languages found ---------------------------------


def test_obligation_to_pass_cites_where_the_2017_laws_impose_it_not_23c() -> None:
    """In 2017, 23C is "Non-Offending Side Damaged" (after a comparable call); partner's obligation to
    pass is in 27B2 and 31A2(b) (PZBS web edition, en/l23 and en/l31)."""
    gloss = concept("obligation-to-pass")
    assert "23C" not in gloss.laws and {"27B2", "31A2(b)", "37"} <= set(gloss.laws)
    assert "comparable call" in gloss.definition["en"]


def test_normal_play_includes_careless_or_inferior_play_it_is_not_defined_as_it() -> None:
    """The footnote to Laws 70 and 71: "'normal' includes play that would be careless or inferior for
    the class of player involved"."""
    definition = concept("normal-play").definition["en"]
    assert "includes play that would be careless or inferior" in definition
    assert "but not irrational" not in definition and not definition.startswith("For claims, play that")


def test_rectification_is_a_remedy_not_a_deterrent() -> None:
    """The Introduction: the Laws are designed not as punishment but for the rectification of situations
    where the non-offenders may otherwise be damaged; deterring is a procedural penalty's work (Law 90)."""
    gloss = concept("rectification")
    assert "deter repetition" not in gloss.definition["en"] and "not as punishment" in gloss.definition["en"]
    assert "procedural penalty (Law 90)" in gloss.definition["en"] and "90" in gloss.laws


def test_a_defender_with_two_or_more_penalty_cards_has_major_penalty_cards() -> None:
    """Law 50B: "when one defender has two or more penalty cards, all such cards become major penalty
    cards"; Law 51 deals with them."""
    gloss = concept("major-penalty-card")
    assert "two or more" in gloss.definition["en"] and "51" in gloss.laws


def test_greek_titles_of_laws_16_and_91_follow_the_wikis_words() -> None:
    titles = {n: kb().law_entry("2017", n).titles["el"].text for n in (16, 91)}
    authorized = concept("authorized-information").terms["el"][0]  # θεμιτή πληροφορία
    assert titles[16].startswith("Θεμιτή") and "Επιτρεπτή" not in titles[16]
    assert authorized.split()[0].casefold() == titles[16].split()[0].casefold()
    assert "αποβολή" in titles[91] and "αποκλεισμός" not in titles[91]  # 91A suspends; 91B disqualifies


def test_matchpoints_in_polish_are_punkty_turniejowe_and_punkty_meczowe_are_imps() -> None:
    """PZBS 2017 Law 78A: "punkty turniejowe (PT)"; 78B: "międzynarodowe punkty meczowe (IMP)"."""
    assert concept("matchpoints").terms["pl"][0] == "punkty turniejowe"
    assert "punkty meczowe" not in concept("matchpoints").terms["pl"]
    assert "międzynarodowe punkty meczowe" in concept("imps").terms["pl"]


def test_polish_titles_checked_against_the_pzbs_web_edition() -> None:
    titles = {n: kb().law_entry("2017", n).titles["pl"] for n in (55, 58, 73, 78)}
    assert titles[58].text == "Wyjścia lub zagrania jednoczesne"
    assert titles[78].text == "Metody obliczania wyników i regulamin zawodów"
    assert all(t.source == "pzbs-mpb-2017-web" and not t.unofficial for t in titles.values())


def test_the_law_the_old_law_23_is_now_part_of_is_linked() -> None:
    """wasiak-2019: "Stary przepis 23 jest teraz częścią 72." — 72 links to the 2017 Law 72."""
    cited = {(c.ref, c.edition) for c in kb().citations_in("commentary/wasiak-2019/pl/law-23-1", "text")}
    assert {("23", "2007"), ("72", "2017")} <= cited


def test_the_russian_commentary_is_described_as_one_on_the_1987_laws() -> None:
    readme = (ROOT / "content/originals/README.md").read_text(encoding="utf-8")
    row = next(line for line in readme.splitlines() if line.startswith("| `003_"))
    assert "1987 Laws" in row and "commentary on the 1997 Laws" not in row
    assert "to the 1997 edition" not in row
    concordance = (ROOT / "laws/concordance.yaml").read_text(encoding="utf-8")
    assert "1997 (or 1987)" not in concordance
