"""Reading a printed book back with pypdf: page texts, the running head, the table of contents,
internal links, and the glyphs each embedded font draws (a .notdef glyph is a box on paper)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from pypdf import PdfReader
from pypdf.generic import ContentStream, IndirectObject

MM = 72 / 25.4
_TOC_LINE = re.compile(r"^(?P<label>.+?)\s*\.{3,}\s*(?P<page>\d+)\s*$")
_CIDCHAR = re.compile(r"<([0-9a-fA-F]+)>\s+(\d+)")
_CIDRANGE = re.compile(r"<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s+(\d+)")


def flat(text: str) -> str:
    """Text as compared: hyphenation at line ends undone, whitespace collapsed."""
    text = re.sub(r"\u2010\s*\n\s*", "", text)
    return re.sub(r"\s+", " ", text).strip()


def letters(text: str) -> str:
    """Only letters and digits, case folded: what survives any line breaking and markup."""
    return "".join(c for c in flat(text).casefold() if c.isalnum())


@dataclass
class Book:
    path: Path

    @cached_property
    def reader(self) -> PdfReader:
        return PdfReader(self.path)

    @cached_property
    def texts(self) -> list[str]:
        """The text of each page (index 0 is page 1)."""
        return [page.extract_text() for page in self.reader.pages]

    def head(self, number: int) -> str:
        """The running head of page `number` (1-based): the text above the top margin."""
        page = self.reader.pages[number - 1]
        top = float(page.mediabox.top) - 22 * MM  # the top margin of book.css
        found: list[str] = []

        def visit(text: str, cm: list[float], tm: list[float], *_: object) -> None:
            y = cm[1] * tm[4] + cm[3] * tm[5] + cm[5]
            if text.strip() and y > top:
                found.append(text.strip())

        page.extract_text(visitor_text=visit)
        return " ".join(found)

    def toc(self) -> list[tuple[str, int]]:
        """(label, page) of every line of the table of contents (the pages after the cover)."""
        return [entry for entries in self._contents for entry in entries]

    @property
    def contents_end(self) -> int:
        """The last page of the table of contents."""
        return 1 + len(self._contents)

    @cached_property
    def _contents(self) -> list[list[tuple[str, int]]]:
        pages = []
        for text in self.texts[1:]:
            lines = [_TOC_LINE.match(line.strip()) for line in text.splitlines()]
            found = [(flat(m["label"]), int(m["page"])) for m in lines if m]
            if not found:
                break
            pages.append(found)
        return pages

    def first_page_with(self, needle: str, after: int = 1) -> int | None:
        """The first page (1-based) after page `after` whose text holds `needle`."""
        wanted = flat(needle)
        for number, text in enumerate(self.texts[after:], after + 1):
            if wanted in flat(text):
                return number
        return None

    def link_targets(self) -> list[tuple[int, str]]:
        """(page, destination name) of every internal link."""
        out = []
        for number, page in enumerate(self.reader.pages, 1):
            for annot in page.get("/Annots", []) or []:
                annot = annot.get_object()
                if annot.get("/Subtype") == "/Link" and "/Dest" in annot:
                    out.append((number, str(annot["/Dest"])))
        return out

    def destination_page(self, name: str) -> int:
        return self.reader.get_destination_page_number(self.reader.named_destinations[name]) + 1

    def fonts(self) -> dict[str, dict]:
        """Every font the pages use, by its base name."""
        found: dict[str, dict] = {}
        for page in self.reader.pages:
            for font in (page["/Resources"].get("/Font") or {}).values():
                font = font.get_object()
                found[str(font["/BaseFont"])] = font
        return found

    def notdef(self) -> list[str]:
        """Where a font draws its .notdef glyph (a box): as "font: code". WeasyPrint encodes such a
        character to CID 0 in the font's encoding CMap; with Identity-H the code itself is 0."""
        problems = []
        identity = set()
        for name, font in self.fonts().items():
            encoding = font["/Encoding"]
            if isinstance(encoding, IndirectObject) or hasattr(encoding, "get_data"):
                cmap = encoding.get_object().get_data().decode("latin-1")
                for code, cid in _CIDCHAR.findall(cmap.split("begincidrange")[0]):
                    if int(cid) == 0:
                        problems.append(f"{name}: <{code}>")
                for low, _high, cid in _CIDRANGE.findall(cmap):
                    if int(cid) == 0:
                        problems.append(f"{name}: <{low}>")
            elif str(encoding) == "/Identity-H":
                identity.add(name)
        for page in self.reader.pages:
            resources = {k: v.get_object() for k, v in (page["/Resources"].get("/Font") or {}).items()}
            current = ""
            for operands, operator in ContentStream(page.get_contents(), self.reader).operations:
                if operator == b"Tf":
                    current = str(resources[operands[0]]["/BaseFont"])
                elif operator in (b"Tj", b"TJ") and current in identity:
                    strings = operands[0] if operator == b"TJ" else [operands[0]]
                    for piece in strings:
                        raw = (
                            bytes(piece)
                            if isinstance(piece, bytes)
                            else getattr(piece, "original_bytes", None)
                        )
                        if raw and any(raw[i : i + 2] == b"\0\0" for i in range(0, len(raw) - 1, 2)):
                            problems.append(f"{current}: <0000>")
        return problems
