"""Hand diagrams as the sources print them: the four hands round a compass, or one hand a line.

A compass diagram has North's suits on lines of their own, then rows holding West's and East's suits
side by side (two holdings on a line), then South's suits; each holding opens with its suit symbol
and its cards are written in the notation of the language ("♠ AKD4" in Polish is ♠AKQ4). A row of
the West/East block that holds one suit only belongs to the hand on its side of the page. Words
without a suit symbol (a compass rose "N", "W   E", "S") are left out. A hand a line reads
"N: ♠ AK4 ♥ …" (any seat letter of the notation). Seats not shown are left out: an end position.
"""

from __future__ import annotations

import re

from .cards import SEATS, HandCards, Layout, infer_kind
from .errors import BridgeError
from .notation import get_notation
from .notation.base import SYMBOL_SUITS

_HOLDING = re.compile(r"([♠♥♦♣♤♡♢♧])\s*((?:[^\s♠♥♦♣♤♡♢♧]+(?: (?=[^\s♠♥♦♣♤♡♢♧]))?)*)")
_VOID = ("-", "—", "–")
_SEAT_LINE = re.compile(r"^\s*(\S{1,2})\s*:\s*(.*[♠♥♦♣♤♡♢♧].*)$")


def holdings(line: str) -> list[tuple[int, str, str]]:
    """(column, suit, cards) of every holding on a line, left to right."""
    found = []
    for m in _HOLDING.finditer(line):
        cards = m.group(2).strip()
        found.append((m.start(), SYMBOL_SUITS[m.group(1)], "" if cards in _VOID else cards))
    return found


def parse_diagram(text: str, lang: str = "en") -> Layout:
    """The hands of a diagram (see the module); BridgeError naming the line for anything wrong."""
    notation = get_notation(lang)
    lines = [line.rstrip() for line in text.splitlines() if line.strip()]
    if lines and all(_SEAT_LINE.match(line) for line in lines if any(c in line for c in SYMBOL_SUITS)):
        return _seat_lines(lines, lang)
    suits: dict[str, dict[str, str]] = {seat: {} for seat in SEATS}
    rows = [(n, holdings(line)) for n, line in enumerate(lines, 1)]
    rows = [(n, found) for n, found in rows if found]
    if not rows:
        raise BridgeError("no hand in the diagram: expected suits written ♠ ♥ ♦ ♣ with their cards")
    pairs = [n for n, found in rows if len(found) == 2]
    first, last = (pairs[0], pairs[-1]) if pairs else (None, None)
    middle = (
        sum(found[1][0] for n, found in rows if len(found) == 2) / len(pairs) if pairs else 0
    )  # where East's column starts
    for n, found in rows:
        if len(found) > 2:
            raise BridgeError(f"diagram line {n}: {len(found)} holdings on one line (expected one or two)")
        if first is None or n < first:
            seats = ["N"]
        elif n > last:
            seats = ["S"]
        elif len(found) == 2:
            seats = ["W", "E"]
        else:
            seats = ["E" if found[0][0] >= middle - 2 else "W"]
        for seat, (_, suit, cards) in zip(seats, found, strict=True):
            if suit in suits[seat]:
                raise BridgeError(f"diagram line {n}: {seat} holds the suit {suit} twice")
            suits[seat][suit] = cards
    hands = {seat: _hand(notation, held) for seat, held in suits.items() if held}
    return Layout(kind=infer_kind(hands), hands=hands)


def _hand(notation, held: dict[str, str]) -> HandCards:  # type: ignore[no-untyped-def]
    text = " ".join(f"{symbol} {held.get(suit, '')}" for symbol, suit in zip("♠♥♦♣", "SHDC", strict=True))
    return notation.parse_hand(text)


def _seat_lines(lines: list[str], lang: str) -> Layout:
    notation = get_notation(lang)
    hands: dict[str, HandCards] = {}
    for n, line in enumerate(lines, 1):
        match = _SEAT_LINE.match(line)
        if not match:
            continue
        seat = notation.parse_seat(match.group(1))
        if seat in hands:
            raise BridgeError(f"diagram line {n}: the hand of {seat} is written twice")
        hands[seat] = notation.parse_hand(match.group(2).replace("-", " ").replace("—", " "))
    return Layout(kind=infer_kind(hands), hands=hands)
