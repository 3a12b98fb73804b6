"""A page reads in one language, in Debian's chromium: Law 27 of the seeds, in the English, Greek and
Polish sites (en-US, el-GR, pl-PL), shows each passage in the page's language (else in English, with
its badge), one "Also show" control reveals another language beside it (1280 px) or below it
(390 px), the choice holds on another page, junk in storage is ignored, an address to a unit in
another language opens it, without JavaScript every language shows, and axe-core finds no WCAG A/AA
violation with the control off or on in either palette. Screenshots under test-artifacts/languages/."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from bridgelaws.i18n import words
from bridgelaws.site.rulings import SHORT as LANG_SHORT

from .axe import axe_report
from .test_a11y import scans
from .visual import low_contrast, shoot

pytestmark = pytest.mark.browser

EN, EL = "#hellenic-wiki-law27_en_p06", "#hellenic-wiki-law27_el_p06"  # on the English site
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


# A browser's locale: the site it lands on (a first visit follows the browser's language), the page's
# language, and the language of a unit's other version on Law 27 (the page's own, else English, first).
SITES = {"en-US": ("", "en", "el"), "el-GR": ("el/", "el", "en"), "pl-PL": ("pl/", "pl", "el")}
TEXTS = {"en": "Let us look at some examples", "el": "Ας δούμε ορισμένα παραδείγματα"}


def unit(lang: str) -> str:
    return f"#hellenic-wiki-law27_{lang}_p06"


def button_name(page_lang: str, lang: str) -> str:
    """A button of the control as a screen reader names it: "ΕΛ (Greek)", "EN (Αγγλικά)"."""
    return f"{LANG_SHORT[lang]} ({words(page_lang).language_name(lang)})"


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("locale", SITES)
def test_law_27_reads_in_the_pages_language_and_shows_another_when_asked(
    open_context, base: str, locale: str, width: int
) -> None:
    prefix, here, other = SITES[locale]
    shown = here if here in TEXTS else "en"  # no Polish version: the English, with its badge
    page = open_context(locale, width)
    page.goto(base + prefix + "laws/27/")
    expect(page.locator(".tabbed-set, .tabbed-labels")).to_have_count(0)
    control = page.locator(".bl-also")
    expect(control).to_have_count(1)
    expect(control).to_be_visible()
    expect(control).to_contain_text(str(words(here)._("Also show:")))
    button = control.get_by_role("button", name=button_name(here, other))
    expect(button).to_have_attribute("aria-pressed", "false")
    first, second = page.locator(unit(shown)), page.locator(unit(other))
    expect(first).to_be_visible()
    expect(first).to_contain_text(TEXTS[shown])
    expect(second).to_be_hidden()
    badge = first.locator(".bl-lang-badge")
    if shown == here:
        expect(badge).to_be_hidden()
    else:
        expect(badge).to_be_visible()
        assert badge.locator("[aria-hidden=true]").inner_text() == LANG_SHORT[shown]
    # Every passage holding the page's language shows it first.
    assert page.evaluate(
        """() => [...document.querySelectorAll('.bl-versions')].every(set =>
               !set.querySelector('.bl-here') || set.firstElementChild.classList.contains('bl-here'))"""
    )
    polish = page.locator(POLISH_ONLY)  # held only in Polish: shown, with its badge on another site
    expect(polish).to_be_visible()
    polish_badge = polish.locator(".bl-lang-badge")
    if here == "pl":
        expect(polish_badge).to_have_count(0)
    else:
        expect(polish_badge).to_be_visible()
        expect(polish_badge).to_have_text("PL" + words(here).language_name("pl").capitalize())
        assert polish_badge.locator("[aria-hidden=true]").inner_text() == "PL"
        assert low_contrast(polish_badge) == []
    first.scroll_into_view_if_needed()
    page.wait_for_timeout(300)  # the theme's header title settles after a scroll
    shoot(page, f"languages/law-27-{here}-{locale}-{width}")

    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")
    expect(second).to_be_visible()
    expect(second).to_contain_text(TEXTS[other])
    expect(second.locator(".bl-lang-badge")).to_be_visible()
    expect(page.locator('.bl-version[lang="ru"]').first).to_be_hidden()  # only the language chosen
    a, b = first.bounding_box(), second.bounding_box()
    assert a and b
    if width >= 1000:  # beside it, aligned at the top
        assert abs(a["y"] - b["y"]) < 2 and b["x"] >= a["x"] + a["width"]
    else:  # below it
        assert abs(a["x"] - b["x"]) < 2 and b["y"] >= a["y"] + a["height"]
    first.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    shoot(page, f"languages/law-27-{here}-also-{other}-{locale}-{width}")

    page.goto(base + prefix + "examples/hellenic-wiki-law27/ex-33/")  # the choice holds on another page
    button = page.get_by_role("button", name=button_name(here, other))
    expect(button).to_have_attribute("aria-pressed", "true")
    expect(page.locator(f'.bl-version[lang="{other}"]').first).to_be_visible()
    button.click()
    page.goto(base + prefix + "laws/27/")
    expect(page.locator(unit(other))).to_be_hidden()
    expect(page.get_by_role("button", name=button_name(here, other))).to_have_attribute(
        "aria-pressed", "false"
    )


@pytest.mark.parametrize("locale", ["en-US", "el-GR"])
def test_an_address_to_a_unit_in_another_language_opens_it(open_context, base: str, locale: str) -> None:
    prefix, here, other = SITES[locale]
    page = open_context(locale)
    page.goto(base + prefix + "laws/27/" + unit(other))  # as the search opens a unit
    opened = page.locator(unit(other))
    expect(opened).to_be_visible()
    expect(opened).to_be_in_viewport()
    expect(opened).to_contain_text(TEXTS[other])
    expect(page.locator(f"#hellenic-wiki-law27_{other}_p08")).to_be_hidden()  # that one only
    expect(page.get_by_role("button", name=button_name(here, other))).to_have_attribute(
        "aria-pressed", "false"
    )
    later = f"#hellenic-wiki-law27_{other}_p12"
    page.evaluate(f"location.hash = '{later}'")  # a link within the page
    expect(page.locator(later)).to_be_visible()
    expect(page.locator(later)).to_be_in_viewport()
    shoot(page, f"languages/law-27-{here}-address-{other}-unit-{locale}")


@pytest.mark.parametrize("locale", ["el-GR", "pl-PL"])
def test_no_wcag_violation_with_every_language_shown(browser: Browser, base: str, locale: str) -> None:
    """axe-core on Law 27 of the Greek and the Polish site with every language shown (what the page
    shows as it opens is a part of it; the English site's, off and on: test_a11y.py): every rule in
    the dark palette, the colour rules in the light one, the others at 390 px."""
    prefix, here, _other = SITES[locale]
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale=locale, color_scheme="dark")
    try:
        page = context.new_page()
        page.goto(base + prefix + "laws/27/")
        for button in page.locator(".bl-also button:visible").all():
            button.click()
            expect(button).to_have_attribute("aria-pressed", "true")
        report = "\n".join(axe_report(f"{here} law 27, {where}", v) for where, v in scans(page).items() if v)
        assert not report, "axe-core, WCAG 2 A/AA:\n" + report
    finally:
        context.close()


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
