"""`bridgelaws book`: a book of some laws, clear errors for bad input, never a half-written PDF."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from bridgelaws.cli import app
from kbtree import commentary, law, law_index, source, unit, write_tree

from .conftest import ROOT
from .pdfcheck import Book

runner = CliRunner()

BOXED = (
    law_index(law(27, "Insufficient Bid", ["A", "B"]))
    | source()
    | commentary(unit("p01", ["27B"], "Law 27B applies; this character has no glyph in any font: \u0378."))
)


def test_a_book_of_some_laws(tmp_path: Path) -> None:
    out = tmp_path / "nested" / "ru-68.pdf"
    result = runner.invoke(
        app, ["book", "--lang", "ru", "--law", "68", "--out", str(out), "--root", str(ROOT)]
    )
    assert result.exit_code == 0, result.output
    assert f"{out}:" in result.output and "pages" in result.output
    toc = Book(out).toc()
    assert [label for label, _ in toc] == [
        "Правила 1987 года",
        "Правило 68 (1987) Претензия на взятки или уступка взяток",
        "Источники",
        "Правила 2017 года: названия",
        "Глоссарий",
    ]


def test_bad_input_is_a_usage_error_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "book.pdf"
    cases = [
        (["--lang", "xx"], "--lang 'xx'"),
        (["--lang", "en", "--law", "80-90"], "nothing in 'en' on laws 80-90"),
        (["--lang", "en", "--law", "64-61"], "runs backwards"),
        (["--lang", "en", "--source", "wasiak-2019"], "has nothing in 'en'"),
        (["--lang", "en", "--source", "nobody"], "no such source"),
    ]
    for args, message in cases:
        result = runner.invoke(app, ["book", *args, "--out", str(out), "--root", str(ROOT)])
        assert result.exit_code == 2, (args, result.output)
        assert message in result.output, (args, result.output)
        assert "Traceback" not in result.output
    result = runner.invoke(app, ["book", "--lang", "en", "--out", str(tmp_path / "book.txt")])
    assert result.exit_code == 2 and "ending in .pdf" in result.output
    assert not out.exists()


def test_a_glyph_no_font_has_fails_the_book_and_keeps_the_old_file(tmp_path: Path) -> None:
    root = write_tree(tmp_path / "kb", BOXED)
    out = tmp_path / "book.pdf"
    out.write_bytes(b"the previous book")
    result = runner.invoke(app, ["book", "--lang", "en", "--out", str(out), "--root", str(root)])
    assert result.exit_code == 1, result.output
    assert "U+0378" in result.output and ".notdef" in result.output
    assert out.read_bytes() == b"the previous book"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".book")] == []


def test_an_output_that_cannot_be_written_is_refused_before_rendering(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import bridgelaws.books

    def rendered(html: str) -> tuple[bytes, int]:
        raise AssertionError("the book was rendered before its output was checked")

    monkeypatch.setattr(bridgelaws.books, "render_pdf", rendered)
    a_file = tmp_path / "notes.txt"
    a_file.write_text("a file, not a folder", encoding="utf-8")
    cases = [
        (Path("/proc/x.pdf"), "cannot write in /proc"),
        (a_file / "book.pdf", f"{a_file} is a file, not a folder"),
        (a_file / "deeper" / "book.pdf", f"{a_file} is a file, not a folder"),
    ]
    for out, message in cases:
        args = ["book", "--lang", "ru", "--law", "68", "--out", str(out), "--root", str(ROOT)]
        result = runner.invoke(app, args)
        assert result.exit_code == 1, (out, result.output)
        assert message in result.output and "cannot write the book" in result.output, (out, result.output)
        assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert a_file.read_text(encoding="utf-8") == "a file, not a folder"
