"""A reader in Chromium meets the site in their language: a first visit follows the browser's
languages, the switcher keeps the page and the place on it and is remembered, the search opens on
the reader's language and its hits stay in that site; the law page, study and the calculators in
each language, at 1280 and 390 px (test-artifacts/languages/), with what the eye needs on each."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from bridgelaws.i18n import words

from .visual import low_contrast, shoot

pytestmark = pytest.mark.browser

LOCALES = {"en": "en-US", "pl": "pl-PL", "el": "el-GR", "ru": "ru-RU"}


def _prefix(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


def _new(browser: Browser, lang: str, width: int = 1280) -> Page:
    context = browser.new_context(viewport={"width": width, "height": 900}, locale=LOCALES[lang])
    page = context.new_page()
    page.on("pageerror", lambda error: pytest.fail(f"JavaScript error: {error}"))
    return page


@pytest.mark.parametrize("lang", LOCALES)
def test_a_first_visit_lands_in_the_browsers_language_at_the_same_place(
    browser: Browser, base: str, lang: str
) -> None:
    page = _new(browser, lang)
    try:
        page.goto(base + "laws/27/#B1a")
        expect(page).to_have_url(base + _prefix(lang) + "laws/27/#B1a")
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.locator("h1")).to_contain_text(words(lang)._("Law {n}", n=27))
        # a page of another language's site was asked for by its address: it stays
        other = "ru" if lang != "ru" else "pl"
        page.goto(base + f"{other}/laws/16/")
        expect(page).to_have_url(base + f"{other}/laws/16/")
    finally:
        page.context.close()


def test_the_switcher_keeps_the_page_and_the_place_and_is_remembered(browser: Browser, base: str) -> None:
    page = _new(browser, "pl")
    try:
        page.goto(base + "pl/laws/27/#B2")
        page.locator(".md-header .md-select button").hover()
        greek = page.locator("a.bl-lang-link[hreflang=el]")
        expect(greek).to_be_visible()
        expect(page.locator("a.bl-lang-link[aria-current=page]")).to_have_attribute("hreflang", "pl")
        greek.click()
        expect(page).to_have_url(base + "el/laws/27/#B2")
        expect(page.locator("h1")).to_contain_text("Νόμος 27")
        # the choice outlives the browser's language: an English address from outside opens in Greek,
        # with its query (the examples' filter) and place
        page.goto(base + "laws/16/")
        expect(page).to_have_url(base + "el/laws/16/")
        page.goto(base + "examples/?lang=pl#top")
        expect(page).to_have_url(base + "el/examples/?lang=pl#top")
        rows = page.locator("table.bl-examples tbody tr:not(.bl-hidden)")
        expect(rows.first).to_be_visible()
        for row in rows.all():
            assert "pl" in (row.get_attribute("data-lang") or "").split()  # the filter still applies
        page.goto(base + "laws/16/")
        expect(page).to_have_url(base + "el/laws/16/")
        # choosing English is remembered too: the English site stays English for a Polish browser
        page.locator(".md-header .md-select button").hover()
        page.locator("a.bl-lang-link[hreflang=en]").click()
        expect(page).to_have_url(base + "laws/16/")
        page.goto(base + "laws/27/")
        expect(page).to_have_url(base + "laws/27/")
    finally:
        page.context.close()


@pytest.mark.parametrize(
    ("lang", "typed", "expected"),
    [
        ("pl", "odzywka niewystarczajaca", "/pl/"),  # Polish as typed without diacritics
        ("el", "ανεπαρκης αγορα", "/el/"),  # Greek without accents
        ("ru", "Правило 27", "/ru/laws/27/"),
    ],
)
def test_search_opens_on_the_readers_language_with_all_one_click_away(
    browser: Browser, base: str, lang: str, typed: str, expected: str
) -> None:
    page = _new(browser, lang)
    try:
        page.goto(base + f"{lang}/laws/")
        page.locator("label.md-search__icon, .md-search__input").first.click()
        page.locator(".md-search__input").fill(typed)
        hits = page.locator(".bl-results .bl-hit__link")
        expect(hits.first).to_be_visible(timeout=15_000)
        expect(page.locator(f'.bl-results__filter button[data-lang="{lang}"]')).to_have_attribute(
            "aria-pressed", "true"
        )
        assert expected in hits.first.get_attribute("href")
        shown = hits.count()
        page.locator('.bl-results__filter button[data-lang=""]').click()
        expect(page.locator('.bl-results__filter button[data-lang=""]')).to_have_attribute(
            "aria-pressed", "true"
        )
        assert hits.count() >= shown
        shoot(page, f"languages/search-{lang}-1280")
    finally:
        page.context.close()


# A page: its address, what shows when it is ready, and words (msgid, catalogue domain: the pages'
# own or their scripts') a reader must see.
PAGES = {
    "law-27": ("laws/27/", "h1", "Commentary", "messages"),
    "study": ("study/", ".bl-study.bl-ready", "Start a session", "js"),
    "tools": ("tools/", ".bl-tools.bl-ready", "Score", "js"),
}


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("lang", LOCALES)
def test_law_page_study_and_tools_in_each_language(
    browser: Browser, base: str, lang: str, width: int
) -> None:
    page = _new(browser, lang, width)
    try:
        for name, (path, ready, word, domain) in PAGES.items():
            w = words(lang, domain)
            page.goto(base + _prefix(lang) + path)
            expect(page.locator(ready).first).to_be_attached(timeout=10_000)
            expect(page.locator("html")).to_have_attribute("lang", lang)
            main = page.locator(".md-content")
            expect(main.get_by_text(w._(word), exact=False).first).to_be_visible()
            text = main.inner_text()
            assert "<mark>" not in text and "&lt;" not in text and "{" not in text, name
            if lang != "en":  # the interface's own English words are gone from the headings
                headings = " ".join(main.locator("h1, h2").all_inner_texts())
                for english in ("Commentary", "Examples", "Other editions", "Score", "Matchpoints"):
                    if w._(english) != english:
                        assert english not in headings, (lang, name, english)
            assert low_contrast(page.locator("article").first) == [], (lang, name, width)
            shoot(page, f"languages/{name}-{lang}-{width}")
    finally:
        page.context.close()
