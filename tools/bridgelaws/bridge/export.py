"""Export a deal (with its auction and play) as a PBN record or a BBO handviewer link."""

from __future__ import annotations

from collections.abc import Sequence
from urllib.parse import quote

from .auction import Auction, next_seat
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
) -> str:
    """A PBN game record: the deal, and the auction (standing calls, notes) and play when given."""
    tags = [("Event", ""), ("Board", board or "")]
    if dealer:
        tags.append(("Dealer", dealer))
    if vulnerable is not None:
        tags.append(("Vulnerable", _PBN_VULNERABLE[vulnerable]))
    tags.append(("Deal", _named(layout).pbn()))
    lines = [f'[{name} "{value}"]' for name, value in tags]
    if auction is not None:
        contract = auction.contract_text()
        if contract and auction.declarer():
            lines += [f'[Declarer "{auction.declarer()}"]', f'[Contract "{contract}"]']
        lines += _pbn_auction(auction)
    if tricks:
        lines += _pbn_play(tricks)
    return "\n".join(lines) + "\n"


def _pbn_auction(auction: Auction) -> list[str]:
    words, notes = [], []
    for entry in auction.entries:
        if entry.withdrawn or entry.call.kind == "query":
            continue
        words.append(entry.call.text)
        if entry.call.note:
            notes.append(entry.call.note)
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
