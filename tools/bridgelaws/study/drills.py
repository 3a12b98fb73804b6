"""Drills made by the bridge engine: a question, the answers the engine computes, and its working.

Each kind draws its questions with a seeded random generator (`generate(kind, count, seed)` gives
the same drills for the same arguments) and asks the engine for the answers; the texts are in
the interface's languages (`words.UI_LANGS`), plain text with suit symbols. A drill's id is made
from its question, so progress kept in a browser stays with the same question from build to build.

The kinds (`KINDS`), one module each: `score` (Law 77, a passed-out board now and then,
`score_drills`), `imps` (78B, `imps_drills`), `matchpoints` (78A, `matchpoint_drills`), `weighted`
(12C1(c): pairs, each outcome matchpointed against a field of scores and the matchpoints weighted;
teams, weighted IMPs; `weighted_drills`), `board` (Law 2, `board_drills`), `revoke` (62–64,
`revoke_drills`), `sufficient` (Law 27: is a bid sufficient, the lowest sufficient bid in its
denomination) and `contract` (the final contract and declarer of an auction, or a passed-out auction),
both in `auction_drills`. A new kind is a module with a function `(rng) -> Drill`, named here.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bridgelaws.i18n import LANGS, N_, words

from .auction_drills import contract_drill, sufficient_drill
from .board_drills import board_drill
from .drill import Drill
from .imps_drills import imps_drill
from .matchpoint_drills import matchpoint_drill
from .revoke_drills import revoke_drill
from .score_drills import score_drill
from .tables import BOARDS
from .weighted_drills import weighted_drill

DEFAULT_COUNT = 200
DEFAULT_SEED = 2017
MAX_COUNT = 1000  # drills of one kind at a time: enough to study, made in a second or two
GIVE_UP = 200  # draws in a row that give only drills already made: the kind has no more

KINDS: dict[str, Callable[[random.Random], Drill]] = {
    "score": score_drill,
    "imps": imps_drill,
    "matchpoints": matchpoint_drill,
    "weighted": weighted_drill,
    "board": board_drill,
    "revoke": revoke_drill,
    "sufficient": sufficient_drill,
    "contract": contract_drill,
}
# The kinds as the study page names them (translated with `words(lang)._`).
KIND_TITLES = {
    # glossary: score
    "score": N_("Score of a contract (Law 77)"),
    # glossary: imps
    "imps": N_("IMPs for a difference (Law 78B)"),
    # glossary: matchpoints
    "matchpoints": N_("Matchpoints on a board (Law 78A)"),
    # glossary: weighted-score
    "weighted": N_("Weighted score (Law 12C1(c))"),
    # glossary: dealer
    "board": N_("Dealer and vulnerability (Law 2)"),
    # glossary: revoke
    "revoke": N_("Revoke: tricks transferred (Law 64)"),
    # glossary: sufficient-bid
    "sufficient": N_("Sufficient bid? (Law 27)"),
    # glossary: contract, declarer
    "contract": N_("Final contract and declarer"),
}


def kind_names() -> dict[str, dict[str, str]]:
    """Each kind's name in every language, as the study page shows it."""
    return {kind: {lang: words(lang)._(title) for lang in LANGS} for kind, title in KIND_TITLES.items()}


KIND_SIZES = {"board": BOARDS}  # kinds with few different questions: all of them


class UnknownKind(ValueError):
    """A drill kind that does not exist."""


class CountOutOfRange(ValueError):
    """More drills asked for than one request makes (`MAX_COUNT`), or fewer than one."""


def generate(kind: str, count: int = DEFAULT_COUNT, seed: int = DEFAULT_SEED) -> list[Drill]:
    """`count` different drills of `kind` (at most `MAX_COUNT`), the same for the same seed; fewer
    when the kind has fewer different questions (128 boards), which the caller can tell by the length."""
    make = KINDS.get(kind)
    if make is None:
        raise UnknownKind(f"unknown drill kind {kind!r}: expected one of {', '.join(KINDS)}")
    if not 1 <= count <= MAX_COUNT:
        raise CountOutOfRange(f"invalid count {count}: expected 1 to {MAX_COUNT} drills at a time")
    wanted = min(count, KIND_SIZES.get(kind, count))
    rng = random.Random(f"{kind}:{seed}")
    drills: dict[str, Drill] = {}
    again = 0
    while len(drills) < wanted and again < GIVE_UP:
        drill = make(rng)
        again = again + 1 if drill.id in drills else 0
        drills.setdefault(drill.id, drill)
    return list(drills.values())
