"""The hand diagrams and auction tables of the lecture slides (seed `wasiak-2019`, see `slides`) as data:
Polish letters A K D W = A K Q J, 10 = T; "pas" = Pass, "BA" = NT; a card printed "(A)" in two hands is
one displaced card, kept in the hand that holds too many cards."""

from __future__ import annotations

import re
from typing import Any

from .commentary import SEAT_NAMES, SEATS, SUIT_SYMBOLS, SUITS
from .slideblocks import TAG, Auction, Diagram

RANKS = {"A": "A", "K": "K", "D": "Q", "W": "J", "10": "T", "x": "x"}
STRAINS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S", "BA": "NT"}
_RANK_TOKEN = re.compile(r"\(([AKDW])\)|10|[AKDW2-9x]")


def polish_ranks(text: str) -> tuple[str, str]:
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
            hands[seat] = polish_ranks(seated[seat][0])[0]
            continue
        hand: dict[str, str] = {}
        for entry in seated[seat]:
            suit = SUIT_SYMBOLS[entry[0]]
            ranks, marks = polish_ranks(entry[1:])
            hand[suit] = ranks
            marked.setdefault(seat, []).extend(suit + r for r in marks)
        hands[seat] = hand
    deal: dict[str, Any] = {"kind": "suit" if single_suit else _kind(hands)}
    _settle_displaced(hands, marked, deal)
    deal["hands"] = hands
    if marked := {seat: cards for seat, cards in marked.items() if cards}:
        deal["marked"] = marked
    return deal


def hand_count(hand: dict[str, str] | str) -> int:
    return len(hand) if isinstance(hand, str) else sum(len(r) for r in hand.values())


def _kind(hands: dict[str, Any]) -> str:
    """`full` for four hands of a whole pack (a displaced card included), else `position`."""
    return "full" if len(hands) == 4 and sum(hand_count(h) for h in hands.values()) >= 52 else "position"


def _settle_displaced(hands: dict[str, Any], marked: dict[str, list[str]], deal: dict[str, Any]) -> None:
    """A card marked in two hands stays only in the hand that holds too many cards."""
    seats_of: dict[str, list[str]] = {}
    for seat, cards in marked.items():
        for card in cards:
            seats_of.setdefault(card, []).append(seat)
    for card, seats in seats_of.items():
        if len(seats) != 2:
            continue
        keep = max(seats, key=lambda s: hand_count(hands[s]))
        for seat in seats:
            if seat != keep:
                hands[seat][card[0]] = hands[seat][card[0]].replace(card[1], "")
                marked[seat].remove(card)
        label = {v: k for k, v in SUIT_SYMBOLS.items()}[card[0]] + card[1]
        names = [SEAT_NAMES[s] for s in seats]
        deal["irregular"] = (
            f"The source prints the {label} in parentheses in both {names[0]}'s and {names[1]}'s hand: "
            f"one displaced card, in the hand that holds {hand_count(hands[keep])} cards."
        )


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
            token = TAG.sub("", cell).strip()
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
