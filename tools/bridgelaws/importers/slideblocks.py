"""The slides of a lecture exported as Markdown-like text (seed `wasiak-2019`, see `slides`) cut into
their blocks: paragraphs, `###` sub-headings, hand diagrams (by their tab structure) and auction tables
(by their header row of seats); the `<sub>` markup and no-break spaces dropped as debris."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .commentary import SEATS

HEADING = re.compile(r"^(#{1,3})\s+(.*?)\s*$")
_SUB = re.compile(r"<sub>(.*?)</sub>")
TAG = re.compile(r"</?\w+>")
_CARD_CELL = re.compile(r"^[♠♥♦♣]\s*(?:-|(?:\([AKDW]\)|10|[AKDW2-9x])+)$")
_RANK_CELL = re.compile(r"^(?:10|[AKDW2-9x])+$")


@dataclass
class Paragraph:
    """Consecutive text lines; `sub` for a `###` sub-heading inside a slide."""

    text: str
    sub: bool = False


@dataclass
class Diagram:
    """A hand diagram: the cells of each line (empty cells keep the columns in place)."""

    rows: list[list[str]]


@dataclass
class Auction:
    """An auction table: the seats of the header row and the cells of each row."""

    seats: list[str]
    rows: list[list[str]]


Block = Paragraph | Diagram | Auction


@dataclass
class Slide:
    """One slide: its heading level (1 or 2), heading text and body."""

    level: int
    heading: str
    blocks: list[Block] = field(default_factory=list)


def _cells(line: str) -> list[str]:
    """The cells of a diagram or table line: tab-separated, else separated by runs of spaces."""
    if "\t" in line:
        return [cell.strip() for cell in line.split("\t")]
    return [cell.strip() for cell in re.split(r"\s{2,}", line.strip())]


def _is_card_line(line: str) -> bool:
    cells = [c for c in _cells(line) if c]
    if not cells:
        return False
    if all(_CARD_CELL.match(c) for c in cells):
        return True
    return "\t" in line and all(_RANK_CELL.match(c) for c in cells)


def _header_seats(line: str) -> list[str] | None:
    cells = [TAG.sub("", c) for c in _cells(line) if c]
    return cells if len(cells) == 4 and set(cells) == set(SEATS) else None


def _clean(line: str) -> str:
    """A seed line without its debris: `<sub>` markup, no-break spaces, trailing spaces."""
    return _SUB.sub(r"\1", line.replace("\xa0", " ")).rstrip()


def _blocks(lines: list[str]) -> list[Block]:
    """Paragraphs, diagrams and auction tables of one slide's body."""
    blocks: list[Block] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        if heading := HEADING.match(line):
            blocks.append(Paragraph(heading[2], sub=True))
            i += 1
        elif seats := _header_seats(line):
            rows = []
            i += 1
            while i < len(lines) and lines[i].strip():
                rows.append(lines[i].split("\t"))
                i += 1
            blocks.append(Auction(seats, rows))
        elif _is_card_line(line):
            rows = []
            while i < len(lines):
                if lines[i].strip() and _is_card_line(lines[i]):
                    rows.append(_cells(lines[i]))
                    i += 1
                    continue
                ahead = i
                while ahead < len(lines) and not lines[ahead].strip():
                    ahead += 1
                if ahead > i and ahead < len(lines) and _is_card_line(lines[ahead]):
                    i = ahead
                    continue
                break
            blocks.append(Diagram(rows))
        else:
            text = [line.strip()]
            i += 1
            while i < len(lines) and lines[i].strip() and not HEADING.match(lines[i]):
                text.append(lines[i].strip())
                i += 1
            blocks.append(Paragraph("\n".join(text)))
    return blocks


def slides(text: str) -> list[Slide]:
    """The slides of the seed, in order (a subtitle heading joins its title's slide)."""
    found: list[tuple[int, str, list[str]]] = []
    for raw in text.splitlines():
        line = _clean(raw)
        heading = HEADING.match(line)
        if heading and len(heading[1]) <= 2:
            found.append((len(heading[1]), heading[2], []))
        elif found:
            found[-1][2].append(line)
    result: list[Slide] = []
    for level, heading, body in found:
        if result and level > result[-1].level and not result[-1].blocks:
            result[-1].blocks.append(Paragraph(heading))
            result[-1].blocks.extend(_blocks(body))
            continue
        result.append(Slide(level, heading, _blocks(body)))
    return result
