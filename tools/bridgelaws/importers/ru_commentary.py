"""Importer of the Russian commentary on the 1987 Laws (a PDF text extraction), Laws 67 (end) to 74 (start).

The seed is a run of numbered paragraphs (67.10 … 74.1) under law headings ("Правило 68. ПРЕТЕНЗИЯ …").
Each numbered paragraph becomes a unit (`number: "68.7"`, id `p-68-7`); one file per law
(`content/ru-commentary-1987/law-68.yaml`); a law heading becomes the `heading` of the law's first unit.
The text before the first numbered paragraph is the tail of 67.9 (unit `p-67-9-tail`) and 74.1 is cut
off mid-sentence: both fragments are marked with "…" where the text is missing.

Inside a paragraph, item markers at the start of a line — (i) (ii) (iii), (a) (b) — begin a new
Markdown paragraph, as do the source's own paragraph breaks (recognised from the line geometry:
an indented first line is short, a paragraph's last line ends a sentence and is short). A marker
inside a line ("… уступкой И (ii) не возникает …", 69.2) stays inline, as printed. A line beginning
with a paragraph number is a new paragraph only when it is the next number in sequence, so the
reference "п. 68.7.(i)(b) выше" that begins a line of 68.11 stays in 68.11's text.

Debris dropped (not content):
- blank lines between every two lines, and the line breaks themselves (lines are rejoined);
- page markers `..page3` / `..page4`, on their own line or at the end of a line;
- emphasised words repeated on their own lines after the line that holds them: "претензию" ×2,
  "уступку" ×2, "не иметь никаких разумных" ×2, "сомнений" ×2, "Примечание:" ×1, "будет" ×2,
  "не должна быть" ×2 (a short line that repeats, word for word, a piece of the line before it);
- Latin homoglyphs inside a Cyrillic word ("moжет" in 68.11, Latin m and o) are read as Cyrillic.
The seed has no line-end hyphenation (no line ends with "-"), so no word is rejoined.

References keep their printed form in the text (Cyrillic look-alike letters "67В2", "73Е" beside
Latin "73D", "73F1"; paragraph references "п. 68.7.(i)(b)"); `laws:` of a unit lists its law and the
sections of that same law the paragraph cites, in canonical Latin form.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .commentary import commentary_file, source_file, unit_data
from .pdf_text import clean

SEED = "003_2747d81c6edd38d3.txt"
FORMAT = "pdf-text"
SOURCE = "ru-commentary-1987"

_LAW_HEADING = re.compile(r"^Правило (\d+)\. [^a-zа-яё]+$")
_PARAGRAPH = re.compile(r"^(\d{1,2})\.(\d{1,2})\.(?=[\s(])\s*")
_ITEM = re.compile(r"^\((?:i{1,3}|iv|v|[a-e])\)\s")
_TERMINAL = '.;:!?)"'
_SHORT = 62  # a line that would have had room for the next word is shorter than this
_LOOKALIKE = str.maketrans("АВСЕНКМОРТХ", "ABCEHKMOPTX")
_REF = re.compile(r"(?<![\d.])(\d{1,2})([A-ZАВСЕНКМОРТХ])(\d{0,2})((?:\([a-z]{1,3}\))*)(?![\w])")


@dataclass
class Paragraph:
    """A numbered paragraph of the commentary (or the unnumbered tail of the one before the extract)."""

    law: int
    number: int
    heading: str | None = None
    lines: list[str] = field(default_factory=list)
    start_missing: bool = False  # the extract begins inside this paragraph
    end_missing: bool = False  # the extract ends inside this paragraph


def clean_lines(text: str) -> list[str]:
    """The seed's lines without page markers, blank lines and repeated emphasised words (the debris of
    the `pdf-text` format, see `pdf_text.clean`)."""
    return [line.text for line in clean(text)]


def split_paragraphs(lines: list[str]) -> list[Paragraph]:
    """Group lines into numbered paragraphs, in document order."""
    paragraphs: list[Paragraph] = []
    head: list[str] = []
    heading: str | None = None
    for line in lines:
        if _LAW_HEADING.match(line):
            heading = line
            continue
        match = _PARAGRAPH.match(line)
        if match and _follows(paragraphs, int(match.group(1)), int(match.group(2))):
            paragraphs.append(Paragraph(int(match.group(1)), int(match.group(2)), heading))
            heading = None
            line = line[match.end() :]
        if paragraphs:
            paragraphs[-1].lines.append(line)
        else:
            head.append(line)
    if head:
        first = paragraphs[0]
        paragraphs.insert(0, Paragraph(first.law, first.number - 1, lines=head, start_missing=True))
    paragraphs[-1].end_missing = not paragraphs[-1].lines[-1].endswith(tuple(_TERMINAL))
    return paragraphs


def _follows(paragraphs: list[Paragraph], law: int, number: int) -> bool:
    if not paragraphs:
        return True
    last = paragraphs[-1]
    return (law == last.law and number == last.number + 1) or (law > last.law and number == 1)


def paragraph_text(paragraph: Paragraph) -> str:
    """The paragraph's lines rejoined; the source's inner paragraphs and items separated by blank lines."""
    lines = paragraph.lines
    blocks: list[list[str]] = []
    starts = [True]  # whether each line begins a block
    for k in range(1, len(lines)):
        starts.append(bool(_ITEM.match(lines[k])) or _breaks_before(lines, k, starts[k - 1]))
    for line, start in zip(lines, starts, strict=True):
        if start:
            blocks.append([])
        blocks[-1].append(line)
    text = "\n\n".join(" ".join(block) for block in blocks)
    if paragraph.start_missing:
        text = "… " + text
    if paragraph.end_missing:
        text += " …"
    return text


def _breaks_before(lines: list[str], k: int, previous_starts_block: bool) -> bool:
    """Whether line k begins a new paragraph of the source. The line before must end a sentence; then
    either it is a short closing line (not itself an opening line) or line k is a short, indented
    opening line that the next line continues."""
    before, line = lines[k - 1], lines[k]
    if not before.endswith(tuple(_TERMINAL)) or before.endswith(" п."):
        return False
    closing = not previous_starts_block and _fits(before, line)
    opening = k + 1 < len(lines) and _fits(line, lines[k + 1]) and lines[k + 1][0].islower()
    return closing or opening


def _fits(line: str, following: str) -> bool:
    """Whether the next word would have fitted on the line: the line is shorter than a full one."""
    return len(line) + 1 + len(following.split()[0]) < _SHORT


def unit_laws(law: int, text: str) -> list[str]:
    """The law itself and the sections of it that the text cites, canonical (Latin letters)."""
    refs = [str(law)]
    for match in _REF.finditer(text):
        if int(match.group(1)) != law:
            continue
        ref = match.group(1) + match.group(2).translate(_LOOKALIKE) + match.group(3) + match.group(4)
        if ref not in refs:
            refs.append(ref)
    return refs


def unit_id(paragraph: Paragraph) -> str:
    suffix = "-tail" if paragraph.start_missing else ""
    return f"p-{paragraph.law}-{paragraph.number}{suffix}"


def seed_files(text: str) -> dict[str, str]:
    """The commentary files (one per law) and the source record."""
    by_law: dict[int, list[dict[str, Any]]] = {}
    for paragraph in split_paragraphs(clean_lines(text)):
        body = paragraph_text(paragraph)
        number = f"{paragraph.law}.{paragraph.number}"
        unit = unit_data(unit_id(paragraph), unit_laws(paragraph.law, body), body, paragraph.heading, number)
        by_law.setdefault(paragraph.law, []).append(unit)
    files: dict[str, str] = {}
    for law, units in by_law.items():
        files.update(commentary_file(SOURCE, "ru", units, f"law-{law}"))
    return files | source_file(SOURCE_RECORD)


SOURCE_RECORD = {
    "id": SOURCE,
    "title": "Комментарий к Правилам 1987 года (Правила 67–74, фрагмент)",
    "kind": "commentary",
    "authors": [],
    "languages": ["ru"],
    "edition": "1987",
    "document": "originals/003_2747d81c6edd38d3.txt",
    "origin": "Text extracted from a PDF of a Russian commentary on the 1987 Laws of Duplicate Contract "
    "Bridge; the extract runs from the end of paragraph 67.9 to the start of 74.1.",
    "licence": "Quoted for study; copyright remains with the authors and translators.",
    "section_letters": "lookalike",
    "notes": "The extract names neither the commentary's title nor its author, translator or publisher; the "
    "title above is descriptive. The text calls itself 'данный Комментарий'. It comments on the 1987 "
    "Laws: 'Правила 1987 года вводят понятие «согласия»' (69.1), '(iii) Правила 1987 года впервые "
    "требуют от судьи' (73.8), and its paragraph numbering and its 'Правило 23В' fit that code (the "
    "notes that came with the document said 1997, which was wrong). It begins in the middle of "
    "paragraph 67.9 and ends in the middle of 74.1 (both fragments are marked '…').",
}
