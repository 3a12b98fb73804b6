"""Driving the built site in Debian's chromium: the browser, servers for the site, and what a reader
sees of the search (visible text, contrast computed from the computed styles)."""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from playwright.sync_api import Browser, Locator, Page, expect, sync_playwright

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


def serve_folder(site: Path) -> Iterator[str]:
    """The built site from a plain static server (no /api/search), as on any host."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
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


def shot(page: Page, name: str) -> Path:
    """A screenshot of the page as it is, under test-artifacts/search/."""
    path = ARTIFACTS / "search" / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(path))
    return path


# What the eye needs of every hit: its visible text, and its title's contrast against what is behind
# it (colours composited over the backgrounds of its ancestors, WCAG 2 relative luminance).
SEEN = """
(selector) => {
  const parse = (c) => {
    const m = c.match(/rgba?\\(([^)]+)\\)/);
    if (!m) return [0, 0, 0, 0];
    const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const over = (top, under) => {
    const a = top[3] + under[3] * (1 - top[3]);
    if (!a) return [0, 0, 0, 0];
    return [0, 1, 2].map(i => (top[i] * top[3] + under[i] * under[3] * (1 - top[3])) / a).concat([a]);
  };
  const background = (el) => {
    let colour = [0, 0, 0, 0];
    for (let node = el; node; node = node.parentElement) {
      colour = over(colour, parse(getComputedStyle(node).backgroundColor));
      if (colour[3] >= 1) return colour;
    }
    return over(colour, [255, 255, 255, 1]);
  };
  const lum = (c) => {
    const [r, g, b] = c.slice(0, 3).map(v => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  return [...document.querySelectorAll(selector)].map(link => {
    const title = link.querySelector(".bl-hit__title");
    const back = background(title);
    const fore = over(parse(getComputedStyle(title).color), back);
    const [hi, lo] = [lum(fore), lum(back)].sort((a, b) => b - a);
    return {
      href: link.href,
      text: link.innerText,
      title: title.innerText,
      contrast: (hi + 0.05) / (lo + 0.05),
      marks: link.querySelectorAll("mark").length,
    };
  });
}
"""


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

