"""The built site: a page per law, every cross-link landing on its anchor, safe texts, search, cache."""

from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import pytest

from bridgelaws.i18n import LANGS
from bridgelaws.model import load
from bridgelaws.refs import LawRef
from bridgelaws.site.checklinks import scan
from kbtree import build_site, commentary, concept, example, glossary, unit, write_project

from .conftest import ROOT, SMALL


class Html(HTMLParser):
    """Ids, and links (href, text) inside the page's article."""

    def __init__(self, text: str):
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[tuple[str, str]] = []
        self._article = 0
        self._link: list[str] | None = None
        self._href = ""
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("id"):
            self.ids.add(values["id"] or "")
        if tag == "article":
            self._article += 1
        if tag == "a" and self._article and values.get("href") is not None:
            self._link, self._href = [], values["href"] or ""

    def handle_endtag(self, tag: str) -> None:
        if tag == "article":
            self._article -= 1
        if tag == "a" and self._link is not None:
            self.links.append((self._href, re.sub(r"\s+", " ", "".join(self._link)).strip()))
            self._link = None

    def handle_data(self, data: str) -> None:
        if self._link is not None:
            self._link.append(data)


def page(site: Path, url: str) -> Html:
    return Html((site / url / "index.html").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def kb():  # type: ignore[no-untyped-def]
    return load(ROOT)


def test_every_2017_law_has_a_page_with_its_title(site: Path, kb) -> None:  # type: ignore[no-untyped-def]
    numbers = kb.law_numbers("2017")
    assert numbers == list(range(1, 94))
    for number in numbers:
        html = (site / "laws" / str(number) / "index.html").read_text(encoding="utf-8")
        title = kb.law_title(number, "en")
        assert f"Law {number} · {title}" in html.replace("&#39;", "'").replace("&amp;", "&")


def test_every_section_of_the_outline_has_its_anchor(site: Path, kb) -> None:  # type: ignore[no-untyped-def]
    for law in kb.indexes["2017"].laws:
        ids = page(site, f"laws/{law.number}").ids
        missing = {s for s in law.sections if LawRef.parse(f"{law.number}{s}").anchor not in ids}
        assert not missing, f"law {law.number}: no anchor for {sorted(missing)}"


def test_every_internal_link_lands_on_a_page_and_anchor(site: Path) -> None:
    pages = {
        p.parent.relative_to(site).as_posix(): Html(p.read_text(encoding="utf-8"))
        for p in site.rglob("index.html")
    }
    checked = 0
    for url, html in pages.items():
        base = "/" if url == "." else f"/{url}/"
        for href, _ in html.links:
            parts = urlsplit(href)
            if parts.scheme or parts.netloc:
                continue
            target = urljoin(base, parts.path)
            if target.endswith("/"):
                key = target.strip("/") or "."
                assert key in pages, f"{url}: {href} → no page {target}"
                if parts.fragment:
                    assert unquote(parts.fragment) in pages[key].ids, f"{url}: {href} → no anchor"
            else:
                assert (site / target.lstrip("/")).is_file(), f"{url}: {href} → no file {target}"
            checked += 1
    assert checked > 1000


def test_the_link_check_reads_ids_and_links_as_an_html_parser_does(site: Path) -> None:
    assert scan("""<a title='x>y' href="#a&amp;b" id=c>t</a><!-- <a href="#d" id="e"> --><p id="">""") == (
        {"c"},
        ["#a&b"],
    )
    for path in site.rglob("index.html"):
        html = path.read_text(encoding="utf-8")
        content = html[html.index("<article") : html.index("</article>")]
        parsed = Html(content)
        assert scan(content) == (parsed.ids, [href for href, _ in parsed.links]), path


def test_every_resolved_law_reference_in_a_commentary_is_a_link(site: Path, kb) -> None:  # type: ignore[no-untyped-def]
    for source in kb.sources:
        texts = {text for _, text in page(site, f"sources/{source}").links}
        for entry in kb.units_of_source(source):
            done = 0  # a reference overlapping one already linked ("72...76" after "Правилах 72") is not
            citations = kb.citations_in(f"commentary/{entry.uid}", "text")
            for citation in sorted(citations, key=lambda c: (c.start, -c.end)):
                if citation.edition is None or citation.start < done:
                    continue
                done = citation.end
                cited = re.sub(r"\s+", " ", citation.text.split("\n\n")[-1]).strip()
                assert any(cited in text for text in texts), f"{entry.uid}: '{cited}' is not a link"


def test_paragraph_references_land_on_their_unit(site: Path, kb) -> None:  # type: ignore[no-untyped-def]
    parsed = page(site, "sources/ru-commentary-1987")
    paragraphs = [c for c in kb.citations if c.kind == "paragraph" and c.target]
    assert paragraphs
    for citation in paragraphs:
        source, _, unit = citation.target.split("/")
        assert unit in page(site, f"sources/{source}").ids
        assert any(href.endswith(f"#{unit}") for href, _ in parsed.links) or source != "ru-commentary-1987"


def test_an_example_page_shows_hands_auction_results_and_a_folded_ruling(site: Path) -> None:
    html = (site / "examples/hellenic-wiki-law27/ex-33/index.html").read_text(encoding="utf-8")
    assert html.count('class="bl-hand"') == 4 and 'class="bl-suit bl-red"' in html
    irregular = re.search(r'<span class="bl-call bl-irregular bl-withdrawn"[^>]*>1NT', html)
    assert irregular, "the insufficient 1NT is marked irregular and withdrawn"
    assert re.search(r"<details class=\"bl-ruling\">\s*<summary>Show the ruling</summary>", html)
    assert "Final contract: <strong>2NT</strong> by West" in html
    assert "https://www.bridgebase.com/tools/handviewer.html?lin=" in html
    assert (
        (site / "examples/hellenic-wiki-law27/ex-33.pbn").read_text(encoding="utf-8").startswith("% PBN 2.1")
    )


def test_text_blocks_carry_their_language(site: Path) -> None:
    html = (site / "sources/hellenic-wiki-law27/index.html").read_text(encoding="utf-8")
    assert re.search(r'<div class="bl-version" lang="el" data-lang="el" id="el-p01">', html)
    english = r'<div class="bl-version bl-here bl-primary" lang="en" data-lang="en" id="en-p01">'
    assert re.search(english, html)


def test_raw_html_from_a_source_never_reaches_a_page(raw_html_site: Path) -> None:
    html = (raw_html_site / "sources/demo/index.html").read_text(encoding="utf-8")
    article = html[html.index("<article") : html.index("</article>")]
    for bad in ("<script", "alert(", "style=", "onclick", "<html"):
        assert bad not in article
    assert "Styled" in article and "<b>bold</b>" in article
    assert "alert(" not in html and "<title>A demonstration source - small</title>" in html


def test_glossary_terms_are_explained_outside_links(small_site: Path) -> None:
    html = (small_site / "sources/demo/index.html").read_text(encoding="utf-8")
    assert (
        '<abbr class="bl-term" title="A bid that does not supersede the last bid.">insufficient bid</abbr>'
        in html
    )
    definition = "insufficient bid: A bid that does not supersede the last bid."
    assert f'title="{definition}">odzywki niewystarczającej</abbr>' in html
    assert not re.search(r"<a [^>]*>[^<]*<abbr", html)


def test_unchanged_pages_come_from_the_cache(small: Path, tmp_path: Path) -> None:
    config = build_site(small / "mkdocs.yml", tmp_path / "out")
    plugin = config.plugins["bridgelaws"]
    build_site(small / "mkdocs.yml", tmp_path / "out")
    assert plugin.cache.rendered == [] and "laws/27.md" in plugin.cache.reused
    path = small / "content/demo/pl.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("każdej", "każdej zgłoszonej"), encoding="utf-8")
    build_site(small / "mkdocs.yml", tmp_path / "out")
    # the same pages of every language's site, and nothing else
    changed = {"sources/demo.md", "laws/16.md"}
    every = {f"{lang}/{path}" if lang != "en" else path for lang in LANGS for path in changed}
    homes = {"index.md", "pl/index.md", "el/index.md", "ru/index.md"}
    assert every <= set(plugin.cache.rendered) <= every | homes
    for folder in ("", "pl/", "ru/"):
        assert "zgłoszonej" in (tmp_path / f"out/{folder}sources/demo/index.html").read_text(encoding="utf-8")


def test_serving_watches_the_knowledge_base(small: Path, tmp_path: Path) -> None:
    config = build_site(small / "mkdocs.yml", tmp_path / "out")
    watched: list[str] = []

    class Server:
        def watch(self, path: str) -> None:
            watched.append(path)

    config.plugins["bridgelaws"].on_serve(Server(), config=config, builder=None)
    assert watched[:2] == [str(small / "laws"), str(small / "content")]


def test_no_page_shows_a_python_object_or_a_placeholder(site: Path) -> None:
    """A template naming a method of its data (`{{ t.keys }}` for the word "keys") prints its repr; an
    HTML region kept out of Markdown (`htmlblocks`) and not put back would leave its placeholder."""
    shown = []
    for path in sorted(site.rglob("*.html")):
        text = path.read_text(encoding="utf-8")
        for marker in ("built-in method", "bound method", " object at 0x", "<function ", "data-bl-block"):
            if marker in text:
                at = text.index(marker)
                shown.append(f"{path.relative_to(site)}: {text[max(0, at - 60) : at + 60]!r}")
    assert shown == []
    study = (site / "study/index.html").read_text(encoding="utf-8")
    keys = "Space reveals · 1 2 3 mark · → next"
    assert f'<span data-t="{keys}" class="bl-keys">{keys}</span>' in study


UNSAFE = (
    SMALL
    | commentary(
        unit(
            "p01",
            ["27B1(a)"],
            "Law 27B1(a): [click](javascript:alert(document.domain)), [this](JaVaScRiPt:alert(1)),\n"
            "[that]( java&#115;cript:alert(2) ), [data](data:text/html,<script>alert(3)</script>),\n"
            "[vb](vbscript:msgbox(4)) and <javascript:alert(5)>; [fine](https://www.worldbridge.org/).\n",
            footnotes=[{"mark": "*", "text": "See [here](javascript:alert(6))."}],
        ),
        unit("p02", example="ex-1"),
    )
    | example(
        "ex-1",
        title="An [example](javascript:alert(7))",
        narrative="West bids [1NT](javascript:alert(8)) over 2C.",
        question="What [now](javascript:alert(9))?",
        ruling="Law 27B1(a): [see](javascript:alert(10)).",
    )
    | glossary(
        concept(
            "insufficient-bid",
            "A bid that does not [supersede](javascript:alert(11)) the last bid.",
            ["27"],
            en=["insufficient bid"],
            pl=["odzywka niewystarczająca"],
        )
    )
)


def test_links_to_scripts_in_content_never_become_links(tmp_path: Path) -> None:
    root = write_project(tmp_path / "kb", UNSAFE)
    build_site(root / "mkdocs.yml", root / "out", strict=False)
    live = re.compile(r"""(?:href|src|action|formaction)\s*=\s*["']?\s*(?:javascript|vbscript|data):""", re.I)
    checked = 0
    for path in sorted((root / "out").rglob("*")):
        if path.suffix not in (".html", ".json", ".js") or "assets/javascripts" in str(path):
            continue
        text = unescape(path.read_text(encoding="utf-8").replace('\\"', '"').replace("\\/", "/"))
        assert not live.search(text), (path, live.search(text))
        checked += 1
    assert checked > 20
    page = (root / "out/sources/demo/index.html").read_text(encoding="utf-8")
    assert 'href="https://www.worldbridge.org/"' in page  # a safe link stays a link
    assert "click" in page and "supersede" in (root / "out/glossary/index.html").read_text(encoding="utf-8")
    study = (root / "out/study/data/examples/demo/ex-1.json").read_text(encoding="utf-8")
    assert "now" in study and "javascript" not in study.lower()
