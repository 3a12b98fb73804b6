"""What one build makes and the next can reuse: values kept from a build to the next, by key.

A process that builds again (`bridgelaws serve`, its watcher) finds most of the knowledge base as it
was: the files that did not change give the very same records (the reader's parse cache), the
passages made of them are equal to the last build's. A `Kept` makes a value once and hands it out
again while its key is asked for; `rotate()`, at the end of a build, drops what that build did not
ask for, so that nothing of a deleted or edited record stays alive.

A `Kept` is keyed by values (hashable, compared by equality); a `KeptByObject` by a frozen record
itself, by identity: cheaper than hashing a record, and the record is kept alive beside its value, so
no other object can take its `id` while the value is kept. A `Last` holds one value, the one made for
the last key asked for: what is asked for twice in one build, or again while what it comes from is the same.

`settle()`, when a build is over and served, takes what is kept out of the garbage collector's
passes until the next build is over, as a long-running server freezes its heap before it forks;
`rebuilding()`, around the next build, leaves the collector its young passes only: the full pass is
the settle after it.
"""

from __future__ import annotations

import gc
import operator
import time
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")
_MISSING = object()  # a value not found (None may be a value)


class Kept(Generic[V]):
    """Values by key, kept while builds ask for them (see the module docstring)."""

    def __init__(self) -> None:
        self.kept: dict[Hashable, V] = {}
        self.used: dict[Hashable, V] = {}

    def get(self, key: Hashable, make: Callable[[], V]) -> V:
        """The value of `key`: this build's, the last build's, or `make()`."""
        found = self.used.get(key, _MISSING)
        if found is _MISSING:
            found = self.kept.get(key, _MISSING)
            if found is _MISSING:
                found = make()
            self.used[key] = found
        return found  # type: ignore[return-value]

    def rotate(self) -> None:
        """A build is over: keep what it asked for, drop the rest."""
        self.kept, self.used = self.used, {}


class KeptByObject(Generic[V]):
    """Values made from frozen records, by the records' identity (see the module docstring)."""

    def __init__(self) -> None:
        self._kept: Kept[tuple[object, V]] = Kept()

    def get(self, thing: object, make: Callable[[], V]) -> V:
        """The value made from `thing`: this build's, the last build's, or `make()`."""
        return self._kept.get(id(thing), lambda: (thing, make()))[1]

    def rotate(self) -> None:
        self._kept.rotate()


class Last(Generic[K, V]):
    """The value made for the last key asked for, given again while the same key is asked for (`same`:
    equality, or `operator.is_` for a knowledge base, which equality would compare whole)."""

    def __init__(self, same: Callable[[K, K], bool] = operator.eq) -> None:
        self.same = same
        self.held: tuple[K, V] | None = None

    @property
    def key(self) -> K | None:
        """The last key asked for (None before the first)."""
        return self.held[0] if self.held is not None else None

    def get(self, key: K, make: Callable[[], V]) -> V:
        """The value of `key`: the last one made, if `key` is the same as the last, else `make()`."""
        if self.held is None or not self.same(self.held[0], key):
            self.held = (key, make())
        return self.held[1]


# A file's or folder's modification time is trusted to tell a change only once it is older than this: one
# changed again within the clock's tick of its time keeps the same time (git's "racy" files), and some
# file systems keep times to 2 seconds (FAT).
SETTLED_NS = 3_000_000_000


def settled_before() -> int:
    """The time (in ns) before which a file's or folder's modification time is trusted (`SETTLED_NS`)."""
    return time.time_ns() - SETTLED_NS


def settle() -> None:
    """A build is over and served: collect its garbage now, and keep everything alive from it out of
    the collector's full passes during the next build (Python's `gc.freeze`). Measured at ×100: two or
    three full passes over the long-lived heap took 2.8–3.2 s of a one-file rebuild; with the heap
    frozen they pass over that build's new objects only. Called where nobody waits (after the swap),
    and every time: what the next build drops from the frozen heap is collected at the next call."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


@contextmanager
def rebuilding() -> Iterator[None]:
    """A rebuild of a served build: the collector makes its young passes only (what a build drops at
    once goes there), and no full pass, until `settle()` after it. Measured in one process at ×100:
    one-file rebuilds 3.4–3.6 s with the collector as it is, 3.0–3.2 s with it off; a whole build of
    the seeds peaks at 246 MB with young passes only, as with all (245 MB), but at 291 MB with the
    collector off: hence young passes, not none."""
    young, middle, old = gc.get_threshold()
    gc.set_threshold(young, middle, 1 << 30)  # full passes start after this many middle ones
    try:
        yield
    finally:
        gc.set_threshold(young, middle, old)
