"""A commentary written in Markdown: the starter of `bridgelaws new commentary` imports cleanly in every
language, checks, and its examples run; a commentary with two laws and an example with a deal comes in
as units and an executable example; every mistake is an error at the Markdown file's line and column."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from bridgelaws import load_with_problems
from bridgelaws.bridge.claims import run_example
from bridgelaws.cli import app
from bridgelaws.importers import ImportFailure, Options, Project, run_import
from bridgelaws.model import Citation
from bridgelaws.refs import LawRef
from bridgelaws.site.glossary import Glossary
from bridgelaws.site.links import CitationLink
from bridgelaws.site.text import TextRenderer

from .conftest import FIXTURES, ROOT, documents, import_case

runner = CliRunner()


def run(*args: str):  # type: ignore[no-untyped-def]
    return runner.invoke(app, list(args), catch_exceptions=False)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A project holding the law indexes only, with the sources their chapters cite."""
    cited = set()
    for index in (ROOT / "laws").glob("*/index.yaml"):
        target = tmp_path / index.relative_to(ROOT)
        target.parent.mkdir(parents=True)
        shutil.copy(index, target)
        chapters = yaml.safe_load(index.read_text(encoding="utf-8")).get("chapters", [])
        cited |= {chapter["source"] for chapter in chapters}
    (tmp_path / "content/sources").mkdir(parents=True)
    for source in cited:
        shutil.copy(ROOT / f"content/sources/{source}.yaml", tmp_path / f"content/sources/{source}.yaml")
    return tmp_path


@pytest.mark.parametrize("lang", ["en", "pl", "el", "ru"])
def test_the_starter_imports_cleanly_checks_and_its_examples_run(project: Path, lang: str) -> None:
    made = run("new", "commentary", f"notes-{lang}", "--lang", lang, "--root", str(project))
    assert made.exit_code == 0, made.output
    starter = project / "content" / "originals" / f"notes-{lang}.{lang}.md"
    text = starter.read_text(encoding="utf-8")
    for construct in ("---\nsource:", "## ", "### ", "```expect", "[^1]:", "**", "[Deal "):
        assert construct in text, construct
    imported = run("import", "markdown", str(starter), "--out", str(project), "--json")
    assert imported.exit_code == 0, imported.output
    report = json.loads(imported.stdout)
    assert report["warnings"] == [] and report["unplaced"] == []
    assert report["counts"]["examples"] == 2 and report["counts"]["units"] >= 4
    result = load_with_problems(project)
    assert result.problems == []
    units = [e.unit for e in result.kb.commentary if e.source == f"notes-{lang}"]
    assert {u.laws[0] for u in units if u.laws} == {"27", "16B"}  # two laws, as the headings name them
    assert any(u.footnotes for u in units)
    examples = [e.example for e in result.kb.examples if e.example.source == f"notes-{lang}"]
    assert [e.id for e in examples] == ["ex-1", "ex-2"]
    first = examples[0]
    assert first.deal and first.auction and first.expect["contract"] == "3D" and first.question
    for example in examples:
        outcome = run_example(example.model_dump(by_alias=True, exclude_none=True))
        assert outcome.ok, outcome.failures
    source = result.kb.sources[f"notes-{lang}"]
    assert source.document == f"originals/notes-{lang}.{lang}.md" and source.languages == [lang]
    again = run("new", "commentary", f"notes-{lang}", "--lang", lang, "--root", str(project))
    assert again.exit_code == 2  # never over a document already written


def test_two_laws_and_an_example_with_a_deal(project: Path) -> None:
    files = import_case("markdown/notes-2017-pl").files
    units = yaml.safe_load(files["content/notatki-sedziowskie/pl.yaml"])["units"]
    assert [u["id"] for u in units] == ["intro-1", "law-27-1", "law-27-2", "ex-7", "law-45-1", "law-45-2"]
    assert units[1]["heading"] == "Przepis 27" and units[1]["laws"] == ["27", "27B1(a)"]
    assert units[2]["footnotes"] == [
        {"mark": "¹", "text": "Zapowiedź porównywalna ma podobne znaczenie albo węższe."}
    ]
    assert units[3] == {"id": "ex-7", "example": "ex-7"}
    assert units[5]["text"].startswith("- nazwanie karty")  # a list stays a Markdown list
    example = yaml.safe_load(files["content/notatki-sedziowskie/examples/ex-7.pl.yaml"])
    assert example["deal"]["hands"]["N"] == {
        "S": "KQ2",
        "H": "J98",
        "D": "AQ964",
        "C": "72",
    }  # Polish letters read
    assert (example["deal"]["dealer"], example["deal"]["vulnerable"]) == ("E", "all")
    assert example["expect"] == {
        "contract": "2C", "declarer": "S", "insufficient_bids": [{"call": "1C", "lowest_sufficient": "2C"}],
    }  # fmt: skip
    for path, text in files.items():
        (project / path).parent.mkdir(parents=True, exist_ok=True)
        (project / path).write_text(text, encoding="utf-8")
    assert load_with_problems(project).problems == []
    assert run_example(example).ok


SHORTHAND = """---
source: td-shorthand
title: "Notes in directors' shorthand"
author: "A tournament director (written for the tests)"
date: "2025-01"
language: en
edition: "2017"
---

## Law 12

When the outcome is in real doubt the TD may give a weighted score under L12C1(c); otherwise
L12C1(e) gives each side one result. Board 7, table 3A, round L1: NS +620.

## Law 27

Replaced by the lowest sufficient bid in the same denomination: Law 27 B 1 (a)/(b) let the
auction go on; otherwise Law 27.B.2 has partner pass whenever it is his turn.
"""


def test_directors_shorthand_in_a_markdown_commentary_is_cited_and_linked(project: Path) -> None:
    """"L12C1(c)", "Law 27 B 1 (a)/(b)" in a commentary written in Markdown: the units list those sections
    in their YAML, the loaded knowledge base resolves them, and the text the site renders links them;
    the board, table and round numbers stay text."""
    path = project / "notes.md"
    path.write_text(SHORTHAND, encoding="utf-8")
    imported = run("import", "markdown", str(path), "--out", str(project), "--json")
    assert imported.exit_code == 0, imported.output
    written = (project / "content" / "td-shorthand" / "en.yaml").read_text(encoding="utf-8")
    units = yaml.safe_load(written)["units"]
    assert [u["laws"] for u in units] == [["12", "12C1(c)", "12C1(e)"], ["27", "27B1(a)", "27B1(b)", "27B2"]]
    result = load_with_problems(project)
    assert result.problems == []
    cited = [
        (c.text, c.ref, c.edition, c.target)
        for c in result.kb.citations
        if c.passage.startswith("commentary/td-shorthand/") and c.field == "text"
    ]
    assert cited == [
        ("L12C1(c)", "12C1(c)", "2017", "12C1(c)"),
        ("L12C1(e)", "12C1(e)", "2017", "12C1(e)"),
        ("Law 27 B 1 (a)", "27B1(a)", "2017", "27B1(a)"),
        ("(b)", "27B1(b)", "2017", "27B1(b)"),
        ("Law 27.B.2", "27B2", "2017", "27B2"),
    ]
    unit = next(e.unit for e in result.kb.commentary if e.source == "td-shorthand" and "L12C1" in e.unit.text)
    citations = [c for c in result.kb.citations if c.passage.endswith(unit.id) and c.field == "text"]

    def link(citation: Citation) -> CitationLink:
        law = LawRef.parse(citation.target or "")
        return CitationLink(f"../../laws/{law.law}/#{law.anchor}")

    page = TextRenderer(Glossary([])).render(unit.text, "en", citations, link)  # as the site renders it
    assert '<a href="../../laws/12/#C1c">L12C1(c)</a>' in page
    assert '<a href="../../laws/12/#C1e">L12C1(e)</a>' in page
    assert "table 3A, round L1" in page and page.count("<a ") == 2


def test_every_mistake_is_an_error_at_its_line_and_column() -> None:
    with pytest.raises(ImportFailure) as failure:
        run_import("markdown", documents("markdown", "broken.md"), Options(), Project(ROOT))
    found = [(p.line, p.col, p.message) for p in failure.value.problems]
    expected = [
        (8, 4, "Law 95 is not a law of the Laws"),
        (12, 4, "27Z is not in the index of the 2017 Laws"),
        (19, 1, "duplicate card ♠A"),
        (19, 1, "North has 14 cards"),
        (27, 1, "invalid bid 8S"),
        (31, 1, "footnote [^9] in an example"),
    ]
    assert len(found) == len(expected)
    for (line, col, message), (want_line, want_col, fragment) in zip(found, expected, strict=True):
        assert (line, col) == (want_line, want_col) and fragment in message, (line, col, message)
    assert all(p.path == "tests/importers/fixtures/markdown/broken.md" for p in failure.value.problems)


def test_front_matter_mistakes_are_located(tmp_path: Path) -> None:
    path = tmp_path / "notes.md"
    path.write_text('---\nsource: Bad Id\ntitle: x\nlanguage: de\nedition: "17"\nwho: me\n---\n\nText.\n')
    result = run("import", "markdown", str(path), "--out", str(tmp_path))
    assert result.exit_code == 1 and not (tmp_path / "content").exists()  # nothing written
    lines = result.stderr.strip().splitlines()
    assert [line.split(": ")[0] for line in lines] == [f"{path}:{n}:1" for n in (2, 4, 5, 6)]
    assert "unknown field 'who'" in lines[-1]
    path.write_text("No front matter.\n")
    assert "expected a front matter" in run("import", "markdown", str(path), "--out", str(tmp_path)).stderr


def test_import_list_names_the_formats() -> None:
    result = run("import", "--list")
    assert result.exit_code == 0
    names = [line.split()[0] for line in result.stdout.splitlines() if line.strip()]
    assert names == ["pzbs-pages", "wbf-pdf-text", "dokuwiki", "pdf-text", "markdown"]
    assert "seeds: 002_556fb25a0679e7c6.txt, 004_f20df6337c9c3b86.txt" in result.stdout


def test_a_seed_named_alone_is_imported_by_its_format(tmp_path: Path) -> None:
    seed = ROOT / "content/originals/003_2747d81c6edd38d3.txt"
    result = json.loads(run("import", str(seed), "--out", str(tmp_path), "--json").stdout)
    assert result["format"] == "pdf-text" and result["counts"]["units"] >= 40
    wrong = run("import", "dokuwiki", str(seed), "--out", str(tmp_path))
    assert wrong.exit_code == 1 and "is a pdf-text document, not dokuwiki" in wrong.stderr


def test_fixture_documents_are_made_up() -> None:
    """The fixtures are the project's own writing: each says so or carries invented rules."""
    wbf = (FIXTURES / "wbf-pdf-text/laws-2017-en.txt").read_text(encoding="utf-8")
    assert "Made-up text in the layout of the WBF Laws" in wbf and "The rules that follow are invented" in wbf


def test_pbn_tag_lines_are_read_with_or_without_a_fence_and_the_ignored_ones_reported() -> None:
    """[Deal], [Dealer], [Vulnerable], [Auction] (with AP and notes) make the example's cards whether a
    fence holds them or not; every other tag, and tags outside an example, are reported at their place."""
    (doc,) = documents("markdown", "pbn-tags.md")
    result = run_import("markdown", [doc], Options(), Project(ROOT))
    lines = doc.text.split("\n")

    def at(fragment: str) -> tuple[int, int]:
        number = next(i for i, line in enumerate(lines, 1) if fragment in line)
        return number, lines[number - 1].index("[") + 1

    first = yaml.safe_load(result.files["content/pbn-notes/examples/ex-1.en.yaml"])
    assert first["deal"]["dealer"] == "E" and first["deal"]["vulnerable"] == "none"
    assert first["deal"]["hands"]["N"] == {"S": "AKQJ", "H": "T98", "D": "765", "C": "432"}
    assert first["auction"]["dealer"] == "E"
    assert first["auction"]["calls"][0] == {"call": "1C", "alert": True, "note": "could be short"}
    assert first["auction"]["calls"][1:] == ["Pass", "1NT", "Pass", "Pass", "Pass"]  # AP: three passes
    assert (first["expect"]["contract"], first["expect"]["declarer"]) == ("1NT", "W")
    assert (
        "[Deal" not in first["narrative"] and "[Event" not in first["narrative"]
    )  # not folded into the text
    second = yaml.safe_load(result.files["content/pbn-notes/examples/ex-2.en.yaml"])
    assert (second["deal"]["dealer"], second["deal"]["vulnerable"]) == ("S", "ns")
    assert (second["expect"]["contract"], second["expect"]["declarer"]) == ("2S", "S")
    warnings = [(w.path, w.line, w.col, w.message) for w in result.warnings]
    assert warnings == [
        (doc.path, *at('[Event "A deal'), "PBN tags outside an example are ignored (a deal belongs under "
         "'### Example')"),
        (doc.path, *at('[Event "Club'), "PBN tag [Event] ignored: the importer reads Deal, Dealer, "
         "Vulnerable, Auction and Note; the example's claims go in an ```expect block"),
        (doc.path, *at('[Board "5"]'), "PBN tag [Board] ignored: the importer reads Deal, Dealer, "
         "Vulnerable, Auction and Note; the example's claims go in an ```expect block"),
        (doc.path, *at('[Play "W"]'), "PBN tag [Play] ignored: the importer reads Deal, Dealer, "
         "Vulnerable, Auction and Note; the example's claims go in an ```expect block"),
    ]  # fmt: skip
    for data in (first, second):
        assert run_example(data).ok


def test_a_bad_pbn_auction_is_an_error_at_its_line() -> None:
    (doc,) = documents("markdown", "pbn-tags.md")
    broken = doc.text.replace("1C =1= Pass 1NT AP", "1C =2= Pass 1NT AP")
    with pytest.raises(ImportFailure) as failure:
        run_import("markdown", [replace(doc, text=broken)], Options(), Project(ROOT))
    (problem,) = failure.value.problems
    line = broken.split("\n").index("1C =2= Pass 1NT AP") + 1
    assert (problem.line, problem.col) == (line, 1) and "note reference =2= without" in problem.message


def test_greek_vulnerability_words_are_read_as_people_type_them() -> None:
    """"Κανείς" ends in a final sigma that case-folding turns into σ: it is read, accented or not, as is
    "Όλοι"; the same words the Hellenic wiki's diagrams print."""
    (doc,) = documents("markdown", "pbn-tags.md")
    for printed, meant in (("Κανείς", "none"), ("κανεις", "none"), ("Όλοι", "all"), ("ΒΝ", "ns")):
        text = doc.text.replace('[Vulnerable "None"]', f'[Vulnerable "{printed}"]', 1)
        assert text != doc.text
        result = run_import("markdown", [replace(doc, text=text)], Options(), Project(ROOT))
        examples = [yaml.safe_load(t) for p, t in sorted(result.files.items()) if "/examples/" in p]
        assert examples[0]["deal"]["vulnerable"] == meant, printed
