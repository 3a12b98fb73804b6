"""Pages Material's search can split into sections: what is marked `data-search-exclude` stays out.

Material's search parser tracks the excluded elements by tag name only: an element of the same tag
inside an excluded one ends the exclusion when it closes, and the closing tags that follow no
longer match what was recorded (`ValueError: '<li>' is not in list` on a source page whose
example list held a question written as a list). So no excluded element may hold an element
of its own tag.
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

import pytest
from material.plugins.search.plugin import Parser, void

from kbtree import write_tree

from .conftest import SMALL, build_site

QUESTION_ITEMS = ("Should the director cancel the board?", "Or should the score stand?")

EXAMPLES = {
    "content/demo/examples/ex-1.en.yaml": f"""
        id: ex-1
        source: demo
        lang: en
        laws: ["27B1(a)"]
        title: "A question written as a list"
        narrative: "North bid 1NT over 1♠."
        question: |
          - {QUESTION_ITEMS[0]}
          - {QUESTION_ITEMS[1]}
        ruling: "Law 27B1(a) applies."
    """,
    "content/demo/examples/ex-2.en.yaml": """
        id: ex-2
        source: demo
        lang: en
        laws: ["16"]
        title: "A question in two paragraphs"
        question: |
          North hesitated.

          - Was there unauthorized information?
    """,
}


class Nesting(HTMLParser):
    """Excluded elements holding an element of their own tag: '<ul class=…> holds <ul>'."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, str, bool]] = []
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in void:
            return
        values = dict(attrs)
        for outer, css, excluded in self.open:
            if excluded and outer == tag:
                self.found.append(f"<{outer} class='{css}'> holds <{tag} class='{values.get('class')}'>")
        self.open.append((tag, values.get("class") or "", "data-search-exclude" in values))

    def handle_endtag(self, tag: str) -> None:
        if self.open and self.open[-1][0] == tag:
            self.open.pop()


def article(page: Path) -> str:
    html = page.read_text(encoding="utf-8")
    return html[html.index("<article") : html.index("</article>")]


def sections(html: str) -> list:  # type: ignore[type-arg]
    parser = Parser()
    parser.feed(html)
    parser.close()
    return parser.data


def test_every_page_of_the_site_splits_into_search_sections(site: Path) -> None:
    pages = sorted(site.rglob("index.html"))
    assert len(pages) > 100
    for page in pages:
        content = article(page)
        nesting = Nesting()
        nesting.feed(content)
        assert not nesting.found, f"{page.relative_to(site)}: {nesting.found[:3]}"
        assert sections(content), page


@pytest.fixture(scope="module")
def listed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small site whose source has an example with a question written as a list."""
    root = write_tree(tmp_path_factory.mktemp("listed") / "kb", SMALL | EXAMPLES)
    (root / "docs").mkdir()
    build_site(root / "mkdocs.yml", root / "out")  # Material's search plugin parses every page
    return root / "out"


def test_a_question_written_as_a_list_keeps_the_source_page_indexable(listed: Path) -> None:
    content = article(listed / "sources/demo/index.html")
    assert '<div class="bl-question" lang="en">' in content and f"<li>{QUESTION_ITEMS[0]}</li>" in content
    nesting = Nesting()
    nesting.feed(content)
    assert not nesting.found
    docs = json.loads((listed / "search/search_index.json").read_text(encoding="utf-8"))["docs"]
    on_source = {d["location"]: d for d in docs if d["location"].startswith("sources/demo/")}
    assert "sources/demo/#p01" in on_source and "broadened" in on_source["sources/demo/#p01"]["text"]
    assert "sources/demo/#examples" not in on_source  # the examples are indexed on their own pages
    assert not any(QUESTION_ITEMS[0] in d["text"] for d in on_source.values())
    question = next(d for d in docs if d["location"] == "examples/demo/ex-1/#question")
    assert all(f"<li>{item}</li>" in question["text"] for item in QUESTION_ITEMS)


def test_a_longer_text_shown_inline_keeps_its_tags_in_pairs(listed: Path) -> None:
    html = article(listed / "examples/index.html")
    row = html[html.index('<a href="demo/ex-2/">') :]
    cell = row[: row.index("</td>")]
    assert '<div class="bl-question" lang="en">' in cell
    assert cell.count("<p>") == cell.count("</p>") == 1 and cell.count("<ul>") == cell.count("</ul>") == 1
