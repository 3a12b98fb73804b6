"""The site built once per session from the real knowledge base, and small knowledge bases to break."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.config.defaults import MkDocsConfig
from playwright.sync_api import Browser, Page

from kbtree import write_tree

from .browser import launch, serve_folder

ROOT = Path(__file__).resolve().parents[2]


def build_site(config_file: Path, site_dir: Path, strict: bool = True) -> MkDocsConfig:
    """Build with mkdocs as `mkdocs build` does; strict: a warning fails the build."""
    config = load_config(str(config_file), site_dir=str(site_dir), strict=strict)
    build(config)
    return config


def build_tree(folder: Path, files: dict[str, str], strict: bool = True) -> Path:
    """The site of a knowledge base written from `files` (with its mkdocs.yml) under `folder`."""
    root = write_tree(folder / "kb", files)
    (root / "docs").mkdir()
    build_site(root / "mkdocs.yml", root / "out", strict=strict)
    return root / "out"


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site of the repository's knowledge base, built strictly into a temporary folder."""
    out = tmp_path_factory.mktemp("site")
    build_site(ROOT / "mkdocs.yml", out)
    return out


SMALL = {
    "laws/2017/index.yaml": """
        edition: "2017"
        laws:
          - number: 16
            titles: {en: {text: "Authorized and Unauthorized Information"}}
            sections: [A, A1, C]
          - number: 27
            titles:
              en: {text: "Insufficient Bid"}
              pl: {text: "Odzywka niewystarczająca", unofficial: true}
            sections: [A, B, B1, B1(a), B1(b), D]
    """,
    "content/sources/demo.yaml": """
        id: demo
        title: "A demonstration source"
        kind: commentary
        authors: ["A. Author"]
        date: "2019-02"
        languages: [en, pl]
        edition: "2017"
    """,
    "content/demo/en.yaml": """
        source: demo
        lang: en
        units:
          - id: p01
            laws: ["27B1(a)"]
            text: |
              Law 27B1(a) is broadened.
              Styled words and **bold**.
          - id: p02
            laws: ["16"]
            text: "Law 16 applies to every insufficient bid."
    """,
    "content/demo/pl.yaml": """
        source: demo
        lang: pl
        units:
          - id: p01
            laws: ["27B1(a)"]
            text: "Przepis 27B1a został rozszerzony."
          - id: p02
            laws: ["16"]
            text: "Przepis 16 dotyczy każdej odzywki niewystarczającej."
    """,
    "content/glossary/terms.yaml": """
        concepts:
          - id: insufficient-bid
            terms:
              en: [insufficient bid]
              pl: [odzywka niewystarczająca, odzywki niewystarczającej]
            definition: {en: "A bid that does not supersede the last bid."}
            laws: ["27"]
    """,
    "mkdocs.yml": """
        site_name: small
        docs_dir: docs
        theme: {name: material, font: false}
        markdown_extensions: [tables, attr_list, md_in_html, admonition, pymdownx.details, toc]
        plugins: [search, bridgelaws]
    """,
}


@pytest.fixture
def small(tmp_path: Path) -> Path:
    """A small knowledge base with its own mkdocs.yml (a source with raw HTML in its text)."""
    root = write_tree(tmp_path / "kb", SMALL)
    (root / "docs").mkdir()
    return root


# The small knowledge base with raw HTML in a source: `bridgelaws check` reports it (a problem, so a
# strict build fails) and the site strips it.
RAW_HTML = {
    **SMALL,
    "content/sources/demo.yaml": SMALL["content/sources/demo.yaml"].replace(
        '"A demonstration source"', "\"A demonstration source</title><script>alert('title')</script>\""
    ),
    "content/demo/en.yaml": SMALL["content/demo/en.yaml"].replace(
        "Law 27B1(a) is broadened.\n",
        'Law 27B1(a) is broadened. <script>alert("owned")</script>\n',
    ).replace(
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
    """The repository's site built to be opened from a folder (`BRIDGELAWS_OFFLINE=true`)."""
    out = tmp_path_factory.mktemp("offline-site")
    os.environ["BRIDGELAWS_OFFLINE"] = "true"
    try:
        build_site(ROOT / "mkdocs.yml", out)
    finally:
        del os.environ["BRIDGELAWS_OFFLINE"]
    return out
