"""Writing what a command makes: the place checked before the work starts, each file written whole.

`unwritable(path)` says why a file cannot be written at `path` (a folder in the way, a file where a
folder should be, a place nothing may be written to), tried by writing a scrap file in the nearest
folder that exists, so that a command can refuse before it renders anything. `write_atomically`
writes beside the target and moves the file into place: a reader never sees half a file, and a
failed write leaves what was there. A `Batch` writes several files so, and puts back those it wrote
when a later one fails (a full disk): a command writes all of its files or none.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def unwritable(path: Path) -> str | None:
    """Why a file cannot be written at `path` (its missing folders made), or None when it can."""
    if path.is_dir():
        return f"{path} is a folder"
    folder = path.parent
    while not folder.exists():
        if folder == folder.parent:
            return f"{path}: no folder of it exists"
        folder = folder.parent
    if not folder.is_dir():
        return f"{folder} is a file, not a folder"
    try:
        handle, scrap = tempfile.mkstemp(prefix=".bridgelaws-", dir=folder)
    except OSError as error:
        return f"cannot write in {folder}: {error.strerror or error}"
    os.close(handle)
    os.unlink(scrap)
    return None


def write_atomically(path: Path, data: bytes | str) -> None:
    """`data` (text is written as UTF-8) at `path`, written beside it and moved into place; its
    folders are made. OSError when that cannot be done, and `path` is then as it was."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name[:100]}.", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        if path.exists():
            os.chmod(temporary, path.stat().st_mode & 0o7777)
        else:
            os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


class Batch:
    """Files written one after another, each atomically; `undo` puts back what they replaced."""

    def __init__(self) -> None:
        self._before: list[tuple[Path, bytes | None, list[Path]]] = []

    def write(self, path: Path, data: bytes | str) -> None:
        before = path.read_bytes() if path.is_file() else None
        made = [folder for folder in path.parents if not folder.exists()]  # deepest first
        write_atomically(path, data)
        self._before.append((path, before, made))

    def undo(self) -> None:
        """Each file written as it was before (one that was not there removed, with the folders made
        for it), last first."""
        for path, before, made in reversed(self._before):
            try:
                if before is None:
                    path.unlink(missing_ok=True)
                    for folder in made:
                        folder.rmdir()
                else:
                    write_atomically(path, before)
            except OSError:
                pass
        self._before = []


def _umask() -> int:
    """The process's umask, read without changing it (Linux), else the usual 022."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    except OSError:
        pass
    return 0o022
