"""Links from one page: relative URLs to the site's targets and to what a citation points at."""

from __future__ import annotations

from mkdocs.structure.files import Files
from mkdocs.utils import get_relative_url

from bridgelaws.i18n import words
from bridgelaws.model import Citation

from .pages import DEFAULT_LANG, SiteMap, Target, localized
from .text import CitationLink


class Links:
    """Relative hrefs from the page at `path` (so the site works from any folder and offline), into
    the site of its language `lang`: a link to a page ("laws/27.md") goes to that page in `lang`."""

    def __init__(self, sitemap: SiteMap, files: Files, path: str, lang: str = DEFAULT_LANG):
        self.sitemap = sitemap
        self.files = files
        self.path = path
        self.lang = lang
        self.url = self._url(path)

    def _url(self, path: str) -> str:
        file = self.files.src_uris.get(path)
        if file is None:
            raise KeyError(f"no page {path}")
        return file.url

    def to(self, target: Target | str, anchor: str = "") -> str:
        if isinstance(target, str):
            target = Target(target, anchor)
        if self.lang != DEFAULT_LANG and target.path in self.sitemap.english_paths:
            target = Target(localized(target.path, self.lang), target.anchor)
        fragment = f"#{target.anchor}" if target.anchor else ""
        if target.path == self.path and fragment:
            return fragment
        return get_relative_url(self._url(target.path), self.url) + fragment

    def law(self, ref: str, edition: str | None = None) -> str | None:
        target = self.sitemap.law_target(ref, edition)
        return self.to(target) if target else None

    def citation(self, citation: Citation) -> CitationLink | None:
        """A law reference goes to its own edition's page of the law (there is one for every law a
        text cites), never to the same number in another code; a paragraph reference goes to the
        unit it names."""
        if citation.kind == "paragraph":
            target = self.sitemap.unit_target(citation.target) if citation.target else None
            return CitationLink(self.to(target)) if target else None
        if citation.edition is None or citation.target is None:
            return None
        target = self.sitemap.law_target(citation.target, citation.edition)
        if target is None:
            return None
        current = self.sitemap.current
        if citation.edition == current and not citation.note:
            return CitationLink(self.to(target))
        w = words(self.lang)
        title = w._("Law {ref} of the {edition} Laws", ref=citation.ref, edition=citation.edition)
        if citation.context:
            title += " " + w._("(named by “{words}”)", words=" ".join(citation.context.split()))
        if citation.note:
            title += f"; {citation.note}"
        edition = citation.edition if citation.edition != current else None
        return CitationLink(self.to(target), edition, title)
