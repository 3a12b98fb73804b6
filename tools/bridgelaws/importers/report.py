"""What an import gives back: the files it made, what it counted, and every located warning.

An import never drops text silently: what it could not place is listed (`unplaced`), each with the
file, line and column it stands at and the words it holds; what it had to guess is a warning. A
document it cannot read at all raises `ImportFailure` with located problems, and nothing is written.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from bridgelaws.model.problems import Problem
from bridgelaws.model.yamlfile import load_yaml

COUNTED = ("laws", "sections", "footnotes", "refs", "definitions", "units", "examples")


@dataclass(frozen=True)
class Document:
    """One input document: `path` as messages show it, `name` its file name (a seed is known by it)."""

    path: str
    name: str
    text: str


@dataclass(frozen=True)
class Options:
    """What the command line says about the documents; None where the format or the document decides."""

    edition: str | None = None
    lang: str | None = None
    source: str | None = None


@dataclass
class ImportResult:
    """Files (path under the project root → YAML text), counts, warnings and the text not placed."""

    files: dict[str, str] = field(default_factory=dict)
    counts: Counter[str] = field(default_factory=Counter)
    warnings: list[Problem] = field(default_factory=list)
    unplaced: list[Problem] = field(default_factory=list)

    def warn(self, path: str, line: int, col: int, message: str) -> None:
        self.warnings.append(Problem(path, line, col, message))

    def not_placed(self, path: str, line: int, col: int, text: str, why: str) -> None:
        """Record text the import could not put anywhere, with why."""
        self.unplaced.append(Problem(path, line, col, f"{why}: {_shorten(text)!r}"))

    def merge(self, other: ImportResult) -> None:
        self.files.update(other.files)
        self.counts.update(other.counts)
        self.warnings.extend(other.warnings)
        self.unplaced.extend(other.unplaced)

    def summary(self) -> dict[str, object]:
        """The report as data: counts (every counted kind, 0 included), warnings and what was not placed."""
        return {
            "counts": {name: self.counts.get(name, 0) for name in COUNTED},
            "warnings": [str(w) for w in sorted(self.warnings)],
            "unplaced": [str(u) for u in sorted(self.unplaced)],
        }


def counted(files: dict[str, str]) -> ImportResult:
    """A result holding `files`, with the commentary units and the examples among them counted."""
    result = ImportResult(files=dict(files))
    for path, text in files.items():
        if "/examples/" in path:
            result.counts["examples"] += 1
        elif path.startswith("content/") and not path.startswith("content/sources/"):
            result.counts["units"] += len((load_yaml(text) or {}).get("units", []))
    return result


class ImportFailure(Exception):
    """A document the format cannot read: every problem located; nothing is written."""

    def __init__(self, problems: list[Problem]):
        self.problems = sorted(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


def fail(path: str, line: int, col: int, message: str) -> ImportFailure:
    return ImportFailure([Problem(path, line, col, message)])


def _shorten(text: str, limit: int = 90) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
