"""A folder made once per test session and shared by pytest-xdist's workers (the repository's site
takes a minute to build: each worker building its own doubled the suite's share of builds)."""

from __future__ import annotations

import fcntl
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from kbtree import build_site

ROOT = Path(__file__).resolve().parents[1]


def made_once(factory: pytest.TempPathFactory, name: str, make: Callable[[Path], None]) -> Path:
    """The folder `name`, filled by `make` by the first worker to ask; the others wait for it.
    A worker's `make` that failed leaves no folder behind: the next to ask makes it again."""
    root = factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # the run's folder, above each worker's own
    out, done = root / name, root / f"{name}.done"
    with open(root / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            shutil.rmtree(out, ignore_errors=True)
            make(out)
            done.touch()
    return out


def repository_site(factory: pytest.TempPathFactory, *, offline: bool = False) -> Path:
    """The repository's site, built strictly once for the session; `offline`: to be opened from a
    folder (`BRIDGELAWS_OFFLINE=true`). Tests only read it."""

    def build(out: Path) -> None:
        if offline:
            os.environ["BRIDGELAWS_OFFLINE"] = "true"
        try:
            build_site(ROOT / "mkdocs.yml", out)
        finally:
            os.environ.pop("BRIDGELAWS_OFFLINE", None)

    return made_once(factory, "offline-site" if offline else "site", build)
