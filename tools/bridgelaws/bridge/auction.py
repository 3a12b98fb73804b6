"""The auction engine (Laws 17–39 essentials): turns, sufficiency, doubles, the end and the contract.

An `Auction` takes the recorded calls one by one and never raises on an irregular one: it
records it (insufficient bid with the lowest sufficient bid in the same denomination per
Law 27B1(a), call out of rotation, inadmissible double or redouble, call after the end)
and goes on as the table would. A call with `replaces: true` withdraws the previous call
and is made by the same seat. `parse_auction_text` reads auctions as the sources print them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .calls import STRAINS, Call, bid, call_from_data, parse_call
from .cards import SEATS, Problem, seat_name
from .errors import BridgeError
from .notation import NOTATIONS
from .notation.base import fold, fold_text
from .score import contract_name
from .types import Contract, Penalty


def next_seat(seat: str, steps: int = 1) -> str:
    """The seat `steps` places to the left."""
    return SEATS[(SEATS.index(seat) + steps) % 4]


def side_of(seat: str) -> str:
    """`NS` or `EW`."""
    return "NS" if seat in "NS" else "EW"


@dataclass
class _State:
    turn: str
    last_bid: Call | None = None
    last_bidder: str | None = None
    penalty: Penalty = Penalty.passed
    passes: int = 0
    opened: bool = False  # a bid, double or redouble stands
    complete: bool = False
    first_to_name: dict[tuple[str, str], str] = field(default_factory=dict)

    def copy(self) -> _State:
        return replace(self, first_to_name=dict(self.first_to_name))


@dataclass
class Entry:
    """One recorded call: who made it and what the engine found about it."""

    index: int
    seat: str
    call: Call
    before: _State
    withdrawn: bool = False
    findings: list[dict[str, Any]] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"index": self.index, "seat": self.seat, "call": self.call.label}
        if self.withdrawn:
            data["withdrawn"] = True
        if self.call.note:
            data["note"] = self.call.note
        return data


class Auction:
    """An auction built call by call from the dealer; irregularities are recorded, never raised."""

    def __init__(self, dealer: str) -> None:
        if dealer not in SEATS:
            raise BridgeError(f"invalid dealer {dealer!r}: expected N, E, S or W")
        self.dealer = dealer
        self.entries: list[Entry] = []
        self.query: Entry | None = None
        self._state = _State(turn=dealer)

    @property
    def complete(self) -> bool:
        """Whether the auction has ended (three passes after a call, or four passes)."""
        return self._state.complete

    @property
    def turn(self) -> str | None:
        """The seat to call next; None once the auction has ended."""
        return None if self._state.complete else self._state.turn

    @property
    def last_bid(self) -> Call | None:
        """The last bid made so far (None before the first)."""
        return self._state.last_bid

    @property
    def passed_out(self) -> bool:
        return self._state.complete and self._state.last_bid is None

    def contract(self) -> Contract | None:
        """The final contract with its declarer, once the auction has ended with a bid."""
        state = self._state
        if not state.complete or state.last_bid is None or state.last_bidder is None:
            return None
        strain = state.last_bid.strain
        declarer = state.first_to_name[(side_of(state.last_bidder), strain)]
        return Contract(
            level=state.last_bid.level,
            denom=state.last_bid.denom,
            declarer=declarer,
            penalty=state.penalty,
        )

    def contract_text(self) -> str | None:
        """The final contract as `4SX`; None if there is none (yet)."""
        contract = self.contract()
        return None if contract is None else contract_name(contract)

    def declarer(self) -> str | None:
        contract = self.contract()
        return None if contract is None else contract.declarer

    def legal_calls(self) -> list[Call]:
        """The calls the player in turn may legally make."""
        if self._state.complete:
            return []
        calls = [Call("pass")]
        calls += [c for c in _ALL_BIDS if self._sufficient(c)]
        calls += [
            Call(kind)
            for kind in ("double", "redouble")
            if self._inadmissible(kind, self._state.turn) is None
        ]
        return calls

    def add(self, call: Call) -> Entry:
        """Record the next call as it was made, and return what was found about it."""
        index = len(self.entries)
        if self.query is not None:
            entry = Entry(index, self._state.turn, call, self._state.copy())
            entry.findings.append(
                {"kind": "after_query", "message": "a call after the call under discussion (?)"}
            )
            self.entries.append(entry)
            return entry
        if call.replaces:
            return self._replace(call, index)
        seat = call.seat or self._state.turn
        entry = Entry(index, seat, call, self._state.copy())
        self._accept_pending(entry)
        self.entries.append(entry)
        self._make(entry)
        return entry

    def _replace(self, call: Call, index: int) -> Entry:
        standing = [e for e in self.entries if not e.withdrawn]
        if not standing:
            entry = Entry(index, self._state.turn, call, self._state.copy())
            entry.findings.append({"kind": "bad_replacement", "message": "'replaces' on the first call"})
            self.entries.append(entry)
            self._make(entry)
            return entry
        previous = standing[-1]
        previous.withdrawn = True
        for finding in previous.findings:
            if finding["kind"] == "insufficient":
                finding["status"] = "replaced"
                finding["replaced_by"] = call.text
        self._state = previous.before.copy()
        entry = Entry(index, previous.seat, call, self._state.copy())
        self.entries.append(entry)
        self._make(entry)
        return entry

    def _accept_pending(self, entry: Entry) -> None:
        """A call after an insufficient bid that was not replaced accepts it (Law 27A)."""
        standing = [e for e in self.entries if not e.withdrawn]
        if standing:
            for finding in standing[-1].findings:
                if finding["kind"] == "insufficient" and finding["status"] == "pending":
                    finding["status"] = "accepted"

    def _make(self, entry: Entry) -> None:
        state, call, seat = self._state, entry.call, entry.seat
        if call.kind == "query":
            self.query = entry
            return
        if call.irregular:
            entry.findings.append(
                {"kind": "marked", "message": f"{seat_name(seat)}'s {call.text} is marked irregular"}
            )
        if state.complete:
            entry.findings.append(
                {
                    "kind": "after_end",
                    "message": f"{seat_name(seat)}'s {call.text} comes after the auction ended",
                }
            )
            return
        if seat != state.turn:
            entry.findings.append(
                {
                    "kind": "out_of_rotation",
                    "expected": state.turn,
                    "message": f"{seat_name(seat)}'s {call.text} is out of rotation: "
                    f"it was {seat_name(state.turn)}'s turn",
                }
            )
        if call.kind == "pass":
            state.passes += 1
        elif call.kind == "bid":
            self._bid(entry)
        else:
            reason = self._inadmissible(call.kind, seat)
            if reason:
                entry.findings.append(
                    {
                        "kind": "inadmissible",
                        "reason": reason,
                        "message": f"{seat_name(seat)}'s {call.text}: {reason}",
                    }
                )
                state.passes = 0
            else:
                state.penalty = Penalty.doubled if call.kind == "double" else Penalty.redoubled
                state.passes = 0
                state.opened = True
        state.turn = next_seat(seat)
        state.complete = state.passes >= (3 if state.opened else 4)

    def _bid(self, entry: Entry) -> None:
        state, call, seat = self._state, entry.call, entry.seat
        if not self._sufficient(call) and state.last_bid is not None:
            lowest = lowest_sufficient(call.strain, state.last_bid)
            entry.findings.append(
                {
                    "kind": "insufficient",
                    "over": state.last_bid.text,
                    "lowest_sufficient": lowest.text if lowest else None,
                    "status": "pending",
                    "message": f"{seat_name(seat)}'s {call.text} is insufficient over {state.last_bid.text}"
                    + (
                        f"; the lowest sufficient bid in the same denomination is {lowest.text}"
                        if lowest
                        else ""
                    ),
                }
            )
        state.last_bid, state.last_bidder = call.plain(), seat
        state.penalty = Penalty.passed
        state.passes, state.opened = 0, True
        state.first_to_name.setdefault((side_of(seat), call.strain), seat)

    def _sufficient(self, call: Call) -> bool:
        last = self._state.last_bid
        return last is None or call.rank > last.rank

    def _inadmissible(self, kind: str, seat: str) -> str | None:
        """Why a double or redouble by `seat` is inadmissible now (Law 19, Law 36); None if legal."""
        state = self._state
        if state.last_bid is None or state.last_bidder is None:
            return f"there is no bid to {'double' if kind == 'double' else 'redouble'} (Law 36)"
        own_bid = side_of(state.last_bidder) == side_of(seat)
        if kind == "double":
            if own_bid:
                return "a double of partner's or one's own bid (Law 36)"
            if state.penalty != Penalty.passed:
                return "the bid is already doubled (Law 36)"
        else:
            if state.penalty == Penalty.redoubled:
                return "the bid is already redoubled (Law 36)"
            if state.penalty != Penalty.doubled or not own_bid:
                return "only a double of one's own side's bid may be redoubled (Law 36)"
        return None

    def findings(self, kind: str) -> list[dict[str, Any]]:
        """Every finding of one kind, with the call it is about."""
        found = []
        for entry in self.entries:
            for finding in entry.findings:
                if finding["kind"] == kind:
                    details = {k: v for k, v in finding.items() if k != "kind"}
                    found.append(
                        {"index": entry.index, "seat": entry.seat, "call": entry.call.text, **details}
                    )
        return found

    def as_json(self) -> dict[str, Any]:
        """Everything the engine found, JSON-serialisable."""
        return {
            "dealer": self.dealer,
            "calls": [entry.as_json() for entry in self.entries],
            "complete": self.complete,
            "passed_out": self.passed_out,
            "contract": self.contract_text(),
            "declarer": self.declarer(),
            "turn": self.query.seat if self.query else self.turn,
            "insufficient_bids": self.findings("insufficient"),
            "out_of_rotation": self.findings("out_of_rotation"),
            "inadmissible": self.findings("inadmissible"),
            "after_end": self.findings("after_end"),
            "marked_irregular": self.findings("marked"),
            "problems": [f["message"] for e in self.entries for f in e.findings if f["kind"] != "marked"],
        }


_ALL_BIDS = [bid(level, strain) for level in range(1, 8) for strain in STRAINS]


def lowest_sufficient(strain: str, over: Call) -> Call | None:
    """The lowest bid in `strain` that is sufficient over `over` (None above 7)."""
    for level in range(1, 8):
        candidate = bid(level, strain)
        if candidate.rank > over.rank:
            return candidate
    return None


def analyse_auction(dealer: str, calls: list[Call]) -> Auction:
    """Run the engine over recorded calls."""
    auction = Auction(dealer)
    for call in calls:
        auction.add(call)
    return auction


def auction_from_data(
    data: Mapping[str, Any], dealer: str | None = None
) -> tuple[Auction | None, list[Problem]]:
    """Read an example's `auction:` (dealer from it, else `dealer`); problems carry paths relative to it."""
    dealer = data.get("dealer") or dealer
    if dealer not in SEATS:
        return None, [(("dealer",), f"invalid or missing dealer {dealer!r}: expected N, E, S or W")]
    raw = data.get("calls")
    if not isinstance(raw, list):
        return None, [(("calls",), "expected a list of calls")]
    calls, problems = [], []
    for i, item in enumerate(raw):
        try:
            calls.append(call_from_data(item))
        except BridgeError as error:
            problems.append((("calls", i), str(error)))
    notes = data.get("notes") or {}
    if not isinstance(notes, Mapping):
        problems.append((("notes",), "expected a mapping of call index to note"))
    else:
        for key, note in notes.items():
            if not str(key).isdigit() or int(key) >= len(raw):
                problems.append((("notes", key), f"note for call {key!r}, which does not exist"))
            elif not problems:
                calls[int(key)] = replace(calls[int(key)], note=str(note))
    if problems:
        return None, problems
    return analyse_auction(dealer, calls), []


_MARKUP = re.compile(r"</?\w+[^>]*>")
_COMMENT = re.compile(r"\([^)]*\)")
_EMPTY = ("", "-", "—", "–")
_ALL_PASS = "\x00all-pass"


def parse_auction_text(text: str) -> tuple[str | None, list[Call]]:
    """An auction as the sources print it: (dealer if a header names the seats, calls).

    A table has a header of seats (W N E S, Β Α Ν Δ, С В Ю З …), then rows of cells split
    by tabs, or aligned under the header with spaces; `-` or an empty cell before the first
    call is an empty seat; words in parentheses are comments. Without a header the calls are
    a sequence separated by spaces, commas or dashes (`1♣ - Pass - 1♥`). `1BA/2BA` is a call
    and its replacement; `All Pass` (in any language) ends the auction.
    """
    lines = [_mark_all_pass(_COMMENT.sub("", _MARKUP.sub("", line))).rstrip() for line in text.splitlines()]
    lines = [line for line in lines if line.strip()]
    if not lines:
        raise BridgeError("an empty auction")
    header = _header(lines[0])
    if header is None:
        tokens = [t for t in re.split(r"\s+-\s+|[\s,–—]+", " ".join(lines)) if t]
        return None, _calls_of(tokens, "N")
    starts = [m.start() for m in re.finditer(r"\S+", lines[0])]
    width = starts[1] - starts[0]
    cells: list[tuple[str, str]] = []
    for line in lines[1:]:
        row = [""] * 4
        if "\t" in line:
            row[: len(line.split("\t"))] = [cell.strip() for cell in line.split("\t")][:4]
        else:
            for match in re.finditer(r"\S+", line):
                column = max((i for i, start in enumerate(starts) if start <= match.start() + 1), default=0)
                if match.start() < starts[3] + width:
                    row[column] = match.group()
        cells += list(zip(header, row, strict=True))
    while cells and cells[-1][1] in _EMPTY:
        cells.pop()
    leading = 0
    while leading < len(cells) and cells[leading][1] in _EMPTY:
        leading += 1
    if leading == len(cells):
        raise BridgeError("an auction table without calls")
    tokens = [cell for _, cell in cells[leading:]]
    if any(token in _EMPTY for token in tokens):
        raise BridgeError("an empty cell between calls in an auction table")
    return cells[leading][0], _calls_of(tokens, cells[leading][0])


def _header(line: str) -> list[str] | None:
    cells = line.split()
    if len(cells) != 4:
        return None
    for notation in NOTATIONS.values():
        try:
            seats = [notation.parse_seat(cell) for cell in cells]
        except BridgeError:
            continue
        if all(seats[i + 1] == next_seat(seats[i]) for i in range(3)):
            return seats
    return None


def _mark_all_pass(line: str) -> str:
    folded = fold_text(line)
    for notation in NOTATIONS.values():
        for phrase in notation.all_pass:
            folded = re.sub(rf"(?<!\w){re.escape(fold(phrase))}(?!\w)", _ALL_PASS, folded)
    return folded


def _calls_of(tokens: list[str], dealer: str) -> list[Call]:
    calls: list[Call] = []
    for token in tokens:
        if token == _ALL_PASS:
            auction = analyse_auction(dealer, calls)
            while not auction.complete:
                auction.add(Call("pass"))
                calls.append(Call("pass"))
            continue
        first, *more = token.split("/")
        calls.append(parse_call(first))
        calls += [replace(parse_call(again), replaces=True) for again in more]
    return calls
