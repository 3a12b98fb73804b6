"""The `bridgelaws` command line.

Every module of this package registers its commands on the shared `app` (see app.py);
importing them all here is what makes the commands appear.
"""

import importlib
import pkgutil

from .app import app

for _module in pkgutil.iter_modules(__path__):
    if _module.name not in {"app", "output"}:
        importlib.import_module(f"{__name__}.{_module.name}")


def main() -> None:
    """Entry point of the `bridgelaws` console script."""
    app()
