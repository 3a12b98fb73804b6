"""The engine's small value types: denomination, penalty, vulnerability and contract.

They mirror endplay's types of the same names, member for member and number for number, so
that `dd` converts them with `endplay.types.Denom(denom)` and so on. The light modules (board,
score, imps, adjust, calls, notation) use these: importing endplay starts matplotlib (~0.5 s).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum


class Denom(IntEnum):
    """A denomination (strain), numbered as endplay and DDS number them."""

    spades = 0
    hearts = 1
    diamonds = 2
    clubs = 3
    nt = 4


class Penalty(IntEnum):
    """Undoubled, doubled, redoubled; the value multiplies the trick score."""

    passed = 1
    doubled = 2
    redoubled = 4


class Vul(IntEnum):
    """The vulnerability of a board, numbered as endplay numbers it."""

    none = 0
    both = 1
    ns = 2
    ew = 3


@dataclass(frozen=True)
class Contract:
    """A contract; level 0 is a passed-out board. `declarer` is a seat letter when known."""

    level: int = 0
    denom: Denom = Denom.nt
    penalty: Penalty = Penalty.passed
    declarer: str | None = None

    def is_passout(self) -> bool:
        """Whether the board was passed out."""
        return self.level == 0
