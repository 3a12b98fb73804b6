"""Editions as data: the amendments in force at a date, chapters, the official text's addresses, the
commentary written before an amendment, and a new edition that is only a folder of data."""

from __future__ import annotations

import json
from datetime import date
from functools import cache
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaws.cli import app
from bridgelaws.model import load, load_with_problems
from bridgelaws.model.editions import (
    chapter_of,
    earlier_titles,
    edition_in_force,
    official_links,
    parse_day,
    predates,
    title_as_at,
)
from kbtree import (
    amendment,
    amendments,
    chapter,
    commentary,
    concordance,
    law,
    law_index,
    renamed,
    source,
    unit,
    write_tree,
)

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


@cache
def kb():  # type: ignore[no-untyped-def]
    return load(ROOT)


def laws(*args: str):  # type: ignore[no-untyped-def]
    return runner.invoke(app, ["laws", *args], catch_exceptions=False)


# --- the real knowledge base ---------------------------------------------------------------------


def test_the_2024_amendment_of_laws_73_and_89_is_data_with_its_date_and_source() -> None:
    (entry,) = [e for e in kb().amendments if e.amendment.id == "wbf-2024-laws-73-89"]
    amendment = entry.amendment
    assert entry.edition == "2017" and amendment.in_force == "2024-01-01" and amendment.laws == ["73", "89"]
    source = kb().sources[amendment.source]
    assert source.url == "https://www.pzbs.pl/nowosci/8204-mpb2017-rev2024"
    assert "attempt" in amendment.what and "73B" in amendment.what
    assert amendment.unconfirmed and "89" in amendment.unconfirmed


def test_laws_as_at_a_date_shows_the_amendment_only_from_the_day_it_took_effect() -> None:
    before = json.loads(laws("--edition", "2017", "--as-at", "2023-12-31", "--json").stdout)
    after = json.loads(laws("--edition", "2017", "--as-at", "2024-01-01", "--json").stdout)
    law73 = {view["as_at"]: next(x for x in view["laws"] if x["number"] == 73) for view in (before, after)}
    assert law73["2023-12-31"]["amendments"] == [] and law73["2023-12-31"]["later_amendments"] == [
        "wbf-2024-laws-73-89"
    ]
    assert law73["2024-01-01"]["amendments"] == ["wbf-2024-laws-73-89"]
    assert law73["2024-01-01"]["chapter"] == "VII"


def test_laws_picks_the_edition_in_force_at_the_date() -> None:
    assert json.loads(laws("--as-at", "2012-05-01", "--json").stdout)["edition"] == "2007"
    assert json.loads(laws("--as-at", "2020-05-01", "--json").stdout)["edition"] == "2017"
    assert json.loads(laws("--json").stdout)["edition"] == kb().current_edition == "2017"


def test_laws_lists_titles_in_the_language_asked_with_their_flags() -> None:
    view = json.loads(laws("--lang", "pl", "--json").stdout)
    law58 = next(x for x in view["laws"] if x["number"] == 58)
    assert law58["title"] == "Wyjścia lub zagrania jednoczesne" and not law58["unofficial"]
    assert next(x for x in view["laws"] if x["number"] == 60)["unofficial"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--as-at", "2020-13-01"], "expected a day"),
        (["--as-at", "1990-01-01"], "no edition"),
        (["--edition", "2027"], "not in the knowledge base"),
        (["--lang", "de"], "expected one of"),
    ],
)
def test_laws_says_what_is_wrong_with_its_arguments_and_exits_2(args: list[str], message: str) -> None:
    result = laws(*args, "--root", str(ROOT))
    assert result.exit_code == 2 and message in result.stderr


def test_law_40_is_in_the_auction_chapter_and_the_chapters_come_from_a_source() -> None:
    chapter = chapter_of(kb(), "2017", 40)
    assert chapter is not None and chapter.of == "1997" and chapter.chapter.number == "V"
    assert chapter.title("en") == "The Auction" and chapter.span == "17–40"
    index = kb().indexes["1997"]
    assert all(c.source in kb().sources for c in index.chapters)
    covered = [n for c in index.chapters if c.first for n in range(c.first, c.last + 1)]
    assert covered == list(range(1, 94))  # every law in one chapter, in order
    assert kb().indexes["2017"].chapters_of == "1997" and kb().indexes["2017"].chapters_note


def test_each_law_links_its_official_text_in_every_language_that_has_one() -> None:
    links = {(link.kind, link.langs, link.url) for link in official_links(kb(), "2017", 27)}
    assert ("law", ("pl",), "https://www.pzbs.pl/sedziowie/mpb/2017/pl/p27.html") in links
    assert ("law", ("en",), "https://www.pzbs.pl/sedziowie/mpb/2017/en/l27.html") in links
    assert ("law", ("el", "en"), "https://laws.hellasbridge.org/law_27") in links
    assert ("commentary", ("el", "en"), "https://laws.hellasbridge.org/comment_law_27") in links
    assert any(kind == "whole" and url.endswith(".pdf") for kind, _, url in links)
    assert "https://laws.hellasbridge.org/law_05" in {x.url for x in official_links(kb(), "2017", 5)}
    assert not [x for x in official_links(kb(), "2017", 5) if x.kind == "commentary"]
    # the 2007 pages are given where their address is confirmed; the 1997 Polish edition as a whole
    assert [x.url for x in official_links(kb(), "2007", 5)] == []
    assert "https://www.pzbs.pl/sedziowie/mpb/2007/pol/przep17.htm" in {
        x.url for x in official_links(kb(), "2007", 17)
    }
    assert [x.kind for x in official_links(kb(), "1997", 23)] == ["whole"]
    assert all(x.publisher for x in official_links(kb(), "2017", 93))


def test_dates_are_read_as_precisely_as_written() -> None:
    assert parse_day("2019") == date(2019, 12, 31)
    assert parse_day("2024-02") == date(2024, 2, 29)
    assert parse_day("2019-03-16") == date(2019, 3, 16)
    assert edition_in_force(kb(), date(2017, 2, 28)) == "2007"
    assert edition_in_force(kb(), date(2017, 3, 1)) == "2017"


# --- a knowledge base of its own -----------------------------------------------------------------

CALL, COMMUNICATION = "Comparable Call", "Communication, Tempo and Deception"
FILES = (
    law_index(
        law(23, "Damaging Enforced Pass"),
        law(73, "Communication"),
        edition="1997",
        chapters=[
            chapter("V", 23, 23, "The Auction", "contents"),
            chapter("VII", 73, 73, "Proprieties", "contents"),
        ],
    )
    | law_index(
        law(23, CALL, ["A", "B", "C"]),
        law(73, COMMUNICATION, ["A", "B", "C"]),
        in_force="2017-03",
        chapters_of="1997",
    )
    | amendments(
        amendment(
            "made-up-2024",
            "2024-01-01",
            ["73"],
            "Law 73 renamed.",
            "news",
            titles=[renamed("73", COMMUNICATION, "Communication")],
        )
    )
    | source("contents", "Contents", "law-text", edition="1997")
    | source(
        "news",
        "News",
        "announcement",
        organisation="A federation",
        url="https://example.org/news",
        links=[{"url": "https://example.org/laws/{law:02d}.html", "langs": ["en"]}],
    )
    | source("notes", "Notes written in 2019", date="2019-03")
    | commentary(
        unit("p1", ["73C"], "Law 73C applies."), unit("p2", ["23"], "Law 23 applies."), source="notes"
    )
)


def test_an_amended_title_is_read_as_at_a_date_and_its_earlier_form_is_kept_dated(tmp_path: Path) -> None:
    mine = load(write_tree(tmp_path, FILES))
    assert mine.law_title(73) == "Communication, Tempo and Deception"  # the index gives it as amended…
    assert title_as_at(mine, "2017", 73, "en", date(2023, 12, 31)) == "Communication, Tempo and Deception"
    assert [(t.text, t.until) for t in earlier_titles(mine, "2017", 73)] == [
        ("Communication, Tempo and Deception", "2023-12-31")
    ]
    assert official_links(mine, "2017", 23)[0].url == "https://example.org/laws/23.html"


def test_commentary_written_before_an_amendment_of_its_law_is_known_to_predate_it(tmp_path: Path) -> None:
    mine = load(write_tree(tmp_path, FILES))
    units = {e.unit.id: e for e in mine.commentary}
    assert [a.amendment.id for a in predates(mine, units["p1"])] == ["made-up-2024"]
    assert predates(mine, units["p2"]) == []


def test_a_new_edition_is_a_folder_of_data(tmp_path: Path) -> None:
    moved = {"from": "2017/23C", "to": "2027/23B", "relation": "moved", "source": "news", "note": "made up"}
    files = FILES | concordance(moved)
    mine = load(write_tree(tmp_path / "draft", files | law_index(law(23, CALL, ["A", "B"]), edition="2027")))
    assert mine.editions[-1] == "2027" and mine.current_edition == "2017"  # not yet in force: a draft
    adopted = law_index(law(23, CALL, ["A", "B"]), edition="2027", in_force="2027-09")
    mine = load(write_tree(tmp_path / "adopted", files | adopted))
    assert mine.current_edition == "2027" and mine.law_numbers() == [23]
    assert edition_in_force(mine, date(2027, 8, 31)) == "2017"
    assert [e.to for e in mine.successors("2017", "23C")] == ["2027/23B"]


@pytest.mark.parametrize(
    ("path", "old", "new", "expected"),
    [
        (
            "content/sources/news.yaml",
            "{law:02d}",
            "{page}",
            "news.yaml:9:11: 'https://example.org/laws/{page}",
        ),
        ("laws/2017/amendments.yaml", 'laws: ["73"]', 'laws: ["74"]', "law 74 is not in the 2017 law index"),
        ("laws/2017/amendments.yaml", "source: news", "source: gazette", "unknown source 'gazette'"),
        ("laws/1997/index.yaml", "first: 73", "first: 23", "overlap or run backwards"),
        ("laws/2017/index.yaml", 'chapters_of: "1997"', 'chapters_of: "2007"', "the 2007 law index gives no"),
    ],
)
def test_bad_law_data_is_reported_where_it_stands(
    tmp_path: Path, path: str, old: str, new: str, expected: str
) -> None:
    root = write_tree(tmp_path, FILES)
    text = (root / path).read_text(encoding="utf-8")
    assert old in text
    (root / path).write_text(text.replace(old, new, 1), encoding="utf-8")
    problems = [str(p) for p in load_with_problems(root).problems]
    assert any(expected in p for p in problems), problems
