"""Calls: Pass, X, XX, bids 1♣…7NT and `?` (the call under discussion), in every notation.

Reading accepts the words of all notations at once (pas, πάσο, пас, kontra, κοντρ, BA, ΧΑ,
БК …): they do not collide. A suffix `*` marks an alert, `!` a call the source marks as
the irregularity. Canonical text is `Pass`, `X`, `XX`, `1C` … `7NT`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import Any

from .cards import SEATS
from .errors import BridgeError
from .notation import NOTATIONS, get_notation
from .notation.base import SYMBOL_SUITS, fold
from .types import Denom

STRAINS = ("C", "D", "H", "S", "NT")
DENOMS = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "NT": Denom.nt}
STRAIN_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
CALL_KEYS = ("call", "alert", "irregular", "note", "replaces", "seat")
_BID = re.compile(r"^([0-9]+)\s*(.+)$")


def strain_of(denom: Denom) -> str:
    """`Denom.nt` → `NT`, `Denom.spades` → `S`."""
    return next(strain for strain, d in DENOMS.items() if d == denom)


@dataclass(frozen=True)
class Call:
    """One call as recorded: what it is, and the marks the data puts on it."""

    kind: str  # pass | double | redouble | bid | query
    level: int = 0
    strain: str = ""
    alert: bool = False
    irregular: bool = False
    replaces: bool = False
    note: str | None = None
    seat: str | None = None  # the seat the data says made it (calls out of rotation)

    @property
    def text(self) -> str:
        """Canonical text: `Pass`, `X`, `XX`, `1NT`, `?`."""
        return {"pass": "Pass", "double": "X", "redouble": "XX", "query": "?"}.get(
            self.kind, f"{self.level}{self.strain}"
        )

    @property
    def label(self) -> str:
        """Canonical text with the marks: `2C*`, `1NT!`."""
        return self.text + ("*" if self.alert else "") + ("!" if self.irregular else "")

    @property
    def denom(self) -> Denom:
        """The denomination of a bid."""
        return DENOMS[self.strain]

    @property
    def rank(self) -> int:
        """Order of bids in the bidding box: 1♣ = 0 … 7NT = 34."""
        return (self.level - 1) * 5 + STRAINS.index(self.strain)

    def plain(self) -> Call:
        """The same call without marks, note or seat."""
        return Call(self.kind, self.level, self.strain)


def bid(level: int, strain: str) -> Call:
    """The bid `level` `strain` (validated)."""
    if not 1 <= level <= 7:
        raise BridgeError(f"invalid bid {level}{strain}: the level of a bid goes from 1 to 7")
    return Call("bid", level, strain)


@lru_cache(maxsize=4096)
def parse_call(text: str) -> Call:
    """A call written in any notation, with its `*` / `!` marks."""
    core = text.strip()
    marks = ""
    while core and core[-1] in "*!":
        marks += core[-1]
        core = core[:-1].rstrip()
    call = _parse_plain(core, text)
    return replace(call, alert="*" in marks, irregular="!" in marks)


def _parse_plain(core: str, text: str) -> Call:
    if core == "?":
        return Call("query")
    word = fold(core)
    for kind, attribute in (("pass", "passes"), ("double", "doubles"), ("redouble", "redoubles")):
        if word in _folded(attribute):
            return Call(kind)
    match = _BID.match(core)
    if match:
        strain = _strain(match.group(2))
        if strain:
            return bid(int(match.group(1)), strain)
    raise BridgeError(f"invalid call {text.strip()!r}: expected Pass, X, XX or a bid 1♣ … 7NT")


def _strain(text: str) -> str | None:
    word = fold(text)
    if text.strip() in SYMBOL_SUITS:
        return SYMBOL_SUITS[text.strip()]
    if word.upper() in STRAIN_SYMBOLS:
        return word.upper()
    if word in _folded("notrumps"):
        return "NT"
    return None


@cache
def _folded(attribute: str) -> frozenset[str]:
    """The words of every notation for passes, doubles, redoubles or notrumps, folded."""
    return frozenset(fold(w) for n in NOTATIONS.values() for w in getattr(n, attribute))


def format_call(call: Call, lang: str = "en") -> str:
    """A call written in the notation of `lang` (suit symbols, except PBN), with its marks."""
    notation = get_notation(lang)
    if call.kind == "bid":
        strain = notation.notrumps[0] if call.strain == "NT" else call.strain
        if lang != "pbn" and call.strain != "NT":
            strain = STRAIN_SYMBOLS[call.strain]
        text = f"{call.level}{strain}"
    else:
        words = {"pass": notation.passes, "double": notation.doubles, "redouble": notation.redoubles}
        text = words[call.kind][0] if call.kind in words else "?"
    return text + ("*" if call.alert else "") + ("!" if call.irregular else "")


def call_from_data(item: Any) -> Call:
    """A call of an example's `auction.calls`: a string, or the long form mapping."""
    if isinstance(item, str):
        return parse_call(item)
    if not isinstance(item, Mapping) or "call" not in item:
        raise BridgeError(f"invalid call {item!r}: expected a string or a mapping with 'call'")
    unknown = [key for key in item if key not in CALL_KEYS]
    if unknown:
        raise BridgeError(f"unknown key {unknown[0]!r} in a call: expected {', '.join(CALL_KEYS)}")
    call = parse_call(str(item["call"]))
    seat = item.get("seat")
    if seat is not None and seat not in SEATS:
        raise BridgeError(f"invalid seat {seat!r} of a call: expected N, E, S or W")
    note = item.get("note")
    return replace(
        call,
        alert=call.alert or bool(item.get("alert")),
        irregular=call.irregular or bool(item.get("irregular")),
        replaces=bool(item.get("replaces")),
        note=str(note) if note is not None else None,
        seat=seat,
    )
