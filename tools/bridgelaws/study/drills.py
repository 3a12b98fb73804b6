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

from .answers import Answer, both
from .tables import BOARDS, imp_scale
from .words import (
    SEAT_NAMES,
    UI,
    UI_LANGS,
    VULNERABILITY_NAMES,
    decimal_pl,
    denomination,
    plural_pl,
    symbols,
    translate,
)

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


def _lines(*pairs: tuple[str, str]) -> Texts:
    """Lines given as (English, Polish) pairs, by language, contracts with suit symbols."""
    return {"en": [symbols(en, "en") for en, _ in pairs], "pl": [symbols(pl, "pl") for _, pl in pairs]}


def _translated(lines: list[str]) -> Texts:
    return {lang: [translate(line, lang) for line in lines] for lang in UI_LANGS}


def _tricks_pl(n: int) -> str:
    return f"{n} {plural_pl(n, 'lewę', 'lewy', 'lew')}"


def _tricks_en(n: int) -> str:
    return f"{n} trick{'s' if n != 1 else ''}"


def _signed(points: int) -> str:
    return f"{points:+d}".replace("-", "−")


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
    contract = _random_contract(rng)
    tricks = _random_tricks(rng, contract)
    vulnerable = rng.random() < 0.5
    points = score(contract, tricks, vulnerable).points
    name = contract_name(contract)
    state_en, state_pl = ("vulnerable", "po partii") if vulnerable else ("not vulnerable", "przed partią")
    return Drill(
        "score",
        ["77"],
        {"contract": result_name(contract, tricks), "tricks": tricks, "vulnerable": vulnerable},
        _lines(
            (
                f"{name}, declarer {state_en}, takes {_tricks_en(tricks)}.",
                f"{name}, rozgrywający {state_pl}, bierze {_tricks_pl(tricks)}.",
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
    return _lines(
        (
            f"{abs(difference)} points lie in the row {span} of the scale: {won} IMPs"
            + (f", lost: {sign}{won}" if difference < 0 and won else ""),
            f"{abs(difference)} punktów mieści się w wierszu {span} tabeli: {won} IMP"
            + (f", stracone: {sign}{won}" if difference < 0 and won else ""),
        ),
        (f"IMPs: {_signed(result) if result else 0}", f"IMP-y: {_signed(result) if result else 0}"),
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
            _lines(
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
        contract = _random_contract(rng, doubling=rng.random() < 0.3)
        declarer = rng.choice(SEATS)
        tricks = _random_tricks(rng, contract)
        results.append((contract, declarer, tricks, _ns_score(contract, tricks, declarer, vul)))
    (c1, d1, t1, ours), (c2, d2, t2, theirs) = results
    difference = ours - theirs
    working = imps_working(difference)
    for lang, line in (
        ("en", f"{_signed(ours)} − ({_signed(theirs)}) = {_signed(difference)} for your team"),
        ("pl", f"{_signed(ours)} − ({_signed(theirs)}) = {_signed(difference)} dla twojej drużyny"),
    ):
        working[lang].insert(0, line)
    first = result_name(c1, t1)
    second = result_name(c2, t2)
    return Drill(
        "imps",
        ["78B", "77"],
        {"vul": vul, "tables": [[result_name(c, t), d] for c, d, t, _ in results]},
        _lines(
            (
                f"Teams, {VULNERABILITY_NAMES['en'][vul]}. At your table your pair sits N/S: "
                f"{first} by {SEAT_NAMES['en'][d1]}, N/S {_signed(ours)}.",
                f"Mecz, {VULNERABILITY_NAMES['pl'][vul]}. Przy twoim stole twoja para siedzi na NS: "
                f"{first}, rozgrywa {SEAT_NAMES['pl'][d1]}, NS {_signed(ours)}.",
            ),
            (
                f"At the other table your team-mates sit E/W: {second} by {SEAT_NAMES['en'][d2]}, "
                f"N/S {_signed(theirs)}.",
                f"Przy drugim stole twoi koledzy siedzą na EW: {second}, rozgrywa {SEAT_NAMES['pl'][d2]}, "
                f"NS {_signed(theirs)}.",
            ),
        ),
        [Answer("imps", "number", imps(difference), answer_label)],
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
    listing = ", ".join(_signed(s) for s in field_scores)
    percent = str(found["percent"])
    return Drill(
        "matchpoints",
        ["78A"],
        {"scores": field_scores, "pair": target},
        _lines(
            (
                f"Pairs: the N/S scores on a board are {listing}.",
                f"Turniej par: zapisy NS w rozdaniu to {listing}.",
            ),
            (
                f"How many matchpoints does the N/S pair with {_signed(own)} score (top {top})?",
                f"Ile punktów (zapis maksymalny) dostaje para NS z wynikiem {_signed(own)} (maks. {top})?",
            ),
        ),
        [Answer("matchpoints", "number", mp, both("Matchpoints of that N/S pair", "Punkty tej pary NS"))],
        _lines(
            (
                f"{_signed(own)} beats {beaten} score{'s' if beaten != 1 else ''} (× 2 = {2 * beaten}) "
                f"and equals {equal} (× 1 = {equal}): {mp} of {top} ({percent}%)",
                f"{_signed(own)} pokonuje {beaten} {plural_pl(beaten, 'zapis', 'zapisy', 'zapisów')} "
                f"(× 2 = {2 * beaten}) i remisuje z {equal} (× 1 = {equal}): "
                f"{mp} z {top} ({decimal_pl(percent)}%)",
            ),
        ),
    )


# --- Law 12C1(c) -----------------------------------------------------------------------------

_WEIGHTS = (
    ("50%", "50%"), ("60%", "40%"), ("70%", "30%"), ("75%", "25%"), ("80%", "20%"), ("40%", "60%"),
    ("1/3", "2/3"), ("50%", "30%", "20%"), ("40%", "40%", "20%"), ("60%", "30%", "10%"),
    ("1/3", "1/3", "1/3"), ("25%", "25%", "50%"),
)  # fmt: skip


def _outcome_text(name: str, lang: str) -> str:
    """`4S= by N` in words: `4♠= by North` / `4♠=, rozgrywa N`."""
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
    listing = {
        lang: [f"{row['weight']} — {_outcome_text(row['result'], lang)}" for row in result["outcomes"]]
        for lang in UI_LANGS
    }
    question = _lines(
        (
            f"{'Teams' if teams else 'Pairs'}, {VULNERABILITY_NAMES['en'][vul]}. The director assigns "
            "a weighted score (Law 12C1(c)) to these outcomes:",
            f"{'Mecz' if teams else 'Turniej par'}, {VULNERABILITY_NAMES['pl'][vul]}. Sędzia przyznaje wynik "
            "ważony (przepis 12C1(c)) z tych wyników:",
        )
    )
    for lang in UI_LANGS:
        question[lang] += [decimal_pl(line) if lang == "pl" else line for line in listing[lang]]
    if teams and other is not None:
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
    else:
        answer = Answer(
            "weighted_score",
            "decimal",
            result["weighted_score_value"],
            both("Weighted score for N/S (points)", "Wynik ważony dla NS (punkty)"),
            result["weighted_score"],
        )
    return Drill(
        "weighted",
        ["12C1(c)", "78B"] if teams else ["12C1(c)"],
        {"vul": vul, "outcomes": outcomes, "other": other},
        question,
        [answer],
        _translated(result["working"]),
    )


# --- Law 2 -----------------------------------------------------------------------------------


def board_working(number: int) -> Texts:
    info = board_info(number)
    dealer, vul = str(info["dealer"]), str(info["vulnerable"])
    cycle = (number - 1) % 16 + 1
    return _lines(
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
        _lines(
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


# --- Law 64 ----------------------------------------------------------------------------------

_ROLE = {
    "declarer": both("declarer", "rozgrywający"),
    "dummy": both("dummy", "dziadek"),
    "defender": both("a defender", "obrońca"),
}


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
    won_by = {lang: SEAT_NAMES[lang][winner] + (
        {"en": " (the offending player)", "pl": " (wykraczający)"}[lang] if winner == seat else
        {"en": " (the offender's partner)", "pl": " (partner wykraczającego)"}[lang]
        if winner == next_seat(seat, 2) else {"en": " (an opponent)", "pl": " (przeciwnik)"}[lang]
    ) for lang in UI_LANGS}  # fmt: skip
    question = _lines(
        (
            f"{SEAT_NAMES['en'][declarer]} declares {name}. {SEAT_NAMES['en'][seat]} "
            f"({_ROLE[role]['en']}) revokes on trick {trick}, and the revoke is established.",
            f"{SEAT_NAMES['pl'][declarer]} rozgrywa {name}. {SEAT_NAMES['pl'][seat]} "
            f"({_ROLE[role]['pl']}) popełnia fałszywy renons w lewie {trick}; renons jest uprawomocniony.",
        ),
        (
            f"Trick {trick} was won by {won_by['en']}. Of the {later} later tricks, the offending side won "
            f"{won_later}.",
            f"Lewę {trick} wziął {won_by['pl']}. Z {later} późniejszych lew strona wykraczająca wzięła "
            f"{won_later}.",
        ),
        ("How many tricks are transferred?", "Ile lew się przenosi?"),
    )
    if repeat:
        question["en"].insert(1, "It is this player's second revoke in the same suit.")
        question["pl"].insert(1, "To drugi fałszywy renons tego gracza w tym samym kolorze.")
    working = _translated([why])
    working["en"].append(f"Law {law}: {transfer} trick{'s' if transfer != 1 else ''} transferred")
    working["pl"].append(f"Przepis {law}: {transfer} {plural_pl(int(transfer or 0), 'lewa', 'lewy', 'lew')}")
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
        question,
        [Answer("transfer", "number", int(transfer or 0), both("Tricks transferred", "Przeniesione lewy"))],
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
    call_name = made.text
    verdict_en = "insufficient" if insufficient else "sufficient"
    verdict_pl = "niewystarczająca" if insufficient else "wystarczająca"
    return Drill(
        "sufficient",
        ["18", "27"],
        {"dealer": dealer, "calls": before, "call": made.text},
        _lines(
            (
                f"{SEAT_NAMES['en'][seat]} now bids {call_name}.",
                f"{SEAT_NAMES['pl'][seat]} licytuje teraz {call_name}.",
            ),
        ),
        [
            Answer(
                "sufficient",
                "yesno",
                "no" if insufficient else "yes",
                both(f"Is {call_name} sufficient?", f"Czy {call_name} jest wystarczająca?"),
            ),
            Answer(
                "lowest_sufficient",
                "bid",
                lowest.text,
                both(
                    f"The lowest sufficient bid in {denomination(made.strain)}",
                    f"Najniższa wystarczająca odzywka w {denomination(made.strain, 'pl')}",
                ),
            ),
        ],
        _lines(
            (
                f"The last bid is {last.text} by {SEAT_NAMES['en'][last_by]}. A bid supersedes it "
                "with more tricks, or as many tricks in a higher denomination (♣ ♦ ♥ ♠ NT).",
                f"Ostatnia odzywka to {last.text} ({SEAT_NAMES['pl'][last_by]}). Przebija ją "
                "odzywka na wyższej wysokości albo na tej samej w wyższym mianie (♣ ♦ ♥ ♠ BA).",
            ),
            (
                f"{call_name} is {verdict_en}; the lowest sufficient bid in its denomination is "
                f"{lowest.text}.",
                f"{call_name} jest {verdict_pl}; najniższa wystarczająca odzywka w tym mianie to "
                f"{lowest.text}.",
            ),
        ),
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
    side = "N/S" if side_of(declarer) == "NS" else "E/W"
    name = contract_name(contract)
    doubling = {
        UNDOUBLED: ("", ""),
        DOUBLED: (" doubled", ", z kontrą"),
        REDOUBLED: (" redoubled", ", z rekontrą"),
    }
    doubled_en, doubled_pl = doubling[contract.penalty]
    return Drill(
        "contract",
        ["22A"],
        {"dealer": dealer, "calls": _calls_of(auction)},
        _lines(
            (
                "The auction has ended. What is the final contract, and who declares?",
                "Licytacja się zakończyła. Jaki jest kontrakt ostateczny i kto rozgrywa?",
            )
        ),
        [
            Answer("contract", "contract", contract_name(contract), both("Final contract", "Kontrakt")),
            Answer("declarer", "seat", declarer, both("Declarer", "Rozgrywający")),
        ],
        _lines(
            (
                f"The last bid, {last.text}, stands{doubled_en}: the contract is {name}.",
                f"Ostatnia odzywka, {last.text}{doubled_pl}, jest kontraktem: {name}.",
            ),
            (
                f"Declarer is the player of {side} who first bid {denomination(strain)}: "
                f"{SEAT_NAMES['en'][declarer]} ({first.call.text}).",
                f"Rozgrywa ten gracz {side.replace('/', '')}, który pierwszy zgłosił "
                f"{denomination(strain, 'pl')}: "
                f"{SEAT_NAMES['pl'][declarer]} ({first.call.text}).",
            ),
        ),
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
KIND_NAMES = {kind: {lang: UI[lang][f"kind_{kind}"] for lang in UI_LANGS} for kind in KINDS}


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
