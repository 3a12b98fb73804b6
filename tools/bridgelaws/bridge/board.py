"""Law 2: the dealer and vulnerability of a board by its number (the pattern repeats every 16 boards)."""

from __future__ import annotations

from endplay.types import Player, Vul

from .errors import BridgeError

VULNERABILITIES = {Vul.none: "none", Vul.ns: "ns", Vul.ew: "ew", Vul.both: "all"}


def board_info(number: int) -> dict[str, str | int]:
    """`{"board": 5, "dealer": "N", "vulnerable": "ns"}`."""
    if number < 1:
        raise BridgeError(f"invalid board number {number}: boards are numbered from 1")
    return {
        "board": number,
        "dealer": Player.from_board(number).abbr,
        "vulnerable": VULNERABILITIES[Vul.from_board(number)],
    }


def parse_vulnerability(text: str) -> Vul:
    """`none`, `ns`, `ew`, `all` (also `-`, `both`, `n-s`, `e-w`) → endplay Vul."""
    word = text.strip().lower().replace("-", "").replace("/", "")
    names = {"none": Vul.none, "": Vul.none, "love": Vul.none, "ns": Vul.ns, "ew": Vul.ew, "all": Vul.both,
             "both": Vul.both}  # fmt: skip
    if word not in names:
        raise BridgeError(f"invalid vulnerability {text!r}: expected none, ns, ew or all")
    return names[word]


def is_vulnerable(vul: Vul, declarer: str) -> bool:
    """Whether the side of `declarer` (N E S W) is vulnerable."""
    return Player.find(declarer).is_vul(vul)
