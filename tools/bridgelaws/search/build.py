"""Building the index atomically and incrementally.

An index folder holds generations and a pointer to the live one:

    <folder>/CURRENT            name of the live generation (replaced atomically)
    <folder>/gen-<n>/           a whoosh index, manifest.json and glossary.json
    <folder>/.lock              held while building

A build writes a new generation in a temporary folder (from scratch, or as a copy of the live one
updated with only the documents whose content hash changed), renames it into place and then
switches CURRENT, so a reader opening the index never sees a half-written one. The generation
before the live one is kept for readers still using it; older ones are removed.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from functools import partial
from hashlib import sha256
from pathlib import Path
from typing import TYPE_CHECKING

from whoosh import index as whoosh_index

from bridgelaws.kept import KeptByObject

from .documents import Document, digests, documents
from .query import concept_stems
from .schema import VERSION, indexed, make_schema

if TYPE_CHECKING:
    from bridgelaws.model import KnowledgeBase
    from bridgelaws.model.schema import Concept

CURRENT = "CURRENT"
MANIFEST = "manifest.json"
GLOSSARY = "glossary.json"
CONTENT_FOLDERS = ("laws", "content")
# Postings the writer sorts in memory before spilling sorted runs to disk and merging them, which is
# slow in whoosh: the ×100 corpus (word pairs included) fits in 512 MB, as counted by whoosh.
WRITER_MB = 512


@dataclass(frozen=True)
class BuildReport:
    """What a build did."""

    path: str  # the live generation
    documents: int
    added: int
    updated: int
    removed: int
    full: bool  # rebuilt from scratch
    seconds: float

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.removed)

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


def fingerprint(root: str | Path) -> str:
    """A hash of the name, size and modification time of every YAML file the index is built from."""
    root = Path(root)
    h = sha256()
    for folder in CONTENT_FOLDERS:
        for path in sorted((root / folder).rglob("*.yaml")):
            stat = path.stat()
            h.update(f"{path.relative_to(root).as_posix()}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return h.hexdigest()[:32]


def current_generation(folder: str | Path) -> Path | None:
    """The live generation of the index in `folder`, if there is one."""
    folder = Path(folder)
    try:
        name = (folder / CURRENT).read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        return None
    generation = folder / name
    return generation if name.startswith("gen-") and (generation / MANIFEST).is_file() else None


def read_manifest(generation: Path) -> dict:
    return json.loads((generation / MANIFEST).read_text(encoding="utf-8"))


def is_fresh(root: str | Path, folder: str | Path) -> bool:
    """Is there a live index of this version built from the YAML files as they are now?"""
    generation = current_generation(folder)
    if generation is None:
        return False
    manifest = read_manifest(generation)
    return manifest.get("version") == VERSION and manifest.get("fingerprint") == fingerprint(root)


@contextmanager
def _locked(folder: Path) -> Iterator[None]:
    with open(folder / ".lock", "a+") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _write_json(path: Path, data: object) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, sort_keys=True), encoding="utf-8")
    os.replace(tmp, path)


def _glossary(kb: KnowledgeBase) -> list[dict]:
    """Each concept's stems, as the query side reads them; a concept unchanged since the last build
    (the very same record) gives the same entry again."""
    found = [_STEMS.get(c, partial(_stems, c)) for c in kb.concepts]
    _STEMS.rotate()
    return found


def _stems(concept: Concept) -> dict:
    return concept_stems(concept.id, concept.laws, dict(concept.terms)).to_json()


_STEMS: KeptByObject[dict] = KeptByObject()  # a concept → its entry in glossary.json


def build_index(kb: KnowledgeBase, folder: str | Path, *, full: bool = False) -> BuildReport:
    """Bring the index in `folder` up to date with `kb`: only changed documents are rewritten,
    unless `full` or the live index is of another version."""
    started = time.perf_counter()
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = fingerprint(kb.root)
    docs = documents(kb)
    hashes = digests(docs)
    with _locked(folder):
        live = current_generation(folder)
        old = read_manifest(live) if live else {}
        full = full or live is None or old.get("version") != VERSION
        old_hashes: dict[str, str] = {} if full else old["docs"]
        added = [uid for uid in hashes if uid not in old_hashes]
        updated = [uid for uid in hashes if uid in old_hashes and old_hashes[uid] != hashes[uid]]
        removed = [uid for uid in old_hashes if uid not in hashes]
        manifest = {"version": VERSION, "fingerprint": stamp, "current": kb.current_edition, "docs": hashes}
        if live is not None and not (full or added or updated or removed):
            _write_json(live / MANIFEST, manifest)
            generation = live
        else:
            generation = _new_generation(folder, live, full, docs, added + updated, removed)
            _write_json(generation / MANIFEST, manifest)
            _write_json(generation / GLOSSARY, _glossary(kb))
            _switch(folder, generation)
    return BuildReport(
        path=str(generation),
        documents=len(docs),
        added=len(added),
        updated=len(updated),
        removed=len(removed),
        full=full,
        seconds=round(time.perf_counter() - started, 3),
    )


def _new_generation(
    folder: Path,
    live: Path | None,
    full: bool,
    docs: dict[str, Document],
    write: list[str],
    removed: list[str],
) -> Path:
    """Write the next generation in a temporary folder and move it into place (not yet live)."""
    for stale in folder.glob(".tmp-*"):  # left by a build that was killed
        shutil.rmtree(stale, ignore_errors=True)
    tmp = folder / f".tmp-{os.getpid()}-{time.time_ns()}"
    try:
        if full or live is None:
            tmp.mkdir()
            ix = whoosh_index.create_in(str(tmp), make_schema())
        else:
            shutil.copytree(live, tmp)
            ix = whoosh_index.open_dir(str(tmp))
        # commits, or cancels on an exception
        with ix.writer(limitmb=WRITER_MB) as writer:
            for uid in removed:
                writer.delete_by_term("id", uid)
            for uid in write:
                if full:
                    writer.add_document(**indexed(docs[uid]))
                else:
                    writer.update_document(**indexed(docs[uid]))
        ix.close()
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    generation = folder / f"gen-{time.time_ns()}"
    os.rename(tmp, generation)
    return generation


def _switch(folder: Path, generation: Path) -> None:
    """Make `generation` live; keep the one before it for readers that opened it, drop older ones."""
    previous = current_generation(folder)
    pointer = folder / f"{CURRENT}.tmp"
    pointer.write_text(generation.name + "\n", encoding="utf-8")
    os.replace(pointer, folder / CURRENT)
    keep = {generation.name, previous.name if previous else None}
    for old in folder.glob("gen-*"):
        if old.name not in keep:
            shutil.rmtree(old, ignore_errors=True)


def ensure_index(root: str | Path, folder: str | Path) -> BuildReport | None:
    """Build or update the index of the knowledge base under `root` when it is missing or stale;
    None when it was fresh. Content that does not validate is left out (`bridgelaws check` says why)."""
    if is_fresh(root, folder):
        return None
    from bridgelaws.model import load_with_problems

    return build_index(load_with_problems(root).kb, folder)
