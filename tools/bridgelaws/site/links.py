"""Links from one page: relative URLs to the site's targets and to what a citation points at."""

from __future__ import annotations

from dataclasses import dataclass

from mkdocs.structure.files import Files
from mkdocs.utils import get_relative_url

from bridgelaws.model import Citation

from .pages import CURRENT, SiteMap, Target


@dataclass(frozen=True)
class CitationLink:
    """Where a citation links to, whether it is marked as pointing into the 2017 edition
    because the edition the source speaks of has no text of that law here, and a note for the
    reader ("23B is not a section of Law 23 in the 1997 Laws")."""

    href: str
    marked: bool
    note: str | None = None


class Links:
    """Relative hrefs from the page at `path` (so the site works from any folder and offline)."""

    def __init__(self, sitemap: SiteMap, files: Files, path: str):
        self.sitemap = sitemap
        self.files = files
        self.path = path
        self.url = self._url(path)

    def _url(self, path: str) -> str:
        file = self.files.get_file_from_path(path)
        if file is None:
            raise KeyError(f"no page {path}")
        return file.url

    def to(self, target: Target | str, anchor: str = "") -> str:
        if isinstance(target, str):
            target = Target(target, anchor)
        fragment = f"#{target.anchor}" if target.anchor else ""
        if target.path == self.path and fragment:
            return fragment
        return get_relative_url(self._url(target.path), self.url) + fragment

    def law(self, ref: str, edition: str = CURRENT) -> str | None:
        target = self.sitemap.law_target(ref, edition)
        return self.to(target) if target else None

    def citation(self, citation: Citation, passage_edition: str) -> CitationLink | None:
        """A law reference goes to its edition's text when the site has that law in that edition,
        else to the 2017 law page (marked when the passage is about another edition); a
        paragraph reference goes to the unit it names."""
        if citation.kind == "paragraph":
            target = self.sitemap.unit_target(citation.target) if citation.target else None
            return CitationLink(self.to(target), False) if target else None
        if citation.edition is None:
            return None
        ref = citation.target or citation.ref  # the part it resolved to: "23" for a 1997 "23B"
        target = self.sitemap.law_target(ref, citation.edition)
        if target is None or citation.edition == CURRENT:
            target = self.sitemap.law_target(ref, CURRENT)
            if target is None:
                return None
            return CitationLink(self.to(target), passage_edition != CURRENT, citation.note)
        return CitationLink(self.to(target), False, citation.note)
