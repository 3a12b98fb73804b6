"""Drills made by the bridge engine: a question, the answers the engine computes, and its working.

Each kind draws its questions with a seeded random generator (`generate(kind, count, seed)` gives
the same drills for the same arguments) and asks the engine for the answers; the texts are in
the interface's languages (`words.UI_LANGS`), plain text with suit symbols. A drill's id is made
from its question, so progress kept in a browser stays with the same question from build to build.

Kinds: `score` (Law 77), `imps` (78B), `matchpoints` (78A), `weighted` (12C1(c), pairs and
teams), `board` (Law 2), `revoke` (64), `sufficient` (Law 27: is a bid sufficient, the lowest
sufficient bid in its denomination), `contract` (the final contract and declarer of an auction).
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bridgelaws.bridge.adjust import weighted_score
from bridgelaws.bridge.auction import Auction, lowest_sufficient, next_seat, side_of
from bridgelaws.bridge.board import VULNERABILITIES, board_info, is_vulnerable, parse_vulnerability
from bridgelaws.bridge.calls import DENOMS, STRAINS, bid
from bridgelaws.bridge.cards import SEATS
from bridgelaws.bridge.imps import imps, matchpoints
from bridgelaws.bridge.play import rectification
from bridgelaws.bridge.score import DOUBLED, REDOUBLED, UNDOUBLED, contract_name, result_name, score
from bridgelaws.bridge.types import Contract
from bridgelaws.i18n import LANGS, N_, NP_, Words, words
from bridgelaws.i18n.terms import (
    denomination,
    seat_names,
    side_name,
    signed,
    state,
    symbols,
    vulnerability_names,
)
from bridgelaws.refs import LawRef, format_reference

from .answers import Answer, in_every_language
from .tables import BOARDS, imp_scale
from .working import translate

DEFAULT_COUNT = 200
DEFAULT_SEED = 2017
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
        }
        if self.auction is not None:
            data["auction"] = self.auction
        return data


def _lines(make: Callable[[Words], list[str]]) -> Texts:
    """Lines made with each language's words, contracts with suit symbols."""
    return {lang: [symbols(line, lang) for line in make(words(lang))] for lang in LANGS}


def _translated(lines: list[str]) -> Texts:
    return {lang: [translate(line, lang) for line in lines] for lang in LANGS}


# The seats as the subject of a sentence (Greek puts the article: `μοιράζει ο Βορράς`).
SUBJECTS = {
    "N": NP_("seat, as a subject", "North"),
    "E": NP_("seat, as a subject", "East"),
    "S": NP_("seat, as a subject", "South"),
    "W": NP_("seat, as a subject", "West"),
}


def _subjects(w: Words) -> dict[str, str]:
    return w.table(SUBJECTS)


def _random_contract(rng: random.Random, doubling: bool = True) -> Contract:
    level = rng.choices(range(1, 8), weights=(10, 14, 16, 22, 12, 8, 4))[0]
    penalty = rng.choices((UNDOUBLED, DOUBLED, REDOUBLED), weights=(6, 3, 1))[0] if doubling else UNDOUBLED
    return Contract(level=level, denom=DENOMS[rng.choice(STRAINS)], penalty=penalty)


def _random_tricks(rng: random.Random, contract: Contract) -> int:
    needed = contract.level + 6
    return min(13, max(0, needed + rng.choice((-4, -3, -2, -2, -1, -1, -1, 0, 0, 0, 0, 1, 1, 2))))


def _ns_score(contract: Contract, tricks: int, declarer: str, vul: str) -> int:
    points = score(contract, tricks, is_vulnerable(parse_vulnerability(vul), declarer)).points
    return points if declarer in "NS" else -points


# --- Law 77 ----------------------------------------------------------------------------------


def score_working(contract: Contract, tricks: int, vulnerable: bool) -> Texts:
    """The engine's items, one a line, then the sum: `4♠X=, vulnerable: 240 + 500 + 50 = 790`."""
    result = score(contract, tricks, vulnerable)
    parts = " + ".join(str(points) for _, points in result.working).replace("-", "−")
    total = str(result.points).replace("-", "−")
    texts: Texts = {}
    for lang in LANGS:
        lines = []
        for label, points in result.working:
            text = translate(label, lang)
            lines.append(f"{text} = {points}" if ":" in text else f"{text}: {points}")
        lines.append(
            f"{result_name(contract, tricks)}, {state(words(lang), vulnerable)}: "
            + (f"{parts} = {total}" if len(result.working) > 1 else total)
        )
        texts[lang] = [symbols(line, lang) for line in lines]
    return texts


def _score(rng: random.Random) -> Drill:
    contract = _random_contract(rng)
    tricks = _random_tricks(rng, contract)
    vulnerable = rng.random() < 0.5
    points = score(contract, tricks, vulnerable).points
    name = contract_name(contract)
    return Drill(
        "score",
        ["77"],
        {"contract": result_name(contract, tricks), "tricks": tricks, "vulnerable": vulnerable},
        _lines(
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

    def lines(w: Words) -> list[str]:
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

    return _lines(lines)


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
            _lines(
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
        contract = _random_contract(rng, doubling=rng.random() < 0.3)
        declarer = rng.choice(SEATS)
        tricks = _random_tricks(rng, contract)
        results.append((contract, declarer, tricks, _ns_score(contract, tricks, declarer, vul)))
    (c1, d1, t1, ours), (c2, d2, t2, theirs) = results
    difference = ours - theirs
    working = imps_working(difference)
    for lang in LANGS:
        w = words(lang)
        working[lang].insert(
            0, w._("{ours} − ({theirs}) = {diff} for your team", ours=signed(ours), theirs=signed(theirs),
                   diff=signed(difference)),
        )  # fmt: skip
    first, second = result_name(c1, t1), result_name(c2, t2)
    return Drill(
        "imps",
        ["78B", "77"],
        {"vul": vul, "tables": [[result_name(c, t), d] for c, d, t, _ in results]},
        _lines(
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
                w._(
                    "At the other table your team-mates sit E/W: {result} by {seat}, N/S {score}.",
                    result=second,
                    seat=seat_names(w)[d2],
                    score=signed(theirs),
                ),
            ]
        ),
        [Answer("imps", "number", imps(difference), label)],
        working,
    )


# --- Law 78A ---------------------------------------------------------------------------------


def _matchpoints(rng: random.Random) -> Drill:
    vul = rng.choice(list(VULNERABILITIES.values()))
    candidates = []
    for _ in range(3):
        contract = _random_contract(rng, doubling=rng.random() < 0.2)
        declarer = rng.choices(SEATS, weights=(4, 1, 4, 1))[0]
        candidates.append((contract, declarer))
    field_scores = []
    for _ in range(rng.randint(5, 12)):
        contract, declarer = rng.choice(candidates)
        tricks = min(13, max(0, contract.level + 6 + rng.choice((-1, 0, 0, 0, 1, 1))))
        field_scores.append(_ns_score(contract, tricks, declarer, vul))
    target = rng.randrange(len(field_scores))
    own = field_scores[target]
    others = field_scores[:target] + field_scores[target + 1 :]
    found = matchpoints(own, others)
    mp, top, beaten, equal = (int(str(found[key])) for key in ("matchpoints", "top", "beaten", "equal"))
    listing = ", ".join(signed(s) for s in field_scores)
    percent = str(found["percent"])
    return Drill(
        "matchpoints",
        ["78A"],
        {"scores": field_scores, "pair": target},
        _lines(
            lambda w: [
                w._("Pairs: the N/S scores on a board are {scores}.", scores=listing),
                # glossary: matchpoints
                w._(
                    "How many matchpoints does the N/S pair with {score} score (top {top})?",
                    score=signed(own),
                    top=top,
                ),
            ]
        ),
        # glossary: matchpoints
        [
            Answer(
                "matchpoints", "number", mp, in_every_language(lambda w: w._("Matchpoints of that N/S pair"))
            )
        ],
        _lines(
            lambda w: [
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
            ]
        ),
    )


# --- Law 12C1(c) -----------------------------------------------------------------------------

_WEIGHTS = (
    ("50%", "50%"), ("60%", "40%"), ("70%", "30%"), ("75%", "25%"), ("80%", "20%"), ("40%", "60%"),
    ("1/3", "2/3"), ("50%", "30%", "20%"), ("40%", "40%", "20%"), ("60%", "30%", "10%"),
    ("1/3", "1/3", "1/3"), ("25%", "25%", "50%"),
)  # fmt: skip


def _outcome_text(name: str, w: Words) -> str:
    """`4S= by N` in words: `4♠= by North` (Polish `4♠=, rozgrywa N`)."""
    contract, _, seat = name.partition(" by ")
    if not seat:
        return contract
    return w._p("outcome", "{contract} by {seat}", contract=contract, seat=seat_names(w)[seat])


def _weighted(rng: random.Random) -> Drill:
    vul = rng.choice(list(VULNERABILITIES.values()))
    weights = rng.choice(_WEIGHTS)
    base = _random_contract(rng, doubling=False)
    declarer = rng.choice(SEATS)
    outcomes = []
    for weight in weights:
        if rng.random() < 0.7:
            contract, seat = base, declarer
        else:
            contract = _random_contract(rng, doubling=rng.random() < 0.3)
            seat = rng.choice(SEATS)
        tricks = min(13, max(0, contract.level + 6 + rng.choice((-2, -1, -1, 0, 0, 0, 1))))
        outcomes.append(f"{weight} {result_name(contract, tricks)} {seat}")
    teams = rng.random() < 0.5
    other = None
    if teams:
        tricks = min(13, max(0, base.level + 6 + rng.choice((-1, 0, 0, 1))))
        other = f"{result_name(base, tricks)} {rng.choice(SEATS)}"
    result = weighted_score(outcomes, parse_vulnerability(vul), other)

    def question(w: Words) -> list[str]:
        if teams:
            # glossary: weighted-score, director
            lead = w._(
                "Teams, {vulnerability}. The director assigns a weighted score (Law 12C1(c)) "
                "to these outcomes:",
                vulnerability=vulnerability_names(w)[vul],
            )
        else:
            # glossary: weighted-score, director
            lead = w._(
                "Pairs, {vulnerability}. The director assigns a weighted score (Law 12C1(c)) "
                "to these outcomes:",
                vulnerability=vulnerability_names(w)[vul],
            )
        lines = [lead]
        for row in result["outcomes"]:
            lines.append(f"{w.decimal(row['weight'])} — {_outcome_text(row['result'], w)}")
        if teams:
            other_result = _outcome_text(result["other_table"]["result"], w)
            lines.append(w._("At the other table: {result}.", result=other_result))
        return lines

    if teams and other is not None:
        answer = Answer(
            "weighted_imps",
            "decimal",
            result["weighted_imps_value"],
            # glossary: imps
            in_every_language(lambda w: w._("Weighted IMPs for N/S")),
            result["weighted_imps"],
        )
    else:
        answer = Answer(
            "weighted_score",
            "decimal",
            result["weighted_score_value"],
            # glossary: weighted-score
            in_every_language(lambda w: w._("Weighted score for N/S (points)")),
            result["weighted_score"],
        )
    return Drill(
        "weighted",
        ["12C1(c)", "78B"] if teams else ["12C1(c)"],
        {"vul": vul, "outcomes": outcomes, "other": other},
        _lines(question),
        [answer],
        _translated(result["working"]),
    )


# --- Law 2 -----------------------------------------------------------------------------------


def board_working(number: int) -> Texts:
    info = board_info(number)
    dealer, vul = str(info["dealer"]), str(info["vulnerable"])
    cycle = (number - 1) % 16 + 1
    return _lines(
        lambda w: [
            # glossary: dealer
            w._(
                "Board {board}: the dealer goes round N, E, S, W from board 1, so ({board} − 1) mod 4 = "
                "{rest} → {seat} deals",
                board=number,
                rest=(number - 1) % 4,
                seat=_subjects(w)[dealer],
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
        _lines(lambda w: [w._("Board {board}: who deals, and who is vulnerable?", board=number)]),
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


# --- Law 64 ----------------------------------------------------------------------------------


def _role_name(w: Words, role: str) -> str:
    if role == "declarer":
        # glossary: declarer
        return w._p("role", "declarer")
    if role == "dummy":
        # glossary: dummy
        return w._p("role", "dummy")
    # glossary: defender
    return w._p("role", "a defender")


def _winner_role(w: Words, winner: str) -> str:
    if winner == "offender":
        # glossary: offender
        return w._("the offending player")
    if winner == "partner":
        # glossary: offender, partner
        return w._("the offender's partner")
    # glossary: opponent
    return w._("an opponent")


def _role(seat: str, declarer: str) -> str:
    if seat == declarer:
        return "declarer"
    return "dummy" if seat == next_seat(declarer, 2) else "defender"


def _revoke(rng: random.Random) -> Drill:
    declarer = rng.choice(SEATS)
    contract = _random_contract(rng, doubling=False)
    role = rng.choices(("defender", "declarer", "dummy"), weights=(7, 2, 1))[0]
    seat = {"declarer": declarer, "dummy": next_seat(declarer, 2)}.get(role) or rng.choice(
        (next_seat(declarer), next_seat(declarer, 3))
    )
    trick = rng.randint(1, 11)
    winner = rng.choice((seat, next_seat(seat, 2), next_seat(seat), next_seat(seat, 3)))
    later = 13 - trick
    won_later = 0 if rng.random() < 0.3 else rng.randint(1, later)
    repeat = rng.random() < 0.08
    later_winners = [next_seat(seat, 2)] * won_later + [next_seat(seat)] * (later - won_later)
    rng.shuffle(later_winners)
    transfer, law, why = rectification(seat, [winner, *later_winners], declarer, repeat=repeat)
    name = contract_name(contract)
    winner_role = "offender" if winner == seat else "partner" if winner == next_seat(seat, 2) else "opponent"

    def question(w: Words) -> list[str]:
        subjects = _subjects(w)
        lines = [
            # glossary: revoke, established-revoke
            w._(
                "{declarer} declares {contract}. {seat} ({role}) revokes on trick {trick}: an established "
                "revoke.",
                declarer=subjects[declarer],
                contract=name,
                seat=subjects[seat],
                role=_role_name(w, role),
                trick=trick,
            ),
            # glossary: offending-side
            w._n(
                "Trick {trick} was won by {winner} ({role}). Of the {n} later trick, the offending side won "
                "{won}.",
                "Trick {trick} was won by {winner} ({role}). Of the {n} later tricks, the offending side won "
                "{won}.",
                later,
                trick=trick,
                winner=subjects[winner],
                role=_winner_role(w, winner_role),
                won=won_later,
            ),
            w._("How many tricks are transferred?"),
        ]
        if repeat:
            # glossary: revoke
            lines.insert(1, w._("It is this player's second revoke in the same suit."))
        return lines

    working = _translated([why])
    for lang in LANGS:
        w = words(lang)
        working[lang].append(
            w._n(
                "{law}: {n} trick transferred",
                "{law}: {n} tricks transferred",
                int(transfer or 0),
                law=format_reference(LawRef.parse(law), lang),
            )
        )
    return Drill(
        "revoke",
        [law],
        {
            "declarer": declarer,
            "contract": contract_name(contract),
            "seat": seat,
            "trick": trick,
            "winner": winner,
            "won_later": won_later,
            "later": later,
            "repeat": repeat,
        },
        _lines(question),
        [
            Answer(
                "transfer",
                "number",
                int(transfer or 0),
                in_every_language(lambda w: w._("Tricks transferred")),
            )
        ],
        working,
    )


# --- auctions --------------------------------------------------------------------------------


def _random_auction(rng: random.Random, dealer: str, stop: Callable[[Auction], bool]) -> Auction:
    """Calls drawn from the legal ones until `stop` or the end: bids near the last one, passes the
    likelier the higher the auction, now and then a double or a redouble."""
    auction = Auction(dealer)
    while not auction.complete and not stop(auction):
        calls = auction.legal_calls()
        level = auction.last_bid.level if auction.last_bid else 0
        weights, bids = [], 0
        for call in calls:
            if call.kind == "pass":
                weights.append(3.0 + 3.0 * level if level else 2.5)
            elif call.kind == "double":
                weights.append(1.0)
            elif call.kind == "redouble":
                weights.append(0.5)
            else:
                weights.append((3.0, 2.0, 1.5, 1.0, 0.7, 0.5)[bids] if bids < 6 else 0.0)
                bids += 1
        auction.add(rng.choices(calls, weights=weights)[0])
    return auction


def _calls_of(auction: Auction) -> list[str]:
    return [entry.call.text for entry in auction.entries]


def _sufficient(rng: random.Random) -> Drill:
    while True:
        dealer = rng.choice(SEATS)
        target = rng.randint(1, 7)

        def enough(a: Auction, target: int = target) -> bool:
            return len(a.entries) >= target and a.last_bid is not None and a.last_bid.level <= 6

        auction = _random_auction(rng, dealer, enough)
        last = auction.last_bid
        if not auction.complete and last is not None and last.level <= 6:
            break
    seat = auction.turn or dealer
    if rng.random() < 0.5:
        candidates = [bid(level, strain) for level in range(1, 8) for strain in STRAINS]
        below = [c for c in candidates if c.rank <= last.rank and c.rank >= last.rank - 8]
        made = rng.choice(below)
    else:
        made = rng.choice([c for c in auction.legal_calls() if c.kind == "bid"][:8])
    before = _calls_of(auction)
    entry = auction.add(made)
    insufficient = [f for f in entry.findings if f["kind"] == "insufficient"]
    lowest = lowest_sufficient(made.strain, last)
    assert lowest is not None
    last_by = next(e.seat for e in reversed(auction.entries[:-1]) if e.call.kind == "bid")
    call = made.text

    def working(w: Words) -> list[str]:
        order = " ".join(denomination(strain, w.lang) for strain in ("C", "D", "H", "S", "NT"))
        if insufficient:
            # glossary: insufficient-bid, lowest-sufficient-bid
            verdict = w._(
                "{call} is an insufficient bid; the lowest sufficient bid in its denomination is {lowest}.",
                call=call,
                lowest=lowest.text,
            )
        else:
            # glossary: sufficient-bid, lowest-sufficient-bid
            verdict = w._(
                "{call} is a sufficient bid; the lowest sufficient bid in its denomination is {lowest}.",
                call=call,
                lowest=lowest.text,
            )
        return [
            # glossary: bid, denomination
            w._(
                "The last bid is {bid} by {seat}. A bid supersedes it with more tricks, "
                "or as many tricks in a higher denomination ({order}).",
                bid=last.text,
                seat=seat_names(w)[last_by],
                order=order,
            ),
            verdict,
        ]

    return Drill(
        "sufficient",
        ["18", "27"],
        {"dealer": dealer, "calls": before, "call": call},
        _lines(lambda w: [w._("{seat} now bids {call}.", seat=_subjects(w)[seat], call=call)]),
        [
            Answer(
                "sufficient",
                "yesno",
                "no" if insufficient else "yes",
                # glossary: sufficient-bid
                in_every_language(lambda w: w._("Is {call} a sufficient bid?", call=call)),
            ),
            Answer(
                "lowest_sufficient",
                "bid",
                lowest.text,
                in_every_language(
                    # glossary: lowest-sufficient-bid
                    lambda w: w._(
                        "The lowest sufficient bid in {strain}", strain=denomination(made.strain, w.lang)
                    )
                ),
            ),
        ],
        _lines(working),
        auction={"dealer": dealer, "calls": [*before, "?"]},
    )


def _contract(rng: random.Random) -> Drill:
    while True:
        dealer = rng.choice(SEATS)
        auction = _random_auction(rng, dealer, lambda a: len(a.entries) > 24)
        contract, last = auction.contract(), auction.last_bid
        if contract is not None and contract.declarer is not None and last is not None:
            break
    declarer = contract.declarer
    strain = last.strain
    first = next(
        e for e in auction.entries if e.seat == declarer and e.call.kind == "bid" and e.call.strain == strain
    )
    side = side_of(declarer)
    name = contract_name(contract)

    def working(w: Words) -> list[str]:
        if contract.penalty == DOUBLED:
            # glossary: contract, double
            stands = w._(
                "The last bid, {bid}, stands doubled: the contract is {contract}.",
                bid=last.text,
                contract=name,
            )
        elif contract.penalty == REDOUBLED:
            # glossary: contract, redouble
            stands = w._(
                "The last bid, {bid}, stands redoubled: the contract is {contract}.",
                bid=last.text,
                contract=name,
            )
        else:
            # glossary: contract
            stands = w._(
                "The last bid, {bid}, stands: the contract is {contract}.", bid=last.text, contract=name
            )
        return [
            stands,
            # glossary: declarer
            w._(
                "Declarer is the player of {side} who first bid {strain}: {seat} ({call}).",
                side=side_name(w, side),
                strain=denomination(strain, w.lang),
                seat=seat_names(w)[declarer],
                call=first.call.text,
            ),
        ]

    return Drill(
        "contract",
        ["22A"],
        {"dealer": dealer, "calls": _calls_of(auction)},
        # glossary: contract, declarer
        _lines(lambda w: [w._("The auction has ended. What is the final contract, and who is declarer?")]),
        [
            # glossary: contract
            Answer(
                "contract",
                "contract",
                contract_name(contract),
                in_every_language(lambda w: w._("Final contract")),
            ),
            # glossary: declarer
            Answer("declarer", "seat", declarer, in_every_language(lambda w: w._p("answer", "Declarer"))),
        ],
        _lines(working),
        auction={"dealer": dealer, "calls": _calls_of(auction)},
    )


KINDS: dict[str, Callable[[random.Random], Drill]] = {
    "score": _score,
    "imps": _imps,
    "matchpoints": _matchpoints,
    "weighted": _weighted,
    "board": _board,
    "revoke": _revoke,
    "sufficient": _sufficient,
    "contract": _contract,
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


class UnknownKind(ValueError):
    """A drill kind that does not exist."""


def generate(kind: str, count: int = DEFAULT_COUNT, seed: int = DEFAULT_SEED) -> list[Drill]:
    """`count` different drills of `kind` (fewer when the kind has fewer questions: 128 boards),
    the same for the same seed."""
    make = KINDS.get(kind)
    if make is None:
        raise UnknownKind(f"unknown drill kind {kind!r}: expected one of {', '.join(KINDS)}")
    rng = random.Random(f"{kind}:{seed}")
    drills: dict[str, Drill] = {}
    attempts = 0
    while len(drills) < count and attempts < count * 20:
        attempts += 1
        drill = make(rng)
        drills.setdefault(drill.id, drill)
    return list(drills.values())
