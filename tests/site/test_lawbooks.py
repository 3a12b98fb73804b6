"""Law books brought in: the fixture documents of the four layouts and a Markdown commentary imported
into a copy of the project (through `bridgelaws import`, as a federation would), then checked, built
strictly and searched; in Debian's chromium, a law page's languages side by side and the 2007 and 2017
texts of a provision side by side, with screenshots at 1280 and 390 px under test-artifacts/.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from html import unescape
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect
from typer.testing import CliRunner

from bridgelaws import load_with_problems
from bridgelaws.cli import app
from bridgelaws.search import SearchIndex, build_index
from kbtree import build_site

from .browser import serve_folder
from .conftest import ROOT
from .test_search_index import index as search_index
from .test_search_index import texts as search_texts
from .visual import contrast, shoot

FIXTURES = ROOT / "tests" / "importers" / "fixtures"
IMPORTS = [
    ("wbf-pdf-text", "wbf-pdf-text/laws-2017-en.txt"),
    ("pzbs-pages", "pzbs-pages/laws-2017-pl"),
    ("dokuwiki", "dokuwiki/laws-2017-el"),
    ("pdf-text", "pdf-text/laws-2017-ru.txt"),
    ("markdown", "markdown/notes-2017-pl.md"),
]
# A word of each language's fixture as a reader types it (no accents, no diacritics), and as printed.
WORDS = {
    "en": ("thirteen", "thirteen"),
    "pl": ("przegrodki", "przegródki"),
    "el": ("τραπουλες", "τράπουλες"),
    "ru": ("рубашку", "рубашку"),
}


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the project with the fixture law books and the Markdown commentary imported."""
    root = tmp_path_factory.mktemp("lawbooks")
    for folder in ("laws", "content"):
        shutil.copytree(ROOT / folder, root / folder)
    shutil.copy(ROOT / "mkdocs.yml", root / "mkdocs.yml")
    (root / "tools/bridgelaws/site/docs_root").mkdir(parents=True)
    runner = CliRunner()
    for fmt, fixture in IMPORTS:
        result = runner.invoke(
            app, ["import", fmt, str(FIXTURES / fixture), "--edition", "2017", "--out", str(root), "--json"]
        )
        assert result.exit_code == 0, result.output
        assert all(row["status"] in ("new", "updated") for row in json.loads(result.stdout)["files"])
    return root


@pytest.fixture(scope="module")
def site(project: Path) -> Path:
    build_site(project / "mkdocs.yml", project / "site")  # strict: a warning fails
    return project / "site"


def _article(site: Path, page: str) -> str:
    html = (site / page / "index.html").read_text(encoding="utf-8")
    return html[html.index("<article") : html.index("</article>")]


def _words(html: str) -> str:
    """What a reader reads of some HTML: no tags (glossary terms are wrapped in <abbr>), single spaces."""
    return " ".join(unescape(re.sub(r"<[^>]+>", "", html)).split())


def test_the_imported_books_check_clean(project: Path) -> None:
    result = load_with_problems(project)
    assert result.problems == []
    kb = result.kb
    texts = {(e.text.lang, e.text.law) for e in kb.texts_of_law(16, "2017")}
    assert texts == {("en", 16), ("pl", 16), ("el", 16), ("ru", 16)}
    assert [d.record.lang for d in kb.definitions_of("2017")] == ["en"]
    index = (project / "laws/2017/index.yaml").read_text(encoding="utf-8")
    assert 'el: {text: "Η τράπουλα", source: wiki-laws-2017-el}' in index  # the unofficial title now sourced
    assert 'pl: {text: "Talia", source: pzbs-mpb-2017-toc}' in index  # a sourced one kept
    assert index.startswith((ROOT / "laws/2017/index.yaml").read_text(encoding="utf-8").split("laws:")[0])


def test_law_pages_show_the_texts_in_every_language(site: Path) -> None:
    article = _article(site, "laws/16")
    for lang, words in {
        "en": "A player may base a call or play on information that",
        "pl": "Gracz może oprzeć zapowiedź lub zagranie na informacji",
        "el": "Ένας παίκτης μπορεί να βασίσει μια δήλωση",
        "ru": "Игрок может основывать заявку или ход на информации",
    }.items():
        assert words in _words(article), lang
    assert article.count('class="bl-also"') == 1  # one control for the page's other languages
    version = r'<div class="bl-version[^"]*" lang="(\w+)"'
    orders = [re.findall(version, part) for part in article.split("bl-versions")]
    assert orders.count(["en", "pl", "el", "ru"]) > 10  # a section's versions: the page's language first
    assert re.search(r'id="B1ai"', article)  # the sub-item (i) has its anchor
    assert "No text of this law is here yet" not in article
    untexted = _article(site, "laws/27")  # a law no book brought: its outline, no headings of sections
    assert 'class="bl-outline"' in untexted and "Not in the knowledge base yet" not in untexted
    assert not re.search(r'<h[2-6][^>]*id="B1a"', untexted) and 'id="B1a"' in untexted


def test_the_definitions_have_a_page_and_link_their_laws(site: Path) -> None:
    article = _article(site, "laws/definitions")
    assert 'id="en-adjusted-score"' in article and "Adjusted Score" in _words(article)
    assert re.search(r'<a href="\.\./12/">Law 12</a>', article)


def test_the_markdown_commentary_and_its_example_are_pages(site: Path) -> None:
    article = _article(site, "sources/notatki-sedziowskie")
    assert "Odzywkę niewystarczającą można zastąpić" in _words(article)
    example = _article(site, "examples/notatki-sedziowskie/ex-7")
    assert "bl-deal" in example and "2♣" in _words(example)


def test_search_finds_the_words_of_every_book(project: Path, site: Path, tmp_path: Path) -> None:
    kb = load_with_problems(project).kb
    build_index(kb, tmp_path / "index")
    index = SearchIndex(tmp_path / "index")
    for lang, (word, printed) in WORDS.items():
        hits = index.search(word, lang=lang)
        assert hits and hits[0]["kind"] == "law" and hits[0]["url"].startswith("/laws/"), (
            lang,
            word,
            hits[:1],
        )
        docs, texts = search_index(site, lang)["docs"], search_texts(site, lang)
        found = zip(docs, texts, strict=True)
        assert any(doc[2].startswith("laws/") and printed in text for doc, text in found), lang
    urls = [hit["url"] for hit in index.search("adjusted score", lang="en")]
    assert "/laws/definitions/#en-adjusted-score" in urls  # a term of the Definitions, on its page
    assert any(doc[2] == "laws/definitions/#en-adjusted-score" for doc in search_index(site, "en")["docs"])


# --- in the browser ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def base(site: Path) -> Iterator[str]:
    """This module's site (the project with the law books imported), served."""
    yield from serve_folder(site)


def _page(browser: Browser, width: int) -> Page:
    context = browser.new_context(viewport={"width": width, "height": 900}, locale="en-US")
    page = context.new_page()
    page.on("pageerror", lambda error: pytest.fail(f"JavaScript error: {error}"))
    return page


def _overflow(page: Page) -> list[str]:
    """Elements of the page's content reaching past the viewport, outside a box that scrolls them (the
    theme's off-canvas drawer aside)."""
    return page.evaluate(
        """() => [...document.querySelectorAll('.md-content *')].filter(el => {
               const r = el.getBoundingClientRect();
               const shown = r.width > 0 && el.offsetParent !== null;
               if (!shown || r.right <= window.innerWidth + 1) return false;
               for (let a = el.parentElement; a && !a.classList.contains('md-content'); a = a.parentElement) {
                 if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) return false;
               }
               return true;
           }).map(el => el.tagName + '.' + el.className).slice(0, 5)"""
    )


@pytest.mark.browser
@pytest.mark.parametrize("width", [1280, 390])
def test_a_law_page_shows_its_languages_side_by_side(browser: Browser, base: str, width: int) -> None:
    page = _page(browser, width)
    page.goto(base + "laws/16/")
    buttons = page.locator(".bl-also button:visible")
    expect(buttons).to_have_count(3)  # PL ΕΛ РУ: the page is in English
    section = page.locator("#B1a").locator("xpath=following::div[contains(@class,'bl-versions')][1]")
    expect(section.locator('.bl-version[lang="pl"]')).to_be_hidden()  # the page's language only
    for i in range(3):
        buttons.nth(i).click()
        expect(buttons.nth(i)).to_have_attribute("aria-pressed", "true")
    blocks = {lang: section.locator(f'.bl-version[lang="{lang}"]') for lang in ("en", "pl", "el", "ru")}
    for block in blocks.values():
        expect(block).to_be_visible()
    boxes = {lang: block.bounding_box() for lang, block in blocks.items()}
    if width >= 1000:  # four columns on one row, in the order en pl el ru, aligned at the top
        assert len({round(b["y"]) for b in boxes.values()}) == 1, boxes
        assert [b["x"] for b in boxes.values()] == sorted(b["x"] for b in boxes.values())
    else:  # stacked, each under its language's badge
        assert len({round(b["x"]) for b in boxes.values()}) == 1
        assert [b["y"] for b in boxes.values()] == sorted(b["y"] for b in boxes.values())
    expect(blocks["el"]).to_contain_text("Όταν ο συμπαίκτης δίνει πληροφορία")
    assert _overflow(page) == []
    page.locator("#B1a").scroll_into_view_if_needed()
    page.wait_for_timeout(500)  # the theme's header title settles after a scroll
    shoot(page, f"law-16-languages-side-by-side-{width}")
    page.goto(base + "laws/23/")  # the choice holds across the site
    expect(page.locator('.bl-also-button[data-lang="ru"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator('#A1 ~ .bl-versions .bl-version[lang="ru"]').first).to_be_visible()
    for i in range(3):
        buttons.nth(i).click()
    page.goto(base + "laws/16/")
    for i in range(3):
        expect(buttons.nth(i)).to_have_attribute("aria-pressed", "false")
    page.context.close()


@pytest.mark.browser
@pytest.mark.parametrize("width", [1280, 390])
def test_the_2007_and_2017_texts_side_by_side(browser: Browser, base: str, width: int) -> None:
    page = _page(browser, width)
    page.goto(base + "concordance/")
    page.locator("a.bl-side-link", has_text="on the 2017 page").first.click()
    page.wait_for_url("**/laws/15/#compare-2007-17D")
    comparison = page.locator("details#compare-2007-17D")
    expect(comparison).to_have_attribute("open", "")  # opened by the address
    table = comparison.locator("table.bl-diff")
    expect(table).to_be_visible()
    expect(table.locator("thead")).to_contain_text("2007 · Law 17D") if width >= 1000 else None
    removed, added = table.locator("del"), table.locator("ins")
    expect(removed.first).to_be_visible()
    expect(added.first).to_be_visible()
    assert "powinien przyznać procentowe wyniki rozjemcze" in " ".join(removed.all_inner_texts())
    assert "należy orzec wynik rozjemczy" in " ".join(added.all_inner_texts())
    assert "<del>" not in table.inner_text() and "<ins>" not in table.inner_text()  # marks, not text
    for scheme in ("default", "slate"):
        page.evaluate(f"document.body.setAttribute('data-md-color-scheme', '{scheme}')")
        for marks in (removed, added):
            ratio = contrast(marks.first)
            assert ratio >= 7, (scheme, ratio)
        assert _overflow(page) == []
        comparison.locator("table.bl-diff tbody tr").nth(2).scroll_into_view_if_needed()
        page.wait_for_timeout(500)
        shoot(page, f"editions-2007-17D-2017-15A-{scheme}-{width}")
    page.goto(base + "editions/2007/17/#compare-2017-15A")  # the same pair from the 2007 side
    expect(page.locator("details#compare-2017-15A table.bl-diff")).to_be_visible()
    page.context.close()
