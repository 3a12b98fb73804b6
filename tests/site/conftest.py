"""The site built once per session from the real knowledge base, and small knowledge bases to break."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from mkdocs.structure.files import File, Files
from playwright.sync_api import Browser, Page

from bridgelaws.model import load
from bridgelaws.site.pages import SiteMap
from bridgelaws.site.render import Renderer
from kbtree import (
    LAWS_16_27,
    MKDOCS,
    build_tree,
    commentary,
    glossary,
    insufficient_bid,
    law_index,
    source,
    unit,
    write_project,
)
from oncebuilt import repository_site

from .browser import launch, serve_folder

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site of the repository's knowledge base, built strictly into a temporary folder (once
    for all the workers: the tests only read it)."""
    return repository_site(tmp_path_factory)


SMALL = (
    law_index(*LAWS_16_27)
    | source(languages=["en", "pl"], authors=["A. Author"], date="2019-02")
    | commentary(
        unit("p01", ["27B1(a)"], "Law 27B1(a) is broadened.\nStyled words and **bold**.\n"),
        unit("p02", ["16"], "Law 16 applies to every insufficient bid."),
    )
    | commentary(
        unit("p01", ["27B1(a)"], "Przepis 27B1a został rozszerzony."),
        unit("p02", ["16"], "Przepis 16 dotyczy każdej odzywki niewystarczającej."),
        lang="pl",
    )
    | glossary(
        insufficient_bid(
            en=["insufficient bid"], pl=["odzywka niewystarczająca", "odzywki niewystarczającej"]
        )
    )
    | MKDOCS
)
"""The knowledge base of the site tests: `kbtree.DEMO`'s laws, a source with two units in English and
Polish (markdown in its text), a glossary concept, and its mkdocs.yml."""


@pytest.fixture
def small(tmp_path: Path) -> Path:
    """A small knowledge base with its own mkdocs.yml."""
    return write_project(tmp_path / "kb", SMALL)


# The small knowledge base with raw HTML in a source: `bridgelaws check` reports it (a problem, so a
# strict build fails) and the site strips it.
RAW_HTML = {
    **SMALL,
    "content/sources/demo.yaml": SMALL["content/sources/demo.yaml"].replace(
        '"A demonstration source"', "\"A demonstration source</title><script>alert('title')</script>\""
    ),
    "content/demo/en.yaml": SMALL["content/demo/en.yaml"]
    .replace(
        "Law 27B1(a) is broadened.\n",
        'Law 27B1(a) is broadened. <script>alert("owned")</script>\n',
    )
    .replace(
        "Styled words and **bold**.",
        '<span style="color:red">Styled</span> words and <html><b onclick="x()">bold</b></html>.',
    ),
}


@pytest.fixture(scope="module")
def raw_html_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site of the small knowledge base with raw HTML in a source, built once (not strictly)."""
    return build_tree(tmp_path_factory.mktemp("raw"), RAW_HTML, strict=False)


@pytest.fixture(scope="module")
def small_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site of the small knowledge base, built strictly once."""
    return build_tree(tmp_path_factory.mktemp("small"), SMALL)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Debian's chromium (the browser tests fail, never skip, without it)."""
    yield from launch()


@pytest.fixture(scope="module")
def base(site: Path) -> Iterator[str]:
    """The URL of `site` served by a plain static server (no /api/search), as on any host."""
    yield from serve_folder(site)


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A page in a fresh en-US context at 1280 px; a JavaScript error on it fails the test."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, f"JavaScript errors: {errors}"


@pytest.fixture(scope="session")
def offline_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The repository's site built to be opened from a folder (`BRIDGELAWS_OFFLINE=true`), once for
    all the workers."""
    return repository_site(tmp_path_factory, offline=True)


@pytest.fixture(scope="module")
def renderer() -> Renderer:
    """The site's renderer over the repository's knowledge base, for pages rendered without a build."""
    kb = load(ROOT)
    sitemap = SiteMap(kb)
    files = Files([File(page.path, "/unused", "/unused", True) for page in sitemap.site_pages])
    return Renderer(kb, sitemap, files)
