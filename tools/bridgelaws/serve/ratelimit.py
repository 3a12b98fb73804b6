"""A per-client token bucket: `rate` requests a second on average, bursts of up to `burst`."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

MAX_CLIENTS = 10_000  # past this many remembered clients, the idle ones are forgotten


class RateLimiter:
    """Thread-safe; `allow(client)` spends one token of that client's bucket if it has one."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic):
        if rate <= 0 or burst < 1:
            raise ValueError("rate must be positive and burst at least 1")
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # client → (tokens, when)
        self._lock = threading.Lock()

    def allow(self, client: str) -> bool:
        now = self._clock()
        with self._lock:
            tokens, then = self._buckets.get(client, (float(self.burst), now))
            tokens = min(float(self.burst), tokens + (now - then) * self.rate)
            allowed = tokens >= 1.0
            self._buckets[client] = (tokens - 1.0 if allowed else tokens, now)
            if len(self._buckets) > MAX_CLIENTS:
                self._forget_idle(now)
            return allowed

    def retry_after(self) -> int:
        """Seconds until a drained bucket holds a token again."""
        return max(1, round(1 / self.rate))

    def _forget_idle(self, now: float) -> None:
        full_after = self.burst / self.rate
        for client, (_, then) in list(self._buckets.items()):
            if now - then >= full_after:
                del self._buckets[client]
