"""Drills on auctions: sufficient bids (Law 27) and the final contract (Law 22), passed-out auctions
(Laws 22B and 77) among them."""

from __future__ import annotations

import random
from collections.abc import Callable

from bridgelaws.bridge.auction import Auction, lowest_sufficient, side_of
from bridgelaws.bridge.calls import STRAINS, bid
from bridgelaws.bridge.cards import SEATS
from bridgelaws.bridge.score import DOUBLED, REDOUBLED, contract_name
from bridgelaws.i18n import Words
from bridgelaws.i18n.terms import denomination, seat_names, side_name

from .answers import Answer, in_every_language
from .drill import Drill, lines, passed_out, subjects

# --- auctions --------------------------------------------------------------------------------


def _random_auction(rng: random.Random, dealer: str, stop: Callable[[Auction], bool]) -> Auction:
    """Calls drawn from the legal ones until `stop` or the end: bids near the last one, passes the
    likelier the higher the auction, now and then a double or a redouble."""
    auction = Auction(dealer)
    while not auction.complete and not stop(auction):
        calls = auction.legal_calls()
        level = auction.last_bid.level if auction.last_bid else 0
        weights, bids = [], 0
        for call in calls:
            if call.kind == "pass":
                weights.append(3.0 + 3.0 * level if level else 2.5)
            elif call.kind == "double":
                weights.append(1.0)
            elif call.kind == "redouble":
                weights.append(0.5)
            else:
                weights.append((3.0, 2.0, 1.5, 1.0, 0.7, 0.5)[bids] if bids < 6 else 0.0)
                bids += 1
        auction.add(rng.choices(calls, weights=weights)[0])
    return auction


def _calls_of(auction: Auction) -> list[str]:
    return [entry.call.text for entry in auction.entries]


def sufficient_drill(rng: random.Random) -> Drill:
    """Law 27: is a bid sufficient, and the lowest sufficient bid in its denomination."""
    while True:
        dealer = rng.choice(SEATS)
        target = rng.randint(1, 7)

        def enough(a: Auction, target: int = target) -> bool:
            return len(a.entries) >= target and a.last_bid is not None and a.last_bid.level <= 6

        auction = _random_auction(rng, dealer, enough)
        last = auction.last_bid
        if not auction.complete and last is not None and last.level <= 6:
            break
    seat = auction.turn or dealer
    if rng.random() < 0.5:
        candidates = [bid(level, strain) for level in range(1, 8) for strain in STRAINS]
        below = [c for c in candidates if c.rank <= last.rank and c.rank >= last.rank - 8]
        made = rng.choice(below)
    else:
        made = rng.choice([c for c in auction.legal_calls() if c.kind == "bid"][:8])
    before = _calls_of(auction)
    entry = auction.add(made)
    insufficient = [f for f in entry.findings if f["kind"] == "insufficient"]
    lowest = lowest_sufficient(made.strain, last)
    assert lowest is not None
    last_by = next(e.seat for e in reversed(auction.entries[:-1]) if e.call.kind == "bid")
    call = made.text

    def working(w: Words) -> list[str]:
        order = " ".join(denomination(strain, w.lang) for strain in ("C", "D", "H", "S", "NT"))
        if insufficient:
            # glossary: insufficient-bid, lowest-sufficient-bid
            verdict = w._(
                "{call} is an insufficient bid; the lowest sufficient bid in its denomination is {lowest}.",
                call=call,
                lowest=lowest.text,
            )
        else:
            # glossary: sufficient-bid, lowest-sufficient-bid
            verdict = w._(
                "{call} is a sufficient bid; the lowest sufficient bid in its denomination is {lowest}.",
                call=call,
                lowest=lowest.text,
            )
        return [
            # glossary: bid, denomination
            w._(
                "The last bid is {bid} by {seat}. A bid supersedes it with more tricks, "
                "or as many tricks in a higher denomination ({order}).",
                bid=last.text,
                seat=seat_names(w)[last_by],
                order=order,
            ),
            verdict,
        ]

    return Drill(
        "sufficient",
        ["18", "27"],
        {"dealer": dealer, "calls": before, "call": call},
        lines(lambda w: [w._("{seat} now bids {call}.", seat=subjects(w)[seat], call=call)]),
        [
            Answer(
                "sufficient",
                "yesno",
                "no" if insufficient else "yes",
                # glossary: sufficient-bid
                in_every_language(lambda w: w._("Is {call} a sufficient bid?", call=call)),
            ),
            Answer(
                "lowest_sufficient",
                "bid",
                lowest.text,
                in_every_language(
                    # glossary: lowest-sufficient-bid
                    lambda w: w._(
                        "The lowest sufficient bid in {strain}", strain=denomination(made.strain, w.lang)
                    )
                ),
            ),
        ],
        lines(working),
        auction={"dealer": dealer, "calls": [*before, "?"]},
    )


def contract_drill(rng: random.Random) -> Drill:
    """Law 22: the final contract and declarer of an auction that has ended, or a passed-out one."""
    if rng.random() < 0.03:
        return _passed_out(rng.choice(SEATS))
    while True:
        dealer = rng.choice(SEATS)
        auction = _random_auction(rng, dealer, lambda a: len(a.entries) > 24)
        contract, last = auction.contract(), auction.last_bid
        if contract is not None and contract.declarer is not None and last is not None:
            break
    declarer = contract.declarer
    strain = last.strain
    first = next(
        e for e in auction.entries if e.seat == declarer and e.call.kind == "bid" and e.call.strain == strain
    )
    side = side_of(declarer)
    name = contract_name(contract)

    def working(w: Words) -> list[str]:
        if contract.penalty == DOUBLED:
            # glossary: contract, double
            stands = w._(
                "The last bid, {bid}, stands doubled: the contract is {contract}.",
                bid=last.text,
                contract=name,
            )
        elif contract.penalty == REDOUBLED:
            # glossary: contract, redouble
            stands = w._(
                "The last bid, {bid}, stands redoubled: the contract is {contract}.",
                bid=last.text,
                contract=name,
            )
        else:
            # glossary: contract
            stands = w._(
                "The last bid, {bid}, stands: the contract is {contract}.", bid=last.text, contract=name
            )
        return [
            stands,
            # glossary: declarer
            w._(
                "Declarer is the player of {side} who first bid {strain}: {seat} ({call}).",
                side=side_name(w, side),
                strain=denomination(strain, w.lang),
                seat=seat_names(w)[declarer],
                call=first.call.text,
            ),
        ]

    return Drill(
        "contract",
        ["22A"],
        {"dealer": dealer, "calls": _calls_of(auction)},
        # glossary: contract, declarer
        lines(lambda w: [w._("The auction has ended. What is the final contract, and who is declarer?")]),
        [
            # glossary: contract
            Answer(
                "contract",
                "contract",
                contract_name(contract),
                in_every_language(lambda w: w._("Final contract")),
            ),
            # glossary: declarer
            Answer("declarer", "seat", declarer, in_every_language(lambda w: w._p("answer", "Declarer"))),
        ],
        lines(working),
        auction={"dealer": dealer, "calls": _calls_of(auction)},
    )


def _passed_out(dealer: str) -> Drill:
    """Four passes: no contract, no play, no redeal; each side scores zero."""
    calls = ["Pass"] * 4
    return Drill(
        "contract",
        ["22B", "77"],
        {"dealer": dealer, "calls": calls},
        # glossary: contract, score
        lines(
            lambda w: [
                w._("The auction has ended. What is the final contract, and what does each side score?")
            ]
        ),
        [
            # glossary: contract
            Answer("contract", "contract", "Pass", in_every_language(lambda w: w._("Final contract"))),
            # glossary: score
            Answer("score", "number", 0, in_every_language(lambda w: w._("Each side's score"))),
        ],
        lines(passed_out),
        auction={"dealer": dealer, "calls": calls},
    )
