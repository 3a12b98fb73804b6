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
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from bridgelaws.importers.emit import dump_yaml
from bridgelaws.importers.project import Project
from bridgelaws.importers.report import Document, ImportResult, counted
from bridgelaws.refs import find_references

SEED = "000_a3ad76a721086f8b.txt"
FORMAT = "markdown"
SOURCE_ID = "wasiak-2019"
SEED_DOCUMENT = "originals/000_a3ad76a721086f8b.txt"
BASE = f"content/{SOURCE_ID}"

SUITS = "SHDC"
SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
RANKS = {"A": "A", "K": "K", "D": "Q", "W": "J", "10": "T", "x": "x"}
STRAINS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S", "BA": "NT"}
SEATS = "NESW"
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
POLISH_ASCII = str.maketrans("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ", "acelnoszzACELNOSZZ")

_HEADING = re.compile(r"^(#{1,3})\s+(.*?)\s*$")
_LAW_HEADING = re.compile(r"^Przepisy?\s+(\d{1,2}[A-Z]?)(?:\s*(-|i)\s*(\d{1,2}))?$")
_EXAMPLE = re.compile(r"^Przykłady?(?:\s+(\d{1,2})(?:-(\d{1,2}))?)?\s*:\s*(.*)$", re.S)
_PLACEHOLDER = re.compile(r"^(?:.*\s-\s)?[Pp]rzykłady\.\.\.$")
_SUB = re.compile(r"<sub>(.*?)</sub>")
_TAG = re.compile(r"</?\w+>")
_CARD_CELL = re.compile(r"^[♠♥♦♣]\s*(?:-|(?:\([AKDW]\)|10|[AKDW2-9x])+)$")
_RANK_CELL = re.compile(r"^(?:10|[AKDW2-9x])+$")
_RANK_TOKEN = re.compile(r"\(([AKDW])\)|10|[AKDW2-9x]")
_DATE = re.compile(r"^(.*?),\s*(\d{1,2})\.(\d{1,2})\.(\d{4})$")
_QUOTED = re.compile(r"„([^”]+)”")
_HAND_SENTENCE = re.compile(r"^Ręka ([NESW]):\s*((?:[♠♥♦♣]\s*(?:-|(?:10|[AKDW2-9x])+)\s*){4})\.?$")
_HOLDING = re.compile(r"([♠♥♦♣])\s*(-|(?:10|[AKDW2-9x])+)")


# --- blocks of a slide ------------------------------------------------------------------------


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
    cells = [_TAG.sub("", c) for c in _cells(line) if c]
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
        if heading := _HEADING.match(line):
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
            while i < len(lines) and lines[i].strip() and not _HEADING.match(lines[i]):
                text.append(lines[i].strip())
                i += 1
            blocks.append(Paragraph("\n".join(text)))
    return blocks


def slides(text: str) -> list[Slide]:
    """The slides of the seed, in order (a subtitle heading joins its title's slide)."""
    found: list[tuple[int, str, list[str]]] = []
    for raw in text.splitlines():
        line = _clean(raw)
        heading = _HEADING.match(line)
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


def _unique(refs: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(refs))


# --- cards ------------------------------------------------------------------------------------


def _ranks(text: str) -> tuple[str, str]:
    """(ranks, marked ranks) of a Polish holding: "(A)D42" → ("AQ42", "A"), "-" → ("", "")."""
    if text.strip() == "-":
        return "", ""
    ranks = marked = ""
    for token in _RANK_TOKEN.finditer(text.replace(" ", "")):
        if token[1]:
            ranks += RANKS[token[1]]
            marked += RANKS[token[1]]
        else:
            ranks += RANKS.get(token[0], token[0])
    return ranks, marked


def _streams(rows: list[list[str]]) -> tuple[list[str], list[str], list[str]]:
    """Entries of the left, centre and right column of a diagram."""
    left: list[str] = []
    centre: list[str] = []
    right: list[str] = []
    for row in rows:
        entries = [c for c in row if c]
        if len(entries) == 1:
            centre.extend(entries)
        elif len(entries) == 2:
            left.append(entries[0])
            right.append(entries[1])
        elif len(entries) == 3:
            left.append(entries[0])
            centre.append(entries[1])
            right.append(entries[2])
        else:
            raise ValueError(f"diagram line with {len(entries)} entries: {row!r}")
    return left, centre, right


def _hands_of(entries: list[str]) -> list[list[str]]:
    """Entries grouped into hands: a new hand starts when the suit order starts again."""
    hands: list[list[str]] = []
    last = len(SUITS)
    for entry in entries:
        suit = SUIT_SYMBOLS.get(entry[:1])
        index = SUITS.index(suit) if suit else len(SUITS)
        if suit is None or index <= last:
            hands.append([])
        hands[-1].append(entry)
        last = index if suit else len(SUITS)
    return hands


def diagram_deal(diagram: Diagram) -> dict[str, Any]:
    """The `deal:` data of a diagram (see the module docstring for the layout rules)."""
    left, centre, right = _streams(diagram.rows)
    centre_hands = _hands_of(centre)
    seated: dict[str, list[str]] = {}
    if left or right:
        if len(_hands_of(left)) > 1 or len(_hands_of(right)) > 1 or len(centre_hands) > 2:
            raise ValueError("diagram with more than one hand in a column")
        seated.update(dict(zip("NS", centre_hands, strict=False)))
        if left:
            seated["W"] = left
        if right:
            seated["E"] = right
    elif len(centre_hands) == 4:
        seated = dict(zip("NWES", centre_hands, strict=True))
    else:
        raise ValueError(f"cannot seat a diagram of {len(centre_hands)} hands")
    single_suit = not any(SUIT_SYMBOLS.get(e[:1]) for hand in seated.values() for e in hand)
    hands: dict[str, Any] = {}
    marked: dict[str, list[str]] = {}
    for seat in SEATS:
        if seat not in seated:
            continue
        if single_suit:
            hands[seat] = _ranks(seated[seat][0])[0]
            continue
        hand: dict[str, str] = {}
        for entry in seated[seat]:
            suit = SUIT_SYMBOLS[entry[0]]
            ranks, marks = _ranks(entry[1:])
            hand[suit] = ranks
            marked.setdefault(seat, []).extend(suit + r for r in marks)
        hands[seat] = hand
    deal: dict[str, Any] = {"kind": "suit" if single_suit else _kind(hands)}
    _settle_displaced(hands, marked, deal)
    deal["hands"] = hands
    if marked := {seat: cards for seat, cards in marked.items() if cards}:
        deal["marked"] = marked
    return deal


def _count(hand: dict[str, str] | str) -> int:
    return len(hand) if isinstance(hand, str) else sum(len(r) for r in hand.values())


def _kind(hands: dict[str, Any]) -> str:
    """`full` for four hands of a whole pack (a displaced card included), else `position`."""
    return "full" if len(hands) == 4 and sum(_count(h) for h in hands.values()) >= 52 else "position"


def _settle_displaced(hands: dict[str, Any], marked: dict[str, list[str]], deal: dict[str, Any]) -> None:
    """A card marked in two hands stays only in the hand that holds too many cards."""
    seats_of: dict[str, list[str]] = {}
    for seat, cards in marked.items():
        for card in cards:
            seats_of.setdefault(card, []).append(seat)
    for card, seats in seats_of.items():
        if len(seats) != 2:
            continue
        keep = max(seats, key=lambda s: _count(hands[s]))
        for seat in seats:
            if seat != keep:
                hands[seat][card[0]] = hands[seat][card[0]].replace(card[1], "")
                marked[seat].remove(card)
        label = {v: k for k, v in SUIT_SYMBOLS.items()}[card[0]] + card[1]
        names = [SEAT_NAMES[s] for s in seats]
        deal["irregular"] = (
            f"The source prints the {label} in parentheses in both {names[0]}'s and {names[1]}'s hand: "
            f"one displaced card, in the hand that holds {_count(hands[keep])} cards."
        )


# --- auctions ---------------------------------------------------------------------------------


def _call(token: str) -> str:
    """A Polish call in canonical form: "pas" → Pass, "2♣*" → 2C*, "3BA" → 3NT."""
    suffix = token[-1] if token[-1] in "*!" else ""
    body = token[:-1] if suffix else token
    if body.casefold() == "pas":
        return "Pass" + suffix
    if body.casefold() in {"ktr", "kontra"}:
        return "X" + suffix
    if body.casefold() in {"rktr", "rekontra"}:
        return "XX" + suffix
    match = re.match(r"^([1-7])(♣|♦|♥|♠|BA)$", body)
    if not match:
        raise ValueError(f"not a call: {token!r}")
    return f"{match[1]}{STRAINS[match[2]]}{suffix}"


def auction_data(auction: Auction) -> dict[str, Any]:
    """The `auction:` data of a table; the dealer is the seat of the first call."""
    dealer: str | None = None
    calls: list[Any] = []
    skipped = False
    for row in auction.rows:
        for column, cell in enumerate(row[: len(auction.seats)]):
            token = _TAG.sub("", cell).strip()
            if not token:
                continue
            if token == "-":
                skipped = dealer is not None
                continue
            seat = auction.seats[column]
            dealer = dealer or seat
            if "/" in token:
                first, second = token.split("/")
                calls.append(_call(first) + "!")
                calls.append({"call": _call(second), "replaces": True})
            elif skipped:
                calls.append({"call": _call(token).rstrip("!"), "seat": seat, "irregular": True})
            else:
                calls.append(_call(token))
            skipped = False
    return {"dealer": dealer, "calls": calls}


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
    file: str
    slides: list[Slide] = field(default_factory=list)


def groups(all_slides: list[Slide]) -> list[Group]:
    """Slides grouped by file: intro slides first, then one group per law heading."""
    result: list[Group] = []
    for slide in all_slides:
        laws = heading_laws(slide.heading)
        if not laws:
            if result and result[-1].key != "intro":
                raise ValueError(f"slide without a law after the intro: {slide.heading!r}")
            key, file = "intro", "00-intro.yaml"
        else:
            numbers = _unique(re.match(r"\d+", law)[0] for law in laws)  # type: ignore[index]
            ends = numbers[:: max(len(numbers) - 1, 1)]
            key = "-".join(ends)
            file = "law-" + "-".join(f"{int(n):02d}" for n in ends) + ".yaml"
        if not result or result[-1].key != key:
            result.append(Group(key, file))
        result[-1].slides.append(slide)
    return result


def _unit(group: Group, index: int, slide: Slide) -> dict[str, Any]:
    paragraphs = [_paragraph_text(b) for b in slide.blocks if isinstance(b, Paragraph)]
    text = "\n\n".join(paragraphs)
    unit: dict[str, Any] = {
        "id": f"{'intro' if group.key == 'intro' else 'law-' + group.key}-{index}",
        "laws": _unique(heading_laws(slide.heading) + text_laws(text)),
        "heading": slide.heading,
    }
    if len(paragraphs) == 1 and _PLACEHOLDER.match(paragraphs[0]):
        unit["placeholder"] = True
    unit["text"] = text
    return unit


def _example_files(group: Group, slide: Slide) -> dict[str, dict[str, Any]]:
    files: dict[str, dict[str, Any]] = {}
    for raw in _examples(slide):
        text = "\n\n".join(p for p in [raw.inline, *raw.paragraphs] if p)
        laws = _unique(heading_laws(slide.heading) + text_laws(text))
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
            data: dict[str, Any] = {
                "id": ex_id,
                "source": SOURCE_ID,
                "lang": "pl",
                "number": number,
                "laws": laws,
                "title": title,
                "narrative": text if not raw.last else "",
            }
            if diagrams:
                data["deal"] = diagram_deal(diagrams[0])
            elif hand := next(filter(None, map(_HAND_SENTENCE.match, raw.paragraphs)), None):
                holdings = {SUIT_SYMBOLS[m[1]]: _ranks(m[2])[0] for m in _HOLDING.finditer(hand[2])}
                data["deal"] = {"kind": "position", "hands": {hand[1]: holdings}}
            if auctions:
                data["auction"] = auction_data(auctions[0])
                if "deal" in data and data["deal"]["kind"] == "full":
                    data["deal"] = {"dealer": data["auction"]["dealer"], **data["deal"]}
            if "deal" in data:
                data["expect"] = {"card_counts": {s: _count(h) for s, h in data["deal"]["hands"].items()}}
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
    files = {f"content/sources/{SOURCE_ID}.yaml": dump_yaml(_source(all_slides[0]), "source", 2)}
    for group in groups(all_slides):
        units = [_unit(group, i, slide) for i, slide in enumerate(group.slides, start=1)]
        commentary = {"source": SOURCE_ID, "lang": "pl", "units": units}
        files[f"{BASE}/{group.file}"] = dump_yaml(commentary, "commentary", 2)
        for slide in group.slides:
            for ex_id, example in _example_files(group, slide).items():
                files[f"{BASE}/examples/{ex_id}.yaml"] = dump_yaml(example, "example", 3)
    return files


def import_seed(doc: Document, project: Project) -> ImportResult:
    """The seed's files (see `seed_files`), counted."""
    return counted(seed_files(doc.text))
