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

from .answers import Answer, both
from .auction_drills import contract_drill, sufficient_drill
from .drill import (
    PASSED_OUT,
    Drill,
    Texts,
    lines,
    ns_score,
    random_contract,
    random_tricks,
    signed,
    translated,
    tricks_en,
    tricks_pl,
)
from .revoke_drills import revoke_drill
from .tables import BOARDS, imp_scale
from .words import (
    SEAT_NAMES,
    UI,
    UI_LANGS,
    VULNERABILITY_NAMES,
    decimal_pl,
    plural_pl,
    symbols,
    translate,
)

DEFAULT_COUNT = 200
DEFAULT_SEED = 2017
MAX_COUNT = 1000  # drills of one kind at a time: enough to study, made in a second or two
GIVE_UP = 200  # draws in a row that give only drills already made: the kind has no more


# --- Law 77 ----------------------------------------------------------------------------------


def score_working(contract: Contract, tricks: int, vulnerable: bool) -> Texts:
    """The engine's items, one a line, then the sum: `4♠X=, vulnerable: 240 + 500 + 50 = 790`."""
    result = score(contract, tricks, vulnerable)
    texts: Texts = {}
    for lang in UI_LANGS:
        lines = []
        for label, points in result.working:
            text = translate(label, lang)
            lines.append(f"{text} = {points}" if ":" in text else f"{text}: {points}")
        state = {"en": ("vulnerable", "not vulnerable"), "pl": ("po partii", "przed partią")}[lang]
        parts = " + ".join(str(points) for _, points in result.working).replace("-", "−")
        total = str(result.points).replace("-", "−")
        lines.append(
            f"{result_name(contract, tricks)}, {state[0] if vulnerable else state[1]}: "
            + (f"{parts} = {total}" if len(result.working) > 1 else total)
        )
        texts[lang] = [symbols(line, lang) for line in lines]
    return texts


def _score(rng: random.Random) -> Drill:
    if rng.random() < 0.02:
        return Drill(
            "score",
            ["77", "22B"],
            {"passed_out": True},
            lines(("All four players pass.", "Wszyscy czterej gracze pasują.")),
            [Answer("score", "number", 0, both("Each side's score", "Zapis każdej ze stron"))],
            lines(*PASSED_OUT),
        )
    contract = random_contract(rng)
    tricks = random_tricks(rng, contract)
    vulnerable = rng.random() < 0.5
    points = score(contract, tricks, vulnerable).points
    name = contract_name(contract)
    state_en, state_pl = ("vulnerable", "po partii") if vulnerable else ("not vulnerable", "przed partią")
    return Drill(
        "score",
        ["77"],
        {"contract": result_name(contract, tricks), "tricks": tricks, "vulnerable": vulnerable},
        lines(
            (
                f"{name}, declarer {state_en}, takes {tricks_en(tricks)}.",
                f"{name}, rozgrywający {state_pl}, bierze {tricks_pl(tricks)}.",
            ),
        ),
        [
            Answer(
                "score",
                "number",
                points,
                both(
                    "The declaring side's score (minus when the contract fails)",
                    "Zapis strony rozgrywającej (z minusem, gdy kontrakt upada)",
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
    sign = "" if difference >= 0 else "−"
    return lines(
        (
            f"{abs(difference)} points lie in the row {span} of the scale: {won} IMPs"
            + (f", lost: {sign}{won}" if difference < 0 and won else ""),
            f"{abs(difference)} punktów mieści się w wierszu {span} tabeli: {won} IMP"
            + (f", stracone: {sign}{won}" if difference < 0 and won else ""),
        ),
        (f"IMPs: {signed(result) if result else 0}", f"IMP-y: {signed(result) if result else 0}"),
    )


def _imps(rng: random.Random) -> Drill:
    answer_label = both(
        "IMPs for your team (minus for a loss)", "IMP-y dla twojej drużyny (z minusem za stratę)"
    )
    if rng.random() < 0.5:
        low, won = rng.choice(imp_scale()[1:])
        difference = rng.choice((low, low + 10, low + 20, max(low - 10, 0), low + rng.randrange(0, 500, 10)))
        return Drill(
            "imps",
            ["78B"],
            {"difference": difference},
            lines(
                (
                    f"Your team gains {difference} points on a board. How many IMPs is that?",
                    f"Twoja drużyna zyskuje na rozdaniu {difference} punktów. Ile to IMP?",
                )
            ),
            [Answer("imps", "number", imps(difference), answer_label)],
            imps_working(difference),
        )
    vul = rng.choice(list(VULNERABILITIES.values()))
    results = []
    for _ in range(2):
        contract = random_contract(rng, doubling=rng.random() < 0.3)
        declarer = rng.choice(SEATS)
        tricks = random_tricks(rng, contract)
        results.append((contract, declarer, tricks, ns_score(contract, tricks, declarer, vul)))
    passed_out = rng.random() < 0.08
    (c1, d1, t1, ours), (c2, d2, t2, theirs) = results
    if passed_out:
        theirs = 0
    difference = ours - theirs
    working = imps_working(difference)
    for lang, line in (
        ("en", f"{signed(ours)} − ({signed(theirs)}) = {signed(difference)} for your team"),
        ("pl", f"{signed(ours)} − ({signed(theirs)}) = {signed(difference)} dla twojej drużyny"),
    ):
        working[lang].insert(0, line)
    first = result_name(c1, t1)
    second = result_name(c2, t2)
    other_en, other_pl = (
        ("the board is passed out", "rozdanie zostaje przepasowane")
        if passed_out
        else (f"{second} by {SEAT_NAMES['en'][d2]}", f"{second}, rozgrywa {SEAT_NAMES['pl'][d2]}")
    )
    if passed_out:
        for lang, texts in lines(PASSED_OUT[1]).items():
            working[lang][:0] = texts
    tables = [[result_name(c1, t1), d1], ["Pass", None] if passed_out else [result_name(c2, t2), d2]]
    return Drill(
        "imps",
        ["78B", "77", "22B"] if passed_out else ["78B", "77"],
        {"vul": vul, "tables": tables},
        lines(
            (
                f"Teams, {VULNERABILITY_NAMES['en'][vul]}. At your table your pair sits N/S: "
                f"{first} by {SEAT_NAMES['en'][d1]}, N/S {signed(ours)}.",
                f"Mecz, {VULNERABILITY_NAMES['pl'][vul]}. Przy twoim stole twoja para siedzi na NS: "
                f"{first}, rozgrywa {SEAT_NAMES['pl'][d1]}, NS {signed(ours)}.",
            ),
            (
                f"At the other table your team-mates sit E/W: {other_en}, N/S {signed(theirs)}.",
                f"Przy drugim stole twoi koledzy siedzą na EW: {other_pl}, NS {signed(theirs)}.",
            ),
        ),
        [Answer("imps", "number", imps(difference), answer_label)],
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
    question = lines(
        (
            f"Pairs: the N/S scores on a board are {listing}.",
            f"Turniej par: zapisy NS w rozdaniu to {listing}.",
        ),
        (
            f"How many matchpoints does the N/S pair with {signed(own)} score (top {top})?",
            f"Ile punktów (zapis maksymalny) dostaje para NS z wynikiem {signed(own)} (maks. {top})?",
        ),
    )
    working = lines(
        (
            f"{signed(own)} beats {beaten} score{'s' if beaten != 1 else ''} (× 2 = {2 * beaten}) "
            f"and equals {equal} (× 1 = {equal}): {mp} of {top} ({percent}%)",
            f"{signed(own)} pokonuje {beaten} {plural_pl(beaten, 'zapis', 'zapisy', 'zapisów')} "
            f"(× 2 = {2 * beaten}) i remisuje z {equal} (× 1 = {equal}): "
            f"{mp} z {top} ({decimal_pl(percent)}%)",
        ),
    )
    passed = 0 in field_scores
    if passed:
        note = lines(("(0: a table passed the board out.)", "(0: przy jednym stole rozdanie przepasowano.)"))
        for lang in UI_LANGS:
            question[lang].insert(1, note[lang][0])
            working[lang].insert(0, lines(PASSED_OUT[1])[lang][0])
    return Drill(
        "matchpoints",
        ["78A", "77"] if passed else ["78A"],
        {"scores": field_scores, "pair": target},
        question,
        [Answer("matchpoints", "number", mp, both("Matchpoints of that N/S pair", "Punkty tej pary NS"))],
        working,
    )


# --- Law 12C1(c) -----------------------------------------------------------------------------

_WEIGHTS = (
    ("50%", "50%"), ("60%", "40%"), ("70%", "30%"), ("75%", "25%"), ("80%", "20%"), ("40%", "60%"),
    ("1/3", "2/3"), ("50%", "30%", "20%"), ("40%", "40%", "20%"), ("60%", "30%", "10%"),
    ("1/3", "1/3", "1/3"), ("25%", "25%", "50%"),
)  # fmt: skip


def _outcome_text(name: str, lang: str) -> str:
    """`4S= by N` in words: `4♠= by North` / `4♠=, rozgrywa N`; `Pass`: passed out / pas."""
    if name == "Pass":
        return {"en": "passed out", "pl": "pas (rozdanie przepasowane)"}[lang]
    contract, _, seat = name.partition(" by ")
    if not seat:
        text = contract
    elif lang == "en":
        text = f"{contract} by {SEAT_NAMES['en'][seat]}"
    else:
        text = f"{contract}, rozgrywa {SEAT_NAMES['pl'][seat]}"
    return symbols(text, lang)


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


def _weighted_question(vul: str, teams: bool, result: dict) -> Texts:
    question = lines(
        (
            f"{'Teams' if teams else 'Pairs'}, {VULNERABILITY_NAMES['en'][vul]}. The director assigns "
            "a weighted score (Law 12C1(c)) to these outcomes:",
            f"{'Mecz' if teams else 'Turniej par'}, {VULNERABILITY_NAMES['pl'][vul]}. Sędzia przyznaje wynik "
            "ważony (przepis 12C1(c)) z tych wyników:",
        )
    )
    for lang in UI_LANGS:
        rows = [f"{row['weight']} — {_outcome_text(row['result'], lang)}" for row in result["outcomes"]]
        question[lang] += [decimal_pl(row) if lang == "pl" else row for row in rows]
    return question


def _weighted_teams(vul: str, outcomes: list[str], other: str) -> Drill:
    result = weighted_score(outcomes, parse_vulnerability(vul), other)
    question = _weighted_question(vul, True, result)
    name = result["other_table"]["result"]
    question["en"].append(f"At the other table: {_outcome_text(name, 'en')}.")
    question["pl"].append(f"Przy drugim stole: {_outcome_text(name, 'pl')}.")
    answer = Answer(
        "weighted_imps",
        "decimal",
        result["weighted_imps_value"],
        both("Weighted IMPs for N/S", "Ważone IMP-y dla NS"),
        result["weighted_imps"],
    )
    working = translated(result["working"][len(outcomes) + 1 :])  # each outcome's IMPs, weighted
    return Drill(
        "weighted",
        ["12C1(c)", "78B"],
        {"vul": vul, "outcomes": outcomes, "other": other},
        question,
        [answer],
        working,
    )


def _weighted_pairs(vul: str, outcomes: list[str], field_scores: list[int]) -> Drill:
    result = weighted_score(outcomes, parse_vulnerability(vul), field=field_scores)
    question = _weighted_question(vul, False, result)
    listing, top = _listing(field_scores), result["top"]
    question["en"].append(f"The N/S scores at the other tables: {listing} (top {top}).")
    question["pl"].append(f"Zapisy NS przy pozostałych stołach: {listing} (maks. {top}).")
    answer = Answer(
        "weighted_matchpoints",
        "decimal",
        result["weighted_matchpoints_value"],
        both("Weighted matchpoints for N/S", "Ważone punkty dla NS"),
        result["weighted_matchpoints"],
    )
    working = lines(
        (
            "Pairs (Laws 12C1(c), 78A): each outcome is matchpointed against the other tables' scores, "
            "then the matchpoints are weighted; the points are never averaged first",
            "Turniej par (przepisy 12C1(c), 78A): każdy wynik porównuje się z zapisami z pozostałych "
            "stołów, a ważone są punkty; nie uśrednia się zapisów",
        )
    )
    for lang, texts in translated(result["working"][len(outcomes) + 1 :]).items():
        working[lang] += texts
    return Drill(
        "weighted",
        ["12C1(c)", "78A"],
        {"vul": vul, "outcomes": outcomes, "field": field_scores},
        question,
        [answer],
        working,
    )


# --- Law 2 -----------------------------------------------------------------------------------


def board_working(number: int) -> Texts:
    info = board_info(number)
    dealer, vul = str(info["dealer"]), str(info["vulnerable"])
    cycle = (number - 1) % 16 + 1
    return lines(
        (
            f"Board {number}: the dealer goes round N, E, S, W from board 1, so ({number} − 1) mod 4 = "
            f"{(number - 1) % 4} → {SEAT_NAMES['en'][dealer]} deals",
            f"Rozdanie {number}: rozdający zmienia się N, E, S, W od rozdania 1, więc ({number} − 1) mod 4 = "
            f"{(number - 1) % 4} → rozdaje {SEAT_NAMES['pl'][dealer]}",
        ),
        (
            f"the vulnerability repeats every 16 boards: board {number} is like board {cycle} → "
            f"{VULNERABILITY_NAMES['en'][vul]}",
            f"założenia powtarzają się co 16 rozdań: rozdanie {number} jest jak rozdanie {cycle} → "
            f"{VULNERABILITY_NAMES['pl'][vul]}",
        ),
    )


def _board(rng: random.Random) -> Drill:
    number = rng.randint(1, BOARDS)
    info = board_info(number)
    return Drill(
        "board",
        ["2"],
        {"board": number},
        lines(
            (
                f"Board {number}: who deals, and who is vulnerable?",
                f"Rozdanie {number}: kto rozdaje i jakie są założenia?",
            )
        ),
        [
            Answer("dealer", "seat", str(info["dealer"]), both("Dealer", "Rozdający")),
            Answer(
                "vulnerability", "vulnerability", str(info["vulnerable"]), both("Vulnerability", "Założenia")
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
KIND_NAMES = {kind: {lang: UI[lang][f"kind_{kind}"] for lang in UI_LANGS} for kind in KINDS}
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
