"""The law indexes, the glossary and the concordance, checked against each other and the seeds."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
import yaml

from bridgelaws.refs import find_references

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "pl", "el", "ru")
SECTION = re.compile(r"^([A-Z])(\d{1,2})?(\([a-z]\))?(\((?:i|ii|iii|iv|v|vi|vii|viii|ix|x)\))?$")
REF = re.compile(r"^(\d{1,2})(.*)$")
EDITIONS = ("1987", "1997", "2007", "2017")


def _load(path: Path) -> object:
    return yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)


@cache
def sources() -> dict[str, dict]:
    return {d["id"]: d for d in (_load(p) for p in sorted((ROOT / "content/sources").glob("*.yaml")))}


@cache
def index(edition: str) -> dict[int, dict]:
    data = _load(ROOT / "laws" / edition / "index.yaml")
    assert data["edition"] == edition
    return {law["number"]: law for law in data["laws"]}


def has_law(edition: str, ref: str) -> bool:
    number, section = REF.match(ref).groups()
    law = index(edition).get(int(number))
    return law is not None and (not section or section in law.get("sections", []))


@cache
def concepts() -> list[dict]:
    found: list[dict] = []
    for path in sorted((ROOT / "content/glossary").glob("*.yaml")):
        found.extend(_load(path)["concepts"])
    return found


@cache
def concordance() -> list[dict]:
    return _load(ROOT / "laws/concordance.yaml")["entries"]


@cache
def seed_text(source: str) -> str:
    return (ROOT / "content" / sources()[source]["document"]).read_text(encoding="utf-8")


# --- law indexes ------------------------------------------------------------------------------


def test_2017_index_has_all_93_laws_in_order_with_four_titles():
    laws = _load(ROOT / "laws/2017/index.yaml")["laws"]
    assert [law["number"] for law in laws] == list(range(1, 94))
    for law in laws:
        assert set(law["titles"]) == set(LANGS), law["number"]
        assert all(law["titles"][lang]["text"].strip() for lang in LANGS), law["number"]


@pytest.mark.parametrize(
    ("number", "title"),
    [
        (15, "Wrong Board or Hand"),
        (21, "Misinformation"),
        (23, "Comparable Call"),
        (27, "Insufficient Bid"),
        (61, "Failure to Follow Suit – Inquiries Concerning a Revoke"),
        (80, "Regulation and Organization"),
    ],
)
def test_2017_english_titles(number, title):
    assert index("2017")[number]["titles"]["en"]["text"] == title


@pytest.mark.parametrize("edition", EDITIONS)
def test_titles_are_sourced_from_a_source_of_the_same_edition_or_marked_unofficial(edition):
    for number, law in index(edition).items():
        for lang, title in law["titles"].items():
            assert not (title.get("source") and title.get("unofficial")), (edition, number, lang)
            if title.get("source"):
                assert sources()[title["source"]]["edition"] == edition, (edition, number, lang)
                assert lang in sources()[title["source"]]["languages"], (edition, number, lang)


@pytest.mark.parametrize(
    ("edition", "number", "lang", "seed_title"),
    [
        ("2017", 15, "pl", "Niewłaściwe rozdanie lub ręka"),
        ("2007", 17, "pl", "OKRES LICYTACJI"),
        ("2007", 16, "pl", "LEGALNE I NIELEGALNE INFORMACJE"),
        ("2007", 18, "pl", "ODZYWKI"),
        ("1987", 68, "ru", "ПРЕТЕНЗИЯ НА ВЗЯТКИ ИЛИ УСТУПКА ВЗЯТОК"),
        ("1987", 73, "ru", "ОБЩЕНИЕ ПАРТНЕРОВ"),
    ],
)
def test_titles_a_seed_gives_are_recorded_with_that_source(edition, number, lang, seed_title):
    title = index(edition)[number]["titles"][lang]
    assert title["text"].casefold() == seed_title.casefold()
    assert seed_title in seed_text(title["source"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_outlines_are_canonical_unique_and_parents_come_first(edition):
    for number, law in index(edition).items():
        seen: list[str] = []
        for section in law.get("sections", []):
            match = SECTION.match(section)
            assert match, (edition, number, section)
            assert section not in seen, (edition, number, section)
            letter, digits, item, sub = match.groups()
            parents = [letter, letter + (digits or ""), letter + (digits or "") + (item or "")]
            needed = parents[: 1 + bool(item) + bool(sub)] if digits else parents[:1]
            assert all(p in seen for p in needed if p != section), (edition, number, section)
            seen.append(section)


def _seed_references() -> list[tuple[str, str, str]]:
    found: set[tuple[str, str, str]] = set()
    for source_id, source in sources().items():
        if "document" not in source:  # consulted, not held (a table of contents)
            continue
        for ref in find_references(
            seed_text(source_id),
            source["languages"][0],
            edition=source["edition"],
            letters=source.get("section_letters", "lookalike"),
        ):
            if ref.kind == "law":
                found.add((source_id, ref.edition or source["edition"], ref.ref))
    return sorted(found)


def test_seeds_refer_to_many_sections():
    refs = {ref for _, _, ref in _seed_references()}
    assert {"9A3", "17D2", "20F5(a)", "27B1(b)", "43A1(a)", "73F1", "80F", "12C2(a)", "16D"} <= refs


@pytest.mark.parametrize(("source", "edition", "ref"), _seed_references())
def test_every_section_a_seed_refers_to_is_in_its_editions_outline(source, edition, ref):
    """In the edition its words name ("stary przepis 16D": 2007), else its source's."""
    assert has_law(edition, ref), f"{source} refers to {edition} {ref}"


@pytest.mark.parametrize("path", sorted((ROOT / "laws").glob("*/*/law-*.yaml")), ids=lambda p: p.stem)
def test_every_unit_of_a_law_text_is_in_the_outline(path):
    text = _load(path)

    def ids(units):
        for unit in units:
            yield unit["id"]
            yield from ids(unit.get("children", []))

    units = list(ids(text.get("sections", [])))
    outline = index(text["edition"])[text["law"]].get("sections", [])
    assert set(units) <= set(outline), set(units) - set(outline)
    assert [s for s in outline if s in units] == units


# --- glossary ---------------------------------------------------------------------------------


def test_glossary_has_at_least_60_concepts_with_unique_ids():
    ids = [c["id"] for c in concepts()]
    assert len(ids) >= 60
    assert len(ids) == len(set(ids))


def test_every_concept_has_terms_in_four_languages_a_definition_and_existing_laws():
    for concept in concepts():
        assert set(concept["terms"]) == set(LANGS), concept["id"]
        for lang in LANGS:
            terms = concept["terms"][lang]
            assert terms and all(t.strip() for t in terms), (concept["id"], lang)
            assert len(terms) == len(set(terms)), (concept["id"], lang)
        assert set(concept["definition"]) == set(LANGS), concept["id"]
        assert all(d.strip() and "\n" not in d for d in concept["definition"].values()), concept["id"]
        assert concept["laws"], concept["id"]
        for ref in concept["laws"]:
            assert has_law("2017", ref), (concept["id"], ref)


@pytest.mark.parametrize("lang", LANGS)
def test_headwords_are_unique_per_language(lang):
    heads = [c["terms"][lang][0].casefold() for c in concepts()]
    assert len(heads) == len(set(heads))


SEED_TERMS = {
    "pl": [
        "odzywkę niewystarczającą",
        "zapowiedź porównywalną",
        "fałszywy renons",
        "FR",
        "dziadek",
        "dziadka",
        "dziadkowi",
        "rozgrywający",
        "obrońca",
        "wistujący",
        "deklaracja",
        "wynik rozjemczy",
        "wyniku ważonego",
        "karę porządkową",
        "karę proceduralną",
        "sprostowania",
        "wykroczenie",
        "stronie wykraczającej",
        "LHO",
        "RHO",
        "sędzia",
        "pudełka",
        "UI",
        "nielegalną informacją",
        "ograniczeń wistowych",
        "okres licytacji",
        "poza kolejnością",
        "kontrakt",
    ],
    "el": [
        "ανεπαρκής αγορά",
        "ανεπαρκή αγορά",
        "συγκρίσιμη δήλωση",
        "αθέμιτη πληροφορία",
        "Διαιτητής",
        "υπαίτιος",
        "ΑΣΑ",
        "επανόρθωση",
        "κοντρ",
        "σιρκοντρ",
        "πάσο",
        "εκτελεστής",
        "μορ",
        "αντάμ",
        "λεβέ",
        "συμβόλαιο",
        "δήλωση αντικατάστασης",
        "κάρτα συμβάσεων",
        "συμπαίκτης",
        "είδος",
    ],
    "ru": [
        "претензия",
        "претензии",
        "претензию",
        "претензией",
        "уступка",
        "уступку",
        "согласие",
        "фальшренонс",
        "штрафной",
        "нелегальной информации",
        "разыгрывающий",
        "защитник",
        "судья",
        "взятки",
        "разумная альтернатива",
        "коррекции результата",
        "периода коррекции",
        "блеф",
        "козырь",
    ],
}


@pytest.mark.parametrize(("lang", "term"), [(lang, t) for lang, terms in SEED_TERMS.items() for t in terms])
def test_glossary_records_the_sources_own_words(lang, term):
    held = [s for s, d in sources().items() if lang in d["languages"] and "document" in d]
    seeds = "\n".join(seed_text(s) for s in held)
    assert re.search(rf"(?<!\w){re.escape(term)}(?!\w)", seeds), f"'{term}' is not in the {lang} seeds"
    assert any(term in c["terms"][lang] for c in concepts()), f"'{term}' is not a {lang} glossary term"


# --- concordance ------------------------------------------------------------------------------


def test_concordance_endpoints_exist_and_go_forward_in_time():
    assert concordance()
    for entry in concordance():
        assert entry["source"] in sources()
        (old, old_ref), (new, new_ref) = (e.split("/", 1) for e in (entry["from"], entry["to"]))
        assert old < new, entry
        assert has_law(old, old_ref), entry["from"]
        assert has_law(new, new_ref), entry["to"]


def test_concordance_notes_quote_their_source_verbatim():
    for entry in concordance():
        quotes = re.findall(r'"([^"]+)"', entry["note"])
        assert quotes, entry
        text = " ".join(seed_text(entry["source"]).split())
        for quote in quotes:
            assert " ".join(quote.split()) in text, (entry["from"], quote)


@pytest.mark.parametrize(
    ("old", "new", "relation", "source"),
    [
        ("2007/17D", "2017/15A", "moved", "law15-changes-2017-pl"),
        ("2007/16D", "2017/16C", "renumbered", "law15-changes-2017-pl"),
        ("2007/23", "2017/72", "merged", "wasiak-2019"),
        ("2007/27B1(b)", "2017/23", "changed", "wasiak-2019"),
        ("2007/24", "2017/24", "changed", "wasiak-2019"),
        ("2007/27B1(a)", "2017/27B1(a)", "changed", "hellenic-wiki-law27"),
    ],
)
def test_the_sources_cross_edition_statements_are_recorded(old, new, relation, source):
    matches = [e for e in concordance() if (e["from"], e["to"]) == (old, new)]
    assert [(e["relation"], e["source"]) for e in matches] == [(relation, source)]
