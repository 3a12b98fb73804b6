"""A single page of the site printed (Debian chromium, print media and `page.pdf()`): no navigation
or search, each passage in the page's language and the languages the reader chose to show with it,
the example's ruling shown.

The printed PDFs are read back with pypdf; their pages are saved as PNG under test-artifacts/.
"""

from __future__ import annotations

import io
import re

import pypdfium2 as pdfium
import pytest
from playwright.sync_api import Page, expect
from pypdf import PdfReader

from bridgelaws.model import load

from .browser import ARTIFACTS
from .conftest import ROOT

pytestmark = pytest.mark.browser
HIDDEN = (".md-header", ".md-sidebar--primary", ".md-sidebar--secondary", ".md-search", ".md-footer")
SHELL = ("bridgelaws — Laws of Duplicate Bridge", "All laws", "Type to start searching")


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u00ad", "")).strip()


def also_show(page: Page, short: str) -> None:  # noqa: F811
    """Show a language beside the page's, as a reader does with the page's control (held site-wide)."""
    button = page.locator(".bl-also-button", has_text=short)
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")


def printed(page: Page, name: str) -> str:  # noqa: F811
    """The page printed as a PDF (print media, A4): saved, its pages as PNG; its text."""
    page.emulate_media(media="print")
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        page.screenshot(path=str(ARTIFACTS / f"print-{name}-{width}.png"), full_page=True)
    pdf = page.pdf(format="A4", print_background=True)
    (ARTIFACTS / f"print-{name}.pdf").write_bytes(pdf)
    document = pdfium.PdfDocument(pdf)
    for number in range(min(len(document), 2)):
        document[number].render(scale=1.3).to_pil().save(ARTIFACTS / f"print-{name}-page-{number + 1}.png")
    return flat(" ".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages))


def first_words(text: str, count: int = 6) -> str:
    """The first run of `count` plain words of a text (no digits, suits or Markdown among them)."""
    run: list[str] = []
    for word in re.sub(r"[*_,.;:()]", " ", text).split():
        run = [*run, word][-count:] if word.isalpha() else []
        if len(run) == count:
            return " ".join(run)
    raise AssertionError(f"no {count} plain words in a row: {text[:80]}")


def test_a_law_page_prints_its_commentary_in_the_languages_shown(page: Page, base: str) -> None:  # noqa: F811
    kb = load(ROOT)
    units = {u.lang: u.unit.text for u in kb.units_of_source("hellenic-wiki-law27") if u.unit.id == "p03"}
    ARTIFACTS.mkdir(exist_ok=True)
    page.goto(base + "laws/27/")
    page.emulate_media(media="print")
    greek = page.locator('.bl-commentary .bl-version[lang="el"]')
    english = page.locator('.bl-commentary .bl-version[lang="en"]')
    assert greek.count() > 5 and english.count() == greek.count()
    expect(greek.first).to_be_hidden()  # the page's language only
    text = printed(page, "law-27-en")
    assert first_words(units["en"]) in text and first_words(units["el"]) not in text
    page.emulate_media(media="screen")
    also_show(page, "ΕΛ")
    page.emulate_media(media="print")
    for selector in (*HIDDEN, ".bl-also"):
        expect(page.locator(selector).first).to_be_hidden()
    for i in range(greek.count()):
        expect(greek.nth(i)).to_be_visible()
        expect(english.nth(i)).to_be_visible()
    text = printed(page, "law-27-en-el")
    assert first_words(units["el"]) in text
    assert first_words(units["en"]) in text
    assert "Law 27" in text
    for shell in SHELL:
        assert shell not in text


def test_an_example_prints_with_its_cards_and_ruling_in_the_languages_shown(page: Page, base: str) -> None:  # noqa: F811
    kb = load(ROOT)
    rulings = {
        lang: kb.example("hellenic-wiki-law27", lang, "ex-33").example.ruling or "" for lang in ("en", "el")
    }
    ARTIFACTS.mkdir(exist_ok=True)
    page.goto(base + "examples/hellenic-wiki-law27/ex-33/")
    text = printed(page, "example-ex-33-en")
    assert first_words(rulings["en"]) in text  # the folded ruling is printed, in the page's language
    assert first_words(rulings["el"]) not in text
    page.emulate_media(media="screen")
    also_show(page, "ΕΛ")
    text = printed(page, "example-ex-33-en-el")
    assert first_words(rulings["el"]) in text and first_words(rulings["en"]) in text
    hands = kb.example("hellenic-wiki-law27", "el", "ex-33").example.deal["hands"]
    cards = re.sub(r"\s", "", text)  # the diagram spaces its cards
    for hand in hands.values():
        assert (
            "".join(f"{symbol}{hand[suit]}" for suit, symbol in zip("SHDC", "♠♥♦♣", strict=True)).replace(
                "T", "10"
            )
            in cards
        )
    assert "Download the PBN" not in text and "Export" not in text
    for shell in SHELL:
        assert shell not in text
    red = page.locator("table.bl-deal .bl-red").first
    assert red.evaluate("e => getComputedStyle(e).color") == "rgb(200, 16, 46)"
