"""Serving the built site and the search API over HTTP, and rebuilding both when content changes."""

from .http import SiteServer, make_server
from .ratelimit import RateLimiter

__all__ = ["RateLimiter", "SiteServer", "make_server"]
