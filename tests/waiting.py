"""Waiting for something a background thread does (a watcher's rebuild)."""

from __future__ import annotations

import time
from collections.abc import Callable


def wait_for(condition: Callable[[], bool], seconds: float = 15.0) -> bool:
    """Poll `condition` until it holds (True) or `seconds` pass (False)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False
