"""What the engine knows of the table: the auction, the play and the deal a ruling is about.

A `Table` is read from the command line (`--auction "1S 1H"`, `--play "W:D7 D2 DK D4; H3 …"`) or
from a worked example's data; the facts a flow can derive (`facts.py`) are computed from it by the
bridge engine (`bridgelaws.bridge`): whose turn it was, whether a bid was sufficient, the contract
and declarer, who won each trick and which revokes the play shows.

Writing calls and play: calls in any notation the engine reads, separated by spaces or commas; a
seat prefix (`S:1H`) says who made a call out of rotation; `1NT/2NT` is a call and its replacement.
Tricks are separated by `;`; each is up to four cards in playing order, with its leader as a prefix
(`W:D7 D2 DK D4`) or, when left out, the winner of the previous trick (the opening leader for the
first: declarer's left-hand opponent).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from bridgelaws.bridge.auction import Auction, analyse_auction, auction_from_data, next_seat
from bridgelaws.bridge.calls import Call, parse_call, strain_of
from bridgelaws.bridge.cards import SEATS, HandCards, Layout, layout_from_data, parse_card, parse_seat
from bridgelaws.bridge.errors import BridgeError
from bridgelaws.bridge.play import PlayAnalysis, Trick, analyse_play, trick_winner, tricks_from_data


class TableError(ValueError):
    """Calls, play or a deal the engine cannot read (a usage error on the command line)."""


@dataclass(frozen=True)
class Table:
    """The auction, the tricks and the hands, as far as they are known."""

    auction: Auction | None = None
    tricks: tuple[Trick, ...] = ()
    layout: Layout | None = None
    contract_hint: tuple[str, str] | None = field(default=None, compare=False)  # (strain, declarer)

    @property
    def declarer(self) -> str | None:
        if self.auction is not None and self.auction.declarer():
            return self.auction.declarer()
        return self.contract_hint[1] if self.contract_hint else None

    @property
    def trump(self) -> str | None:
        """The trump suit letter, `NT`, or None when no contract is known."""
        if self.auction is not None and self.auction.contract() is not None:
            contract = self.auction.contract()
            assert contract is not None
            return strain_of(contract.denom)
        return self.contract_hint[0] if self.contract_hint else None

    @cached_property
    def play(self) -> PlayAnalysis | None:
        """The engine's reading of the tricks (winners, revokes, Law 64), None without tricks."""
        if not self.tricks:
            return None
        hands = self.layout.hands if self.layout and self.layout.kind != "suit" else None
        return analyse_play(list(self.tricks), hands, self.trump, self.declarer)

    @property
    def counts(self) -> dict[str, int] | None:
        """Cards in each hand of the deal, when the deal shows all four hands."""
        if self.layout is None or len(self.layout.hands) != 4 or self.layout.kind == "suit":
            return None
        return self.layout.counts()


def parse_calls(text: str, dealer: str = "N") -> Auction:
    """An auction written on the command line (see the module docstring)."""
    calls: list[Call] = []
    for token in (t for t in re.split(r"[\s,]+", text.strip()) if t):
        seat = None
        match = re.fullmatch(r"([A-Za-z]+):(.+)", token)
        if match:
            seat, token = _seat(match.group(1)), match.group(2)
        first, *again = token.split("/")
        try:
            calls.append(replace(parse_call(first), seat=seat))
            calls += [replace(parse_call(call), replaces=True) for call in again]
        except BridgeError as error:
            raise TableError(str(error)) from None
    if not calls:
        raise TableError("an empty auction")
    return analyse_auction(dealer, calls)


def parse_tricks(text: str, auction: Auction | None = None, trump: str | None = None) -> tuple[Trick, ...]:
    """Tricks written on the command line (see the module docstring)."""
    tricks: list[Trick] = []
    declarer = auction.declarer() if auction is not None else None
    for number, chunk in enumerate((c.strip() for c in text.split(";") if c.strip()), 1):
        leader = None
        match = re.fullmatch(r"([A-Za-z]+):\s*(.+)", chunk)
        if match:
            leader, chunk = _seat(match.group(1)), match.group(2)
        try:
            cards = tuple(parse_card(card) for card in chunk.split())
        except BridgeError as error:
            raise TableError(f"trick {number}: {error}") from None
        if not 1 <= len(cards) <= 4:
            raise TableError(f"trick {number}: a trick has one to four cards, not {len(cards)}")
        if leader is None:
            leader = _leader(tricks, declarer, trump, number)
        tricks.append(Trick(leader, cards))
    if not tricks:
        raise TableError("no tricks")
    for number, trick in enumerate(tricks[:-1], 1):
        if len(trick.cards) != 4:
            raise TableError(f"trick {number} has {len(trick.cards)} cards: only the last may be incomplete")
    return tuple(tricks)


def _leader(tricks: list[Trick], declarer: str | None, trump: str | None, number: int) -> str:
    if not tricks:
        if declarer is None:
            raise TableError("say who led to trick 1 (W:…): the auction gives no declarer")
        return next_seat(declarer)
    winner = trick_winner(tricks[-1], trump)
    if winner is None:
        raise TableError(f"say who led to trick {number} (W:…): who won trick {number - 1} is not known")
    return winner


def _seat(text: str) -> str:
    try:
        return parse_seat(text)
    except BridgeError as error:
        raise TableError(str(error)) from None


def table_from_text(auction: str | None, play: str | None, dealer: str = "N") -> Table:
    """The table the command line describes."""
    if dealer not in SEATS:
        raise TableError(f"invalid dealer {dealer!r}: expected N, E, S or W")
    calls = parse_calls(auction, dealer) if auction else None
    trump = None
    if calls is not None and calls.contract() is not None:
        contract = calls.contract()
        assert contract is not None
        trump = strain_of(contract.denom)
    tricks = parse_tricks(play, calls, trump) if play else ()
    return Table(auction=calls, tricks=tricks)


def table_from_example(data: Mapping[str, Any]) -> Table:
    """The table a worked example's data describes (data the model has validated: problems here mean
    the example holds none of it)."""
    layout = None
    deal = data.get("deal")
    if isinstance(deal, Mapping):
        layout, problems = layout_from_data(deal)
        layout = layout if not problems or deal.get("irregular") else None
    auction = None
    if isinstance(data.get("auction"), Mapping):
        dealer = data["auction"].get("dealer") or (deal or {}).get("dealer")
        auction, problems = auction_from_data(data["auction"], dealer)
        auction = auction if not problems else None
    tricks: tuple[Trick, ...] = ()
    if data.get("play"):
        found, problems = tricks_from_data(data["play"])
        tricks = tuple(found) if not problems else ()
    hint = None
    expect = data.get("expect") or {}
    if (auction is None or auction.declarer() is None) and expect.get("contract") and expect.get("declarer"):
        from bridgelaws.bridge.score import parse_contract

        hint = (strain_of(parse_contract(str(expect["contract"]))[0].denom), str(expect["declarer"]))
    return Table(auction=auction, tricks=tricks, layout=layout, contract_hint=hint)


__all__ = ["HandCards", "Table", "TableError", "parse_calls", "parse_tricks", "table_from_example"]
