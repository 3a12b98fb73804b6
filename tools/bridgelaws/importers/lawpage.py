"""Importer of a law page of the Polish 2007 Laws (PZBS web page): Law 17 "Okres licytacji".

The page gives the law heading ("17. OKRES LICYTACJI"), lettered sections ("D. Karty z
niewłaściwego pudełka") with numbered items ("2. Po obejrzeniu …"), and one footnote, indented with
non-breaking spaces and carrying no asterisk ("Na przykład, druga zapowiedź różni się …"). The footnote
is attached to the unit it annotates: the one sharing the most three-word phrases with it. That is
17D2 ("gdy druga zapowiedź wykraczającego różni się od zapowiedzi unieważnionej"), which is also where
the English 2007 Laws put the asterisk ("differs*"); 17D3 speaks of the call "uprzednio unieważnionej".
The footnote keeps the default mark "*", the page having dropped it.

`parse_law` is shared with the 2017 Law 15 page (see `lawchanges`).

Debris dropped (not content):
- "wesja angielska" after the heading: the label of the site's link to the English version;
- the navigation line "16. LEGALNE I NIELEGALNE INFORMACJE  16. LEGALNE I NIELEGALNE INFORMACJEtop of
  page 18. ODZYWKI  18. ODZYWKI" (links to the previous and next laws, each printed twice, and a
  "top of page" link);
- non-breaking spaces used for indentation.
The heading is printed in capitals; the title is written in sentence case ("Okres licytacji").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .emit import dump_yaml

SEEDS = {"002_556fb25a0679e7c6.txt"}
SOURCE = "pzbs-laws-2007-pl"

_HEADING_2007 = re.compile(r"^(\d{1,2})\. ([^a-ząćęłńóśźż]+?)\s*wesja angielska$")
_SECTION = re.compile(r"^([A-H])\. (.+)$")
_ITEM = re.compile(r"^(?:- )?(\d{1,2})\. (.+)$")
_SUBITEM = re.compile(r"^(?:- )?\(([a-z])\) (.+)$")
_STARRED_FOOTNOTE = re.compile(r"^(\*+) (.+)$")
_NAVIGATION = "top of page"


@dataclass
class Unit:
    """A section, item or sub-item of a law while it is being read."""

    id: str
    title: str | None = None
    text: list[str] = field(default_factory=list)
    footnotes: list[dict[str, str]] = field(default_factory=list)
    children: list[Unit] = field(default_factory=list)

    def walk(self) -> list[Unit]:
        return [self, *(unit for child in self.children for unit in child.walk())]

    def as_data(self) -> dict[str, object]:
        data: dict[str, object] = {"id": self.id}
        if self.title:
            data["title"] = self.title
        if self.text:
            data["text"] = "\n\n".join(self.text)
        if self.footnotes:
            data["footnotes"] = self.footnotes
        if self.children:
            data["children"] = [child.as_data() for child in self.children]
        return data


@dataclass
class Footnote:
    """A footnote as printed: its mark (None when the page printed none) and text."""

    mark: str | None
    text: str


@dataclass
class LawPage:
    """What a law page holds: sections, footnotes, and the paragraphs that follow the law."""

    sections: list[Unit] = field(default_factory=list)
    footnotes: list[Footnote] = field(default_factory=list)
    after: list[str] = field(default_factory=list)


def paragraphs(text: str) -> list[tuple[str, bool]]:
    """Non-empty lines, stripped of non-breaking spaces, each with whether it was indented."""
    result = []
    for raw in text.splitlines():
        line = raw.replace("\xa0", " ").strip()
        if line:
            result.append((re.sub(r" {2,}", " ", line), raw[:1] in {"\xa0", " ", "\t"}))
    return result


def parse_law(lines: list[tuple[str, bool]]) -> LawPage:
    """Read sections A, B, … with items 1, 2, … and sub-items (a), (b), … and the footnotes after them.

    A footnote is an indented line or a line starting with asterisks; the lines from the first one
    after the footnotes that is neither go to `after`, untouched.
    """
    page = LawPage()
    section: Unit | None = None
    item: Unit | None = None
    for k, (line, indented) in enumerate(lines):
        starred = _STARRED_FOOTNOTE.match(line)
        if starred or indented:
            page.footnotes.append(
                Footnote(starred.group(1), starred.group(2)) if starred else Footnote(None, line)
            )
            continue
        if page.footnotes:
            page.after = [text for text, _ in lines[k:]]
            break
        if match := _SECTION.match(line):
            section, item = Unit(match.group(1), title=match.group(2)), None
            page.sections.append(section)
        elif section is None:
            raise ValueError(f"text before the first section: {line!r}")
        elif match := _ITEM.match(line):
            item = Unit(f"{section.id}{match.group(1)}")
            section.children.append(item)
            _add_text(item, match.group(2))
        elif (match := _SUBITEM.match(line)) and item is not None:
            item.children.append(Unit(f"{item.id}({match.group(1)})", text=[match.group(2)]))
        else:
            (item or section).text.append(line)
    return page


def _add_text(item: Unit, text: str) -> None:
    """An item's text, or its first sub-item when the line goes on with "(a) …"."""
    if match := _SUBITEM.match(text):
        item.children.append(Unit(f"{item.id}({match.group(1)})", text=[match.group(2)]))
    else:
        item.text.append(text)


def attach_footnote(sections: list[Unit], footnote: Footnote) -> Unit:
    """Put the footnote on the unit it annotates and return that unit.

    A marked footnote goes to the unit whose title or text carries the same mark; an unmarked one to
    the unit sharing the most three-word phrases with it.
    """
    units = [unit for section in sections for unit in section.walk()]
    if footnote.mark:
        lone = re.compile(rf"(?<!\*){re.escape(footnote.mark)}(?!\*)")
        target = next(u for u in units if any(lone.search(t) for t in [u.title or "", *u.text]))
    else:
        target = max(units, key=lambda u: len(_trigrams(" ".join(u.text)) & _trigrams(footnote.text)))
    target.footnotes.append({"mark": footnote.mark or "*", "text": footnote.text})
    return target


def _trigrams(text: str) -> set[tuple[str, ...]]:
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[i : i + 3]) for i in range(len(words) - 2)}


def sentence_case(title: str) -> str:
    """ "OKRES LICYTACJI" → "Okres licytacji"."""
    return title[:1] + title[1:].lower()


def import_seed(text: str) -> dict[str, str]:
    """The 2007 Polish text of Law 17 and the source record."""
    lines = paragraphs(text)
    heading = _HEADING_2007.match(lines[0][0])
    if not heading:
        raise ValueError(f"not a 2007 law page heading: {lines[0][0]!r}")
    page = parse_law(lines[1:])
    for footnote in page.footnotes:
        attach_footnote(page.sections, footnote)
    unexpected = [line for line in page.after if _NAVIGATION not in line]
    if unexpected:
        raise ValueError(f"unexpected text after the footnote: {unexpected!r}")
    law = int(heading.group(1))
    data = {
        "edition": "2007",
        "lang": "pl",
        "law": law,
        "title": sentence_case(heading.group(2)),
        "source": SOURCE,
        "sections": [section.as_data() for section in page.sections],
    }
    return {
        f"laws/2007/pl/law-{law}.yaml": dump_yaml(data, "law-text", depth=3),
        f"content/sources/{SOURCE}.yaml": dump_yaml(SOURCE_RECORD, "source"),
    }


SOURCE_RECORD = {
    "id": SOURCE,
    "title": "Międzynarodowe Prawo Brydżowe 2007 (przekład polski)",
    "kind": "law-text",
    "authors": [],
    "organisation": "PZBS",
    "languages": ["pl"],
    "edition": "2007",
    "document": "originals/002_556fb25a0679e7c6.txt",
    "origin": "A page of the PZBS web edition of the Polish 2007 Laws (pzbs.pl/sedziowie/mpb/2007/pol/): "
    "Law 17, with the site's link to the English version and its links to Laws 16 and 18.",
    "licence": "Quoted for study; copyright remains with the WBF and the translator.",
    "notes": "The page names no translator and no date; the printed PZBS edition of this translation "
    "(Warszawa 2008) names Kazimierz Chłobowski as translator. The page prints the footnote of Law 17D2 "
    "without an asterisk.",
}
