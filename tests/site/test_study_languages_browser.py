"""The study page and the calculators in each of the four languages (Debian chromium): a first visit
follows the browser's language, the EN · PL · ΕΛ · РУ switch changes every word in place, a drill's
question and the engine's working read in the language, numbers are written as it writes them, and
no English word of the interface nor any markup shows as text. Screenshots at 1280 and 390 px under
test-artifacts/i18n/."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from bridgelaws.i18n import words
from bridgelaws.i18n.catalogue import catalog

from .visual import shoot

pytestmark = pytest.mark.browser
LOCALES = {"en": "en-US", "pl": "pl-PL", "el": "el-GR", "ru": "ru-RU"}
WIDTHS = (1280, 390)
# Markup shown as text: a tag, an escaped entity, a placeholder left unfilled.
MARKUP = re.compile(r"<\w+[ >]|&(?:lt|gt|amp|quot|#\d+);|\{\w+\}")


def english_phrases() -> list[str]:
    """The English of the scripts' words of two words or more: none may show on another language's page."""
    found = []
    for message in catalog("en", "js"):
        for text in message.id if isinstance(message.id, tuple) else (message.id,):
            plain = re.sub(r"\{\w+\}", "", text).strip(" .:…")
            if text and len(plain.split()) >= 2 and not re.search(r"\d", plain):
                found.append(plain)
    return found


ENGLISH = english_phrases()


@pytest.fixture
def visit(browser: Browser) -> Iterator:  # type: ignore[type-arg]
    contexts, errors = [], []

    def opener(url: str, lang: str, width: int) -> Page:
        context = browser.new_context(viewport={"width": width, "height": 900}, locale=LOCALES[lang])
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(url)
        expect(page.locator(".bl-study.bl-ready, .bl-tools.bl-ready")).to_be_attached(timeout=10_000)
        return page

    yield opener
    for context in contexts:
        context.close()
    assert not errors, f"JavaScript errors: {errors}"


def assert_reads_in(page: Page, lang: str) -> str:
    """The page's own part (its title and its form) is in `lang`: no markup as text, no English
    phrase of the interface (another language's page)."""
    main = page.locator("article.md-content__inner")
    text = main.inner_text()
    assert not MARKUP.search(text), MARKUP.search(text)
    expect(page.locator(".bl-study, .bl-tools")).to_have_attribute("lang", lang)
    if lang != "en":
        shown = [phrase for phrase in ENGLISH if phrase in text]
        assert shown == [], (lang, shown)
    return text


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LOCALES)
def test_study_with_a_question_in_each_language(visit, base: str, lang: str, width: int) -> None:  # type: ignore[no-untyped-def]
    page = visit(base + "study/", lang, width)
    w, js = words(lang), words(lang, "js")
    expect(page.locator("h1")).to_contain_text(js._("Study for the TD exam"))
    expect(page.locator(f'.bl-ui-langs button[lang="{lang}"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".bl-available")).to_contain_text(re.compile(r"\d"))
    page.select_option("select[name=what]", "drill:revoke")
    page.click(".bl-setup-form button[type=submit]")
    card = page.locator(".bl-card")
    expect(card.locator(".bl-card-title")).to_have_text(w._("Revoke: tricks transferred (Law 64)"))
    # glossary: the revoke in the page's language
    revoke = {"en": "revoke", "pl": "fałszywy renons", "el": "ρενόνς", "ru": "фальшренонс"}[lang]
    expect(card.locator(".bl-card-body")).to_contain_text(revoke)
    card.locator("input[name=transfer]").fill("1")
    page.keyboard.press("Enter")
    expect(card.locator(".bl-reveal")).to_be_visible()
    expect(card.locator(".bl-reveal h4")).to_have_text(js._("The engine's working"))
    text = assert_reads_in(page, lang)
    assert js._("How did you do?") in text
    shoot(page, f"i18n/study-{lang}-{width}")


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LOCALES)
def test_the_calculators_answer_in_each_language(visit, base: str, lang: str, width: int) -> None:  # type: ignore[no-untyped-def]
    page = visit(base + "tools/", lang, width)
    js = words(lang, "js")
    expect(page.locator("h1")).to_contain_text(js._("The TD's calculators"))
    page.fill("#bl-score input[name=contract]", "3NTX-2")
    expect(page.locator("#bl-score .bl-result")).to_have_attribute("data-value", "-300")
    page.fill("#bl-imps input[name=ours]", "620")
    page.fill("#bl-imps input[name=theirs]", "-100")
    expect(page.locator("#bl-imps .bl-result")).to_have_attribute("data-value", "12")
    weights = page.locator("#bl-weighted input[name=weight]")
    weights.nth(0).fill("50%")
    weights.nth(1).fill("50%")
    page.locator("#bl-weighted input[name=result]").nth(1).fill("4S-2 N")
    expect(page.locator("#bl-weighted .bl-result")).to_have_attribute("data-value", "160")
    page.fill("#bl-board input[name=board]", "7")
    expect(page.locator("#bl-board .bl-result")).to_have_attribute("data-dealer", "S")
    page.check("#bl-revoke input[name=later]")
    text = assert_reads_in(page, lang)
    notrump = {"en": "3NTX", "pl": "3BAX", "el": "3ΧΑX", "ru": "3БКX"}[lang]
    assert notrump in text
    w = words(lang)
    doubled, state = w._p("contract", "doubled"), w._p("side's state", "not vulnerable")
    one, many = (
        "{n} undertrick, {doubling}, {state}: {steps}",
        "{n} undertricks, {doubling}, {state}: {steps}",
    )
    assert w._n(one, many, 2, doubling=doubled, state=state, steps="100 + 200") in text
    shoot(page, f"i18n/tools-{lang}-{width}", full_page=True)


def test_the_switch_changes_every_word_in_place(visit, base: str) -> None:  # type: ignore[no-untyped-def]
    page = visit(base + "tools/", "en", 1280)
    page.fill("#bl-score input[name=contract]", "4SX=")
    for lang in ("ru", "el", "pl", "en"):
        page.click(f'.bl-ui-langs button[lang="{lang}"]')
        js = words(lang, "js")
        expect(page.locator("h1")).to_contain_text(js._("The TD's calculators"))
        expect(page.locator("#bl-revoke-h")).to_contain_text(js._("Revoke: tricks transferred"))
        expect(page.locator("#bl-score .bl-result")).to_contain_text(js._("not vulnerable"))
        assert_reads_in(page, lang)
    # the choice holds: the study page opens in the language last chosen
    page.click('.bl-ui-langs button[lang="el"]')
    page.goto(base + "study/")
    expect(page.locator("h1")).to_contain_text(words("el", "js")._("Study for the TD exam"))
    expect(page.locator(".bl-study")).to_have_attribute("lang", "el")


def test_the_scripts_plural_forms_are_each_languages(visit, base: str) -> None:  # type: ignore[no-untyped-def]
    page = visit(base + "tools/", "en", 1280)
    forms = page.evaluate(
        """() => ["pl", "ru", "el", "en"].map(lang => {
            BLWords.use(lang);
            return [1, 2, 5, 12, 21, 22].map(n => BLWords._n("{n} trick", "{n} tricks", n));
        })"""
    )
    assert forms[0] == ["1 lewa", "2 lewy", "5 lew", "12 lew", "21 lew", "22 lewy"]
    assert forms[1] == ["1 взятка", "2 взятки", "5 взяток", "12 взяток", "21 взятка", "22 взятки"]
    assert forms[2] == ["1 λεβέ", "2 λεβέ", "5 λεβέ", "12 λεβέ", "21 λεβέ", "22 λεβέ"]
    assert forms[3] == ["1 trick", "2 tricks", "5 tricks", "12 tricks", "21 tricks", "22 tricks"]
