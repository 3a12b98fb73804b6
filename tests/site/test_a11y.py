"""WCAG 2 A and AA: axe-core (npm, package.json) finds no violation on the site's kinds of page, in
the light and the dark palette, at a desktop's and a phone's width, in every language the site is
built in.

Each page is opened at 1280 px with the system in dark mode (`prefers-color-scheme`), so Material
shows the dark palette (`slate`), and scanned by every rule; then the reader's toggle switches it to
the light palette (`default`) with the system still dark, and the colour rules scan it again (a style
keyed on the media query rather than on the palette shown fails here); then at 390 px the other
rules scan what a phone's layout shows (the drawer, tables that scroll sideways). One browser for
the module. Screenshots of where the fixes show, at both widths in both palettes, are under
test-artifacts/a11y/.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from .axe import axe_report, axe_violations
from .visual import contrast, low_contrast, shoot

pytestmark = pytest.mark.browser

# A language's site: the prefix of its pages and the browser's locale.
LANGUAGES = {"en": ("", "en-US"), "pl": ("pl/", "pl-PL"), "el": ("el/", "el-GR"), "ru": ("ru/", "ru-RU")}


def _study_question(page: Page) -> None:
    expect(page.locator(".bl-study.bl-ready")).to_be_attached(timeout=10_000)
    page.select_option("select[name=what]", "rulings")
    page.fill("input[name=laws]", "27")
    page.click(".bl-setup-form button[type=submit]")
    expect(page.locator(".bl-card .bl-answer")).to_be_visible()


def _study_ruling(page: Page) -> None:
    _study_question(page)
    page.locator(".bl-card [name=lowest_sufficient]").first.fill("3h")
    page.locator(".bl-card textarea").fill("The lowest sufficient bid in the same denomination.")
    page.keyboard.press("Enter")
    page.keyboard.press("2")
    expect(page.locator(".bl-card .bl-reveal")).to_be_visible()


def _tools_answers(page: Page) -> None:
    expect(page.locator(".bl-tools.bl-ready")).to_be_attached(timeout=10_000)
    page.fill("#bl-score [name=contract]", "4♠x+1")
    page.check("#bl-score [name=vulnerable]")
    page.fill("#bl-imps [name=ours]", "720")
    page.fill("#bl-matchpoints [name=scores]", "420 450 -50 420 170 -100 620")
    page.fill("#bl-weighted [name=other]", "4S= S")
    page.fill("#bl-board [name=board]", "129")  # out of range: the calculator's message shows
    page.select_option("#bl-revoke [name=winner]", "offender")
    page.check("#bl-revoke [name=later]")
    for tool in ("score", "imps", "matchpoints", "board", "revoke"):
        expect(page.locator(f"#bl-{tool} .bl-result")).not_to_be_empty()


def _also_show_every_language(page: Page) -> None:
    """The page's "Also show" control: every language it offers, beside the page's."""
    buttons = page.locator(".bl-also button:visible")
    expect(buttons.first).to_be_visible()
    for button in buttons.all():
        button.click()
        expect(button).to_have_attribute("aria-pressed", "true")


def _ruling_open(page: Page) -> None:
    page.locator("details.bl-ruling > summary").first.click()


# A page: its name, its address in a language's site, what a reader does before it is scanned.
PAGES: list[tuple[str, str, Callable[[Page], None] | None]] = [
    ("home", "", None),
    ("laws", "laws/", None),
    ("law-27-commentary-examples", "laws/27/", None),
    ("law-27-every-language-shown", "laws/27/", _also_show_every_language),
    ("law-15-text-and-2007", "laws/15/#compare-2007-17D", None),  # the address opens the comparison
    ("edition-2007-17", "editions/2007/17/#compare-2017-15A", None),
    ("source", "sources/wasiak-2019/", None),
    ("example", "examples/hellenic-wiki-law27/ex-33/", _ruling_open),
    ("study-question", "study/", _study_question),
    ("study-ruling", "study/", _study_ruling),
    ("tools-answers", "tools/", _tools_answers),
    ("glossary", "glossary/", None),
    ("examples", "examples/", None),
    ("concordance", "concordance/", None),
    ("offline", "offline/", None),  # what the device keeps (the worker fills it in)
]


@pytest.fixture
def context(browser: Browser) -> Iterator[Callable[[str], BrowserContext]]:
    made: list[BrowserContext] = []

    def new(locale: str) -> BrowserContext:
        viewport = {"width": 1280, "height": 900}
        made.append(browser.new_context(viewport=viewport, locale=locale, color_scheme="dark"))  # type: ignore[arg-type]
        return made[-1]

    yield new
    for c in made:
        c.close()


def _scheme(page: Page, scheme: str) -> None:
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", scheme)


def scans(page: Page) -> dict[str, list[dict]]:
    """The page's violations: every rule in the dark palette it opened in, the colour rules in the
    light one the reader toggles to, the other rules at a phone's width."""
    _scheme(page, "slate")
    found = {"slate, 1280 px": axe_violations(page)}
    page.locator("form[data-md-component=palette] label:not([hidden])").click()
    _scheme(page, "default")
    found["default, 1280 px"] = axe_violations(page, "colour")
    page.set_viewport_size({"width": 390, "height": 844})
    found["default, 390 px"] = axe_violations(page, "other")
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("name", "path", "prepare"), PAGES, ids=[p[0] for p in PAGES])
def test_no_wcag_violation_in_either_palette(
    context: Callable[[str], BrowserContext],
    base: str,
    lang: str,
    name: str,
    path: str,
    prepare: Callable[[Page], None] | None,
) -> None:
    prefix, locale = LANGUAGES[lang]
    page = context(locale).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(base + prefix + path)
    _scheme(page, "slate")  # the system's dark mode
    if prepare:
        prepare(page)
    found = scans(page)
    report = "\n".join(axe_report(f"{lang} {name}, {where}", v) for where, v in found.items() if v)
    assert not report, "axe-core, WCAG 2 A/AA:\n" + report
    assert not errors, f"JavaScript errors: {errors}"


# --- what the eye sees -------------------------------------------------------------------------

# Where the fixes show: a commentary paragraph with its example (links in the text, the example's
# page line), the comparison of two editions (its link out of the summary), a placeholder slide, the
# badges of the home page, the older edition's line to 2017, a ruling in study, the calculators.
SPOTS: list[tuple[str, str, str, Callable[[Page], None] | None]] = [
    ("law-27-commentary", "laws/27/", "#hellenic-wiki-law27_en_p07", None),
    ("law-15-compare", "laws/15/#compare-2007-17D", "#compare-2007-17D", None),
    ("source-placeholder", "sources/wasiak-2019/", ".bl-placeholder", None),
    ("home-badges", "", "h3 .bl-badge", None),
    ("edition-2007-17", "editions/2007/17/", ".bl-now-line", None),
    ("study-ruling", "study/", ".bl-card .bl-reveal", _study_ruling),
    ("tools-answers", "tools/", "#bl-matchpoints", _tools_answers),
]

# Links in running text that are not underlined (permalinks, buttons and badges aside).
_BARE_LINKS = """() => [...document.querySelectorAll(
    '.md-content :is(p, li, dd, td) a:not(.headerlink, .md-button, .bl-badge)')]
  .filter((a) => a.checkVisibility() && !getComputedStyle(a).textDecorationLine.includes('underline'))
  .map((a) => a.outerHTML.slice(0, 120))"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390])
def test_screenshots_of_links_and_secondary_text(
    browser: Browser, base: str, width: int, scheme: str
) -> None:
    """Screenshots under test-artifacts/a11y/, and what the eye needs on each: every text at AA
    contrast, links in the text underlined, a hovered link as readable as at rest."""
    viewport = {"width": width, "height": 800}
    context = browser.new_context(viewport=viewport, color_scheme=scheme, locale="en-US")  # type: ignore[arg-type]
    page = context.new_page()
    try:
        for name, path, spot, prepare in SPOTS:
            page.goto(base + path)
            if prepare:
                prepare(page)
            target = page.locator(spot).first
            target.scroll_into_view_if_needed()
            page.wait_for_timeout(300)  # Material's header title settles after a scroll
            shoot(page, f"a11y/{name}-{scheme}-{width}")
            assert low_contrast(target) == [], (name, scheme, width)
            assert page.evaluate(_BARE_LINKS) == [], (name, scheme, width)
            link = target.locator("a:visible").first if target.locator("a:visible").count() else None
            if link is not None:
                link.hover()
                assert contrast(link) >= 4.5, (name, scheme, width, "hovered link")
                page.mouse.move(0, 0)
    finally:
        context.close()
