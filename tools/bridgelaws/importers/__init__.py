"""Importers: one module per source-document format, turning a seed into YAML files.

Each importer module defines `SEEDS` (the seed file names it reads) and
`import_seed(text: str) -> dict[str, str]`, mapping a path relative to the project root
(`content/wasiak-2019/law-27.yaml`) to the YAML text of that file.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from types import ModuleType

Importer = Callable[[str], dict[str, str]]


def _importer_modules() -> list[ModuleType]:
    names = [m.name for m in pkgutil.iter_modules(__path__) if m.name not in {"emit"}]
    return [importlib.import_module(f"{__name__}.{name}") for name in sorted(names)]


def importer_for(seed_name: str) -> Importer | None:
    """The importer that reads the seed file called `seed_name`, if any."""
    for module in _importer_modules():
        if seed_name in getattr(module, "SEEDS", ()):
            return module.import_seed
    return None


def known_seeds() -> list[str]:
    """Every seed file name some importer reads."""
    return sorted(name for module in _importer_modules() for name in getattr(module, "SEEDS", ()))
