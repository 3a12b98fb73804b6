"""What a build left in the site folder, recorded beside it (like Sphinx's `.buildinfo`).

For each page: the key it was built under (a digest of everything it shows, see the plugin) and
its output file; and the other files the plugin wrote (PBN downloads). The next build into the
same folder, or into a copy of it, in this process or another, keeps the pages whose keys are
unchanged, and removes what the last build wrote that this one no longer makes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from mkdocs.structure.files import File

MANIFEST = ".bridgelaws-build.json"


@dataclass
class Manifest:
    pages: dict[str, tuple[str, str]] = field(default_factory=dict)  # page path → (key, output file)
    files: set[str] = field(default_factory=set)  # other outputs, relative to the site folder

    @classmethod
    def read(cls, site: Path) -> Manifest:
        """The folder's manifest; empty when there is none or it cannot be read."""
        try:
            data = json.loads((site / MANIFEST).read_text(encoding="utf-8"))
            return cls({k: (v[0], v[1]) for k, v in data["pages"].items()}, set(data["files"]))
        except (OSError, ValueError, KeyError, TypeError, IndexError):
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


def write_if_changed(path: Path, data: bytes) -> bool:
    """Write `data` to `path` unless it holds them already (its time then stays); True if written."""
    if path.is_file() and path.stat().st_size == len(data) and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


class DataFile(File):
    """A file the build makes, written only when its bytes change (a dirty build skips the rest)."""

    def is_modified(self) -> bool:
        path = Path(self.abs_dest_path)
        content = self.content_bytes
        return not (path.is_file() and path.stat().st_size == len(content) and path.read_bytes() == content)
