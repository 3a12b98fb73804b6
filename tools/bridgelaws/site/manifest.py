"""What a build left in the site folder, recorded beside it (like Sphinx's `.buildinfo`).

For each page: the key it was built under (a digest of everything it shows, see the plugin) and
its output file; and the other files the plugin wrote (PBN downloads). The next build into the
same folder, or into a copy of it, in this process or another, keeps the pages whose keys are
unchanged, and removes what the last build wrote that this one no longer makes.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from stat import S_ISREG

from mkdocs.structure.files import File

from bridgelaws.kept import Last, settled_before

MANIFEST = ".bridgelaws-build.json"


@dataclass
class Manifest:
    pages: dict[str, tuple[str, str]] = field(default_factory=dict)  # page path → (key, output file)
    files: set[str] = field(default_factory=set)  # other outputs, relative to the site folder

    @classmethod
    def read(cls, site: Path) -> Manifest:
        """The folder's manifest; empty when there is none or it cannot be read. The same bytes as the
        last read give the same manifest again (a rebuild reads what the build before wrote): not to be
        changed by its reader."""
        try:
            text = (site / MANIFEST).read_bytes()
        except OSError:
            return cls()
        return _READ.get(text, lambda: cls._parse(text))

    @classmethod
    def _parse(cls, text: bytes) -> Manifest:
        try:
            data = json.loads(text)
            return cls({k: (v[0], v[1]) for k, v in data["pages"].items()}, set(data["files"]))
        except (ValueError, KeyError, TypeError, IndexError, AttributeError):
            return cls()

    def key(self, page: str) -> str | None:
        entry = self.pages.get(page)
        return entry[0] if entry else None

    def write(self, site: Path) -> None:
        data = {"pages": self.pages, "files": sorted(self.files)}
        write_if_changed(site / MANIFEST, json.dumps(data, sort_keys=True, indent=0).encode("utf-8"))

    def remove_stale(self, site: Path, current: Manifest) -> list[str]:
        """Delete the outputs recorded here that `current` does not make (and folders left empty)."""
        kept = {output for _, output in current.pages.values()} | current.files
        stale = sorted(({output for _, output in self.pages.values()} | self.files) - kept)
        for output in stale:
            path = site / output
            path.unlink(missing_ok=True)
            for folder in path.parents:
                if folder == site or not folder.is_dir() or any(folder.iterdir()):
                    break
                folder.rmdir()
        return stale


_READ: Last[bytes, Manifest] = Last()  # the manifest last read, by its bytes


@lru_cache(maxsize=1 << 16)
def page_places(path: str, directory_urls: bool) -> tuple[str, str]:
    """A page's output file and URL, as mkdocs makes them (kept: every build asks for every page's)."""
    file = File(path, None, "", directory_urls)
    return file.dest_uri, file.url


def write_if_changed(path: Path, data: bytes) -> bool:
    """Write `data` to `path` unless it holds them already (its time then stays); True if written."""
    if path.is_file() and path.stat().st_size == len(data) and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


class GeneratedFile(File):
    """A file the plugin generates: its path is the plugin's, '/'-separated and normal already, taken as
    it is (mkdocs makes a `PurePath` of every file's path, ~12,000 at every build at x100)."""

    @property
    def src_path(self) -> str:
        return self.src_uri

    @src_path.setter
    def src_path(self, value: str) -> None:
        self.src_uri = value


class DataFile(GeneratedFile):
    """A file the build makes, written only when its bytes change (a dirty build skips the rest)."""

    def is_modified(self) -> bool:
        path = self.abs_dest_path
        content = self.content_bytes
        try:
            stat = os.stat(path)
        except OSError:
            return True
        if not S_ISREG(stat.st_mode) or stat.st_size != len(content):
            return True
        return not _ON_DISK.holds((stat.st_dev, stat.st_ino), (stat.st_size, stat.st_mtime_ns), path, content)


class _OnDisk:
    """What each data file on disk was found to hold, at its size and time, so that a rebuild reads
    again only the files whose size or time changed. By device and inode: the `serve` watcher's two
    folders have a file each. Kept only for a file whose time is settled (`kept.settled_before`), and
    for the files of the last two builds (`built`)."""

    def __init__(self) -> None:
        self.found: dict[tuple[int, int], tuple[tuple[int, int], bytes, int]] = {}
        self.build = 0

    def holds(self, key: tuple[int, int], state: tuple[int, int], path: str, content: bytes) -> bool:
        """Whether the file at `path` (`key`, in `state`) holds `content`."""
        found = self.found.get(key)
        if found is not None and found[0] == state and found[1] == content:
            self.found[key] = (state, content, self.build)
            return True
        with open(path, "rb") as handle:
            same = handle.read() == content
        if same and state[1] < settled_before():
            self.found[key] = (state, content, self.build)
        return same

    def built(self) -> None:
        """A build is over: forget the files neither it nor the one before asked about."""
        self.found = {k: v for k, v in self.found.items() if v[2] >= self.build - 1}
        self.build += 1


_ON_DISK = _OnDisk()
data_files_built = _ON_DISK.built
