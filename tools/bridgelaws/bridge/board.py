"""Law 2: the dealer and vulnerability of a board by its number (the pattern repeats every 16 boards)."""

from __future__ import annotations

from .cards import SEATS
from .errors import BridgeError
from .types import Vul

VULNERABILITIES = {Vul.none: "none", Vul.ns: "ns", Vul.ew: "ew", Vul.both: "all"}
# Boards 1–16: none, N/S, E/W, all, shifted by one place every four boards.
_ROTATION = (Vul.none, Vul.ns, Vul.ew, Vul.both)


def board_info(number: int) -> dict[str, str | int]:
    """`{"board": 5, "dealer": "N", "vulnerable": "ns"}`."""
    if number < 1:
        raise BridgeError(f"invalid board number {number}: boards are numbered from 1")
    return {
        "board": number,
        "dealer": SEATS[(number - 1) % 4],
        "vulnerable": VULNERABILITIES[board_vulnerability(number)],
    }


def first_board(dealer: str | None, vulnerable: Vul | None) -> int:
    """The lowest board number (1–16) with this dealer and vulnerability, either of them unknown
    (None): the number a record can carry without contradicting what is known of its deal."""
    return next(
        n
        for n in range(1, 17)
        if (dealer is None or SEATS[(n - 1) % 4] == dealer)
        and (vulnerable is None or board_vulnerability(n) == vulnerable)
    )


def board_vulnerability(number: int) -> Vul:
    """The vulnerability of board `number` (Law 2)."""
    i = number - 1
    return _ROTATION[(i + i // 4) % 4]


def parse_vulnerability(text: str) -> Vul:
    """`none`, `ns`, `ew`, `all` (also `-`, `both`, `n-s`, `e-w`) → Vul."""
    word = text.strip().lower().replace("-", "").replace("/", "")
    names = {"none": Vul.none, "": Vul.none, "love": Vul.none, "ns": Vul.ns, "ew": Vul.ew, "all": Vul.both,
             "both": Vul.both}  # fmt: skip
    if word not in names:
        raise BridgeError(f"invalid vulnerability {text!r}: expected none, ns, ew or all")
    return names[word]


def is_vulnerable(vul: Vul, declarer: str) -> bool:
    """Whether the side of `declarer` (N E S W) is vulnerable."""
    side = Vul.ns if declarer in ("N", "S") else Vul.ew
    return vul in (Vul.both, side)
