"""What a build leaves in the site folder, and the data files it writes only when their bytes change
(bridgelaws.site.manifest), as a rebuild under `serve` finds them again."""

from __future__ import annotations

import builtins
import os
import time
from pathlib import Path

import pytest

from bridgelaws.site import manifest
from bridgelaws.site.manifest import MANIFEST, DataFile, Manifest


def test_a_data_file_is_read_again_only_when_its_size_or_time_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    site = tmp_path / "site"
    opened: list[str] = []
    monkeypatch.setattr(
        manifest, "open", lambda path, mode: opened.append(path) or builtins.open(path, mode), raising=False
    )

    def data(text: str) -> DataFile:
        file = DataFile("assets/study/data/drills-27.json", None, str(site), use_directory_urls=True)
        file.content_string = text
        return file

    file = data('{"law": "27B1(a)"}')
    assert file.is_modified() and opened == []  # not there yet: nothing to read
    path = Path(file.abs_dest_path)
    path.parent.mkdir(parents=True)
    path.write_text('{"law": "27B1(a)"}', encoding="utf-8")
    settled = time.time() - 60
    os.utime(path, (settled, settled))
    assert not data('{"law": "27B1(a)"}').is_modified() and opened == [str(path)]
    assert not data('{"law": "27B1(a)"}').is_modified() and opened == [str(path)]  # not read again
    assert data('{"law": "27B1(b)"}').is_modified()  # the same size, other bytes: read, and told apart
    path.write_text('{"law": "27B1(b)"}', encoding="utf-8")  # written again, in the same size
    os.utime(path, (settled + 1, settled + 1))
    opened.clear()
    assert data('{"law": "27B1(a)"}').is_modified() and opened == [str(path)]
    assert not data('{"law": "27B1(b)"}').is_modified()
    path.write_text('{"law": "27C"}', encoding="utf-8")  # written now: its time is within the tick
    assert not data('{"law": "27C"}').is_modified() and not data('{"law": "27C"}').is_modified()
    assert opened.count(str(path)) == 4  # a file of this very moment is read every time


def test_a_manifest_read_again_unchanged_is_the_same_and_a_changed_one_is_read_anew(tmp_path: Path) -> None:
    built = Manifest({"laws/27/index.md": ("key-1", "laws/27/index.html")}, {"laws/27/deal.pbn"})
    built.write(tmp_path)
    first = Manifest.read(tmp_path)
    assert first == built and Manifest.read(tmp_path) is first
    changed = Manifest({"laws/27/index.md": ("key-2", "laws/27/index.html")}, set())
    changed.write(tmp_path)
    assert Manifest.read(tmp_path) == changed
    (tmp_path / MANIFEST).write_text('{"pages": [1, 2]}', encoding="utf-8")
    assert Manifest.read(tmp_path) == Manifest()  # unreadable: nothing was built
