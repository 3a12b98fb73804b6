"""The HTML regions a page's template keeps out of the Markdown pass (`site/htmlblocks.py`) come back
exactly: the real pages, through Markdown with mkdocs.yml's extensions, give the same HTML either way."""

from __future__ import annotations

import markdown
import pytest
from mkdocs.config import load_config

from bridgelaws.site.htmlblocks import Blocks, restore
from bridgelaws.site.render import Renderer

from .conftest import ROOT

# A page of each kind whose template keeps regions aside, in English and in another language.
PAGES = [
    ("law", (27,), "en"),
    ("law", (12,), "pl"),
    ("law", (40,), "el"),
    ("edition", ("2007", 17), "en"),
    ("edition", ("1987", 73), "ru"),
    ("source", ("wasiak-2019",), "en"),
    ("source", ("hellenic-wiki-law27",), "el"),
    ("example", ("wasiak-2019", "law-13-deal"), "pl"),
    ("examples", (), "en"),
    ("laws", (), "ru"),
    ("glossary", (), "el"),
]


def _markdown(text: str) -> str:
    """`text` through Python-Markdown as mkdocs.yml configures it."""
    config = load_config(str(ROOT / "mkdocs.yml"))
    extensions, configs = config.markdown_extensions, config.mdx_configs
    return markdown.markdown(text, extensions=extensions, extension_configs=configs)


@pytest.mark.parametrize(("kind", "key", "lang"), PAGES, ids=lambda v: str(v))
def test_a_page_is_the_same_with_its_regions_kept_out_of_markdown(
    renderer: Renderer, kind: str, key: tuple, lang: str
) -> None:
    page = next(p for p in renderer.sitemap.site_pages if (p.kind, p.key, p.lang) == (kind, key, lang))
    rendered = renderer.render(page)
    assert rendered.regions, "the template keeps no region aside"
    assert sum(map(len, rendered.regions)) > len(rendered.markdown)  # most of the page goes around Markdown
    assert restore(_markdown(rendered.markdown), rendered.regions) == _markdown(rendered.whole())


def test_a_region_keeps_the_blank_lines_around_it_and_must_start_with_a_tag() -> None:
    blocks = Blocks()
    assert str(blocks.keep("\n<div>a</div>\n\n")) == '\n<div data-bl-block="0"></div>\n\n'
    assert str(blocks.keep("  \n")) == "  \n"  # an empty region is left as it is
    assert blocks.regions == ["<div>a</div>"]
    with pytest.raises(ValueError, match="must start with a tag"):
        blocks.keep("some *Markdown* text")
