"""The auctions and deal diagrams of the Hellenic wiki's Law 27 page (seed `hellenic-wiki-law27`, see
`hellenic_wiki`) as data: an auction fragment in the text (West deals) or the words "West opens … and
North bids …", a compass diagram with its auction table, the insufficient bids marked, and the claims."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from bridgelaws.bridge.calls import bid, format_call, parse_call

from .commentary import SEAT_NAMES, SEATS, SUIT_SYMBOLS, SUITS, vulnerability

# Seat letters of auction headers and compass roses: Greek Β(ορράς) Α(νατολή) Ν(ότος) Δ(ύση).
SEAT_LETTERS = {"N": "N", "E": "E", "S": "S", "W": "W", "Β": "N", "Α": "E", "Ν": "S", "Δ": "W"}

CALL = r"(?:[1-7](?:[♣♦♥♠]|NT|ΝΤ|ΧΑ)|Pass|XX|X)"
CALL_TOKEN = re.compile(CALL)
AUCTION_PART = re.compile(rf"^(?:{CALL}\s*[-–]?\s*)+")
_OPENING = {
    "el": re.compile(
        rf"[Ηη] Δύση ανοίγει ({CALL}) και ο Βορράς (?:ακολουθεί με|αγοράζει) ({CALL})(?: \(([^()]*)\))?"
    ),
    "en": re.compile(rf"West opens ({CALL}) and North (?:follows with|bids) ({CALL})(?: \(([^()]*)\))?"),
}
_HAND_SEGMENT = re.compile(r"([♠♥♦♣])((?:\s+(?:10|[AKQJT2-9xX]))*)")


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


def mark_insufficient(calls: list[Seated]) -> list[dict[str, str]]:
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


def auction_data(calls: list[Seated]) -> dict[str, Any]:
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


def auction_fragment(text: str, lang: str) -> list[Seated] | None:
    """The calls of an example's auction (West deals): a leading fragment "1♣ - 1♠ - 1♥ (…)", whose
    comment becomes the note of its last call, or the words "West opens 1♠ and North bids 1♥"."""
    if part := AUCTION_PART.match(text):
        tokens = CALL_TOKEN.findall(part[0])
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


def final_contract(calls: list[Seated]) -> tuple[str, str] | None:
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


def diagram_deal(lines: list[str]) -> tuple[dict[str, Any], list[dict[str, str]], list[str]]:
    """The deal of a compass diagram, its printing corrections and the auction table lines.

    The first line carries "dealer/vulnerability" (Β/Κανείς, N/None); North's suits come before the
    rows with two hands (West, East), South's after; a hand's lines are ♠ ♥ ♦ ♣ in that order, so a
    line printed with another suit symbol is a misprint, recorded as a correction.
    """
    holdings: dict[str, list[tuple[str, str, str]]] = {seat: [] for seat in SEATS}
    header = lines[0].split()[0]
    dealer_letter, vul_word = header.split("/")
    seen_sides = False
    table: list[str] = []
    for line in lines:
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
        "vulnerable": vulnerability(vul_word),
        "hands": hands,
    }
    return deal, corrections, table


def _suit_name(suit: str, plural: bool = True) -> str:
    name = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}[suit]
    return name + "s" if plural else name


def table_calls(lines: list[str], dealer: str) -> list[Seated]:
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


def irregularity(calls: list[Seated]) -> str | None:
    for index, c in enumerate(calls):
        if c.irregular:
            before = next(p.call for p in reversed(calls[:index]) if p.call[0].isdigit())
            text = f"insufficient bid {_symbols(c.call)} by {SEAT_NAMES[c.seat]} over {_symbols(before)}"
            if index + 1 < len(calls) and calls[index + 1].replaces:
                return f"{text}, replaced by {_symbols(calls[index + 1].call)}"
            return f"{text}, not accepted"
    return None
