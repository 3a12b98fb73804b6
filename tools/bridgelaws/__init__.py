"""bridgelaws: the Laws of Duplicate Bridge and their commentaries as a knowledge base.

`bridgelaws.load(root)` reads, validates and links everything under `laws/` and `content/`.
The model is imported on first use so that commands which do not need it start fast.
"""

from __future__ import annotations

from typing import Any

__all__ = ["KnowledgeBase", "KnowledgeBaseError", "load", "load_with_problems"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import model

        return getattr(model, name)
    raise AttributeError(name)
