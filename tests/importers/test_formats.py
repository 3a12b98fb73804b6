"""Each format imports documents written for the tests in its layout to the expected YAML (compared
whole, with the report: counts, located warnings, what was not placed); ten laws in each layout come in
with every section; what real documents get wrong is a located warning, never a silent drop."""

from __future__ import annotations

import difflib
import re

import pytest

from bridgelaws.importers import FORMATS, ImportFailure, Options, Project, run_import

from .conftest import CASES, TEN_LAWS, documents, expected, import_case

# The ten laws of every layout's fixture, section by section (the same laws in the four languages).
OUTLINES = {
    1: ["A", "B", "C"],
    3: [],
    4: [],
    5: ["A", "B"],
    7: ["A", "B", "B1", "B2", "B3", "C", "D"],
    13: ["A", "B", "C", "D", "E", "F"],
    16: [
        "A", "A1", "A1(a)", "A1(b)", "A1(c)", "A1(d)", "A2", "A3", "B", "B1", "B1(a)", "B1(a)(i)",
        "B1(a)(ii)", "B1(b)", "B2", "B3", "C", "C1", "C2", "D", "D1", "D2",
    ],
    23: ["A", "A1", "A2", "A3", "B", "C"],
    25: ["A", "B"],
    82: ["A", "B", "B1", "B2", "B3", "C"],
}  # fmt: skip
FOOTNOTED = {"13D", "16B1(a)(i)", "23A3"}  # the units with a footnote in every layout


def _units(sections: list[dict]) -> list[dict]:
    return [u for s in sections for u in [s, *_units(s.get("children", []))]]


@pytest.mark.parametrize("case", list(CASES))
def test_a_fixture_imports_to_the_expected_files_and_report(case: str) -> None:
    result = import_case(case)
    files, report = expected(case, result)
    assert sorted(result.files) == sorted(files)
    for path, text in files.items():
        got = result.files[path]
        diff = "\n".join(difflib.unified_diff(text.splitlines(), got.splitlines(), lineterm=""))
        assert result.files[path] == text, f"{path} differs from the expected file:\n{diff}"
    assert result.summary() == report


@pytest.mark.parametrize("case", TEN_LAWS)
def test_ten_laws_come_in_with_every_section(case: str) -> None:
    import yaml

    result = import_case(case)
    laws = {
        data["law"]: data
        for path, text in result.files.items()
        if "/law-" in path and (data := yaml.safe_load(text))
    }
    assert sorted(laws) == sorted(OUTLINES)
    assert result.counts["laws"] == 10 and result.counts["sections"] == sum(map(len, OUTLINES.values()))
    for number, law in laws.items():
        units = _units(law["sections"])
        assert [u["id"] for u in units] == OUTLINES[number], number
        assert all(u.get("text") or u.get("children") for u in units), number  # no empty unit
        noted = {f"{number}{u['id']}" for u in units if u.get("footnotes")}
        # the WBF book has one more: its mark in a sentence that goes on over the page
        footnoted = FOOTNOTED | ({"16B2"} if case.startswith("wbf") else set())
        assert noted == {ref for ref in footnoted if re.match(rf"{number}[A-Z]", ref)}
    assert laws[3].get("text") and laws[4].get("text")  # laws without sections keep their words
    trouble = ("missing:", "out of order", "unknown law", "continues here", "given twice", "kept as text")
    assert not [str(w) for w in result.warnings if any(t in str(w) for t in trouble)]
    assert result.unplaced == [] or case.startswith("wbf")  # the WBF book's title page and chapters


@pytest.mark.parametrize("fmt", ["wbf-pdf-text", "pzbs-pages", "dokuwiki", "pdf-text"])
def test_what_real_documents_get_wrong_is_a_located_warning(fmt: str) -> None:
    case = next(c for c in CASES if c.startswith(f"{fmt}/broken"))
    result = import_case(case)
    warnings = [str(w) for w in result.warnings]

    def warned(fragment: str) -> str:
        found = [w for w in warnings if fragment in w]
        assert found, f"no warning with {fragment!r}: {warnings}"
        path, line, col, _ = found[0].split(":", 3)
        assert path.startswith("tests/importers/fixtures/") and int(line) > 0 and int(col) > 0
        return found[0]

    warned("continues here")  # Law 16 split over pages
    warned("at the end of a line" if fmt != "pzbs-pages" else "alone on its line")  # a section letter
    warned("item 2 of 7B missing")
    warned("numbering out of order")
    unknown = warned("unknown law number")
    number = unknown.split("Law ")[1].split(":")[0]
    dropped = [str(u) for u in result.unplaced if f"in Law {number}, an unknown law number" in str(u)]
    assert len(dropped) == 2  # its section heading and its paragraph, each located
    assert result.counts["laws"] == 3  # 7, 16 (both parts joined) and 23; the unknown one not among them


def test_every_format_is_listed_with_a_line() -> None:
    assert list(FORMATS) == ["pzbs-pages", "wbf-pdf-text", "dokuwiki", "pdf-text", "markdown"]
    assert all(f.summary and "\n" not in f.summary for f in FORMATS.values())


def test_a_document_of_another_layout_is_a_located_error() -> None:
    wiki = documents("dokuwiki", "laws-2017-el")[:1]
    with pytest.raises(ImportFailure) as failure:
        run_import("pzbs-pages", wiki, Options(edition="2017"), Project())
    (problem,) = failure.value.problems
    assert problem.line == 1 and "not a law page" in problem.message


def test_a_law_text_needs_its_edition() -> None:
    with pytest.raises(ImportFailure) as failure:
        run_import("dokuwiki", documents("dokuwiki", "laws-2017-el"), Options(), Project())
    assert "give --edition" in failure.value.problems[0].message
