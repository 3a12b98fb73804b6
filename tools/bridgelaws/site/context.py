"""What a page renderer is handed: the page being rendered (`Context`) and the shared renderer's
parts it reads (`PageRenderer`), so that the modules of the kinds of page need not import render.py;
and a passage's language versions (`Block`) in the order a page lists them (`reading_order`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from markupsafe import Markup
from mkdocs.structure.pages import Page

from bridgelaws.model import CommentaryEntry, ExampleEntry, KnowledgeBase
from bridgelaws.model.schema import LANGS, Footnote

from .links import Links
from .pages import SiteMap
from .text import TextRenderer


@dataclass
class Context:
    """What one page's templates need: the page, its links and the language of its words (`lang`)."""

    page: Page
    links: Links
    lang: str = "en"


@dataclass
class Block:
    """One language's version of a passage (`anchor`: an id for it). A `missing` block holds the place
    of a language whose law text lacks the section, for the languages side by side."""

    lang: str
    html: Markup
    anchor: str = ""
    missing: bool = False


def reading_order(lang: str) -> Callable[[str], tuple[bool, int]]:
    """A sort key for languages as a page in `lang` lists them: its own first, then the site's order."""
    return lambda code: (code != lang, LANGS.index(code))


class PageRenderer(Protocol):
    """The parts of the site's renderer (render.Renderer) a kind of page reads."""

    kb: KnowledgeBase
    sitemap: SiteMap
    text: TextRenderer
    current: str  # the edition whose laws are under laws/

    def context(self, path: str, lang: str = "en") -> Context: ...

    def partial(self, ctx: Context, template: str, **values: Any) -> str: ...

    def tabs(self, ctx: Context, blocks: list[Block]) -> Markup: ...

    def field_html(
        self,
        ctx: Context,
        passage_uid: str,
        field_name: str,
        text: str,
        lang: str,
        edition: str,
        inline: bool = False,
    ) -> Markup: ...

    def footnotes_html(
        self, ctx: Context, passage_uid: str, footnotes: Iterable[Footnote], lang: str, edition: str
    ) -> Markup: ...

    def law_links(
        self, ctx: Context, refs: Iterable[str], edition: str | None = None
    ) -> list[tuple[str, str | None]]: ...

    def source_meta(self, ctx: Context, source_id: str) -> dict[str, Any]: ...

    def unit_groups(
        self, ctx: Context, entries: list[CommentaryEntry], on_source: bool = False
    ) -> list[dict[str, Any]]: ...

    def example_parts(self, ctx: Context, entry: ExampleEntry) -> dict[str, Markup]: ...

    def example_summary(self, ctx: Context, key: tuple[str, str]) -> dict[str, Any]: ...

    def example_summaries(self, ctx: Context, entries: Iterable[ExampleEntry]) -> list[dict[str, Any]]: ...
