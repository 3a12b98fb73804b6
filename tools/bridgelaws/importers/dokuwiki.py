"""Format `dokuwiki`: law pages of a DokuWiki (the Greek federation's wiki, as seed 001), page source.

The layout:

- a heading names the law: "====== Νόμος 16 – Αθέμιτη Πληροφορία ======" (also "ΝΟΜΟΣ 16", "Law 16");
  "(συνέχεια)" after it marks a page that goes on with a law begun on another page;
- sections as headings ("===== Α. Χρήση πληροφοριών ====="), bold lines ("**Α. …**") or plain lines
  ("Α. …"), their letters Greek (Α Β Γ Δ Ε ΣΤ Ζ Η = A B C D E F G H) or Latin; a letter alone on its
  line, or at the end of a line, opens its section, whose title is the next line;
- items and sub-items as list entries ("  - …", deeper by two spaces a level), numbered by DokuWiki
  (the first level items 1, 2 …, the second (a), (b) …, the third (i), (ii) …) or with their label
  written ("  * **1.** …", "(β) …", "(ii) …"), or as lines starting with their label;
- footnotes written where their mark stands, "((…))": numbered on each page as DokuWiki shows them
  (¹ ² ³ in the text and on the footnote);
- debris dropped: "<html>…</html>" blocks (spacers), "~~NOTOC~~" and other macros, "{{…}}" tags,
  "\\\\" line breaks, link brackets ("[[page|text]]" → text), "//italic//" (→ _italic_), "__underline__";
  and the footer of a rendered page ("Θα μπορούσατε να σχολιάσετε …" and the bullets after it).
"""

from __future__ import annotations

import re

from bridgelaws.refs.patterns import GREEK_ITEMS, GREEK_SECTIONS

from .lawbook import LawBook
from .lawunits import ROMAN, heading_case
from .located import At
from .report import Document, ImportResult, fail

NAME = "dokuwiki"
SUMMARY = "DokuWiki page source, one or more laws a page (as the Greek wiki, seed 001)"

FOOTER_START = "Θα μπορούσατε να σχολιάσετε"  # "you could comment if you were logged in": a page footer
SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_HTML = re.compile(r"<html>.*?</html>", re.S | re.I)
_MACRO = re.compile(r"~~[A-Z_]+~~|\{\{[^}]*\}\}")
_LINK = re.compile(r"\[\[(?:[^\]|]*\|)?([^\]]*)\]\]")
_ITALIC = re.compile(r"(?<!:)//(.+?)(?<!:)//")
_UNDERLINE = re.compile(r"__(.+?)__")
_MONO = re.compile(r"''(.+?)''")
_FOOTNOTE = re.compile(r"\(\((.+?)\)\)", re.S)
_HEADING = re.compile(r"^(={2,6})\s*(.+?)\s*={2,6}\s*$")
_LAW = re.compile(
    r"^(?:ΝΟΜΟΣ|Νόμος|Νομος|LAW|Law|Przepis|Правило)\s+(\d{1,3})"
    r"\s*(?:[–—:.-]\s*(?P<title>.*?))?\s*(?P<cont>\((?:συνέχεια|continued|cont\.|cd\.)\))?$"
)
_SECTION = re.compile(r"^(ΣΤ|Ϛ|[Α-ΩA-Z])\.(?:\s+(.*))?$")
_ITEM = re.compile(r"^(\d{1,2})\.\s+(.*)$")
_PAREN = re.compile(r"^\((στ|[α-ω]|[a-z]|[ivx]+)\)\s*(.*)$")
_LIST = re.compile(r"^( {2,})([-*])\s+(.*)$")
_LETTER_AT_END = re.compile(r"^(.*\S)\s+(ΣΤ|[Α-ΩA-Z])\.$")
_BOLD_LABEL = re.compile(r"^\*\*((?:ΣΤ|Ϛ|[Α-ΩA-Z])\.|\d{1,2}\.|\([^)]{1,4}\))\*\*\s*")
_BOLD_LINE = re.compile(r"^\*\*(.+)\*\*$")


def section_letter(letter: str) -> str:
    """A section letter, Greek or Latin, as the canonical Latin letter: Γ → C, ΣΤ → F."""
    return GREEK_SECTIONS.get(letter, letter)


def item_letter(letter: str) -> str:
    """A sub-item letter, Greek or Latin, as the canonical Latin letter: β → b, στ → f."""
    return GREEK_ITEMS.get(letter, letter)


def unbold(text: str) -> str:
    """A line without the bold around its label: "**1.** text" → "1. text"."""
    return _BOLD_LABEL.sub(lambda m: m.group(1) + " ", text)


def clean(text: str) -> str:
    """The page without its debris (HTML blocks, macros, link brackets, emphasis markup), line for line."""
    text = _HTML.sub(lambda m: "\n" * m.group().count("\n"), text)
    text = _MACRO.sub("", text)
    text = _LINK.sub(lambda m: m.group(1), text)
    text = _ITALIC.sub(r"_\1_", text)  # "_" : an asterisk in a law text is a footnote mark
    text = _UNDERLINE.sub(r"\1", text)
    text = _MONO.sub(r"\1", text)
    return text.replace("\\\\ ", " ").replace("\\\\\n", "\n")


class _Page:
    """Reads one page into a LawBook: a paragraph (run of lines) at a time."""

    def __init__(self, doc: Document, book: LawBook):
        self.doc = doc
        self.book = book
        self.notes = 0  # footnotes numbered on this page
        self.pending: list[str] = []  # lines of the paragraph being read
        self.pending_at: At | None = None
        self.title_next = False  # a section letter was read alone: its title comes next
        self.counters: list[int] = []  # auto-numbering of list levels

    def read(self) -> None:
        lines = clean(self.doc.text).split("\n")
        footer = next(
            (i for i, line in enumerate(lines) if line.strip().startswith(FOOTER_START)), len(lines)
        )
        if not any(_HEADING.match(line) and _LAW.match(_HEADING.match(line).group(2)) for line in lines):
            raise fail(
                self.doc.path, 1, 1, "no law heading on the page (expected '====== Νόμος 16 – … ======')"
            )
        for number, raw in enumerate(lines[:footer], 1):
            self.line(raw, number)
        self.flush()

    # --- paragraphs ------------------------------------------------------------------------------

    def flush(self) -> None:
        if not self.pending or self.pending_at is None:
            self.pending = []
            return
        text = " ".join(" ".join(self.pending).split())
        at = self.pending_at
        self.pending, self.pending_at = [], None
        notes: list[tuple[str, str]] = []

        def mark(match: re.Match[str]) -> str:
            self.notes += 1
            sign = str(self.notes).translate(SUPERSCRIPT)
            notes.append((sign, " ".join(match.group(1).split())))
            return sign

        text = _FOOTNOTE.sub(mark, text)
        if self.title_next and self.book.in_law:
            self.book.section_title(text)
            self.title_next = False
        else:
            self.book.text(text, at)
        for sign, note in notes:
            self.book.footnote_here(sign, note)

    def line(self, raw: str, number: int) -> None:
        text = raw.strip()
        if not text:
            self.flush()
            return
        at = At(number, len(raw) - len(raw.lstrip()) + 1)
        if heading := _HEADING.match(text):
            self.flush()
            self.heading(heading.group(2).strip(), at)
            return
        if listed := _LIST.match(raw):
            self.flush()
            self.entry(len(listed.group(1)) // 2, listed.group(2), listed.group(3).strip(), at)
            return
        if self.labelled(text, at):
            return
        if (letter := _LETTER_AT_END.match(text)) and self.book.expects_section(
            section_letter(letter.group(2))
        ):
            self.pending.append(letter.group(1))
            self.pending_at = self.pending_at or at
            self.flush()
            where = At(number, at.col + len(text) - len(letter.group(2)) - 1)
            self.book.warn(
                where,
                f"section letter {letter.group(2)} at the end of a line: the section starts there, "
                "its title is the next line",
            )
            self.book.section(section_letter(letter.group(2)), None, where)
            self.title_next = True
            return
        if not self.pending:
            self.pending_at = at
        self.pending.append(text)

    # --- structure -------------------------------------------------------------------------------

    def heading(self, text: str, at: At) -> None:
        if law := _LAW.match(text):
            title = heading_case(law.group("title") or "", self.book.lang)
            self.book.law(int(law.group(1)), title, at, continued=bool(law.group("cont")))
            self.counters = []
            return
        if not self.section(text, at):
            self.book.not_in_a_law(at, text, "a heading that names no law or section")

    def section(self, text: str, at: At) -> bool:
        """A section line ("Α. Τίτλος", "**Β. Τίτλος**"); False if `text` is none."""
        bold = _BOLD_LINE.match(text)
        match = _SECTION.match(bold.group(1) if bold else text)
        if not match or not self.book.in_law:
            return False
        self.flush()
        title = (match.group(2) or "").strip().strip("*").strip() or None
        if title is None:
            self.book.warn(
                at, f"section letter {match.group(1)} alone on its line: its title is the next line"
            )
            self.title_next = True
        self.book.section(section_letter(match.group(1)), title, at)
        self.counters = []
        return True

    def labelled(self, text: str, at: At) -> bool:
        """A line that opens a section, an item or a sub-item by its label."""
        if self.section(text, at):
            return True
        plain = unbold(text)
        if not self.book.in_law:
            return False
        if item := _ITEM.match(plain):
            self.flush()
            self.book.item(int(item.group(1)), at)
            self.opening(item.group(2), at)
            return True
        if paren := _PAREN.match(plain):
            self.flush()
            self.paren(paren.group(1), at)
            self.start(paren.group(2), at)
            return True
        return False

    def paren(self, label: str, at: At) -> None:
        self.book.parenthesised(label if label in ROMAN else item_letter(label), at)

    def opening(self, text: str, at: At) -> None:
        """The words after an item's number, which may open its first sub-item ("1. (α) …")."""
        text = unbold(text)
        if paren := _PAREN.match(text):
            self.paren(paren.group(1), at)
            text = paren.group(2)
        self.start(text, at)

    def start(self, text: str, at: At) -> None:
        self.pending, self.pending_at = ([text] if text else []), at

    def entry(self, level: int, kind: str, text: str, at: At) -> None:
        """A list entry: its label written, or numbered by its level (ordered lists, "-")."""
        del self.counters[level:]
        while len(self.counters) < level:
            self.counters.append(0)
        self.counters[level - 1] += 1
        if self.labelled(text, at):
            return
        if kind == "*" or not self.book.in_law:
            self.start(f"- {text}", at)
            return
        n = self.counters[level - 1]
        if level == 1:
            self.book.item(n, at)
        elif level == 2:
            self.book.subitem(chr(ord("a") + n - 1), at)
        else:
            self.book.subsubitem(ROMAN[n - 1] if n <= len(ROMAN) else str(n), at)
        self.start(text, at)


def read(docs: list[Document], book: LawBook, result: ImportResult) -> None:
    for doc in docs:
        book.document(doc.path)
        _Page(doc, book).read()
