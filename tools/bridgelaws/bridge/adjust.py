"""Law 12C1(c) weighted adjusted scores, computed exactly with the working shown.

Outcomes are written `60% 4S= N` (weight, result, declarer); weights may also be fractions
(`1/3`) and must add up to 100%. Everything is from North/South's point of view.

- Pairs (when the field is given: the N/S scores obtained at the other tables on the board): each
  outcome is matchpointed against the field as Law 78A scores a table's result (2 for each score
  beaten, 1 for each equalled), and the matchpoints are weighted. A pairs scorer never averages the
  points first: 60% of +420 and 40% of −50 is not a score of +232 to be matchpointed.
- Teams (when the other table's result is given): the IMPs of each outcome against the other table
  (Law 78B), weighted.
- The weighted average of the points themselves is given too (total-point scoring, Law 78C).

The method (each outcome scored, then weighted) is the scoring practice of the regulating
authorities' directors, stated in the project's words for a director's review.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal, localcontext
from fractions import Fraction
from typing import Any

from .board import VULNERABILITIES, is_vulnerable
from .cards import parse_seat
from .errors import BridgeError
from .imps import imps, matchpoints
from .score import parse_contract, result_name, score
from .types import Vul

_SCORE = re.compile(r"^[+-]?\d+$")


@dataclass(frozen=True)
class Outcome:
    """One possible result: its weight, and its N/S score."""

    weight: Fraction
    name: str  # `4S= by N`, `Pass`
    ns_score: int


def parse_weight(text: str) -> Fraction:
    """`60%`, `33.3%`, `1/3`, `0.6` → an exact fraction of 1."""
    word = text.strip()
    try:
        if word.endswith("%"):
            weight = Fraction(word[:-1].strip()) / 100
        else:
            weight = Fraction(word)
    except (ValueError, ZeroDivisionError):
        raise BridgeError(
            f"invalid weight {text!r}: expected a percentage (60%) or a fraction (1/3)"
        ) from None
    if not 0 < weight <= 1:
        raise BridgeError(f"invalid weight {text!r}: a weight lies between 0 and 100%")
    return weight


def parse_result(text: str, vulnerable: Vul) -> tuple[str, int]:
    """`4S= N`, `3NTX-2 W`, `Pass`, or a N/S score (`+620`, `-100`) → (name, N/S score)."""
    word = text.strip()
    if _SCORE.match(word):
        return "a given score", int(word)
    *contract_words, seat = word.split() or [""]
    contract, tricks = parse_contract(" ".join(contract_words) if contract_words else seat)
    if contract.is_passout():
        return "Pass", 0
    if not contract_words:
        raise BridgeError(
            f"invalid result {text!r}: expected a contract with its result and declarer, e.g. 4S= N"
        )
    if tricks is None:
        raise BridgeError(
            f"invalid result {text!r}: write the result with the contract, e.g. 4S= N or 3NT-1 W"
        )
    declarer = parse_seat(seat)
    points = score(contract, tricks, is_vulnerable(vulnerable, declarer)).points
    return f"{result_name(contract, tricks)} by {declarer}", points if declarer in "NS" else -points


def parse_outcome(text: str, vulnerable: Vul) -> Outcome:
    """`60% 4S= N` → Outcome."""
    weight, _, rest = text.strip().partition(" ")
    if not rest:
        raise BridgeError(f"invalid outcome {text!r}: expected a weight and a result, e.g. '60% 4S= N'")
    name, ns_score = parse_result(rest, vulnerable)
    return Outcome(parse_weight(weight), name, ns_score)


def exact(value: Fraction) -> str:
    """A fraction as an exact decimal when it has one (`212.5`), else as `a/b`."""
    if value.denominator == 1:
        return str(value.numerator)
    denominator = value.denominator
    while denominator % 2 == 0:
        denominator //= 2
    while denominator % 5 == 0:
        denominator //= 5
    if denominator != 1:
        return f"{value.numerator}/{value.denominator}"
    with localcontext() as context:
        context.prec = 60
        return format(Decimal(value.numerator) / Decimal(value.denominator), "f").rstrip("0")


def _percent(weight: Fraction) -> str:
    percent = exact(weight * 100)
    return str(weight) if "/" in percent else percent + "%"


def _shown(value: Fraction) -> str:
    text = exact(value)
    return f"{text} ≈ {float(value):.2f}" if "/" in text else text


def weighted_score(
    outcomes: list[str],
    vulnerable: Vul,
    other: str | None = None,
    field: Sequence[str | int] | None = None,
) -> dict[str, Any]:
    """The weighted N/S score in points; weighted IMPs when `other`, the other table's result, is given;
    weighted matchpoints when `field`, the other tables' results or N/S scores, is given."""
    if not outcomes:
        raise BridgeError("no outcomes: expected weighted results such as '60% 4S= N' '40% 4S-1 N'")
    parsed = [parse_outcome(text, vulnerable) for text in outcomes]
    total = sum((o.weight for o in parsed), Fraction(0))
    if total != 1:
        raise BridgeError(f"the weights add up to {_percent(total)}; they must add up to 100%")
    total_score = sum((o.weight * o.ns_score for o in parsed), Fraction(0))
    working = [
        f"{_percent(o.weight)} × {o.name} ({o.ns_score:+d} for N/S) = {_shown(o.weight * o.ns_score)}"
        for o in parsed
    ]
    working.append(f"weighted score for N/S: {_shown(total_score)}")
    result: dict[str, Any] = {
        "vulnerable": VULNERABILITIES[vulnerable],
        "outcomes": [
            {"weight": _percent(o.weight), "result": o.name, "ns_score": o.ns_score} for o in parsed
        ],
        "weighted_score": exact(total_score),
        "weighted_score_value": round(float(total_score), 2),
    }
    if other is not None:
        _weighted_imps(parsed, result, working, parse_result(other, vulnerable))
    if field is not None:
        _weighted_matchpoints(parsed, result, working, [_field_score(item, vulnerable) for item in field])
    result["working"] = working
    return result


def _field_score(item: str | int, vulnerable: Vul) -> int:
    """A score of the field: a N/S score, or a result with its declarer."""
    if isinstance(item, int):
        return item
    try:
        return parse_result(item, vulnerable)[1]
    except BridgeError as error:
        raise BridgeError(f"invalid score of the field {item!r}: {error}") from None


def _weighted_imps(
    parsed: list[Outcome], result: dict[str, Any], working: list[str], other: tuple[str, int]
) -> None:
    """Teams: each outcome's IMPs against the other table, weighted (Law 78B)."""
    other_name, other_score = other
    result["other_table"] = {"result": other_name, "ns_score": other_score}
    total_imps = Fraction(0)
    for outcome, row in zip(parsed, result["outcomes"], strict=True):
        won = imps(outcome.ns_score - other_score)
        row["imps"] = won
        total_imps += outcome.weight * won
        working.append(
            f"{outcome.name}: {outcome.ns_score:+d} against {other_score:+d} at the other table = "
            f"{outcome.ns_score - other_score:+d} → {won:+d} IMPs; × {_percent(outcome.weight)} = "
            f"{_shown(outcome.weight * won)}"
        )
    working.append(f"weighted IMPs for N/S: {_shown(total_imps)}")
    result["weighted_imps"] = exact(total_imps)
    result["weighted_imps_value"] = round(float(total_imps), 2)


def _weighted_matchpoints(
    parsed: list[Outcome], result: dict[str, Any], working: list[str], field: list[int]
) -> None:
    """Pairs: each outcome matchpointed against the field (Law 78A), the matchpoints weighted."""
    if not field:
        raise BridgeError("no field: give the N/S scores of the other tables on the board")
    top = 2 * len(field)
    total = Fraction(0)
    for outcome, row in zip(parsed, result["outcomes"], strict=True):
        found = matchpoints(outcome.ns_score, field)
        units = int(str(found["matchpoints"]))
        row["matchpoints"] = units
        total += outcome.weight * units
        working.append(
            f"{outcome.name}: {outcome.ns_score:+d} against the field beats {found['beaten']} and equals "
            f"{found['equal']} = {units} of {top}; × {_percent(outcome.weight)} = "
            f"{_shown(outcome.weight * units)}"
        )
    percent = total * 100 / top
    shown_percent = exact(percent) if "/" not in exact(percent) else f"≈ {float(percent):.2f}"
    working.append(f"weighted matchpoints for N/S: {_shown(total)} of {top} ({shown_percent}%)")
    result["field"] = field
    result["top"] = top
    result["weighted_matchpoints"] = exact(total)
    result["weighted_matchpoints_value"] = round(float(total), 2)
    result["weighted_percent"] = round(float(percent), 2)
