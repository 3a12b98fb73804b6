"""Every link lands on the law its author meant (issue 16): a reference goes to the law of its own
edition, whose page exists for every law a text cites, and its link text shows that edition.

The cases are the sources' own sentences; the last test walks every reference of the content.
"""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from bridgelaws.model import law_number, load
from bridgelaws.refs import LawRef

from .conftest import ROOT

_LINK = re.compile(r'<a href="([^"]*)"([^>]*)>(.*?)</a>', re.S)
_BADGE = re.compile(r'<span class="bl-edition">([^<]*)</span>$')
_TAGS = re.compile(r"<[^>]+>")


def links(site: Path, url: str) -> list[tuple[str, str, str | None, str]]:
    """(text, target path#anchor from the site root, edition badge, title) of every link on a page."""
    html = (site / url / "index.html").read_text(encoding="utf-8")
    article = html[html.index("<article") : html.index("</article>")]
    found = []
    for href, attrs, inner in _LINK.findall(article):
        badge = _BADGE.search(inner)
        text = unescape(_TAGS.sub("", inner[: badge.start()] if badge else inner)).strip()
        title = re.search(r'title="([^"]*)"', attrs)
        target = _resolve(url, href)
        found.append(
            (
                " ".join(text.split()),
                target,
                badge.group(1) if badge else None,
                unescape(title.group(1)) if title else "",
            )
        )
    return found


def _resolve(url: str, href: str) -> str:
    """A relative href from the page at `url` as "path/#anchor" from the site root."""
    if href.startswith("#"):
        return f"{url}/{href}"
    parts = url.split("/")
    path, _, anchor = href.partition("#")
    for piece in path.split("/"):
        if piece == "..":
            parts.pop()
        elif piece and piece != ".":
            parts.append(piece)
    return "/".join(parts) + "/" + (f"#{anchor}" if anchor else "")


def link_to(site: Path, url: str, text: str) -> list[tuple[str, str | None, str]]:
    """(target, badge, title) of the links on `url` whose text is `text`."""
    return [(target, badge, title) for t, target, badge, title in links(site, url) if t == text]


@pytest.fixture(scope="module")
def kb():  # type: ignore[no-untyped-def]
    return load(ROOT)


def test_the_law_15_commentary_sends_the_old_laws_to_2007(site: Path) -> None:
    url = "sources/law15-changes-2017-pl"
    moved = link_to(site, url, "przepisu 17D")  # "przeniesienie i modyfikacja przepisu 17D"
    assert moved == [
        ("editions/2007/17/#D", "2007", "Law 17D of the 2007 Laws (named by “przeniesienie i modyfikacja”)")
    ]
    assert link_to(site, url, "przepis 17D") == [  # "przepis 17D został przeniesiony"
        ("editions/2007/17/#D", "2007", "Law 17D of the 2007 Laws (named by “został przeniesiony”)")
    ]
    assert [(t, b) for t, b, _ in link_to(site, url, "przepisem 15A")] == [("laws/15/#A", None)]
    assert [(t, b) for t, b, _ in link_to(site, url, "16D")] == [
        ("editions/2007/16/#D", "2007")
    ]  # starymu 16D
    assert {(t, b) for t, b, _ in link_to(site, url, "przepis 16C")} == {
        ("laws/16/#C", None)
    }  # nowy przepis 16C


def test_the_2019_lecture_old_law_23_and_the_2007_27B1b(site: Path) -> None:
    url = "sources/wasiak-2019"
    assert [(t, b) for t, b, _ in link_to(site, url, "przepis 23")] == [("editions/2007/23/", "2007")]
    assert [(t, b) for t, b, _ in link_to(site, url, "27B1b")] == [("editions/2007/27/#B1b", "2007")]


def test_old_law_23_is_not_referred_to_by_the_2017_law_23_but_by_its_2007_page_and_law_72(site: Path) -> None:
    law23 = (site / "laws/23/index.html").read_text(encoding="utf-8")
    referred = law23[law23.index('id="referred-to-by"') :]
    assert "Stary" not in referred
    old = (site / "editions/2007/23/index.html").read_text(encoding="utf-8")
    assert "<strong>przepis 23</strong>" in old[old.index('id="referred-to-by"') :]
    law72 = (site / "laws/72/index.html").read_text(encoding="utf-8")
    predecessors = law72[law72.index('id="referred-predecessors"') :]
    assert "Stary <strong>przepis 23</strong> jest teraz częścią 72." in predecessors
    assert '<span class="bl-edition">2007</span>' in predecessors


def test_law_15_lists_the_citations_of_2007_17D_among_its_predecessors(site: Path) -> None:
    html = (site / "laws/15/index.html").read_text(encoding="utf-8")
    predecessors = html[html.index('id="referred-predecessors"') :]
    assert "przepisu 17D" in predecessors and "przepis 17D" in predecessors
    assert '17D<span class="bl-edition">2007</span></a> → <a' in predecessors
    own = html[html.index('id="referred-to-by"') : html.index('id="referred-predecessors"')]
    assert not re.search(r"<strong>[^<]*17D</strong>", own)


def test_the_2007_text_of_law_17_cites_the_2007_law_16D_which_became_16C(site: Path) -> None:
    assert [(t, b) for t, b, _ in link_to(site, "editions/2007/17", "przepis 16D")] == [
        ("editions/2007/16/#D", "2007")
    ]
    html = (site / "editions/2007/16/index.html").read_text(encoding="utf-8")
    now = html[html.index("In the 2017 Laws") :]
    assert re.search(
        r'16D<span class="bl-edition">2007</span></a> → <a href="[^"]*laws/16/#C">Law 16C</a>', now
    )


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Правило 23В", "editions/1987/23/#B"),
        ("Правило 16А2", "editions/1987/16/#A2"),
        ("Правилу 73F1", "editions/1987/73/#F1"),
        ("Правилам 84Е", "editions/1987/84/#E"),
        ("Правиле 72А5", "editions/1987/72/#A5"),
    ],
)
def test_the_russian_commentary_cites_the_1987_laws(site: Path, text: str, target: str) -> None:
    found = link_to(site, "sources/ru-commentary-1987", text)
    assert found, text
    assert {(t, b) for t, b, _ in found} == {(target, "1987")}
    assert all(
        title.startswith(
            f"Law {LawRef.parse(target.split('/')[2] + target.split('#')[1]).canonical} of the 1987 Laws"
        )
        for _, _, title in found
    )


def test_a_1987_law_page_says_what_is_held_and_who_cites_it(site: Path) -> None:
    html = (site / "editions/1987/73/index.html").read_text(encoding="utf-8")
    assert "Law 73 of the 1987 Laws" in html and "the sections its sources cite" in html
    for anchor in ("A1", "B2", "F1"):
        assert f'id="{anchor}"' in html
    assert "Комментарий к Правилам 1987 года" in html  # its commentary is on this page
    law73 = (site / "laws/73/index.html").read_text(encoding="utf-8")
    start = law73.index('id="commentary"')
    commentary = law73[start : law73.index("<h2", start)]  # to the next section of the page
    assert "Комментарий к Правилам 1987 года" not in commentary and "</p>" in commentary
    assert "Law 73 in the 1987 Laws" in law73  # reached from the 2017 page, marked as another code


def test_every_reference_links_to_the_law_of_its_own_edition(site: Path, kb) -> None:  # type: ignore[no-untyped-def]
    """A reference of an edition other than 2017 never links to a 2017 law page unless the concordance
    maps it there; a 2017 reference links to the 2017 page; every one shows its edition when not 2017."""
    pages: dict[str, dict[str, set[tuple[str, str | None]]]] = {}
    checked = 0
    linked_to: dict[tuple[str, str], int] = {}  # (passage, field) → where the last link ended
    for citation in sorted(kb.citations, key=lambda c: (c.passage, c.field, c.start, -c.end)):
        if citation.kind != "law" or citation.edition is None:
            continue
        if citation.start < linked_to.get((citation.passage, citation.field), 0):
            continue  # inside a range already linked ("72...76" links once, to 72)
        linked_to[(citation.passage, citation.field)] = citation.end
        passage = kb.passages[citation.passage]
        kind, rest = passage.uid.split("/", 1)
        if kind == "commentary":
            url = f"sources/{rest.split('/')[0]}"
        elif kind == "example":
            source, _, example = rest.split("/")
            url = f"examples/{source}/{example}"
        else:
            edition, _, number = rest.split("/")[:3]
            url = f"laws/{number}" if edition == "2017" else f"editions/{edition}/{number}"
        if url not in pages:
            table: dict[str, set[tuple[str, str | None]]] = {}
            for text, target, badge, _ in links(site, url):
                table.setdefault(text, set()).add((target, badge))
            pages[url] = table
        text = " ".join(citation.text.split("\n\n")[-1].split())
        found = pages[url].get(text, set())
        number = law_number(citation.target)
        home = f"laws/{number}/" if citation.edition == "2017" else f"editions/{citation.edition}/{number}/"
        badge = None if citation.edition == "2017" else citation.edition
        mapped = {e.to for e in kb.successors(citation.edition, citation.target)}
        ok = [
            (target, b)
            for target, b in found
            if b == badge
            and (
                target.startswith(home)
                or (citation.edition != "2017" and target.startswith("laws/") and mapped)
            )
        ]
        assert ok, (
            f"{passage.uid}: '{text}' ({citation.edition} {citation.ref}) links to {sorted(found, key=str)}"
        )
        checked += 1
    assert checked > 120
