"""Drills made by the bridge engine: a question, the answers the engine computes, and its working.

Each kind draws its questions with a seeded random generator (`generate(kind, count, seed)` gives
the same drills for the same arguments) and asks the engine for the answers; the texts are in
the interface's languages (`words.UI_LANGS`), plain text with suit symbols. A drill's id is made
from its question, so progress kept in a browser stays with the same question from build to build.

Kinds: `score` (Law 77, a passed-out board now and then), `imps` (78B), `matchpoints` (78A),
`weighted` (12C1(c): pairs, each outcome matchpointed against a field of scores and the matchpoints
weighted; teams, weighted IMPs), `board` (Law 2), `revoke` (62–64, `revoke_drills`), `sufficient`
(Law 27: is a bid sufficient, the lowest sufficient bid in its denomination) and `contract` (the
final contract and declarer of an auction, or a passed-out auction, `auction_drills`).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bridgelaws.bridge.adjust import weighted_score
from bridgelaws.bridge.board import VULNERABILITIES, board_info, parse_vulnerability
from bridgelaws.bridge.cards import SEATS
from bridgelaws.bridge.imps import imps, matchpoints
from bridgelaws.bridge.score import contract_name, result_name, score
from bridgelaws.bridge.types import Contract
from bridgelaws.i18n import LANGS, N_, Words, words
from bridgelaws.i18n.terms import seat_names, signed, state, symbols, vulnerability_names

from .answers import Answer, in_every_language
from .auction_drills import contract_drill, sufficient_drill
from .drill import (
    Drill,
    Texts,
    lines,
    ns_score,
    passed_out,
    passed_out_score,
    random_contract,
    random_tricks,
    subjects,
    translated,
)
from .revoke_drills import revoke_drill
from .tables import BOARDS, imp_scale
from .working import translate

DEFAULT_COUNT = 200
DEFAULT_SEED = 2017
MAX_COUNT = 1000  # drills of one kind at a time: enough to study, made in a second or two
GIVE_UP = 200  # draws in a row that give only drills already made: the kind has no more


# --- Law 77 ----------------------------------------------------------------------------------


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


def _score(rng: random.Random) -> Drill:
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


# --- Law 78B ---------------------------------------------------------------------------------

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


def _imps(rng: random.Random) -> Drill:
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


# --- Law 78A ---------------------------------------------------------------------------------

def _field(rng: random.Random, vul: str, size: int) -> list[int]:
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


def _listing(scores: list[int]) -> str:
    return ", ".join(signed(s) for s in scores)


def _matchpoints(rng: random.Random) -> Drill:
    vul = rng.choice(list(VULNERABILITIES.values()))
    field_scores = _field(rng, vul, rng.randint(5, 12))
    target = rng.randrange(len(field_scores))
    own = field_scores[target]
    others = field_scores[:target] + field_scores[target + 1 :]
    found = matchpoints(own, others)
    mp, top, beaten, equal = (int(str(found[key])) for key in ("matchpoints", "top", "beaten", "equal"))
    listing = _listing(field_scores)
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


# --- Law 12C1(c) -----------------------------------------------------------------------------

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


def _weighted(rng: random.Random) -> Drill:
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
    field_scores = _field(rng, vul, rng.randint(4, 11))
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
    listing, top = _listing(field_scores), result["top"]
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


# --- Law 2 -----------------------------------------------------------------------------------


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


def _board(rng: random.Random) -> Drill:
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


KINDS: dict[str, Callable[[random.Random], Drill]] = {
    "score": _score,
    "imps": _imps,
    "matchpoints": _matchpoints,
    "weighted": _weighted,
    "board": _board,
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
