"""The importer's fixtures: documents written for the tests in each layout, and what they import to."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import yaml

from bridgelaws.importers import Document, ImportResult, Options, Project, run_import

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).parent / "fixtures"
PROJECT = FIXTURES / "project"  # a small project to import into (its 2017 index)
REGENERATE = os.environ.get("BRIDGELAWS_REGENERATE") == "1"  # rewrite the expected files (then review them)

# case → (format, documents under fixtures/<format>/, options)
CASES = {
    "wbf-pdf-text/laws-2017-en": ("wbf-pdf-text", "laws-2017-en.txt", Options()),
    "wbf-pdf-text/broken-2017-en": ("wbf-pdf-text", "broken-2017-en.txt", Options()),
    "pzbs-pages/laws-2017-pl": ("pzbs-pages", "laws-2017-pl", Options(edition="2017")),
    "pzbs-pages/broken-2017-pl": ("pzbs-pages", "broken-2017-pl", Options(edition="2017")),
    "dokuwiki/laws-2017-el": ("dokuwiki", "laws-2017-el", Options(edition="2017")),
    "dokuwiki/broken-2017-el": ("dokuwiki", "broken-2017-el", Options(edition="2017")),
    "pdf-text/laws-2017-ru": ("pdf-text", "laws-2017-ru.txt", Options(edition="2017")),
    "pdf-text/broken-2017-ru": ("pdf-text", "broken-2017-ru.txt", Options(edition="2017")),
    "markdown/notes-2017-pl": ("markdown", "notes-2017-pl.md", Options()),
}
TEN_LAWS = [case for case in CASES if "/laws-" in case]


def documents(fmt: str, name: str) -> list[Document]:
    """The documents of a fixture (a folder gives its files in order), paths relative to the repository."""
    path = FIXTURES / fmt / name
    paths = sorted(p for p in path.iterdir() if p.is_file()) if path.is_dir() else [path]
    return [Document(str(p.relative_to(ROOT)), p.name, p.read_text(encoding="utf-8")) for p in paths]


def import_case(case: str) -> ImportResult:
    """A case imported into the small project (a commentary: into this one, whose index it cites)."""
    fmt, name, options = CASES[case]
    return run_import(fmt, documents(fmt, name), options, Project(ROOT if fmt == "markdown" else PROJECT))


def expected_folder(case: str) -> Path:
    fmt, name = case.split("/", 1)
    return FIXTURES / fmt / "expected" / name


def expected(case: str, result: ImportResult) -> tuple[dict[str, str], dict]:
    """The files and the report a case must give (written from `result` when regenerating)."""
    folder = expected_folder(case)
    if REGENERATE:
        shutil.rmtree(folder, ignore_errors=True)
        for relative, text in result.files.items():
            (folder / relative).parent.mkdir(parents=True, exist_ok=True)
            (folder / relative).write_text(text, encoding="utf-8")
        report = yaml.safe_dump(result.summary(), allow_unicode=True, sort_keys=False, width=1000)
        (folder / "report.yaml").write_text(report, encoding="utf-8")
    files = {
        p.relative_to(folder).as_posix(): p.read_text(encoding="utf-8")
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name != "report.yaml"
    }
    return files, yaml.safe_load((folder / "report.yaml").read_text(encoding="utf-8"))
