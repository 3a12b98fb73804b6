"""Checked answers of the practice rulings: what the engine knows about an example's auction.

Where the bridge engine has analysed an example's auction, the reader's answer to some parts of
the ruling can be checked, not only compared by eye with the source's ruling:

- an insufficient bid not replaced at the table: the lowest sufficient bid in its denomination
  (Law 27B1(a)); a replaced one shows its replacement in the auction, so it is not asked;
- a call out of rotation: whose turn it was;
- an auction that has ended: the final contract and the declarer.
"""

from __future__ import annotations

from typing import Any

from bridgelaws.i18n.terms import seat_names

from .answers import Answer, in_every_language


def checks(results: dict[str, Any]) -> list[Answer]:
    """The checked answers of an example from the engine's results (`claims.run_example`)."""
    auction = results.get("auction") or {}
    answers = []
    pending = [f for f in auction.get("insufficient_bids", []) if f["status"] != "replaced"]
    for found in pending[:1]:
        call, over, seat = found["call"], found["over"], found["seat"]
        label = in_every_language(
            # glossary: lowest-sufficient-bid, denomination
            lambda w, seat=seat, call=call, over=over: w._(
                "{seat}'s {call} over {over}: the lowest sufficient bid in the same denomination",
                seat=seat_names(w)[seat],
                call=call,
                over=over,
            )
        )
        answers.append(Answer("lowest_sufficient", "bid", found["lowest_sufficient"], label))
    for found in auction.get("out_of_rotation", [])[:1]:
        seat, call = found["seat"], found["call"]
        label = in_every_language(
            # glossary: call-out-of-rotation
            lambda w, seat=seat, call=call: w._(
                "{seat} called {call} out of rotation: whose turn was it?",
                seat=seat_names(w)[seat],
                call=call,
            )
        )
        answers.append(Answer("turn", "seat", found["expected"], label))
    if auction.get("complete") and auction.get("contract") and auction.get("declarer"):
        # glossary: contract, auction
        label = in_every_language(lambda w: w._("The final contract of the auction"))
        answers.append(Answer("contract", "contract", auction["contract"], label))
        # glossary: declarer
        label = in_every_language(lambda w: w._p("answer", "Declarer"))
        answers.append(Answer("declarer", "seat", auction["declarer"], label))
    return answers
