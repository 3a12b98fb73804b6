"""The four languages' sites of one build: every page in English at the site's own addresses and
under pl/, el/ and ru/, each in its language (navigation, Material's words, headings, titles, law
titles marked unofficial where the project wrote them), its links staying in its site, the head and
the sitemap naming the same page in every language."""

from __future__ import annotations

import gzip
import re
from html import unescape
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

from bridgelaws.i18n import LANGS, words
from kbtree import build_site, write_project

from .conftest import SMALL

OTHERS = [lang for lang in LANGS if lang != "en"]
# Material's own words for its search box (its partials/languages/<lang>.html)
SEARCH = {"en": "Search", "pl": "Szukaj", "el": "Αναζήτηση", "ru": "Поиск"}


def _html(site: Path, path: str) -> str:
    return (site / path).read_text(encoding="utf-8")


def _h1(html: str) -> str:
    """The page's heading as read (its permalink aside)."""
    found = re.search(r"<h1[^>]*>(.*?)</h1>", html, re.S)
    return unescape(re.sub(r"<a [^>]*headerlink.*?</a>|<[^>]+>", "", found.group(1))).strip() if found else ""


def _pages(site: Path) -> list[Path]:
    """The English site's pages (the other languages' folders and the offline page aside)."""
    skip = (*OTHERS, "offline", "search", "assets", "study/data")
    return [
        p
        for p in sorted(site.rglob("index.html"))
        if not p.relative_to(site).as_posix().startswith(tuple(f"{s}/" for s in skip))
    ]


def test_every_page_exists_in_every_language_and_names_the_others(site: Path) -> None:
    pages = _pages(site)
    assert len(pages) > 150
    for english in pages:
        rel = english.relative_to(site).as_posix()
        for lang in LANGS:
            path = site / (rel if lang == "en" else f"{lang}/{rel}")
            html = path.read_text(encoding="utf-8")
            assert f'<html lang="{lang}"' in html, path
            pattern = r'<link rel="alternate" href="([^"]*)" hreflang="(\w+)">'
            links = {m.group(2): m.group(1) for m in re.finditer(pattern, html)}
            assert set(links) == set(LANGS), path
            for other, href in links.items():
                target = urlsplit(urljoin(f"http://x/{path.relative_to(site).as_posix()}", href)).path
                want = "/" + (rel if other == "en" else f"{other}/{rel}")
                assert target + ("index.html" if target.endswith("/") else "") == want, (path, other)


@pytest.mark.parametrize("lang", LANGS)
def test_a_law_page_speaks_its_language(site: Path, lang: str) -> None:
    prefix = "" if lang == "en" else f"{lang}/"
    html = _html(site, f"{prefix}laws/27/index.html")
    w = words(lang)
    heading = _h1(html)
    assert heading.startswith(w._("Law {n}", n=27)), heading
    assert f'placeholder="{SEARCH[lang]}"' in html
    # the navigation's labels and the page's headings are the catalogue's words of the language
    assert f">{w._p('navigation', 'Laws')}<" in html.replace("\n", "").replace("  ", "")
    assert w._("Commentary") in html
    # the switcher: the page itself in each language, the current one marked
    current = re.findall(r'class="md-select__link bl-lang-link" aria-current="page"', html)
    assert len(current) == 1
    assert re.search(
        rf'hreflang="{lang}" lang="{lang}" class="md-select__link bl-lang-link" aria-current', html
    )


def test_law_titles_in_the_page_language_marked_unofficial_where_the_project_wrote_them(site: Path) -> None:
    polish = _html(site, "pl/laws/27/index.html")
    assert (
        "<title>27. Odzywka niewystarczająca - bridgelaws — Międzynarodowe Prawo Brydżowe</title>" in polish
    )
    assert _h1(polish) == "Przepis 27 · Odzywka niewystarczająca"  # the PZBS title: no mark
    assert 'class="bl-title-note"' not in polish
    greek = _html(site, "el/laws/27/index.html")
    assert _h1(greek) == "Νόμος 27 · Ανεπαρκής αγορά"
    note = re.search(r'<p class="bl-title-note">(.*?)</p>', greek, re.S)  # the project's Greek title
    assert note and words("el")._("unofficial title") in note.group(1)
    russian = _html(site, "ru/laws/27/index.html")
    assert _h1(russian) == "Правило 27 · Недостаточное назначение"
    # the navigation of each site lists the laws by its titles
    assert re.search(r">\s*27\. Недостаточное назначение\s*<", russian)


@pytest.mark.parametrize("lang", OTHERS)
def test_links_stay_in_the_language_of_the_page(site: Path, lang: str) -> None:
    """Every link of a page of another language's site (navigation, content) goes to a page of that
    site, or to a file every site shares (assets, deals, data); only the switcher and the head's
    alternates name the other languages."""
    for rel in (
        "laws/27/index.html",
        "sources/hellenic-wiki-law27/index.html",
        "index.html",
        "glossary/index.html",
    ):
        path = f"{lang}/{rel}"
        html = re.sub(
            r'<link rel="alternate"[^>]*>|<a [^>]*class="md-select__link[^>]*>', "", _html(site, path)
        )
        for href in re.findall(r'<a [^>]*href="([^"#][^"]*)"', html):
            href = unescape(href)
            if "://" in href or href.startswith(("mailto:", "javascript:")):
                continue
            target = urlsplit(urljoin(f"http://x/{path}", href)).path
            shared = target.endswith((".pbn", ".xml", ".json", ".js", ".css", ".png"))
            assert target.startswith(f"/{lang}/") or shared, (path, href)


def test_each_page_loads_the_words_of_its_language_for_its_scripts(site: Path) -> None:
    for lang in OTHERS:
        html = _html(site, f"{lang}/laws/27/index.html")
        assert f'<script src="../../../assets/bridgelaws/words/{lang}.js"></script>' in html
    assert "assets/bridgelaws/words/" not in _html(site, "laws/27/index.html")


def test_the_sitemap_names_each_page_in_every_language(tmp_path: Path) -> None:
    """With mkdocs' site_url (absolute addresses are what a sitemap holds): every page of every
    language, each naming the others and English as x-default."""
    root = write_project(tmp_path / "kb", SMALL)
    config = root / "mkdocs.yml"
    config.write_text(
        "site_url: https://laws.example.org/td/\n" + config.read_text(encoding="utf-8"), encoding="utf-8"
    )
    build_site(config, tmp_path / "out")
    xml = (tmp_path / "out/sitemap.xml").read_text(encoding="utf-8")
    entries = re.findall(r"<url><loc>([^<]+)</loc>(.*?)</url>", xml, re.S)
    locs = {loc for loc, _ in entries}
    assert (
        "https://laws.example.org/td/laws/27/" in locs and "https://laws.example.org/td/el/laws/27/" in locs
    )
    assert len(locs) == len(entries) and len(locs) % 4 == 0
    for loc, links in entries:
        found = dict(re.findall(r'hreflang="([\w-]+)" href="([^"]+)"', links))
        assert set(found) == {*LANGS, "x-default"}, loc
        assert loc in found.values() and found["x-default"] == found["en"]
    assert gzip.decompress((tmp_path / "out/sitemap.xml.gz").read_bytes()).decode("utf-8") == xml
