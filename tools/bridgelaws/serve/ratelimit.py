"""A per-client token bucket: `rate` requests a second on average, bursts of up to `burst`; and who
the client is when the request comes through trusted proxies (X-Forwarded-For)."""

from __future__ import annotations

import ipaddress
import threading
import time
from collections.abc import Callable, Iterable

MAX_CLIENTS = 10_000  # past this many remembered clients, the idle ones are forgotten
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


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


class TrustedProxies:
    """The peers whose X-Forwarded-For is believed: addresses or networks ("127.0.0.1", "10.0.0.0/24").

    A proxy appends the address of its own peer to X-Forwarded-For, so the entries a trusted proxy
    wrote are the right-most ones; whatever stands left of them came from the client and may be
    forged. The client is therefore the right-most entry that is not itself a trusted proxy, and
    the header of a peer that is not trusted is ignored.
    """

    def __init__(self, proxies: Iterable[str] = ()):
        """ValueError for anything that is not an address or a network (CIDR)."""
        self.networks = tuple(ipaddress.ip_network(proxy.strip(), strict=False) for proxy in proxies)

    def trusts(self, address: str) -> bool:
        found = _address(address)
        return found is not None and self._trusted(found)

    def client(self, peer: str, forwarded_for: Iterable[str]) -> str:
        """Who a request from `peer` is from, given its X-Forwarded-For headers in order.

        An entry that is not an address stops the walk: nothing left of it is believed, and the
        last address believed (at worst the peer) stands for the client."""
        if not self.trusts(peer):
            return peer
        hops = [hop.strip() for header in forwarded_for for hop in header.split(",")]
        client = peer
        for hop in reversed(hops):
            found = _address(hop)
            if found is None:
                break
            client = str(found)
            if not self._trusted(found):
                break
        return client

    def _trusted(self, address: IPAddress) -> bool:
        return any(address in network for network in self.networks)


def _address(text: str) -> IPAddress | None:
    """The IP address `text` holds (an IPv4-mapped IPv6 address as IPv4), None if it holds none."""
    try:
        found = ipaddress.ip_address(text)
    except ValueError:
        return None
    if isinstance(found, ipaddress.IPv6Address) and found.ipv4_mapped is not None:
        return found.ipv4_mapped
    return found
