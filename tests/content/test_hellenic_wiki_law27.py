"""The DokuWiki page `comment_law_27` (Greek + English WBF commentary on Law 27) in the YAML.

Checks the curated files against the seed: every paragraph a unit in both languages, the two
languages aligned under shared ids in the Greek order, examples 23–33 as units and as example
files with their auctions as data, example 33's deal against a real double-dummy solver, and
that the importer reproduces the structure of the curated files.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
import yaml
from endplay.dds import calc_dd_table
from endplay.types import Deal, Denom, Player

from bridgelaws.importers import SEEDS
from bridgelaws.importers.hellenic_wiki import law_refs, seed_files
from bridgelaws.importers.inplace import place_examples
from seedimport import seed_import

ROOT = Path(__file__).resolve().parents[2]
SEED = "001_1c7e3e9fd0daff77.txt"
SEED_TEXT = (ROOT / "content" / "originals" / SEED).read_text(encoding="utf-8")
BASE = ROOT / "content" / "hellenic-wiki-law27"
LANGS = ("el", "en")
NUMBERS = [str(n) for n in range(23, 34)]
STRAINS = ["C", "D", "H", "S", "NT"]
SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
REF = re.compile(r"^[1-9]\d?([A-Z](\d{1,2}(\([a-z]\))?)?)?$")


def _load(path: Path) -> dict:
    return yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)


@cache
def units(lang: str) -> list[dict]:
    return _load(BASE / f"{lang}.yaml")["units"]


@cache
def example(number: str, lang: str) -> dict:
    return _load(BASE / "examples" / f"ex-{number}.{lang}.yaml")


@cache
def imported() -> dict[str, dict]:
    files = place_examples(seed_import(SEED))
    return {path: yaml.load(text, Loader=yaml.CSafeLoader) for path, text in files.items()}


def held(unit: dict, lang: str) -> str:
    """What a unit says: its text, or the example it places as the page tells it (number, text)."""
    if "example" not in unit:
        return unit["text"]
    ex = example(unit["number"], lang)
    return " ".join(_flat(ex.get(k) or "") for k in ("narrative", "question", "ruling") if ex.get(k))


def _seed_paragraphs() -> tuple[list[str], list[str]]:
    """The seed's prose paragraphs, Greek half and English half, read independently of the importer."""
    body = SEED_TEXT.split("Θα μπορούσατε να σχολιάσετε")[0]
    body = re.sub(r"<html><span[^>]*></span></html>", " ", body)
    paragraphs = []
    for block in re.split(r"\n\s*\n", body)[1:]:  # the first block is the page title
        if re.search(r"^\s*[♠♥♦♣]", block, re.M) or not block.strip():
            continue  # deal diagram and auction table: data in the example file
        paragraphs.append(" ".join(block.split()))
    english_start = next(i for i, p in enumerate(paragraphs) if p.startswith("Law 27D covers"))
    return paragraphs[:english_start], paragraphs[english_start:]


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_the_seed_is_a_dokuwiki_document() -> None:
    assert SEEDS[SEED].format == "dokuwiki"
    assert seed_import(SEED) == seed_files(SEED_TEXT)  # the format gives the seed's reading


@pytest.mark.parametrize("index", [0, 1])
def test_every_seed_paragraph_is_in_a_unit_of_its_language(index: int) -> None:
    lang = LANGS[index]
    told = [_flat(held(u, lang)) for u in units(lang)] + [u.get("heading", "") for u in units(lang)]
    paragraphs = _seed_paragraphs()[index]
    assert len(paragraphs) == 29 + index  # English example 23 is printed as two paragraphs
    for paragraph in paragraphs:
        paragraph = re.sub(r"^\d{2}\. ", "", paragraph).removesuffix(":")
        assert any(paragraph in text for text in told), f"{lang}: lost paragraph {paragraph[:80]!r}"


def test_units_are_aligned_under_shared_ids_in_greek_order() -> None:
    greek, english = units("el"), units("en")
    assert [u["id"] for u in greek] == [u["id"] for u in english] == [f"p{i:02d}" for i in range(1, 24)]
    for el, en in zip(greek, english, strict=True):
        assert el.get("number") == en.get("number")
        assert el.get("laws") == en.get("laws")
        assert ("heading" in el) == ("heading" in en)
        assert el.get("example") == en.get("example")
        assert set(law_refs(held(el, "el"), "el")) == set(law_refs(held(en, "en"), "en")), el["id"]
    # the English half of the page starts at the Law 27D paragraph and wraps round
    first_english = _seed_paragraphs()[1][0]
    assert _flat(held(english[20], "en")) == first_english
    assert greek[20]["text"].startswith("Ο Νόμος 27Δ καλύπτει")
    assert english[0]["text"].startswith("Law 27B1 is a little different")


def test_heading_and_law_references() -> None:
    for lang, heading in (
        ("el", "Διαδικασία μετά από Ανεπαρκή Αγορά"),
        ("en", "Procedure after an Insufficient Bid"),
    ):
        assert [u["id"] for u in units(lang) if u.get("heading") == heading] == ["p19"]
    for unit in units("el"):
        laws = example(unit["number"], "el")["laws"] if "example" in unit else unit["laws"]
        assert laws and all(REF.match(ref) for ref in laws), unit["id"]
        for ref in law_refs(held(unit, "el"), "el"):  # every law the Greek text cites, in Latin letters
            assert ref in laws, (unit["id"], ref)
    p19 = next(u for u in units("el") if u["id"] == "p19")
    assert "Νόμος 20ΣΤ1" in p19["text"] and "20F1" in p19["laws"]


def test_examples_23_to_33_are_example_files_told_in_place_in_both_languages() -> None:
    """Each numbered example lives in its example file; the commentary places it under its number."""
    for lang in LANGS:
        numbered = [u["number"] for u in units(lang) if "number" in u]
        assert numbered == NUMBERS
        files = sorted(p.name for p in (BASE / "examples").glob(f"*.{lang}.yaml"))
        assert files == [f"ex-{n}.{lang}.yaml" for n in NUMBERS]
        for number in NUMBERS:
            ex = example(number, lang)
            assert (ex["id"], ex["lang"], ex["number"], ex["source"]) == (
                f"ex-{number}",
                lang,
                number,
                "hellenic-wiki-law27",
            )
            unit = next(u for u in units(lang) if u.get("number") == number)
            assert unit["example"] == f"ex-{number}" and "text" not in unit and "laws" not in unit
            told = " ".join(_flat(ex.get(k) or "") for k in ("narrative", "question", "ruling"))
            assert not any(told[:60] in _flat(u.get("text", "")) for u in units(lang)), (lang, number)


def _lowest_sufficient(call: str, last: str) -> str:
    over = int(last[0]) * 5 + STRAINS.index(last[1:])
    level = next(lv for lv in range(1, 8) if lv * 5 + STRAINS.index(call[1:]) > over)
    return f"{level}{call[1:]}"


@pytest.mark.parametrize("number", [n for n in NUMBERS if n != "27"])
def test_auctions_mark_the_insufficient_bid(number: str) -> None:
    el, en = example(number, "el"), example(number, "en")
    assert (el["auction"]["dealer"], el["auction"]["calls"]) == (
        en["auction"]["dealer"],
        en["auction"]["calls"],
    )
    assert el["expect"] == en["expect"]
    calls = [c if isinstance(c, str) else c["call"] for c in en["auction"]["calls"]]
    marked = [i for i, c in enumerate(calls) if c.endswith("!")]
    assert len(marked) == 1
    call = calls[marked[0]].rstrip("*!")
    last = next(c.rstrip("*!") for c in reversed(calls[: marked[0]]) if c[0].isdigit())
    assert en["expect"]["insufficient_bids"] == [
        {"call": call, "lowest_sufficient": _lowest_sufficient(call, last)}
    ]
    if number != "33":  # West deals the fragments; the insufficient bid is printed in the text
        assert en["auction"]["dealer"] == "W"
        printed = call[0] + SYMBOLS.get(call[1:], "NT")
        assert printed in en["narrative"]


def test_example_27_is_narrative_only() -> None:
    for lang in LANGS:
        ex = example("27", lang)
        assert "auction" not in ex and "5♣" in ex["narrative"] and "5♦" in ex["narrative"]


def test_example_33_deal_auction_and_correction() -> None:
    for lang in LANGS:
        ex = example("33", lang)
        hands = ex["deal"]["hands"]
        cards = [suit + rank for seat in "NESW" for suit, ranks in hands[seat].items() for rank in ranks]
        assert len(cards) == len(set(cards)) == 52
        assert (ex["deal"]["dealer"], ex["deal"]["vulnerable"]) == ("N", "none")
        assert hands["N"]["D"] == "QJT6"
        assert {"path": "deal.hands.N.D", "printed": "♥ Q J 10 6"}.items() <= ex["corrections"][0].items()
        assert "♥ Q J 10 6" in SEED_TEXT and "♦ Q J 10 6" not in SEED_TEXT
        calls = ex["auction"]["calls"]
        assert calls[:4] == ["Pass", "1C", "2C*", "1NT!"] and calls[4] == {"call": "2NT", "replaces": True}
        assert calls[5:] == ["Pass"] * 3
        assert (ex["expect"]["contract"], ex["expect"]["declarer"]) == ("2NT", "W")


def test_example_33_double_dummy_claims_hold() -> None:
    ex = example("33", "en")
    pbn = "N:" + " ".join(".".join(ex["deal"]["hands"][s][suit] for suit in "SHDC") for s in "NESW")
    table = calc_dd_table(Deal(pbn))
    denoms = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs, "NT": Denom.nt}
    seats = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
    claims = ex["expect"]["dd"]
    assert {(c["declarer"], c["strain"]) for c in claims} >= {("W", "NT"), ("S", "S")}
    for claim in claims:
        assert table[denoms[claim["strain"]], seats[claim["declarer"]]] == claim["tricks"], claim
    assert example("33", "el")["expect"] == ex["expect"]


def test_source_metadata_comes_from_the_page() -> None:
    source = _load(ROOT / "content" / "sources" / "hellenic-wiki-law27.yaml")
    assert source["date"] == "2019-02-27" and source["languages"] == ["el", "en"]
    assert source["edition"] == "2017" and source["kind"] == "commentary"
    assert any("pournaras" in author for author in source["authors"])
    assert (ROOT / "content" / source["document"]).read_text(encoding="utf-8") == SEED_TEXT


def test_no_debris_in_the_yaml() -> None:
    for path in [*BASE.rglob("*.yaml"), ROOT / "content" / "sources" / "hellenic-wiki-law27.yaml"]:
        text = path.read_text(encoding="utf-8")
        assert "<" not in text and "span" not in text, path
    for lang in LANGS:
        for unit in units(lang):
            for debris in ("συνδεδεμένος", "comment_law_27", "Τελευταία τροποποίηση", "pournaras", "TD!"):
                assert debris not in unit.get("text", ""), (unit["id"], debris)


def test_importer_reproduces_the_curated_structure() -> None:
    files = imported()
    curated = {
        str(p.relative_to(ROOT))
        for p in [*BASE.rglob("*.yaml"), ROOT / "content/sources/hellenic-wiki-law27.yaml"]
    }
    assert set(files) == curated
    for lang in LANGS:
        raw = files[f"content/hellenic-wiki-law27/{lang}.yaml"]["units"]
        keys = ("id", "number", "heading", "text", "example")
        assert [[u.get(k) for k in keys] for u in raw] == [[u.get(k) for k in keys] for u in units(lang)]
        for number in NUMBERS:
            raw_ex = files[f"content/hellenic-wiki-law27/examples/ex-{number}.{lang}.yaml"]
            ex = example(number, lang)
            assert raw_ex.get("auction") == ex.get("auction") and raw_ex.get("deal") == ex.get("deal")
            assert raw_ex["expect"].get("insufficient_bids") == ex.get("expect", {}).get("insufficient_bids")
