"""The site in Debian's chromium: language tabs, search in four languages, the ruling fold, cross-links.

The search loads one language's index (a shard) when it is first opened; the language is chosen in
the search box (EN · PL · ΕΛ · РУ) or follows the letters typed.

The site is built once per session and served from a local thread; the tests fail (never skip)
when chromium is missing, since CI installs it.
"""

from __future__ import annotations

import functools
import json
import os
import re
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect, sync_playwright

from .conftest import ROOT, build_site

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

pytestmark = pytest.mark.browser


class _Handler(SimpleHTTPRequestHandler):
    """The built site; with `api` set, also a stand-in for `bridgelaws serve`'s /api/search."""

    api: list[dict] | None = None

    def do_GET(self) -> None:
        if self.path.startswith("/api/search"):
            if self.api is None:
                self.send_error(404)
                return
            body = json.dumps(self.api).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()

    def log_message(self, *args: object) -> None:
        pass


def _serve(site: Path, api: list[dict] | None = None) -> Iterator[str]:
    handler = type("Handler", (_Handler,), {"api": api})
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def base(site: Path) -> Iterator[str]:
    yield from _serve(site)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    assert Path(CHROMIUM).exists(), f"the browser tests need Debian's chromium at {CHROMIUM}"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, f"JavaScript errors: {errors}"


SHARD = re.compile(r"/search/search_index\.(\w+)\.(?:json|js)$")


def shards_requested(page: Page) -> list[str]:
    """The languages whose search shard the page asks for, in order (call before loading it)."""
    requested: list[str] = []
    page.on("request", lambda request: (m := SHARD.search(request.url)) and requested.append(m[1]))
    return requested


def open_search(page: Page, lang: str | None = None) -> Locator:
    """Click into the search box and wait until the index is built; choose `lang` when given."""
    box = page.locator("input.md-search__input")
    box.click()
    ready = page.locator(".md-search-result__meta")
    expect(ready).to_have_text("Type to start searching", timeout=20_000)  # the index is built
    if lang:
        choose(page, lang)
    return box


def choose(page: Page, lang: str) -> None:
    """Press the language's button above the results; wait until the worker holds its shard."""
    page.locator(f'.bl-search-langs button[lang="{lang}"]').click()
    expect_language(page, lang)


def expect_language(page: Page, lang: str) -> None:
    expect(page.locator(".bl-search-langs")).to_have_attribute("data-ready", lang, timeout=20_000)
    expect(page.locator('.bl-search-langs button[aria-pressed="true"]')).to_have_attribute("lang", lang)


def search(page: Page, query: str, expected: str, lang: str | None = None) -> Locator:
    """Type `query` into the search box as a reader would (in `lang` when given); the results that
    show `expected` (any case), once the results for the whole query are in."""
    box = open_search(page, lang)
    box.press_sequentially(query, delay=20)
    box.press("End")  # Greek and Cyrillic letters arrive as text input without key events
    found = page.locator(".md-search-result__item").filter(has_text=expected)
    expect(found.first).to_be_visible(timeout=10_000)
    return found


def test_law_page_language_tabs_hold_across_the_site(page: Page, base: str) -> None:
    page.goto(base + "laws/27/")
    titles = page.locator(".tabbed-set").first
    expect(titles.locator(".tabbed-block").first).to_contain_text("Insufficient Bid")
    titles.locator("label", has_text="Polski").click()
    polish = titles.locator('.tabbed-block[lang="pl"]')
    expect(polish).to_be_visible()
    expect(polish).to_contain_text("Odzywka niewystarczająca")
    page.goto(base + "laws/26/")
    expect(page.locator('.tabbed-block[lang="pl"]').first).to_be_visible()
    ARTIFACTS.mkdir(exist_ok=True)
    page.goto(base + "laws/27/")
    page.screenshot(path=str(ARTIFACTS / "law-27.png"), full_page=False)


@pytest.mark.parametrize(
    ("query", "other_form", "lang"),
    [
        ("zapowiedzi", "zapowiedź", "pl"),  # chosen: Polish without diacritics reads as any language
        ("dziadka", "dziadek", "pl"),
        ("ανεπαρκης", "ανεπαρκής", None),  # the letters choose Greek
        ("претензии", "претензию", None),
        ("insufficient", "insufficient bid", None),  # English, the browser's language
    ],
)
def test_search_finds_every_language_as_a_director_types_it(
    page: Page, base: str, query: str, other_form: str, lang: str | None
) -> None:
    page.goto(base)
    first = search(page, query, other_form, lang).locator("a").first
    href = first.get_attribute("href") or ""
    first.click()
    page.wait_for_load_state()
    assert page.url.split("#")[0].split("?")[0] == href.split("#")[0].split("?")[0]
    article = page.locator("article").inner_text().lower()
    assert query in article or other_form in article


def test_search_finds_a_law_reference(page: Page, base: str) -> None:
    page.goto(base)
    hrefs = search(page, "27B1", "27B1").locator("a").evaluate_all("links => links.map(a => a.href)")
    assert any("/laws/27/" in href and href.endswith("#B1") for href in hrefs), hrefs


def test_the_ruling_is_folded_until_asked_for(page: Page, base: str) -> None:
    page.goto(base + "examples/hellenic-wiki-law27/ex-33/")
    ruling = page.locator("details.bl-ruling")
    text = ruling.locator('.tabbed-block[lang="en"]')
    expect(text).to_be_hidden()
    ruling.locator("summary").click()
    expect(text).to_be_visible()
    expect(text).to_contain_text("adjust the score")
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator(".bl-cards").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "example-ex-33.png"), full_page=False)


def test_a_cross_link_lands_on_its_section(page: Page, base: str) -> None:
    page.goto(base + "sources/hellenic-wiki-law27/")
    page.locator("#en-p02 a", has_text="27B1(a)").first.click()
    page.wait_for_url("**/laws/27/#B1a")
    section = page.locator("#B1a")
    expect(section).to_be_in_viewport()


def test_an_anchor_inside_a_tab_opens_that_tab(page: Page, base: str) -> None:
    page.goto(base + "sources/hellenic-wiki-law27/#el-p02")
    expect(page.locator("#el-p02")).to_be_visible()
    expect(page.locator("#en-p02")).to_be_hidden()


def test_examples_filter_by_law_and_language(page: Page, base: str) -> None:
    page.goto(base + "examples/")
    rows = page.locator("table.bl-examples tbody tr")
    total = rows.count()
    page.select_option('select[data-filter="lang"]', "el")
    greek = page.locator("table.bl-examples tbody tr:not(.bl-hidden)")
    assert 0 < greek.count() < total
    for row in greek.all():
        assert "el" in (row.get_attribute("data-lang") or "").split()
    assert "lang=el" in page.url


def test_an_offline_build_works_from_a_folder(page: Page, tmp_path_factory: pytest.TempPathFactory) -> None:
    out = tmp_path_factory.mktemp("offline")
    os.environ["BRIDGELAWS_OFFLINE"] = "true"
    try:
        build_site(ROOT / "mkdocs.yml", out)
    finally:
        del os.environ["BRIDGELAWS_OFFLINE"]
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto((out / "sources/hellenic-wiki-law27.html").as_uri())
    search(page, "dziadka", "dziadek", "pl")
    page.keyboard.press("Escape")
    page.locator("#en-p02 a", has_text="27B1(a)").first.click()
    page.wait_for_url("**/laws/27.html#B1a")
    expect(page.locator("#B1a")).to_be_in_viewport()
    assert all(url.startswith("file://") for url in requests), [
        u for u in requests if not u.startswith("file:")
    ]


def test_server_results_join_the_search_box_when_the_api_answers(browser: Browser, site: Path) -> None:
    hit = {
        "id": "law/2017/en/27/B1",
        "kind": "law",
        "lang": "en",
        "laws": ["27B1"],
        "source": None,
        "title": "Law 27B1 from the server",
        "snippet": "ranked by bridgelaws serve",
        "url": "/laws/27/#B1",
        "score": 1.0,
    }
    for base in _serve(site, api=[hit]):
        page = browser.new_page()
        page.goto(base)
        search(page, "insufficient", "insufficient bid")
        served = page.locator(".bl-api-results a")
        expect(served.first).to_contain_text("Law 27B1 from the server")
        assert served.first.get_attribute("href") == base + "laws/27/#B1"
        page.close()


def test_only_the_chosen_languages_shard_is_loaded_when_the_search_opens(browser: Browser, base: str) -> None:
    context = browser.new_context(locale="el-GR")
    page = context.new_page()
    requested = shards_requested(page)
    page.goto(base + "laws/27/")
    page.wait_for_load_state("networkidle")
    assert requested == []  # nothing before the search is used
    open_search(page)
    expect_language(page, "el")  # the browser's language
    assert requested == ["el"]
    # A content tab chosen on the site outweighs the browser's language.
    page.keyboard.press("Escape")
    page.locator(".tabbed-set").first.locator("label", has_text="Polski").click()
    page.reload()
    requested.clear()
    open_search(page)
    expect_language(page, "pl")
    assert requested == ["pl"]
    context.close()


def test_typing_greek_loads_the_greek_shard(page: Page, base: str) -> None:
    requested = shards_requested(page)
    page.goto(base)
    found = search(page, "ανεπαρκης", "ανεπαρκής")
    expect_language(page, "el")
    expect(found.first).to_contain_text("ανεπαρκής", ignore_case=True)
    assert requested == ["en", "el"]


def test_the_language_switch_reruns_the_query_and_is_remembered(page: Page, base: str) -> None:
    page.goto(base)
    box = open_search(page)
    expect_language(page, "en")
    box.press_sequentially("zapowiedzi", delay=20)
    meta = page.locator(".md-search-result__meta")
    expect(meta).to_have_text("No matching documents")  # no English text says it
    choose(page, "pl")
    expect(page.locator(".md-search-result__item").filter(has_text="zapowiedź").first).to_be_visible()
    # By keyboard: Tab from the box reaches the pressed button, the arrows move, Enter chooses.
    box.focus()
    page.keyboard.press("Tab")
    expect(page.locator('.bl-search-langs button[lang="pl"]')).to_be_focused()
    page.keyboard.press("ArrowRight")
    expect(page.locator('.bl-search-langs button[lang="el"]')).to_be_focused()
    page.keyboard.press("Enter")
    expect_language(page, "el")
    expect(meta).to_have_text("No matching documents")
    page.reload()
    open_search(page)
    expect_language(page, "el")
