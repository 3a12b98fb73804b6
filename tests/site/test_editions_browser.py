"""A reference to an older edition, as a reader meets it in chromium: the edition is printed in the
link's own text (legible in both palettes, at desktop and phone widths), and the link opens that
edition's law, which points on to where the matter stands in 2017."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from .visual import contrast, shoot

pytestmark = pytest.mark.browser


CASES = [  # (page, unit anchor, the reference as printed, its edition, where it leads, locale)
    ("sources/law15-changes-2017-pl/", "p01", "przepisu 17D", "2007", "editions/2007/17/#D", "pl-PL"),
    ("sources/law15-changes-2017-pl/", "p03", "16D", "2007", "editions/2007/16/#D", "pl-PL"),
    ("sources/ru-commentary-1987/", "p-72-6", "Правило 23В", "1987", "editions/1987/23/#B", "ru-RU"),
]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize(("url", "unit", "printed", "edition", "target", "locale"), CASES)
def test_an_older_editions_reference_shows_its_edition_and_opens_that_law(
    browser: Browser, base: str, url: str, unit: str, printed: str, edition: str, target: str, locale: str,
    width: int, scheme: str,
) -> None:
    # the reader's browser in English everywhere; in the content's language once
    for lang in ("en-US", locale) if (width, scheme) == (1280, "light") else ("en-US",):
        viewport = {"width": width, "height": 900}
        context = browser.new_context(viewport=viewport, locale=lang, color_scheme=scheme)
        page = context.new_page()
        page.goto(base + url + "#" + unit)
        link = page.locator("a.bl-ref-edition", has_text=printed).first
        link.scroll_into_view_if_needed()
        expect(link).to_be_visible()
        assert link.inner_text().replace("\n", "").replace(" ", "").endswith(
            printed.replace(" ", "") + edition
        ), link.inner_text()  # the edition is part of the visible link text, not only a tooltip
        badge = link.locator(".bl-edition")
        expect(badge).to_have_text(edition)
        assert contrast(badge) >= 4.5, (scheme, contrast(badge))
        assert contrast(link) >= 4.5, (scheme, contrast(link))
        if lang == "en-US":
            shoot(page, f"edition-ref-{unit}-{width}-{scheme}")
        link.click()
        page.wait_for_load_state()
        assert page.url.endswith(target), page.url
        expect(page.locator("article h1")).to_contain_text(f"({edition})")
        _assert_points_to_2017(page, target)
        context.close()


def _assert_points_to_2017(page: Page, target: str) -> None:
    """The old law's page says which edition it is and, where the concordance maps it, where the
    matter stands now ("2007 17D → 2017 15A")."""
    article = page.locator("article")
    if target.startswith("editions/2007/17/"):
        expect(article).to_contain_text("15A")
        expect(article.locator('a[href$="laws/15/#A"]').first).to_be_visible()
    if target.startswith("editions/2007/16/"):
        expect(article.locator('a[href$="laws/16/#C"]').first).to_be_visible()
