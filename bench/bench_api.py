"""The search API under load (prints figures; not a test).

    .venv/bin/python bench/bench_api.py                       # `bridgelaws serve --api-only`, 1 and 2 workers
    .venv/bin/python bench/bench_api.py --rounds 3 --seconds 20
    .venv/bin/python bench/bench_api.py --servers gunicorn-sync,gunicorn-gthread4,granian,uvicorn,waitress
                                                              # the comparison (pip install '.[compare]')
    git archive 77253d9 tools | tar -x -C /tmp/before         # the http.server of before, one process
    .venv/bin/python bench/bench_api.py --servers before --workers 1 --before /tmp/before

The load is Debian's `wrk` (`apt-get install wrk`; `make bench-api` installs it): `--clients` open
connections (50) over 2 threads, for `--seconds` each, cycling through the 16 queries of bench/run.py
(the same ones bench_search.py times), after a warm-up. The server runs over the real corpus's index
with the rate limiter on (a rate no client reaches: the limiter's shared store is paid for, no request
refused). Each configuration is measured `--rounds` times, the rounds interleaved so that a burst of
load from other processes on the machine hits all of them alike; the median round is printed, with the
spread. Errors are wrk's socket errors and timeouts plus every answer that is not 200. The CPU time the
server's processes spent per request is printed too: it is what the other work on a shared machine
skews least (more waiting changes the throughput and the latency, hardly the work done per request).

Targets: 2 workers ≥ 1.7 × the throughput of 1 worker; no error with 50 clients; p95 reported.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from urllib.parse import quote

from run import QUERIES

from bridgelaws.search import ensure_index
from bridgelaws.serve.wsgi import ServeConfig

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
SPEED_UP_TARGET = 1.7
RATE = 1e9  # per client: never reached, so the limiter is paid for but refuses nothing

WRK_SCRIPT = """
local paths = {%s}
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i %% #paths) + 1])
end
done = function(summary, latency, requests)
  io.write(string.format("BENCH requests=%%d seconds=%%f p50=%%d p95=%%d p99=%%d max=%%d errors=%%d\\n",
    summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), latency.max,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status
      + summary.errors.timeout))
end
"""


@dataclass(frozen=True)
class Figures:
    rps: float
    p50_ms: float
    p95_ms: float
    p99_ms: float
    max_ms: float
    errors: int
    requests: int
    cpu_ms: (
        float  # CPU time of the server's processes per request: what other load on the machine skews least
    )


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def command(server: str, workers: int, port: int, index: Path) -> list[str]:
    """The command line that serves the API with `workers` processes: `bridgelaws serve` itself, or
    another server running the same WSGI application (configured through BRIDGELAWS_SERVE)."""
    app = "bridgelaws.serve.wsgi:application"
    bind = f"127.0.0.1:{port}"
    if server == "bridgelaws":  # gunicorn, threaded workers (serve/server.py)
        return [
            str(BIN / "bridgelaws"), "serve", "--api-only", "--no-watch", "--quiet",
            "--workers", str(workers), "--host", "127.0.0.1", "--port", str(port), "--rate", str(RATE),
            "--index", str(index), "--root", str(ROOT),
        ]  # fmt: skip
    if server.startswith("gunicorn-gthread"):  # gunicorn-gthread4: 4 threads a worker
        threads = server.removeprefix("gunicorn-gthread") or "2"
        return [
            str(BIN / "gunicorn"),
            "-w",
            str(workers),
            "-k",
            "gthread",
            "--threads",
            threads,
            "-b",
            bind,
            app,
        ]
    if server == "gunicorn-sync":
        return [str(BIN / "gunicorn"), "-w", str(workers), "-k", "sync", "-b", bind, "--backlog", "2048", app]
    if server == "gunicorn-gthread":
        return [str(BIN / "gunicorn"), "-w", str(workers), "-k", "gthread", "--threads", "4", "-b", bind, app]
    if server == "granian":
        return [
            str(BIN / "granian"), "--interface", "wsgi", "--workers", str(workers), "--blocking-threads", "1",
            "--host", "127.0.0.1", "--port", str(port), "--no-ws", "--log-level", "warning", app,
        ]  # fmt: skip
    if server == "uvicorn":  # the WSGI app under ASGI (a2wsgi), uvloop and httptools
        return [
            str(BIN / "uvicorn"), "--workers", str(workers), "--host", "127.0.0.1", "--port", str(port),
            "--log-level", "warning", "--no-access-log", "--factory", "asgi_bridge:make",
        ]  # fmt: skip
    if server == "before":  # the http.server of before (one process): --before DIR, a checkout's tools/
        return [
            sys.executable, "-c", "from bridgelaws.cli import main; main()", "serve", "--api-only",
            "--no-watch", "--quiet", "--host", "127.0.0.1", "--port", str(port), "--rate", str(RATE),
            "--index", str(index), "--root", str(ROOT),
        ]  # fmt: skip
    if server == "waitress":  # one process, threads: `workers` is ignored
        return [str(BIN / "waitress-serve"), "--threads", "4", "--listen", bind, app]
    raise SystemExit(f"unknown server {server!r}")


def start(
    server: str, workers: int, index: Path, limits: Path, before: Path | None
) -> tuple[subprocess.Popen[bytes], int]:
    port = free_port()
    config = ServeConfig(str(index), replica=f"127.0.0.1:{port}", limits=str(limits), rate=RATE, burst=1000)
    path = str(before / "tools") if server == "before" and before else str(Path(__file__).parent)
    env = {**os.environ, **config.environ(), "PYTHONPATH": path}
    argv = command(server, workers, port, index)
    process = subprocess.Popen(
        argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(
                f"{server} did not start: {process.stderr.read().decode() if process.stderr else ''}"
            )
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process, port
        except OSError:
            time.sleep(0.1)
    stop(process)
    raise SystemExit(f"{server} did not listen on {port} within 60 s")


def stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(5)


def group_cpu(group: int) -> float:
    """Seconds of CPU (user + system) the processes of process group `group` have used so far."""
    ticks = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:
            continue
        if int(fields[2]) == group:  # fields after the command: state, ppid, pgrp, …, utime (12), stime (13)
            ticks += int(fields[11]) + int(fields[12])
    return ticks / os.sysconf("SC_CLK_TCK")


def load(port: int, clients: int, seconds: int, script: Path, group: int = 0) -> Figures:
    wrk = shutil.which("wrk")
    if wrk is None:
        raise SystemExit("wrk not found: apt-get install wrk (or `make bench-api`)")
    cpu = group_cpu(group) if group else 0.0
    done = subprocess.run(
        [wrk, "-t2", f"-c{clients}", f"-d{seconds}s", "--timeout", "10s", "-s", str(script),
         f"http://127.0.0.1:{port}"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    found = re.search(r"BENCH (.*)", done.stdout)
    if found is None:
        raise SystemExit(f"wrk said:\n{done.stdout}{done.stderr}")
    values = dict(pair.split("=") for pair in found[1].split())
    requests, duration = int(values["requests"]), float(values["seconds"])
    cpu = group_cpu(group) - cpu if group else 0.0
    return Figures(
        rps=requests / duration,
        p50_ms=int(values["p50"]) / 1000,
        p95_ms=int(values["p95"]) / 1000,
        p99_ms=int(values["p99"]) / 1000,
        max_ms=int(values["max"]) / 1000,
        errors=int(values["errors"]),
        requests=requests,
        cpu_ms=1000 * cpu / max(1, requests),
    )


def measure(server: str, workers: int, index: Path, work: Path, args: argparse.Namespace) -> Figures:
    if args.wait_for_load:  # a shared machine: wait (at most --wait-minutes) until the others are quieter
        deadline = time.monotonic() + 60 * args.wait_minutes
        while os.getloadavg()[0] > args.wait_for_load and time.monotonic() < deadline:
            time.sleep(10)
    process, port = start(server, workers, index, work / f"limits-{server}-{workers}.sqlite", args.before)
    try:
        load(port, args.clients, args.warm_up, work / "load.lua")  # every worker opens the index, warms up
        return load(port, args.clients, args.seconds, work / "load.lua", group=process.pid)
    finally:
        stop(process)


def summary(figures: Figures) -> str:
    return (
        f"{figures.rps:6.0f} req/s  p50 {figures.p50_ms:6.1f} ms  p95 {figures.p95_ms:6.1f} ms  "
        f"p99 {figures.p99_ms:6.1f} ms  errors {figures.errors}  CPU {figures.cpu_ms:4.1f} ms/request"
    )


def loadavg() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--servers",
        default="bridgelaws",
        help="comma-separated: bridgelaws, gunicorn-sync, gunicorn-gthreadN, granian, uvicorn, waitress, "
        "before",
    )
    parser.add_argument("--workers", default="1,2", help="comma-separated worker counts")
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--warm-up", type=int, default=3, help="seconds of load before each measurement")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--wait-for-load", type=float, help="before each measurement, wait for a lower load")
    parser.add_argument("--wait-minutes", type=float, default=30, help="… but no longer than this")
    parser.add_argument(
        "--before", type=Path, help="for --servers before: a folder holding an older tools/ (git archive)"
    )
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # stopped: the server it started is stopped too
    servers = args.servers.split(",")
    workers = [int(n) for n in args.workers.split(",")]

    index = ROOT / ".cache" / "search"
    ensure_index(ROOT, index)
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    print(f"machine: {machine}; {date.today()}")
    rounds = f"{args.seconds} s × {args.rounds} rounds"
    print(f"load: {args.clients} clients (wrk), {rounds}; the queries of bench/run.py")
    runs: dict[tuple[str, int], list[Figures]] = {}
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        paths = ", ".join(f'"/api/search?q={quote(query)}"' for query in QUERIES)
        (work / "load.lua").write_text(WRK_SCRIPT % paths, encoding="utf-8")
        for round_ in range(1, args.rounds + 1):
            print(f"round {round_}: load average before {loadavg()}", flush=True)
            for server in servers:
                for n in workers:
                    figures = measure(server, n, index, work, args)
                    runs.setdefault((server, n), []).append(figures)
                    print(f"  {server:17} {n} worker(s): {summary(figures)}  (load {loadavg()})", flush=True)
    print(f"\nthe median round of {args.rounds} (and the spread of req/s):")
    for (server, n), figures in runs.items():
        best = sorted(figures, key=lambda f: f.rps)[len(figures) // 2]  # the median round
        rates = [f.rps for f in figures]
        errors = sum(f.errors for f in figures)
        spread = f"({min(rates):.0f}–{max(rates):.0f})"
        print(f"  {server:17} {n} worker(s): {summary(best)} {spread}, errors in all rounds {errors}")
    for server in servers:
        if (server, 1) in runs and (server, 2) in runs:
            one = statistics.median(f.rps for f in runs[(server, 1)])
            two = statistics.median(f.rps for f in runs[(server, 2)])
            verdict = "ok" if two >= SPEED_UP_TARGET * one else "LOW"
            print(f"  {server}: 2 workers / 1 worker = {two / one:.2f}  [{verdict}: ≥ {SPEED_UP_TARGET}]")


if __name__ == "__main__":
    main()
