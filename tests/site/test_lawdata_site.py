"""The law data on the site (issue 21): a law page without text opens on its outline and the official
text's links, amendments are shown where they apply, /changes/ and its Atom feed list them, the
chapters order the laws, and a new edition is a folder of data the site takes with no code change.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html import unescape
from pathlib import Path

import pytest

from bridgelaws.model import load
from bridgelaws.site.changes import items
from bridgelaws.site.study import parts
from kbtree import (
    LAWS_16_27,
    amendment,
    amendments,
    changes,
    chapter,
    commentary,
    concordance,
    law,
    law_index,
    renamed,
    source,
    unit,
)

from .conftest import ROOT, SMALL, build_tree
from .test_editions import links

ATOM = "{http://www.w3.org/2005/Atom}"
_TAGS = re.compile(r"<[^>]+>")


def _article(site: Path, url: str) -> str:
    html = (site / url / "index.html").read_text(encoding="utf-8")
    return html[html.index("<article") : html.index("</article>")]


def _text(html: str) -> str:
    return " ".join(unescape(_TAGS.sub(" ", html)).split())


def _order(article: str, *marks: str) -> list[int]:
    return [article.index(mark) for mark in marks]


# --- the repository's knowledge base -----------------------------------------------------------


def test_a_law_without_text_opens_on_its_outline_then_the_official_links_then_the_commentary(
    site: Path,
) -> None:
    article = _article(site, "laws/27")
    outline, official, commentary = _order(
        article, 'class="bl-outline"', 'class="bl-official"', 'id="commentary"'
    )
    assert outline < official < commentary and "<h2" not in article[: commentary - 10]  # nothing between
    line = article[outline:official]
    # every section of the index, each holding its anchor, none of them a heading
    assert re.findall(r'<li id="([^"]+)"', line)[:6] == ["A", "A1", "A2", "B", "B1", "B1a"]
    assert not re.search(r"<h[2-6][^>]*id=\"B1a\"", article)
    b1a = re.search(r'<li id="B1a"><a href="#([^"]+)" aria-label="([^"]+)"', line)
    assert b1a and b1a.group(2).startswith("27B1(a): commentary passages: ")
    assert f'id="{b1a.group(1)}"' in article  # the count's link lands on a passage of the page
    assert "Not in the knowledge base yet" not in article and "No text of this law" not in article
    urls = re.findall(r'<a href="(https://[^"]+)" hreflang="([a-z]+)"', article[official:commentary])
    assert ("https://www.pzbs.pl/sedziowie/mpb/2017/pl/p27.html", "pl") in urls
    assert ("https://www.pzbs.pl/sedziowie/mpb/2017/en/l27.html", "en") in urls
    assert ("https://laws.hellasbridge.org/law_27", "el") in urls
    assert ("https://laws.hellasbridge.org/comment_law_27", "el") in urls
    assert any(u.endswith("2017LawsofDuplicateBridge-nohighlights.pdf") for u, _ in urls)
    assert "does not copy the official text" in _text(article[official:commentary])


def test_no_law_page_opens_on_empty_headings(site: Path) -> None:
    opening = []
    for page in sorted((site / "laws").glob("[0-9]*/index.html")):
        article = _article(site, f"laws/{page.parent.name}")
        if (
            "Not in the knowledge base yet" in article
            or 'id="examples"' in article
            and "bl-example-list" not in article
        ):
            opening.append(page.parent.name)
    assert len(list((site / "laws").glob("[0-9]*/index.html"))) == 93 and opening == []


def test_the_amended_laws_say_so_with_their_source(site: Path) -> None:
    for number in (73, 89):
        article = _article(site, f"laws/{number}")
        notice = article[article.index('id="amended-wbf-2024-laws-73-89"') :]
        notice = notice[: notice.index("</div>")]
        assert "As amended with effect from 2024-01-01" in _text(notice)
        assert "Not confirmed:" in _text(notice)
        assert '<a href="../../sources/pzbs-mpb2017-rev2024/">' in notice
    assert "amended-" not in _article(site, "laws/72")


def test_the_changes_page_and_its_atom_feed_list_every_amendment_and_change(site: Path) -> None:
    kb = load(ROOT)
    expected = items(kb)
    assert len(expected) == len(kb.amendments) + len(kb.law_changes) >= 7
    article = _article(site, "changes")
    listed = re.findall(r'<li id="([^"]+)" class="bl-change', article)
    assert listed == [i.key.replace("/", "-") for i in expected]
    assert (
        '<a href="../laws/73/">73</a>' in article
        and '<a class="bl-feed" href="feed.xml" type="application/atom+xml">' in article
    )
    feed = ET.parse(site / "changes/feed.xml").getroot()
    assert feed.tag == f"{ATOM}feed" and feed.findtext(f"{ATOM}updated") == f"{expected[0].date}T00:00:00Z"
    entries = feed.findall(f"{ATOM}entry")
    assert len(entries) == len(expected)
    ids = [e.findtext(f"{ATOM}id") for e in entries]
    assert len(set(ids)) == len(ids) and all(i and i.startswith("urn:uuid:") for i in ids)
    amendment = entries[[i.kind for i in expected].index("amendment")]
    assert amendment.findtext(f"{ATOM}title") == (
        "Amendment of the 2017 Laws, in force from 2024-01-01 · Laws 73, 89"
    )
    assert amendment.findtext(f"{ATOM}updated") == "2024-01-01T00:00:00Z"
    for entry in entries:  # every entry's link lands on a page the site has
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT00:00:00Z", entry.findtext(f"{ATOM}updated") or "")
        assert entry.findtext(f"{ATOM}summary")
        href = entry.find(f"{ATOM}link[@rel='alternate']").get("href", "")  # type: ignore[union-attr]
        target = (site / "changes" / href.split("#")[0]).resolve()
        assert (target / "index.html").is_file(), href


def test_the_laws_index_is_by_chapter_and_pages_of_earlier_editions_name_their_edition(site: Path) -> None:
    article = _article(site, "laws")
    rows = re.findall(r"bl-chapter-row[^>]*>.*?<th[^>]*>(.*?)</th>", article, re.S)
    assert [_text(r).split(".")[0] for r in rows] == [
        "II",
        "III",
        "IV",
        "V",
        "VI",
        "VII",
        "VIII",
        "IX",
        "X",
        "XI",
    ]
    assert _text(rows[3]) == "V. The Auction (17–40)"
    v, vi = article.index('id="chapter-V"'), article.index('id="chapter-VI"')
    assert v < article.index('href="17/"') < article.index('href="40/"') < vi < article.index('href="41/"')
    mark = 'bl-amended-mark" href="{}/#amended-wbf-2024-laws-73-89">amended with effect from 2024-01-01'
    assert mark.format(73) in article and mark.format(89) in article and article.count("bl-amended-mark") == 2
    html = (site / "editions/1987/12/index.html").read_text(encoding="utf-8")
    assert "<title>Law 12 (1987) - " in html
    html = (site / "editions/2007/17/index.html").read_text(encoding="utf-8")
    assert "<title>17. The Auction Period (2007) - " in html


# --- a knowledge base with a made-up edition ---------------------------------------------------

MOVED = {
    "from": "2017/27B1(a)",
    "to": "2027/27B1",
    "relation": "moved",
    "source": "news27",
    "note": "made up",
}
OUTLINED = {
    "date": "2027-10-01",
    "edition": "2027",
    "laws": ["27"],
    "what": "Outline added.",
    "source": "news27",
}
EDITION_2027 = (
    SMALL
    | law_index(*LAWS_16_27, in_force="2017-03")
    | law_index(
        law(16, "Extraneous Information", ["A", "B"]),
        law(27, "Insufficient Call", ["A", "B", "B1"]),
        edition="2027",
        in_force="2027-09",
        chapters=[
            chapter("I", 16, 16, "Made-up Beginnings", "news27"),
            chapter("II", 27, 27, "Made-up Auction", "news27"),
        ],
    )
    | amendments(
        amendment(
            "made-up-2028",
            "2028-01-01",
            ["16"],
            "Law 16 renamed (made up).",
            "news27",
            titles=[renamed("16", "Information", "Extraneous Information")],
        ),
        edition="2027",
    )
    | changes(OUTLINED)
    | concordance(MOVED)
    | source(
        "news27",
        "The made-up 2027 Laws",
        "announcement",
        edition="2027",
        organisation="A federation",
        url="https://example.org/2027",
        links=[{"url": "https://example.org/2027/law{law}.html", "langs": ["en"]}],
    )
    | source("notes27", "Notes on the 2027 Laws", edition="2027", date="2027-10")
    | commentary(
        unit("p1", ["16"], "Law 16B applies; the old Law 27B1(a) is now Law 27B1."), source="notes27"
    )
)
"""`SMALL` with a made-up 2027 edition of Laws 16 and 27 (chapters, an amendment, a change, a concordance
entry, the announcement that brings them) and a commentary on it; the 2017 edition dated."""


@pytest.fixture(scope="module")
def site_2027(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tree(tmp_path_factory.mktemp("ed2027"), EDITION_2027)


def test_a_new_edition_is_a_folder_of_data(site_2027: Path) -> None:
    article = _article(site_2027, "laws/27")
    assert _text(article).startswith("Law 27 · Insufficient Call")  # the current edition is 2027's
    assert 'href="https://example.org/2027/law27.html"' in article and '<li id="B1">' in article
    assert "Made-up Auction" in _text(_article(site_2027, "laws"))
    old = _article(site_2027, "editions/2017/27")
    assert "In the 2027 Laws 27B1(a) 2017 → Law 27B1 (moved)" in _text(old)
    assert ("Law 27B1", "laws/27/#B1") in {
        (t, target) for t, target, _, _ in links(site_2027, "editions/2017/27")
    }
    editions = _article(site_2027, "editions")
    assert "follows the 2027 Laws" in _text(editions) and '<a href="2017/27/">Law 27</a>' in editions
    assert "()" not in _text(editions)  # no text of the 2017 laws is held: no empty list of languages
    # the references of a 2027 text: its own edition, and "the old law" is the 2017 one
    cited = {(t, target, badge) for t, target, badge, _ in links(site_2027, "laws/16")}
    assert ("Law 16B", "laws/16/#B", None) in cited
    assert ("Law 27B1(a)", "editions/2017/27/#B1a", "2017") in cited
    assert ("Law 27B1", "laws/27/#B1", None) in cited


def test_a_new_editions_amendment_is_dated_on_its_law_and_on_the_changes(site_2027: Path) -> None:
    article = _article(site_2027, "laws/16")
    assert "As amended with effect from 2028-01-01" in _text(article)
    assert "Earlier title (English): Information, until 2027-12-31" in _text(article)
    assert "Written 2027-10, before Law 16 was amended with effect from 2028-01-01." in _text(article)
    changes = _text(_article(site_2027, "changes"))
    assert changes.index("2028-01-01") < changes.index("2027-10-01")
    feed = ET.parse(site_2027 / "changes/feed.xml").getroot()
    assert [e.findtext(f"{ATOM}updated")[:10] for e in feed.findall(f"{ATOM}entry")] == [
        "2028-01-01",
        "2027-10-01",
    ]


def test_study_groups_the_laws_by_chapter(site: Path) -> None:
    html = (site / "study/index.html").read_text(encoding="utf-8")
    datalist = html[html.index('<datalist id="bl-parts">') : html.index("</datalist>")]
    spans = re.findall(r'<option value="([^"]+)">([^<]+)</option>', datalist)  # the page's language
    assert [s for s, _ in spans] == [
        "1–5",
        "6–8",
        "9–16",
        "17–40",
        "41–71",
        "72–76",
        "77–79",
        "80",
        "81–91",
        "92–93",
    ]
    assert ("17–40", "The Auction") in spans and ("81–91", "Tournament Director") in spans
    assert ("81–91", "Sędzia zawodów") in parts(load(ROOT), "pl")  # a page rendered in Polish
