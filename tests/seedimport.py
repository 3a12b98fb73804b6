"""A seed of content/originals/ imported as `bridgelaws import` does: through its format."""

from __future__ import annotations

from pathlib import Path

from bridgelaws.importers import SEEDS, Document, Options, Project, run_import

ROOT = Path(__file__).resolve().parents[1]
ORIGINALS = ROOT / "content" / "originals"


def seed_import(name: str, root: Path | None = None) -> dict[str, str]:
    """The files the seed's format makes of it (reading the project at `root` for indexes and sources)."""
    path = ORIGINALS / name
    doc = Document(str(path.relative_to(ROOT)), name, path.read_text(encoding="utf-8"))
    return run_import(SEEDS[name].format, [doc], Options(), Project(root)).files
