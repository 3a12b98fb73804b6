"""Building the index: complete, atomic (readers never see a half-built index), incremental."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest
import whoosh.writing

from bridgelaws.model import load
from bridgelaws.search import SearchIndex, build_index, ensure_index, is_fresh
from bridgelaws.search.build import CURRENT, MANIFEST, current_generation
from bridgelaws.search.documents import documents


def edit(root: Path, relative: str, old: str, new: str) -> None:
    path = root / relative
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def ids(index: SearchIndex, query: str, **filters: object) -> list[str]:
    return [hit["id"] for hit in index.search(query, **filters)]


def test_every_passage_and_concept_language_is_indexed(mini_root: Path, tmp_path: Path) -> None:
    kb = load(mini_root)
    report = build_index(kb, tmp_path / "ix")
    concept_docs = sum(len(c.terms) for c in kb.concepts)
    law_pages = sum(len(law.titles) for law in kb.indexes["2017"].laws)  # a law's page in each language
    placeholders = 1  # "Przykłady..."
    assert report.full
    assert report.added == report.documents == len(kb.passages) - placeholders + concept_docs + law_pages
    generation = current_generation(tmp_path / "ix")
    assert generation is not None and str(generation) == report.path
    manifest = json.loads((generation / MANIFEST).read_text(encoding="utf-8"))
    assert set(manifest["docs"]) == set(documents(kb))
    index = SearchIndex(tmp_path / "ix")
    assert ids(index, "Przepis 43", kind="commentary") == ["commentary/mini-slides/pl/law-43"]
    assert ids(index, "Przepis 26") == ["lawpage/2017/en/26"]  # the law's page alone: nothing is about it
    assert ids(index, "Przykłady") == []


def test_the_same_knowledge_base_gives_the_same_documents_and_a_change_new_ones(mini_root: Path) -> None:
    """The watcher asks for the documents twice per save (its index, then its site): made once."""
    kb = load(mini_root)
    first = documents(kb)
    assert documents(kb) is first
    uid = "commentary/mini-slides/pl/law-43"
    edit(mini_root, "content/mini-slides/pl.yaml", "kart dziadkowi", "kart rozgrywającemu")
    changed = documents(load(mini_root))
    assert changed is not first and "rozgrywającemu" in changed[uid]["text_pl"]
    assert "rozgrywającemu" not in first[uid]["text_pl"]
    assert documents(kb) == first  # an older knowledge base again: its own documents, made again


def test_unchanged_content_keeps_the_generation(mini_root: Path, tmp_path: Path) -> None:
    kb = load(mini_root)
    first = build_index(kb, tmp_path)
    again = build_index(load(mini_root), tmp_path)
    assert again.path == first.path
    assert not again.changed and not again.full


def test_only_changed_documents_are_rewritten(mini_root: Path, tmp_path: Path) -> None:
    build_index(load(mini_root), tmp_path)
    index = SearchIndex(tmp_path)
    assert ids(index, "dziadkowi")
    edit(
        mini_root,
        "content/mini-slides/pl.yaml",
        "obrońca nie może pokazywać kart dziadkowi",
        "obrońca nie może pokazywać kart rozgrywającemu",
    )
    report = build_index(load(mini_root), tmp_path)
    assert (report.added, report.updated, report.removed, report.full) == (0, 1, 0, False)
    assert index.refresh()
    assert ids(index, "rozgrywającemu") == ["commentary/mini-slides/pl/law-43"]
    assert ids(index, "pokazywać kart dziadkowi") != ids(index, "rozgrywającemu")


def test_added_and_removed_units(mini_root: Path, tmp_path: Path) -> None:
    build_index(load(mini_root), tmp_path)
    edit(
        mini_root,
        "content/mini-wiki/en.yaml",
        "  - id: p01\n",
        '  - id: p00\n    text: "Dummy may not look."\n  - id: p01\n',
    )
    report = build_index(load(mini_root), tmp_path)
    assert (report.added, report.updated, report.removed) == (1, 0, 0)
    (mini_root / "content/mini-ru/law-67.yaml").unlink()
    report = build_index(load(mini_root), tmp_path)
    assert (report.added, report.updated, report.removed) == (0, 0, 2)
    index = SearchIndex(tmp_path)
    assert ids(index, "фальшренонс", lang="ru", kind="commentary") == []
    assert ids(index, "Dummy may not look") == ["commentary/mini-wiki/en/p00", "lawpage/2017/en/43"]


def test_a_reader_keeps_its_generation_until_it_refreshes(mini_root: Path, tmp_path: Path) -> None:
    build_index(load(mini_root), tmp_path)
    reader = SearchIndex(tmp_path)
    before = reader.generation
    edit(mini_root, "content/mini-slides/pl.yaml", "Dziadek nie może", "Dziadek nigdy nie może")
    build_index(load(mini_root), tmp_path)
    assert reader.generation == before
    assert ids(reader, "dziadek")  # the old generation is still there to read
    assert reader.refresh() and reader.generation != before
    assert not reader.refresh()


def test_a_failed_build_leaves_the_live_index_alone(
    mini_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    build_index(load(mini_root), tmp_path)
    live = (tmp_path / CURRENT).read_text()
    edit(mini_root, "content/mini-slides/pl.yaml", "Dziadek nie może", "Dziadek nigdy nie może")

    def broken(self: object, **fields: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(whoosh.writing.SegmentWriter, "update_document", broken)
    with pytest.raises(OSError, match="disk full"):
        build_index(load(mini_root), tmp_path)
    assert (tmp_path / CURRENT).read_text() == live
    assert not list(tmp_path.glob(".tmp-*"))
    assert ids(SearchIndex(tmp_path), "dziadek")


def test_readers_never_see_a_half_built_index(mini_root: Path, tmp_path: Path) -> None:
    build_index(load(mini_root), tmp_path)
    kb = load(mini_root)
    errors: list[BaseException] = []
    counts: list[int] = []
    stop = threading.Event()

    def read() -> None:
        while not stop.is_set():
            try:
                counts.append(
                    len(SearchIndex(tmp_path).search("dziadek fałszywy renons претензия", limit=50))
                )
            except BaseException as error:  # noqa: BLE001 - any failure is the finding
                errors.append(error)
                return

    readers = [threading.Thread(target=read) for _ in range(2)]
    for thread in readers:
        thread.start()
    for _ in range(6):
        build_index(kb, tmp_path, full=True)
    stop.set()
    for thread in readers:
        thread.join()
    assert not errors
    assert counts and len(set(counts)) == 1
    assert len(list(tmp_path.glob("gen-*"))) == 2  # the live one and the one before it


def test_an_index_of_another_version_is_rebuilt(mini_root: Path, tmp_path: Path) -> None:
    build_index(load(mini_root), tmp_path)
    manifest_path = current_generation(tmp_path) / MANIFEST  # type: ignore[operator]
    manifest = json.loads(manifest_path.read_text())
    manifest["version"] = -1
    manifest_path.write_text(json.dumps(manifest))
    assert not is_fresh(mini_root, tmp_path)
    report = build_index(load(mini_root), tmp_path)
    assert report.full


def test_freshness_follows_the_yaml_files(mini_root: Path, tmp_path: Path) -> None:
    assert ensure_index(mini_root, tmp_path) is not None  # missing: built
    assert is_fresh(mini_root, tmp_path)
    assert ensure_index(mini_root, tmp_path) is None
    path = mini_root / "content/mini-wiki/en.yaml"
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    assert not is_fresh(mini_root, tmp_path)
    report = ensure_index(mini_root, tmp_path)
    assert report is not None and not report.changed  # touched, not changed: the same documents
    assert is_fresh(mini_root, tmp_path)
