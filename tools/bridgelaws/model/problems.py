"""Located problems: every complaint about content names `path:line:col`."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong with one place of one file."""

    path: str
    line: int
    col: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.col}: {self.message}"


class KnowledgeBaseError(Exception):
    """Raised by `load` when the content has problems; carries all of them."""

    def __init__(self, problems: list[Problem]):
        self.problems = sorted(problems)
        super().__init__("\n".join(str(p) for p in self.problems))
