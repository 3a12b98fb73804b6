"""Artur Wasiak's slides on the WBF commentary (source `wasiak-2019`) in the YAML.

Checks the curated files against the seed, read here independently of the importer: one unit
per slide in slide order, placeholders recorded as such, every "Przykład N" an example file told
in place by a unit of its own after its slide's unit (the text lives in the example file only),
every prose line of the seed in a unit or a placed example, example prose taken from the seed,
the diagrams as card data (the Law 13 deal's 14-card hand, example 33 against the Greek/English
source and a real double-dummy solver), and that the importer reproduces the curated structure.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
import yaml
from endplay.dds import calc_dd_table
from endplay.types import Deal, Denom, Player

from bridgelaws.bridge.claims import run_example
from bridgelaws.importers import SEEDS
from bridgelaws.importers.inplace import place_examples
from bridgelaws.importers.slides import text_laws
from seedimport import seed_import

ROOT = Path(__file__).resolve().parents[2]
SEED = "000_a3ad76a721086f8b.txt"
SEED_TEXT = (ROOT / "content" / "originals" / SEED).read_text(encoding="utf-8")
PREFIX = "content/wasiak-2019"
BASE = ROOT / PREFIX
SOURCE_FILE = ROOT / "content" / "sources" / "wasiak-2019.yaml"
NATURAL = re.compile(r"(\d+)")
DIAGRAM_OR_TABLE = re.compile(r"^[\s♠♥♦♣AKDW0-9x()\-]*$|^(?:<b>)?[WNES](?:</b>)?\t|\t|^pas\b")


def _load(path: Path) -> dict:
    return yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)


def _natural(path: Path) -> list[object]:
    return [int(p) if p.isdigit() else p for p in NATURAL.split(path.name)]


@cache
def commentary_files() -> list[Path]:
    return sorted(BASE.glob("*.yaml"), key=_natural)


@cache
def units() -> list[dict]:
    return [unit for path in commentary_files() for unit in _load(path)["units"]]


@cache
def slide_units() -> list[dict]:
    """One unit per slide: the units that are not an example placed after its slide's unit."""
    return [unit for unit in units() if not re.search(r"-(?:ex-\d+|law-[\d-]+[a-z-]*)$", unit["id"])]


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.replace("**", "").casefold())


def _told(example: dict) -> list[str]:
    """An example as its slide tells it: "Przykład N: narrative question ruling"."""
    told = " ".join(example.get(k) or "" for k in ("narrative", "question", "ruling"))
    # a title may hold the narrative: 'Przykład: „zagraj cokolwiek”'
    after_title = " ".join(example.get(k) or "" for k in ("question", "ruling"))
    fields = (example.get(k) or "" for k in ("narrative", "question", "ruling"))
    return [f"{example['title']}: {told}", f"{example['title']} {after_title}", *fields]


@cache
def examples() -> dict[str, dict]:
    found = {}
    for path in sorted((BASE / "examples").glob("*.yaml")):
        data = _load(path)
        assert path.stem == data["id"], path
        found[data["id"]] = data
    return found


@cache
def imported() -> dict[str, dict]:
    files = place_examples(seed_import(SEED))
    return {path: yaml.load(text, Loader=yaml.CSafeLoader) for path, text in files.items()}


def _seed_headings() -> list[str]:
    """Slide headings (levels 1–2); a heading right after another one is its subtitle, not a slide."""
    headings: list[str] = []
    text_since = True
    for line in SEED_TEXT.splitlines():
        heading = re.match(r"^(#{1,3}) (.*?)\s*$", line)
        if heading and len(heading[1]) <= 2:
            if text_since:
                headings.append(heading[2])
            text_since = False
        elif line.strip():
            text_since = True
    return headings


def _seed_prose() -> list[str]:
    """Lines of the seed that are prose: not headings, diagrams or auction tables; markup removed."""
    lines = []
    for line in SEED_TEXT.splitlines():
        line = re.sub(r"<sub>(.*?)</sub>", r"\1", line).strip()
        if line and not line.startswith("#") and not DIAGRAM_OR_TABLE.search(line):
            lines.append(line)
    return lines


def test_one_unit_per_slide_in_slide_order() -> None:
    assert [unit["heading"] for unit in slide_units()] == _seed_headings()
    assert len(slide_units()) == 45


def test_unit_ids_are_stable_and_numbered_per_file() -> None:
    ids = [unit["id"] for unit in units()]
    assert len(ids) == len(set(ids))
    slides = {unit["id"] for unit in slide_units()}
    for path in commentary_files():
        file_units = _load(path)["units"]
        stem = "intro" if path.stem == "00-intro" else "law-" + "-".join(
            str(int(n)) for n in re.findall(r"\d+", path.stem)
        )
        own = [u["id"] for u in file_units if u["id"] in slides]
        assert own == [f"{stem}-{i}" for i in range(1, len(own) + 1)]
        slide = ""
        for unit in file_units:  # an example told on a slide follows its slide's unit: <slide>-<example>
            if unit["id"] in slides:
                slide = unit["id"]
            else:
                assert unit["id"] == f"{slide}-{unit['example']}", unit["id"]
    assert ids[:3] == ["intro-1", "intro-2", "intro-3"]
    assert {"law-13-1", "law-13-2", "law-10-11-1", "law-53-55-1", "law-27-3"} <= set(ids)


def test_repeated_law_headings_stay_separate_units() -> None:
    by_heading: dict[str, list[str]] = {}
    for unit in slide_units():
        by_heading.setdefault(unit["heading"], []).append(unit["id"])
    assert by_heading["Przepis 13"] == ["law-13-1", "law-13-2"]
    assert by_heading["Przepis 27"] == ["law-27-1", "law-27-2", "law-27-3"]
    assert by_heading["Przepis 50"] == ["law-50-1", "law-50-2"]


def test_placeholder_slides_keep_their_text() -> None:
    placeholders = {u["id"]: u["text"] for u in slide_units() if u.get("placeholder")}
    assert placeholders == {
        "law-26-2": "Przykłady...",
        "law-27-2": "Przykłady...",
        "law-30-32-1": "Poza kolejnością - przykłady...",
    }
    assert all(bool(u.get("text")) != bool(u.get("example")) for u in units() if not u.get("placeholder"))


def test_every_unit_names_canonical_laws() -> None:
    canonical = re.compile(r"^[1-9]\d?([A-Z](\d{1,2}(\([a-z]\))?)?)?$")
    for unit in units():
        laws = examples()[unit["example"]]["laws"] if "example" in unit else unit["laws"]  # placed: its own
        assert all(canonical.match(ref) for ref in laws), unit["id"]
        if unit.get("heading", "").startswith("Przepis"):
            assert laws, unit["id"]
    laws = {u["id"]: u.get("laws") for u in units()}
    assert laws["law-30-32-1"] == ["30", "31", "32"]
    assert "43A1(a)" in laws["intro-3"] and "9A3" in laws["intro-3"]


def test_every_unit_law_written_in_its_text_is_listed() -> None:
    for unit in units():
        for ref in text_laws(unit.get("text", "")):
            related = [listed for listed in unit["laws"] if ref.startswith(listed) or listed.startswith(ref)]
            assert related, (unit["id"], ref)


def test_every_przyklad_of_the_seed_is_an_example() -> None:
    numbers: set[str] = set()
    for first, last in re.findall(r"^(?:### )?Przykłady? (\d+)(?:-(\d+))?:", SEED_TEXT, re.M):
        numbers.update(str(n) for n in range(int(first), int(last or first) + 1))
    assert numbers == {"1", "2", "3", "4", "14", "16", "17", "18", "19", "33", "42", "43", "46", "47", "49"}
    numbered = {ex["number"] for ex in examples().values() if ex["number"] is not None}
    assert numbered == numbers
    unnumbered = sorted(ex_id for ex_id, ex in examples().items() if ex["number"] is None)
    assert unnumbered == ["law-13-deal", "law-46-zagraj-cokolwiek"]
    assert len(re.findall(r"^(?:### )?Przykład:", SEED_TEXT, re.M)) == len(unnumbered)


def test_example_44_is_only_a_mention() -> None:
    assert "44" not in {ex["number"] for ex in examples().values()}
    mentioned = [u["id"] for u in units() if "(przykład 44)" in u.get("text", "")]
    assert mentioned == ["law-53-55-1"]


def test_every_prose_line_of_the_seed_is_in_a_unit() -> None:
    """Word for word: in a unit's text, or in an example a unit places, as its slide tells it."""
    held = [f"{u.get('heading', '')}\n{u['text']}" for u in units() if u.get("text")]
    held += [told for u in units() if u.get("example") for told in _told(examples()[u["example"]])]
    texts = [" ".join(_words(text)) for text in held]
    placed = {examples()[u["example"]]["number"] for u in units() if u.get("example")}
    missing = [
        line
        for line in _seed_prose()
        if not any(f" {' '.join(_words(line))} " in f" {t} " for t in texts)
        and not _label_of_placed(line, placed)
    ]
    assert not missing


def _label_of_placed(line: str, placed: set[str]) -> bool:
    """A slide's label of several examples ("Przykłady 16-17:"), each of them placed."""
    label = re.fullmatch(r"Przykłady (\d+)-(\d+):", line)
    return bool(label) and all(str(n) in placed for n in range(int(label[1]), int(label[2]) + 1))


def test_every_example_is_told_in_place_once_and_no_unit_retells_one() -> None:
    placed = [u["example"] for u in units() if u.get("example")]
    assert sorted(placed) == sorted(examples())  # each example stands where its slide tells it, once
    for unit in units():
        text = " ".join(_words(unit.get("text", "")))
        for ex_id, ex in examples().items():
            for field in ("narrative", "ruling"):
                told = " ".join(_words(ex.get(field) or ""))
                assert not told or told not in text, (unit["id"], ex_id, field)


def test_example_prose_comes_from_the_seed() -> None:
    seed_prose = "\n".join(_seed_prose())
    for ex_id, ex in examples().items():
        for field in ("narrative", "question", "ruling"):
            for paragraph in filter(None, (ex.get(field) or "").split("\n\n")):
                assert paragraph in seed_prose, (ex_id, field, paragraph)
        assert ex["laws"], ex_id


def test_no_markup_in_the_yaml() -> None:
    for path in [SOURCE_FILE, *commentary_files(), *sorted((BASE / "examples").glob("*.yaml"))]:
        assert not re.search(r"</?(?:b|sub|span|html)\b", path.read_text(encoding="utf-8")), path


def _count(hand: dict) -> int:
    return sum(len(ranks) for ranks in hand.values())


def test_law_13_deal_has_a_fourteen_card_hand() -> None:
    deal = examples()["law-13-deal"]["deal"]
    counts = {seat: _count(hand) for seat, hand in deal["hands"].items()}
    assert counts == examples()["law-13-deal"]["expect"]["card_counts"]
    assert sorted(counts.values()) == [12, 13, 13, 14]
    assert deal["irregular"] and deal["marked"] == {"E": ["SA"]}
    assert "A" in deal["hands"]["E"]["S"] and "A" not in deal["hands"]["W"]["S"]
    cards = [suit + rank for hand in deal["hands"].values() for suit, ranks in hand.items() for rank in ranks]
    assert len(cards) == len(set(cards)) == 52


@pytest.mark.parametrize("ex_id", ["ex-4", "ex-18", "ex-42", "ex-46", "ex-49"])
def test_card_counts_match_the_data(ex_id: str) -> None:
    ex = examples()[ex_id]
    hands = ex["deal"]["hands"]
    counts = {seat: len(h) if isinstance(h, str) else _count(h) for seat, h in hands.items()}
    assert counts == ex["expect"]["card_counts"]
    if ex["deal"]["kind"] == "position":
        assert len(set(counts.values())) == 1


def test_example_33_is_the_deal_of_the_greek_english_source() -> None:
    ours = examples()["ex-33"]
    theirs = _load(ROOT / "content" / "hellenic-wiki-law27" / "examples" / "ex-33.en.yaml")
    assert ours["deal"]["hands"] == theirs["deal"]["hands"]
    assert ours["auction"]["dealer"] == theirs["auction"]["dealer"] == "N"


def test_example_33_claims_hold_double_dummy() -> None:
    ex = examples()["ex-33"]
    hands = ex["deal"]["hands"]
    pbn = "N:" + " ".join(".".join(hands[seat][s] for s in "SHDC") for seat in "NESW")
    table = calc_dd_table(Deal(pbn))
    denoms = {"NT": Denom.nt, "S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs}
    for claim in ex["expect"]["dd"]:
        seat = Player("NESW".index(claim["declarer"]))
        assert table[denoms[claim["strain"]], seat] == claim["tricks"]
    calls = ex["auction"]["calls"]
    assert calls[3] == "1NT!" and calls[4] == {"call": "2NT", "replaces": True}
    assert ex["expect"]["contract"] == "2NT" and ex["expect"]["declarer"] == "W"


@pytest.mark.parametrize("ex_id", ["ex-4", "ex-14", "ex-18", "ex-33", "ex-46", "ex-49", "law-13-deal"])
def test_the_bridge_engine_confirms_every_claim(ex_id: str) -> None:
    ex = examples()[ex_id]
    assert ex["expect"]
    run = run_example(ex)
    assert run.ok, run.failures


def test_auctions_follow_the_tables() -> None:
    assert examples()["ex-14"]["auction"] == {
        "dealer": "W",
        "calls": ["Pass", "Pass", {"call": "Pass", "seat": "S", "irregular": True}],
    }
    assert examples()["ex-19"]["auction"]["dealer"] == "N"
    assert examples()["ex-19"]["auction"]["calls"][-1] == "Pass!"
    assert examples()["ex-16"]["auction"]["calls"] == ["1H", "3C", "Pass", "3S"]
    assert examples()["ex-17"]["auction"]["calls"] == ["1H", "3C", "3H", "4C"]


def test_importer_is_found_for_the_seed() -> None:
    assert SEEDS[SEED].format == "markdown"


def test_importer_reproduces_the_structure() -> None:
    out = imported()
    commentary = {p: d for p, d in out.items() if p.startswith(f"{PREFIX}/") and "/examples/" not in p}
    assert sorted(commentary) == sorted(f"{PREFIX}/{p.name}" for p in commentary_files())
    for path in commentary_files():
        ours = _load(path)["units"]
        theirs = commentary[f"{PREFIX}/{path.name}"]["units"]
        for key in ("id", "heading", "text", "example"):
            assert [u.get(key) for u in theirs] == [u.get(key) for u in ours], (path.name, key)
        assert [bool(u.get("placeholder")) for u in theirs] == [bool(u.get("placeholder")) for u in ours]
    ex_out = {d["id"]: d for p, d in out.items() if "/examples/" in p}
    assert sorted(ex_out) == sorted(examples())
    for ex_id, ours in examples().items():
        theirs = ex_out[ex_id]
        assert theirs["number"] == ours["number"], ex_id
        assert theirs.get("auction") == ours.get("auction"), ex_id
        if "deal" in ours:
            assert theirs["deal"]["hands"] == ours["deal"]["hands"], ex_id
            assert theirs["deal"]["kind"] == ours["deal"]["kind"], ex_id
    assert _load(SOURCE_FILE) == out["content/sources/wasiak-2019.yaml"]


def test_importer_is_deterministic() -> None:
    assert seed_import(SEED) == seed_import(SEED)
