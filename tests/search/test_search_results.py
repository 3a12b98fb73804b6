"""What a search answers: cross-language lookup, law references first, filters, hits' shape."""

from __future__ import annotations

import pytest

from bridgelaws.model import KnowledgeBase
from bridgelaws.refs import LawRef
from bridgelaws.search import SearchIndex
from bridgelaws.search.urls import Places
from bridgelaws.site.pages import SiteMap

HIT_KEYS = {"id", "kind", "lang", "edition", "laws", "source", "title", "snippet", "url", "score"}


def about(hit: dict, law: str) -> bool:
    """Is the hit about `law` or a part of it?"""
    return any(
        ref == law or law in {a.canonical for a in LawRef.parse(ref).ancestors()} for ref in hit["laws"]
    )


def ids(hits: list[dict]) -> list[str]:
    return [hit["id"] for hit in hits]


@pytest.mark.parametrize("query", ["revoke", "revoked", "фальшренонс", "fałszywego renonsu"])
def test_a_glossary_term_finds_its_equivalents_in_every_language(mini_index: SearchIndex, query: str) -> None:
    found = ids(mini_index.search(query, limit=20))
    assert "commentary/mini-slides/pl/law-61" in found  # "fałszywy renons"
    assert "commentary/mini-slides/pl/law-62" in found  # "fałszywego renonsu"
    assert "commentary/mini-ru/ru/p-67-10" in found  # "фальшренонс"


@pytest.mark.parametrize(
    ("query", "lang", "expected"),
    [
        ("claim", "ru", "commentary/mini-ru/ru/p-68-2"),  # "претензия", "претензию"
        ("claim", "pl", "commentary/mini-slides/pl/law-68"),  # "deklaracji"
        ("претензия", "pl", "commentary/mini-slides/pl/law-68"),
        ("insufficient bid", "el", "commentary/mini-wiki/el/p02"),  # "ανεπαρκή αγορά"
    ],
)
def test_results_in_another_language_than_the_query(
    mini_index: SearchIndex, query: str, lang: str, expected: str
) -> None:
    hits = mini_index.search(query, lang=lang)
    assert hits and all(hit["lang"] == lang for hit in hits)
    assert expected in ids(hits)[:3]  # with, for "insufficient bid", the page of Law 27 in Greek


def test_a_word_that_is_no_glossary_term_stays_in_its_language(mini_index: SearchIndex) -> None:
    assert mini_index.search("dziadkowi", lang="en") == []
    assert ids(mini_index.search("dziadkowi")) == ["commentary/mini-slides/pl/law-43"]


@pytest.mark.parametrize(
    ("query", "lang"),
    [
        ("27B1", "en"), ("Law 27B1", "en"), ("Νόμος 27Β1", "el"), ("przepis 27B1", "en"), ("27b1", "en"),
        ("L27B1", "en"), ("l27b1", "en"), ("Law 27 B 1", "en"), ("27.B.1", "en"), ("Ν.27Β1", "el"),
        ("ν.27β1", "el"), ("prz. 27b1", "en"), ("правило 27 в1", "en"),
    ],
)  # fmt: skip
def test_a_law_reference_ranks_its_law_page_then_its_units(
    mini_index: SearchIndex, query: str, lang: str
) -> None:
    """The law's page first, in the language of the reference (in English when the index gives no title
    in it: Law 27 has none in Polish or Russian here), opening at the section named; then the units."""
    page, *hits = mini_index.search(query)
    assert (page["id"], page["kind"], page["url"], page["laws"]) == (
        f"lawpage/2017/{lang}/27",
        "law",
        "/laws/27/#B1",
        ["27B1"],
    )
    assert {h["id"] for h in hits[:2]} == {"commentary/mini-wiki/el/p01", "commentary/mini-wiki/en/p01"}
    assert all(about(hit, "27B1") for hit in hits[:2])


def test_a_whole_law_ranks_every_part_above_mere_mentions(mini_index: SearchIndex) -> None:
    hits = mini_index.search("przepis 16")
    assert hits and all(about(hit, "16") or "16" in hit["snippet"] for hit in hits)
    hits = mini_index.search("Law 27")
    about_27 = [about(hit, "27") for hit in hits]
    assert about_27[:4] == [True] * 4 and about_27 == sorted(about_27, reverse=True)


def test_units_mainly_about_a_law_come_before_those_touching_it(mini_index: SearchIndex) -> None:
    hits = mini_index.search("przepis 23")
    assert hits[0]["id"] == "lawpage/2017/en/23"  # the law's own page (no Polish title here)
    assert hits[1]["id"] == "commentary/mini-slides/pl/law-23"  # about 23A; the others about 27D and 23C
    assert {hit["id"] for hit in hits[2:4]} == {"commentary/mini-wiki/el/p02", "commentary/mini-wiki/en/p02"}


@pytest.mark.parametrize(
    ("query", "section", "lang"),
    [
        ("przepis 15A", "A", "pl"), ("L15A", "A", "en"), ("prz. 15a", "A", "pl"),
        ("przepis 15 A 1", "A1", "pl"), ("15.A.1", "A1", "en"),
    ],
)  # fmt: skip
def test_the_law_text_comes_first_for_its_section(
    mini_index: SearchIndex, query: str, section: str, lang: str
) -> None:
    """The law's page (in the language of the reference) at the section, then the section's own text."""
    page, text = mini_index.search(query)[:2]
    assert (page["id"], page["url"]) == (f"lawpage/2017/{lang}/15", f"/laws/15/#{section}")
    assert (text["id"], text["kind"]) == (f"law/2017/pl/15/{section}", "law")
    assert text["url"] == page["url"] == f"/laws/15/#{section}"


def test_a_reference_and_words_together(mini_index: SearchIndex) -> None:
    page, *hits = mini_index.search("Law 27D insufficient bid")
    assert (page["id"], page["url"], page["laws"]) == ("lawpage/2017/en/27", "/laws/27/#D", ["27D"])
    assert hits[0]["id"] in {"commentary/mini-wiki/en/p02", "commentary/mini-wiki/el/p02"}
    assert about(hits[0], "27D")


def test_filters(mini_index: SearchIndex) -> None:
    everything = mini_index.search("fałszywy renons претензия claim dziadek Law 27", limit=50)
    assert {hit["lang"] for hit in everything} == {"en", "pl", "el", "ru"}
    for hit in mini_index.search("claim", law="68"):
        assert about(hit, "68")
    assert {hit["kind"] for hit in mini_index.search("claim", kind="concept")} == {"concept"}
    assert {hit["source"] for hit in mini_index.search("Law 27", source="mini-wiki")} == {"mini-wiki"}
    assert len(mini_index.search("Law 27", limit=1)) == 1


@pytest.mark.parametrize(
    "bad", [{"lang": "de"}, {"kind": "page"}, {"law": "ninety"}, {"limit": 0}, {"limit": 1000}]
)
def test_bad_filters_are_refused(mini_index: SearchIndex, bad: dict) -> None:
    with pytest.raises(ValueError):
        mini_index.search("claim", **bad)


def test_a_concept_is_one_hit_whatever_languages_match(mini_index: SearchIndex) -> None:
    hits = mini_index.search("revoke фальшренонс fałszywy renons", kind="concept")
    assert len(hits) == 1
    assert hits[0]["url"] == "/laws/62/"  # its law named after it: 62, Correction of a Revoke
    assert ids(mini_index.search("revoke", kind="concept", lang="ru")) == ["concept/ru/revoke"]


def test_hits_have_the_documented_shape(mini_index: SearchIndex, mini_kb: KnowledgeBase) -> None:
    hits = mini_index.search("fałszywy renons")
    assert hits
    places = Places(mini_kb)
    for hit in hits:
        assert set(hit) == HIT_KEYS
        assert isinstance(hit["laws"], list) and isinstance(hit["score"], float)
        assert hit["url"] == places.of(hit["id"]).url
    scores = [hit["score"] for hit in hits]
    assert scores == sorted(scores, reverse=True)


def test_snippets_mark_matches_and_escape_the_text(mini_index: SearchIndex) -> None:
    hit = mini_index.search("zapowiedź porównywalna")[0]
    assert hit["id"] == "commentary/mini-slides/pl/law-23"
    assert "<mark>Zapowiedź</mark> <mark>porównywalna</mark>" in hit["snippet"]
    assert hit["title"] == "Przepis 23"
    hit = mini_index.search("2NT")[0]  # written 2BA in the Polish text
    assert hit["id"] == "commentary/mini-slides/pl/law-23"
    assert "1♥ &amp; <mark>2BA</mark>, a nie &lt;3♠" in hit["snippet"]


def test_an_untitled_unit_is_named_by_its_law(mini_index: SearchIndex) -> None:
    titles = {hit["id"]: hit["title"] for hit in mini_index.search("27B1")}
    assert titles["commentary/mini-wiki/el/p01"] == "Νόμος 27Β1"
    assert titles["commentary/mini-wiki/en/p01"] == "Law 27B1"


def test_nothing_to_search(mini_index: SearchIndex) -> None:
    assert mini_index.search("   ") == []
    assert mini_index.search("the and of") == []
    assert mini_index.search("zzzzqqq") == []


@pytest.mark.parametrize(
    ("uid", "url"),
    [
        ("law/2017/pl/15/A2(a)", "/laws/15/#A2a"),
        ("law/2017/en/27", "/laws/27/"),
        ("law/2007/pl/17/D1", "/editions/2007/17/#D1"),
        # a unit opens on the page of its first law, at its block in its language
        ("commentary/hellenic-wiki-law27/el/p01", "/laws/27/#hellenic-wiki-law27_el_p01"),
        ("commentary/wasiak-2019/pl/law-41-1", "/laws/41/#wasiak-2019_pl_law-41-1"),
        # a unit on the 1987 Laws, on the page of its law in that edition
        ("commentary/ru-commentary-1987/ru/p-69-4", "/editions/1987/69/#ru-commentary-1987_ru_p-69-4"),
        ("example/wasiak-2019/pl/ex-33", "/laws/27/#wasiak-2019_ex-33"),  # its row among the examples
        ("concept/pl/insufficient-bid", "/laws/27/"),  # the law named after it, not its first (18D)
        ("concept/ru/dummy", "/laws/42/"),  # Law 42, Dummy's Rights
    ],
)
def test_places(real_kb: KnowledgeBase, uid: str, url: str) -> None:
    assert Places(real_kb).of(uid).url == url


def test_a_passage_about_no_law_opens_on_its_own_page(real_kb: KnowledgeBase) -> None:
    places = Places(real_kb)
    lawless = [p for p in real_kb.passages.values() if p.kind in ("commentary", "example") and not p.laws]
    assert lawless
    for passage in lawless:
        assert not places.of(passage.uid).page.startswith(("laws/", "editions/")), passage.uid


def page_url(path: str) -> str:
    """The URL mkdocs gives a page ("laws/27.md" → "/laws/27/", "sources/index.md" → "/sources/")."""
    stem = path.removesuffix(".md").removesuffix("index").rstrip("/")
    return f"/{stem}/" if stem else "/"


def test_places_are_pages_of_the_site(real_kb: KnowledgeBase) -> None:
    """The site's own page map (bridgelaws.site.pages) has every page the search opens; a law text's
    sections are where the site puts them (tests/site/test_search_places.py checks every anchor on
    the built pages)."""
    sitemap = SiteMap(real_kb)
    pages = {page_url(page.path) for page in sitemap.pages}
    places = Places(real_kb)
    for uid, passage in real_kb.passages.items():
        place = places.of(uid)
        assert "/" + place.page in pages, (uid, place)
        if passage.kind == "law" and place.anchor:
            target = sitemap.law_target(passage.laws[0], passage.edition)
            assert target is not None and target.anchor == place.anchor, (uid, place)


def test_no_place_for_an_unknown_id(real_kb: KnowledgeBase) -> None:
    with pytest.raises(ValueError):
        Places(real_kb).of("page/whatever")


def test_a_concept_is_shown_in_the_language_the_query_named_it_in(mini_index: SearchIndex) -> None:
    for query, lang in (("revoke", "en"), ("фальшренонса", "ru"), ("fałszywego renonsu", "pl")):
        concept = [hit for hit in mini_index.search(query) if hit["kind"] == "concept"]
        assert [(hit["id"], hit["lang"]) for hit in concept] == [(f"concept/{lang}/revoke", lang)]
