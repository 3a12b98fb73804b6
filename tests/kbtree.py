"""Writing a small knowledge base into a folder, for tests that need one of their own."""

from __future__ import annotations

import textwrap
from pathlib import Path


def write_tree(root: Path, files: dict[str, str]) -> Path:
    """Write {relative path: YAML text} under `root` (each text dedented); return `root`."""
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return root
