"""Law 77 duplicate scoring, with the working shown; contracts read as `4SX`, `4SX=`, `3NT-2`.

Scores are for the declaring side: positive when the contract is made, negative when it fails.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .calls import DENOMS, STRAIN_SYMBOLS, strain_of
from .errors import BridgeError
from .notation import NOTATIONS
from .notation.base import SYMBOL_SUITS, fold
from .types import Contract, Penalty

_CONTRACT = re.compile(r"^(\d+)\s*(\D+?)\s*(xx|x|)\s*(=|[+-]\s*\d+)?$")
_PENALTIES = {"": Penalty.passed, "x": Penalty.doubled, "xx": Penalty.redoubled}
_PASSED_OUT = ("pass", "passed out", "passout", "all pass")
UNDOUBLED, DOUBLED, REDOUBLED = Penalty.passed, Penalty.doubled, Penalty.redoubled


@dataclass(frozen=True)
class Score:
    """A score for the declaring side and how it is made up (Law 77 items)."""

    points: int
    working: list[tuple[str, int]]

    def as_json(self) -> dict[str, object]:
        return {"score": self.points, "working": [{"item": item, "points": p} for item, p in self.working]}


def contract_name(contract: Contract) -> str:
    """`4SX`, `3NT`, `Pass` (canonical, letters for suits)."""
    if contract.is_passout():
        return "Pass"
    penalty = {UNDOUBLED: "", DOUBLED: "X", REDOUBLED: "XX"}[contract.penalty]
    return f"{contract.level}{strain_of(contract.denom)}{penalty}"


def result_name(contract: Contract, tricks: int) -> str:
    """`4SX=`, `4SX+1`, `3NT-2`."""
    if contract.is_passout():
        return "Pass"
    result = tricks - contract.level - 6
    return contract_name(contract) + ("=" if result == 0 else f"{result:+d}")


def parse_contract(text: str) -> tuple[Contract, int | None]:
    """A contract (`4SX`, `7NTXX`, `4♠X`, `3BA`) and the tricks if written with its result (`4SX+1`)."""
    word = fold(text)
    if word in _PASSED_OUT:
        return Contract(level=0), None
    match = _CONTRACT.match(word)
    strain = _strain(match.group(2)) if match else None
    if not match or strain is None:
        raise BridgeError(
            f"invalid contract {text.strip()!r}: expected e.g. 4S, 3NT, 4SX, 7NTXX, or 4SX=, 3NT-2"
        )
    level = int(match.group(1))
    if not 1 <= level <= 7:
        raise BridgeError(f"invalid contract {text.strip()!r}: the level of a contract goes from 1 to 7")
    contract = Contract(level=level, denom=DENOMS[strain], penalty=_PENALTIES[match.group(3)])
    if match.group(4) is None:
        return contract, None
    result = 0 if match.group(4) == "=" else int(match.group(4).replace(" ", ""))
    return contract, check_tricks(level + 6 + result, text.strip())


def _strain(text: str) -> str | None:
    if text in SYMBOL_SUITS:
        return SYMBOL_SUITS[text]
    if text.upper() in STRAIN_SYMBOLS:
        return text.upper()
    if text == "n" or any(text == fold(w) for n in NOTATIONS.values() for w in n.notrumps):
        return "NT"
    return None


def check_tricks(tricks: int, what: str = "") -> int:
    """`tricks` if it is a possible number of tricks (0–13)."""
    if not 0 <= tricks <= 13:
        if what:
            raise BridgeError(f"invalid result {what}: it means {tricks} tricks; a side takes 0 to 13")
        raise BridgeError(f"invalid number of tricks {tricks}: expected 0 to 13")
    return tricks


def score(contract: Contract, tricks: int, vulnerable: bool) -> Score:
    """The Law 77 score of `contract` making `tricks` tricks, for the declaring side."""
    check_tricks(tricks)
    if contract.is_passout():
        return Score(0, [("passed out", 0)])
    needed = contract.level + 6
    if tricks < needed:
        return _defeated(contract.penalty, needed - tricks, vulnerable)
    return _made(contract, tricks - needed, vulnerable)


def _made(contract: Contract, overtricks: int, vulnerable: bool) -> Score:
    level, penalty, strain = contract.level, contract.penalty, strain_of(contract.denom)
    per_trick = 20 if strain in "CD" else 30
    trick_score = (per_trick * level + (10 if strain == "NT" else 0)) * penalty
    doubling = {UNDOUBLED: "", DOUBLED: ", doubled", REDOUBLED: ", redoubled"}[penalty]
    tricks = f"{level} × {per_trick}"
    if strain == "NT":
        tricks = "40" if level == 1 else f"40 + {level - 1} × 30"
    working = [(f"trick score: {tricks}{doubling}", trick_score)]
    state = "vulnerable" if vulnerable else "not vulnerable"
    if trick_score >= 100:
        working.append((f"game premium, {state}", 500 if vulnerable else 300))
    else:
        working.append(("part-score premium", 50))
    if level == 6:
        working.append((f"small slam premium, {state}", 750 if vulnerable else 500))
    elif level == 7:
        working.append((f"grand slam premium, {state}", 1500 if vulnerable else 1000))
    if penalty != UNDOUBLED:
        working.append((f"premium for making a {doubling[2:]} contract", 50 if penalty == DOUBLED else 100))
    if overtricks:
        value = per_trick if penalty == UNDOUBLED else (100 if vulnerable else 50) * penalty
        detail = f", {doubling[2:]}, {state}" if penalty != UNDOUBLED else ""
        working.append((f"overtricks: {overtricks} × {value}{detail}", overtricks * value))
    return Score(sum(points for _, points in working), working)


def _defeated(penalty: Penalty, undertricks: int, vulnerable: bool) -> Score:
    if penalty == UNDOUBLED:
        each = 100 if vulnerable else 50
        steps = [each] * undertricks
    else:
        first, second_third, later = (200, 300, 300) if vulnerable else (100, 200, 300)
        steps = [first, second_third, second_third] + [later] * 10
        steps = [step * penalty // 2 for step in steps[:undertricks]]
    state = "vulnerable" if vulnerable else "not vulnerable"
    doubling = {UNDOUBLED: "undoubled", DOUBLED: "doubled", REDOUBLED: "redoubled"}[penalty]
    label = f"{undertricks} undertrick{'s' if undertricks > 1 else ''}, {doubling}, {state}"
    return Score(-sum(steps), [(f"{label}: {' + '.join(map(str, steps))}", -sum(steps))])
