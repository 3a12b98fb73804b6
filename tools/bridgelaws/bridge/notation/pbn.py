"""PBN: hands as `S.H.D.C` with English letters, deals as `N:hand hand hand hand` clockwise.

`-` stands for a hand not shown. Hands may hold fewer than 13 cards (end positions).
"""

from __future__ import annotations

import re

from ..cards import SEATS, HandCards, Layout, infer_kind
from ..errors import BridgeError
from .base import Notation

_DEAL = re.compile(r"^\s*(?:([NESWnesw])\s*:)?\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*$")


class PbnNotation(Notation):
    """English letters read and written in PBN's dotted form."""

    def parse_hand(self, text: str) -> HandCards:
        """A PBN hand, `K875.843.7.QJ843`."""
        return HandCards.from_pbn(text)

    def format_hand(self, hand: HandCards) -> str:
        """The hand in PBN form."""
        return hand.pbn()


PBN = PbnNotation(
    code="pbn",
    honours={"A": "A", "K": "K", "Q": "Q", "J": "J"},
    ten="T",
    passes=("Pass",),
    doubles=("X",),
    redoubles=("XX",),
    notrumps=("NT",),
    all_pass=("AP",),
    seats={"N": "N", "E": "E", "S": "S", "W": "W"},
)


def is_pbn_deal(text: str) -> bool:
    """Whether `text` looks like a PBN deal string."""
    return bool(_DEAL.match(text)) and "." in text


def parse_deal(text: str) -> Layout:
    """A PBN deal string; the first hand is the seat before the colon (North if none)."""
    match = _DEAL.match(text)
    if not match or "." not in text:
        raise BridgeError(f"invalid PBN deal {text.strip()!r}: expected four hands, 'N:AKQ2.J5.T98.7 … … …'")
    first = SEATS.index((match.group(1) or "N").upper())
    hands = {}
    for i, hand in enumerate(match.groups()[1:]):
        if hand != "-":
            hands[SEATS[(first + i) % 4]] = HandCards.from_pbn(hand)
    return Layout(kind=infer_kind(hands), hands=hands)
