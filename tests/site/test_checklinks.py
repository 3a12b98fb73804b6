"""The link check across the dirty builds of one process: a page kept as built is checked again when
what it links to moves, and only then."""

from __future__ import annotations

from pathlib import Path

from bridgelaws.site.checklinks import LinkChecker

LAW = '<h2 id="B1a">27B1(a)</h2><a href="../../sources/wasiak-2019/#pl-p01">Wasiak</a>'
SOURCE = '<p id="pl-p01">Komentarz</p><a href="../../laws/27/#B1a">Przepis 27B1(a)</a>'


def _checker() -> LinkChecker:
    checker = LinkChecker()
    checker.add_page("laws/27/", LAW)
    checker.add_page("sources/wasiak-2019/", SOURCE)
    return checker


def test_a_kept_page_is_checked_again_when_an_anchor_it_links_to_goes(tmp_path: Path) -> None:
    checker = _checker()
    assert checker.broken(tmp_path) == []
    checker.add_page("sources/wasiak-2019/", SOURCE.replace("pl-p01", "pl-p02"))  # the law page is kept
    assert checker.broken(tmp_path) == [
        "laws/27/: link '../../sources/wasiak-2019/#pl-p01' points to a missing anchor #pl-p01"
    ]


def test_a_page_scanned_again_is_checked_again_and_the_others_keep_their_answer(tmp_path: Path) -> None:
    checker = _checker()
    assert checker.broken(tmp_path) == []
    checker.add_page("laws/27/", LAW.replace("#pl-p01", "#pl-p09"))  # its own ids are the same
    assert checker.broken(tmp_path) == [
        "laws/27/: link '../../sources/wasiak-2019/#pl-p09' points to a missing anchor #pl-p09"
    ]
    assert checker.broken(tmp_path) == checker.broken(tmp_path)  # nothing scanned: the same answer


def test_a_page_gone_breaks_the_links_of_the_pages_kept(tmp_path: Path) -> None:
    checker = _checker()
    assert checker.broken(tmp_path) == []
    checker.keep_only(["laws/27/"])  # the source's page is no longer in the site, the law's is kept
    assert checker.broken(tmp_path) == [
        "laws/27/: link '../../sources/wasiak-2019/#pl-p01' points to nothing"
    ]
