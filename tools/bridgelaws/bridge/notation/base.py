"""What a notation is: how one language writes ranks, suits, calls and seats.

Each module of this package defines one `Notation`; the reading and writing of hands is
shared here. Words are compared casefolded and without accents (πάσο = πασο).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from ..cards import SUIT_SYMBOLS, SUITS, HandCards, parse_ranks, sort_ranks
from ..errors import BridgeError

SYMBOL_SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
_MARKUP = re.compile(r"</?\w+>")


def fold_text(text: str) -> str:
    """Casefolded text without accents (spacing kept)."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def fold(text: str) -> str:
    """Casefolded text without accents or surrounding space, for comparing words."""
    return fold_text(text).strip()


@dataclass(frozen=True)
class Notation:
    """The card, call and seat vocabulary of one language (first word of each list is written)."""

    code: str
    honours: dict[str, str]  # canonical honour (A K Q J) → letter written
    ten: str  # how a ten is written
    passes: tuple[str, ...]
    doubles: tuple[str, ...]
    redoubles: tuple[str, ...]
    notrumps: tuple[str, ...]
    all_pass: tuple[str, ...]
    seats: dict[str, str]  # canonical seat → letter written
    suit_letters: bool = True  # whether S H D C may stand for suits in a hand
    also_reads: dict[str, str] | None = None  # further letters read as canonical ranks

    def rank_letters(self) -> dict[str, str]:
        """Letter (casefolded) → canonical rank, for reading."""
        letters = {letter.casefold(): rank for rank, letter in self.honours.items()}
        if self.ten.isalpha():
            letters[self.ten.casefold()] = "T"
        letters.update({k.casefold(): v for k, v in (self.also_reads or {}).items()})
        return letters

    def parse_holding(self, text: str) -> tuple[str, str]:
        """(ranks, marked ranks) of one suit; marked ranks are written in parentheses, `(A)63`."""
        clean = _MARKUP.sub("", text)
        marked = "".join(re.findall(r"\(([^)]*)\)", clean))
        ranks = parse_ranks(clean.replace("(", "").replace(")", ""), self.rank_letters())
        return ranks, parse_ranks(marked, self.rank_letters()) if marked else ""

    def parse_hand(self, text: str) -> HandCards:
        """A hand written with suit symbols (`♠ K875 ♥ 843 ♦ 7 ♣ DW843`), suit letters, or dots.

        Suits not written are empty; a suit written twice is an error.
        """
        clean = _MARKUP.sub("", text).strip()
        markers = "".join(SYMBOL_SUITS) + ("SHDCshdc" if self.suit_letters else "")
        if not any(c in markers for c in clean):
            if clean.count(".") == 3:
                parts = clean.split(".")
                return self._hand(dict(zip(SUITS, parts, strict=True)))
            raise BridgeError(
                f"invalid hand {text.strip()!r}: "
                "expected suits marked ♠ ♥ ♦ ♣ or four holdings separated by dots"
            )
        pieces = re.split(f"([{re.escape(markers)}])", clean)
        if pieces[0].strip(" :"):
            raise BridgeError(
                f"invalid hand {text.strip()!r}: expected a suit symbol before {pieces[0].strip()!r}"
            )
        holdings: dict[str, str] = {}
        for marker, body in zip(pieces[1::2], pieces[2::2], strict=True):
            suit = SYMBOL_SUITS.get(marker, marker.upper())
            if suit in holdings:
                raise BridgeError(
                    f"invalid hand {text.strip()!r}: the suit {SUIT_SYMBOLS[suit]} is written twice"
                )
            holdings[suit] = body.strip().lstrip(":").strip()
        return self._hand({suit: holdings.get(suit, "") for suit in SUITS})

    def _hand(self, holdings: dict[str, str]) -> HandCards:
        suits, marked = {}, []
        for suit, text in holdings.items():
            suits[suit], marks = self.parse_holding(text)
            marked.extend(suit + rank for rank in marks)
        return HandCards(suits, tuple(marked))

    def format_holding(self, ranks: str) -> str:
        """Ranks as this notation writes them; `—` for a void."""
        if not ranks:
            return "—"
        written = {**self.honours, "T": self.ten}
        return "".join(written.get(rank, rank) for rank in sort_ranks(ranks))

    def format_hand(self, hand: HandCards) -> str:
        """`♠ K875 ♥ 843 ♦ 7 ♣ DW843` in this notation."""
        return " ".join(f"{SUIT_SYMBOLS[suit]} {self.format_holding(hand.holding(suit))}" for suit in SUITS)

    def parse_seat(self, text: str) -> str:
        """A seat letter of this notation (or the canonical one) → canonical seat."""
        word = fold(text)
        for seat, letter in self.seats.items():
            if word == fold(letter):
                return seat
        raise BridgeError(f"invalid seat {text!r}: expected {', '.join(self.seats.values())}")
