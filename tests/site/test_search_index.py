"""The site's search index: made from the knowledge base with whoosh's analysis, one per language.

Every place a search opens (the static index's records, the law pages references go to, and every
URL `/api/search` can answer) is a page and an anchor of the built site; texts reach the index as
plain text; the typed forms give the terms whoosh gives; a rebuild rewrites only what changed; the
files are listed per language for whoever caches them.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config

from bridgelaws import load
from bridgelaws.model.schema import LANGS
from bridgelaws.search.analysis import search_key, word_terms
from bridgelaws.search.documents import documents
from bridgelaws.site import staticsearch
from bridgelaws.site.checklinks import scan
from kbtree import build_site

from .conftest import ROOT

OFFLINE = "mkdocs.yml", "plugins: [search, bridgelaws]", "plugins: [search, bridgelaws, offline]"
PUSH = re.compile(r"^\(window\.__blSearch=window\.__blSearch\|\|\[\]\)\.push\((.*)\);\n$", re.S)


def data(site: Path, path: str) -> dict:  # type: ignore[type-arg]
    match = PUSH.match((site / path).read_text(encoding="utf-8"))
    assert match, path
    return json.loads(match[1])


def index(site: Path, lang: str) -> dict:  # type: ignore[type-arg]
    return data(site, f"search/{lang}/index.js")["index"]


def texts(site: Path, lang: str) -> list[str]:
    found = sorted(site.glob(f"search/{lang}/text-*.js"), key=lambda p: int(p.stem.split("-")[1]))
    return [t for p in found for t in data(site, p.relative_to(site).as_posix())["texts"]["texts"]]


@cache
def _ids(page: Path) -> frozenset[str]:
    return frozenset(scan(page.read_text(encoding="utf-8"))[0])


def resolves(site: Path, location: str) -> bool:
    """Is `location` (relative to the site root, or to "/") a built page, and its anchor an id there?"""
    path, _, anchor = location.lstrip("/").partition("#")
    page = site / path / "index.html" if path == "" or path.endswith("/") else site / path
    return page.is_file() and (not anchor or anchor in _ids(page))


def test_every_record_and_law_page_is_a_page_and_an_anchor_of_the_site(site: Path) -> None:
    for lang in LANGS:
        docs = index(site, lang)["docs"]
        assert docs
        bad = [doc[2] for doc in docs if not resolves(site, doc[2])]
        assert not bad, (lang, bad[:10])
    common = data(site, "search/common.js")["common"]
    for _, _, location, _, sections in common["laws"]:
        assert resolves(site, location), location
        for section in sections:
            anchor = section.replace("(", "").replace(")", "")
            assert resolves(site, f"{location}#{anchor}"), (location, section)


def test_the_glossary_is_its_own_file_a_first_result_does_not_wait_for(site: Path) -> None:
    """common.js and the reader's index are all a first result loads; the glossary comes after."""
    assert "glossary" not in data(site, "search/common.js")["common"]
    glossary = data(site, "search/glossary.js")["glossary"]
    concepts = {concept.id: concept for concept in load(ROOT).concepts}
    assert [entry["id"] for entry in glossary] == list(concepts)
    revoke = next(entry for entry in glossary if entry["names"].get("pl") == "fałszywy renons")
    assert set(revoke["names"]) == set(LANGS)
    assert ["falszyw", "renons"] in [[stem[:7] for stem in term] for term in revoke["terms"]["pl"]]


def test_every_url_the_api_can_answer_opens_a_page_and_an_anchor_of_the_site(site: Path) -> None:
    """Every document of the whoosh index, whose URL is what /api/search answers with."""
    urls = {doc["url"] for doc in documents(load(ROOT)).values()}
    assert len(urls) > 300
    bad = sorted(url for url in urls if not resolves(site, url))
    assert not bad, bad[:10]
    law_pages = [url for url in urls if url.startswith(("/laws/", "/editions/"))]
    assert len(law_pages) > 0.9 * len(urls)  # all but the units about no law


def test_each_record_is_in_its_own_language_and_placed_on_its_law_page(site: Path) -> None:
    kb = load(ROOT)
    units = [entry for entry in kb.commentary if not entry.unit.placeholder]
    locations = {lang: {doc[2] for doc in index(site, lang)["docs"]} for lang in LANGS}
    for entry in units:
        anchor = f"{entry.source}_{entry.lang}_{entry.unit.id}"
        found = [lang for lang in LANGS if any(loc.endswith(f"#{anchor}") for loc in locations[lang])]
        if entry.unit.laws:
            assert found == [entry.lang], (entry.uid, found)


def test_typed_forms_give_the_terms_whoosh_gives(site: Path) -> None:
    for lang, word in (("pl", "fałszywego"), ("pl", "zapowiedź"), ("el", "Ανεπαρκής"), ("ru", "претензию")):
        found = index(site, lang)
        key = found["forms"].index(search_key(word))
        numbers = found["formTerms"][key]
        terms = {found["terms"][n] for n in ([numbers] if isinstance(numbers, int) else numbers)}
        assert terms == set(word_terms(lang, word)), (word, terms)
    for lang in LANGS:
        found = index(site, lang)
        assert found["forms"] == sorted(found["forms"]) and found["terms"] == sorted(found["terms"])
        assert len(texts(site, lang)) == len(found["docs"]) == len(found["lengths"][1])


def test_texts_reach_the_index_as_plain_text(raw_html_site: Path) -> None:
    en = index(raw_html_site, "en")
    number = next(i for i, doc in enumerate(en["docs"]) if doc[2].endswith("#demo_en_p01"))
    text = texts(raw_html_site, "en")[number]
    assert "Styled words and bold" in text
    assert all(bad not in text for bad in ("<", "alert(", "style="))
    source = next(doc for doc in en["docs"] if doc[2] == "sources/demo/")
    assert source[1].startswith("A demonstration source")


def test_material_indexes_no_page(small: Path) -> None:
    config = build_site(small / "mkdocs.yml", small / "out")
    assert config.plugins["material/search"].search_index.entries == []
    material = json.loads((small / "out/search/search_index.json").read_text(encoding="utf-8"))
    assert material["docs"] == []


def test_the_offline_build_places_records_at_html_urls_and_asks_for_nothing_remote(small: Path) -> None:
    text = (small / OFFLINE[0]).read_text(encoding="utf-8")
    (small / OFFLINE[0]).write_text(text.replace(OFFLINE[1], OFFLINE[2]), encoding="utf-8")
    site = small / "out"
    build_site(small / "mkdocs.yml", site)
    for lang in LANGS:
        assert all(resolves(site, doc[2]) for doc in index(site, lang)["docs"])
    assert any(doc[2] == "laws/27.html#demo_pl_p01" for doc in index(site, "pl")["docs"])
    head = (site / "index.html").read_text(encoding="utf-8")
    scripts = re.findall(r'<script src="([^"]+)"', head)
    assert not [s for s in scripts if urlsplit(s).scheme], scripts  # no iframe-worker from the network
    order = [head.index(name) for name in ("search/material.js", "bundle.", "search/search.js")]
    assert order == sorted(order)  # the stand-in for Material's worker before Material's bundle
    assert (site / "search/search_index.js").is_file()


def test_a_rebuild_writes_only_the_files_that_changed(small: Path, tmp_path: Path) -> None:
    site = tmp_path / "out"
    build_site(small / "mkdocs.yml", site)

    def stamps() -> dict[str, int]:  # the data files (Material writes its own index at every build)
        paths = [p for p in staticsearch.files(site) if p.endswith(".js") and p not in staticsearch.SOURCES]
        return {path: (site / path).stat().st_mtime_ns for path in paths}

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
    assert {path for path in after if after[path] != before.get(path)} <= {
        "search/pl/index.js",
        "search/pl/text-0.js",
    }
    assert "poszerzony" in " ".join(texts(site, "pl"))


def test_the_files_of_a_language_for_who_caches_them(site: Path) -> None:
    every = staticsearch.files(site)
    shared = [
        "search/common.js",
        "search/glossary.js",
        "search/material.js",
        "search/search.css",
        "search/search.js",
        "search/search_index.json",
    ]
    assert [path for path in every if path.count("/") == 1] == shared
    for lang in LANGS:
        own = staticsearch.files(site, lang)
        assert own[: len(shared)] == shared
        assert own[len(shared) :] and all(path.startswith(f"search/{lang}/") for path in own[len(shared) :])
        assert f"search/{lang}/index.js" in own
    assert sorted(every) == sorted({p for lang in LANGS for p in staticsearch.files(site, lang)})
    assert all((site / path).is_file() for path in every)


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_is_searchable(site: Path, lang: str) -> None:
    found = index(site, lang)
    assert len(found["docs"]) > 20 and len(found["forms"]) > 200
