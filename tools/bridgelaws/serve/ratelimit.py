"""A per-client token bucket: `rate` requests a second on average, bursts of up to `burst`, shared by
the worker processes of one server; and who the client is when the request comes through trusted
proxies (X-Forwarded-For).

Why one shared store rather than a budget divided among the workers: the kernel hands each connection
to whichever worker accepts it first, and a client keeping its connection open stays with one worker;
a divided budget would give such a client 1/N of its rate, and a client spread over N workers N times
a single worker's share of bursts. A SQLite file (WAL, not synced: the buckets need not survive a
crash) costs one short write transaction per API request, tens of microseconds beside a search.
"""

from __future__ import annotations

import ipaddress
import os
import shutil
import sqlite3
import sys
import tempfile
import threading
import time
import weakref
from collections.abc import Callable, Iterable
from contextlib import closing
from pathlib import Path

MAX_CLIENTS = 10_000  # past this many remembered clients, the idle ones are forgotten
_TABLE = (
    "CREATE TABLE IF NOT EXISTS buckets (client TEXT PRIMARY KEY, tokens REAL NOT NULL, at REAL NOT NULL)"
)
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


class RateLimiter:
    """Per-client token buckets kept in a SQLite file that every worker process opens: a client has one
    budget whichever worker answers it. Thread-safe (a connection per thread, one short write transaction
    per `allow`). `path` None: a file of this limiter's own, for one process."""

    def __init__(
        self, rate: float, burst: int, path: Path | None = None, clock: Callable[[], float] = time.monotonic
    ):
        if rate <= 0 or burst < 1:
            raise ValueError("rate must be positive and burst at least 1")
        self.rate = rate
        self.burst = burst
        if path is None:  # a file of this process's own, removed when the limiter goes
            folder = tempfile.mkdtemp(prefix="bridgelaws-limits-")
            weakref.finalize(self, shutil.rmtree, folder, ignore_errors=True)
            path = Path(folder) / "limits.sqlite"
        self.path = path
        self._clock = clock  # CLOCK_MONOTONIC: one clock for every process of the machine
        self._local = threading.local()
        self._failing = False
        if not path.exists():  # made once, by the first to open it (`bridgelaws serve`: before its workers)
            with closing(self._connect()) as db:
                db.execute("PRAGMA journal_mode=WAL")  # kept by the file

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        db.execute("PRAGMA synchronous=OFF")  # the buckets need not outlive a crash of the machine
        db.execute(_TABLE)
        return db

    def _db(self) -> sqlite3.Connection:
        """This thread's connection, opened in this process (a connection never crosses a fork)."""
        pid, db = getattr(self._local, "db", (None, None))
        if pid != os.getpid() or db is None:
            db = self._connect()
            self._local.db = (os.getpid(), db)
        return db

    def allow(self, client: str) -> bool:
        """Spend one token of `client`'s bucket; False when it has none. When the store cannot be read
        or written (a full disk, a file removed), the request is let through and that is said on stderr:
        the API stays up, and in a deployment nginx's own limit stands in front."""
        try:
            return self._spend(client)
        except sqlite3.Error as problem:
            if not self._failing:
                sys.stderr.write(f"rate limiter: {self.path}: {problem}; requests are not limited\n")
            self._failing = True
            return True

    def _spend(self, client: str) -> bool:
        db = self._db()
        now = self._clock()
        db.execute("BEGIN IMMEDIATE")
        try:
            row = db.execute("SELECT tokens, at FROM buckets WHERE client = ?", (client,)).fetchone()
            tokens, then = row if row else (float(self.burst), now)
            tokens = min(float(self.burst), tokens + max(0.0, now - then) * self.rate)
            allowed = tokens >= 1.0
            db.execute(
                "INSERT OR REPLACE INTO buckets (client, tokens, at) VALUES (?, ?, ?)",
                (client, tokens - 1.0 if allowed else tokens, now),
            )
            if row is None:
                self._forget_idle(db, now)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        self._failing = False
        return allowed

    def retry_after(self) -> int:
        """Seconds until a drained bucket holds a token again."""
        return max(1, round(1 / self.rate))

    def _forget_idle(self, db: sqlite3.Connection, now: float) -> None:
        """Past MAX_CLIENTS remembered clients, forget those whose bucket is full again anyway."""
        (count,) = db.execute("SELECT count(*) FROM buckets").fetchone()
        if count > MAX_CLIENTS:
            db.execute("DELETE FROM buckets WHERE at <= ?", (now - self.burst / self.rate,))


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
