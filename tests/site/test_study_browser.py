"""The study page and the calculators in Debian's chromium, as a director uses them.

A practice session of five Law 27 examples done by keyboard alone, its marks kept across a reload and
scheduled (missed first); progress exported and imported; each kind of drill answered right and
wrong; each calculator against the engine for 50 random inputs; the pages from a folder with no
request outside it; screenshots at 1280 and 390 px in the light and the dark palette, looked at:
contrast, overflow, markup shown as text.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from bridgelaws.bridge.adjust import weighted_score
from bridgelaws.bridge.board import board_info, parse_vulnerability
from bridgelaws.bridge.imps import imps, matchpoints
from bridgelaws.bridge.revoke import DRAWN
from bridgelaws.bridge.score import score
from bridgelaws.bridge.types import Contract, Denom, Penalty
from bridgelaws.study import drills, tables
from bridgelaws.study.answers import Answer

from .visual import low_contrast, shoot

pytestmark = pytest.mark.browser
KEY = "bl-study-progress"
Opener = Callable[..., Page]


@pytest.fixture
def open_page(browser: Browser) -> Iterator[Opener]:
    """Opens pages in fresh browser contexts (their own storage); fails the test on a JavaScript error."""
    contexts, errors = [], []

    def opener(url: str, width: int = 1280, scheme: str = "light", locale: str = "en-US") -> Page:
        context = browser.new_context(
            viewport={"width": width, "height": 900},
            locale=locale,
            color_scheme=scheme,
            accept_downloads=True,
        )
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(url)
        ready = page.locator(".bl-study.bl-ready, .bl-tools.bl-ready")
        expect(ready).to_be_attached(timeout=10_000)
        return page

    yield opener
    for context in contexts:
        context.close()
    assert not errors, f"JavaScript errors: {errors}"


def progress(page: Page) -> dict[str, Any]:
    return page.evaluate(f"() => (window.__md_get('{KEY}') || {{items: {{}}}}).items")


def card_id(page: Page) -> str:
    card = page.locator(".bl-card")
    expect(card.locator(".bl-answer")).to_be_visible()
    return card.get_attribute("data-id") or ""


def active(page: Page) -> str:
    return page.evaluate("() => document.activeElement.tagName + ':' + (document.activeElement.name || '')")


def start(page: Page, what: str, laws: str = "", count: str = "5") -> None:
    page.select_option("select[name=what]", what)
    if laws:
        page.fill("input[name=laws]", laws)
    page.select_option("select[name=count]", count)
    page.click(".bl-setup-form button[type=submit]")
    card_id(page)


def index(site: Path) -> dict[str, Any]:
    return json.loads((site / "study/data/index.json").read_text(encoding="utf-8"))


# --- practice rulings ------------------------------------------------------------------------


def test_a_session_of_five_law_27_examples_by_keyboard(open_page: Opener, base: str, site: Path) -> None:
    items = {item["id"]: item for item in index(site)["items"]}
    page = open_page(base + "study/")
    expect(page.locator(".bl-available")).to_contain_text("to practise")
    # The form, by keyboard: what → laws → source → language → how many → Start.
    page.focus("select[name=what]")
    page.keyboard.press("Tab")
    page.keyboard.type("27")
    for _ in range(3):
        page.keyboard.press("Tab")
    assert active(page) == "SELECT:count"
    page.keyboard.press("ArrowUp")  # 10 → 5
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    plan = ["1", "3", "1", "3", "2"]  # right, wrong, right, wrong, partly
    marks = {}
    for number, key in enumerate(plan, 1):
        expect(page.locator(".bl-position")).to_have_text(f"{number} of 5")
        item_id = card_id(page)
        item = items[item_id]
        assert 27 in item["numbers"]
        ruling = page.locator(".bl-card .bl-reveal")
        expect(ruling).to_be_hidden()
        if number == 1:  # nothing written yet: the ruling stays hidden
            page.keyboard.press("Enter")
            expect(page.locator(".bl-card .bl-error")).to_contain_text("Answer first")
            expect(ruling).to_be_hidden()
        for check in item["checks"]:  # the checked answers come first, then the ruling's text box
            assert active(page).endswith(check["name"])
            if check["kind"] == "seat":
                page.keyboard.type(check["value"] if key == "1" else "N" if check["value"] != "N" else "E")
            else:
                page.keyboard.type(check["value"].lower() if key == "1" else "7NT")
            page.keyboard.press("Tab")
        assert active(page) == "TEXTAREA:ruling"
        page.keyboard.type("Law 27B1(a): no rectification; partner may bid freely")
        if number == 2:  # out of the text box, Space reveals
            page.keyboard.press("Tab")
            assert active(page) == "BUTTON:"
            page.keyboard.press("Space")
        else:
            page.keyboard.press("Enter")
        expect(ruling).to_be_visible()
        for i, _ in enumerate(item["checks"]):
            verdict = page.locator(".bl-card .bl-verdict").nth(i)
            expect(verdict).to_have_class("bl-verdict bl-ok" if key == "1" else "bl-verdict bl-bad")
        page.keyboard.press(key)
        mark = {"1": "right", "2": "partly", "3": "wrong"}[key]
        expect(page.locator(f".bl-card .bl-mark-{mark}")).to_have_attribute("aria-pressed", "true")
        marks[item_id] = mark
        page.keyboard.press("ArrowRight")
    done = page.locator(".bl-done")
    expect(done).to_be_visible()
    expect(done.locator(".bl-done-counts")).to_have_text("2 right, 1 partly, 2 wrong.")
    assert {k: v["last"] for k, v in progress(page).items()} == marks

    page.reload()  # the marks are kept
    assert {k: v["last"] for k, v in progress(page).items()} == marks
    row = page.locator('.bl-weak tr[data-law="27"]')
    expect(row).to_contain_text("2 · 1 · 2")
    assert row.locator("td").nth(1).inner_text() == "5"

    # The next session on Law 27: the missed ones first, then the new ones, the right ones last.
    start(page, "rulings", "27", "20")
    queue = (page.locator(".bl-session").get_attribute("data-queue") or "").split()
    wrong = [i for i, m in marks.items() if m == "wrong"]
    right = [i for i, m in marks.items() if m == "right"]
    assert set(queue[:2]) == set(wrong)
    assert max(queue.index(i) for i in wrong) < min(queue.index(i) for i in right)
    assert queue[-2:] == sorted(right, key=queue.index)  # due tomorrow: after everything new
    assert card_id(page) == queue[0]


def test_an_example_in_each_of_its_languages(open_page: Opener, base: str) -> None:
    page = open_page(base + "study/")
    start(page, "rulings", "27", "5")  # Example 23 first, in English and Greek
    body = page.locator(".bl-card .bl-card-body")
    expect(body).to_have_attribute("lang", "en")
    page.locator(".bl-card [name=lowest_sufficient]").fill("2♥")
    page.click('.bl-card-langs button[lang="el"]')
    expect(body).to_have_attribute("lang", "el")
    expect(page.locator(".bl-card-title")).to_have_text("Παράδειγμα 23")
    assert page.locator(".bl-card [name=lowest_sufficient]").input_value() == "2♥"  # kept
    assert active(page) == "INPUT:lowest_sufficient"  # the card drawn again, the answer's box in focus
    page.keyboard.press("Enter")
    expect(page.locator(".bl-card .bl-reveal")).to_be_visible()
    expect(page.locator(".bl-card .bl-reveal")).to_have_attribute("lang", "el")
    expect(page.locator(".bl-card .bl-verdict")).to_have_class("bl-verdict bl-ok")
    page.click('[data-act="end"]')
    # a Greek version chosen once: Greek versions first; the interface stays the page's (English here:
    # the site's language is the switcher's, not a card's)
    expect(page.locator(".bl-setup h2")).to_have_text("Start a session")
    expect(page.locator('.bl-ui-langs button[lang="en"]')).to_have_attribute("aria-pressed", "true")
    start(page, "rulings", "27", "5")
    expect(body).to_have_attribute("lang", "el")


def test_progress_is_exported_and_imported(open_page: Opener, base: str, tmp_path: Path) -> None:
    page = open_page(base + "study/")
    start(page, "rulings", "27", "5")
    for key in ("3", "1"):
        page.locator(".bl-card textarea").fill("the lowest sufficient bid, no rectification")
        page.keyboard.press("Enter")
        page.keyboard.press(key)
        page.keyboard.press("ArrowRight")
    answered = progress(page)
    assert sorted(r["last"] for r in answered.values()) == ["right", "wrong"]
    with page.expect_download() as download:
        page.click('[data-act="export"]')
    path = tmp_path / "progress.json"
    download.value.save_as(path)
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert exported["format"] == "bridgelaws-study-progress" and exported["items"] == answered
    assert download.value.suggested_filename.startswith("bridgelaws-progress-")

    page.evaluate("() => localStorage.clear()")
    page.reload()
    expect(page.locator(".bl-progress-empty")).to_be_visible()
    page.set_input_files("input[name=import]", str(path))
    expect(page.locator(".bl-message")).to_have_text("Imported 2 items (0 kept: newer here).")
    assert progress(page) == answered
    expect(page.locator('.bl-weak tr[data-law="27"]')).to_contain_text("1 · 0 · 1")

    older = {
        **exported,
        "items": {k: {**v, "at": v["at"] - 60_000, "last": "right"} for k, v in exported["items"].items()},
    }
    path.write_text(json.dumps(older), encoding="utf-8")
    page.set_input_files("input[name=import]", str(path))
    expect(page.locator(".bl-message")).to_have_text("Imported 0 items (2 kept: newer here).")
    assert progress(page) == answered
    bad = tmp_path / "notes.json"
    bad.write_text('{"hello": 1}', encoding="utf-8")
    page.set_input_files("input[name=import]", str(bad))
    expect(page.locator(".bl-message")).to_have_text("notes.json is not a progress file of this site.")


# --- drills ----------------------------------------------------------------------------------

WRONG_SEAT = {"N": "E", "E": "S", "S": "W", "W": "N"}
WRONG_VUL = {"none": "ns", "ns": "ew", "ew": "all", "all": "none"}


def typed(answer: Answer, right: bool) -> str:
    """What a director would type or choose, right or wrong."""
    value = answer.value
    if answer.kind == "number":
        return str(value if right else int(value) + 10).replace(
            "-", "−"
        )  # the minus sign, as a phone types it
    if answer.kind == "decimal":
        return str(answer.exact if right else float(value) + 5)
    if answer.kind == "bid":
        level, strain = int(str(value)[0]), str(value)[1:]
        return f"{level}{strain.lower()}" if right else f"{level % 7 + 1}{strain}"
    if answer.kind == "contract":
        return str(value).lower() if right else f"{int(str(value)[0]) % 7 + 1}{str(value)[1:]}"
    if answer.kind == "seat":
        return str(value) if right else WRONG_SEAT[str(value)]
    if answer.kind == "vulnerability":
        return str(value) if right else WRONG_VUL[str(value)]
    return str(value) if right else {"yes": "no", "no": "yes"}[str(value)]


def answer_drill(page: Page, drill: drills.Drill, rights: list[bool]) -> None:
    for answer, right in zip(drill.answers, rights, strict=True):
        field = page.locator(f'.bl-card [name="{answer.name}"]')
        if answer.kind in ("seat", "vulnerability", "yesno"):
            field.select_option(typed(answer, right))
        else:
            field.fill(typed(answer, right))
    page.keyboard.press("Enter")


@pytest.mark.parametrize("kind", list(drills.KINDS))
def test_each_drill_kind_is_scored_right_and_wrong(open_page: Opener, base: str, kind: str) -> None:
    made = {drill.id: drill for drill in drills.generate(kind)}
    page = open_page(base + "study/")
    start(page, f"drill:{kind}", count="5")
    several = len(next(iter(made.values())).answers) > 1
    cases = [("right", True), ("wrong", False)] + ([("partly", None)] if several else [])
    for mark, right in cases:
        drill = made[card_id(page)]
        rights = [True, False] if right is None else [right] * len(drill.answers)
        answer_drill(page, drill, rights)
        verdicts = page.locator(".bl-card .bl-verdict")
        for i, ok in enumerate(rights):
            expect(verdicts.nth(i)).to_have_class("bl-verdict bl-ok" if ok else "bl-verdict bl-bad")
        expect(page.locator(f".bl-card .bl-mark-{mark}")).to_have_attribute("aria-pressed", "true")
        working = page.locator(".bl-card .bl-reveal").inner_text()
        assert drill.working["en"][-1] in working
        assert "it awaits a director's review" in working
        if not right:
            wrong = page.locator(".bl-card .bl-bad").first.inner_text()
            assert "the engine:" in wrong
        assert progress(page)[drill.id]["last"] == mark
        page.keyboard.press("ArrowRight")


def test_the_flows_questions_on_the_worked_examples(open_page: Opener, base: str, site: Path) -> None:
    """A ruling flow's practice: the example above the flow's questions; answered as its ruling does
    it is right, one step otherwise is wrong and says what the ruling (or the engine) answers; the
    outcome revealed, with the flow opened at that path."""
    written = json.loads((site / "study/data/drills.flows.json").read_text(encoding="utf-8"))
    made = {item["id"]: item for item in written}
    page = open_page(base + "study/", 390)
    start(page, "drill:flows", count="5")
    for mark in ("right", "partly"):
        item = made[card_id(page)]
        expect(page.locator(".bl-card .bl-flow-example")).to_be_visible()  # the example's situation
        for i, answer in enumerate(item["answers"]):
            others = [o["value"] for o in answer["options"] if o["value"] != answer["value"]]
            wrong = mark == "partly" and i == len(item["answers"]) - 1 and others
            field = page.locator(f'.bl-card select[name="{answer["name"]}"]')
            field.select_option(others[0] if wrong else answer["value"])
        page.keyboard.press("Enter")
        expect(page.locator(f".bl-card .bl-mark-{mark}")).to_have_attribute("aria-pressed", "true")
        reveal = page.locator(".bl-card .bl-reveal")
        expect(reveal).to_contain_text("The flow's outcome")
        if mark == "partly":
            last = item["answers"][-1]
            says = "the engine:" if last["says"] == "engine_says" else "the ruling:"
            expect(page.locator(".bl-card .bl-bad")).to_contain_text(says)
        assert progress(page)[item["id"]]["last"] == mark
        if mark == "right":
            page.keyboard.press("ArrowRight")
    shoot(page, "study/flows-practice-390", full_page=True)
    item = made[card_id(page)]
    page.locator(".bl-card .bl-reveal a", has_text="Walk it in the flow").click()
    expect(page.locator(".bl-ruling.bl-rl-live")).to_be_attached(timeout=15_000)
    outcome = item["id"].rsplit("/", 1)[1]
    expect(page.locator(f"#outcome-{outcome}")).to_be_visible()
    expect(page.locator(".bl-rl-path li")).to_have_count(len(item["answers"]))


# --- calculators -----------------------------------------------------------------------------

STRAINS = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "NT": Denom.nt}
WRITTEN = {"C": ["C", "c", "♣", " trefl"], "D": ["D", "d", "♦", " karo"], "H": ["H", "h", "♥", " kier"],
           "S": ["S", "s", "♠", " pik"], "NT": ["NT", "nt", "N", "BA"]}  # fmt: skip


def random_contract(rng: random.Random) -> tuple[Contract, int, str]:
    level, strain = rng.randint(1, 7), rng.choice(list(STRAINS))
    doubling = rng.choice(["", "", "X", "XX"])
    penalty = {"": Penalty.passed, "X": Penalty.doubled, "XX": Penalty.redoubled}[doubling]
    tricks = rng.randint(max(0, level + 2), 13)
    over = tricks - level - 6
    result = "=" if over == 0 else f"{over:+d}"
    text = f"{level}{rng.choice(WRITTEN[strain])}{rng.choice([doubling, doubling.lower()])}"
    text += rng.choice([result, f" {result}", f" {tricks}"]).replace("-", rng.choice("-−"))
    return Contract(level=level, denom=STRAINS[strain], penalty=penalty), tricks, text


# Fills a calculator's fields as typing does (an input event each; checkboxes and selects a change),
# then reads what the calculator shows: its data attributes, and those of its table's rows. One
# call per input, so that 50 inputs per calculator stay quick.
ENTER = """([tool, values]) => {
  const section = document.getElementById("bl-" + tool);
  for (const [name, index, value] of values) {
    const field = section.querySelectorAll(`[name="${name}"]`)[index];
    if (field.type === "checkbox") field.checked = value; else field.value = value;
    field.dispatchEvent(new Event(field.tagName === "INPUT" && field.type !== "checkbox" ? "input" : "change",
                                  {bubbles: true}));
  }
  const box = section.querySelector(".bl-result");
  return {...box.dataset, rows: [...box.querySelectorAll("tbody tr")].map((row) => ({...row.dataset}))};
}"""


def enter(page: Page, tool: str, *values: tuple[str, int, str | bool]) -> dict[str, Any]:
    return page.evaluate(ENTER, [tool, list(values)])


def written(contract: Contract, tricks: int) -> str:
    """`4SX-1`: a contract with its result as the engine writes it."""
    over = tricks - contract.level - 6
    strain = "NT" if contract.denom == Denom.nt else contract.denom.name[0].upper()
    doubling = {Penalty.passed: "", Penalty.doubled: "X", Penalty.redoubled: "XX"}[contract.penalty]
    return f"{contract.level}{strain}{doubling}" + ("=" if over == 0 else f"{over:+d}")


def test_each_calculator_gives_the_engines_answer(open_page: Opener, base: str) -> None:
    page = open_page(base + "tools/")
    rng = random.Random(2017)
    for _ in range(50):  # Law 77, written as directors write it
        contract, tricks, text = random_contract(rng)
        vulnerable = rng.random() < 0.5
        shown = enter(page, "score", ("vulnerable", 0, vulnerable), ("contract", 0, text))
        assert shown["value"] == str(score(contract, tricks, vulnerable).points), text
    for _ in range(50):  # Law 78B
        ours, theirs = rng.randrange(-2500, 2500, 10), rng.randrange(-2500, 2500, 10)
        shown = enter(page, "imps", ("ours", 0, f"{ours:+d}"), ("theirs", 0, str(theirs).replace("-", "−")))
        assert shown["value"] == str(imps(ours - theirs))
    for _ in range(50):  # Law 78A
        pool = [rng.randrange(-800, 1500, 10) for _ in range(4)]
        field = [rng.choice(pool) for _ in range(rng.randint(2, 13))]
        shown = enter(page, "matchpoints", ("scores", 0, rng.choice([" ", ", ", "\n"]).join(map(str, field))))
        assert len(shown["rows"]) == len(field)
        for i, (mine, row) in enumerate(zip(field, shown["rows"], strict=True)):
            others = field[:i] + field[i + 1 :]
            found = matchpoints(mine, others)
            assert row["mp"] == str(found["matchpoints"]) and float(row["percent"]) == found["percent"]
            assert row["ew"] == str(matchpoints(-mine, [-s for s in others])["matchpoints"])
    weights = [("50%", "50%"), ("60%", "40%"), ("1/3", "2/3"), ("70%", "30%"), ("50%", "30%", "20%"),
               ("1/3", "1/3", "1/3"), ("33.3%", "66.7%")]  # fmt: skip
    page.click('#bl-weighted [data-act="add"]')  # three rows
    for _ in range(50):  # Law 12C1(c), pairs and teams
        vul = rng.choice(["none", "ns", "ew", "all"])
        chosen = rng.choice(weights)
        rows, texts = [], []
        for i in range(3):
            weight = chosen[i] if i < len(chosen) else ""
            contract, tricks, _ = random_contract(rng)
            result = f"{written(contract, tricks)} {rng.choice('NESW')}" if weight else ""
            rows += [("weight", i, weight), ("result", i, result)]
            if weight:
                texts.append(f"{weight} {result}")
        other = rng.choice([None, "4S= N", "3NT+1 E", "-100", "+620"])
        field = rng.choice([None, [rng.randrange(-800, 1500, 10) for _ in range(rng.randint(1, 12))]])
        typed = rng.choice([" ", ", "]).join(str(n).replace("-", "−") for n in field) if field else ""
        shown = enter(
            page, "weighted", *rows, ("other", 0, other or ""), ("field", 0, typed), ("vul", 0, vul)
        )
        expected = weighted_score(texts, parse_vulnerability(vul), other, field)
        assert shown["value"] == expected["weighted_score"], texts
        assert shown.get("imps") == expected.get("weighted_imps"), (texts, other)
        assert shown.get("mp") == expected.get("weighted_matchpoints"), (texts, field)
    for _ in range(50):  # Law 2
        number = rng.randint(1, tables.BOARDS)
        shown = enter(page, "board", ("board", 0, str(number)))
        info = board_info(number)
        assert (shown["dealer"], shown["vul"]) == (info["dealer"], info["vulnerable"])
    enter(page, "board", ("board", 0, "129"))
    expect(page.locator("#bl-board .bl-result")).to_contain_text("boards 1–128")
    for _ in range(50):  # Laws 62–64
        role, winner = rng.choice(tables.ROLES), rng.choice(tables.WINNERS)
        flags = {name: rng.random() < 0.5 for name in tables.FLAGS}
        drawn = rng.choice(DRAWN)
        checks = [(name, 0, flag) for name, flag in flags.items()]
        shown = enter(page, "revoke", ("role", 0, role), ("winner", 0, winner), *checks, ("drawn", 0, drawn))
        ruling = tables.revoke_ruling(role, winner, flags, drawn)
        assert (shown["transfer"], shown["law"]) == (str(ruling.transfer), ruling.law)
        assert shown["equity"] == ("1" if ruling.equity else "0")
    result = page.locator("#bl-revoke .bl-result")
    expect(result).to_contain_text(ruling.why)
    if ruling.equity:
        expect(result).to_contain_text("64C: if the non-offending side is insufficiently compensated")


def test_the_calculators_show_their_working_and_laws(open_page: Opener, base: str) -> None:
    page = open_page(base + "tools/")
    page.fill("#bl-score [name=contract]", "4sx")
    expect(page.locator("#bl-score .bl-error")).to_contain_text("Write a contract with its result")
    page.fill("#bl-score [name=contract]", "4♠x 10")
    page.check("#bl-score [name=vulnerable]")
    result = page.locator("#bl-score .bl-result")
    expect(result).to_contain_text("4♠X=, vulnerable, 10 tricks: +790")
    expect(result).to_contain_text("game premium, vulnerable: 500")
    expect(result).to_contain_text("240 + 500 + 50 = 790")
    assert result.locator("a", has_text="77").get_attribute("href") == "../laws/77/"
    page.fill("#bl-imps [name=ours]", "720")
    expect(page.locator("#bl-imps .bl-result")).to_contain_text("720 lies in the row 600–740: 12 IMPs")
    page.select_option("#bl-revoke [name=winner]", "offender")
    page.check("#bl-revoke [name=later]")
    revoke = page.locator("#bl-revoke .bl-result")
    expect(revoke).to_contain_text("Tricks transferred: 2")
    assert revoke.locator("a", has_text="64A1").get_attribute("href") == "../laws/64/#A1"
    expect(revoke).to_contain_text("64C: if the non-offending side is insufficiently compensated")
    assert revoke.locator("a", has_text="64C").get_attribute("href") == "../laws/64/#C"
    page.select_option("#bl-revoke [name=role]", "dummy")  # dummy's cards: declarer's failure, 64B3
    expect(revoke).to_contain_text("declarer failed to play a card from dummy")
    assert revoke.locator("a", has_text="64B3").get_attribute("href") == "../laws/64/#B3"
    page.select_option("#bl-revoke [name=role]", "defender")
    weighted = page.locator("#bl-weighted .bl-result")  # 60% 4S= N, 40% 4S-1 N against a field
    page.fill("#bl-weighted [name=field]", "420 450 200 100 −50")
    expect(weighted).to_contain_text("Weighted matchpoints for N/S: 4.6 of 10 (46%)")
    expect(weighted).to_contain_text("+420 beats 3 and equals 1 of the field = 7 of 10; × 60% = 4.2")
    expect(weighted).not_to_contain_text("Weighted score for N/S")
    # In Polish, the working too; the choice holds on the study page.
    page.click('.bl-ui-langs button[lang="pl"]')
    expect(page.locator("#bl-score .bl-result")).to_contain_text("premia za końcówkę, po partii: 500")
    expect(revoke).to_contain_text("Przeniesione lewy: 2")
    expect(weighted).to_contain_text("Ważone punkty turniejowe dla NS: 4,6 z 10 (46%)")
    expect(page.locator("h1")).to_contain_text("Kalkulatory sędziego")
    page.goto(base + "study/")
    expect(page.locator(".bl-setup h2")).to_have_text("Rozpocznij sesję")


# --- from a folder ---------------------------------------------------------------------------


def test_the_pages_work_from_a_folder_with_no_request_outside_it(
    open_page: Opener, offline_site: Path
) -> None:
    requests: list[str] = []
    page = open_page((offline_site / "study/index.html").as_uri())
    page.on("request", lambda request: requests.append(request.url))
    page.reload()
    expect(page.locator(".bl-study.bl-ready")).to_be_attached()
    start(page, "rulings", "61-64, 27", "5")
    page.locator(".bl-card textarea").fill("correct it")
    page.keyboard.press("Enter")
    expect(page.locator(".bl-card .bl-reveal")).to_be_visible()
    page.keyboard.press("1")
    link = page.locator(".bl-card .bl-reveal a", has_text="The example's page")
    assert (link.get_attribute("href") or "").endswith(".html")
    page.click('[data-act="end"]')
    start(page, "drill:score", count="5")
    expect(page.locator(".bl-card .bl-card-body")).to_contain_text("tricks")
    page.goto((offline_site / "tools/index.html").as_uri())
    expect(page.locator(".bl-tools.bl-ready")).to_be_attached()
    page.fill("#bl-score [name=contract]", "3NT+1")
    expect(page.locator("#bl-score .bl-result")).to_contain_text("+430")
    assert requests and all(url.startswith("file://") for url in requests), [
        url for url in requests if not url.startswith("file://")
    ]


# --- what the eye sees -----------------------------------------------------------------------


def looked_at(page: Page, name: str, width: int) -> None:
    """Saves the screenshot, then asserts what the eye needs: contrast, no overflow, no markup as text."""
    page.wait_for_timeout(500)  # Material's header changes its title as the page scrolls
    shoot(page, name)
    mine = page.locator(".bl-study, .bl-tools").first
    low = low_contrast(mine)
    assert not low, (name, low)
    text = mine.inner_text()
    for markup in ("<span", "</", "&lt;", "&amp;", "&#", "{n}", "undefined", "NaN"):
        assert markup not in text, (name, markup)
    overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, (name, overflow)
    if width < 500:
        wide = page.evaluate(
            """() => [...document.querySelectorAll('.bl-study *, .bl-tools *')].filter((el) =>
                el.checkVisibility() && !el.closest('.bl-weak-wrap, .bl-table-wrap') &&
                el.getBoundingClientRect().right > window.innerWidth + 1)
                .map((el) => el.tagName + '.' + el.className)"""
        )
        assert wide == [], (name, wide)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390])
def test_screenshots_of_the_study_pages(open_page: Opener, base: str, width: int, scheme: str) -> None:
    tag = f"{width}-{scheme}"
    page = open_page(base + "study/", width=width, scheme=scheme)
    looked_at(page, f"study-start-{tag}", width)
    start(page, "rulings", "27", "5")
    page.locator(".bl-card [name=lowest_sufficient]").first.fill("3h")
    page.locator(".bl-card textarea").fill("Accept the substitution of a double under 27B1(b).")
    page.keyboard.press("Enter")
    page.keyboard.press("2")
    page.locator(".bl-card .bl-reveal").scroll_into_view_if_needed()
    looked_at(page, f"study-ruling-{tag}", width)
    page.click('[data-act="end"]')
    start(page, "drill:weighted", count="5")
    page.locator(".bl-card .bl-answer input").first.fill("100")
    page.keyboard.press("Enter")
    page.locator(".bl-card .bl-reveal").scroll_into_view_if_needed()
    looked_at(page, f"study-drill-{tag}", width)
    page.click('[data-act="end"]')
    start(page, "drill:contract", count="5")
    page.locator(".bl-card").scroll_into_view_if_needed()
    looked_at(page, f"study-auction-{tag}", width)
    page.click('.bl-ui-langs button[lang="pl"]')
    page.locator(".bl-progress").scroll_into_view_if_needed()
    looked_at(page, f"study-progress-pl-{tag}", width)
    tools = open_page(base + "tools/", width=width, scheme=scheme)
    tools.fill("#bl-score [name=contract]", "4♠x+1")
    tools.check("#bl-score [name=vulnerable]")
    looked_at(tools, f"tools-score-{tag}", width)
    tools.fill("#bl-matchpoints [name=scores]", "420 450 -50 420 170 -100 620")
    tools.fill("#bl-weighted [name=field]", "420 450 200 100 −50")
    tools.locator("#bl-weighted").scroll_into_view_if_needed()
    looked_at(tools, f"tools-weighted-{tag}", width)
    tools.locator("#bl-revoke").scroll_into_view_if_needed()
    looked_at(tools, f"tools-revoke-{tag}", width)
