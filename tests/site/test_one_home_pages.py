"""One home per passage on the pages: an example shows once where its commentary tells it, cards
included, and a slip of the source is marked with its reading wherever its passage shows."""

from __future__ import annotations

from pathlib import Path


def _page(site: Path, url: str) -> str:
    return (site / url / "index.html").read_text(encoding="utf-8")


def test_an_example_shows_once_in_place_with_its_cards(site: Path) -> None:
    html = _page(site, "laws/27")
    assert html.count("watches 2NT go quietly down two") == 1  # example 33 (English): once, from its file
    at = html.index("watches 2NT go quietly down two")
    embed = html[html.rindex('<div class="bl-embed">', 0, at) : html.index("</details>", at)]
    assert "Example 33</a>" in embed and "bl-deal" in embed and "bl-auction" in embed
    assert "examples/hellenic-wiki-law27/ex-33/" in embed


def test_a_slip_is_marked_with_its_reading_wherever_its_passage_shows(site: Path) -> None:
    slip = 'zagrane go</span><span class="bl-reading"'
    for url in ("examples/wasiak-2019/ex-4", "laws/10", "sources/wasiak-2019"):
        html = _page(site, url)
        assert slip in html and "[zagranego]" in html, url
    law27 = _page(site, "laws/27")
    assert 'o znacznie</span><span class="bl-reading"' in law27 and "[o znaczenie]" in law27
    assert "starymu</span>" in _page(site, "laws/15") and "[staremu]" in _page(site, "laws/15")
