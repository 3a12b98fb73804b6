"""What an import reads of the project it writes into: the edition indexes and the source records.

The import itself writes nothing: it returns files, and the command writes them (see cli/imports.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

import yaml

from .emit import dump_yaml
from .indexfile import IndexedLaw, new_index, update_index
from .lawbook import LawBook
from .report import ImportResult


@dataclass(frozen=True)
class Project:
    """The project under `root` (None: an empty one), read only."""

    root: Path | None = None

    def read(self, relative: str) -> str | None:
        path = self.root / relative if self.root else None
        return path.read_text(encoding="utf-8") if path and path.is_file() else None

    def data(self, relative: str) -> Any:
        text = self.read(relative)
        return yaml.load(text, Loader=yaml.CSafeLoader) if text else None

    @cached_property
    def _indexes(self) -> dict[str, Any]:
        return {}

    def index(self, edition: str) -> dict[str, Any] | None:
        """The data of `laws/<edition>/index.yaml`, if the project has it."""
        if edition not in self._indexes:
            self._indexes[edition] = self.data(f"laws/{edition}/index.yaml")
        return self._indexes[edition]

    def index_laws(self, edition: str) -> set[int] | None:
        """The law numbers of the edition when its index lists every law (outline complete), else None."""
        index = self.index(edition)
        if not index or index.get("outline", "complete") != "complete":
            return None
        return {law["number"] for law in index.get("laws", [])}

    def outlines(self, edition: str) -> dict[int, list[str]]:
        """The sections a complete index gives of each law."""
        index = self.index(edition)
        if not index or index.get("outline", "complete") != "complete":
            return {}
        return {law["number"]: list(law.get("sections") or []) for law in index.get("laws", [])}

    def source(self, source_id: str) -> dict[str, Any] | None:
        return self.data(f"content/sources/{source_id}.yaml")


def source_record(
    source_id: str, kind: str, lang: str, edition: str, origin: str, title: str
) -> dict[str, Any]:
    """A starter source record for documents the project does not hold (a federation's licensed book)."""
    return {
        "id": source_id,
        "title": title,
        "kind": kind,
        "authors": [],
        "languages": [lang],
        "edition": edition,
        "origin": origin,
        "licence": "Loaded by its licensee for its own use; copyright stays with the WBF and its translator.",
    }


def source_file(
    project: Project, record: dict[str, Any], result: ImportResult, replace: bool = False
) -> dict[str, str]:
    """`content/sources/<id>.yaml`. When the project has it: `replace` writes `record` (its languages
    joined to the record's), else it stays as it is, only a language it lacks added."""
    path = f"content/sources/{record['id']}.yaml"
    known = project.source(record["id"])
    if known is None:
        return {path: dump_yaml(record, "source")}
    languages = [
        *known.get("languages", []),
        *(x for x in record["languages"] if x not in known.get("languages", [])),
    ]
    if replace:
        return {path: dump_yaml({**record, "languages": languages}, "source")}
    if known.get("edition") != record["edition"]:
        result.warn(
            path,
            1,
            1,
            f"source {record['id']} is on the {known.get('edition')} Laws, the import on {record['edition']}",
        )
    letters = record.get("section_letters", "lookalike")
    if known.get("section_letters", "lookalike") != letters:
        result.warn(
            path,
            1,
            1,
            f"source {record['id']} reads Cyrillic section letters as {letters}: set section_letters",
        )
    if languages == known.get("languages", []):
        return {}
    return {path: dump_yaml({**known, "languages": languages}, "source")}


def finish_laws(book: LawBook, project: Project, source: str, record: dict[str, Any] | None) -> None:
    """The files of the laws a book holds: law texts, definitions, the source record, the edition's
    index (titles and outlines added); counts and the index's sections the texts lack."""
    result = book.result
    book.missing()
    book.count()
    book.outline_check(project.outlines(book.edition))
    result.files.update(book.files(source))
    if record is not None:
        result.files.update(source_file(project, record, result))
    laws = [
        IndexedLaw(law.number, law.title, tuple(unit.id for unit in law.units()))
        for law in book.laws.values()
    ]
    if not laws:
        return
    path = f"laws/{book.edition}/index.yaml"
    text = project.read(path)
    if text is None:
        result.files[path] = new_index(book.edition, book.lang, laws, source)
        return
    updated, left = update_index(text, book.lang, laws, source)
    for line, message in left:
        result.warn(path, line, 1, message)
    result.files[path] = updated
