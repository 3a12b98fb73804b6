"""The commands that write (`import`, `new commentary`, `schema`, `index`) on careless and hostile input,
into a copy of the knowledge base: every mistake a clear message and exit 1 (2 for a bad command
line), never a traceback, and nothing written — no source record for a document with no law in it,
no commentary poured into another document's source, no file name too long for the disk, no starter
over a source that exists, no half of an import when one of its files cannot be written, an output
that cannot be written refused before the work starts. Raw HTML and links to
other schemes than http(s) and mailto are warnings at the line and column they stand at, in every text
an import reads."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaws.cli import app

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


def run(*args: str):  # type: ignore[no-untyped-def]
    return runner.invoke(app, list(args), catch_exceptions=False)


@pytest.fixture
def kb(tmp_path: Path) -> Path:
    """A copy of the knowledge base."""
    root = tmp_path / "kb"
    shutil.copytree(ROOT / "laws", root / "laws")
    shutil.copytree(ROOT / "content", root / "content")
    return root


def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def written(before: dict[str, bytes], root: Path) -> list[str]:
    after = snapshot(root)
    return sorted(name for name in set(before) | set(after) if before.get(name) != after.get(name))


MARKDOWN = """---
source: {source}
title: "Notes for the tests"
author: "A. Director"
language: en
edition: "2017"
---

## Law 27

An insufficient bid may be replaced by the lowest sufficient bid in the same denomination.
"""


@pytest.mark.parametrize(
    ("fmt", "options"),
    [("wbf-pdf-text", ["--edition", "2017"]), ("pdf-text", ["--edition", "2017", "--lang", "ru"])],
)
@pytest.mark.parametrize("text", ["", "\n\n", "Lorem ipsum dolor sit amet.\nNothing of the Laws here.\n"])
def test_a_document_with_no_law_is_an_error_and_writes_nothing(
    kb: Path, tmp_path: Path, fmt: str, options: list[str], text: str
) -> None:
    junk = tmp_path / "junk.txt"
    junk.write_text(text, encoding="utf-8")
    before = snapshot(kb)
    result = run("import", fmt, str(junk), *options, "--source", "x", "--out", str(kb))
    assert result.exit_code == 1, result.output
    assert f"{junk}:1:1: no law found: not {fmt}" in result.output
    assert written(before, kb) == [] and not (kb / "content/sources/x.yaml").exists()


def test_a_commentary_naming_another_documents_source_is_refused(kb: Path) -> None:
    document = kb / "content/originals/mine.en.md"
    document.write_text(MARKDOWN.format(source="hellenic-wiki-law27"), encoding="utf-8")
    before = snapshot(kb)
    result = run("import", "markdown", str(document), "--out", str(kb))
    assert result.exit_code == 1, result.output
    assert (
        f"{document}:2:1: front matter: source 'hellenic-wiki-law27' is the source of "
        "originals/001_1c7e3e9fd0daff77.txt (content/sources/hellenic-wiki-law27.yaml): "
        "give this document a source id of its own"
    ) in result.output.replace("\n", "")
    assert written(before, kb) == []


def test_a_law_text_into_a_commentarys_source_is_refused(kb: Path) -> None:
    laws = ROOT / "tests/importers/fixtures/wbf-pdf-text/laws-2017-en.txt"
    before = snapshot(kb)
    result = run("import", "wbf-pdf-text", str(laws), "--source", "wasiak-2019", "--out", str(kb))
    assert result.exit_code == 1
    said = "source 'wasiak-2019' is a lecture (content/sources/wasiak-2019.yaml), not a law text"
    assert said in result.output
    assert written(before, kb) == []


def test_a_commentary_imports_again_and_in_another_language(kb: Path) -> None:
    english = kb / "content/originals/notes.en.md"
    english.write_text(MARKDOWN.format(source="notes"), encoding="utf-8")
    assert run("import", "markdown", str(english), "--out", str(kb)).exit_code == 0
    assert run("import", "markdown", str(english), "--out", str(kb)).exit_code == 0  # its own source
    polish = kb / "content/originals/notes.pl.md"
    text = MARKDOWN.format(source="notes").replace("language: en", "language: pl")
    polish.write_text(text.replace("Law 27", "Przepis 27"), encoding="utf-8")
    result = run("import", "markdown", str(polish), "--out", str(kb))
    assert result.exit_code == 0, result.output
    assert (kb / "content/notes/pl.yaml").is_file() and (kb / "content/notes/en.yaml").is_file()


LONG = "a" * 300


def test_ids_too_long_for_a_file_name_are_refused(kb: Path, tmp_path: Path) -> None:
    before = snapshot(kb)
    laws = ROOT / "tests/importers/fixtures/wbf-pdf-text/laws-2017-en.txt"
    result = run("import", "wbf-pdf-text", str(laws), "--source", LONG, "--out", str(kb))
    assert result.exit_code == 2 and "--source: 'aaaa" in result.output
    assert "300 characters, at most 64" in result.output
    document = tmp_path / "long.md"
    document.write_text(MARKDOWN.format(source=LONG), encoding="utf-8")
    result = run("import", "markdown", str(document), "--out", str(kb))
    assert result.exit_code == 1 and f"{document}:2:1: front matter: 'source':" in result.output
    result = run("new", "commentary", LONG, "--root", str(kb))
    assert result.exit_code == 2 and "300 characters, at most 64" in result.output
    result = run("new", "commentary", "Notes!", "--root", str(kb))
    assert result.exit_code == 2 and "is not an id" in result.output
    heading = tmp_path / "heading.md"
    heading.write_text(
        MARKDOWN.format(source="headings") + "\n## " + "A very long heading " * 20 + "\n\nWords under it.\n"
        "\n### Example " + "9" * 80 + "\n\nWest bids.\n",
        encoding="utf-8",
    )
    result = run("import", "markdown", str(heading), "--out", str(kb))
    assert result.exit_code == 1
    assert f"{heading}:17:5: the example's id: 'ex-9999" in result.output.replace("\n", "")
    assert written(before, kb) == []


def test_a_starter_over_a_source_that_exists_is_refused(kb: Path) -> None:
    before = snapshot(kb)
    for source in ("wasiak-2019", "hellenic-wiki-law27"):
        result = run("new", "commentary", source, "--lang", "pl", "--root", str(kb))
        assert result.exit_code == 2, result.output
        assert f"source '{source}' exists" in result.output
    assert written(before, kb) == []
    result = run("new", "commentary", "fresh-notes", "--out", "/proc/fresh.md", "--root", str(kb))
    assert result.exit_code == 1 and "cannot write in /proc" in result.output


def test_an_import_that_cannot_write_one_file_writes_none(kb: Path, tmp_path: Path) -> None:
    document = kb / "content/originals/blocked.en.md"
    document.write_text(MARKDOWN.format(source="blocked"), encoding="utf-8")
    (kb / "content/blocked").write_text("a file where the source's folder goes", encoding="utf-8")
    before = snapshot(kb)
    result = run("import", "markdown", str(document), "--out", str(kb))
    assert result.exit_code == 1, result.output
    assert "nothing was written" in result.output and "is a file, not a folder" in result.output
    assert written(before, kb) == []
    out = tmp_path / "a-file"
    out.write_text("x", encoding="utf-8")
    result = run("import", "markdown", str(document), "--out", str(out))
    assert result.exit_code == 2 and "a file, not the project folder" in result.output


def test_a_broken_file_of_the_project_stops_the_import_located(kb: Path) -> None:
    (kb / "laws/2017/index.yaml").write_text("edition: '2017'\nlaws: &all []\nmore: *all\n", encoding="utf-8")
    document = kb / "content/originals/n.en.md"
    document.write_text(MARKDOWN.format(source="n"), encoding="utf-8")
    result = run("import", "markdown", str(document), "--out", str(kb))
    assert result.exit_code == 1
    assert "laws/2017/index.yaml:2:7: YAML anchors and aliases are not allowed (&all)" in result.output


HOSTILE = """---
source: hostile-notes
title: "Notes <b>bold</b>"
author: "A. [Director](javascript:alert(1))"
language: en
edition: "2017"
notes: |
  Kept for <script>x()</script> the tests.
---

## Law 27 <i>again</i>

A paragraph with [a link](javascript:alert(document.domain)) and
a second line with <span style="x">raw</span> HTML.[^1]

[^1]: A note <!-- hidden --> and [data](data:text/html,hi).

### Example 1: a title with <em>markup</em>

West bids 1NT.

**Question:** <u>What</u> now?

**Ruling:** See [this](JAVASCRIPT:void(0)).
"""


def test_raw_html_and_unsafe_links_are_warned_of_in_every_text(kb: Path) -> None:
    document = kb / "content/originals/hostile-notes.en.md"
    document.write_text(HOSTILE, encoding="utf-8")
    result = run("import", "markdown", str(document), "--out", str(kb), "--json")
    assert result.exit_code == 0, result.output
    warnings = json.loads(result.stdout)["warnings"]
    path = str(document)
    expected = [
        f"{path}:3:15: front matter: raw HTML '<b>'",
        f"{path}:4:24: front matter: link to 'javascript:alert(1'",
        f"{path}:8:12: front matter: raw HTML '<script>'",
        f"{path}:11:11: raw HTML '<i>'",
        f"{path}:13:27: link to 'javascript:alert(document.domain'",
        f"{path}:14:20: raw HTML '<span style=\"x\">'",
        f"{path}:16:14: raw HTML '<!-- hidden -->'",
        f"{path}:16:41: link to 'data:text/html,hi'",
        f"{path}:18:29: raw HTML '<em>'",
        f"{path}:22:15: raw HTML '<u>'",
        f"{path}:24:24: link to 'JAVASCRIPT:void(0'",
    ]
    for want in expected:
        assert any(w.startswith(want) for w in warnings), (want, warnings)
    assert len(warnings) == len(expected), warnings


def test_a_law_text_with_raw_html_is_warned_of_at_its_line(kb: Path, tmp_path: Path) -> None:
    text = (ROOT / "tests/importers/fixtures/wbf-pdf-text/laws-2017-en.txt").read_text(encoding="utf-8")
    first = next(i for i, line in enumerate(text.splitlines()) if line.strip().startswith("A."))
    lines = text.splitlines()
    lines[first] += " <script>alert(1)</script> [more](javascript:x)"
    laws = tmp_path / "laws.txt"
    laws.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run("import", "wbf-pdf-text", str(laws), "--out", str(kb), "--json")
    assert result.exit_code == 0, result.output
    warnings = json.loads(result.stdout)["warnings"]
    at = f"{laws}:{first + 1}:"
    assert any(w.startswith(at) and "raw HTML '<script>'" in w for w in warnings), warnings
    assert any(w.startswith(at) and "link to 'javascript:x'" in w for w in warnings), warnings


def test_outputs_that_cannot_be_written_are_refused_first(kb: Path, tmp_path: Path) -> None:
    a_file = tmp_path / "notes.txt"
    a_file.write_text("x", encoding="utf-8")
    cases = [
        (["schema", "--out", "/proc/schemas"], "cannot write in /proc"),
        (["schema", "--out", str(a_file / "schemas")], f"{a_file} is a file, not a folder"),
        (["index", "--root", str(kb), "--out", "/proc/index"], "cannot write in /proc"),
        (["index", "--root", str(kb), "--out", str(a_file)], f"{a_file} is a file, not a folder"),
    ]
    for args, message in cases:
        result = run(*args)
        assert result.exit_code == 1, (args, result.output)
        assert message in result.output.replace("\n", ""), (args, result.output)
    assert a_file.read_text(encoding="utf-8") == "x"
    result = run("schema", "--out", str(tmp_path / "schemas"))
    assert result.exit_code == 0
    assert sorted(p.name for p in (tmp_path / "schemas").iterdir()) == sorted(
        p.name for p in (ROOT / "tools/schemas").iterdir()
    )


def test_counts_and_ranges_past_what_exists_are_usage_errors() -> None:
    result = run("drill", "score", "--count", "999999999")  # would run for ever
    assert result.exit_code == 2 and "expected 1 to 1000" in result.output.replace("\n", " ")
    result = run("book", "--lang", "en", "--law", "0-999", "--out", "/tmp/never.pdf", "--root", str(ROOT))
    assert result.exit_code == 2 and "the Laws are numbered 1 to 93" in result.output


def test_a_disk_that_fills_during_an_import_leaves_the_project_as_it_was(kb: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import errno

    import bridgelaws.files

    document = kb / "content/originals/full.en.md"
    document.write_text(MARKDOWN.format(source="full"), encoding="utf-8")
    before = snapshot(kb)
    real, calls = bridgelaws.files.write_atomically, []

    def filling(path: Path, data: bytes | str) -> None:
        calls.append(path)
        if len(calls) == 2:  # the second file: the disk is full
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real(path, data)

    monkeypatch.setattr(bridgelaws.files, "write_atomically", filling)
    result = run("import", "markdown", str(document), "--out", str(kb))
    assert result.exit_code == 1, result.output
    assert "No space left on device" in result.output and "nothing was written" in result.output
    assert len(calls) == 2 and written(before, kb) == []
    assert not (kb / "content/full").exists()  # nor the folder made for it
