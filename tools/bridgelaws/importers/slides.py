"""Importer for lecture slides exported as Markdown-like text (source `wasiak-2019`).

The seed is Artur Wasiak's lecture "Komentarz WBF do MPB 2017 – omówienie wybranych
zagadnień" (PZBS, Starachowice, 16.03.2019). The importer:

- cuts the text into slides: a slide is a `#` or `##` heading and everything up to the next
  `#`/`##` heading (`###` headings such as "### Przykład 43:" stay inside their slide, written
  as a bold paragraph); a heading followed directly by another heading (the title slide's
  "## omówienie wybranych zagadnień") is the subtitle of the same slide and becomes its first
  paragraph;
- makes one commentary unit per slide: the slides before the first "Przepis" heading are the
  intro units (`intro-1` …, file `00-intro.yaml`), the others are grouped by the law(s) of
  their heading in slide order ("Przepis 13" twice → `law-13-1`, `law-13-2` in `law-13.yaml`;
  "Przepisy 10-11" → `law-10-11-1` in `law-10-11.yaml`; "Przepis 15A"/"15B" → `law-15.yaml`);
  a slide whose only text is "Przykłady..." or "… - przykłady..." is a placeholder;
- finds the law references of each unit: the laws of its heading, then those the reference
  finder (bridgelaws.refs) reads in its text as references to the 2017 Laws ("przepisach 42
  i 43", 43A1a → 43A1(a); "MPB 2007 … 27B1b" names another edition and is left out);
- turns every "Przykład N:" (also "Przykłady N-M:", an unnumbered "Przykład:" and a
  "### Przykład N:" sub-heading) into an example file: its inline text and the paragraphs that
  follow it in the slide are the narrative, its hand diagrams and auction tables become data.
  "Przykłady 16-17" with two auctions becomes two examples, one per auction;
- reads hand diagrams by their tab structure: a line with one entry is the centre column
  (North, then South), two entries are West and East, three are West, centre, East; a
  centre column that holds four hands and no West/East lines is a table flattened cell by cell
  (North, West, East, South). Polish letters A K D W = A K Q J, 10 = T, "-" a void; entries
  without suit symbols are a single-suit layout. A card printed "(A)" in two hands is one
  displaced card: it is kept in the hand that holds too many cards, and marked;
- reads auction tables by their header row (`<b>W</b>` … gives the column order): "-" before
  the first call is an empty seat before the dealer, "-" after it a skipped turn (the next call
  is out of rotation, recorded with its seat); "pas" = Pass, "BA" = NT, `!` the irregular call,
  `*` an alert, "1BA/2BA" = insufficient 1NT replaced by 2NT.

Dropped as debris, not content:
- the `<b>…</b>` markup of auction headers and the `<sub>x</sub>` markup of small cards (the
  card stays as a plain "x": "KDW<sub>x</sub>-A<sub>x</sub>" → "KDWx-Ax");
- blank lines between slides and runs of empty lines, trailing spaces of diagram lines, the
  no-break spaces that align the two hands of the Law 46 diagram, and the lone "  " line
  between the two auctions of Przykłady 16-17;
- the diagrams and auction tables themselves are not repeated in the unit text: they are the
  data of the example files ("Ręka N: …" is a sentence of the slide and stays in the text).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from bridgelaws.refs import find_references

from .commentary import (
    SUIT_SYMBOLS,
    commentary_file,
    example_file,
    example_head,
    source_file,
    unique,
    unit_data,
)
from .slideblocks import Auction, Diagram, Paragraph, Slide, slides
from .slidecards import auction_data, diagram_deal, hand_count, polish_ranks

SEED = "000_a3ad76a721086f8b.txt"
FORMAT = "markdown"
SOURCE_ID = "wasiak-2019"
SEED_DOCUMENT = "originals/000_a3ad76a721086f8b.txt"
POLISH_ASCII = str.maketrans("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ", "acelnoszzACELNOSZZ")

_LAW_HEADING = re.compile(r"^Przepisy?\s+(\d{1,2}[A-Z]?)(?:\s*(-|i)\s*(\d{1,2}))?$")
_EXAMPLE = re.compile(r"^Przykłady?(?:\s+(\d{1,2})(?:-(\d{1,2}))?)?\s*:\s*(.*)$", re.S)
_PLACEHOLDER = re.compile(r"^(?:.*\s-\s)?[Pp]rzykłady\.\.\.$")
_DATE = re.compile(r"^(.*?),\s*(\d{1,2})\.(\d{1,2})\.(\d{4})$")
_QUOTED = re.compile(r"„([^”]+)”")
_HAND_SENTENCE = re.compile(r"^Ręka ([NESW]):\s*((?:[♠♥♦♣]\s*(?:-|(?:10|[AKDW2-9x])+)\s*){4})\.?$")
_HOLDING = re.compile(r"([♠♥♦♣])\s*(-|(?:10|[AKDW2-9x])+)")


# --- law references ---------------------------------------------------------------------------


def heading_laws(heading: str) -> list[str]:
    """The laws a slide heading names: "Przepisy 30-32" → 30 31 32, "Przepisy 53 i 55" → 53 55."""
    match = _LAW_HEADING.match(heading)
    if not match:
        return []
    first, joiner, last = match.groups()
    if not joiner:
        return [first]
    if joiner == "i":
        return [first, last]
    return [str(n) for n in range(int(first), int(last) + 1)]


def text_laws(text: str) -> list[str]:
    """References to the 2017 Laws in running text, in order ("MPB 2007 … 27B1b" is not one)."""
    return [ref.ref for ref in find_references(text, "pl", edition="2017") if ref.edition == "2017"]


# --- units and examples -----------------------------------------------------------------------


@dataclass
class RawExample:
    """An example of a slide before it is written: its heading match and what follows."""

    first: str | None
    last: str | None
    inline: str
    paragraphs: list[str] = field(default_factory=list)
    diagrams: list[Diagram] = field(default_factory=list)
    auctions: list[Auction] = field(default_factory=list)


def _paragraph_text(block: Paragraph) -> str:
    return f"**{block.text}**" if block.sub else block.text


def _examples(slide: Slide) -> list[RawExample]:
    found: list[RawExample] = []
    for block in slide.blocks:
        if isinstance(block, Paragraph) and (match := _EXAMPLE.match(block.text)):
            found.append(RawExample(match[1], match[2], match[3].strip()))
        elif not found:
            continue
        elif isinstance(block, Paragraph):
            found[-1].paragraphs.append(block.text)
        elif isinstance(block, Diagram):
            found[-1].diagrams.append(block)
        else:
            found[-1].auctions.append(block)
    return found


def _slug(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.translate(POLISH_ASCII))
    ascii_text = folded.encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.casefold()).strip("-")


@dataclass
class Group:
    """The slides of one file: the intro, or one law (or law range) in slide order."""

    key: str
    name: str  # the file under content/<source>/, without .yaml
    slides: list[Slide] = field(default_factory=list)


def groups(all_slides: list[Slide]) -> list[Group]:
    """Slides grouped by file: intro slides first, then one group per law heading."""
    result: list[Group] = []
    for slide in all_slides:
        laws = heading_laws(slide.heading)
        if not laws:
            if result and result[-1].key != "intro":
                raise ValueError(f"slide without a law after the intro: {slide.heading!r}")
            key, name = "intro", "00-intro"
        else:
            numbers = unique(re.match(r"\d+", law)[0] for law in laws)  # type: ignore[index]
            ends = numbers[:: max(len(numbers) - 1, 1)]
            key = "-".join(ends)
            name = "law-" + "-".join(f"{int(n):02d}" for n in ends)
        if not result or result[-1].key != key:
            result.append(Group(key, name))
        result[-1].slides.append(slide)
    return result


def _unit(group: Group, index: int, slide: Slide) -> dict[str, Any]:
    paragraphs = [_paragraph_text(b) for b in slide.blocks if isinstance(b, Paragraph)]
    text = "\n\n".join(paragraphs)
    return unit_data(
        f"{'intro' if group.key == 'intro' else 'law-' + group.key}-{index}",
        unique(heading_laws(slide.heading) + text_laws(text)),
        text,
        heading=slide.heading,
        placeholder=len(paragraphs) == 1 and bool(_PLACEHOLDER.match(paragraphs[0])),
    )


def _example_files(group: Group, slide: Slide) -> dict[str, dict[str, Any]]:
    files: dict[str, dict[str, Any]] = {}
    for raw in _examples(slide):
        text = "\n\n".join(p for p in [raw.inline, *raw.paragraphs] if p)
        laws = unique(heading_laws(slide.heading) + text_laws(text))
        if raw.last:
            numbers = [str(n) for n in range(int(raw.first or 0), int(raw.last) + 1)]
            if len(numbers) != len(raw.auctions):
                raise ValueError(f"examples {raw.first}-{raw.last} with {len(raw.auctions)} auctions")
            parts = [(n, [], [a]) for n, a in zip(numbers, raw.auctions, strict=True)]
        else:
            parts = [(raw.first, raw.diagrams, raw.auctions)]
        for number, diagrams, auctions in parts:
            if number:
                ex_id, title = f"ex-{number}", f"Przykład {number}"
            elif quoted := _QUOTED.search(raw.inline):
                ex_id, title = f"law-{group.key}-{_slug(quoted[1])}", f"Przykład: {quoted[0]}"
            else:
                ex_id, title = f"law-{group.key}-deal", f"Przykład (przepis {group.key})"
            data = example_head(ex_id, SOURCE_ID, "pl", number, laws, title)
            data["narrative"] = text if not raw.last else ""
            if diagrams:
                data["deal"] = diagram_deal(diagrams[0])
            elif hand := next(filter(None, map(_HAND_SENTENCE.match, raw.paragraphs)), None):
                holdings = {SUIT_SYMBOLS[m[1]]: polish_ranks(m[2])[0] for m in _HOLDING.finditer(hand[2])}
                data["deal"] = {"kind": "position", "hands": {hand[1]: holdings}}
            if auctions:
                data["auction"] = auction_data(auctions[0])
                if "deal" in data and data["deal"]["kind"] == "full":
                    data["deal"] = {"dealer": data["auction"]["dealer"], **data["deal"]}
            if "deal" in data:
                data["expect"] = {"card_counts": {s: hand_count(h) for s, h in data["deal"]["hands"].items()}}
            files[ex_id] = data
    return files


def _source(title_slide: Slide) -> dict[str, Any]:
    lines = [b.text for b in title_slide.blocks if isinstance(b, Paragraph)]
    subtitle, author, organisation, place_date = lines
    date = _DATE.match(place_date)
    if not date:
        raise ValueError(f"no place and date on the title slide: {place_date!r}")
    place, day, month, year = date.groups()
    edition = re.search(r"MPB\s+(\d{4})", title_slide.heading)
    return {
        "id": SOURCE_ID,
        "title": f"{title_slide.heading} – {subtitle}",
        "kind": "lecture",
        "authors": [author],
        "organisation": organisation,
        "date": f"{year}-{int(month):02d}-{int(day):02d}",
        "languages": ["pl"],
        "edition": edition[1] if edition else "2017",
        "document": SEED_DOCUMENT,
        "origin": f"Slides of a lecture given at {place}",
        "licence": "Quoted for study; copyright remains with the author.",
    }


def seed_files(text: str) -> dict[str, str]:
    """The source file, the commentary files and the example files of the slides."""
    all_slides = slides(text)
    files = source_file(_source(all_slides[0]))
    for group in groups(all_slides):
        units = [_unit(group, i, slide) for i, slide in enumerate(group.slides, start=1)]
        files.update(commentary_file(SOURCE_ID, "pl", units, group.name))
        for slide in group.slides:
            for example in _example_files(group, slide).values():
                files.update(example_file(SOURCE_ID, example))
    return files
