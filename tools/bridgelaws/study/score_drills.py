"""Score drills (Law 77): the score of a contract made or defeated, doubled or not, vulnerable or
not, and now and then a passed-out board; the working lists the engine's items and their sum."""

from __future__ import annotations

import random

from bridgelaws.bridge.score import contract_name, result_name, score
from bridgelaws.bridge.types import Contract
from bridgelaws.i18n import LANGS, words
from bridgelaws.i18n.terms import state, symbols

from .answers import Answer, in_every_language
from .drill import (
    Drill,
    Texts,
    lines,
    passed_out,
    random_contract,
    random_tricks,
)
from .working import translate


def score_working(contract: Contract, tricks: int, vulnerable: bool) -> Texts:
    """The engine's items, one a line, then the sum: `4♠X=, vulnerable: 240 + 500 + 50 = 790`."""
    result = score(contract, tricks, vulnerable)
    parts = " + ".join(str(points) for _, points in result.working).replace("-", "−")
    total = str(result.points).replace("-", "−")
    texts: Texts = {}
    for lang in LANGS:
        items = []
        for label, points in result.working:
            text = translate(label, lang)
            items.append(f"{text} = {points}" if ":" in text else f"{text}: {points}")
        items.append(
            f"{result_name(contract, tricks)}, {state(words(lang), vulnerable)}: "
            + (f"{parts} = {total}" if len(result.working) > 1 else total)
        )
        texts[lang] = [symbols(line, lang) for line in items]
    return texts


def _each_sides_score() -> dict[str, str]:
    # glossary: score
    return in_every_language(lambda w: w._("Each side's score"))


def score_drill(rng: random.Random) -> Drill:
    if rng.random() < 0.02:
        return Drill(
            "score",
            ["77", "22B"],
            {"passed_out": True},
            # glossary: pass
            lines(lambda w: [w._("All four players pass.")]),
            [Answer("score", "number", 0, _each_sides_score())],
            lines(passed_out),
        )
    contract = random_contract(rng)
    tricks = random_tricks(rng, contract)
    vulnerable = rng.random() < 0.5
    points = score(contract, tricks, vulnerable).points
    name = contract_name(contract)
    return Drill(
        "score",
        ["77"],
        {"contract": result_name(contract, tricks), "tricks": tricks, "vulnerable": vulnerable},
        lines(
            lambda w: [
                # glossary: declarer
                w._n(
                    "{contract}, declarer {state}, takes {n} trick.",
                    "{contract}, declarer {state}, takes {n} tricks.",
                    tricks,
                    contract=name,
                    state=state(w, vulnerable),
                )
            ]
        ),
        [
            Answer(
                "score",
                "number",
                points,
                # glossary: declaring-side
                in_every_language(
                    lambda w: w._("The declaring side's score (minus when the contract fails)")
                ),
            )
        ],
        score_working(contract, tricks, vulnerable),
    )
