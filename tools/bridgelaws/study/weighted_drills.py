"""Weighted-score drills (Law 12C1(c)): an adjusted score weighted over outcomes; for pairs each
outcome is matchpointed against the field and the matchpoints weighted, for teams the IMPs weighted."""

from __future__ import annotations

import random

from bridgelaws.bridge.adjust import weighted_score
from bridgelaws.bridge.board import VULNERABILITIES, parse_vulnerability
from bridgelaws.bridge.cards import SEATS
from bridgelaws.bridge.score import result_name
from bridgelaws.i18n import Words
from bridgelaws.i18n.terms import seat_names, vulnerability_names

from .answers import Answer, in_every_language
from .drill import (
    Drill,
    lines,
    ns_score,
    random_contract,
    translated,
)
from .matchpoint_drills import field_of_scores, score_listing

_WEIGHTS = (
    ("50%", "50%"), ("60%", "40%"), ("70%", "30%"), ("75%", "25%"), ("80%", "20%"), ("40%", "60%"),
    ("1/3", "2/3"), ("50%", "30%", "20%"), ("40%", "40%", "20%"), ("60%", "30%", "10%"),
    ("1/3", "1/3", "1/3"), ("25%", "25%", "50%"),
)  # fmt: skip


def _outcome_text(name: str, w: Words) -> str:
    """`4S= by N` in words: `4♠= by North` (Polish `4♠=, rozgrywa N`); `Pass`: passed out."""
    if name == "Pass":
        # glossary: pass
        return w._("passed out")
    contract, _, seat = name.partition(" by ")
    if not seat:
        return contract
    return w._p("outcome", "{contract} by {seat}", contract=contract, seat=seat_names(w)[seat])


def weighted_drill(rng: random.Random) -> Drill:
    vul = rng.choice(list(VULNERABILITIES.values()))
    weights = rng.choice(_WEIGHTS)
    base = random_contract(rng, doubling=False)
    declarer = rng.choice(SEATS)
    outcomes = []
    for weight in weights:
        if rng.random() < 0.04:
            outcomes.append(f"{weight} Pass")
            continue
        if rng.random() < 0.7:
            contract, seat = base, declarer
        else:
            contract = random_contract(rng, doubling=rng.random() < 0.3)
            seat = rng.choice(SEATS)
        tricks = min(13, max(0, contract.level + 6 + rng.choice((-2, -1, -1, 0, 0, 0, 1))))
        outcomes.append(f"{weight} {result_name(contract, tricks)} {seat}")
    if rng.random() < 0.5:
        tricks = min(13, max(0, base.level + 6 + rng.choice((-1, 0, 0, 1))))
        return _weighted_teams(vul, outcomes, f"{result_name(base, tricks)} {rng.choice(SEATS)}")
    field_scores = field_of_scores(rng, vul, rng.randint(4, 11))
    field_scores[0] = ns_score(base, min(13, base.level + 6), declarer, vul)  # the contract made elsewhere
    return _weighted_pairs(vul, outcomes, sorted(field_scores, reverse=True))


def _weighted_question(w: Words, vul: str, teams: bool, result: dict) -> list[str]:
    if teams:
        # glossary: weighted-score, director, team-event
        lead = w._(
            "Teams, {vulnerability}. The director assigns a weighted score (Law 12C1(c)) to these outcomes:",
            vulnerability=vulnerability_names(w)[vul],
        )
    else:
        # glossary: weighted-score, director
        lead = w._(
            "Pairs, {vulnerability}. The director assigns a weighted score (Law 12C1(c)) to these outcomes:",
            vulnerability=vulnerability_names(w)[vul],
        )
    rows = [f"{w.decimal(row['weight'])} — {_outcome_text(row['result'], w)}" for row in result["outcomes"]]
    return [lead, *rows]


def _weighted_teams(vul: str, outcomes: list[str], other: str) -> Drill:
    result = weighted_score(outcomes, parse_vulnerability(vul), other)
    name = result["other_table"]["result"]
    answer = Answer(
        "weighted_imps",
        "decimal",
        result["weighted_imps_value"],
        # glossary: imps
        in_every_language(lambda w: w._("Weighted IMPs for N/S")),
        result["weighted_imps"],
    )
    return Drill(
        "weighted",
        ["12C1(c)", "78B"],
        {"vul": vul, "outcomes": outcomes, "other": other},
        lines(
            lambda w: [
                *_weighted_question(w, vul, True, result),
                w._("At the other table: {result}.", result=_outcome_text(name, w)),
            ]
        ),
        [answer],
        translated(result["working"][len(outcomes) + 1 :]),  # each outcome's IMPs, weighted
    )


def _weighted_pairs(vul: str, outcomes: list[str], field_scores: list[int]) -> Drill:
    result = weighted_score(outcomes, parse_vulnerability(vul), field=field_scores)
    listing, top = score_listing(field_scores), result["top"]
    answer = Answer(
        "weighted_matchpoints",
        "decimal",
        result["weighted_matchpoints_value"],
        # glossary: matchpoints
        in_every_language(lambda w: w._("Weighted matchpoints for N/S")),
        result["weighted_matchpoints"],
    )
    working = lines(
        lambda w: [
            # glossary: matchpoints
            w._(
                "Pairs (Laws 12C1(c), 78A): each outcome is matchpointed against the other tables' scores, "
                "then the matchpoints are weighted; the points are never averaged first"
            )
        ]
    )
    for lang, texts in translated(result["working"][len(outcomes) + 1 :]).items():
        working[lang] += texts
    return Drill(
        "weighted",
        ["12C1(c)", "78A"],
        {"vul": vul, "outcomes": outcomes, "field": field_scores},
        lines(
            lambda w: [
                *_weighted_question(w, vul, False, result),
                w._("The N/S scores at the other tables: {scores} (top {top}).", scores=listing, top=top),
            ]
        ),
        [answer],
        working,
    )
