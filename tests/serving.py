"""`bridgelaws serve` run as a command, for the tests of its workers: its master process, the port it
chose, its worker processes, and requests (`loopback.Client`'s) sent to one worker alone.

Which worker answers is chosen by stopping the others (SIGSTOP): a stopped process accepts no
connection, so the one left running takes them all."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from loopback import Client
from waiting import wait_for

BRIDGELAWS = Path(sys.executable).with_name("bridgelaws")
REPLICA = "X-Bridgelaws-Replica"
_SERVING = re.compile(r"serving .* on http://([\d.]+):(\d+)/ \((\d+) workers?")


@dataclass
class Served(Client):
    """A running `bridgelaws serve` on `port`: its master process, worker count and log."""

    process: subprocess.Popen[bytes]
    count: int
    log: Path

    def children(self) -> list[tuple[int, str]]:
        """(pid, command line) of the master's child processes."""
        found = []
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rpartition(")")[2].split()
                if int(fields[1]) == self.process.pid:
                    cmdline = (stat.parent / "cmdline").read_bytes().replace(b"\0", b" ").decode()
                    found.append((int(stat.parent.name), cmdline))
            except (OSError, ValueError, IndexError):
                continue
        return found

    def workers(self) -> list[int]:
        return sorted(pid for pid, cmdline in self.children() if "bridgelaws.serve.watch" not in cmdline)

    @contextmanager
    def only(self, worker: int) -> Iterator[None]:
        """Every request goes to `worker`: the other workers are stopped meanwhile."""
        others = [pid for pid in self.workers() if pid != worker]
        for pid in others:
            os.kill(pid, signal.SIGSTOP)
        try:
            yield
        finally:
            for pid in others:
                os.kill(pid, signal.SIGCONT)

    def search(
        self, query: str, source: str = "127.0.0.1", forwarded: str | None = None
    ) -> tuple[int, object]:
        headers = {"X-Forwarded-For": forwarded} if forwarded else {}
        status, answer, body = self.get(f"/api/search?q={quote(query)}", headers, source=source)
        assert answer["Content-Type"].startswith("application/json") and answer[REPLICA] == self.replica
        return status, json.loads(body)

    @property
    def replica(self) -> str:
        return f"127.0.0.1:{self.port}"


@contextmanager
def serving(log: Path, *args: str | Path, workers: int = 2) -> Iterator[Served]:
    """`bridgelaws serve ARGS --workers N` on a free port of 127.0.0.1, its terminal output in `log`;
    stopped (and checked to leave no process and, stopped as an operator stops it, no temporary folder
    behind) when done. Its temporary folders are made beside `log`: one a test kills leaves them there."""
    command = [BRIDGELAWS, "serve", "--host", "127.0.0.1", "--port", "0", "--workers", str(workers), *args]
    temporary = log.with_name(f"{log.stem}-tmp")
    temporary.mkdir(exist_ok=True)
    with log.open("wb") as out:
        process = subprocess.Popen(
            list(map(str, command)),
            stdout=subprocess.DEVNULL,
            stderr=out,
            env={**os.environ, "TMPDIR": str(temporary)},
        )
    served = None
    try:
        assert wait_for(
            lambda: _SERVING.search(log.read_text()) is not None or process.poll() is not None, 60
        )
        found = _SERVING.search(log.read_text())
        assert found, log.read_text()
        served = Served(port=int(found[2]), process=process, count=int(found[3]), log=log)
        assert wait_for(lambda: len(served.workers()) == workers, 30), served.children()
        yield served
    finally:
        children = [pid for pid, _ in served.children()] if served else []
        process.terminate()
        process.wait(30)
        assert wait_for(lambda: not any(Path(f"/proc/{pid}").exists() for pid in children), 10)
        if process.returncode == 0:  # stopped by SIGTERM, not killed by the test
            assert not list(temporary.iterdir()), list(temporary.iterdir())
