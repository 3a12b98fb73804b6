"""Commentary units as a page shows them, kept from one rebuild to the next (`bridgelaws serve`).

A law page at ×100 shows a hundred units or more; an edit to one commentary file changes a few of
them, yet every page that shows one of those is rendered again whole. A rebuild that keeps pages
(a dirty build) hands its renderer a `UnitViews`: each unit's view (`Renderer.unit_view`: its texts
with their references linked, its example told, its footnotes, dates and links) is made once and
given again to the next rebuild while nothing it shows has changed. Its key holds what surrounds
every page (the plugin's frame: the code, the link universe, the navigations, mkdocs.yml), the page,
and the digests of the unit's versions and of the example it places (`inputs.PageInputs`).

A whole build renders every page once: it keeps nothing here (what it would keep is as large as the
pages themselves). A rebuild keeps the views of the `PAGES` pages rendered last, each page's as its last
rendering used them, while the frame is the same: an edit to Law 27, then one to Law 40, then Law 27
again finds Law 27's views (kept for the last rebuild only, they would be gone).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any

from bridgelaws.model import CommentaryEntry

from .inputs import PageInputs

View = dict[str, Any]
PAGES = 64
# a page (path, language) → its frame and its units' views, by (edition, on its source's page, versions);
# the pages rendered last at the end
_VIEWS: OrderedDict[tuple[str, str], tuple[str, dict[Hashable, View]]] = OrderedDict()


class UnitViews:
    """The unit views of one rebuild: those of the last renderings of its pages given again, the
    others made."""

    def __init__(self, inputs: PageInputs, frame: str):
        self.inputs = inputs
        self.frame = frame
        self.made = 0  # the views this rebuild made (the others were kept)
        self.used: dict[tuple[str, str], dict[Hashable, View]] = {}  # by page: the views it used

    def _digest(self, entry: CommentaryEntry) -> str:
        """A unit's digest (its passage with its citations, its record), and that of the example it
        places."""
        found = self.inputs.unit(entry) + entry.uid
        if entry.unit.example is not None:
            example = self.inputs.kb.example(entry.source, entry.lang, entry.unit.example)
            found += self.inputs.example(example) if example is not None else "-"
        return found

    def get(
        self,
        page: tuple[str, str],
        versions: list[CommentaryEntry],
        edition: str,
        on_source: bool,
        make: Callable[[], View],
    ) -> View:
        """The view of `versions` (a unit in its languages) on a page (its path and language): kept, or
        `make()`."""
        key = (edition, on_source, tuple(self._digest(e) for e in versions))
        used = self.used.setdefault(page, {})
        found = used.get(key)
        if found is None:
            frame, kept = _VIEWS.get(page, (None, {}))
            found = kept.get(key) if frame == self.frame else None
            if found is None:
                self.made += 1
                found = make()
            used[key] = found
        return found

    def keep(self) -> None:
        """The rebuild is over: keep each page's views as it used them, for the `PAGES` pages rendered
        last, and none made in another frame."""
        for page, used in self.used.items():
            _VIEWS.pop(page, None)
            _VIEWS[page] = (self.frame, used)
        for page in [page for page, (frame, _) in _VIEWS.items() if frame != self.frame]:
            del _VIEWS[page]
        while len(_VIEWS) > PAGES:
            _VIEWS.popitem(last=False)
