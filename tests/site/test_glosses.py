"""Glosses on the pages teach the concept the sentence means, or say nothing: the hover text of a
term is read off the built pages, in the sentences of the sources."""

from __future__ import annotations

import html
import re
from pathlib import Path

from bridgelaws import load
from bridgelaws.site.text import for_concepts

ROOT = Path(__file__).resolve().parents[2]
ABBR = re.compile(r'<abbr class="bl-term" title="([^"]*)">([^<]*)</abbr>')


def glosses(site: Path, url: str) -> dict[str, str]:
    """{the glossed words: their hover text} on a built page."""
    page = (site / url / "index.html").read_text(encoding="utf-8")
    return {words: html.unescape(title) for title, words in ABBR.findall(page)}


def test_the_polish_lecture_on_law_65_glosses_a_card_pointed_incorrectly(site: Path) -> None:
    title = glosses(site, "laws/65")["źle odłożoną kartę"]  # the definition in the text's language
    assert title.startswith("card pointed incorrectly:")
    assert "zakończonej lewy odłożona w złym kierunku" in title


def test_the_polish_claiming_side_is_glossed_as_a_claim_not_as_the_declaring_side(site: Path) -> None:
    assert glosses(site, "laws/68")["strony niedeklarującej"].startswith("claiming side:")
    assert glosses(site, "laws/63")["strony deklarującej"].startswith("claiming side:")


def test_greek_agora_is_glossed_neither_as_a_bid_nor_as_the_auction(site: Path) -> None:
    page = (site / "sources/hellenic-wiki-law27/index.html").read_text(encoding="utf-8")
    assert page.count("η αγορά συνεχίζεται") >= 3  # "the auction continues", printed as plain words
    words = glosses(site, "sources/hellenic-wiki-law27")
    assert not {w for w in words if w.casefold() in {"αγορά", "αγοράς", "αγορές", "αγορών"}}
    assert words["ανεπαρκή αγορά"].startswith("insufficient bid:")  # a term of one concept still is


def test_the_minor_penalty_card_gloss_lets_an_honour_be_played(site: Path) -> None:
    page = (site / "glossary/index.html").read_text(encoding="utf-8")
    assert "may play an honour instead" in page
    assert "only honours may not be played" not in page


def test_a_rebuild_reuses_the_texts_rendered_with_the_same_glossary_and_not_with_another() -> None:
    kb = load(ROOT)
    sentence = "Po ujawnieniu fałszywego renonsu stosuje się przepis 64."
    before = for_concepts(kb.concepts)
    glossed = before.render(sentence, "pl")
    assert ABBR.search(glossed)  # "fałszywego renonsu" is explained
    again = for_concepts(load(ROOT).concepts)  # the next build's load
    assert again is before and again.render(sentence, "pl") is glossed  # rendered once
    revoke = next(c for c in kb.concepts if "fałszywego renonsu" in c.terms.get("pl", []))
    without = for_concepts([c for c in kb.concepts if c is not revoke])  # a concept deleted
    assert without is not before
    assert not ABBR.search(without.render(sentence, "pl"))  # not glossed from the last glossary
