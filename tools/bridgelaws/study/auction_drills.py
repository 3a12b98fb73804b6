"""Drills on auctions: sufficient bids (Law 27) and the final contract (Law 22), passed-out auctions
(Laws 22B and 77) among them."""

from __future__ import annotations

import random
from collections.abc import Callable

from bridgelaws.bridge.auction import Auction, lowest_sufficient, side_of
from bridgelaws.bridge.calls import STRAINS, bid
from bridgelaws.bridge.cards import SEATS
from bridgelaws.bridge.score import DOUBLED, REDOUBLED, UNDOUBLED, contract_name

from .answers import Answer, both
from .drill import PASSED_OUT, Drill, lines
from .words import SEAT_NAMES, denomination

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
    call_name = made.text
    verdict_en = "insufficient" if insufficient else "sufficient"
    verdict_pl = "niewystarczająca" if insufficient else "wystarczająca"
    return Drill(
        "sufficient",
        ["18", "27"],
        {"dealer": dealer, "calls": before, "call": made.text},
        lines(
            (
                f"{SEAT_NAMES['en'][seat]} now bids {call_name}.",
                f"{SEAT_NAMES['pl'][seat]} licytuje teraz {call_name}.",
            ),
        ),
        [
            Answer(
                "sufficient",
                "yesno",
                "no" if insufficient else "yes",
                both(f"Is {call_name} sufficient?", f"Czy {call_name} jest wystarczająca?"),
            ),
            Answer(
                "lowest_sufficient",
                "bid",
                lowest.text,
                both(
                    f"The lowest sufficient bid in {denomination(made.strain)}",
                    f"Najniższa wystarczająca odzywka w {denomination(made.strain, 'pl')}",
                ),
            ),
        ],
        lines(
            (
                f"The last bid is {last.text} by {SEAT_NAMES['en'][last_by]}. A bid supersedes it "
                "with more tricks, or as many tricks in a higher denomination (♣ ♦ ♥ ♠ NT).",
                f"Ostatnia odzywka to {last.text} ({SEAT_NAMES['pl'][last_by]}). Przebija ją "
                "odzywka na wyższej wysokości albo na tej samej w wyższym mianie (♣ ♦ ♥ ♠ BA).",
            ),
            (
                f"{call_name} is {verdict_en}; the lowest sufficient bid in its denomination is "
                f"{lowest.text}.",
                f"{call_name} jest {verdict_pl}; najniższa wystarczająca odzywka w tym mianie to "
                f"{lowest.text}.",
            ),
        ),
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
    side = "N/S" if side_of(declarer) == "NS" else "E/W"
    name = contract_name(contract)
    doubling = {
        UNDOUBLED: ("", ""),
        DOUBLED: (" doubled", ", z kontrą"),
        REDOUBLED: (" redoubled", ", z rekontrą"),
    }
    doubled_en, doubled_pl = doubling[contract.penalty]
    return Drill(
        "contract",
        ["22A"],
        {"dealer": dealer, "calls": _calls_of(auction)},
        lines(
            (
                "The auction has ended. What is the final contract, and who declares?",
                "Licytacja się zakończyła. Jaki jest kontrakt ostateczny i kto rozgrywa?",
            )
        ),
        [
            Answer("contract", "contract", contract_name(contract), both("Final contract", "Kontrakt")),
            Answer("declarer", "seat", declarer, both("Declarer", "Rozgrywający")),
        ],
        lines(
            (
                f"The last bid, {last.text}, stands{doubled_en}: the contract is {name}.",
                f"Ostatnia odzywka, {last.text}{doubled_pl}, jest kontraktem: {name}.",
            ),
            (
                f"Declarer is the player of {side} who first bid {denomination(strain)}: "
                f"{SEAT_NAMES['en'][declarer]} ({first.call.text}).",
                f"Rozgrywa ten gracz {side.replace('/', '')}, który pierwszy zgłosił "
                f"{denomination(strain, 'pl')}: "
                f"{SEAT_NAMES['pl'][declarer]} ({first.call.text}).",
            ),
        ),
        auction={"dealer": dealer, "calls": _calls_of(auction)},
    )


def _passed_out(dealer: str) -> Drill:
    """Four passes: no contract, no play, no redeal; each side scores zero."""
    calls = ["Pass"] * 4
    return Drill(
        "contract",
        ["22B", "77"],
        {"dealer": dealer, "calls": calls},
        lines(
            (
                "The auction has ended. What is the final contract, and what does each side score?",
                "Licytacja się zakończyła. Jaki jest kontrakt ostateczny i jaki zapis dostaje każda strona?",
            )
        ),
        [
            Answer("contract", "contract", "Pass", both("Final contract", "Kontrakt ostateczny")),
            Answer("score", "number", 0, both("Each side's score", "Zapis każdej ze stron")),
        ],
        lines(*PASSED_OUT),
        auction={"dealer": dealer, "calls": calls},
    )
