"""A page reads in one language, in Debian's chromium: Law 27 of the seeds shows its English
passages, one "Also show" control reveals the Greek beside them (1280 px) or below them (390 px), the
choice holds on another page, junk in storage is ignored, an address to a unit in another language
opens it, and without JavaScript every language shows. In en-US, el-GR and pl-PL (the page is in
English whatever the browser's language: the control and the versions behave the same); screenshots
under test-artifacts/languages/."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from .visual import low_contrast, shoot

pytestmark = pytest.mark.browser

EN, EL = "#hellenic-wiki-law27_en_p06", "#hellenic-wiki-law27_el_p06"
POLISH_ONLY = "#wasiak-2019_pl_law-27-1"
KEY = "bridgelaws.also-show"


@pytest.fixture
def open_context(browser: Browser) -> Iterator:
    made: list[BrowserContext] = []

    def new(locale: str = "en-US", width: int = 1280, **options: object) -> Page:
        context = browser.new_context(viewport={"width": width, "height": 900}, locale=locale, **options)  # type: ignore[arg-type]
        made.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: pytest.fail(f"JavaScript error: {error}"))
        return page

    yield new
    for context in made:
        context.close()


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("locale", ["en-US", "el-GR", "pl-PL"])
def test_law_27_reads_in_english_and_shows_the_greek_when_asked(
    open_context, base: str, locale: str, width: int
) -> None:
    page = open_context(locale, width)
    page.goto(base + "laws/27/")
    expect(page.locator(".tabbed-set, .tabbed-labels")).to_have_count(0)
    control = page.locator(".bl-also")
    expect(control).to_have_count(1)
    expect(control).to_be_visible()
    expect(control).to_contain_text("Also show:")
    greek_button = control.get_by_role("button", name="ΕΛ (Greek)")
    expect(greek_button).to_have_attribute("aria-pressed", "false")
    english, greek = page.locator(EN), page.locator(EL)
    expect(english).to_be_visible()
    expect(english).to_contain_text("Let us look at some examples")
    expect(greek).to_be_hidden()
    # The versions are shown in the page's language first: English before Greek in every passage.
    assert page.evaluate(
        """() => [...document.querySelectorAll('.bl-versions')].every(set =>
               !set.querySelector('.bl-here') || set.firstElementChild.classList.contains('bl-here'))"""
    )
    polish = page.locator(POLISH_ONLY)  # held only in Polish: shown, with its badge
    expect(polish).to_be_visible()
    badge = polish.locator(".bl-lang-badge")
    expect(badge).to_be_visible()
    expect(badge).to_have_text("PLPolish")  # visible "PL", read "Polish"
    assert badge.locator("[aria-hidden=true]").inner_text() == "PL"
    assert low_contrast(badge) == []
    english.scroll_into_view_if_needed()
    page.wait_for_timeout(300)  # the theme's header title settles after a scroll
    shoot(page, f"languages/law-27-off-{locale}-{width}")

    greek_button.click()
    expect(greek_button).to_have_attribute("aria-pressed", "true")
    expect(greek).to_be_visible()
    expect(greek).to_contain_text("Ας δούμε ορισμένα παραδείγματα")
    expect(greek.locator(".bl-lang-badge")).to_be_visible()
    expect(page.locator('.bl-version[lang="ru"]').first).to_be_hidden()  # only the language chosen
    en_box, el_box = english.bounding_box(), greek.bounding_box()
    assert en_box and el_box
    if width >= 1000:  # beside it, aligned at the top
        assert abs(en_box["y"] - el_box["y"]) < 2 and el_box["x"] >= en_box["x"] + en_box["width"]
    else:  # below it
        assert abs(en_box["x"] - el_box["x"]) < 2 and el_box["y"] >= en_box["y"] + en_box["height"]
    english.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    shoot(page, f"languages/law-27-greek-also-{locale}-{width}")

    page.goto(base + "examples/hellenic-wiki-law27/ex-33/")  # the choice holds on another page
    expect(page.get_by_role("button", name="ΕΛ (Greek)")).to_have_attribute("aria-pressed", "true")
    expect(page.locator('.bl-version[lang="el"]').first).to_be_visible()
    page.get_by_role("button", name="ΕΛ (Greek)").click()
    page.goto(base + "laws/27/")
    expect(page.locator(EL)).to_be_hidden()
    expect(page.get_by_role("button", name="ΕΛ (Greek)")).to_have_attribute("aria-pressed", "false")


@pytest.mark.parametrize("locale", ["en-US", "el-GR"])
def test_an_address_to_a_unit_in_another_language_opens_it(open_context, base: str, locale: str) -> None:
    page = open_context(locale)
    page.goto(base + "laws/27/" + EL)  # as the search opens a Greek unit
    greek = page.locator(EL)
    expect(greek).to_be_visible()
    expect(greek).to_be_in_viewport()
    expect(page.locator("#hellenic-wiki-law27_el_p08")).to_be_hidden()  # that one only
    expect(page.get_by_role("button", name="ΕΛ (Greek)")).to_have_attribute("aria-pressed", "false")
    page.evaluate("location.hash = '#hellenic-wiki-law27_el_p12'")  # a link within the page
    expect(page.locator("#hellenic-wiki-law27_el_p12")).to_be_visible()
    expect(page.locator("#hellenic-wiki-law27_el_p12")).to_be_in_viewport()
    shoot(page, f"languages/law-27-address-el-unit-{locale}")


@pytest.mark.parametrize(
    "junk",
    ['"el"', "not json", '{"el": true}', "null", '["xx", "<img src=x onerror=alert(1)>", 7]', "[" * 50],
)
def test_junk_in_storage_is_ignored(open_context, base: str, junk: str) -> None:
    page = open_context()
    page.add_init_script(f"localStorage.setItem({KEY!r}, {junk!r})")
    page.goto(base + "laws/27/")
    expect(page.locator(".bl-also")).to_be_visible()
    expect(page.locator(EN)).to_be_visible()
    expect(page.locator(EL)).to_be_hidden()
    for button in page.locator(".bl-also button:visible").all():
        expect(button).to_have_attribute("aria-pressed", "false")
    page.get_by_role("button", name="ΕΛ (Greek)").click()  # and a choice made replaces it
    expect(page.locator(EL)).to_be_visible()
    assert page.evaluate(f"localStorage.getItem({KEY!r})") == '["el"]'


def test_a_stored_choice_keeps_its_known_languages(open_context, base: str) -> None:
    page = open_context()
    page.add_init_script(f"""localStorage.setItem({KEY!r}, '["el", "xx", "<b>"]')""")
    page.goto(base + "laws/27/")
    expect(page.locator(EL)).to_be_visible()
    expect(page.locator(".bl-also b")).to_have_count(0)


def test_without_javascript_every_language_shows(open_context, base: str) -> None:
    page = open_context(java_script_enabled=False)
    page.goto(base + "laws/27/")
    expect(page.locator(".bl-also")).to_be_hidden()
    for unit in (EN, EL, POLISH_ONLY):
        expect(page.locator(unit)).to_be_visible()
    expect(page.locator(EL).locator(".bl-lang-badge")).to_be_visible()
    page.locator(EL).scroll_into_view_if_needed()
    shoot(page, "languages/law-27-without-javascript")
