"""Commentary units as a page shows them, kept from one rebuild to the next (`bridgelaws serve`).

A law page at ×100 shows a hundred units or more; an edit to one commentary file changes a few of
them, yet every page that shows one of those is rendered again whole. A rebuild that keeps pages
(a dirty build) hands its renderer a `UnitViews`: each unit's view (`Renderer.unit_view`: its texts
with their references linked, its example told, its footnotes, dates and links) is made once and
given again to the next rebuild while nothing it shows has changed. Its key holds what surrounds
every page (the plugin's frame: the code, the link universe, the navigations, mkdocs.yml), the page,
and the digests of the unit's versions and of the example it places (`inputs.PageInputs`).

A whole build renders every page once: it keeps nothing here (what it would keep is as large as the
pages themselves).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from bridgelaws.kept import Kept
from bridgelaws.model import CommentaryEntry

from .inputs import PageInputs

View = dict[str, Any]
_VIEWS: Kept[View] = Kept()  # (frame, page, edition, on its source's page, versions) → the unit's view


class UnitViews:
    """The unit views of one rebuild: those of the last rebuild given again, the others made."""

    def __init__(self, inputs: PageInputs, frame: str):
        self.inputs = inputs
        self.frame = frame
        self.made = 0  # the views this rebuild made (the others were the last rebuild's)

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
        key = (self.frame, page, edition, on_source, tuple(self._digest(e) for e in versions))
        return _VIEWS.get(key, partial(self._make, make))

    def _make(self, make: Callable[[], View]) -> View:
        self.made += 1
        return make()


def rotate() -> None:
    """A build is over: keep the views it used (none, after a whole build), drop the rest."""
    _VIEWS.rotate()
