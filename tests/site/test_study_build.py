"""The study pages as built: their data files hold the engine's answers, every table entry is the
engine's, every link in the data lands, and the folder build has each data file as a script."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import pytest

from bridgelaws.bridge.board import board_info
from bridgelaws.bridge.imps import imps, matchpoints
from bridgelaws.bridge.revoke import rectification
from bridgelaws.bridge.score import parse_contract, score
from bridgelaws.i18n import LANGS, words
from bridgelaws.i18n.script import script as words_script
from bridgelaws.site.checklinks import LinkChecker
from bridgelaws.site.study import FLOWS, hrefs
from bridgelaws.study import drills, tables
from bridgelaws.study.practice import checks

DATA = "study/data"


def data(site: Path, name: str):  # type: ignore[no-untyped-def]
    return json.loads((site / DATA / f"{name}.json").read_text(encoding="utf-8"))


def test_the_pages_are_in_the_navigation(site: Path) -> None:
    home = (site / "index.html").read_text(encoding="utf-8")
    assert 'href="study/"' in home and 'href="tools/"' in home
    study = (site / "study/index.html").read_text(encoding="utf-8")
    assert "Study for the TD exam" in study and 'id="bl-study"' in study
    assert re.search(r'<script src="\.\./assets/bridgelaws/study\.js" defer>', study)


def test_every_table_entry_is_the_engines(site: Path) -> None:
    written = data(site, "tables")
    checked = 0
    for name, row in written["score"]["contracts"].items():
        contract, _ = parse_contract(name)
        for key, vulnerable in (("nv", False), ("v", True)):
            for tricks, (points, items) in enumerate(row[key]):
                ours = score(contract, tricks, vulnerable)
                assert points == ours.points
                assert [(written["score"]["labels"]["en"][i], p) for i, p in items] == ours.working
                checked += 1
    assert checked == 2940
    rows = written["imps"]
    for i, (low, won) in enumerate(rows):
        high = rows[i + 1][0] - 1 if i + 1 < len(rows) else tables.IMP_LIMIT
        assert all(imps(d) == won for d in range(low, high + 1))
    assert written["boards"] == [board_info(n) for n in range(1, tables.BOARDS + 1)]
    assert written["matchpoints"] == {
        "beaten": matchpoints(1, [0])["matchpoints"],
        "equal": matchpoints(0, [0])["matchpoints"],
    }
    assert written["vulnerable"] == tables.vulnerable_seats()
    revoke = written["revoke"]
    for role, winner, flags, drawn in tables.revoke_cases():
        transfer, law, reason, equity = revoke["cases"][tables.revoke_key(role, winner, flags, drawn)]
        ruling = tables.revoke_ruling(role, winner, flags, drawn)
        assert (transfer, law, revoke["reasons"]["en"][reason], equity) == (
            ruling.transfer,
            ruling.law,
            ruling.why,
            ruling.equity,
        )
    assert set(revoke["hrefs"]) >= {"64A1", "64B3", "64B7", "62D1", "64C"}
    assert all(href.startswith("../laws/6") and "#" in href for href in revoke["hrefs"].values())
    assert rectification("W", ["W", "E"], "S").law == "64A1"


def test_the_drills_are_the_engines(site: Path) -> None:
    index = data(site, "index")
    assert [k["kind"] for k in index["kinds"]] == [*drills.KINDS, "flows"]
    for kind in drills.KINDS:
        written = data(site, f"drills.{kind}")
        made = drills.generate(kind)
        assert [d["id"] for d in written] == [d.id for d in made]
        for page_drill, drill in zip(written, made, strict=True):
            assert [(a["kind"], a["value"]) for a in page_drill["answers"]] == [
                (a.kind, a.value) for a in drill.answers
            ]
            assert ("cards" in page_drill) == (drill.auction is not None)
            assert page_drill["review"] is True  # every drill's working is marked for a director's review


def test_the_practice_rulings(site: Path) -> None:
    from bridgelaws.model import load
    from bridgelaws.site import hands

    from .conftest import ROOT

    kb = load(ROOT)
    index = data(site, "index")
    items = {item["id"]: item for item in index["items"]}
    on_27 = [item for item in index["items"] if 27 in item["numbers"]]
    assert len(on_27) >= 5
    ex23 = items["ex/hellenic-wiki-law27/ex-23"]
    assert ex23["langs"] == ["en", "el"] and ex23["checks"][0]["value"] == "2H"
    assert {c["name"] for c in items["ex/hellenic-wiki-law27/ex-33"]["checks"]} == {"contract", "declarer"}
    turn = items["ex/wasiak-2019/ex-14"]["checks"][0]  # South passed out of rotation at East's turn
    assert (turn["name"], turn["value"]) == ("turn", "E")
    for item in index["items"]:
        source, example_id = item["id"].split("/")[1:]
        first = kb.example(source, item["langs"][0], example_id)
        assert first is not None
        expected = [(a.name, a.value) for a in checks(hands.engine(first.example)["results"])]
        assert [(c["name"], c["value"]) for c in item["checks"]] == expected
        assert item["file"] == f"examples/{source}/{example_id}"
        pieces = data(site, item["file"])
        assert set(pieces) == set(item["langs"])
        for lang, piece in pieces.items():
            version = kb.example(source, lang, example_id).example
            assert ("ruling" in piece) == bool(version.ruling)
            assert ("cards" in piece) == bool(version.deal or version.auction or version.play)
            assert not any("<script" in text or "&lt;span" in text for text in piece.values())


def test_the_flows_practice_is_the_walkers(site: Path) -> None:
    """Each ruling flow's practice item asks the steps of a recorded path, in order, with the flow's
    choices, and says the answer the walk gives (the example's ruling, or the engine's)."""
    from bridgelaws.model import load
    from bridgelaws.rulings.practice import items

    from .conftest import ROOT

    made = items(load(ROOT))
    written = data(site, "drills.flows")
    assert [item["id"] for item in written] == [item.id for item in made] and len(made) >= 15
    index = next(kind for kind in data(site, "index")["kinds"] if kind["kind"] == "flows")
    assert index["count"] == len(made) and index["name"]["pl"] == words("pl")._(FLOWS) != FLOWS
    for page_item, item in zip(written, made, strict=True):
        assert [(a["name"], a["kind"], a["value"]) for a in page_item["answers"]] == [
            (asked.step.key, "choice", asked.answer) for asked in item.asked
        ]
        for answer, asked in zip(page_item["answers"], item.asked, strict=True):
            assert [o["value"] for o in answer["options"]] == [c.value for c in asked.step.choices]
            assert answer["says"] == ("engine_says" if asked.by == "engine" else "ruling_says")
        source, example_id = item.example.split("/")
        assert page_item["example"]["file"] == f"examples/{source}/{example_id}"
        assert (site / DATA / f"{page_item['example']['file']}.json").is_file()
        assert page_item["flow"]["href"] == f"../rulings/{item.flow.id}/"
        assert page_item["flow"]["path"] == ",".join(f"{a.step.key}:{a.answer}" for a in item.asked)
        assert {law["ref"] for law in page_item["laws"]} == set(item.outcome.provisions)
        question = page_item["question"]["en"]  # the flow, then the calls the ruling is about (not asked)
        assert len(question) == 1 + len(item.given) and item.flow.title["en"] in question[0]


def test_every_link_in_the_data_lands(site: Path) -> None:
    count = 0
    for path in (site / DATA).rglob("*.json"):
        page = "tools/" if path.stem == "tables" else "study/"
        for href in hrefs(json.loads(path.read_text(encoding="utf-8"))):
            parts = urlsplit(href)
            target = site / unquote(urljoin("/" + page, parts.path).lstrip("/"))
            target = target / "index.html" if target.is_dir() else target
            assert target.is_file(), (path.name, href)
            if parts.fragment:
                assert f'id="{parts.fragment}"' in target.read_text(encoding="utf-8"), (path.name, href)
            count += 1
    assert count > 1000


def test_a_broken_link_in_the_data_is_reported(tmp_path: Path) -> None:
    checker = LinkChecker()
    checker.add_page("laws/27/", '<h3 id="B1a">27B1(a)</h3>')
    checker.add_data("study/data/index.json", "study/", ["../laws/27/#B1a", "../laws/27/#Z9", "../nowhere/"])
    broken = checker.broken(tmp_path)
    assert broken == [
        "study/data/index.json (shown on study/): link '../laws/27/#Z9' points to a missing anchor #Z9",
        "study/data/index.json (shown on study/): link '../nowhere/' points to nothing",
    ]


def test_the_words_come_in_every_language_from_the_catalogue(site: Path) -> None:
    """The scripts' words: the runtime on every page, a file per language made from the catalogue,
    which the study pages load (every language: their switch changes it in place)."""
    assert (site / "assets/bridgelaws/words.js").is_file()
    for lang in LANGS:
        assert (site / f"assets/bridgelaws/words/{lang}.js").read_text(encoding="utf-8") == words_script(lang)
    for page in ("study/index.html", "tools/index.html"):
        html = (site / page).read_text(encoding="utf-8")
        loaded = re.findall(r'<script src="([^"]+)"', html)
        names = [src.rsplit("/", 2)[-2:] for src in loaded]
        assert [["words", f"{lang}.js"] for lang in LANGS] == [n for n in names if n[0] == "words"], page
        # the runtime runs while the page is read (Material's scripts), the words and the page's own
        # scripts after it (deferred), in order
        assert re.search(r'<script src="[^"]*assets/bridgelaws/words\.js"></script>', html)
        assert html.index("words/ru.js") < html.index("study-core.js")


@pytest.mark.parametrize("name", ["index", "tables", "drills.score", "examples/hellenic-wiki-law27/ex-23"])
def test_the_folder_build_has_every_data_file_as_a_script(offline_site: Path, name: str) -> None:
    script = (offline_site / DATA / f"{name}.js").read_text(encoding="utf-8")
    prefix = f'(window.__blStudyData||(window.__blStudyData={{}}))["{name}"]='
    assert script.startswith(prefix)
    assert json.loads(script[len(prefix) :].rstrip().removesuffix(";")) == data(offline_site, name)
    if name == "index":
        item = json.loads(script[len(prefix) :].rstrip().removesuffix(";"))["items"][0]
        assert item["href"].endswith(".html") and all(
            law["href"].startswith("../laws/") for law in item["laws"]
        )
