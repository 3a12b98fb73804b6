"""`bridgelaws serve`: the WSGI application (wsgi.py) under gunicorn, in `workers` processes.

The command's own process becomes gunicorn's master: it binds the socket first (so a port in use is a
clear error, and port 0 a free port whose number every worker knows for X-Bridgelaws-Replica), then
forks the workers, restarts any that dies or hangs, and stops them all on Ctrl-C or SIGTERM. The
workers share the socket (the kernel hands each connection to one of them), the rate limiter's file
and, under the watcher, the problems file; each opens the index itself and follows its `CURRENT`.

The watcher (watch.py), which rebuilds the index and the site when a YAML file is saved, runs in a
process of its own beside the master, never in a process gunicorn forks: a fork copies a process's
threads' locks but not the threads.

Why gunicorn: measured against waitress, uvicorn and granian on this project's searches (figures and
reasons in bench/RESULTS.md).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from gunicorn.app.base import BaseApplication

from .ratelimit import RateLimiter, TrustedProxies
from .wsgi import ServeConfig

KEEP_ALIVE = 75  # seconds an idle connection stays open: longer than nginx keeps its own (60 s)
GRACE = 5  # seconds the workers have to finish their requests when told to stop
STUCK = 30  # seconds a request may take before its worker is restarted
THREADS = 2  # threads per worker: one searches while the other reads or writes a slow connection
MAX_WORKERS = 8


def bind(host: str, port: int) -> socket.socket:
    """A TCP socket bound to host:port (port 0: a free one), not yet listening; OSError if it cannot be."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def replica_name(sock: socket.socket) -> str:
    """host:port of a bound socket, as X-Bridgelaws-Replica names it (the machine's name for "every
    address")."""
    host, port = sock.getsockname()[:2]
    return f"{socket.gethostname() if host in ('0.0.0.0', '::') else host}:{port}"


class _Gunicorn(BaseApplication):  # type: ignore[misc]
    """gunicorn run from Python: `options` are its settings; each worker builds the application from
    `config` once forked (its own index, its own connections to the limiter's file)."""

    def __init__(self, config: ServeConfig, options: dict[str, Any]):
        self.config = config
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for name, value in self.options.items():
            self.cfg.set(name, value)

    def load(self) -> Callable[..., Any]:
        return self.config.app()


def default_workers() -> int:
    """One worker process per core (a search is Python work, one core's at a time), at most MAX_WORKERS."""
    return max(1, min(MAX_WORKERS, len(os.sched_getaffinity(0))))


def serve(
    sock: socket.socket,
    config: ServeConfig,
    workers: int,
    announce: Callable[[str], None],
    watch: list[str] | None = None,
    quiet: bool = False,
) -> None:
    """Serve `config`'s application on the bound `sock` in `workers` processes until stopped; with
    `watch` (ROOT INDEX SITE, see watch.main), run the watcher beside them. Returns when the master has
    stopped."""
    state = Path(tempfile.mkdtemp(prefix="bridgelaws-serve-"))
    config = replace(config, limits=str(state / "limits.sqlite"), replica=replica_name(sock))
    # The limiter's file made here, once: a worker opening it then takes no lock while it starts.
    RateLimiter(config.rate, config.burst, Path(config.limits))
    if watch is not None:
        config = replace(config, problems=str(state / "problems.json"))
    host, port = sock.getsockname()[:2]
    url = f"http://{f'[{host}]' if ':' in host else host}:{port}/"
    watcher: subprocess.Popen[bytes] | None = None

    def ready(arbiter: Any) -> None:
        nonlocal watcher
        if watch is not None:
            watcher = subprocess.Popen(
                [sys.executable, "-m", "bridgelaws.serve.watch", *watch, config.problems]
            )
        announce(url)

    def on_exit(arbiter: Any) -> None:
        if watcher is not None and watcher.poll() is None:
            watcher.terminate()
            try:
                watcher.wait(GRACE)
            except subprocess.TimeoutExpired:
                watcher.kill()

    proxies = TrustedProxies(config.trusted).networks  # normalised: gunicorn wants no host bits in a CIDR
    options = {
        "bind": [f"fd://{sock.fileno()}"],
        "workers": workers,
        "worker_class": "gthread",
        "threads": THREADS,
        "keepalive": KEEP_ALIVE,
        "graceful_timeout": GRACE,
        "timeout": STUCK,
        "limit_request_line": 8190,  # the application refuses a URL over MAX_URL (2048) with its own 414
        "forwarded_allow_ips": ",".join(map(str, proxies)) or "127.0.0.1,::1",  # for X-Forwarded-Proto
        "accesslog": None if quiet else "-",
        "errorlog": "-",
        "loglevel": "warning",
        "proc_name": "bridgelaws-serve",
        "when_ready": ready,
        "on_exit": on_exit,
    }
    try:
        _Gunicorn(config, options).run()
    finally:
        shutil.rmtree(state, ignore_errors=True)
