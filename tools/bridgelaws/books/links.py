"""Links inside a book: the site's targets (law pages and sections, source paragraphs) become ids
of the one HTML document the book is made from, so a reference is an internal link of the PDF.

A target the book does not print (a law outside `--law`, another language's paragraph) gets no
link: the text stays, unlinked. A section the book prints no text of goes to its law's chapter.
"""

from __future__ import annotations

from bridgelaws.model import Citation
from bridgelaws.site.links import CitationLink, Links
from bridgelaws.site.pages import SiteMap, Target

from .plan import law_anchor

BOOK = "book.md"  # the path the site's renderer knows the book by


def unit_anchor(source: str, unit: str) -> str:
    return f"unit-{source}-{unit}"


def source_anchor(source: str) -> str:
    return f"source-{source}"


class BookLinks(Links):
    """The site's `Links` for one document: `to` gives "#id" for what the book holds, else ""."""

    lang = "en"  # the words of a reference's title (a book's words are its own language's)

    def __init__(self, sitemap: SiteMap, ids: set[str]):
        self.sitemap = sitemap
        self.path = BOOK
        self.url = ""
        self.ids = ids
        self.pages = {page.path: page for page in sitemap.pages}

    def to(self, target: Target | str, anchor: str = "") -> str:
        if isinstance(target, str):
            target = Target(target, anchor)
        for candidate in self._candidates(target):
            if candidate in self.ids:
                return f"#{candidate}"
        return ""

    def citation(self, citation: Citation) -> CitationLink | None:
        found = super().citation(citation)
        return found if found and found.href else None

    def _candidates(self, target: Target) -> list[str]:
        """The ids that could show `target`, the best first."""
        page = self.pages.get(target.path)
        if page is None:
            return []
        if page.kind in ("law", "edition"):
            edition, number = (self.sitemap.current, page.key[0]) if page.kind == "law" else page.key
            chapter = law_anchor(str(edition), int(number))
            return (
                [law_anchor(str(edition), int(number), target.anchor), chapter]
                if target.anchor
                else [chapter]
            )
        if page.kind == "source":
            source = str(page.key[0])
            return [unit_anchor(source, target.anchor)] if target.anchor else [source_anchor(source)]
        if page.kind == "glossary":
            return ["glossary"]
        return []
