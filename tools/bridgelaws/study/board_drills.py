"""Board drills (Law 2): the dealer and the vulnerability of a board number, from the cycle of
sixteen boards the Law lays down."""

from __future__ import annotations

import random

from bridgelaws.bridge.board import board_info
from bridgelaws.i18n.terms import vulnerability_names

from .answers import Answer, in_every_language
from .drill import (
    Drill,
    Texts,
    lines,
    subjects,
)
from .tables import BOARDS


def board_working(number: int) -> Texts:
    info = board_info(number)
    dealer, vul = str(info["dealer"]), str(info["vulnerable"])
    cycle = (number - 1) % 16 + 1
    return lines(
        lambda w: [
            # glossary: dealer
            w._(
                "Board {board}: the dealer goes round N, E, S, W from board 1, so ({board} − 1) mod 4 = "
                "{rest} → {seat} deals",
                board=number,
                rest=(number - 1) % 4,
                seat=subjects(w)[dealer],
            ),
            w._(
                "the vulnerability repeats every 16 boards: board {board} is like board {cycle} → "
                "{vulnerability}",
                board=number,
                cycle=cycle,
                vulnerability=vulnerability_names(w)[vul],
            ),
        ]
    )


def board_drill(rng: random.Random) -> Drill:
    number = rng.randint(1, BOARDS)
    info = board_info(number)
    return Drill(
        "board",
        ["2"],
        {"board": number},
        lines(lambda w: [w._("Board {board}: who deals, and who is vulnerable?", board=number)]),
        [
            # glossary: dealer
            Answer("dealer", "seat", str(info["dealer"]), in_every_language(lambda w: w._("Dealer"))),
            Answer(
                "vulnerability",
                "vulnerability",
                str(info["vulnerable"]),
                in_every_language(lambda w: w._("Vulnerability")),
            ),
        ],
        board_working(number),
    )
