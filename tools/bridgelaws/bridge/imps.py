"""Law 78B: the international match point scale; Law 78A: matchpoints over a field of scores."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from fractions import Fraction

# The lower bound of each step of the Law 78B scale: a difference of 20–40 points is 1 IMP, …
IMP_STEPS = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000,
             2250, 2500, 3000, 3500, 4000)  # fmt: skip


def imps(difference: int | Fraction) -> int:
    """IMPs for a difference in total points (negative for a loss).

    A difference between two steps of the scale (only possible for averaged scores) earns the
    IMPs of the step below it.
    """
    won = bisect_right(IMP_STEPS, abs(difference))
    return won if difference >= 0 else -won


def matchpoints(score: int, field: Sequence[int]) -> dict[str, object]:
    """Law 78A: two scoring units for each score beaten, one for each equal score, out of 2 × field."""
    beaten = sum(1 for other in field if score > other)
    equal = sum(1 for other in field if score == other)
    top = 2 * len(field)
    units = 2 * beaten + equal
    return {
        "matchpoints": units,
        "top": top,
        "beaten": beaten,
        "equal": equal,
        "percent": round(100 * units / top, 2) if top else None,
    }
