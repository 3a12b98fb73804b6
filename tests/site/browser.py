"""Driving the built site in Debian's chromium: the browser, servers for the site, and what a reader
sees of the search (visible text, contrast computed from the computed styles)."""

from __future__ import annotations

import functools
import sys
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from playwright.sync_api import Browser, Locator, Page, expect, sync_playwright

from .visual import CONTRAST_JS

ROOT = Path(__file__).resolve().parents[2]

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = ROOT / "test-artifacts"
HITS = ".bl-results .bl-hit__link"


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


class StaticServer(ThreadingHTTPServer):
    """A test's static server: a browser that leaves a page before a file is sent (a broken pipe)
    is what browsers do, not an error to print."""

    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def serve_folder(site: Path) -> Iterator[str]:
    """The built site from a plain static server (no /api/search), as on any host."""
    yield from serving(StaticServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site))))


def serving(server: StaticServer) -> Iterator[str]:
    """`server` answering in a thread while the caller uses its URL; shut down after."""
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def launch() -> Iterator[Browser]:
    assert Path(CHROMIUM).exists(), f"the browser tests need Debian's chromium at {CHROMIUM}"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


def open_search(page: Page) -> Locator:
    """Open the search as a reader does (the box in the header; on a phone, the header's magnifier,
    which opens the search over the page); the box."""
    box = page.locator("input.md-search__input")
    if not page.locator("#__search").is_checked():
        if page.evaluate("() => matchMedia('(min-width: 60em)').matches"):
            box.click()
        else:
            page.locator("label.md-header__button[for=__search]").click()
    box.focus()
    return box


def search(page: Page, query: str) -> Locator:
    """Type `query` as a reader does and wait for its results (with their snippets); the hits."""
    box = open_search(page)
    box.fill("")
    box.press_sequentially(query, delay=15)
    box.press("End")  # Greek and Cyrillic letters arrive as text input without key events
    results = page.locator(".bl-results")
    expect(results).to_have_attribute("data-query", query.strip(), timeout=10_000)
    expect(results).to_have_attribute("data-settled", "yes", timeout=10_000)
    expect(results).not_to_have_attribute("data-api", "pending", timeout=10_000)
    if results.get_attribute("data-api") == "yes":  # served: the server's hits are merged in
        expect(results).to_have_attribute("data-served", "yes", timeout=10_000)
    expect(results).to_have_attribute("data-texts", "in", timeout=10_000)
    return page.locator(HITS)


def every_language(page: Page) -> Locator:
    """Press "All" (the list opened on the reader's language, when its best hit is in it); the hits."""
    page.locator('.bl-results__filter button[data-lang=""]').click()
    expect(page.locator('.bl-results__filter button[data-lang=""]')).to_have_attribute("aria-pressed", "true")
    return page.locator(HITS)


def hits_showing(page: Page, query: str, expected: str) -> Locator:
    """Type `query` as a reader does; the hits that show `expected` (any case), once one is visible."""
    search(page, query)
    found = page.locator(".bl-results .bl-hit").filter(has_text=expected)
    expect(found.first).to_be_visible(timeout=10_000)
    return found


def shot(page: Page, name: str) -> Path:
    """A screenshot of the page as it is, under test-artifacts/search/."""
    path = ARTIFACTS / "search" / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(path))
    return path


# What the eye needs of every hit: its visible text, and its title's contrast (see visual.contrast).
SEEN = f"""(selector) => {{
  const contrast = {CONTRAST_JS};
  return [...document.querySelectorAll(selector)].map(link => {{
    const title = link.querySelector(".bl-hit__title");
    return {{
      href: link.href,
      text: link.innerText,
      title: title.innerText,
      contrast: contrast(title),
      marks: link.querySelectorAll("mark").length,
    }};
  }});
}}"""


def seen(page: Page) -> list[dict]:
    """Every hit as the reader sees it: href, visible text, title, title contrast, marks."""
    return page.evaluate(SEEN, HITS)


def check_readable(page: Page) -> list[dict]:
    """No markup shown as text, every title readable, Material's "No matching documents" never shown."""
    hits = seen(page)
    for hit in hits:
        assert "<mark>" not in hit["text"] and "&lt;" not in hit["text"] and "&amp;" not in hit["text"], hit
        assert hit["title"].strip(), hit
        assert hit["contrast"] >= 4.5, hit
    expect(page.locator(".md-search-result__meta")).to_be_hidden()
    assert "No matching documents" not in page.locator(".md-search").inner_text()
    return hits

