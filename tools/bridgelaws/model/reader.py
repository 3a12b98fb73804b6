"""Reading the files of a knowledge base: each parsed, validated into its schema and (an example) checked
by the bridge engine, its problems collected with their path, line and column.

A process that loads again (the site under `serve`, the watcher) re-parses only the files whose bytes
changed: each file's parse, validation and engine check is kept by its path and content digest
(`_ParseCache`). Linking and the checks across files read what a `Reader` gathered.
"""

from __future__ import annotations

import hashlib
import os
import time
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel

from .entries import Located
from .problems import Problem
from .validate import validate
from .yamlfile import YamlDocument, read_yaml


@dataclass(frozen=True)
class _Parsed:
    """What one file's bytes gave: its document and record (None when invalid) and their problems."""

    doc: YamlDocument | None
    record: BaseModel | None
    problems: tuple[Problem, ...]


class _ParseCache:
    """Each file's `_Parsed`, by (path, schema) as strings, kept while its bytes are the same. A load
    keeps only the files it read, so deleted files are forgotten. With `keep_good` (under `bridgelaws
    serve`), a file that stops parsing or validating keeps its last good record, its new problems
    reported with it.

    A file whose size, modification time and inode are those it had when read is not read again, as
    git trusts its index: unless it was modified less than `RACY` seconds before it was read (a second
    write within the file system's clock tick would keep its time), then its bytes are compared."""

    RACY = 2.0

    def __init__(self) -> None:
        self.entries: dict[tuple[str, str], tuple[tuple[int, int, int] | None, str, _Parsed]] = {}
        self.good: dict[tuple[str, str], _Parsed] = {}
        self.keep_good = False

    def parse(self, path: Path, shown: str, model: type[BaseModel], check: bool) -> _Parsed:
        key = (str(path), model.__name__)
        kept = self.entries.get(key)
        stat = os.stat(key[0])
        signature = (stat.st_size, stat.st_mtime_ns, stat.st_ino)
        if kept is not None and kept[0] == signature:
            parsed = kept[2]
        else:
            data = path.read_bytes()
            digest = hashlib.blake2b(data + shown.encode(), digest_size=16).hexdigest()
            if kept is not None and kept[1] == digest:
                parsed = kept[2]
            else:
                parsed = _parse(path, shown, model, check)
                if self.keep_good and parsed.record is None and key in self.good:
                    last = self.good[key]
                    parsed = _Parsed(last.doc, last.record, parsed.problems)
            settled = time.time() - stat.st_mtime_ns / 1e9 > self.RACY
            self.entries[key] = (signature if settled else None, digest, parsed)
        if self.keep_good and parsed.record is not None:
            self.good[key] = parsed
        return parsed

    def keep_only(self, used: set[tuple[str, str]]) -> None:
        self.entries = {key: value for key, value in self.entries.items() if key in used}
        self.good = {key: value for key, value in self.good.items() if key in used}


_CACHE = _ParseCache()


def keep_last_good(keep: bool = True) -> None:
    """Keep the last good version of a file that stops parsing or validating, for the loads of this
    process (`bridgelaws serve`: a broken save leaves the site as it was; its problems are reported)."""
    _CACHE.keep_good = keep
    if not keep:
        _CACHE.good = {}


def keeping_last_good() -> bool:
    """Whether this process keeps the last good version of a broken file (see `keep_last_good`)."""
    return _CACHE.keep_good


def _parse(path: Path, shown: str, model: type[BaseModel], check: bool) -> _Parsed:
    doc, problems = read_yaml(path, shown)
    if doc is None:
        return _Parsed(None, None, tuple(problems))
    record, invalid = validate(doc, model)
    problems.extend(invalid)
    if check and record is not None:
        problems.extend(_example_problems(doc))
    return _Parsed(doc, record, tuple(problems))


class Reader:
    """Reads files under the root, validating each into its schema and collecting problems."""

    def __init__(self, root: Path):
        self.root = root
        self.problems: list[Problem] = []
        self.documents: dict[str, YamlDocument] = {}
        self.used: set[tuple[str, str]] = set()
        self._under = f"{root}{os.sep}"  # a path under the root begins so (strings: thousands a load)

    def display(self, path: Path) -> str:
        """`path` relative to the root, with slashes ("content/wasiak-2019/law-27.yaml")."""
        full = str(path)
        if full.startswith(self._under):
            return full[len(self._under) :].replace(os.sep, "/")
        return path.relative_to(self.root).as_posix()

    def read(
        self, path: Path, model: type[BaseModel], check: bool = False
    ) -> tuple[BaseModel | None, YamlDocument | None]:
        """The file's record and document (None, None when it does not parse); `check` runs the bridge
        engine's checks on an example."""
        shown = self.display(path)
        self.used.add((str(path), model.__name__))
        parsed = _CACHE.parse(path, shown, model, check)
        self.problems.extend(parsed.problems)
        if parsed.doc is None:
            return None, None
        self.documents[shown] = parsed.doc
        return parsed.record, parsed.doc

    def complain(self, doc: YamlDocument, loc: tuple[str | int, ...], message: str) -> None:
        self.problems.append(doc.problem(loc, message))

    def located(self, doc: YamlDocument, loc: tuple[str | int, ...]) -> Located:
        line, col = doc.where(loc)
        return Located(doc.path, line, col, loc)

    def forget_unread(self) -> None:
        """Forget the parses of the files this load did not read (deleted or moved since)."""
        _CACHE.keep_only(self.used)


def _example_problems(doc: YamlDocument) -> list[Problem]:
    """Cards, calls, play and claims are the bridge engine's to judge."""
    from bridgelaws.bridge.claims import validate_example

    return [doc.problem(tuple(loc), message) for loc, message in validate_example(doc.data)]
