"""The content's located problems, handed from the watcher to every worker process through one file.

The watcher (one process) writes the list after each rebuild, atomically (a new file renamed over the
old); each worker reads it again only when the file changed, so the pages of every worker show the
same problems a moment after a save.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path


class ProblemsFile:
    """`write(problems)` in one process, `read()` in any: the latest list, [] before the first write."""

    def __init__(self, path: Path):
        self.path = path
        self._seen: tuple[int, int, int] | None = None  # (inode, mtime_ns, size) of the file last read
        self._problems: list[str] = []
        self._lock = threading.Lock()

    def write(self, problems: list[str]) -> None:
        fresh = self.path.with_name(f".{self.path.name}.{os.getpid()}.new")
        fresh.write_text(json.dumps(problems, ensure_ascii=False), encoding="utf-8")
        os.replace(fresh, self.path)

    def read(self) -> list[str]:
        try:
            stat = self.path.stat()
        except FileNotFoundError:
            return []
        seen = (stat.st_ino, stat.st_mtime_ns, stat.st_size)
        with self._lock:
            if seen != self._seen:
                try:
                    problems = json.loads(self.path.read_text(encoding="utf-8"))
                except (OSError, ValueError):
                    return self._problems  # replaced while being read: the next request reads it
                self._problems = [str(problem) for problem in problems]
                self._seen = seen
            return self._problems
