"""Format `pzbs-pages`: law pages saved from the PZBS web edition of the Laws, one law a page.

The layout (seeds 002 and 004 are two such pages):

- a heading: "17. OKRES LICYTACJI wesja angielska" (the 2007 site: the title in capitals, then the
  label of the link to the English version), or "Przepis 15 – Niewłaściwe rozdanie lub ręka",
  maybe repeated as "15. Niewłaściwe rozdanie lub ręka"; "(cd.)" after it marks a page that goes on
  with a law begun on another page;
- sections "A. Tytuł", items "1. …" and sub-items "(a) …", "(i) …", each maybe a list entry "- 1. …";
  a section letter alone on its line takes its title from the next line;
- footnotes after the law: a line of asterisks ("** Punkt …") or, unmarked, an indented line;
- the navigation line ("16. LEGALNE … top of page 18. ODZYWKI"): links to the previous and next laws.

Debris dropped: the navigation line, the link label, non-breaking spaces of indentation, list dashes,
and converted emphasis (a page where every list entry ends with "*" and every footnote is wrapped
in "*…*" had its emphasis converted to asterisks: those are dropped, the footnote marks kept).
Text after the footnotes is not law text: it is reported as not placed (seed 004 is a law followed
by a commentary, which its seed reader takes).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .lawbook import LawBook
from .lawunits import heading_case
from .located import At
from .report import Document, ImportResult, fail

NAME = "pzbs-pages"
SUMMARY = "law pages saved from the PZBS web edition (one law a page, Polish), as seeds 002 and 004"

_LINK_LABEL = r"\s*(?:wesja|wersja) angielska"
_HEADING_SITE = re.compile(rf"^(\d{{1,3}})\. ([^a-ząćęłńóśźż]+?)(?:{_LINK_LABEL})?(?P<cont>\s*\(cd\.?\))?$")
_HEADING_TEXT = re.compile(r"^Przepis (\d{1,3}) [–-] (.+?)(?P<cont>\s*\(cd\.?\))?$")
_REPEATED = re.compile(r"^(\d{1,3})\. (.+)$")
_SECTION = re.compile(r"^([A-Z])\.(?: (.+))?$")
_ITEM = re.compile(r"^(?:- )?(\d{1,2})\. (.+)$")
_PAREN = re.compile(r"^(?:- )?\(([a-z]|[ivx]+)\) ?(.*)$")
_FOOTNOTE = re.compile(r"^(\*+) (.+)$")
_NAVIGATION = "top of page"
_ITEM_EMPHASIS_END = re.compile(r"^(- .*[.)])\*$")
_FOOTNOTE_EMPHASIS = re.compile(r"^\*(\*+ .+?)\*$")


@dataclass
class Line:
    """A non-empty line: its text (spaces collapsed), number, column and whether it was indented."""

    text: str
    number: int
    col: int
    indented: bool

    @property
    def at(self) -> At:
        return At(self.number, self.col)


@dataclass
class Page:
    """What one page gave besides its law: the lines after its footnotes, and its law."""

    law: int | None = None
    after: list[Line] = field(default_factory=list)


def lines_of(text: str) -> list[Line]:
    """The non-empty lines, without non-breaking spaces, each with whether it was indented."""
    out = []
    for number, raw in enumerate(text.splitlines(), 1):
        plain = raw.replace("\xa0", " ")
        line = plain.strip()
        if line:
            col = len(plain) - len(plain.lstrip()) + 1
            out.append(Line(re.sub(r" {2,}", " ", line), number, col, raw[:1] in {"\xa0", " ", "\t"}))
    return out


def strip_emphasis(lines: list[Line]) -> list[Line]:
    """Drop converted emphasis when the page has it: every list entry ends with "*"."""
    entries = [line for line in lines if line.text.startswith("- ")]
    if not entries or not all(line.text.endswith("*") for line in entries):
        return lines
    for line in lines:
        if match := _FOOTNOTE_EMPHASIS.match(line.text):
            line.text = match.group(1)
        elif match := _ITEM_EMPHASIS_END.match(line.text):
            line.text = match.group(1)
    return lines


def read_page(doc: Document, book: LawBook) -> Page:
    """Read one page into `book`; return the lines after its footnotes (and its law's number)."""
    book.document(doc.path)
    lines = strip_emphasis(lines_of(doc.text))
    if not lines:
        raise fail(doc.path, 1, 1, "an empty page")
    first = lines[0]
    heading = _HEADING_SITE.match(first.text) or _HEADING_TEXT.match(first.text)
    if heading is None:
        raise fail(
            doc.path,
            first.number,
            first.col,
            f"not a law page: expected a heading such as '17. OKRES LICYTACJI' or 'Przepis 15 – Tytuł', "
            f"found {first.text[:60]!r}",
        )
    number = int(heading.group(1))
    title = heading_case(heading.group(2).strip(), "pl")
    book.law(number, title, first.at, continued=bool(heading.group("cont")))
    rest = lines[1:]
    if rest and (repeated := _REPEATED.match(rest[0].text)) and int(repeated.group(1)) == number:
        rest = rest[1:]  # "15. Niewłaściwe rozdanie lub ręka" repeats "Przepis 15 – …"
    page = Page(law=number)
    in_footnotes = False
    pending_letter: Line | None = None  # a section letter alone on its line
    for k, line in enumerate(rest):
        text = line.text
        if _NAVIGATION in text:
            continue
        starred = _FOOTNOTE.match(text)
        if starred or (line.indented and book.in_law):
            mark, body = (starred.group(1), starred.group(2)) if starred else (None, text)
            book.footnote(mark, body, line.at)
            in_footnotes = True
            continue
        if in_footnotes:
            page.after = [other for other in rest[k:] if _NAVIGATION not in other.text]
            break
        if pending_letter is not None:
            book.warn(
                pending_letter.at,
                f"section letter {pending_letter.text} alone on its line: its title is the next line",
            )
            book.section(pending_letter.text[0], text, pending_letter.at)
            pending_letter = None
            continue
        read_line(line, book)
        if (section := _SECTION.match(text)) and not section.group(2):
            pending_letter = line
    return page


def read_line(line: Line, book: LawBook) -> None:
    """One line of law text: a section, an item (maybe opening its first sub-item), a sub-item, or
    text of the unit open."""
    text = line.text
    if (section := _SECTION.match(text)) and section.group(2):
        book.section(section.group(1), section.group(2), line.at)
    elif section:
        return  # a letter alone: the caller takes the next line as its title
    elif item := _ITEM.match(text):
        book.item(int(item.group(1)), line.at)
        body = item.group(2)
        if paren := _PAREN.match(body):
            book.parenthesised(paren.group(1), At(line.number, line.col + text.index(body)))
            body = paren.group(2)
        book.text(body, line.at)
    elif (paren := _PAREN.match(text)) and book.in_law:
        book.parenthesised(paren.group(1), line.at)
        book.text(paren.group(2), line.at)
    else:
        book.text(text, line.at)


def read(docs: list[Document], book: LawBook, result: ImportResult) -> list[Page]:
    """Read every page; text after a page's footnotes is reported as not placed."""
    pages = [read_page(doc, book) for doc in docs]
    for doc, page in zip(docs, pages, strict=True):
        for line in page.after:
            result.not_placed(
                doc.path, line.number, line.col, line.text, f"after the footnotes of Law {page.law}"
            )
    return pages
