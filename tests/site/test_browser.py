"""The site in Debian's chromium: a page's other languages, the ruling fold, cross-links, print, a folder.
(The search: test_search_browser.py.)

The site is built once per session and served from a local thread; the tests fail (never skip)
when chromium is missing, since CI installs it.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .browser import ARTIFACTS

pytestmark = pytest.mark.browser


def test_law_page_languages_shown_hold_across_the_site(page: Page, base: str) -> None:
    page.goto(base + "laws/27/")
    titles = page.locator(".bl-versions").first
    expect(titles.locator(".bl-version").first).to_contain_text("Insufficient Bid")
    polish = titles.locator('.bl-version[lang="pl"]')
    expect(polish).to_be_hidden()
    page.locator(".bl-also-button", has_text="PL").click()
    expect(polish).to_be_visible()
    expect(polish).to_contain_text("Odzywka niewystarczająca")
    page.goto(base + "laws/26/")
    expect(page.locator('.bl-version[lang="pl"]').first).to_be_visible()
    ARTIFACTS.mkdir(exist_ok=True)
    page.goto(base + "laws/27/")
    page.screenshot(path=str(ARTIFACTS / "law-27.png"), full_page=False)


def test_the_ruling_is_folded_until_asked_for(page: Page, base: str) -> None:
    page.goto(base + "examples/hellenic-wiki-law27/ex-33/")
    ruling = page.locator("details.bl-ruling")
    text = ruling.locator('.bl-version[lang="en"]')
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


def test_an_anchor_to_a_passage_in_another_language_shows_it_beside_the_pages(page: Page, base: str) -> None:
    page.goto(base + "sources/hellenic-wiki-law27/#el-p02")
    expect(page.locator("#el-p02")).to_be_visible()
    expect(page.locator("#el-p02")).to_be_in_viewport()
    expect(page.locator("#el-p02")).to_contain_text("27Β1")
    expect(page.locator("#en-p02")).to_be_visible()  # the page's own language stays
    expect(page.locator("#el-p03")).to_be_hidden()  # that passage only


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
