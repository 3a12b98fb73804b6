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

from bridgelaws.bridge.calls import bid, format_call, parse_call
from bridgelaws.importers.dokuwiki import FOOTER_START
from bridgelaws.importers.emit import dump_yaml
from bridgelaws.importers.project import Project
from bridgelaws.importers.report import Document, ImportResult, counted
from bridgelaws.refs import find_references

SEED = "001_1c7e3e9fd0daff77.txt"
FORMAT = "dokuwiki"
SOURCE_ID = "hellenic-wiki-law27"
EDITION = "2017"
SEED_DOCUMENT = "originals/001_1c7e3e9fd0daff77.txt"
BASE = f"content/{SOURCE_ID}"

SEATS = "NESW"
SUITS = "SHDC"
SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
# Seat letters of auction headers and compass roses: Greek Β(ορράς) Α(νατολή) Ν(ότος) Δ(ύση).
SEAT_LETTERS = {"N": "N", "E": "E", "S": "S", "W": "W", "Β": "N", "Α": "E", "Ν": "S", "Δ": "W"}
VULNERABILITY = {
    "none": "none",
    "κανείς": "none",
    "all": "all",
    "όλοι": "all",
    "ns": "ns",
    "βν": "ns",
    "ew": "ew",
    "αδ": "ew",
}
EXAMPLE_WORD = {"el": "Παράδειγμα", "en": "Example"}

_SPAN = re.compile(r"<html>\s*<span[^>]*>\s*</span>\s*</html>")
_LAST_EDIT = re.compile(r"(\d{4})/(\d{2})/(\d{2})")
_EDITOR = re.compile(r"^από\s+(\S+)$")

_CALL = r"(?:[1-7](?:[♣♦♥♠]|NT|ΝΤ|ΧΑ)|Pass|XX|X)"
_CALL_TOKEN = re.compile(_CALL)
_NUMBERED = re.compile(r"^(\d{1,2})\.\s+")
_TITLED = re.compile(rf"^({EXAMPLE_WORD['el']}|{EXAMPLE_WORD['en']})\s+(\d{{1,2}}):?$")
_AUCTION_PART = re.compile(rf"^(?:{_CALL}\s*[-–]?\s*)+")
_OPENING = {
    "el": re.compile(
        rf"[Ηη] Δύση ανοίγει ({_CALL}) και ο Βορράς (?:ακολουθεί με|αγοράζει) ({_CALL})(?: \(([^()]*)\))?"
    ),
    "en": re.compile(rf"West opens ({_CALL}) and North (?:follows with|bids) ({_CALL})(?: \(([^()]*)\))?"),
}
_HAND_SEGMENT = re.compile(r"([♠♥♦♣])((?:\s+(?:10|[AKQJT2-9xX]))*)")
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
    return not re.sub(rf"{_CALL}|[-–.\s]", "", bare)


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


# --- calls and auctions --------------------------------------------------------------------


def _call(token: str) -> str:
    """Canonical text of a call token: 1♣ → 1C, 1ΝΤ/1ΧΑ → 1NT, Pass → Pass."""
    return parse_call(token).text


def _symbols(call: str) -> str:
    return format_call(parse_call(call))


def _lowest_sufficient(call: str, last_bid: str) -> str:
    """The lowest bid in the strain of `call` that is sufficient over `last_bid`."""
    strain, above = parse_call(call).strain, parse_call(last_bid).rank
    return next(b.text for level in range(1, 8) if (b := bid(level, strain)).rank > above)


@dataclass
class Seated:
    """A call and the seat that made it, with the marks the data will carry."""

    call: str
    seat: str
    note: str | None = None
    alert: bool = False
    irregular: bool = False
    replaces: bool = False


def _mark_insufficient(calls: list[Seated]) -> list[dict[str, str]]:
    """Mark every insufficient bid as the irregularity; return the `insufficient_bids` claims."""
    claims = []
    last: str | None = None
    for call in calls:
        if not call.call[0].isdigit():
            continue
        if last and parse_call(call.call).rank <= parse_call(last).rank:
            call.irregular = True
            claims.append({"call": call.call, "lowest_sufficient": _lowest_sufficient(call.call, last)})
            continue
        last = call.call
    return claims


def _auction_data(calls: list[Seated]) -> dict[str, Any]:
    items: list[Any] = []
    notes: dict[str, str] = {}
    for index, c in enumerate(calls):
        short = c.call + ("*" if c.alert else "") + ("!" if c.irregular else "")
        items.append({"call": c.call, "replaces": True} if c.replaces else short)
        if c.note:
            notes[str(index)] = c.note
    data: dict[str, Any] = {"dealer": calls[0].seat, "calls": items}
    if notes:
        data["notes"] = notes
    return data


def _seated(tokens: list[str], dealer: str = "W") -> list[Seated]:
    start = SEATS.index(dealer)
    return [Seated(_call(t), SEATS[(start + i) % 4]) for i, t in enumerate(tokens)]


def _fragment(text: str, lang: str) -> list[Seated] | None:
    """The calls of an example's auction (West deals): a leading fragment "1♣ - 1♠ - 1♥ (…)", whose
    comment becomes the note of its last call, or the words "West opens 1♠ and North bids 1♥"."""
    if part := _AUCTION_PART.match(text):
        tokens = _CALL_TOKEN.findall(part[0])
        comment = re.match(r"\s*\(([^()]*)\)", text[part.end() :])
        calls = _seated(tokens)
        if comment:
            calls[-1].note = comment[1]
        return calls
    if opening := _OPENING[lang].search(text):
        calls = _seated([opening[1], opening[2]])
        calls[-1].note = opening[3]
        return calls
    return None


def _contract(calls: list[Seated]) -> tuple[str, str] | None:
    """Final contract and declarer of a completed auction (replaced bids do not count)."""
    live = [c for i, c in enumerate(calls) if not (i + 1 < len(calls) and calls[i + 1].replaces)]
    bids = [c for c in live if c.call[0].isdigit()]
    if not bids or len(live) < 4 or any(c.call != "Pass" for c in live[-3:]):
        return None
    final = bids[-1]
    partners = {final.seat, SEATS[(SEATS.index(final.seat) + 2) % 4]}
    declarer = next(c.seat for c in bids if c.seat in partners and c.call[1:] == final.call[1:])
    return final.call, declarer


# --- diagrams ------------------------------------------------------------------------------


def _hand_segments(line: str) -> list[tuple[str, str, str]]:
    """(printed suit letter, ranks, printed text) of each suit holding on a diagram line, left to right."""
    out = []
    for m in _HAND_SEGMENT.finditer(line):
        ranks = "".join("T" if r == "10" else r.upper() for r in m[2].split())
        out.append((SUIT_SYMBOLS[m[1]], ranks, m[0].strip()))
    return out


def _deal(diagrams: list[Block]) -> tuple[dict[str, Any], list[dict[str, str]], list[str]]:
    """The deal of a compass diagram, its printing corrections and the auction table lines.

    The first line carries "dealer/vulnerability" (Β/Κανείς, N/None); North's suits come before the
    rows with two hands (West, East), South's after; a hand's lines are ♠ ♥ ♦ ♣ in that order, so a
    line printed with another suit symbol is a misprint, recorded as a correction.
    """
    holdings: dict[str, list[tuple[str, str, str]]] = {seat: [] for seat in SEATS}
    header = diagrams[0].lines[0].split()[0]
    dealer_letter, vul_word = header.split("/")
    seen_sides = False
    table: list[str] = []
    for line in [ln for block in diagrams for ln in block.lines]:
        segments = _hand_segments(line)
        if table or (not segments and seen_sides and len(line.split()) == 4):
            table.append(line)
            continue
        if len(segments) == 2:
            seen_sides = True
            holdings["W"].append(segments[0])
            holdings["E"].append(segments[1])
        elif segments:
            holdings["S" if seen_sides else "N"].append(segments[0])
    hands: dict[str, dict[str, str]] = {}
    corrections = []
    for seat in "NESW":
        hands[seat] = {}
        for suit, (printed_suit, ranks, printed) in zip(SUITS, holdings[seat], strict=True):
            hands[seat][suit] = ranks
            if printed_suit != suit:
                corrections.append(
                    {
                        "path": f"deal.hands.{seat}.{suit}",
                        "printed": printed,
                        "note": f"{SEAT_NAMES[seat]}'s {_suit_name(suit)} are printed with a "
                        f"{_suit_name(printed_suit, plural=False)} symbol; the {_suit_name(suit, False)} "
                        "suit is meant (a hand lists its suits in the order ♠ ♥ ♦ ♣).",
                    }
                )
    deal = {
        "dealer": SEAT_LETTERS[dealer_letter],
        "vulnerable": VULNERABILITY[vul_word.lower()],
        "hands": hands,
    }
    return deal, corrections, table


def _suit_name(suit: str, plural: bool = True) -> str:
    name = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}[suit]
    return name + "s" if plural else name


def _table_calls(lines: list[str], dealer: str) -> list[Seated]:
    """Calls of an auction table: a seat header row, then rows of calls aligned under it.

    Text right of the last column is a note on the row's last call ("TD!"); a call whose meaning
    is explained there in parentheses is artificial and recorded as alerted. A call from the seat
    that made the previous call is its replacement ("1NT" then "2NT" in West's column).
    """
    header = lines[0]
    columns = [(m.start(), SEAT_LETTERS[m[0]]) for m in re.finditer(r"\S+", header)]
    width = columns[1][0] - columns[0][0]
    calls: list[Seated] = []
    for line in lines[1:]:
        for m in re.finditer(r"\S+(?: \S+)*", line):
            token, column = m[0], m.start() // width
            if column >= len(columns):
                if calls:
                    note = token.strip()
                    calls[-1].note = note[1:].rsplit(")", 1)[0] if note.startswith("(") else note
                    calls[-1].alert = note.startswith("(")
                continue
            seat = columns[column][1]
            if token == "All Pass":
                while len(calls) < 3 or any(c.call != "Pass" for c in calls[-3:]):
                    calls.append(Seated("Pass", SEATS[(SEATS.index(calls[-1].seat) + 1) % 4]))
                continue
            call = Seated(_call(token), seat)
            if calls and seat == calls[-1].seat:
                call.replaces = True
            elif not calls and seat != dealer:
                raise ValueError(f"auction table starts with {seat}, the dealer is {dealer}")
            calls.append(call)
    return calls


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


def _irregularity(calls: list[Seated]) -> str | None:
    for index, c in enumerate(calls):
        if c.irregular:
            before = next(p.call for p in reversed(calls[:index]) if p.call[0].isdigit())
            text = f"insufficient bid {_symbols(c.call)} by {SEAT_NAMES[c.seat]} over {_symbols(before)}"
            if index + 1 < len(calls) and calls[index + 1].replaces:
                return f"{text}, replaced by {_symbols(calls[index + 1].call)}"
            return f"{text}, not accepted"
    return None


def _example(unit: RawUnit, lang: str, laws: list[str]) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": f"ex-{unit.number}",
        "source": SOURCE_ID,
        "lang": lang,
        "number": unit.number,
        "laws": laws,
        "title": unit.heading or f"{EXAMPLE_WORD[lang]} {unit.number}",
    }
    expect: dict[str, Any] = {}
    corrections: list[dict[str, str]] = []
    question = ruling = None
    calls: list[Seated] = []
    if unit.diagrams:
        deal, corrections, table = _deal(unit.diagrams)
        calls = _table_calls(table, deal["dealer"])
        narrative, question, ruling = _split_question(unit.paragraphs, lang)
        data["narrative"] = narrative
        data["deal"] = deal
    else:
        narrative = unit.text
        if fragment := _fragment(unit.text, lang):
            calls = fragment
            if _AUCTION_PART.match(unit.text):
                head, _, rest = unit.text.partition(").")
                if rest.strip():
                    narrative, ruling = head + ").", rest.strip()
        data["narrative"] = narrative
    if calls:
        expect["insufficient_bids"] = _mark_insufficient(calls)
        data["auction"] = _auction_data(calls)
        if contract := _contract(calls):
            expect["contract"], expect["declarer"] = contract
    for key, value in (("question", question), ("ruling", ruling), ("irregularity", _irregularity(calls))):
        if value:
            data[key] = value
    if corrections:
        data["corrections"] = corrections
    data["expect"] = expect
    return data


def _unit(unit: RawUnit, unit_id: str, laws: list[str]) -> dict[str, Any]:
    data: dict[str, Any] = {"id": unit_id, "laws": laws}
    if unit.heading:
        data["heading"] = unit.heading
    if unit.number:
        data["number"] = unit.number
    data["text"] = unit.text
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
    files = {f"content/sources/{SOURCE_ID}.yaml": dump_yaml(_source(title, footer), "source", 2)}
    units: dict[str, list[dict[str, Any]]] = {"el": [], "en": []}
    for index, (el_unit, en_unit) in enumerate(zip(greek, english, strict=True), start=1):
        unit_id = f"p{index:02d}"
        laws = law_refs(el_unit.text, "el")
        laws += [ref for ref in law_refs(en_unit.text, "en") if ref not in laws]
        if not any(re.match(r"\d+", ref)[0] == page_law for ref in laws):
            laws.insert(0, page_law)
        for lang, unit in (("el", el_unit), ("en", en_unit)):
            units[lang].append(_unit(unit, unit_id, laws))
            if unit.number:
                example = _example(unit, lang, laws)
                files[f"{BASE}/examples/ex-{unit.number}.{lang}.yaml"] = dump_yaml(example, "example", 3)
    for lang, items in units.items():
        data = {"source": SOURCE_ID, "lang": lang, "units": items}
        files[f"{BASE}/{lang}.yaml"] = dump_yaml(data, "commentary", 2)
    return dict(sorted(files.items()))


def import_seed(doc: Document, project: Project) -> ImportResult:
    """The seed's files (see `seed_files`), counted."""
    return counted(seed_files(doc.text))
