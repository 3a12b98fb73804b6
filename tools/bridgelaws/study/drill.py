"""What every drill is made of: the `Drill`, its texts in the interface's languages, and the random
contracts and results the kinds draw (`drills`, `auction_drills`, `revoke_drills`)."""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bridgelaws.bridge.board import is_vulnerable, parse_vulnerability
from bridgelaws.bridge.calls import DENOMS, STRAINS
from bridgelaws.bridge.score import DOUBLED, REDOUBLED, UNDOUBLED, score
from bridgelaws.bridge.types import Contract
from bridgelaws.i18n import LANGS, NP_, Words, words
from bridgelaws.i18n.terms import symbols

from .answers import Answer
from .working import translate

# Every drill's working is the project's own statement of a rule, cited to its provision: each is
# marked for a director's review until one has read it (the site and `bridgelaws drill` say so).
REVIEW = "awaiting a director's review"

Texts = dict[str, list[str]]  # language → lines


@dataclass
class Drill:
    """One question of a kind, with the engine's answers and working."""

    kind: str
    laws: list[str]
    params: dict[str, Any]  # what the question is made of (the id digests it)
    question: Texts
    answers: list[Answer]
    working: Texts
    auction: dict[str, Any] | None = None  # {dealer, calls}: shown as an auction table
    id: str = field(init=False)

    def __post_init__(self) -> None:
        made = json.dumps(self.params, sort_keys=True, ensure_ascii=False).encode("utf-8")
        self.id = f"{self.kind}-{hashlib.sha1(made).hexdigest()[:10]}"

    def as_json(self) -> dict[str, Any]:
        data = {
            "id": self.id,
            "kind": self.kind,
            "laws": self.laws,
            "params": self.params,
            "question": self.question,
            "answers": [answer.as_json() for answer in self.answers],
            "working": self.working,
            "review": REVIEW,
        }
        if self.auction is not None:
            data["auction"] = self.auction
        return data


def lines(make: Callable[[Words], list[str]]) -> Texts:
    """Lines made with each language's words, by language, contracts with suit symbols."""
    return {lang: [symbols(line, lang) for line in make(words(lang))] for lang in LANGS}


def translated(items: list[str]) -> Texts:
    """The engine's English working, line by line, in every language of the interface."""
    return {lang: [translate(line, lang) for line in items] for lang in LANGS}


# The seats as the subject of a sentence (Greek puts the article: `μοιράζει ο Βορράς`).
SUBJECTS = {
    "N": NP_("seat, as a subject", "North"),
    "E": NP_("seat, as a subject", "East"),
    "S": NP_("seat, as a subject", "South"),
    "W": NP_("seat, as a subject", "West"),
}


def subjects(w: Words) -> dict[str, str]:
    return w.table(SUBJECTS)


def random_contract(rng: random.Random, doubling: bool = True) -> Contract:
    level = rng.choices(range(1, 8), weights=(10, 14, 16, 22, 12, 8, 4))[0]
    penalty = rng.choices((UNDOUBLED, DOUBLED, REDOUBLED), weights=(6, 3, 1))[0] if doubling else UNDOUBLED
    return Contract(level=level, denom=DENOMS[rng.choice(STRAINS)], penalty=penalty)


def random_tricks(rng: random.Random, contract: Contract) -> int:
    needed = contract.level + 6
    return min(13, max(0, needed + rng.choice((-4, -3, -2, -2, -1, -1, -1, 0, 0, 0, 0, 1, 1, 2))))


def ns_score(contract: Contract, tricks: int, declarer: str, vul: str) -> int:
    points = score(contract, tricks, is_vulnerable(parse_vulnerability(vul), declarer)).points
    return points if declarer in "NS" else -points


def passed_out(w: Words) -> list[str]:
    """A board passed out (Laws 22B, 77): said the same way wherever a drill meets one."""
    return [
        # glossary: pass, board
        w._(
            "All four players passed: the hands are returned to the board without play, and there is no "
            "redeal (Law 22B)"
        ),
        passed_out_score(w),
    ]


def passed_out_score(w: Words) -> str:
    # glossary: score
    return w._(
        "each side enters a zero score (Law 77), compared with the other tables' scores like any other "
        "(Law 78)"
    )
