"""Format `pdf-text`: plain text extracted from a PDF with the debris of seed 003 (the Russian laws).

The debris, dropped (`clean`): a blank line between every two lines; page markers "..page4", on their
own line or at the end of one; emphasised words repeated on lines of their own after the line that
holds them ("претензию" / "претензию"); Latin letters inside a Cyrillic word ("moжет"), read as
Cyrillic. Lines break mid-sentence and are joined again: a word hyphenated at a line end is joined, a
law reference broken at one ("Правило 16" / "В1") too.

The laws: "Правило 16. ЛЕГАЛЬНАЯ И НЕЛЕГАЛЬНАЯ ИНФОРМАЦИЯ" ("Правило 16 (продолжение)" goes on with
a law begun before); sections "А. Использование информации", items "1.", sub-items "(а)", "(ii)".
Section and item letters are Cyrillic: in the Russian alphabet (А Б В Г Д Е = A B C D E F) when the
document uses a letter that is no look-alike of a Latin one (Б, Г, Д, Ж, З, И), else look-alikes of the
Latin letters (А В С Е = A B C E); Latin letters read as themselves. A label opens its unit at the
start of a line when the line before ends a sentence or the label is the next one expected (a line
that happens to start with "16." inside a sentence stays text). A section line's words are its title
when the next line starts a new sentence. A section letter at the end of a line opens its section;
its title is the next line (a warning says so).
"""

from __future__ import annotations

import re

from bridgelaws.refs.patterns import CYRILLIC_ITEMS, CYRILLIC_SECTIONS

from .lawbook import LawBook
from .lawunits import heading_case
from .located import At
from .report import Document, ImportResult
from .textlines import Line, broken_reference, join, words_of

NAME = "pdf-text"
SUMMARY = "plain text extracted from a PDF, with the debris of seed 003 (the Russian laws)"

PAGE_MARKER = re.compile(r"\s*\.\.page\d+\s*$")
REPEAT_MAX = 30  # longest emphasised fragment repeated on its own line
_LATIN_HOMOGLYPHS = str.maketrans("aceopxym", "асеорхум")
_LAW = re.compile(
    r"^(?:Правило|ПРАВИЛО)\s+(\d{1,3})(?:\.\s*(?P<title>[^a-zа-яё].*?))?\s*(?P<cont>\(продолжение\))?$"
)
_SECTION = re.compile(r"^([A-ZА-ЯЁ])\.(?:\s+(.*))?$")
_ITEM = re.compile(r"^(\d{1,2})\.\s+(.*)$")
_PAREN = re.compile(r"^\(([a-zа-я]|[ivx]+)\)\s+(.*)$")
_LETTER_AT_END = re.compile(r"^(.*\S)\s+([A-ZА-Я])\.$")
_LIST_END = re.compile(r"[;·]\s*\w{1,4}$")  # "…; или", "…; и": an entry of a list ends
_FOOTNOTE = re.compile(r"^(\*{1,3})\s*(\S.*)$")
_RUSSIAN_ONLY = set("БГДЖЗИ")
_TERMINAL = (".", ":", ";", "!", "?")


def fix_homoglyphs(line: str) -> str:
    """Latin look-alike letters inside a word that is otherwise Cyrillic, read as Cyrillic."""

    def fix(match: re.Match[str]) -> str:
        word = match.group()
        mixed = re.search("[A-Za-z]", word) and re.search("[А-Яа-яЁё]", word)
        return word.translate(_LATIN_HOMOGLYPHS) if mixed else word

    return re.sub(r"[^\W\d_]+", fix, line)


def clean(text: str) -> list[Line]:
    """The document's lines without page markers, blank lines and repeated emphasised words."""
    kept: list[Line] = []
    for number, raw in enumerate(text.splitlines(), 1):
        body = PAGE_MARKER.sub("", raw)
        line = body.strip()
        if not line:
            continue
        previous = kept[-1].text if kept else ""
        if kept and len(line) <= REPEAT_MAX and re.search(rf"(?<!\w){re.escape(line)}(?!\w)", previous):
            continue
        kept.append(Line(fix_homoglyphs(line), number, len(body) - len(body.lstrip())))
    return kept


def letter_mode(lines: list[Line]) -> str:
    """ "russian" when a section letter of the document is a Russian letter with no Latin look-alike."""
    letters = {m.group(1) for line in lines if (m := _SECTION.match(line.text))}
    return "russian" if letters & _RUSSIAN_ONLY else "lookalike"


class _Reader:
    """Reads one document's lines into a LawBook, a paragraph at a time."""

    def __init__(self, doc: Document, book: LawBook):
        self.book = book
        self.lines = clean(doc.text)
        self.words = words_of(doc.text)
        mode = letter_mode(self.lines)
        if mode == "russian":
            book.letters = mode
        self.sections = CYRILLIC_SECTIONS[mode]
        self.items = CYRILLIC_ITEMS[mode]
        self.paragraph = ""
        self.paragraph_at: At | None = None
        self.title_next = False
        self.mark: str | None = None  # the mark of the footnote being read

    def flush(self) -> None:
        if self.paragraph and self.paragraph_at is not None:
            if self.mark is not None:
                self.book.footnote(self.mark, self.paragraph, self.paragraph_at)
                self.mark = None
            elif self.title_next:
                self.book.section_title(self.paragraph)
                self.title_next = False
            elif self.book.in_law:
                self.book.text(self.paragraph, self.paragraph_at)
            else:
                self.book.not_in_a_law(self.paragraph_at, self.paragraph, "before the first law")
        self.paragraph, self.paragraph_at = "", None

    def add(self, text: str, at: At) -> None:
        if not self.paragraph:
            self.paragraph, self.paragraph_at = text, at
        elif broken_reference(self.paragraph, text):
            self.paragraph += text
        else:
            self.paragraph = join(self.paragraph, text, self.words)

    def read(self) -> None:
        for k, line in enumerate(self.lines):
            after = self.lines[k + 1].text if k + 1 < len(self.lines) else ""
            self.line(line, after)
        self.flush()

    def ended(self) -> bool:
        """Does the text read so far end a sentence or a list entry ("…; или"), or is there none?"""
        return not self.paragraph or self.ended_with(self.paragraph)

    def line(self, line: Line, after: str) -> None:
        text, at, book = line.text, line.at, self.book
        if law := _LAW.match(text):
            self.flush()
            title = heading_case(law.group("title") or "", "ru")
            book.law(int(law.group(1)), title, at, continued=bool(law.group("cont")))
            return
        if (footnote := _FOOTNOTE.match(text)) and book.in_law:
            self.flush()
            self.mark = footnote.group(1)
            self.add(footnote.group(2), at)
            return
        expected = book.expected()
        if (section := _SECTION.match(text)) and book.in_law:
            letter = self.sections.get(section.group(1), section.group(1))
            if self.ended() or letter == expected.get("section"):
                self.flush()
                self.section(letter, section.group(2), at, after)
                return
        if (item := _ITEM.match(text)) and book.in_law:
            if self.ended() or int(item.group(1)) == expected.get("item"):
                self.flush()
                book.item(int(item.group(1)), at)
                self.opening(item.group(2), at)
                return
        if (paren := _PAREN.match(text)) and book.in_law:
            label = self.items.get(paren.group(1), paren.group(1))
            if self.ended() or label in (expected.get("letter"), expected.get("roman")):
                self.flush()
                book.parenthesised(label, at)
                self.add(paren.group(2), at)
                return
        if (letter := _LETTER_AT_END.match(text)) and book.in_law and self.ended_with(letter.group(1)):
            latin = self.sections.get(letter.group(2), letter.group(2))
            if latin == expected.get("section"):
                self.add(letter.group(1), at)
                self.flush()
                where = At(at.line, at.col + len(text) - 2)
                book.warn(
                    where,
                    f"section letter {letter.group(2)} at the end of a line: the section starts there, "
                    "its title is the next line",
                )
                book.section(latin, None, where)
                self.title_next = True
                return
        self.add(text, at)

    @staticmethod
    def ended_with(text: str) -> bool:
        return text.endswith(_TERMINAL) or bool(_LIST_END.search(text))

    def section(self, letter: str, rest: str | None, at: At, after: str) -> None:
        """A section line: its words are the title when the next line starts a sentence, else text."""
        if not rest:
            self.book.warn(at, f"section letter {letter} alone on its line: its title is the next line")
            self.book.section(letter, None, at)
            self.title_next = True
            return
        continues = after[:1].islower() or rest.endswith(_TERMINAL)
        if continues:
            self.book.section(letter, None, at)
            self.add(rest, at)
        else:
            self.book.section(letter, rest, at)

    def opening(self, text: str, at: At) -> None:
        """The words after an item's number, which may open its first sub-item ("1. (а) …")."""
        if paren := _PAREN.match(text):
            self.book.parenthesised(self.items.get(paren.group(1), paren.group(1)), at)
            text = paren.group(2)
        self.add(text, at)


def read(docs: list[Document], book: LawBook, result: ImportResult) -> None:
    for doc in docs:
        book.document(doc.path)
        _Reader(doc, book).read()
