"""A law page without text, as a director opens it in chromium (issue 21): the first screen shows the
law's outline as one line of section links, the official text's links and the start of the
commentary — at desktop and phone widths, with the browser in English and in Polish, in both palettes
— every text legible and every link named."""

from __future__ import annotations

from itertools import pairwise

import pytest
from playwright.sync_api import Browser, expect

from bridgelaws.i18n import words

from .visual import contrast, low_contrast, shoot

pytestmark = pytest.mark.browser

LAWS = [("27", "27B1(a)"), ("40", "40B2")]  # two laws whose text the knowledge base does not hold


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize(("law", "section"), LAWS)
def test_a_law_without_text_shows_its_outline_official_links_and_commentary_in_the_first_screen(
    browser: Browser, base: str, law: str, section: str, width: int, scheme: str
) -> None:
    height = 900 if width > 400 else 844
    errors: list[str] = []
    for locale in ("en-US", "pl-PL") if scheme == "light" else ("en-US",):
        context = browser.new_context(
            viewport={"width": width, "height": height}, locale=locale, color_scheme=scheme
        )
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"{base}laws/{law}/")
        lang = locale[:2]  # a first visit lands in the browser's language's site
        expect(page).to_have_url(f"{base}{'' if lang == 'en' else lang + '/'}laws/{law}/")
        w = words(lang)
        outline = page.locator("nav.bl-outline")
        official = page.locator("nav.bl-official")
        commentary = page.locator("h2#commentary")
        for part in (outline, official, commentary):
            expect(part).to_be_in_viewport()
            box = part.bounding_box()
            assert box is not None and box["y"] + min(box["height"], 40) <= height, (law, width, locale)
        # the outline is a line of links, not a screen of headings: it wraps to a few lines at most
        line = outline.locator("ul").bounding_box()
        assert line is not None and line["height"] < (4 if width < 400 else 2.5) * 32
        label = w._(
            "{ref}: commentary passages: {units}, examples: {examples}", ref=section, units=0, examples=0
        )
        link = outline.get_by_role("link", name=label.split(" 0")[0])
        expect(link).to_be_visible()
        assert link.inner_text() == section
        # the official text in Polish and English (PZBS), Greek (the Hellenic wiki), the WBF's PDF
        for name, href in [
            ("Polski", f"https://www.pzbs.pl/sedziowie/mpb/2017/pl/p{law}.html"),
            ("English", f"https://www.pzbs.pl/sedziowie/mpb/2017/en/l{law}.html"),
            ("Ελληνικά + English", f"https://laws.hellasbridge.org/law_{law}"),
        ]:
            expect(official.get_by_role("link", name=name, exact=True).first).to_have_attribute("href", href)
        whole = f"English · {w._('the whole Laws')} (PDF)"
        expect(official.get_by_role("link", name=whole)).to_be_visible()
        # legible in both palettes: the counts (aria-hidden, the link names carry them) measured too
        assert low_contrast(outline) == [] and low_contrast(official) == []
        assert contrast(outline.locator(".bl-outline-count").first) >= 4.5
        # links among text stand out without colour (underlined), as WCAG 1.4.1 asks
        for link in (outline.locator("a").first, official.locator("a").first):
            assert "underline" in link.evaluate("a => getComputedStyle(a).textDecorationLine")
        # headings in order: the title, then the page's parts
        levels = page.locator("article :is(h1, h2, h3)").evaluate_all("hs => hs.map(h => +h.tagName[1])")
        assert levels[0] == 1 and levels[1] == 2 and all(b - a <= 1 for a, b in pairwise(levels))
        names = outline.locator("a").evaluate_all("as => as.map(a => a.getAttribute('aria-label') || '')")
        names += official.locator("a").evaluate_all("as => as.map(a => a.textContent.trim())")
        assert all(names)
        shoot(page, f"lawpage-{law}-{width}-{locale}-{scheme}")
        context.close()
    assert not errors, errors
