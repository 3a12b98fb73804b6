"""Export a deal (with its auction and play) as a PBN 2.1 file or a BBO handviewer link."""

from __future__ import annotations

from collections.abc import Sequence
from urllib.parse import quote

from .auction import Auction, next_seat
from .board import first_board
from .cards import SUITS, Layout
from .errors import BridgeError
from .play import Trick
from .types import Vul

HANDVIEWER = "https://www.bridgebase.com/tools/handviewer.html"
_PBN_VULNERABLE = {Vul.none: "None", Vul.ns: "NS", Vul.ew: "EW", Vul.both: "All"}
_LIN_DEALER = {"S": 1, "W": 2, "N": 3, "E": 4}
_LIN_VULNERABLE = {Vul.none: "o", Vul.ns: "n", Vul.ew: "e", Vul.both: "b"}


def _named(layout: Layout) -> Layout:
    if layout.kind == "suit" or any(hand.has_smalls for hand in layout.hands.values()):
        raise BridgeError("only hands of named cards (no x, not a single-suit layout) can be exported")
    return layout


def to_pbn(
    layout: Layout,
    dealer: str | None = None,
    vulnerable: Vul | None = None,
    auction: Auction | None = None,
    tricks: Sequence[Trick] = (),
    board: str | None = None,
    *,
    event: str | None = None,
    contract: tuple[str, str] | None = None,
    result: int | None = None,
) -> str:
    """A PBN 2.1 file of one game in export format: the mandatory tag set in its order (Event, Site,
    Date, Board, West, North, East, South, Dealer, Vulnerable, Deal, Scoring, Declarer, Contract,
    Result), then the auction (standing calls, notes) and the play when given.

    `board`: the board's number when the deal was played as one; else the first board whose dealer and
    vulnerability (Law 2) are the deal's, since readers (endplay among them) take a dealer or a
    vulnerability the record leaves unknown from the board's number, and a number that contradicted
    the deal would make them read it wrong. `event`: what the deal is (an example's title); `contract`:
    (contract, declarer) when known other than from the auction; `result`: the tricks declarer took.
    Unknown values are "?" (PBN), except Dealer and Vulnerable, left empty ("") as endplay's reader
    requires; the play is written only with its contract (a reader needs the trumps to know who won
    each trick).
    """
    auction_contract = auction.contract_text() if auction is not None else None
    if auction_contract and auction is not None:
        contract = (auction_contract, str(auction.declarer()))
    passed_out = auction is not None and auction.complete and auction.contract() is None
    tags = [
        ("Event", _value(event) or "?"),
        ("Site", "?"),
        ("Date", "????.??.??"),
        ("Board", board if board and board.isdigit() else str(first_board(dealer, vulnerable))),
        *((seat, "?") for seat in ("West", "North", "East", "South")),
        ("Dealer", dealer or ""),
        ("Vulnerable", _PBN_VULNERABLE[vulnerable] if vulnerable is not None else ""),
        ("Deal", _named(layout).pbn()),
        ("Scoring", "?"),
        ("Declarer", "" if passed_out else contract[1] if contract else "?"),
        ("Contract", "Pass" if passed_out else contract[0] if contract else "?"),
        ("Result", "" if passed_out else str(result) if result is not None and contract else "?"),
    ]
    lines = ["% PBN 2.1", "% EXPORT", "%Content-type: text/x-pbn; charset=UTF-8", "%Creator: bridgelaws"]
    lines += [f'[{name} "{value}"]' for name, value in tags]
    if auction is not None:
        lines += _pbn_auction(auction)
    if tricks and contract:
        lines += _pbn_play(tricks)
    return "\n".join(lines) + "\n"


def _value(text: str | None) -> str:
    """A tag value on one line with no double quote (PBN escapes them; endplay's reader does not)."""
    return " ".join((text or "").replace('"', "'").replace("\\", "/").split())


def _pbn_auction(auction: Auction) -> list[str]:
    words, notes = [], []
    for entry in auction.entries:
        if entry.withdrawn or entry.call.kind == "query":
            continue
        words.append(entry.call.text)
        if entry.call.note:
            notes.append(_value(entry.call.note))
            words.append(f"={len(notes)}=")
    lines = [f'[Auction "{auction.dealer}"]']
    row: list[str] = []
    for word in words:
        row.append(word)
        if sum(1 for w in row if not w.startswith("=")) == 4:
            lines.append(" ".join(row))
            row = []
    if row:
        lines.append(" ".join(row))
    lines += [f'[Note "{i}:{note}"]' for i, note in enumerate(notes, 1)]
    return lines


def _pbn_play(tricks: Sequence[Trick]) -> list[str]:
    first = tricks[0].leader
    lines = [f'[Play "{first}"]']
    for trick in tricks:
        by_seat = dict(zip(trick.seats(), trick.cards, strict=True))
        lines.append(" ".join(by_seat.get(next_seat(first, i), "-") for i in range(4)))
    return lines


def handviewer_url(
    layout: Layout,
    dealer: str | None = None,
    vulnerable: Vul | None = None,
    auction: Auction | None = None,
    tricks: Sequence[Trick] = (),
    board: str | None = None,
) -> str:
    """A link that shows the deal (and auction, play) in BBO's handviewer, as a LIN record."""
    hands = [
        "".join(suit + layout.hands[seat].holding(suit) for suit in SUITS)
        if seat in _named(layout).hands
        else ""
        for seat in "SWNE"
    ]
    parts = ["md", f"{_LIN_DEALER[dealer or 'N']}{','.join(hands)}"]
    if vulnerable is not None:
        parts += ["sv", _LIN_VULNERABLE[vulnerable]]
    if board:
        parts += ["ah", f"Board {board}"]
    if auction is not None:
        for entry in auction.entries:
            if not entry.withdrawn and entry.call.kind != "query":
                word = {"Pass": "p", "X": "d", "XX": "r"}.get(
                    entry.call.text, entry.call.text.replace("NT", "N")
                )
                parts += ["mb", word + ("!" if entry.call.alert else "")]
                if entry.call.note:
                    parts += ["an", entry.call.note]
    for trick in tricks:
        for card in trick.cards:
            parts += ["pc", card]
    return f"{HANDVIEWER}?lin=" + quote("|".join(parts) + "|", safe="")
