"""The WSGI application as an ASGI one (a2wsgi), for bench_api.py's uvicorn comparison."""

from a2wsgi import WSGIMiddleware

from bridgelaws.serve.wsgi import application


def make() -> WSGIMiddleware:
    return WSGIMiddleware(application, workers=4)
