"""Format `wbf-pdf-text`: the text layer of the WBF Laws as `pdftotext -layout` gives it (English).

The layout:

- pages separated by form feeds; on every page a running header ("THE LAWS OF DUPLICATE BRIDGE
  2017"), a page number and maybe a footer: lines that stand at the top or the bottom of several pages
  (digits aside), and lone numbers, are page furniture, dropped;
- "DEFINITIONS", then one entry a term: "Alert – A signal …", its text wrapped under a hanging indent;
- chapter headings ("CHAPTER II – PRELIMINARIES"), reported as not placed (the project keeps no
  chapters), like the title page and preface before the Definitions;
- laws: "LAW 16 – AUTHORIZED AND UNAUTHORIZED INFORMATION" ("LAW 16 (continued)" on a page that
  goes on with it); sections "A. Players' Use of Information" at the left margin; items "1." indented,
  sub-items "(a)" and "(i)" indented further; text wraps under a hanging indent;
- words hyphenated across lines ("Direc-" / "tor"), joined; the hyphen kept where the document
  writes the compound with one elsewhere ("non-offending");
- footnotes at the foot of a page, below a rule of underscores or after their mark ("* For
  example …"), each put on the nearest unit before it that carries its mark;
- a section letter at the end of a line, its title on the next ("… at once. C." / "Information from
  Withdrawn Actions"): the section is opened there, with a warning;
- a law reference broken at a line end ("Law 16" / "B1"): joined ("Law 16B1").

The edition is the year of the running header unless --edition says.
"""

from __future__ import annotations

import re
from collections import Counter

from .lawbook import LawBook
from .lawunits import heading_case
from .located import At
from .report import Document, ImportResult
from .textlines import Line, broken_reference, join, words_of

NAME = "wbf-pdf-text"
SUMMARY = "the WBF Laws as `pdftotext -layout` gives them (English): pages, Definitions, laws, footnotes"

_EDITION = re.compile(r"LAWS OF DUPLICATE (?:CONTRACT )?BRIDGE\s+((?:19|20)\d\d)", re.IGNORECASE)
_LAW = re.compile(r"^LAW (\d{1,3})(?:\s*[–—-]\s*(?P<title>.+?))?(?P<cont>\s*\((?:continued|cont\.)\))?$")
_CHAPTER = re.compile(r"^CHAPTER [IVXL]+\b")
_DEFINITIONS = re.compile(r"^DEFINITIONS$")
_TERM = re.compile(r"^([A-Z][\w’'()/ -]{0,50}?)\s+[–—-]\s+(\S.*)$")
_SECTION = re.compile(r"^([A-Z])\.(?:\s+(\S.*))?$")
_ITEM = re.compile(r"^(\d{1,2})\.\s+(\S.*)$")
_PAREN = re.compile(r"^\(([a-z]|[ivx]+)\)\s+(\S.*)$")
_FOOTNOTE = re.compile(r"^(\*{1,3}|†|‡)\s*(\S.*)$")
_RULE = re.compile(r"^_{5,}$")
_PAGE_NUMBER = re.compile(r"^(?:[-–]\s*)?\d{1,3}(?:\s*[-–])?$|^Page \d{1,3}$", re.IGNORECASE)
_LETTER_AT_END = re.compile(r"^(.*\S)\s+([A-Z])\.$")
_TERMINAL = (".", ":", ";", "?", "!")


def edition_of(docs: list[Document]) -> str | None:
    """The year in the running header ("THE LAWS OF DUPLICATE BRIDGE 2017")."""
    for doc in docs:
        if match := _EDITION.search(doc.text):
            return match.group(1)
    return None


def pages_of(text: str) -> list[list[Line]]:
    """The document's pages (split at form feeds), each a list of its non-blank lines; blank lines kept
    as empty `Line`s so that paragraph breaks are seen."""
    pages: list[list[Line]] = [[]]
    for number, raw in enumerate(text.split("\n"), 1):
        parts = raw.split("\f")
        for k, part in enumerate(parts):
            if k:
                pages.append([])
            body = part.rstrip()
            indent = len(body) - len(body.lstrip())
            pages[-1].append(Line(body.strip(), number, indent))
    return [page for page in pages if any(line.text for line in page)]


def _shape(text: str) -> str:
    return re.sub(r"\d+", "#", " ".join(text.split()))


def furniture(pages: list[list[Line]]) -> set[int]:
    """Line numbers of the running headers, footers and page numbers: a line among the first or last
    two of a page that stands (digits aside) at the same place on another page, or a lone number."""

    def ends(page: list[Line]) -> tuple[list[Line], list[Line]]:
        lines = [line for line in page if line.text]
        return lines[:2], lines[-2:]

    shapes: Counter[tuple[str, str]] = Counter()
    for page in pages:
        top, bottom = ends(page)
        shapes.update({("top", _shape(line.text)) for line in top})
        shapes.update({("bottom", _shape(line.text)) for line in bottom})
    found: set[int] = set()
    for page in pages:
        top, bottom = ends(page)
        for where, lines in (("top", top), ("bottom", bottom)):
            for line in lines:
                if _PAGE_NUMBER.match(line.text) or (
                    len(pages) > 1 and shapes[(where, _shape(line.text))] > 1
                ):
                    found.add(id(line))
    return found


class _Reader:
    """Reads the pages of one document into a LawBook, a paragraph at a time."""

    def __init__(self, doc: Document, book: LawBook):
        self.doc = doc
        self.book = book
        self.words = words_of(doc.text)
        self.paragraph: list[str] = []  # the paragraph being read
        self.paragraph_at: At | None = None
        self.kind = "text"  # what the paragraph is: "text", "term", "footnote", "title", "preface"
        self.term: str | None = None
        self.mark: str | None = None
        self.definitions = False

    def flush(self, held: tuple | None = None) -> None:
        """Give the paragraph read so far to the book (`held`: the page's paragraph put aside, whose
        words may carry the mark of a footnote being given)."""
        if not self.paragraph or self.paragraph_at is None:
            self.paragraph = []
            return
        text = self.paragraph[0]
        for line in self.paragraph[1:]:
            text = text + line if broken_reference(text, line) else join(text, line, self.words)
        at = self.paragraph_at
        if self.kind == "term":
            self.book.definition(self.term or "", text, at)
        elif self.kind == "footnote":
            self.book.footnote(self.mark, text, at, " ".join(held[0]) if held else "")
        elif self.kind == "chapter":
            self.book.not_in_a_law(at, text, "a chapter heading (the project keeps no chapters)")
        elif self.definitions and self.book.definitions:
            self.book.definitions[-1].paragraphs.append(text)
        elif not self.book.in_law:
            self.book.not_in_a_law(at, text, "before the Definitions and the first law (title page, preface)")
        else:
            self.book.text(text, at)
        self.paragraph, self.paragraph_at, self.kind = [], None, "text"

    def start(self, text: str, at: At, kind: str = "text") -> None:
        self.flush()
        self.paragraph, self.paragraph_at, self.kind = ([text] if text else []), at, kind
        self.term = None

    def read(self) -> None:
        pages = pages_of(self.doc.text)
        skip = furniture(pages)
        for page in pages:
            held: tuple | None = None  # the page's last paragraph, which may go on over the page
            blank = False
            for line in page:
                if id(line) in skip:
                    continue
                if not line.text:
                    blank = True
                    continue
                footnote = _FOOTNOTE.match(line.text)
                if held is None and (footnote or _RULE.match(line.text)):
                    held = self.hold()
                if _RULE.match(line.text):
                    continue
                if footnote:
                    self.flush(held)
                    self.mark = footnote.group(1)
                    self.paragraph, self.paragraph_at, self.kind = [footnote.group(2)], line.at, "footnote"
                elif held is not None:
                    self.paragraph.append(line.text)
                else:
                    self.line(line, blank)
                blank = False
            if held is not None:
                self.flush(held)
                self.paragraph, self.paragraph_at, self.kind, self.term = held
            if self.paragraph and self.paragraph[-1].endswith(_TERMINAL):
                self.flush()  # a sentence ended with the page: the next page starts a new paragraph
        self.flush()

    def hold(self) -> tuple:
        """Put the paragraph being read aside while the page's footnotes are read."""
        held = (self.paragraph, self.paragraph_at, self.kind, self.term)
        self.paragraph, self.paragraph_at, self.kind, self.term = [], None, "text", None
        return held

    def line(self, line: Line, blank: bool) -> None:
        text, at, book = line.text, line.at, self.book
        if law := _LAW.match(text):
            self.flush()
            self.definitions = False
            book.end_definitions()
            title = heading_case(law.group("title") or "", "en")
            book.law(int(law.group(1)), title, at, continued=bool(law.group("cont")))
            if not law.group("title") and not law.group("cont"):
                self.kind = "title"
            return
        if _CHAPTER.match(text):
            self.start(text, at, "chapter")
            self.flush()
            return
        if _DEFINITIONS.match(text):
            self.flush()
            self.definitions = True
            return
        if self.definitions and (term := _TERM.match(text)) and line.indent <= 2:
            self.start(term.group(2), at, "term")
            self.term = term.group(1)
            return
        if self.kind == "title" and book.in_law and not self.paragraph:  # "LAW 7" then its title
            book.law_title(heading_case(text, "en"))
            self.kind = "text"
            return
        if book.in_law and (section := _SECTION.match(text)):
            self.flush()
            title = section.group(2)
            if title is None:
                book.warn(at, f"section letter {text} alone on its line: its title is the next line")
                book.section(section.group(1), None, at)
                self.kind = "section-title"
                return
            if len(title) > 70 or title.endswith(_TERMINAL):
                book.section(section.group(1), None, at)
                self.start(title, at)
            else:
                book.section(section.group(1), title, at)
            return
        if self.kind == "section-title" and book.in_law:
            book.section_title(text)
            self.kind = "text"
            return
        if book.in_law and (item := _ITEM.match(text)):
            self.flush()
            book.item(int(item.group(1)), at)
            self.opening(item.group(2), At(at.line, at.col + text.index(item.group(2))))
            return
        if book.in_law and (paren := _PAREN.match(text)):
            self.flush()
            book.parenthesised(paren.group(1), at)
            self.start(paren.group(2), At(at.line, at.col + text.index(paren.group(2))))
            return
        if book.in_law and (letter := _LETTER_AT_END.match(text)) and book.expects_section(letter.group(2)):
            self.add(letter.group(1), at, blank)
            self.flush()
            book.warn(
                At(at.line, at.col + len(text) - 2),
                f"section letter {letter.group(2)} at the end of a line: the section starts there, "
                "its title is the next line",
            )
            book.section(letter.group(2), None, At(at.line, at.col + len(text) - 2))
            self.kind = "section-title"
            return
        self.add(text, at, blank)

    def opening(self, text: str, at: At) -> None:
        """The text after an item's number, which may open its first sub-item: "2. (a) …"."""
        if paren := _PAREN.match(text):
            self.book.parenthesised(paren.group(1), at)
            text = paren.group(2)
        self.start(text, at)

    def add(self, text: str, at: At, blank: bool) -> None:
        """A line of running text: a new paragraph after a blank line that follows a finished sentence."""
        last = self.paragraph[-1] if self.paragraph else ""
        if last and not (blank and (last.endswith(_TERMINAL) or last.isupper() or text.isupper())):
            self.paragraph.append(text)
        else:
            self.start(text, at)


def read(docs: list[Document], book: LawBook, result: ImportResult) -> None:
    for doc in docs:
        book.document(doc.path)
        _Reader(doc, book).read()
