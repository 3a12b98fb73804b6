"""Citations on the real site: a section its edition does not have links to the enclosing law."""

from __future__ import annotations

import re
from pathlib import Path


def test_a_section_missing_from_its_edition_links_to_its_law_with_a_note(site: Path) -> None:
    page = (site / "sources/ru-commentary-1987/index.html").read_text(encoding="utf-8")
    links = re.findall(r'<a href="([^"]+)"[^>]*title="([^"]*)"[^>]*>Правило 23В', page)
    assert links, "the Russian 1997 commentary's 'Правило 23В' is not linked"
    for href, title in links:
        assert href.rstrip("/").endswith("laws/23") and "#" not in href
        assert "23B is not a section of Law 23 in the 1997 Laws" in title
