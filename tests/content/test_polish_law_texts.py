"""Polish law pages: 2007 Law 17 (seed 002), 2017 Law 15 and the commentary on its changes (seed 004)."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from bridgelaws.importers import SEEDS
from bridgelaws.importers.inplace import place_examples
from seedimport import seed_import

ROOT = Path(__file__).resolve().parents[2]
SEED_2007 = "002_556fb25a0679e7c6.txt"
SEED_2017 = "004_f20df6337c9c3b86.txt"


def _seed(name: str) -> str:
    return (ROOT / "content" / "originals" / name).read_text(encoding="utf-8")


def _load(text: str) -> dict:
    return yaml.load(text, Loader=yaml.CSafeLoader)


def _curated(path: str) -> dict:
    return _load((ROOT / path).read_text(encoding="utf-8"))


def _units(sections: list[dict]) -> list[dict]:
    return [u for s in sections for u in [s, *_units(s.get("children", []))]]


def _held(law: dict) -> str:
    """Every text of a law file: title, unit titles and texts, footnotes."""
    parts = [law["title"]]
    for unit in _units(law["sections"]):
        parts += [unit.get("title", ""), unit.get("text", "")]
        parts += [f["text"] for f in unit.get("footnotes", [])]
    return " ".join(parts)


def _body(line: str) -> str:
    """A seed line without its list prefix, item number and converted-emphasis asterisks."""
    line = re.sub(r"\s+", " ", line.replace("\xa0", " ")).strip()
    line = re.sub(r"^(?:- )?(?:\d{1,2}\. |[A-H]\. )?(?:\([a-z]\) )?", "", line)
    return re.sub(r"^\*(\*+) ", "", line).rstrip("*")


# --- 2007 Law 17 -------------------------------------------------------------------------------


def test_law_17_of_2007_sections_and_items() -> None:
    law = _curated("laws/2007/pl/law-17.yaml")
    assert (law["edition"], law["lang"], law["law"], law["source"]) == ("2007", "pl", 17, "pzbs-laws-2007-pl")
    assert law["title"] == "Okres licytacji"
    printed = re.findall(r"^([A-E])\. (.+)$", _seed(SEED_2007), flags=re.M)
    assert [(s["id"], s["title"]) for s in law["sections"]] == printed
    assert [u["id"] for u in _units(law["sections"])] == [
        "A", "B", "C", "D", "D1", "D2", "D3", "D4", "E", "E1", "E2",
    ]  # fmt: skip


def test_law_17_footnote_sits_on_17d2() -> None:
    law = _curated("laws/2007/pl/law-17.yaml")
    noted = {u["id"]: u["footnotes"] for u in _units(law["sections"]) if u.get("footnotes")}
    assert list(noted) == ["D2"]
    assert noted["D2"][0]["text"].startswith(
        "Na przykład, druga zapowiedź różni się od zapowiedzi unieważnionej"
    )
    assert (
        "druga zapowiedź wykraczającego różni się od zapowiedzi unieważnionej"
        in _units(law["sections"])[5]["text"]
    )


def test_law_17_keeps_every_line_and_drops_the_debris() -> None:
    law = _curated("laws/2007/pl/law-17.yaml")
    held = _held(law)
    lines = [line for line in _seed(SEED_2007).splitlines() if line.strip()]
    assert "top of page" in lines[-1] and "wesja angielska" in lines[0]
    for line in lines[1:-1]:
        assert _body(line) in held, line
    for debris in ["wesja", "top of page", "LEGALNE", "ODZYWKI", "\xa0"]:
        assert debris not in held


def test_law_17_importer_reproduces_the_curated_file() -> None:
    assert SEEDS[SEED_2007].format == "pzbs-pages"
    files = seed_import(SEED_2007, ROOT)
    assert sorted(files) == [
        "content/sources/pzbs-laws-2007-pl.yaml", "laws/2007/index.yaml", "laws/2007/pl/law-17.yaml",
    ]  # fmt: skip
    for path, text in files.items():
        assert _load(text) == _curated(path), path
    # the index gives Law 17's Polish title with its source and its outline already: left as it is
    assert files["laws/2007/index.yaml"] == (ROOT / "laws/2007/index.yaml").read_text(encoding="utf-8")


# --- 2017 Law 15 -------------------------------------------------------------------------------


def test_law_15_of_2017_structure() -> None:
    law = _curated("laws/2017/pl/law-15.yaml")
    assert (law["edition"], law["lang"], law["law"], law["source"]) == ("2017", "pl", 15, "pzbs-laws-2017-pl")
    assert law["title"] == "Niewłaściwe rozdanie lub ręka"
    assert [u["id"] for u in _units(law["sections"])] == [
        "A", "A1", "A2", "A2(a)", "A2(b)", "A2(c)", "A3", "A4", "B", "B1", "B2", "B3",
    ]  # fmt: skip


def test_law_15_footnotes_match_their_marks() -> None:
    law = _curated("laws/2017/pl/law-15.yaml")
    units = {u["id"]: u for u in _units(law["sections"])}
    noted = {key: u["footnotes"] for key, u in units.items() if u.get("footnotes")}
    assert list(noted) == ["A3", "B"]
    assert noted["A3"] == [{"mark": "*", "text": noted["A3"][0]["text"]}]
    assert noted["A3"][0]["text"].startswith("Druga zapowiedź różni się")
    assert "różni się* od" in units["A3"]["text"]
    assert noted["B"][0]["mark"] == "**" and "86B" in noted["B"][0]["text"]
    assert units["B"]["title"].endswith("rozgrywki**")
    for unit in units.values():  # the converted emphasis is gone: no text ends with an asterisk
        assert not unit.get("text", "").endswith("*"), unit["id"]
        assert all(not f["text"].endswith("*") for f in unit.get("footnotes", []))


def test_law_15_keeps_every_line_of_the_law() -> None:
    law = _curated("laws/2017/pl/law-15.yaml")
    held = _held(law)
    seed_lines = [line for line in _seed(SEED_2017).splitlines() if line.strip()]
    law_lines = seed_lines[
        2 : seed_lines.index(next(li for li in seed_lines if li.startswith("Nowy przepis 15")))
    ]
    assert len(law_lines) == 14  # A, 4 items, 2 sub-items, B, its lead-in, 3 items, 2 footnotes
    for line in law_lines:
        assert _body(line) in held, line


# --- the commentary on the 2017 changes to Law 15 ----------------------------------------------


def test_commentary_paragraphs_are_units() -> None:
    data = _curated("content/law15-changes-2017-pl/law-15.yaml")
    assert (data["source"], data["lang"]) == ("law15-changes-2017-pl", "pl")
    seed_lines = [line for line in _seed(SEED_2017).splitlines() if line.strip()]
    start = next(k for k, line in enumerate(seed_lines) if line.startswith("Nowy przepis 15"))
    prose = [line for line in seed_lines[start:] if not line.startswith("*")]
    example = _curated("content/law15-changes-2017-pl/examples/ex-board-14.yaml")
    told = " ".join(" ".join((example[k] or "").split()) for k in ("narrative", "ruling"))
    story = [n for n, line in enumerate(prose, 1) if line in told]
    assert story == [11, 12, 13]  # the story of board 14: told by the example the commentary places
    expected = [line for n, line in enumerate(prose, 1) if n not in story]
    assert [u["text"] for u in data["units"] if "text" in u] == expected
    ids = [f"p{n:02d}" for n in range(1, len(prose) + 1) if n not in story[1:]]
    assert [u["id"] for u in data["units"]] == ids
    assert [u for u in data["units"] if "example" in u] == [{"id": "p11", "example": "ex-board-14"}]
    assert all(u["laws"] and u["laws"][0] == "15" for u in data["units"] if "text" in u)


def test_commentary_footnote_sits_on_the_16c_paragraph() -> None:
    data = _curated("content/law15-changes-2017-pl/law-15.yaml")
    noted = [u for u in data["units"] if u.get("footnotes")]
    assert len(noted) == 1 and "(przepis 16C*)" in noted[0]["text"]
    assert noted[0]["footnotes"] == [
        {"mark": "*", "text": "Proszę zwrócić uwagę, że nowy przepis 16C odpowiada starymu 16D."}
    ]
    assert "16C" in noted[0]["laws"]


def test_cross_edition_statements_are_in_the_text() -> None:
    data = _curated("content/law15-changes-2017-pl/law-15.yaml")
    text = " ".join(u.get("text", "") for u in data["units"])
    assert "przepis 17D został przeniesiony i stał się przepisem 15A" in text
    source = _curated("content/sources/law15-changes-2017-pl.yaml")
    assert source["authors"] == [] and "unknown by name" in source["notes"]


def test_the_story_of_board_14_is_an_example() -> None:
    example = _curated("content/law15-changes-2017-pl/examples/ex-board-14.yaml")
    units = _curated("content/law15-changes-2017-pl/law-15.yaml")["units"]
    assert "W turnieju rozgrywanym howellem" in example["narrative"]
    assert "stole 3 musiał być unieważniony" in " ".join(example["ruling"].split())
    assert not any("W turnieju rozgrywanym howellem" in u.get("text", "") for u in units)  # one home


def test_law_15_importer_reproduces_the_curated_files() -> None:
    assert SEEDS[SEED_2017].format == "pzbs-pages"
    files = seed_import(SEED_2017, ROOT)
    assert files == seed_import(SEED_2017, ROOT)
    example = "content/law15-changes-2017-pl/examples/ex-board-14.yaml"  # curated, not imported
    files = place_examples(files, {example: (ROOT / example).read_text(encoding="utf-8")})
    for path in ["laws/2017/pl/law-15.yaml", "content/sources/pzbs-laws-2017-pl.yaml",
                 "content/sources/law15-changes-2017-pl.yaml"]:  # fmt: skip
        assert _load(files[path]) == _curated(path), path
    imported = _load(files["content/law15-changes-2017-pl/law-15.yaml"])["units"]
    curated = _curated("content/law15-changes-2017-pl/law-15.yaml")["units"]
    keys = ("id", "text", "example", "footnotes")
    assert [[u.get(k) for k in keys] for u in imported] == [[u.get(k) for k in keys] for u in curated]
    for new, old in zip(imported, curated, strict=True):
        assert set(new.get("laws", [])) <= set(old.get("laws", [])), old["id"]
