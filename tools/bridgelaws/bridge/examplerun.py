"""An example read for the engine (`read_example`: its deal, auction, play and claims, every problem
located by its path) and its analyses, each worked out once and only when wanted (`Run`): the double
dummy table, the par, an end position, the contract and the play, the score the play gives."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .auction import Auction, auction_from_data, next_seat, side_of
from .board import VULNERABILITIES, is_vulnerable, parse_vulnerability
from .calls import strain_of
from .cards import SEATS, Layout, Problem, layout_from_data, layout_problems
from .claimshapes import EXPECT_KEYS, NORMALISE, Shape
from .errors import BridgeError
from .export import handviewer_url, to_pbn
from .play import PlayAnalysis, Trick, analyse_play, tricks_from_data
from .score import parse_contract, result_name, score
from .types import Vul


class Unverifiable(BridgeError):
    """A claim the data present cannot decide."""


@dataclass
class Example:
    layout: Layout | None = None
    dealer: str | None = None
    vulnerable: Vul | None = None
    auction: Auction | None = None
    tricks: list[Trick] = field(default_factory=list)
    claims: dict[str, Any] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    title: str | None = None


def read_example(data: Mapping[str, Any]) -> Example:
    example = Example(title=data.get("title") if isinstance(data.get("title"), str) else None)
    deal = data.get("deal")
    if deal is not None:
        read_deal(deal, example)
    if data.get("auction") is not None:
        read_auction(data["auction"], example)
    if data.get("play") is not None:
        example.tricks, problems = tricks_from_data(data["play"])
        example.problems += [(("play", *path), message) for path, message in problems]
    expect = data.get("expect")
    if expect is not None:
        if not isinstance(expect, Mapping):
            example.problems.append((("expect",), "expected a mapping of claims"))
            return example
        for key, value in expect.items():
            if key not in EXPECT_KEYS:
                expected = ", ".join(EXPECT_KEYS)
                example.problems.append(
                    (("expect", key), f"unknown claim {key!r}: expected one of {expected}")
                )
                continue
            try:
                example.claims[key] = NORMALISE[key](value)
            except Shape as error:
                example.problems.append((("expect", key, *error.path), str(error)))
            except BridgeError as error:
                example.problems.append((("expect", key), str(error)))
    return example


def read_deal(deal: Any, example: Example) -> None:
    if not isinstance(deal, Mapping):
        example.problems.append((("deal",), "expected a mapping with hands"))
        return
    example.layout, problems = layout_from_data(deal)
    example.problems += [(("deal", *path), message) for path, message in problems]
    dealer = deal.get("dealer")
    if dealer is not None and dealer not in SEATS:
        example.problems.append((("deal", "dealer"), f"invalid dealer {dealer!r}: expected N, E, S or W"))
    else:
        example.dealer = dealer
    vulnerable = deal.get("vulnerable")
    if vulnerable is not None:
        if vulnerable not in VULNERABILITIES.values():
            message = f"invalid vulnerability {vulnerable!r}: expected none, ns, ew or all"
            example.problems.append((("deal", "vulnerable"), message))
        else:
            example.vulnerable = parse_vulnerability(vulnerable)


def read_auction(data: Any, example: Example) -> None:
    if not isinstance(data, Mapping):
        example.problems.append((("auction",), "expected a mapping with dealer and calls"))
        return
    dealer = data.get("dealer")
    if dealer and example.dealer and dealer != example.dealer:
        message = f"the auction's dealer {dealer} is not the deal's dealer {example.dealer}"
        example.problems.append((("auction", "dealer"), message))
    example.auction, problems = auction_from_data(data, example.dealer)
    example.problems += [(("auction", *path), message) for path, message in problems]
    if example.dealer is None and example.auction is not None:
        example.dealer = example.auction.dealer


class Run:
    """The analyses of one example, computed once and on demand."""

    def __init__(self, example: Example) -> None:
        self.example = example

    @property
    def layout(self) -> Layout:
        if self.example.layout is None:
            raise Unverifiable("the example has no valid deal")
        return self.example.layout

    @property
    def auction(self) -> Auction:
        if self.example.auction is None:
            raise Unverifiable("the example has no valid auction")
        return self.example.auction

    @property
    def finished_auction(self) -> Auction:
        if not self.auction.complete:
            raise Unverifiable("the auction has not ended")
        return self.auction

    # The double dummy solver (endplay, slow to import) is loaded only when a deal is solved.
    @cached_property
    def table(self) -> dict[str, dict[str, int]]:
        from .dd import dd_table

        return dd_table(self.layout)

    def par(self, vulnerable: Vul, dealer: str) -> dict[str, Any]:
        from .dd import par_result

        return par_result(self.layout, vulnerable, dealer)

    def position(self, leader: str, strain: str) -> dict[str, Any]:
        from .dd import solve_position

        return solve_position(self.layout, leader, strain)

    def contract(self) -> tuple[str, str] | None:
        """(contract, declarer) from the auction, else from the claims."""
        auction = self.example.auction
        if auction is not None and auction.contract_text() and auction.declarer():
            return str(auction.contract_text()), str(auction.declarer())
        claims = self.example.claims
        scores = claims.get("score") or [{}]
        contract = claims.get("contract") or scores[0].get("contract")
        declarer = claims.get("declarer") or scores[0].get("declarer")
        return (contract, declarer) if contract and contract != "Pass" and declarer else None

    @cached_property
    def play(self) -> PlayAnalysis:
        if not self.example.tricks:
            raise Unverifiable("the example records no play")
        known = self.contract()
        trump = contract_strain(known[0]) if known else None
        hands = (
            self.example.layout.hands if self.example.layout and self.example.layout.kind != "suit" else None
        )
        return analyse_play(self.example.tricks, hands, trump, known[1] if known else None)


def contract_strain(contract: str) -> str:
    return strain_of(parse_contract(contract)[0].denom)


def deal_results(run: Run) -> dict[str, Any]:
    layout, example = run.layout, run.example
    problems = layout_problems(layout)
    results = {**layout.as_json(), "valid": not problems, "problems": [message for _, message in problems]}
    results["dealer"] = example.dealer
    results["vulnerable"] = VULNERABILITIES[example.vulnerable] if example.vulnerable is not None else None
    if layout.kind != "suit" and not any(hand.has_smalls for hand in layout.hands.values()):
        outcome = score_from_play(run) if example.tricks else None
        results["pbn"] = to_pbn(
            layout,
            example.dealer,
            example.vulnerable,
            example.auction,
            example.tricks,
            event=example.title,
            contract=run.contract(),
            result=outcome["tricks"] if outcome else None,
        )
        results["handviewer"] = handviewer_url(
            layout, example.dealer, example.vulnerable, example.auction, example.tricks
        )
    if not layout.solvable():
        return results
    results["dd"] = run.table
    size = next(iter(layout.hands.values())).count
    if size == 13 and example.dealer and example.vulnerable is not None:
        results["par"] = run.par(example.vulnerable, example.dealer)
    known = run.contract()
    leader = example.tricks[0].leader if example.tricks else (next_seat(known[1]) if known else None)
    if size < 13 and known and leader:
        results["position"] = run.position(leader, contract_strain(known[0]))
    return results


def score_from_play(run: Run) -> dict[str, Any] | None:
    """The score when the contract is known and the play of a full deal is complete."""
    play, known, vulnerable = run.play, run.contract(), run.example.vulnerable
    if (
        not known
        or vulnerable is None
        or play.first_trick != 1
        or len(play.tricks) != 13
        or None in play.winners
    ):
        return None
    contract, declarer = known
    parsed, _ = parse_contract(contract)
    tricks = play.won(side_of(declarer))
    vul = is_vulnerable(vulnerable, declarer)
    result = {"contract": contract, "declarer": declarer, "vulnerable": vul, "tricks": tricks}
    result.update(score(parsed, tricks, vul).as_json())
    result["result"] = result_name(parsed, tricks)
    if play.transfer:
        gained = sum(
            (r.transfer or 0) * (-1 if side_of(r.seat) == side_of(declarer) else 1) for r in play.revokes
        )
        adjusted = tricks + gained
        result["after_revoke_transfer"] = {"tricks": adjusted, **score(parsed, adjusted, vul).as_json()}
    return result
