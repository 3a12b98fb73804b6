"""Serving the built site and the search API over HTTP, and rebuilding both when content changes.

`SearchApp` (app.py) is the WSGI application; `bridgelaws serve` runs it under gunicorn with worker
processes (server.py), any WSGI server can run `bridgelaws.serve.wsgi:application`, and `make_server`
(http.py) runs it in this process, in threads, for tests and tools.
"""

from .app import SearchApp
from .http import SiteServer, make_server
from .ratelimit import RateLimiter, TrustedProxies

__all__ = ["RateLimiter", "SearchApp", "SiteServer", "TrustedProxies", "make_server"]
