"""The rate limiter's shared store: two limiters on one file (as two worker processes have) spend one
budget per client; a forked process opens its own connection; clients long idle are forgotten past
MAX_CLIENTS; a store that cannot be reached lets requests through and says so."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from bridgelaws.serve import ratelimit
from bridgelaws.serve.ratelimit import RateLimiter


def test_limiters_on_one_file_share_each_clients_budget(tmp_path: Path) -> None:
    now = [0.0]
    store = tmp_path / "limits.sqlite"
    first, second = (RateLimiter(rate=1.0, burst=2, path=store, clock=lambda: now[0]) for _ in range(2))
    assert [first.allow("a"), second.allow("a"), first.allow("a"), second.allow("a")] == [
        True,
        True,
        False,
        False,
    ]
    assert second.allow("b")
    now[0] += 1.0  # one token back, whichever limiter spends it
    assert [second.allow("a"), first.allow("a")] == [True, False]


def test_a_forked_process_spends_from_the_same_buckets(tmp_path: Path) -> None:
    limiter = RateLimiter(rate=0.001, burst=3, path=tmp_path / "limits.sqlite")
    assert limiter.allow("a")  # this process's connection is open before the fork
    child = os.fork()
    if child == 0:  # the child: its own connection, the same buckets
        os._exit(0 if [limiter.allow("a"), limiter.allow("a")] == [True, True] else 1)
    _, status = os.waitpid(child, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert not limiter.allow("a")  # the child spent the other two


def test_idle_clients_are_forgotten_past_max_clients(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ratelimit, "MAX_CLIENTS", 5)
    now = [0.0]
    limiter = RateLimiter(rate=1.0, burst=2, path=tmp_path / "limits.sqlite", clock=lambda: now[0])
    for n in range(5):
        limiter.allow(f"old-{n}")
    now[0] += 10  # every old bucket is full again: nothing is lost by forgetting them
    limiter.allow("busy")
    limiter.allow("busy")
    limiter.allow("new")  # the 7th client: the idle ones go
    rows = limiter._db().execute("SELECT client FROM buckets ORDER BY client").fetchall()
    assert [client for (client,) in rows] == ["busy", "new"]
    assert not limiter.allow("busy")  # a busy client keeps its spent bucket


def test_a_store_out_of_reach_lets_requests_through(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "state"
    folder.mkdir()
    limiter = RateLimiter(rate=0.001, burst=1, path=folder / "limits.sqlite")
    assert limiter.allow("a") and not limiter.allow("a")
    limiter._local.db[1].close()
    shutil.rmtree(folder)
    limiter._local.db = (None, None)  # a new thread or process: it opens the file again, and cannot
    assert limiter.allow("a") and limiter.allow("a")
    assert capsys.readouterr().err.count("requests are not limited") == 1  # said once
