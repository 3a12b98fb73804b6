"""A Markdown commentary (format `markdown`) read as blocks: headings, paragraphs (their lines' places
kept), fenced blocks, PBN tag lines and footnote definitions."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bridgelaws.model.problems import Problem

from .located import At

HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^(```+|~~~+)\s*(\S*)")
_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d{1,3}\.)\s")
_FOOTNOTE_DEF = re.compile(r"^\[\^([^\]\s]+)\]:\s*(.*)$")
PBN_TAG = re.compile(r'^\[(\w+)\s+"([^"]*)"\]$')


@dataclass
class Block:
    """A heading, a paragraph, a fenced block or a footnote definition, with where it starts."""

    kind: str  # heading | para | code | note
    text: str
    at: At
    level: int = 0
    info: str = ""
    label: str = ""
    starts: list[tuple[int, At]] = field(default_factory=list)  # a paragraph's lines: (offset in text, At)

    def where(self, offset: int) -> At:
        """The place in the document of character `offset` of the text."""
        start, at = next(((o, a) for o, a in reversed(self.starts) if o <= offset), (0, self.at))
        return At(at.line, at.col + offset - start)


def blocks_of(lines: list[str], first: int) -> tuple[list[Block], list[Problem]]:
    """The blocks of the body (its lines start at line `first`), and problems."""
    out: list[Block] = []
    problems: list[Problem] = []
    para: list[str] = []
    para_at: list[At] = []

    def flush() -> None:
        nonlocal para, para_at
        if para:
            listed = any(_LIST_ITEM.match(line) for line in para)
            offsets = [sum(len(line) + 1 for line in para[:k]) for k in range(len(para))]
            text = "\n".join(para) if listed else " ".join(para)
            out.append(Block("para", text, para_at[0], starts=list(zip(offsets, para_at, strict=True))))
        para, para_at = [], []

    k = 0
    while k < len(lines):
        raw, number = lines[k], first + k
        line = raw.rstrip()
        if fence := FENCE.match(line.strip()):
            flush()
            close = fence.group(1)
            end = next((j for j in range(k + 1, len(lines)) if lines[j].strip().startswith(close)), None)
            if end is None:
                problems.append(Problem("", number, 1, f"a fenced block opened with {close} is never closed"))
                end = len(lines)
            out.append(Block("code", "\n".join(lines[k + 1 : end]), At(number + 1, 1), info=fence.group(2)))
            k = end + 1
            continue
        if PBN_TAG.match(line.strip()):  # PBN tag lines without a fence: a PBN block to the blank line
            flush()
            end = next((j for j in range(k + 1, len(lines)) if not lines[j].strip()), len(lines))
            at = At(number, len(line) - len(line.lstrip()) + 1)
            out.append(Block("code", "\n".join(lines[k:end]), at, info="pbn"))
            k = end
            continue
        if heading := HEADING.match(line):
            flush()
            at = At(number, line.index(heading.group(2)) + 1 if heading.group(2) else 1)
            out.append(Block("heading", heading.group(2), at, level=len(heading.group(1))))
        elif note := _FOOTNOTE_DEF.match(line):
            flush()
            out.append(Block("note", note.group(2), At(number, note.start(2) + 1), label=note.group(1)))
        elif not line.strip():
            flush()
        else:
            listed = _LIST_ITEM.match(line)
            para_at.append(At(number, 1 if listed else len(line) - len(line.lstrip()) + 1))
            para.append(line.rstrip() if listed else line.strip())
        k += 1
    flush()
    return out, problems


# --- reading the body ------------------------------------------------------------------------
