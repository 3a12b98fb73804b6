"""What an import reads of the project it writes into: the edition indexes and the source records.

The import itself writes nothing: it returns files, and the command writes them (see cli/imports.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path, PurePosixPath
from typing import Any

from bridgelaws.model.yamlfile import YamlError, load_yaml

from .emit import dump_yaml
from .report import ImportResult, fail


@dataclass(frozen=True)
class Project:
    """The project under `root` (None: an empty one), read only."""

    root: Path | None = None

    def read(self, relative: str) -> str | None:
        path = self.root / relative if self.root else None
        return path.read_text(encoding="utf-8") if path and path.is_file() else None

    def data(self, relative: str) -> Any:
        """The data of a YAML file of the project (None when it has none); a file that is no YAML
        the project reads stops the import, located."""
        text = self.read(relative)
        if not text:
            return None
        try:
            data = load_yaml(text)
        except YamlError as error:
            raise fail(relative, error.line, error.col, error.message) from None
        if data is not None and not isinstance(data, dict):
            raise fail(relative, 1, 1, "expected a mapping of fields (see `bridgelaws check`)")
        return data

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


def taken_source(project: Project, source_id: str, kind: str, document: str | None = None) -> str | None:
    """Why an import of `kind` (law-text, or commentary from `document`, a path under content/) may
    not write into source `source_id`, or None: a law text goes into a law-text source only; a
    commentary into a new source, its own, or one made from a Markdown commentary of the same id
    in another language (`<id>.<lang>.md` beside it)."""
    known = project.source(source_id)
    if known is None:
        return None
    path = f"content/sources/{source_id}.yaml"
    theirs, their_kind = known.get("document"), known.get("kind")
    if kind == "law-text":
        if their_kind == "law-text":
            return None
        return f"source '{source_id}' is a {their_kind} ({path}), not a law text: give another --source"
    if their_kind != "law-text":
        if theirs == document:
            return None
        if theirs and document:
            mine, other = PurePosixPath(document), PurePosixPath(str(theirs))
            sibling = re.fullmatch(rf"{re.escape(source_id)}\.[a-z]{{2}}\.md", other.name)
            if sibling and other.parent == mine.parent:
                return None
    owner = f"the source of {theirs}" if theirs else f"a {their_kind} the project has"
    return f"source '{source_id}' is {owner} ({path}): give this document a source id of its own"


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
