"""Importer for the bilingual DokuWiki page `comment_law_27` (source `hellenic-wiki-law27`).

The page holds the WBF Laws Committee commentary on Law 27 in Greek, then the same text in
English, paragraph for paragraph; the English half starts at the Law 27D paragraph and wraps
round. The importer:

- splits the page into its Greek and English halves (by the script of the prose paragraphs);
- cuts each half into units: one per paragraph, except that a numbered example ("23. …") whose
  first paragraph is only an auction fragment takes the next paragraph along, and a titled
  example ("Παράδειγμα 33:") takes its diagrams and the paragraphs that follow (to the end of the
  Greek half; as many paragraphs as its Greek counterpart in the English half);
- aligns the English units with the Greek ones (the rotation whose example numbers and law
  references agree) and gives both the same ids, in the Greek (logical) order;
- finds the law references (Greek section letters read as Latin: 27Β1(α) = 27B1(a), 27Δ = 27D,
  23Γ = 23C, 20ΣΤ1 = 20F1);
- turns each example into an example file: the auction fragment (West deals) or the deal
  diagram and auction table as data, the insufficient bid marked, and its `expect` claims.

Dropped as debris, not content:
- `<html><span style=…></span></html>` spacers (indentation of the second auction line);
- the page footer "Θα μπορούσατε να σχολιάσετε αν είσασταν συνδεδεμένος." and its bullets
  "comment_law_27.txt", "Τελευταία τροποποίηση: 2019/02/27 13:09", "από pournaras" (date and
  editor go into the source metadata);
- the page title line "comment_law_27" (kept as the source's title);
- in diagrams, the compass letters (Β/Δ Α/Ν, N/W E/S), which only place the hands.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from bridgelaws.refs import find_references

from .commentary import SUIT_SYMBOLS, commentary_file, example_file, example_head, source_file, unit_data
from .dokuwiki import FOOTER_START
from .hellenic_auction import (
    AUCTION_PART,
    CALL,
    Seated,
    auction_data,
    auction_fragment,
    diagram_deal,
    final_contract,
    irregularity,
    mark_insufficient,
    table_calls,
)

SEED = "001_1c7e3e9fd0daff77.txt"
FORMAT = "dokuwiki"
SOURCE_ID = "hellenic-wiki-law27"
EDITION = "2017"
SEED_DOCUMENT = "originals/001_1c7e3e9fd0daff77.txt"
EXAMPLE_WORD = {"el": "Παράδειγμα", "en": "Example"}

_SPAN = re.compile(r"<html>\s*<span[^>]*>\s*</span>\s*</html>")
_LAST_EDIT = re.compile(r"(\d{4})/(\d{2})/(\d{2})")
_EDITOR = re.compile(r"^από\s+(\S+)$")

_NUMBERED = re.compile(r"^(\d{1,2})\.\s+")
_TITLED = re.compile(rf"^({EXAMPLE_WORD['el']}|{EXAMPLE_WORD['en']})\s+(\d{{1,2}}):?$")
_QUESTION = re.compile(r"(?<=[.!?;])\s+")


@dataclass
class Block:
    """A run of non-blank lines of the page."""

    lines: list[str]

    @property
    def text(self) -> str:
        return "\n".join(line.strip() for line in self.lines)

    @property
    def is_diagram(self) -> bool:
        return any(line.strip()[:1] in SUIT_SYMBOLS for line in self.lines)


@dataclass
class RawUnit:
    """One unit of one half before ids are given: paragraphs, and diagrams for a titled example."""

    paragraphs: list[str] = field(default_factory=list)
    heading: str | None = None
    number: str | None = None
    titled: bool = False
    diagrams: list[Block] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n\n".join(self.paragraphs)


# --- page structure ------------------------------------------------------------------------


def _page(text: str) -> tuple[str, list[Block], dict[str, str]]:
    """The page title, the content blocks (spacers removed) and the footer facts."""
    lines = text.splitlines()
    first = next(i for i, line in enumerate(lines) if line.strip())
    title, body = lines[first].strip(), lines[first + 1 :]
    footer: dict[str, str] = {}
    cut = next((i for i, line in enumerate(body) if line.strip().startswith(FOOTER_START)), len(body))
    items = [line.strip().lstrip("•").strip() for line in body[cut + 1 :]]
    footer["stamp"] = " · ".join(item for item in items if item)
    for item in items:
        if edit := _LAST_EDIT.search(item):
            footer["date"] = f"{edit[1]}-{edit[2]}-{edit[3]}"
        elif editor := _EDITOR.match(item):
            footer["editor"] = editor[1]
    blocks: list[Block] = []
    current: list[str] = []
    for line in [*body[:cut], ""]:
        if _SPAN.search(line):
            line = re.sub(r" {2,}", " ", _SPAN.sub(" ", line)).strip()
        if line.strip():
            current.append(line.rstrip())
        elif current:
            blocks.append(Block(current))
            current = []
    return title, blocks, footer


def _is_greek(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    greek = sum(1 for ch in letters if "\u0370" <= ch <= "\u03ff" or "\u1f00" <= ch <= "\u1fff")
    return greek * 2 > len(letters)


def _halves(blocks: list[Block]) -> tuple[list[Block], list[Block]]:
    """Greek blocks, English blocks: the English half starts at the first Latin prose block."""
    start = next(i for i, b in enumerate(blocks) if not b.is_diagram and not _is_greek(b.text))
    return blocks[:start], blocks[start:]


def _is_heading(block: Block) -> bool:
    text = block.text
    return (
        len(block.lines) == 1
        and len(text) <= 80
        and text[-1] not in ".:;?!)»”"
        and not text[0].isdigit()
        and not block.is_diagram
    )


def _auction_only(text: str) -> bool:
    """Is this (numbered) paragraph just an auction fragment with its parenthetical comment?"""
    bare = re.sub(r"\([^()]*\)", " ", text)
    return not re.sub(rf"{CALL}|[-–.\s]", "", bare)


def _segment(blocks: list[Block], titled_sizes: dict[str, int] | None = None) -> list[RawUnit]:
    """Cut one half into units (see the module docstring)."""
    units: list[RawUnit] = []
    heading: str | None = None
    i = 0
    while i < len(blocks):
        block = blocks[i]
        i += 1
        text = block.text
        if _is_heading(block) and not _TITLED.match(text):
            heading = text
            continue
        unit = RawUnit(heading=heading)
        heading = None
        if titled := _TITLED.match(text):
            unit.number, unit.titled = titled[2], True
            unit.heading = text.rstrip(":")
            while i < len(blocks) and blocks[i].is_diagram:
                unit.diagrams.append(blocks[i])
                i += 1
            take = (titled_sizes or {}).get(unit.number)
            while i < len(blocks) and (take is None or len(unit.paragraphs) < take):
                nxt = blocks[i].text
                if take is None and (_NUMBERED.match(nxt) or _TITLED.match(nxt) or _is_heading(blocks[i])):
                    break
                unit.paragraphs.append(nxt)
                i += 1
        elif numbered := _NUMBERED.match(text):
            unit.number = numbered[1]
            unit.paragraphs.append(text[numbered.end() :])
            if _auction_only(unit.paragraphs[0]) and i < len(blocks):
                unit.paragraphs.append(blocks[i].text)
                i += 1
        else:
            unit.paragraphs.append(text)
        units.append(unit)
    return units


# --- law references ------------------------------------------------------------------------


def law_refs(text: str, lang: str) -> list[str]:
    """Canonical law references in `text` (Greek letters read as Latin), in order, without repeats."""
    refs: list[str] = []
    for ref in find_references(text, lang, edition=EDITION):
        if ref.kind == "law" and ref.ref not in refs:
            refs.append(ref.ref)
    return refs


def _signature(unit: RawUnit, lang: str) -> tuple[str | None, bool, frozenset[str]]:
    return unit.number, unit.heading is not None, frozenset(law_refs(unit.text, lang))


def _align(greek: list[RawUnit], english: list[RawUnit]) -> list[RawUnit]:
    """The English units reordered to match the Greek ones (the English half is a rotation)."""
    if len(greek) != len(english):
        raise ValueError(f"{len(greek)} Greek units but {len(english)} English units")
    n = len(greek)
    scores = []
    for shift in range(n):
        rotated = english[-shift:] + english[:-shift] if shift else english
        numbers_agree = all(g.number == e.number for g, e in zip(greek, rotated, strict=True))
        agree = sum(_signature(g, "el") == _signature(e, "en") for g, e in zip(greek, rotated, strict=True))
        scores.append((numbers_agree, agree, shift))
    best = max(scores, key=lambda s: (s[0], s[1]))
    if not best[0] or sum(1 for s in scores if s[:2] == best[:2]) > 1:
        raise ValueError("cannot align the English half with the Greek half")
    shift = best[2]
    return english[-shift:] + english[:-shift] if shift else english


# --- building the files --------------------------------------------------------------------


def _split_question(paragraphs: list[str], lang: str) -> tuple[str, str | None, str | None]:
    """Narrative, question, ruling of a titled example: the question is the sentence asking it."""
    mark = ";" if lang == "el" else "?"
    for index, paragraph in enumerate(paragraphs):
        sentences = _QUESTION.split(paragraph)
        if sentences[-1].endswith(mark):
            before = [*paragraphs[:index], " ".join(sentences[:-1])]
            after = "\n\n".join(paragraphs[index + 1 :]) or None
            return "\n\n".join(p for p in before if p), sentences[-1], after
    return "\n\n".join(paragraphs), None, None


def _example(unit: RawUnit, lang: str, laws: list[str]) -> dict[str, Any]:
    title = unit.heading or f"{EXAMPLE_WORD[lang]} {unit.number}"
    data = example_head(f"ex-{unit.number}", SOURCE_ID, lang, unit.number, laws, title)
    expect: dict[str, Any] = {}
    corrections: list[dict[str, str]] = []
    question = ruling = None
    calls: list[Seated] = []
    if unit.diagrams:
        deal, corrections, table = diagram_deal([line for block in unit.diagrams for line in block.lines])
        calls = table_calls(table, deal["dealer"])
        narrative, question, ruling = _split_question(unit.paragraphs, lang)
        data["narrative"] = narrative
        data["deal"] = deal
    else:
        narrative = unit.text
        if fragment := auction_fragment(unit.text, lang):
            calls = fragment
            if AUCTION_PART.match(unit.text):
                head, _, rest = unit.text.partition(").")
                if rest.strip():
                    narrative, ruling = head + ").", rest.strip()
        data["narrative"] = narrative
    if calls:
        expect["insufficient_bids"] = mark_insufficient(calls)
        data["auction"] = auction_data(calls)
        if contract := final_contract(calls):
            expect["contract"], expect["declarer"] = contract
    for key, value in (("question", question), ("ruling", ruling), ("irregularity", irregularity(calls))):
        if value:
            data[key] = value
    if corrections:
        data["corrections"] = corrections
    data["expect"] = expect
    return data


def _source(title: str, footer: dict[str, str]) -> dict[str, Any]:
    editor = footer.get("editor", "")
    return {
        "id": SOURCE_ID,
        "title": f"{title}: WBF Laws Committee commentary on Law 27 (Insufficient Bid)",
        "kind": "commentary",
        "authors": ["WBF Laws Committee", f"{editor} (Greek translation and wiki page)"],
        "organisation": "Hellenic Bridge Federation directors' wiki",
        "date": footer.get("date"),
        "languages": ["el", "en"],
        "edition": EDITION,
        "document": SEED_DOCUMENT,
        "origin": (
            f"DokuWiki page {title} of the Hellenic Bridge Federation directors' wiki (page footer: "
            f"{footer['stamp']}). The Greek translation comes first, then the English text of the "
            "WBF commentary, which starts at the Law 27D paragraph and wraps round."
        ),
        "licence": "Quoted for study; copyright remains with the WBF and the wiki's editors.",
    }


def seed_files(text: str) -> dict[str, str]:
    """The source, the Greek and English commentary and the example files of the page."""
    title, blocks, footer = _page(text)
    greek_blocks, english_blocks = _halves(blocks)
    greek = _segment(greek_blocks)
    sizes = {u.number: len(u.paragraphs) for u in greek if u.titled and u.number}
    english = _align(greek, _segment(english_blocks, sizes))
    page_law = re.sub(r"\D", "", title)  # comment_law_27: every unit is about Law 27
    files = source_file(_source(title, footer))
    units: dict[str, list[dict[str, Any]]] = {"el": [], "en": []}
    for index, (el_unit, en_unit) in enumerate(zip(greek, english, strict=True), start=1):
        unit_id = f"p{index:02d}"
        laws = law_refs(el_unit.text, "el")
        laws += [ref for ref in law_refs(en_unit.text, "en") if ref not in laws]
        if not any(re.match(r"\d+", ref)[0] == page_law for ref in laws):
            laws.insert(0, page_law)
        for lang, unit in (("el", el_unit), ("en", en_unit)):
            units[lang].append(unit_data(unit_id, laws, unit.text, unit.heading, unit.number))
            if unit.number:
                files.update(example_file(SOURCE_ID, _example(unit, lang, laws), lang))
    for lang, items in units.items():
        files.update(commentary_file(SOURCE_ID, lang, items, lang))
    return dict(sorted(files.items()))
