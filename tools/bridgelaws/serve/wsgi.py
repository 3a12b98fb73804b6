"""The WSGI entry point for a server's worker processes: `bridgelaws.serve.wsgi:application`.

A server runs the application in processes of its own, so what each needs is handed over as JSON in
the environment variable BRIDGELAWS_SERVE (`ServeConfig.environ()`); each worker builds its
`SearchApp` from it on its first request: the index opened in that process, the rate limiter's shared
file, the problems file the watcher writes.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from bridgelaws.search import SearchIndex

from .app import SearchApp
from .problems import ProblemsFile
from .ratelimit import RateLimiter, TrustedProxies
from .responses import StartResponse

ENVIRON = "BRIDGELAWS_SERVE"


@dataclass(frozen=True)
class ServeConfig:
    """What every worker needs to build the same application."""

    index: str  # the index folder (generations and CURRENT)
    replica: str  # host:port, sent in X-Bridgelaws-Replica
    limits: str  # the rate limiter's SQLite file, shared by the workers
    rate: float = 10.0
    burst: int = 20
    trusted: tuple[str, ...] = ()
    site: str | None = None  # the built site folder; None: the API only
    problems: str | None = None  # the file the watcher writes the content's problems to

    def environ(self) -> dict[str, str]:
        return {ENVIRON: json.dumps(asdict(self))}

    @classmethod
    def from_environ(cls, environ: dict[str, str] | os._Environ[str] = os.environ) -> ServeConfig:
        if ENVIRON not in environ:
            raise RuntimeError(f"{ENVIRON} is not set: start the server with `bridgelaws serve`")
        data = json.loads(environ[ENVIRON])
        return cls(**{**data, "trusted": tuple(data.get("trusted", ()))})

    def app(self) -> SearchApp:
        return SearchApp(
            SearchIndex(self.index),
            RateLimiter(self.rate, self.burst, Path(self.limits)),
            self.replica,
            site=Path(self.site) if self.site else None,
            trusted=TrustedProxies(self.trusted),
            problems=ProblemsFile(Path(self.problems)) if self.problems else None,
        )


_app: SearchApp | None = None
_lock = threading.Lock()


def application(environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
    """The WSGI application of a worker, built from BRIDGELAWS_SERVE at its first request."""
    global _app
    if _app is None:
        with _lock:
            if _app is None:
                _app = ServeConfig.from_environ().app()
    return _app(environ, start_response)
