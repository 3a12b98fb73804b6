"""The installable, offline site in Debian's chromium: the manifest and the service worker register,
first visits keep the shell, the law index and the reader's search, "Keep everything offline" makes
every page, example and search work with the network cut, a new build is picked up once and the
old cache goes, under a plain static server, a sub-path and `bridgelaws serve`.

Service workers need a secure context: the sites are served on http://127.0.0.1. Screenshots of
the switch, the offline page and the "updated" notice, at 1280 and 390 px, light and dark, are
written under test-artifacts/.
"""

from __future__ import annotations

import functools
import http.client
import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Playwright, expect, sync_playwright

from bridgelaws.i18n import words
from bridgelaws.model import load
from bridgelaws.search import SearchIndex, build_index
from bridgelaws.serve import make_server
from kbtree import build_site, write_project, write_tree
from waiting import wait_for

from .browser import ARGS, CHROMIUM, StaticServer, hits_showing
from .conftest import SMALL
from .visual import contrast, shoot

pytestmark = pytest.mark.browser

STATUS = """() => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => resolve(event.data);
  navigator.serviceWorker.controller.postMessage({type: "status"}, [channel.port2]);
})"""
CACHES = """async () => {
  const found = {};
  for (const name of await caches.keys()) {
    found[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
  }
  return found;
}"""

# Keeping everything: the four languages' pages, some 80 MB, may take minutes on a loaded machine.
KEEP_ALL_MS = 180_000


class _Handler(SimpleHTTPRequestHandler):
    """A plain static host: the site folder under `prefix`; each file sent after `delay` seconds."""

    prefix = "/"
    delay = 0.0

    def translate_path(self, path: str) -> str:
        if not path.startswith(self.prefix):
            return "/nonexistent/bridgelaws"
        return super().translate_path("/" + path[len(self.prefix) :])

    def do_GET(self) -> None:
        if self.delay:
            time.sleep(self.delay)
        super().do_GET()

    def log_message(self, *args: object) -> None:
        pass


@contextmanager
def static_host(site: Path, prefix: str = "/") -> Iterator[tuple[str, type[_Handler]]]:
    """The site served at http://127.0.0.1:<port><prefix>; yields its URL and the handler class
    (set its `delay` to slow every file down)."""
    handler = type("Handler", (_Handler,), {"prefix": prefix})
    server = StaticServer(("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{prefix}", handler
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    assert Path(CHROMIUM).exists(), f"the browser tests need Debian's chromium at {CHROMIUM}"
    with sync_playwright() as running:
        yield running


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    yield browser
    browser.close()


@pytest.fixture(scope="module")
def base(site: Path) -> Iterator[str]:
    with static_host(site) as (url, _):
        yield url


@contextmanager
def context(
    browser: Browser, width: int = 1280, scheme: str = "light", locale: str = "en-US"
) -> Iterator[Page]:
    """A fresh browser profile (no worker, no cache) and a page in it; no JavaScript error allowed."""
    viewport = {"width": width, "height": 900}
    ctx = browser.new_context(viewport=viewport, color_scheme=scheme, locale=locale)  # type: ignore[arg-type]
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        yield page
    finally:
        ctx.close()
    assert not errors, f"JavaScript errors: {errors}"


def controlled(page: Page) -> dict:
    """Waits until the service worker controls the page and has kept what it keeps; its status."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
    if page.locator("#keep-offline").count():
        expect(page.locator("#bl-keep-status")).not_to_be_empty(timeout=30_000)
    return page.evaluate(STATUS)


def until(page: Page, script: str, arg: object = None, timeout: float = 30) -> None:
    """Waits until `script` (a function, async or not) answers something true in `page`. Not
    `wait_for_function`: it takes the Promise an async function returns for a true answer."""
    assert wait_for(lambda: page.evaluate(script, arg), timeout), f"not within {timeout} s: {script}"


def caches(page: Page) -> dict[str, list[str]]:
    return page.evaluate(CACHES)


def kept_urls(page: Page, base: str) -> set[str]:
    """The files this build's cache holds, at their URLs in offline.json ("./", "laws/27/")."""
    status = page.evaluate(STATUS)
    urls = {url[len(base) :] or "./" for url in caches(page)[f"bridgelaws-{status['version']}"]}
    return urls - {"offline.json"}


def listed(site: Path) -> dict:
    return json.loads((site / "offline.json").read_text(encoding="utf-8"))


def english_readers(files: dict) -> dict:
    """What "keep everything" keeps for an English reader: all but the other languages' sites' pages."""
    return {url: entry for url, entry in files.items() if not entry.get("lang") or entry["group"] == "search"}


def mb(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


# Whether the network answers the service worker (any response does; its fetch fails offline).
_PROBE = """() => fetch(self.registration.scope + 'sitemap.xml?probe=' + Math.random(), {cache: 'no-store'})
  .then(() => true, () => false)"""


def offline(page: Page, on: bool = True) -> None:
    """The browser off (or back on) the network. Chromium tells the page's service worker a moment
    later (under load, after the next navigation had gone through it): wait until the worker's own
    fetches fail (or go through again)."""
    page.context.set_offline(on)
    for worker in page.context.service_workers:
        for _ in range(100):
            if worker.evaluate(_PROBE) != on:
                break
            page.wait_for_timeout(100)
        else:
            state = "on" if on else "off"
            raise AssertionError(f"after 10 s, the service worker does not see the network {state}")


# --- Lighthouse-style checks ------------------------------------------------------------------


def test_the_manifest_is_valid_and_the_app_installable(
    playwright: Playwright, base: str, tmp_path: Path
) -> None:
    # A profile on disk: Chrome installs no app from an incognito profile (as Playwright's contexts are).
    launch = playwright.chromium.launch_persistent_context
    profile = launch(tmp_path, executable_path=CHROMIUM, args=ARGS)
    try:
        page = profile.new_page()
        page.goto(base + "laws/27/")
        controlled(page)
        cdp = page.context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["url"] == base + "manifest.webmanifest"
        assert manifest["errors"] == [], manifest["errors"]
        parsed = manifest["manifest"]
        assert parsed["startUrl"] == base and parsed["scope"] == base and parsed["id"] == base
        assert parsed["display"] in ("standalone", "kStandalone")  # (CDP names its enums so)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        # The second load is served by the worker.
        response = page.reload()
        assert response is not None and response.from_service_worker
        assert page.evaluate("navigator.serviceWorker.controller.scriptURL") == base + "sw.js"
        # The start URL answers with no network.
        offline(page)
        response = page.goto(base)
        assert response is not None and response.ok and response.from_service_worker
        expect(page.locator("h1")).to_contain_text("The Laws of Duplicate Bridge")
    finally:
        profile.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_theme_colours_are_those_of_each_palette(
    browser: Browser, base: str, site: Path, scheme: str
) -> None:
    manifest = json.loads((site / "manifest.webmanifest").read_text(encoding="utf-8"))
    with context(browser, scheme=scheme) as page:
        page.goto(base)
        header, background = page.evaluate(
            """() => [getComputedStyle(document.querySelector('.md-header')).backgroundColor,
                      getComputedStyle(document.body).backgroundColor]"""
        )
        # the theme colour the HTML gives for this palette (as the page was sent)
        html = (site / "index.html").read_text(encoding="utf-8")
        media = f"(prefers-color-scheme: {scheme})"
        meta = html.split(f'<meta name="theme-color" media="{media}" content="')[1].split('"')[0]
        assert _rgb(meta) == header
        # pwa.js keeps the browser's colour on the palette shown, also when the reader switches it
        assert {
            _css(c)
            for c in page.eval_on_selector_all('meta[name="theme-color"]', "m => m.map(x => x.content)")
        } == {header}
        if scheme == "light":
            assert _rgb(manifest["theme_color"]) == header
            assert _rgb(manifest["background_color"]) == background
        else:
            assert background == "rgb(30, 33, 41)"  # slate, as pwa.BACKGROUNDS says


def _rgb(hex_colour: str) -> str:
    value = hex_colour.lstrip("#")
    return "rgb({}, {}, {})".format(*(int(value[i : i + 2], 16) for i in (0, 2, 4)))


def _css(colour: str) -> str:
    return _rgb(colour) if colour.startswith("#") else colour


# --- first visit --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("locale", "lang", "query", "found"),
    [("en-US", "en", "insufficient", "insufficient bid"), ("pl-PL", "pl", "dziadka", "dziadek")],
)
def test_a_first_visit_keeps_the_shell_the_law_index_and_the_readers_search(
    browser: Browser, base: str, site: Path, locale: str, lang: str, query: str, found: str
) -> None:
    files = listed(site)["files"]
    # the shell: every language's core pages, each kept for its own readers
    shell = {
        url for url, entry in files.items() if entry["group"] == "shell" and entry.get("lang", lang) == lang
    }
    assert {"./", "laws/", "offline/", "manifest.webmanifest", "search/search_index.json"} <= shell
    assert {"pl/", "pl/laws/", "el/", "ru/laws/"} <= {
        url for url, e in files.items() if e["group"] == "shell"
    }
    site_of = "" if lang == "en" else f"{lang}/"
    with context(browser, locale=locale) as page:
        page.goto(base)
        expect(page).to_have_url(base + site_of)  # a first visit lands in the browser's language
        status = controlled(page)
        assert status["langs"] == [lang]
        kept = kept_urls(page, base)
        assert shell <= kept
        assert f"search/{lang}/index.js" in kept
        assert not any(files[url]["group"] == "page" for url in kept)  # the home page is in the shell
        named = page.evaluate(f"new Intl.DisplayNames(['{lang}'], {{type: 'language'}}).of('{lang}')")
        expect(page.locator("#bl-keep-status")).to_contain_text(named)  # the search's, in the page's words
        offline(page)
        page.goto(base + site_of + "laws/")
        title = words(lang)._("The Laws of Duplicate Bridge ({edition})", edition="2017")
        expect(page.locator("h1")).to_contain_text(title)
        page.goto(base)
        hits_showing(page, query, found)
        # A law not kept (in the reader's site): the offline page of that site says so, in its
        # language, and lists what is kept.
        law = site_of + "laws/27/"
        page.goto(base + law)
        assert page.url == base + site_of + "offline/?from=" + law.replace("/", "%2F")
        expect(page.locator("html")).to_have_attribute("lang", lang)
        asked = page.locator(".bl-offline-asked")
        title = files[law]["title"]  # the page's title in its language
        assert title.startswith("27. ") and (lang != "pl" or "Odzywka" in title)
        said = words(lang)._(
            "You are offline, and this page is not kept on this device: {page}. "
            "It opens by itself when the network is back.",
            page=title,
        )
        expect(asked).to_have_text(said)
        expect(page.locator(".bl-offline-kept")).to_contain_text(named)
        expect(page.locator(f'.bl-offline-kept a[href$="{site_of}laws/"]:visible').first).to_be_visible()
        shoot(page, f"offline-page-{lang}")
        # Back online, it opens the page asked for by itself.
        offline(page, False)
        page.wait_for_url(base + law)
        heading = title.removeprefix("27. ")  # "Insufficient Bid", "Odzywka niewystarczająca"
        expect(page.locator("h1")).to_contain_text(heading)
        # ... and that page is kept from now on.
        offline(page)
        page.goto(base + law)
        expect(page.locator("h1")).to_contain_text(heading)


# --- keep everything ------------------------------------------------------------------------------


def test_keep_everything_then_law_pages_examples_and_search_work_offline(
    browser: Browser, site: Path
) -> None:
    everything = listed(site)["files"]
    files = english_readers(everything)
    assert {"pl/laws/27/", "ru/"} & set(everything) and not {"pl/laws/27/", "ru/"} & set(files)
    assert {"search/pl/index.js", "search/ru/index.js", "laws/27/"} <= set(files)
    total = sum(entry["size"] for entry in files.values())
    with static_host(site) as (base, handler), context(browser) as page:
        page.goto(base)
        controlled(page)
        switch = page.locator("#bl-keep-all")
        expect(switch).not_to_be_checked()
        # The size shows before anything starts.
        expect(page.locator("#bl-keep-size")).to_have_text(f"({mb(total)})")
        handler.delay = 0.03  # slow enough to watch the bar move
        page.locator(".bl-keep-switch").click()
        bar = page.locator("#bl-keep-progress")
        expect(bar).to_be_visible()
        expect(page.locator("#bl-keep-status")).to_contain_text(f"of {mb(total)}")
        page.wait_for_function("document.getElementById('bl-keep-progress').value > 0")
        shoot(page, "keep-offline-progress-1280-light")
        handler.delay = 0
        status = page.locator("#bl-keep-status")
        expect(status).to_contain_text(f"Everything is kept ({mb(total)})", timeout=KEEP_ALL_MS)
        expect(status).to_contain_text("the search in English, Polish, Greek and Russian")
        expect(bar).to_be_hidden()
        kept = kept_urls(page, base)
        assert set(files) == kept

        offline(page)
        page.goto(base + "laws/27/")
        expect(page.locator("h1")).to_contain_text("Insufficient Bid")
        page.locator(".bl-also-button", has_text="PL").click()
        expect(page.locator('.bl-version[lang="pl"]').first).to_contain_text("Odzywka niewystarczająca")
        page.goto(base + "laws/16/")
        expect(page.locator("h1")).to_contain_text("16")
        page.goto(base + "examples/hellenic-wiki-law27/ex-33/")
        expect(page.locator(".bl-cards").first).to_be_visible()
        pbn = page.evaluate("fetch('../ex-33.pbn').then(r => r.text())")
        assert pbn == (site / "examples/hellenic-wiki-law27/ex-33.pbn").read_text(encoding="utf-8")
        for query, found, read in [
            ("ανεπαρκης", "ανεπαρκής", "ανεπαρκ"),
            ("dziadka", "dziadek", "dziad"),
            ("27B1", "27B1", "27B1"),
        ]:
            page.goto(base + "sources/")
            hit = hits_showing(page, query, found).locator("a").first
            href = hit.get_attribute("href") or ""
            hit.click()
            page.wait_for_load_state()
            assert page.url.split("?")[0].split("#")[0] == href.split("?")[0].split("#")[0]
            expect(page.locator("article")).to_contain_text(read, ignore_case=True)  # the word, in any form
        # A page the site does not have: the offline page, listing everything by section.
        page.goto(base + "no/such/page/")
        summary = page.locator(".bl-offline-summary")
        expect(summary).to_contain_text(" downloads and the search in English, Polish, Greek and Russian")
        expect(page.locator(".bl-offline-group summary", has_text="All laws")).to_be_visible()
        shoot(page, "offline-page-everything-1280-light")
        # Offline, the home page still tells what is kept.
        page.goto(base)
        expect(page.locator("#bl-keep-status")).to_contain_text("Everything is kept")
        # Turned off, only what every visit keeps remains.
        offline(page, False)
        page.locator(".bl-keep-switch").click()
        expect(status).to_contain_text("Kept now")
        assert not any(files.get(url, {}).get("group") == "page" for url in kept_urls(page, base))


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390])
def test_screenshots_of_the_switch_and_the_offline_page(
    browser: Browser, base: str, width: int, scheme: str
) -> None:
    with context(browser, width=width, scheme=scheme) as page:
        page.goto(base)
        controlled(page)
        box = page.locator("#keep-offline")
        box.scroll_into_view_if_needed()
        expect(box).to_be_visible()
        expect(page.locator("#bl-keep-status")).to_contain_text("Kept now")
        _readable(page, "#keep-offline .bl-keep-label")
        _readable(page, "#bl-keep-status")
        shoot(page, f"keep-offline-{width}-{scheme}")
        offline(page)
        page.goto(base + "examples/")
        expect(page.locator(".bl-offline-asked")).to_be_visible()
        _readable(page, ".bl-offline-asked")
        _readable(page, ".bl-offline-summary")
        _readable(page, ".bl-offline-kept li a")
        shoot(page, f"offline-page-{width}-{scheme}")


def _readable(page: Page, selector: str) -> None:
    """The text at `selector` is visible and contrasts 4.5:1 at least with what is behind it."""
    found = page.locator(selector).first
    expect(found).to_be_visible()
    assert contrast(found) >= 4.5, (selector, contrast(found))


# --- a new build -----------------------------------------------------------------------------------

# Counts the notices a page shows (a notice that needs no answer goes by itself after 15 s).
COUNT_NOTICES = """(() => {
  window.__blNotices = 0;
  new MutationObserver((changes) => changes.forEach((change) => change.addedNodes.forEach((node) => {
    if (node.classList && node.classList.contains("bl-notice")) window.__blNotices += 1;
  }))).observe(document, { childList: true, subtree: true });
})()"""

# A new build's worker took over: its cache is there (it installed), no worker is installing or
# waiting, and the page's worker is the registration's active one. Asks the workers nothing.
TOOK_OVER = """async (cache) => {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await caches.has(cache)) && !registration.installing && !registration.waiting
    && navigator.serviceWorker.controller === registration.active;
}"""
WAITING = "async () => Boolean((await navigator.serviceWorker.getRegistration()).waiting)"


def stop_active_worker(page: Page) -> None:
    """Stops the registration's active worker, as Chromium stops an idle one (DevTools protocol)."""
    cdp = page.context.new_cdp_session(page)
    versions: dict[str, str] = {}
    cdp.on(
        "ServiceWorker.workerVersionUpdated",
        lambda event: versions.update((v["versionId"], v["status"]) for v in event["versions"]),
    )
    cdp.send("ServiceWorker.enable")
    page.wait_for_timeout(200)  # the versions, told once enabled
    for version, status in versions.items():
        if status == "activated":
            cdp.send("ServiceWorker.stopWorker", {"versionId": version})
    cdp.detach()


def taken_over(page: Page, cache: str, timeout: float = 90) -> None:
    """Waits until the new build's worker, which asks to take over once installed, has taken over.
    Playwright keeps a DevTools session on every worker; under it an old worker with no event in
    flight was seen left running, and the new one waiting, up to Chromium's five-minute limit (1 run in
    8 on a loaded machine; asking the new one to skip waiting again changed nothing), and stopping the
    idle old worker handed over at once. So a worker still waiting after 10 s has the old one stopped,
    as Chromium stops an idle worker: without the new worker's own `skipWaiting` it would still wait
    for the two pages to close, so the test still needs it."""
    waiting_since: float | None = None

    def took_over() -> bool:
        nonlocal waiting_since
        if page.evaluate(TOOK_OVER, cache):
            return True
        now = time.monotonic()
        if not page.evaluate(WAITING):
            waiting_since = None
        elif waiting_since is None:
            waiting_since = now
        elif now - waiting_since > 10:
            stop_active_worker(page)
            waiting_since = None
        return False

    assert wait_for(took_over, timeout), f"the new build's worker did not take over within {timeout} s"

OLD_TEXT = "Law 16 applies to every insufficient bid."
NEW_TEXT = "Law 16 applies, as ruled in the new build, to every insufficient bid."


def test_a_new_build_is_picked_up_once_and_the_old_cache_is_gone(browser: Browser, tmp_path: Path) -> None:
    root = write_project(tmp_path / "kb", SMALL)
    folder = root / "out"
    build_site(root / "mkdocs.yml", folder)
    old_version = listed(folder)["version"]
    shard = "search/en/text-0.js"  # the English texts of the search
    read_shard = (
        f"fetch(new URL('{shard}', document.querySelector('link[rel=manifest]').href)).then(r => r.text())"
    )
    with static_host(folder) as (base, _), context(browser) as first:
        first.goto(base + "sources/demo/")
        controlled(first)
        assert set(caches(first)) == {f"bridgelaws-{old_version}", "bridgelaws-meta"}
        assert "sources/demo/" in kept_urls(first, base)  # the page the reader came to
        old_shard = first.evaluate(read_shard)
        assert OLD_TEXT in old_shard
        first.evaluate(COUNT_NOTICES)
        first.context.add_init_script(COUNT_NOTICES)

        source = root / "content/demo/en.yaml"
        source.write_text(source.read_text(encoding="utf-8").replace(OLD_TEXT, NEW_TEXT), encoding="utf-8")
        build_site(root / "mkdocs.yml", folder)
        new_version = listed(folder)["version"]
        assert new_version != old_version

        # Another page opens, one the reader had not kept and the change shows on: the worker of
        # the old build fetches it and finds it is not of its build, so that page reads the network
        # only, and the browser looks for the new worker, which keeps the new build in the
        # background and takes over.
        other = first.context.new_page()
        other.goto(base + "laws/16/")
        expect(other.locator("article")).to_contain_text("as ruled in the new build")
        assert other.evaluate(STATUS)["page"] == ""
        assert other.evaluate(read_shard) == (folder / shard).read_text(encoding="utf-8")
        # The new build kept in the background (slow on a loaded machine) and its worker took over,
        # waited for without a word to the old worker (a message keeps it from being idle).
        taken_over(other, f"bridgelaws-{new_version}")
        assert other.evaluate(STATUS)["version"] == new_version
        pages = (first, other)

        def said() -> int:
            return sum(page.evaluate("window.__blNotices") for page in pages)

        wait_for(lambda: said() > 0, 60)
        other.wait_for_timeout(500)  # time for a second notice, if one were coming
        assert said() == 1, "the update is said once"
        shown = first if first.locator(".bl-notice").count() else other
        expect(shown.locator(".bl-notice")).to_contain_text("Updated")
        _readable(shown, ".bl-notice-text")
        shoot(shown, "updated-notice")
        # The page opened before the update goes on reading its own build's files.
        assert first.evaluate(STATUS)["page"] == old_version
        assert first.evaluate(read_shard) == old_shard
        # Reloaded, it is of the new build.
        if shown is first:
            expect(first.locator(".bl-notice")).to_contain_text("a new version of the site is kept")
            first.locator(".bl-notice").get_by_role("button", name="Reload this page").click()
        else:
            first.reload()
        first.wait_for_load_state()
        controlled(first)
        assert first.evaluate(STATUS)["page"] == new_version
        assert first.evaluate(read_shard) == (folder / shard).read_text(encoding="utf-8")
        # The old build's cache goes once no page of it (nor its search worker) is open any more.
        only_new = ",".join(sorted([f"bridgelaws-{new_version}", "bridgelaws-meta"]))
        only = f"async (names) => (await ({STATUS})(), (await caches.keys()).sort().join() === names)"
        until(first, only, only_new)
        other.close()
        # Said once: the next pages do not say it again; offline they show the new build.
        first.goto(base)
        controlled(first)
        first.wait_for_timeout(500)
        expect(first.locator(".bl-notice")).to_have_count(0)
        offline(first)
        first.goto(base + "sources/demo/")
        expect(first.locator("article")).to_contain_text("as ruled in the new build")


# --- other hosts --------------------------------------------------------------------------------


def test_under_a_sub_path(browser: Browser, site: Path) -> None:
    with static_host(site, prefix="/bridge/") as (base, _), context(browser, width=390) as page:
        page.goto(base + "laws/")
        controlled(page)
        cdp = page.context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == []
        assert manifest["manifest"]["startUrl"] == base and manifest["manifest"]["scope"] == base
        assert page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)") == base
        offline(page)
        page.goto(base + "glossary/")
        assert page.url == base + "offline/?from=glossary%2F"
        page.goto(base)
        expect(page.locator("#bl-keep-status")).to_contain_text("Kept now")


def test_under_bridgelaws_serve(browser: Browser, site: Path, tmp_path: Path) -> None:
    kb_root = write_tree(tmp_path / "kb", SMALL)
    build_index(load(kb_root), tmp_path / "index")
    server = make_server("127.0.0.1", 0, SearchIndex(tmp_path / "index"), site, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = server.url
        connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
        connection.request("GET", "/sw.js")
        response = connection.getresponse()
        assert response.status == 200 and response.getheader("Cache-Control") == "no-cache"
        assert response.getheader("Content-Type", "").startswith(
            ("text/javascript", "application/javascript")
        )
        response.read()
        connection.close()
        with context(browser) as page:
            page.goto(base)
            controlled(page)
            page.locator(".bl-keep-switch").click()
            expect(page.locator("#bl-keep-status")).to_contain_text("Everything is kept", timeout=KEEP_ALL_MS)
            # The search API is live: the worker neither serves nor keeps it.
            assert not any("/api/" in url for urls in caches(page).values() for url in urls)
            offline(page)
            page.goto(base + "laws/27/")
            expect(page.locator("h1")).to_contain_text("Insufficient Bid")
            hits_showing(page, "insufficient", "insufficient bid")
    finally:
        server.shutdown()
        server.server_close()
