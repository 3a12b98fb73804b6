"""The calculators' tables, every entry computed by the bridge engine: a page looks answers up and
never computes a score itself.

- `score_table`: the Law 77 score of every contract (7 levels × 5 strains × undoubled, doubled,
  redoubled), vulnerable or not, for 0–13 tricks, with the working item by item (2,940 entries);
- `imp_scale`: the Law 78B scale as rows (lowest difference, IMPs), read off the engine;
- `board_table`: the dealer and vulnerability of boards 1–128 (Law 2), and `vulnerable_seats`;
- `matchpoint_awards`: what Law 78A gives for a score beaten and for a score equalled;
- `revoke_table`: Laws 62–64 for every case a director meets after a revoke (who revoked: declarer,
  declarer from dummy, a defender, a defender failing to play a penalty card; who won the revoke
  trick; whether the offending side won a later trick; established or not; the twelfth trick; a
  subsequent revoke in the same suit; both sides revoked; when attention was first drawn), with 64C
  named after every established revoke.
"""

from __future__ import annotations

from functools import cache
from itertools import product
from typing import Any

from bridgelaws.bridge.auction import next_seat
from bridgelaws.bridge.board import VULNERABILITIES, board_info, is_vulnerable
from bridgelaws.bridge.calls import DENOMS, STRAINS
from bridgelaws.bridge.cards import SEATS
from bridgelaws.bridge.imps import imps, matchpoints
from bridgelaws.bridge.revoke import DRAWN, EQUITY, RevokeRuling, rectification
from bridgelaws.bridge.score import DOUBLED, REDOUBLED, UNDOUBLED, contract_name, score
from bridgelaws.bridge.types import Contract
from bridgelaws.i18n import LANGS

from .working import translate

BOARDS = 128
PENALTIES = (UNDOUBLED, DOUBLED, REDOUBLED)
IMP_LIMIT = 10_000  # beyond the scale's last step (4000 points)


def contracts() -> list[Contract]:
    """Every contract, in bidding-box order, undoubled, doubled, redoubled."""
    return [
        Contract(level=level, denom=DENOMS[strain], penalty=penalty)
        for level in range(1, 8)
        for strain in STRAINS
        for penalty in PENALTIES
    ]


def score_table() -> dict[str, Any]:
    """`{"labels": {lang: [label…]}, "contracts": {"4SX": {"nv": [entry×14], "v": [entry×14]}}}`, an
    entry being `[points, [[label index, points], …]]` for 0, 1, … 13 tricks."""
    labels: list[str] = []
    index: dict[str, int] = {}
    table: dict[str, dict[str, list[Any]]] = {}
    for contract in contracts():
        row: dict[str, list[Any]] = {}
        for key, vulnerable in (("nv", False), ("v", True)):
            entries = []
            for tricks in range(14):
                result = score(contract, tricks, vulnerable)
                items = []
                for label, points in result.working:
                    if label not in index:
                        index[label] = len(labels)
                        labels.append(label)
                    items.append([index[label], points])
                entries.append([result.points, items])
            row[key] = entries
        table[contract_name(contract)] = row
    return {
        "labels": {lang: [translate(label, lang) for label in labels] for lang in LANGS},
        "contracts": table,
    }


@cache
def imp_scale() -> tuple[tuple[int, int], ...]:
    """`((0, 0), (20, 1), (50, 2), …, (4000, 24))`: from each lowest difference on, the IMPs won."""
    rows: list[tuple[int, int]] = []
    for difference in range(IMP_LIMIT + 1):
        won = imps(difference)
        if not rows or rows[-1][1] != won:
            rows.append((difference, won))
    return tuple(rows)


def board_table() -> list[dict[str, Any]]:
    """Boards 1–128: number, dealer, vulnerability."""
    return [board_info(number) for number in range(1, BOARDS + 1)]


def vulnerable_seats() -> dict[str, list[str]]:
    """For each vulnerability (`none`, `ns`, `ew`, `all`), the seats that are vulnerable."""
    return {
        name: [seat for seat in SEATS if is_vulnerable(vul, seat)] for vul, name in VULNERABILITIES.items()
    }


def matchpoint_awards() -> dict[str, int]:
    """The matchpoints of one score against one other it beats, and one it equals (Law 78A)."""
    return {
        "beaten": int(str(matchpoints(1, [0])["matchpoints"])),
        "equal": int(str(matchpoints(0, [0])["matchpoints"])),
    }


# --- revokes ---------------------------------------------------------------------------------

ROLES = ("declarer", "dummy", "defender", "penalty")  # penalty: a defender failing to play a penalty card
WINNERS = ("offender", "partner", "opponent")
FLAGS = ("later", "established", "twelfth", "repeat", "both")
DECLARER = "S"
_OFFENDER = {"declarer": "S", "dummy": "N", "defender": "W", "penalty": "W"}


def revoke_ruling(role: str, winner: str, flags: dict[str, bool], drawn: str = "play") -> RevokeRuling:
    """Laws 62–64 for one revoke described as a director hears it (South declares): who revoked, who
    won the revoke trick, the `FLAGS` that hold, and when attention was first drawn (`DRAWN`)."""
    seat = _OFFENDER[role]
    won_by = {"offender": seat, "partner": next_seat(seat, 2), "opponent": next_seat(seat)}[winner]
    later_winner = next_seat(seat, 2) if flags.get("later") else next_seat(seat)
    return rectification(
        seat,
        [won_by, later_winner],
        DECLARER,
        established=flags.get("established", True),
        twelfth=flags.get("twelfth", False),
        repeat=flags.get("repeat", False),
        faced=role == "penalty",
        both_sides=flags.get("both", False),
        drawn=drawn,
    )


def revoke_key(role: str, winner: str, flags: dict[str, bool], drawn: str = "play") -> str:
    """`defender|offender|1|1|0|0|0|play`: the table's key of a case (the `FLAGS` in order)."""
    return "|".join([role, winner, *("1" if flags.get(name) else "0" for name in FLAGS), drawn])


def revoke_cases() -> list[tuple[str, str, dict[str, bool], str]]:
    """Every case the calculator can be asked: (role, winner, flags, drawn)."""
    flags = product((False, True), repeat=len(FLAGS))
    return [
        (role, winner, dict(zip(FLAGS, values, strict=True)), drawn)
        for role, winner, values, drawn in product(ROLES, WINNERS, flags, DRAWN)
    ]


def revoke_table() -> dict[str, Any]:
    """Every case of `revoke_cases`: `{"cases": {key: [transfer, law, reason, 64C applies]}, "reasons":
    {lang: [why…]}, "equity": {lang: the 64C line}}`, each reason written once."""
    reasons: list[str] = []
    index: dict[str, int] = {}
    cases: dict[str, list[Any]] = {}
    for role, winner, flags, drawn in revoke_cases():
        ruling = revoke_ruling(role, winner, flags, drawn)
        if ruling.why not in index:
            index[ruling.why] = len(reasons)
            reasons.append(ruling.why)
        cases[revoke_key(role, winner, flags, drawn)] = [
            ruling.transfer,
            ruling.law,
            index[ruling.why],
            ruling.equity,
        ]
    return {
        "cases": cases,
        "reasons": {lang: [translate(why, lang) for why in reasons] for lang in LANGS},
        "equity": {lang: translate(EQUITY, lang) for lang in LANGS},
    }
