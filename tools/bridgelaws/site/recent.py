"""Recent additions for the home page: the files of the knowledge base changed last.

A file's time is its last commit (one `git log` for the whole tree); a file git does not know
yet, or one changed since, counts with its modification time. Without git, modification times.
"""

from __future__ import annotations

import os
import stat
import subprocess
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bridgelaws.kept import Last
from bridgelaws.model import KnowledgeBase

from .pages import SiteMap, example_path, source_path

LIMIT = 8


def _git_times(root: Path) -> tuple[dict[str, int], set[str]]:
    """Last commit time of every file under laws/ and content/, and the files changed since."""
    try:
        log = subprocess.run(
            ["git", "-C", str(root), "log", "--format=%x00%ct", "--name-only", "--", "laws", "content"],
            capture_output=True,
            text=True,
            timeout=10,
            check=True,
        ).stdout
        status = subprocess.run(
            [
                "git",
                "-C",
                str(root),
                "status",
                "--porcelain",
                "--untracked-files=all",
                "--",
                "laws",
                "content",
            ],
            capture_output=True,
            text=True,
            timeout=10,
            check=True,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return {}, set()
    times: dict[str, int] = {}
    for chunk in log.split("\x00")[1:]:
        lines = chunk.strip().splitlines()
        if not lines:
            continue
        when = int(lines[0])
        for name in lines[1:]:
            times.setdefault(name.strip(), when)
    changed = {line[3:].strip() for line in status.splitlines() if len(line) > 3}
    return times, changed


def file_times(kb: KnowledgeBase) -> dict[str, float]:
    """When each file of the knowledge base last changed (seconds since the epoch)."""
    root = Path(kb.root)
    paths = {e.at.path for e in (*kb.law_texts, *kb.commentary, *kb.examples)}
    committed, changed = _git_times(root)
    times = {}
    for path in paths:
        if path in committed and path not in changed:
            times[path] = float(committed[path])
            continue
        try:  # os.stat, not pathlib: thousands of files at every build under `serve`
            found = os.stat(os.path.join(kb.root, path))
        except OSError:
            continue
        if stat.S_ISREG(found.st_mode):
            times[path] = found.st_mtime
    return times


def _same_build(a: tuple[KnowledgeBase, SiteMap, int], b: tuple[KnowledgeBase, SiteMap, int]) -> bool:
    return a[0] is b[0] and a[1] is b[1] and a[2] == b[2]


_FOUND: Last[tuple[KnowledgeBase, SiteMap, int], list[dict[str, Any]]] = Last(_same_build)  # the last build's


def recent_additions(kb: KnowledgeBase, sitemap: SiteMap, limit: int = LIMIT) -> list[dict[str, Any]]:
    """The most recently changed law texts, commentary files and examples, newest first: what each is
    (`kind`: law, commentary, example, with what names it), its page and the day it changed. Found once
    per build (the home page's key and its four languages ask for it)."""
    return _FOUND.get((kb, sitemap, limit), lambda: _recent(kb, sitemap, limit))


def _recent(kb: KnowledgeBase, sitemap: SiteMap, limit: int) -> list[dict[str, Any]]:
    times = file_times(kb)
    items: dict[str, dict[str, Any]] = {}
    for entry in kb.law_texts:
        text = entry.text
        path = sitemap.page_path(text.edition, text.law)
        item = {"kind": "law", "law": text.law, "edition": text.edition, "lang": text.lang, "path": path}
        items.setdefault(entry.at.path, item)
    for entry in kb.commentary:
        item = {
            "kind": "commentary",
            "source": kb.sources[entry.source].title,
            "lang": entry.lang,
            "path": source_path(entry.source),
            "anchor": entry.unit.id,
        }
        items.setdefault(entry.at.path, item)
    for entry in kb.examples:
        example = entry.example
        item = {
            "kind": "example",
            "title": example.title,
            "lang": example.lang,
            "path": example_path(example.source, example.id),
        }
        items.setdefault(entry.at.path, item)
    dated = [(times[path], path, item) for path, item in items.items() if path in times]
    dated.sort(key=lambda t: (-t[0], t[1]))
    return [
        item | {"date": datetime.fromtimestamp(when, UTC).strftime("%Y-%m-%d"), "file": path}
        for when, path, item in dated[:limit]
    ]
