"""Matchpoint drills (Law 78A): the matchpoints of a score against a field of scores on the board,
two for each score beaten and one for each score equalled."""

from __future__ import annotations

import random

from bridgelaws.bridge.board import VULNERABILITIES
from bridgelaws.bridge.cards import SEATS
from bridgelaws.bridge.imps import matchpoints
from bridgelaws.i18n import Words
from bridgelaws.i18n.terms import signed

from .answers import Answer, in_every_language
from .drill import (
    Drill,
    lines,
    ns_score,
    passed_out_score,
    random_contract,
)


def field_of_scores(rng: random.Random, vul: str, size: int) -> list[int]:
    """N/S scores of a board at `size` tables: three contracts played around the room, a trick more
    or less, and now and then a table that passed the board out (0)."""
    candidates = []
    for _ in range(3):
        contract = random_contract(rng, doubling=rng.random() < 0.2)
        declarer = rng.choices(SEATS, weights=(4, 1, 4, 1))[0]
        candidates.append((contract, declarer))
    scores = []
    for _ in range(size):
        contract, declarer = rng.choice(candidates)
        tricks = min(13, max(0, contract.level + 6 + rng.choice((-1, 0, 0, 0, 1, 1))))
        scores.append(ns_score(contract, tricks, declarer, vul))
    if rng.random() < 0.12:
        scores[rng.randrange(size)] = 0
    return scores


def score_listing(scores: list[int]) -> str:
    return ", ".join(signed(s) for s in scores)


def matchpoint_drill(rng: random.Random) -> Drill:
    vul = rng.choice(list(VULNERABILITIES.values()))
    field_scores = field_of_scores(rng, vul, rng.randint(5, 12))
    target = rng.randrange(len(field_scores))
    own = field_scores[target]
    others = field_scores[:target] + field_scores[target + 1 :]
    found = matchpoints(own, others)
    mp, top, beaten, equal = (int(str(found[key])) for key in ("matchpoints", "top", "beaten", "equal"))
    listing = score_listing(field_scores)
    percent = str(found["percent"])
    passed = 0 in field_scores

    def question(w: Words) -> list[str]:
        items = [w._("Pairs: the N/S scores on a board are {scores}.", scores=listing)]
        if passed:
            # glossary: pass
            items.append(w._("(0: a table passed the board out.)"))
        # glossary: matchpoints
        items.append(
            w._("How many matchpoints does the N/S pair with {score} score (top {top})?", score=signed(own),
                top=top)
        )  # fmt: skip
        return items

    def working(w: Words) -> list[str]:
        items = [passed_out_score(w)] if passed else []
        items.append(
            w._n(
                "{score} beats {n} score (× 2 = {twice}) and equals {equal} (× 1 = {equal}): "
                "{mp} of {top} ({percent}%)",
                "{score} beats {n} scores (× 2 = {twice}) and equals {equal} (× 1 = {equal}): "
                "{mp} of {top} ({percent}%)",
                beaten,
                score=signed(own),
                twice=2 * beaten,
                equal=equal,
                mp=mp,
                top=top,
                percent=w.decimal(percent),
            )
        )
        return items

    return Drill(
        "matchpoints",
        ["78A", "77"] if passed else ["78A"],
        {"scores": field_scores, "pair": target},
        lines(question),
        # glossary: matchpoints
        [
            Answer(
                "matchpoints", "number", mp, in_every_language(lambda w: w._("Matchpoints of that N/S pair"))
            )
        ],
        lines(working),
    )
