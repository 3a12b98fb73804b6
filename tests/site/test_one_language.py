"""A page reads in one language: every passage held in several languages shows the page's version
first, the others follow (for the "Also show" control to reveal), a passage held only in another
language carries its badge; the law page of the seeds as built, and rendered in Greek and Polish."""

from __future__ import annotations

import re
from pathlib import Path

from bridgelaws.site.render import Renderer

VERSION = re.compile(r'<div class="bl-version([^"]*)" lang="(\w+)" data-lang="\w+"(?: id="([^"]+)")?>')


def _article(html: str) -> str:
    return html[html.index("<article") : html.index("</article>")]


def _badge(html: str, anchor: str, page_lang: str) -> list[str]:
    """The words of the badge atop the version `anchor` (its short name, then its accessible name)."""
    badge = re.search(rf'id="{anchor}">\n<p class="bl-version-lang" lang="{page_lang}">(.*?)</p>', html)
    return re.sub(r"<[^>]+>", " ", badge.group(1)).split() if badge else []


def _passages(html: str) -> list[list[tuple[str, str, str]]]:
    """Each passage's versions in the page's order: (classes, language, id)."""
    return [VERSION.findall(part) for part in html.split('<div class="bl-versions"')[1:]]


def test_law_27_has_no_tab_bar_and_one_control(site: Path) -> None:
    article = _article((site / "laws/27/index.html").read_text(encoding="utf-8"))
    assert "tabbed" not in article
    assert article.count('class="bl-also"') == 1
    control = re.search(r'<div class="bl-also"[^>]*data-lang="en" hidden>(.*?)</div>', article, re.S)
    assert control, "the control is hidden until the script shows it"
    assert re.findall(r'data-lang="(\w+)"', control.group(1)) == ["pl", "el", "ru"]
    assert "Also show:" in control.group(1)


def test_law_27_shows_the_english_version_first_and_never_hides_one(site: Path) -> None:
    article = _article((site / "laws/27/index.html").read_text(encoding="utf-8"))
    passages = _passages(article)
    units = {p[0][2]: p for p in passages if p and p[0][2].startswith("hellenic-wiki-law27_")}
    assert len(units) == 23
    for first, greek in units.values():
        assert first[1] == "en" and "bl-primary" in first[0] and "bl-here" in first[0]
        assert greek[1] == "el" and greek[0] == "" and greek[2] == first[2].replace("_en_", "_el_")
    polish = [p for p in passages if p and p[0][2].startswith("wasiak-2019_pl_")]
    assert len(polish) == 5
    for (classes, lang, _anchor), *others in polish:  # held in Polish only: shown, with its badge
        assert lang == "pl" and "bl-primary" in classes and not others
    assert _badge(article, "wasiak-2019_pl_law-27-1", "en") == ["PL", "Polish"]
    assert " hidden" not in "".join(re.findall(r'<div class="bl-version[^>]*>', article))


def test_a_source_page_keeps_its_units_ids(site: Path) -> None:
    html = (site / "sources/hellenic-wiki-law27/index.html").read_text(encoding="utf-8")
    passages = _passages(_article(html))
    assert [(lang, anchor) for _c, lang, anchor in passages[0]] == [("en", "en-p01"), ("el", "el-p01")]


def _law_27(renderer: Renderer, lang: str) -> str:
    """Law 27's page of the site in `lang` (its words and links that site's)."""
    page = next(p for p in renderer.sitemap.site_pages if (p.kind, p.key, p.lang) == ("law", (27,), lang))
    return renderer.render(page).whole()


def test_in_greek_the_greek_version_comes_first(renderer: Renderer) -> None:
    markdown = _law_27(renderer, "el")
    passages = _passages(markdown)
    p01 = next(p for p in passages if p[0][2] == "hellenic-wiki-law27_el_p01")
    assert [(lang, "bl-primary" in classes) for classes, lang, _a in p01] == [("el", True), ("en", False)]
    control = re.search(r'<div class="bl-also".*?</div>', markdown, re.S)
    assert control and "Δείξε επίσης:" in control.group()
    assert re.findall(r'<button[^>]*data-lang="(\w+)"', control.group()) == ["en", "pl", "ru"]
    assert _badge(markdown, "wasiak-2019_pl_law-27-1", "el") == ["PL", "Πολωνικά"]


def test_in_polish_a_passage_in_neither_shows_in_english_with_its_badge(renderer: Renderer) -> None:
    markdown = _law_27(renderer, "pl")
    p01 = next(p for p in _passages(markdown) if p[0][2] == "hellenic-wiki-law27_en_p01")
    assert [(lang, "bl-primary" in classes) for classes, lang, _a in p01] == [("en", True), ("el", False)]
    assert _badge(markdown, "hellenic-wiki-law27_en_p01", "pl") == ["EN", "Angielski"]
    wasiak = next(p for p in _passages(markdown) if p[0][2] == "wasiak-2019_pl_law-27-1")
    assert wasiak[0][0].split() == ["bl-here", "bl-primary"]
    assert _badge(markdown, "wasiak-2019_pl_law-27-1", "pl") == []  # in the page's own language
    assert "Pokaż też:" in markdown
