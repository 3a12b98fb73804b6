"""What a page renderer is handed: the page being rendered (`Context`) and the shared renderer's
parts it reads (`PageRenderer`), so that the modules of the kinds of page need not import render.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from mkdocs.structure.pages import Page

from bridgelaws.model import KnowledgeBase

from .links import Links
from .pages import SiteMap
from .text import TextRenderer


@dataclass
class Context:
    """What one page's templates need: the page, its links and the language of its words (`lang`)."""

    page: Page
    links: Links
    lang: str = "en"


class PageRenderer(Protocol):
    """The parts of the site's renderer (render.Renderer) a kind of page reads."""

    kb: KnowledgeBase
    sitemap: SiteMap
    text: TextRenderer
