"""The ruling flows in Debian's chromium, as a director uses them at the table.

Insufficient bid, lead out of turn and revoke walked to their outcomes in English at 1280 px and in
Polish at 390 px (the browser's language chooses), by mouse and by keyboard alone; an answer changed
from the path; the ruling copied as text and the path shared as a link (read strictly: a link that
does not fit, or carries markup, starts afresh and writes nothing of itself into the page); the
flow opened from a folder with no server; the flows kept offline from the first visit; "Rule it" on
a law page; contrast in both palettes. Screenshots: test-artifacts/rulings/.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .visual import low_contrast, shoot

pytestmark = pytest.mark.browser
Opener = Callable[..., Page]
LIVE = ".bl-ruling.bl-rl-live"
# (flow, the answers clicked in turn, a provision the outcome cites, its Polish word)
WALKS = {
    "insufficient-bid": (("yes", "yes", "no", "sufficient", "yes", "yes"), "27B1(a)", "Orzeczenie"),
    "lead-out-of-turn": (("no", "defender", "yes", "no", "refuse"), "54D", "Orzeczenie"),
    "revoke": (("yes", "no", "no", "in-time", "no", "no", "yes", "yes"), "64A1", "Orzeczenie"),
}


@pytest.fixture
def open_page(browser: Browser) -> Iterator[Opener]:
    """Pages in fresh contexts (their own storage); a JavaScript error fails the test."""
    contexts, errors = [], []

    def opener(url: str, width: int = 1280, locale: str = "en-US", scheme: str = "light") -> Page:
        viewport = {"width": width, "height": 900}
        context = browser.new_context(viewport=viewport, locale=locale, color_scheme=scheme)
        context.grant_permissions(["clipboard-read", "clipboard-write"])
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(url)
        return page

    yield opener
    for context in contexts:
        context.close()
    assert not errors, f"JavaScript errors: {errors}"


def current(page: Page) -> str:
    """The key of the step or outcome shown."""
    return page.evaluate(
        "() => { const s = [...document.querySelectorAll('.bl-rl-step, .bl-rl-outcome')]"
        ".find(e => !e.hidden); return s ? (s.dataset.key || s.dataset.id) : ''; }"
    )


def choose(page: Page, value: str) -> None:
    page.locator(f".bl-rl-step:not([hidden]) .bl-rl-choice[data-value='{value}']").click()


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("locale", ["en-US", "pl-PL"])
@pytest.mark.parametrize("flow", sorted(WALKS))
def test_a_director_walks_to_the_outcome(
    open_page: Opener, base: str, flow: str, width: int, locale: str
) -> None:
    answers, provision, ruling_pl = WALKS[flow]
    page = open_page(f"{base}rulings/{flow}/", width, locale)
    expect(page.locator(LIVE)).to_be_attached(timeout=15_000)
    lang = locale[:2]
    assert page.locator("#bl-ruling").get_attribute("data-ui-lang") == lang
    expect(page.locator(f".bl-rl-prevail .bl-l[lang={lang}]").first).to_be_visible()
    assert page.locator(".bl-rl-step:not([hidden])").count() == 1
    shoot(page, f"rulings/{flow}-start-{width}-{locale}")
    for value in answers:
        choose(page, value)
    outcome = page.locator(".bl-rl-outcome:not([hidden])")
    expect(outcome).to_be_visible()
    expect(outcome.locator(".bl-rl-provisions")).to_contain_text(provision)
    if lang == "pl":
        assert outcome.locator(".bl-rl-outcome-title").inner_text().strip() == ruling_pl
    expect(page.locator(".bl-rl-path li")).to_have_count(len(answers))
    assert "#path=" in page.url
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width  # no sideways scroll
    shoot(page, f"rulings/{flow}-outcome-{width}-{locale}", full_page=True)
    tiny = page.evaluate(
        "() => [...document.querySelectorAll('.bl-rl-outcome:not([hidden]) .md-button, "
        ".bl-rl-step .bl-rl-choice')]"
        ".filter(e => e.offsetParent && e.getBoundingClientRect().height < 44).length"
    )
    assert tiny == 0  # every control is a thumb's size


def test_the_walk_by_keyboard_alone(open_page: Opener, base: str) -> None:
    page = open_page(f"{base}rulings/insufficient-bid/")
    expect(page.locator(LIVE)).to_be_attached(timeout=15_000)
    page.locator(".bl-rl-step:not([hidden]) .bl-rl-choice").first.focus()
    for value in ("yes", "yes", "no", "sufficient", "no", "no"):
        step = page.locator(".bl-rl-step:not([hidden])")
        choices = step.locator(".bl-rl-choice")
        target = [choices.nth(i).get_attribute("data-value") for i in range(choices.count())].index(value)
        page.keyboard.press("Tab") if page.evaluate("() => document.activeElement.tagName") == "H2" else None
        for _ in range(target):
            page.keyboard.press("Tab")
        assert page.evaluate("() => document.activeElement.dataset.value") == value
        page.keyboard.press("Enter")
        assert page.evaluate("() => document.activeElement.tagName") == "H2"  # focus on the next question
    assert current(page) == "partner-barred"


def test_an_answer_is_changed_from_the_path(open_page: Opener, base: str) -> None:
    page = open_page(f"{base}rulings/insufficient-bid/#path=insufficient:yes,in-rotation:yes,accepted:yes")
    expect(page.locator(LIVE)).to_be_attached(timeout=15_000)
    assert current(page) == "accepted-bid"
    page.locator(".bl-rl-path li").nth(2).locator(".bl-rl-change").click()
    assert current(page) == "accepted"
    expect(page.locator(".bl-rl-path li")).to_have_count(2)
    choose(page, "no")
    choose(page, "pass")
    choose(page, "yes")
    assert current(page) == "comparable-call"
    page.go_back()
    assert current(page) == "comparable"  # the browser's Back goes back a step


def test_the_ruling_is_copied_as_text_and_the_path_shared_as_a_link(open_page: Opener, base: str) -> None:
    path = (
        "insufficient:yes,in-rotation:yes,accepted:no,replacement-kind:sufficient,"
        "same-denomination:no,comparable:no"
    )
    page = open_page(f"{base}rulings/insufficient-bid/#path={path}", 390, "pl-PL")
    expect(page.locator(LIVE)).to_be_attached(timeout=15_000)
    assert current(page) == "partner-barred"
    page.locator(".bl-rl-outcome:not([hidden]) [data-act=copy]").click()
    status = page.locator(".bl-rl-outcome:not([hidden]) .bl-rl-status .bl-l[lang=pl]")
    expect(status).to_have_text("Skopiowano")
    expect(status).to_be_visible()
    text = page.evaluate("() => navigator.clipboard.readText()")
    assert text.startswith("Raport z orzeczenia: Odzywka niewystarczająca")
    assert "- Czy LHO wykraczającego akceptuje odzywkę niewystarczającą" in text and " Nie\n" in text
    assert "27B2, 26B, 16C2, 72C" in text and "Rozstrzygają Międzynarodowe Przepisy Brydżowe" in text
    page.locator(".bl-rl-outcome:not([hidden]) [data-act=share]").click()
    link = page.evaluate("() => navigator.clipboard.readText()")
    assert link.endswith(f"rulings/insufficient-bid/#path={path}")
    again = open_page(link)
    expect(again.locator(LIVE)).to_be_attached(timeout=15_000)
    assert current(again) == "partner-barred"
    expect(again.locator(".bl-rl-path li")).to_have_count(6)


@pytest.mark.parametrize(
    "hash_",
    [
        "#path=insufficient:maybe",  # a value the step does not offer
        "#path=accepted:no",  # not the step the walk reaches first
        "#path=insufficient:yes,in-rotation:yes,accepted:no,lowest:yes",  # skips a step
        "#path=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E:yes",  # markup
        "#path=insufficient:yes<script>",
    ],
)
def test_a_link_that_does_not_fit_starts_afresh(open_page: Opener, base: str, hash_: str) -> None:
    page = open_page(f"{base}rulings/insufficient-bid/{hash_}")
    expect(page.locator(LIVE)).to_be_attached(timeout=15_000)
    expect(page.locator(".bl-rl-badlink")).to_be_visible()
    assert current(page) == "insufficient"
    expect(page.locator(".bl-rl-path li")).to_have_count(0)
    html = page.content()
    assert "onerror" not in html and "<script>alert" not in html and "maybe" not in html


def test_without_a_script_the_flow_is_a_tree_of_links(browser: Browser, base: str) -> None:
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{base}rulings/insufficient-bid/")
    page.locator("#step-insufficient .bl-rl-choice[data-value=yes]").click()
    assert page.url.endswith("#step-in-rotation")
    page.locator("#step-in-rotation .bl-rl-choice[data-value=no]").click()
    assert page.url.endswith("#outcome-out-of-rotation")
    expect(page.locator("#outcome-out-of-rotation .bl-rl-continue")).to_have_attribute(
        "href", "../call-out-of-rotation/"
    )
    context.close()


def test_rule_it_on_the_law_page_and_the_index(open_page: Opener, base: str) -> None:
    page = open_page(f"{base}laws/27/")
    link = page.locator(".bl-rule-it a")
    expect(link).to_have_text("Insufficient bid")
    link.click()
    expect(page.locator(LIVE)).to_be_attached(timeout=15_000)
    page.goto(f"{base}rulings/")
    flows = page.locator(".bl-rl-flow")
    expect(flows).to_have_count(14)
    expect(flows.first.locator(".bl-l[lang=en]").first).to_have_text("The Director called late")
    page.locator(".bl-ui-langs button[lang=el]").click()
    expect(page.locator("#rulings-title")).to_contain_text("Αποφάσεις στο τραπέζι")
    page.goto(f"{base}rulings/revoke/")
    expect(page.locator("#ruling-title")).to_contain_text("Ρενόνς")  # the choice holds across pages


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_contrast_in_both_palettes(open_page: Opener, base: str, scheme: str) -> None:
    path = "owner:defender,deliberate:yes,major-next:partner-leads"
    page = open_page(f"{base}rulings/penalty-card/#path={path}", 390, "en-US", scheme)
    expect(page.locator(LIVE)).to_be_attached(timeout=15_000)
    page.locator(".bl-rl-path li").first.hover()
    assert low_contrast(page.locator("article")) == []
    shoot(page, f"rulings/penalty-card-{scheme}-390", full_page=True)


def test_a_flow_opened_from_a_folder(browser: Browser, offline_site: Path) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 900}, locale="en-US")
    page = context.new_page()
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto((offline_site / "rulings" / "revoke.html").as_uri())
    expect(page.locator(LIVE)).to_be_attached(timeout=15_000)
    for value in ("no", "defender"):
        choose(page, value)
    assert current(page) == "correct-defender"
    assert all(url.startswith("file://") for url in requests), [u for u in requests if not u.startswith("file://")]
    assert not errors
    context.close()


def test_the_flows_are_kept_offline_from_the_first_visit(site: Path) -> None:
    listed = json.loads((site / "offline.json").read_text(encoding="utf-8"))
    files = listed.get("files", listed)
    rulings = {url: entry for url, entry in files.items() if url.startswith("rulings/")}
    assert len(rulings) == 15 and all(entry["group"] == "shell" for entry in rulings.values())
