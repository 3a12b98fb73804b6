"""Hostile input to the site's scripts, in Debian's chromium: an address, storage or an imported file
never makes a script link, send the reader or fetch outside the site, nor write HTML.

- The offline page's `?from=` (what the service worker says was asked for) is a page of the site or
  nothing: `javascript:` never becomes a link, another site never becomes a redirect.
- `BLSite.inside` (assets/sitepath.js), the one check every script makes of such a place.
- A malformed #fragment breaks no script.
- The study page reads back only sane records of this site's items, from storage or a file (a cap on
  its size, laws and kinds from the site's data, dates of the page's time), and says so, in the
  reader's language, when the browser refuses to keep what was imported or marked.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlparse

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from .browser import StaticServer, serving
from .visual import low_contrast, shoot

pytestmark = pytest.mark.browser
KEY = "bl-study-progress"
FORMAT = "bridgelaws-study-progress"


class _Elsewhere(BaseHTTPRequestHandler):
    """Another site that lets any page read it (Access-Control-Allow-Origin: *), and counts visits."""

    visits: list[str]

    def _answer(self) -> None:
        self.visits.append(self.command + " " + self.path)
        body = b"<!doctype html><title>elsewhere</title><p>You left the site."
        self.send_response(200)
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command == "GET":
            self.wfile.write(body)

    do_GET = do_HEAD = _answer

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def elsewhere() -> Iterator[tuple[str, list[str]]]:
    """Another origin (127.0.0.1 on another port): its URL and the requests it received."""
    visits: list[str] = []
    handler = type("Elsewhere", (_Elsewhere,), {"visits": visits})
    for url in serving(StaticServer(("127.0.0.1", 0), handler)):
        yield url, visits


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    yield context
    context.close()


def _watched(context: BrowserContext, url: str) -> tuple[Page, list[str]]:
    """A page opened at `url`; what it showed in dialogs and its errors are collected."""
    page = context.new_page()
    seen: list[str] = []
    page.on("dialog", lambda dialog: (seen.append("dialog: " + dialog.message), dialog.dismiss()))
    page.on("pageerror", lambda error: seen.append(f"error: {error}"))
    page.goto(url)
    return page, seen


OUTSIDE_LINKS = (
    "() => [...document.querySelectorAll('.md-content a[href]')].map(a => a.href)"
    ".filter(h => !h.startsWith(location.origin))"
)


# --- the offline page --------------------------------------------------------------------------


def test_the_offline_page_never_links_or_redirects_outside_the_site(
    context: BrowserContext, base: str, elsewhere: tuple[str, list[str]]
) -> None:
    other, visits = elsewhere
    host = other.split("//")[1]
    hostile = [
        "javascript:alert(document.domain)",
        "JaVaScRiPt:alert(document.domain)",
        " javascript:alert(1)",
        "java\tscript:alert(1)",
        "data:text/html,<script>alert(1)</script>",
        other + "x",
        "//" + host + "x",
        "/\\" + host + "x",
        "https:" + host + "x",
    ]
    pages = [(value, *_watched(context, f"{base}offline/?from={quote(value, safe='')}")) for value in hostile]
    pages[0][1].wait_for_timeout(4500)  # the page retries the page asked for every 3 s
    for value, page, seen in pages:
        assert page.url.startswith(base + "offline/"), (value, page.url)
        expect(page.locator(".bl-offline-asked")).to_be_hidden()
        href = page.locator("#bl-offline-from").get_attribute("href") or ""
        assert "javascript" not in href.lower() and host not in href, (value, href)
        assert not href.startswith("data:"), (value, href)
        assert page.evaluate(OUTSIDE_LINKS) == [], value
        assert seen == [], (value, seen)
    assert visits == []  # not even asked whether it is there


def test_the_offline_page_still_opens_the_page_asked_for(context: BrowserContext, base: str) -> None:
    context.route(base + "laws/27/", lambda route: route.abort())  # not reachable yet
    page, seen = _watched(context, base + "offline/?from=laws/27/")
    link = page.locator("#bl-offline-from")
    expect(page.locator(".bl-offline-asked")).to_be_visible()
    assert link.get_attribute("href") == base + "laws/27/"
    context.unroute(base + "laws/27/")
    expect(page).to_have_url(base + "laws/27/", timeout=15_000)  # reachable again: opened
    assert seen == []


# --- the one check -----------------------------------------------------------------------------


def test_inside_accepts_only_places_of_the_site(context: BrowserContext, base: str) -> None:
    page, seen = _watched(context, base + "laws/27/")
    cases = {
        "../16/#A": base + "laws/16/#A",  # relative to the page, /laws/27/
        "A1": base + "laws/27/A1",
        base + "study/?laws=27": base + "study/?laws=27",
        "/laws/1/": base + "laws/1/",
        "javascript:alert(1)": None,
        "  JAVASCRIPT:alert(1)": None,
        "data:text/html,x": None,
        "vbscript:x": None,
        "//example.org/x": None,
        "/\\example.org/x": None,
        "http://user:pw@" + base.split("//")[1]: None,
        "https://" + base.split("//")[1]: None,  # another scheme, another origin
        "x\u0000y": None,
        "a" * 3000: None,
        "": None,
    }
    inside = "(values) => values.map((v) => { const u = BLSite.inside(v); return u ? u.href : null; })"
    found = page.evaluate(inside, list(cases))
    assert dict(zip(cases, found, strict=True)) == cases
    assert page.evaluate("() => [BLSite.inside(null), BLSite.inside({}), BLSite.inside(42)]") == [None] * 3
    assert seen == []


def test_a_malformed_fragment_breaks_no_script(context: BrowserContext, base: str) -> None:
    for url in (base + "laws/27/#%E0%A4%A", base + "concordance/#%", base + "laws/27/#compare-%ZZ"):
        page, seen = _watched(context, url)
        page.wait_for_load_state("load")
        page.evaluate("() => { location.hash = '%E0%A4%A'; }")
        page.wait_for_timeout(200)
        assert seen == [], (url, seen)
        page.close()


# --- the study page ----------------------------------------------------------------------------


def _progress(page: Page) -> dict[str, Any]:
    return page.evaluate(f"() => (window.__md_get('{KEY}') || {{items: {{}}}}).items")


def _record(when: int, laws: list[Any], kind: str = "ruling", **changes: Any) -> dict[str, Any]:
    rec = {"box": 2, "seen": 1, "right": 1, "partly": 0, "wrong": 0, "last": "right", "at": when,
           "due": when + 86_400_000, "kind": kind, "laws": laws}  # fmt: skip
    return rec | changes


REFUSE = """{
  const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key.endsWith(".bl-study-progress") && String(value).length > LIMIT) {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    return set.call(this, key, value);
  };
}"""
SEED = """if (!sessionStorage.getItem("seeded")) {
  sessionStorage.setItem("seeded", "1");
  localStorage.setItem(KEY, VALUE);
}"""


@pytest.fixture
def study(browser: Browser, base: str) -> Iterator[Callable[..., Page]]:
    """Opens /study/ in a fresh context: `locale`, `width`; `refuse_over`: the browser refuses to
    store more than that many characters of progress, as a full storage does; `before`: records in
    storage before the page first loads (under Material's key for the site's root)."""
    contexts = []
    scope = urlparse(base).path

    def opener(
        locale: str = "en-US", width: int = 1280, refuse_over: int | None = None, before: dict | None = None
    ) -> Page:
        context = browser.new_context(viewport={"width": width, "height": 900}, locale=locale)
        contexts.append(context)
        if refuse_over is not None:
            context.add_init_script(REFUSE.replace("LIMIT", str(refuse_over)))
        if before is not None:
            value = json.dumps(json.dumps({"version": 1, "items": before}))
            context.add_init_script(SEED.replace("KEY", json.dumps(f"{scope}.{KEY}")).replace("VALUE", value))
        page = context.new_page()
        page.on("pageerror", lambda error: pytest.fail(f"JavaScript error: {error}"))
        page.goto(base + "study/")
        expect(page.locator(".bl-study.bl-ready")).to_be_attached(timeout=15_000)
        return page

    yield opener
    for context in contexts:
        context.close()


def _index(site: Path) -> dict[str, Any]:
    return json.loads((site / "study/data/index.json").read_text(encoding="utf-8"))


def _drills(site: Path, kind: str) -> list[dict[str, Any]]:
    return json.loads((site / f"study/data/drills.{kind}.json").read_text(encoding="utf-8"))


def _file(path: Path, items: dict[str, Any]) -> str:
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "items": items}), encoding="utf-8")
    return str(path)


def _now(page: Page) -> int:
    return int(page.evaluate("() => Date.now()"))


def test_a_file_past_the_cap_is_refused_unread(study: Callable[..., Page], tmp_path: Path) -> None:
    page = study()
    at = _now(page) - 60_000
    items = {f"ex/source-{n % 50}/ex-{n}": _record(at, [27]) for n in range(150_000)}  # the 22 MB
    path = _file(tmp_path / "progress-huge.json", items)
    assert Path(path).stat().st_size > 20e6
    page.set_input_files("input[name=import]", path)
    message = page.locator(".bl-message")
    expect(message).to_contain_text("progress-huge.json is 2")
    expect(message).to_contain_text("MB: a progress file of this site is at most 5 MB. Nothing imported.")
    assert _progress(page) == {}


def test_only_sane_records_of_this_sites_items_are_taken(
    study: Callable[..., Page], site: Path, tmp_path: Path
) -> None:
    page = study()
    at = _now(page) - 3_600_000
    ruling = _index(site)["items"][0]
    drill = _drills(site, "score")[0]
    other = _index(site)["items"][1]["id"]
    items = {
        ruling["id"]: _record(at, [-3, 1e21]),  # its laws are the site's, whatever the file says
        drill["id"]: _record(at, [77], kind="score", box=5, seen=4, right=3, wrong=1),
        other: _record(at, [27], at=9e15),  # a date 285,000 years from now
        _index(site)["items"][2]["id"]: _record(at, [27], box=1e21),
        _index(site)["items"][3]["id"]: _record(at, [27], seen=-1),
        _index(site)["items"][4]["id"]: _record(at, [27], last="__proto__"),
        _index(site)["items"][5]["id"]: _record(at, [27], kind="score"),  # a ruling is no drill
        _drills(site, "imps")[0]["id"]: _record(at, [78], kind="imps", at=0),  # 1970: before the page
        "ex/nowhere/ex-1": _record(at, [27]),
        "__proto__": _record(at, [27]),
    }
    page.set_input_files("input[name=import]", _file(tmp_path / "progress.json", items))
    expect(page.locator(".bl-message")).to_have_text(
        "Imported 2 items (0 kept: newer here). "
        "8 records left out: not of this site's examples and drills, or not valid."
    )
    kept = _progress(page)
    assert sorted(kept) == sorted([ruling["id"], drill["id"]])
    assert kept[ruling["id"]]["laws"] == ruling["numbers"] and kept[drill["id"]]["laws"] == drill["numbers"]
    assert kept[drill["id"]] | {"laws": [77]} == items[drill["id"]]
    rows = page.locator(".bl-weak tbody tr")
    assert sorted(rows.evaluate_all("rows => rows.map(r => Number(r.dataset.law))")) == sorted(
        set(ruling["numbers"]) | set(drill["numbers"])
    )

    unknown = {"ex/nowhere/ex-2": _record(at, [1])}
    page.set_input_files("input[name=import]", _file(tmp_path / "other.json", unknown))
    expect(page.locator(".bl-message")).to_have_text(
        "Nothing imported: other.json holds no answer to this site's examples and drills."
    )


def test_hostile_storage_is_left_out_and_never_markup(study: Callable[..., Page], site: Path) -> None:
    at = 1_800_000_000_000 - 86_400_000 * 400  # a time in 2025
    ids = [item["id"] for item in _index(site)["items"][:4]]
    page = study(
        before={
            ids[0]: _record(at, list(range(1, 60_001))),  # the record: 60,000 laws
            ids[1]: _record(at, ['<img src=x onerror="window.__owned=1">']),
            ids[2]: _record(at, [27], last="constructor"),
            ids[3]: _record(at, [27]),
        }
    )
    rows = page.locator(".bl-weak tbody tr")
    expect(rows).to_have_count(1)
    assert rows.first.get_attribute("data-law") == "27"
    assert page.evaluate("() => window.__owned") is None
    assert page.locator(".bl-weak img").count() == 0
    expect(page.locator(".bl-available")).to_contain_text("to practise, 1 due now")


@pytest.mark.parametrize(("locale", "lang"), [("en-US", "en"), ("pl-PL", "pl")])
@pytest.mark.parametrize("width", [1280, 390])
def test_storage_refusals_are_said_in_the_readers_language(
    study: Callable[..., Page], site: Path, tmp_path: Path, locale: str, lang: str, width: int
) -> None:
    page = study(locale=locale, width=width, refuse_over=20)
    at = _now(page) - 3_600_000
    items = {item["id"]: _record(at, [27]) for item in _index(site)["items"][:6]}
    page.set_input_files("input[name=import]", _file(tmp_path / "postepy.json", items))
    message = page.locator(".bl-message")
    said = {
        "en": "Nothing was imported: this browser refused to store your progress",
        "pl": "Nic nie zaimportowano: przeglądarka odmówiła zapisania postępów",
    }[lang]
    expect(message).to_contain_text(said)
    assert "Imported" not in message.inner_text() and "Zaimportowano" not in message.inner_text()
    assert _progress(page) == {}
    message.scroll_into_view_if_needed()
    shoot(page, f"study-storage-full-{lang}-{width}")
    assert low_contrast(page.locator(".bl-progress")) == []

    page.select_option("select[name=what]", "drill:score")
    page.click(".bl-setup-form button[type=submit]")
    card = page.locator(".bl-card")
    expect(card.locator(".bl-answer")).to_be_visible()
    card.locator(".bl-answer input").first.fill("100")
    page.keyboard.press("Enter")  # a drill marks itself: its record is refused
    error = card.locator(".bl-error")
    expect(error).to_contain_text(
        {"en": "This answer was not saved", "pl": "Ta odpowiedź nie została zapisana"}[lang]
    )
    error.scroll_into_view_if_needed()
    shoot(page, f"study-mark-not-saved-{lang}-{width}")
    assert low_contrast(card) == []
