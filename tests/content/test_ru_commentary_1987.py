"""The Russian commentary on the 1987 Laws (seed 003): paragraphs 67.10–74.1 complete, in order, clean."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from bridgelaws.importers import SEEDS
from seedimport import seed_import

ROOT = Path(__file__).resolve().parents[2]
SEED = "003_2747d81c6edd38d3.txt"
SEED_TEXT = (ROOT / "content" / "originals" / SEED).read_text(encoding="utf-8")
FOLDER = ROOT / "content" / "ru-commentary-1987"


def _natural(path: Path) -> tuple[str, int]:
    stem, _, number = path.stem.rpartition("-")
    return stem, int(number)


def _load(text: str) -> dict:
    return yaml.load(text, Loader=yaml.CSafeLoader)


@pytest.fixture(scope="module")
def units() -> list[dict]:
    """The curated units in reading order (files in natural order, units in file order)."""
    result = []
    for path in sorted(FOLDER.glob("*.yaml"), key=_natural):
        data = _load(path.read_text(encoding="utf-8"))
        assert (data["source"], data["lang"]) == ("ru-commentary-1987", "ru"), path
        result.extend(data["units"])
    return result


def _printed_paragraphs() -> dict[int, int]:
    """Law → highest paragraph number that begins a line of the seed (as printed, not via the importer)."""
    highest: dict[int, int] = {}
    for law, number in re.findall(r"^(\d\d)\.(\d{1,2})\.(?=[ (])", SEED_TEXT, flags=re.M):
        highest[int(law)] = max(highest.get(int(law), 0), int(number))
    return highest


def test_paragraphs_67_10_to_74_1_complete_and_in_order(units: list[dict]) -> None:
    numbers = [u["number"] for u in units]
    assert numbers[0] == "67.9" and units[0]["id"] == "p-67-9-tail"
    expected = ["67.9"] + [f"67.{n}" for n in range(10, _printed_paragraphs()[67] + 1)]
    for law in range(68, 75):
        expected += [f"{law}.{n}" for n in range(1, _printed_paragraphs()[law] + 1)]
    assert numbers == expected
    assert expected[1] == "67.10" and expected[-1] == "74.1"
    assert [u["id"] for u in units[1:]] == ["p-" + n.replace(".", "-") for n in numbers[1:]]


def test_law_headings_head_the_first_paragraph_of_each_law(units: list[dict]) -> None:
    printed = re.findall(r"^(Правило (\d+)\. .+)$", SEED_TEXT, flags=re.M)
    assert len(printed) == 7
    headed = {u["number"]: u["heading"] for u in units if "heading" in u}
    assert headed == {f"{law}.1": heading for heading, law in printed}


def test_reference_inside_68_11_is_not_a_paragraph(units: list[dict]) -> None:
    by_number = {u["number"]: u for u in units}
    assert "п. 68.7.(i)(b) выше" in by_number["68.11"]["text"]
    assert "п. 40.11. выше" in by_number["73.7"]["text"]


def test_item_structure_is_kept(units: list[dict]) -> None:
    by_number = {u["number"]: u for u in units}
    blocks = [b.split(" ")[0] for b in by_number["68.7"]["text"].split("\n\n")]
    assert blocks == ["Есть", "(i)", "(a)", "(b)", "(ii)"]
    assert by_number["73.8"]["text"].startswith("(i) Когда выясняется")
    assert [b[:5] for b in by_number["71.1"]["text"].split("\n\n")][1:4] == ["(i) е", "(ii) ", "(iii)"]
    assert "уступкой И (ii) не возникает" in by_number["69.2"]["text"]  # inline, as printed


def test_no_debris_left(units: list[dict]) -> None:
    for unit in units:
        text = unit["text"]
        assert "..page" not in text and "page3" not in text and "page4" not in text, unit["id"]
        assert not re.search(r"(?<!\w)(\w+(?: \w+){0,3}) \1(?!\w)", text), unit["id"]  # doubled emphasis
        assert "\n\n\n" not in text and not re.search(r"[^\n]\n[^\n]", text), unit["id"]  # no broken lines
        assert not re.search(r"[а-яё][a-z]|[a-z][а-яё]", text), unit["id"]  # no mixed-script words
    for repeated in [
        "претензию",
        "уступку",
        "не иметь никаких разумных",
        "сомнений",
        "будет",
        "не должна быть",
    ]:
        assert SEED_TEXT.count(f"\n{repeated}\n") == 2
    assert sum("Примечание:" in u["text"] for u in units) == 1


def test_every_line_of_the_seed_is_in_the_text(units: list[dict]) -> None:
    held = " ".join(u.get("heading", "") + " " + u["text"] for u in units)
    for raw in SEED_TEXT.splitlines():
        line = re.sub(r"\s*\.\.page\d+\s*$", "", raw).strip()  # page marker
        line = re.sub(r"^\d\d\.\d{1,2}\.(?=[ (])\s*", "", line)  # paragraph number (kept in `number`)
        line = line.replace("moжет", "может")  # the one word printed with Latin m and o
        if line:
            assert line in held, line


def test_fragments_are_marked(units: list[dict]) -> None:
    assert units[0]["text"] == "… взятку, должна остаться в ней."
    assert units[-1]["text"].endswith("утверждение Правила …")


def test_laws_are_canonical_latin(units: list[dict]) -> None:
    by_number = {u["number"]: u for u in units}
    assert by_number["67.10"]["laws"][:2] == ["67", "67B2"]  # printed 67В2 (Cyrillic В)
    assert "73E" in by_number["73.7"]["laws"]  # printed 73Е (Cyrillic Е)
    assert {"73D", "73C"} <= set(by_number["73.8"]["laws"])
    for unit in units:
        assert unit["laws"][0] == unit["number"].split(".")[0]
        assert all(re.fullmatch(r"\d{1,2}(?:[A-Z]\d*(?:\([a-z]+\))*)?", ref) for ref in unit["laws"])


def test_importer_reproduces_the_curated_structure(units: list[dict]) -> None:
    assert SEEDS[SEED].format == "pdf-text"
    files = seed_import(SEED)
    assert files == seed_import(SEED)  # deterministic
    imported = []
    for path in sorted(
        (p for p in files if p.startswith("content/ru-commentary-1987/")), key=lambda p: _natural(Path(p))
    ):
        assert (ROOT / path).is_file(), path
        imported.extend(_load(files[path])["units"])
    assert [(u["id"], u["number"], u.get("heading")) for u in imported] == [
        (u["id"], u["number"], u.get("heading")) for u in units
    ]
    for new, curated in zip(imported, units, strict=True):
        assert new["text"] == curated["text"], curated["id"]
        assert set(new["laws"]) <= set(curated["laws"]), curated["id"]
    source = _load(files["content/sources/ru-commentary-1987.yaml"])
    assert source == _load((ROOT / "content/sources/ru-commentary-1987.yaml").read_text(encoding="utf-8"))
    assert source["edition"] == "1987" and source["section_letters"] == "lookalike"
