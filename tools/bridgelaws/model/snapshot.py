"""What a load reads, in one value: tells a process that loads again (`bridgelaws serve`: its index,
then its site, after each save) that nothing under `laws/` and `content/` changed since its last load.

Every folder and file under both is named, with its size, modification time and inode; a file saved
within `RACY` seconds is named by the digest of its bytes as well, since a second save within the
file system's clock tick may keep its time (as git does not trust the index for such files). So is a
file the last snapshot named by its digest while nothing else about it has changed: its bytes are read
again, and the same bytes give the same snapshot once the file is no longer recent (without it, a load
more than `RACY` seconds after a save, such as the watcher's second load at ×100, would load again
what did not change).
"""

from __future__ import annotations

import hashlib
import os
import time
from pathlib import Path

FOLDERS = ("laws", "content")
RACY = 2.0

Entry = tuple[str, int, int, int, str]
Snapshot = tuple[Entry, ...]


def snapshot(root: Path, last: Snapshot = ()) -> Snapshot:
    """Every folder and file under the root's `laws/` and `content/`, sorted (see the module docstring);
    `last`: the snapshot this one is compared with."""
    now = time.time()
    digested = {entry[:4] for entry in last if entry[4]}  # named by their bytes last time
    found: list[Entry] = []
    folders = [(name, root / name) for name in FOLDERS]
    while folders:
        rel, full = folders.pop()
        try:
            entries = list(os.scandir(full))
        except (FileNotFoundError, NotADirectoryError):
            continue
        for entry in entries:
            path = f"{rel}/{entry.name}"
            if entry.is_dir(follow_symlinks=False):
                found.append((f"{path}/", 0, 0, 0, ""))
                folders.append((path, Path(entry.path)))
                continue
            try:
                stat = entry.stat()
            except FileNotFoundError:  # gone meanwhile
                continue
            named = (path, stat.st_size, stat.st_mtime_ns, stat.st_ino)
            recent = now - stat.st_mtime_ns / 1e9 <= RACY
            found.append((*named, _digest(entry.path) if recent or named in digested else ""))
    return tuple(sorted(found))


def _digest(path: str) -> str:
    try:
        with open(path, "rb") as handle:
            return hashlib.blake2b(handle.read(), digest_size=16).hexdigest()
    except OSError:
        return "unreadable"
