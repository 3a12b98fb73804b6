"""Cards, hands and layouts as the examples record them, and their validation.

Ranks are canonical English letters (`AKQJT98765432`), `x` for a small card the source does
not name; suits are `S H D C`; seats `N E S W`. A `Layout` is what an example's `deal:`
holds: a full deal, an end position (equal counts) or a single-suit layout.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import BridgeError

SEATS = ("N", "E", "S", "W")
SUITS = ("S", "H", "D", "C")
RANKS = "AKQJT98765432"
SMALL = "x"
UNNAMED_SUIT = "?"  # the suit of a single-suit layout whose source does not name it
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", UNNAMED_SUIT: ""}
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
KINDS = ("full", "position", "suit")
VOIDS = frozenset({"", "-", "—", "–", "---"})

Path = tuple[Any, ...]
Problem = tuple[Path, str]


def card_label(card: str) -> str:
    """A card for people: `SQ` → `♠Q`."""
    return SUIT_SYMBOLS[card[0]] + card[1:]


def seat_name(seat: str) -> str:
    """`N` → `North`."""
    return SEAT_NAMES[seat]


def parse_seat(text: str) -> str:
    """A seat letter (N E S W, or the English word) in canonical form."""
    word = text.strip().upper()
    for seat, name in SEAT_NAMES.items():
        if word in (seat, name.upper()):
            return seat
    raise BridgeError(f"invalid seat {text!r}: expected N, E, S or W")


def sort_ranks(ranks: str) -> str:
    """Ranks in canonical order, small cards (x) last."""
    return "".join(sorted(ranks, key=lambda r: RANKS.index(r) if r in RANKS else len(RANKS)))


def parse_ranks(text: str, letters: Mapping[str, str] | None = None) -> str:
    """The canonical ranks of one suit holding.

    `letters` maps the notation's letters (casefolded) to canonical ranks; without it the
    English letters are read. `10` is a ten, `x` a small card, `-` or `—` a void; spaces
    are ignored. Duplicates are kept (validation reports them).
    """
    letters = letters if letters is not None else {r.casefold(): r for r in RANKS if not r.isdigit()}
    compact = "".join(text.split())
    if compact in VOIDS:
        return ""
    ranks: list[str] = []
    i = 0
    while i < len(compact):
        char = compact[i]
        if compact.startswith("10", i):
            ranks.append("T")
            i += 2
            continue
        if char in "23456789":
            ranks.append(char)
        elif char in "xXхХ":
            ranks.append(SMALL)
        elif char.casefold() in letters:
            ranks.append(letters[char.casefold()])
        else:
            expected = " ".join(dict.fromkeys(v for v in letters.values())) + " 10 9 … 2 or x"
            raise BridgeError(f"invalid rank {char!r} in {text.strip()!r}: expected {expected}")
        i += 1
    return sort_ranks("".join(ranks))


@dataclass(frozen=True)
class HandCards:
    """The cards of one hand as written: suit letter → canonical ranks (x for small cards).

    A hand of a single-suit layout has one key: its suit, or `?` when the source names none.
    """

    suits: dict[str, str]
    marked: tuple[str, ...] = ()

    @classmethod
    def from_pbn(cls, text: str) -> HandCards:
        """A hand in PBN form, `K875.843.7.QJ843` (spades first)."""
        parts = text.strip().split(".")
        if len(parts) != 4:
            raise BridgeError(f"invalid PBN hand {text!r}: expected four suits separated by dots")
        return cls(dict(zip(SUITS, (parse_ranks(p) for p in parts), strict=True)))

    def holding(self, suit: str) -> str:
        """The ranks held in `suit` ('' for a void)."""
        return self.suits.get(suit, "")

    @property
    def count(self) -> int:
        """The number of cards, small cards included."""
        return sum(len(ranks) for ranks in self.suits.values())

    @property
    def has_smalls(self) -> bool:
        """Whether some card is an unspecified small card (x)."""
        return any(SMALL in ranks for ranks in self.suits.values())

    def cards(self) -> list[str]:
        """The named cards (`SA`, `HT`, …) in canonical order; small cards (x) are left out."""
        return [suit + rank for suit, ranks in self.suits.items() for rank in ranks if rank != SMALL]

    def pbn(self) -> str:
        """The hand in PBN form: spades, hearts, diamonds, clubs separated by dots."""
        return ".".join(self.holding(suit) for suit in SUITS)

    def as_json(self) -> dict[str, Any]:
        """Canonical JSON form: PBN string, card count and suits."""
        return {"hand": self.pbn(), "cards": self.count, "suits": {s: self.holding(s) for s in SUITS}}


@dataclass(frozen=True)
class Layout:
    """What an example's `deal:` shows: the hands of the seats shown, and what kind of layout."""

    kind: str
    hands: dict[str, HandCards]
    suit: str | None = None
    marked: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def counts(self) -> dict[str, int]:
        """Cards per seat shown."""
        return {seat: hand.count for seat, hand in self.hands.items()}

    def pbn(self) -> str:
        """PBN deal string from North, `-` for a seat not shown."""
        return "N:" + " ".join(self.hands[s].pbn() if s in self.hands else "-" for s in SEATS)

    def solvable(self) -> bool:
        """Whether a double dummy solver can take it: four hands, equal counts, no x, no duplicates."""
        counts = set(self.counts().values())
        return (
            self.kind != "suit"
            and len(self.hands) == 4
            and len(counts) == 1
            and counts != {0}
            and not any(hand.has_smalls for hand in self.hands.values())
            and not _duplicates(self)
        )

    def as_json(self) -> dict[str, Any]:
        """Canonical JSON form of the layout."""
        if self.kind == "suit":
            hands: dict[str, Any] = {
                seat: hand.holding(self.suit or UNNAMED_SUIT) for seat, hand in self.hands.items()
            }
            return {"kind": self.kind, "suit": self.suit, "hands": hands, "counts": self.counts()}
        hands = {seat: hand.as_json()["suits"] for seat, hand in self.hands.items()}
        return {"kind": self.kind, "hands": hands, "counts": self.counts(), "pbn": self.pbn()}


def infer_kind(hands: Mapping[str, HandCards]) -> str:
    """`full` when some hand has 13 cards or more, else `position` (an end position)."""
    return "full" if any(hand.count >= 13 for hand in hands.values()) else "position"


def layout_problems(layout: Layout, irregular: bool = False) -> list[Problem]:
    """Duplicates, wrong counts and misplaced marks (paths relative to the deal).

    A declared irregularity (`irregular`) lifts the duplicate and count checks, not the marks.
    """
    problems = [] if irregular else _count_problems(layout)
    for seat, cards in layout.marked.items():
        hand = layout.hands.get(seat)
        for i, card in enumerate(cards):
            if hand is None or card not in hand.cards():
                message = f"marked card {card_label(card)} is not in {seat_name(seat)}'s hand"
                problems.append((("marked", seat, i), message))
    return problems


def _count_problems(layout: Layout) -> list[Problem]:
    problems: list[Problem] = [
        (("hands", seat, suit), message) for seat, suit, message in _duplicates(layout)
    ]
    counts = layout.counts()
    if layout.kind == "full":
        for seat in SEATS:
            if seat not in layout.hands:
                problems.append((("hands",), f"a full deal has four hands; {seat_name(seat)}'s is missing"))
            elif counts[seat] != 13:
                message = f"{seat_name(seat)} has {counts[seat]} cards; a full deal has 13 in each hand"
                problems.append((("hands", seat), message))
        if len(layout.hands) == 4 and not problems:
            for suit in SUITS:
                total = sum(len(hand.holding(suit)) for hand in layout.hands.values())
                if total != 13:
                    problems.append(
                        (("hands",), f"{SUIT_SYMBOLS[suit]} has {total} cards in all; a suit has 13")
                    )
    elif layout.kind == "position":
        if len(set(counts.values())) > 1:
            listed = ", ".join(f"{seat} {n}" for seat, n in counts.items())
            problems.append(
                (("hands",), f"the hands of an end position hold equal numbers of cards: {listed}")
            )
        if any(n > 13 for n in counts.values()):
            problems.append((("hands",), "an end position has at most 13 cards in a hand"))
    return problems


def _duplicates(layout: Layout) -> list[tuple[str, str, str]]:
    """(seat, suit, message) for every card shown a second time."""
    first_seen: dict[str, str] = {}
    found = []
    for seat in SEATS:
        hand = layout.hands.get(seat)
        if hand is None:
            continue
        for card in hand.cards():
            if card in first_seen:
                where = first_seen[card]
                also = "twice in this hand" if where == seat else f"also in {seat_name(where)}'s hand"
                found.append((seat, card[0], f"duplicate card {card_label(card)} ({also})"))
            else:
                first_seen[card] = seat
    return found


def layout_from_data(deal: Mapping[str, Any]) -> tuple[Layout | None, list[Problem]]:
    """Read an example's `deal:` mapping; problems carry paths relative to it."""
    hands_data = deal.get("hands")
    if not isinstance(hands_data, Mapping) or not hands_data:
        return None, [(("hands",), "expected a mapping of seats (N E S W) to hands")]
    kind = deal.get("kind")
    if kind is not None and kind not in KINDS:
        return None, [(("kind",), f"invalid kind {kind!r}: expected full, position or suit")]
    suit = deal.get("suit")
    if suit is not None and suit not in SUITS:
        return None, [(("suit",), f"invalid suit {suit!r}: expected S, H, D or C")]
    if kind is None:
        kind = "suit" if any(isinstance(h, str) and "." not in h for h in hands_data.values()) else None
    problems: list[Problem] = []
    hands: dict[str, HandCards] = {}
    for seat, value in hands_data.items():
        if seat not in SEATS:
            problems.append((("hands", seat), f"invalid seat {seat!r}: expected N, E, S or W"))
            continue
        try:
            hands[seat] = _hand_from_data(value, kind == "suit", suit or UNNAMED_SUIT, ("hands", seat))
        except _DataError as error:
            problems.append((error.path, str(error)))
    if problems:
        return None, problems
    marked, marked_problems = _marked_from_data(deal.get("marked"))
    layout = Layout(kind=kind or infer_kind(hands), hands=hands, suit=suit, marked=marked)
    return layout, marked_problems + layout_problems(layout, bool(deal.get("irregular")))


class _DataError(BridgeError):
    def __init__(self, path: Path, message: str) -> None:
        super().__init__(message)
        self.path = path


def _hand_from_data(value: Any, single_suit: bool, suit: str, path: Path) -> HandCards:
    if single_suit:
        if not isinstance(value, str):
            raise _DataError(path, "a single-suit layout gives each seat a string of ranks")
        return HandCards({suit: _ranks(value, path)})
    if isinstance(value, str):
        try:
            return HandCards.from_pbn(value)
        except BridgeError as error:
            raise _DataError(path, str(error)) from None
    if not isinstance(value, Mapping):
        raise _DataError(path, "expected a mapping of suits (S H D C) to ranks")
    unknown = [key for key in value if key not in SUITS]
    if unknown:
        raise _DataError(path + (unknown[0],), f"invalid suit {unknown[0]!r}: expected S, H, D or C")
    return HandCards({s: _ranks(value.get(s) or "", path + (s,)) for s in SUITS})


def _ranks(value: Any, path: Path) -> str:
    if not isinstance(value, str):
        raise _DataError(path, f"expected a string of ranks, found {value!r}")
    try:
        return parse_ranks(value)
    except BridgeError as error:
        raise _DataError(path, str(error)) from None


def _marked_from_data(value: Any) -> tuple[dict[str, tuple[str, ...]], list[Problem]]:
    if value is None:
        return {}, []
    if not isinstance(value, Mapping):
        return {}, [(("marked",), "expected a mapping of seats to lists of cards, e.g. {N: [SA]}")]
    marked: dict[str, tuple[str, ...]] = {}
    problems: list[Problem] = []
    for seat, cards in value.items():
        if seat not in SEATS or not isinstance(cards, list):
            problems.append((("marked", seat), "expected a seat (N E S W) with a list of cards"))
            continue
        parsed = []
        for i, card in enumerate(cards):
            try:
                parsed.append(parse_card(str(card)))
            except BridgeError as error:
                problems.append((("marked", seat, i), str(error)))
        marked[seat] = tuple(parsed)
    return marked, problems


def parse_card(text: str) -> str:
    """A card as the data writes it (`SA`, `D10`, `♦7`) in canonical form (`SA`, `DT`, `D7`)."""
    compact = text.strip()
    symbols = {v: k for k, v in SUIT_SYMBOLS.items() if v}
    suit = symbols.get(compact[:1], compact[:1].upper())
    if suit not in SUITS:
        raise BridgeError(f"invalid card {text!r}: expected a suit (S H D C or ♠ ♥ ♦ ♣) then a rank")
    ranks = parse_ranks(compact[1:]) if compact[1:] not in VOIDS else ""
    if len(ranks) != 1 or ranks == SMALL:
        raise BridgeError(f"invalid card {text!r}: expected a suit then one rank (A K Q J T 9 … 2)")
    return suit + ranks
