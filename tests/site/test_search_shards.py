"""The site's search index: one shard per language made from the knowledge base, not from the pages.

Every shard location is a page and an anchor of the built site (folder URLs and the offline build's
.html URLs), each language's texts are in its shard only, texts reach the index escaped, Material
indexes no page itself, and a rebuild rewrites only the shards whose bytes change.
"""

from __future__ import annotations

import json
import re
from functools import cache
from html import escape
from pathlib import Path

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config

from bridgelaws import load
from bridgelaws.model.schema import LANGS
from bridgelaws.search.text import plain
from bridgelaws.site.pages import LANG_NAMES
from bridgelaws.site.staticsearch import SCRIPT_SOURCE
from kbtree import write_tree

from .conftest import ROOT, SMALL, build_site

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
OFFLINE = "mkdocs.yml", "plugins: [search, bridgelaws]", "plugins: [search, bridgelaws, offline]"
SHARD_JS = re.compile(r"^\(window\.(\w+)\|\|\(window\.\1=\{\}\)\)\.(\w+)=(.*);\n$", re.S)


def shard(site: Path, lang: str = "") -> dict:  # type: ignore[type-arg]
    name = f"search_index.{lang}.json" if lang else "search_index.json"
    return json.loads((site / "search" / name).read_text(encoding="utf-8"))


@cache
def _ids(page: Path) -> frozenset[str]:
    return frozenset(re.findall(r'\bid="([^"]+)"', page.read_text(encoding="utf-8")))


def check_locations(site: Path, lang: str) -> None:
    """Every location is a built page (and an id on it); each page comes before its sections."""
    seen: set[str] = set()
    for doc in shard(site, lang)["docs"]:
        location = doc["location"]
        assert location not in seen, location
        seen.add(location)
        path, _, anchor = location.partition("#")
        page = site / path / "index.html" if path in ("", "./") or path.endswith("/") else site / path
        assert page.is_file(), location
        assert not anchor or anchor in _ids(page), location
        assert not anchor or path in seen, f"{location} before its page"


def test_every_location_of_every_shard_is_a_page_and_an_anchor_of_the_site(site: Path) -> None:
    pages = {p for p in site.rglob("index.html")} - {site / "offline/index.html"}  # (not searched)
    for lang in LANGS:
        check_locations(site, lang)
        located = {doc["location"].partition("#")[0] for doc in shard(site, lang)["docs"]}
        assert {site / p / "index.html" for p in located} == pages  # and every page is there
    assert shard(site, "el")["config"] == shard(site)["config"]


def _texts(site: Path) -> dict[str, str]:
    return {lang: "\n".join(doc["text"] for doc in shard(site, lang)["docs"]) for lang in LANGS}


def test_each_language_is_in_its_own_shard_only(site: Path) -> None:
    kb = load(ROOT)
    placeholders = {f"commentary/{entry.uid}" for entry in kb.commentary if entry.unit.placeholder}
    texts: dict[str, list[str]] = {lang: [] for lang in LANGS}
    for passage in kb.passages.values():
        body = plain("\n\n".join(text for name, text in passage.fields if name not in ("title", "heading")))
        if passage.kind != "concept" and passage.uid not in placeholders and body:
            texts[passage.lang].append(escape(body.split("\n\n")[0], quote=False))
    shards, everything = _texts(site), {lang: "\n".join(found) for lang, found in texts.items()}
    assert all(texts.values())
    for lang in LANGS:
        for opening in texts[lang]:
            assert opening in shards[lang]
            for other in LANGS:
                if opening not in everything[other]:
                    assert opening not in shards[other], (opening, other)
    for concept in kb.concepts:
        for lang in LANGS:
            docs = [d for d in shard(site, lang)["docs"] if d["location"] == f"glossary/#{concept.id}"]
            terms = concept.terms.get(lang)
            assert [d["title"] for d in docs] == ([escape(plain(terms[0]), quote=False)] if terms else [])


def test_a_unit_is_found_in_its_languages_tab(site: Path) -> None:
    kb = load(ROOT)
    located = {lang: {doc["location"] for doc in shard(site, lang)["docs"]} for lang in LANGS}
    units = [entry for entry in kb.commentary if not entry.unit.placeholder]
    assert {entry.lang for entry in units} == set(LANGS)
    for entry in units:
        location = f"sources/{entry.source}/#{entry.lang}-{entry.unit.id}"
        assert [lang for lang in LANGS if location in located[lang]] == [entry.lang], location


def test_material_parses_no_page_and_keeps_a_default_of_page_titles(small: Path) -> None:
    config = build_site(small / "mkdocs.yml", small / "out")
    assert config.plugins["material/search"].search_index.entries == []
    default = shard(small / "out")
    english = [doc for doc in shard(small / "out", "en")["docs"] if "#" not in doc["location"]]
    assert default["docs"] == [{**doc, "text": ""} for doc in english]
    assert "Law 27 · Insufficient Bid" in [doc["title"] for doc in default["docs"]]


def test_texts_reach_the_index_escaped(small_site: Path) -> None:
    for lang in LANGS:
        docs = shard(small_site, lang)["docs"]
        markup = {tag for doc in docs for tag in re.findall(r"</?([a-zA-Z]\w*)", doc["title"] + doc["text"])}
        assert markup <= {"p"}, (lang, markup)
        source = next(doc for doc in docs if doc["location"] == "sources/demo/")
        assert source["title"].startswith("A demonstration source&lt;/title&gt;&lt;script&gt;")
    unit = next(doc for doc in shard(small_site, "en")["docs"] if doc["location"] == "sources/demo/#en-p01")
    assert '&lt;script&gt;alert("owned")&lt;/script&gt;' in unit["text"]
    assert '&lt;span style="color:red"&gt;Styled&lt;/span&gt;' in unit["text"]


def test_the_offline_build_locates_by_html_urls_and_ships_scripts(small: Path) -> None:
    text = (small / OFFLINE[0]).read_text(encoding="utf-8")
    (small / OFFLINE[0]).write_text(text.replace(OFFLINE[1], OFFLINE[2]), encoding="utf-8")
    site = small / "out"
    build_site(small / "mkdocs.yml", site)
    for lang in LANGS:
        check_locations(site, lang)
        match = SHARD_JS.match((site / f"search/search_index.{lang}.js").read_text(encoding="utf-8"))
        assert match and match[1] == "__blSearchShards" and match[2] == lang
        assert json.loads(match[3]) == shard(site, lang)
    assert any(doc["location"] == "sources/demo.html#pl-p01" for doc in shard(site, "pl")["docs"])
    head = (site / "index.html").read_text(encoding="utf-8")
    order = [head.index(name) for name in ("iframe-worker-shim.js", "search-shards.js", "bundle.")]
    assert order == sorted(order)  # the worker shim, then the worker's wrapper, then Material


def test_a_rebuild_writes_only_the_shards_that_changed(small: Path, tmp_path: Path) -> None:
    site = tmp_path / "out"
    build_site(small / "mkdocs.yml", site)

    def stamps() -> dict[str, int]:
        return {lang: (site / f"search/search_index.{lang}.json").stat().st_mtime_ns for lang in LANGS}

    def rebuild() -> None:
        build(load_config(str(small / "mkdocs.yml"), site_dir=str(site), strict=True), dirty=True)

    before = stamps()
    rebuild()
    assert stamps() == before
    polish = small / "content/demo/pl.yaml"
    text = polish.read_text(encoding="utf-8")
    polish.write_text(text.replace("rozszerzony", "poszerzony"), encoding="utf-8")
    rebuild()
    after = stamps()
    assert [lang for lang in LANGS if after[lang] != before[lang]] == ["pl"]
    assert "poszerzony" in json.dumps(shard(site, "pl"), ensure_ascii=False)


def test_the_switch_names_the_content_tabs_of_the_site() -> None:
    script = SCRIPT_SOURCE.read_text(encoding="utf-8")
    for code, name in LANG_NAMES.items():
        assert re.search(rf'\["{code}", "[^"]+", "{name}"\]', script), code


@pytest.fixture(scope="module")
def listed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small site whose source has an example with a question written as a list."""
    root = write_tree(tmp_path_factory.mktemp("listed") / "kb", SMALL | EXAMPLES)
    (root / "docs").mkdir()
    build_site(root / "mkdocs.yml", root / "out")
    return root / "out"


def test_an_example_is_its_pages_text_in_its_language(listed: Path) -> None:
    example = next(doc for doc in shard(listed, "en")["docs"] if doc["location"] == "examples/demo/ex-1/")
    assert example["title"] == "A question written as a list"
    assert all(item in example["text"] for item in QUESTION_ITEMS) and "- " not in example["text"]
    polish = next(doc for doc in shard(listed, "pl")["docs"] if doc["location"] == "examples/demo/ex-1/")
    assert polish == {**example, "text": ""}  # the page, in a language the example does not have


def test_a_longer_text_shown_inline_keeps_its_tags_in_pairs(listed: Path) -> None:
    html = (listed / "examples/index.html").read_text(encoding="utf-8")
    html = html[html.index("<article") : html.index("</article>")]
    row = html[html.index('<a href="demo/ex-2/">') :]
    cell = row[: row.index("</td>")]
    assert '<div class="bl-question" lang="en">' in cell
    assert cell.count("<p>") == cell.count("</p>") == 1 and cell.count("<ul>") == cell.count("</ul>") == 1
