"""The deals the site exports as PBN: every `.pbn` file of the built site is read back with endplay's
own PBN parser, carries the mandatory tags of PBN 2.1 in their order, and holds the example's deal,
dealer, vulnerability and auction."""

from __future__ import annotations

import re
from pathlib import Path

import endplay.parsers.pbn as endplay_pbn
from endplay.types import ContractBid, Penalty, PenaltyBid, Player

import bridgelaws
from bridgelaws.bridge.auction import auction_from_data
from bridgelaws.bridge.board import first_board, parse_vulnerability
from bridgelaws.bridge.cards import SUITS, layout_from_data

ROOT = Path(__file__).resolve().parents[2]
MANDATORY = ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable",
             "Deal", "Scoring", "Declarer", "Contract", "Result")  # fmt: skip
VULNERABLE = {"none": "none", "ns": "ns", "ew": "ew", "all": "both"}  # ours → endplay's Vul names
PENALTY = {Penalty.passed: "Pass", Penalty.doubled: "X", Penalty.redoubled: "XX"}
STRAIN = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C", "nt": "NT"}


def _call(bid: object) -> str:
    """An endplay call as the engine writes it: 1C, 2NT, Pass, X, XX."""
    if isinstance(bid, ContractBid):
        return f"{bid.level}{STRAIN[bid.denom.name]}"
    assert isinstance(bid, PenaltyBid)
    return PENALTY[bid.penalty]


def tag(text: str, name: str) -> str:
    found = re.search(rf'^\[{name} "(.*)"\]$', text, re.MULTILINE)
    assert found, name
    return found.group(1)


def test_every_exported_pbn_is_read_by_endplay_as_the_example(site: Path) -> None:
    kb = bridgelaws.load(ROOT)
    examples = {(e.example.source, e.example.id): e.example for e in kb.examples}
    files = sorted(site.glob("examples/*/*.pbn"))
    assert len(files) >= 7
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert text.startswith("% PBN 2.1\n% EXPORT\n"), path
        tags = re.findall(r'^\[(\w+) "(.*)"\]$', text, re.MULTILINE)
        assert [name for name, _ in tags][: len(MANDATORY)] == list(MANDATORY), path
        (board,) = endplay_pbn.loads(text)  # endplay's own reader, which once failed on [Board ""]
        example = examples[(path.parent.name, path.stem)]
        deal = example.deal or {}
        layout, problems = layout_from_data(deal)
        assert not problems
        for seat, hand in layout.hands.items():  # the deal, card by card
            theirs = {(str(card)[0], str(card)[1:]) for card in board.deal[Player.find(seat)]}
            ours = {
                (symbol, rank)
                for suit, symbol in zip(SUITS, "♠♥♦♣", strict=True)
                for rank in hand.holding(suit)
            }
            assert theirs == ours, (path, seat)
        calls, dealer = [], deal.get("dealer")
        if example.auction:
            auction, _ = auction_from_data(example.auction, dealer)
            assert auction is not None
            dealer = dealer or auction.dealer
            calls = [e.call.text for e in auction.entries if not e.withdrawn and e.call.kind != "query"]
        vul = deal.get("vulnerable")
        # What the example gives is read back; what it leaves unknown, endplay takes from the board's
        # number, which is the first board whose dealer and vulnerability are the known ones (Law 2).
        assert board.board_num == first_board(dealer, parse_vulnerability(vul) if vul else None), path
        if dealer:
            assert board.dealer.abbr == dealer and tag(text, "Dealer") == dealer, path
        else:
            assert tag(text, "Dealer") == "", path
        if vul:
            assert board.vul.name == VULNERABLE[vul] and tag(text, "Vulnerable") != "", path
        else:
            assert tag(text, "Vulnerable") == "", path
        assert [_call(bid) for bid in board.auction] == calls, path
        assert board.info["Event"] == example.title.replace('"', "'")
