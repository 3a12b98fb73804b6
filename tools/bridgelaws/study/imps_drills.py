"""IMP drills (Law 78B): the IMPs for a difference in total points, from the scale's row that holds
it, and the difference worked out from the scores at the two tables."""

from __future__ import annotations

import random

from bridgelaws.bridge.board import VULNERABILITIES
from bridgelaws.bridge.cards import SEATS
from bridgelaws.bridge.imps import imps
from bridgelaws.bridge.score import result_name
from bridgelaws.i18n import LANGS, Words, words
from bridgelaws.i18n.terms import seat_names, signed, vulnerability_names

from .answers import Answer, in_every_language
from .drill import (
    Drill,
    Texts,
    lines,
    ns_score,
    passed_out_score,
    random_contract,
    random_tricks,
)
from .tables import imp_scale


def imp_row(difference: int) -> tuple[int, int | None, int]:
    """(lowest, highest or None, IMPs) of the scale's row holding |difference|."""
    rows = imp_scale()
    for i, (low, won) in enumerate(rows):
        high = rows[i + 1][0] - 10 if i + 1 < len(rows) else None
        if abs(difference) >= low and (high is None or abs(difference) < rows[i + 1][0]):
            return low, high, won
    raise AssertionError("the scale starts at 0")


def imps_working(difference: int) -> Texts:
    low, high, won = imp_row(difference)
    span = f"{low}–{high}" if high is not None else f"{low}+"
    result = imps(difference)
    points = abs(difference)

    def rows(w: Words) -> list[str]:
        lost = f"−{won}"
        if difference < 0 and won:
            # glossary: imps
            row = w._n(
                "{n} point lies in the row {span} of the scale: {imps} IMPs, lost: {lost}",
                "{n} points lie in the row {span} of the scale: {imps} IMPs, lost: {lost}",
                points,
                span=span,
                imps=won,
                lost=lost,
            )
        else:
            # glossary: imps
            row = w._n(
                "{n} point lies in the row {span} of the scale: {imps} IMPs",
                "{n} points lie in the row {span} of the scale: {imps} IMPs",
                points,
                span=span,
                imps=won,
            )
        # glossary: imps
        return [row, w._("IMPs: {imps}", imps=signed(result))]

    return lines(rows)


def imps_drill(rng: random.Random) -> Drill:
    # glossary: imps
    label = in_every_language(lambda w: w._("IMPs for your team (minus for a loss)"))
    if rng.random() < 0.5:
        low, won = rng.choice(imp_scale()[1:])
        difference = rng.choice((low, low + 10, low + 20, max(low - 10, 0), low + rng.randrange(0, 500, 10)))
        return Drill(
            "imps",
            ["78B"],
            {"difference": difference},
            lines(
                lambda w: [
                    # glossary: imps
                    w._n(
                        "Your team gains {n} point on a board. How many IMPs is that?",
                        "Your team gains {n} points on a board. How many IMPs is that?",
                        difference,
                    )
                ]
            ),
            [Answer("imps", "number", imps(difference), label)],
            imps_working(difference),
        )
    vul = rng.choice(list(VULNERABILITIES.values()))
    results = []
    for _ in range(2):
        contract = random_contract(rng, doubling=rng.random() < 0.3)
        declarer = rng.choice(SEATS)
        tricks = random_tricks(rng, contract)
        results.append((contract, declarer, tricks, ns_score(contract, tricks, declarer, vul)))
    was_passed_out = rng.random() < 0.08
    (c1, d1, t1, ours), (c2, d2, t2, theirs) = results
    if was_passed_out:
        theirs = 0
    difference = ours - theirs
    working = imps_working(difference)
    for lang in LANGS:
        w = words(lang)
        working[lang][:0] = [passed_out_score(w)] if was_passed_out else []
        working[lang].insert(
            0, w._("{ours} − ({theirs}) = {diff} for your team", ours=signed(ours), theirs=signed(theirs),
                   diff=signed(difference)),
        )  # fmt: skip
    first, second = result_name(c1, t1), result_name(c2, t2)

    def other_table(w: Words) -> str:
        if was_passed_out:
            # glossary: pass
            other = w._("the board is passed out")
        else:
            other = w._p("outcome", "{contract} by {seat}", contract=second, seat=seat_names(w)[d2])
        return w._("At the other table your team-mates sit E/W: {result}, N/S {score}.", result=other,
                   score=signed(theirs))  # fmt: skip

    tables = [[first, d1], ["Pass", None] if was_passed_out else [second, d2]]
    return Drill(
        "imps",
        ["78B", "77", "22B"] if was_passed_out else ["78B", "77"],
        {"vul": vul, "tables": tables},
        lines(
            lambda w: [
                # glossary: team-event
                w._(
                    "Teams, {vulnerability}. At your table your pair sits N/S: {result} by {seat}, "
                    "N/S {score}.",
                    vulnerability=vulnerability_names(w)[vul],
                    result=first,
                    seat=seat_names(w)[d1],
                    score=signed(ours),
                ),
                other_table(w),
            ]
        ),
        [Answer("imps", "number", imps(difference), label)],
        working,
    )
