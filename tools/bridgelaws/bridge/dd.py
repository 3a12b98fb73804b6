"""Double dummy analysis through endplay's DDS, cached on disk by deal.

The cache holds one JSON file per question (table, par, position) under `.cache/dd/` of the
project root (the nearest directory upwards with a pyproject.toml), or under
`$BRIDGELAWS_CACHE/dd/`. Files are written atomically, so concurrent processes are safe.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from endplay import _dds
from endplay import types as endplay_types
from endplay.dds import calc_dd_table, par, solve_all_boards
from endplay.dds.ddtable import DDTable

from .auction import next_seat, side_of
from .calls import DENOMS, STRAINS, strain_of
from .cards import SEATS, Layout
from .errors import BridgeError
from .score import contract_name
from .types import Contract, Denom, Penalty, Vul

CACHE_ENV = "BRIDGELAWS_CACHE"
TABLE_STRAINS = ("S", "H", "D", "C", "NT")
T = TypeVar("T")


def cache_dir() -> Path:
    """Where results are kept: `$BRIDGELAWS_CACHE/dd`, else `.cache/dd` of the project root."""
    root = os.environ.get(CACHE_ENV)
    if root:
        return Path(root) / "dd"
    here = Path.cwd()
    project = next((d for d in (here, *here.parents) if (d / "pyproject.toml").is_file()), here)
    return project / ".cache" / "dd"


def _cached(key: dict[str, Any], compute: Callable[[], T]) -> T:
    text = json.dumps(key, sort_keys=True)
    path = cache_dir() / (hashlib.sha256(text.encode()).hexdigest()[:40] + ".json")
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
        if stored.get("key") == key:
            return stored["value"]
    except (OSError, ValueError):
        pass
    value = compute()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump({"key": key, "value": value}, out)
        os.replace(temporary, path)
    except OSError:
        pass  # an unwritable cache only costs time
    return value


def _player(seat: str) -> endplay_types.Player:
    return endplay_types.Player(SEATS.index(seat))


def _denom(strain: str) -> endplay_types.Denom:
    return endplay_types.Denom(DENOMS[strain])


def _deal(layout: Layout) -> endplay_types.Deal:
    return endplay_types.Deal(_solvable(layout).pbn())


def _solvable(layout: Layout) -> Layout:
    if not layout.solvable():
        raise BridgeError(
            "double dummy analysis needs four hands with the same number of cards, "
            "no unspecified small cards (x) and no duplicates"
        )
    return layout


def dd_table(layout: Layout) -> dict[str, dict[str, int]]:
    """Tricks for each declarer and strain, `{"N": {"S": 8, "H": 6, "D": 8, "C": 7, "NT": 6}, …}`.

    For an end position the opening leader is declarer's left-hand opponent, as in a full deal.
    """
    pbn = _solvable(layout).pbn()
    return _cached({"table": pbn}, lambda: _compute_table(layout))


def _compute_table(layout: Layout) -> dict[str, dict[str, int]]:
    size = next(iter(layout.hands.values())).count
    if size == 13:
        table = calc_dd_table(_deal(layout))
        return {seat: {s: table[_denom(s), _player(seat)] for s in TABLE_STRAINS} for seat in SEATS}
    questions = [(seat, strain) for seat in SEATS for strain in TABLE_STRAINS]
    deals = [_position(layout, next_seat(seat), strain) for seat, strain in questions]
    solved = solve_all_boards(deals)
    result: dict[str, dict[str, int]] = {seat: {} for seat in SEATS}
    for (seat, strain), board in zip(questions, solved, strict=True):
        result[seat][strain] = size - max(tricks for _, tricks in board)
    return result


def _position(layout: Layout, leader: str, strain: str) -> endplay_types.Deal:
    deal = _deal(layout)
    deal.first = _player(leader)
    deal.trump = _denom(strain)
    return deal


def par_result(layout: Layout, vulnerable: Vul, dealer: str) -> dict[str, Any]:
    """The par score (for N/S) and par contracts of a full deal."""
    if next(iter(_solvable(layout).hands.values())).count != 13:
        raise BridgeError("par needs a full deal of 13 cards in each hand")
    table = dd_table(layout)
    key = {"par": layout.pbn(), "vulnerable": int(vulnerable), "dealer": dealer}
    return _cached(key, lambda: _compute_par(table, vulnerable, dealer))


def _compute_par(table: dict[str, dict[str, int]], vulnerable: Vul, dealer: str) -> dict[str, Any]:
    data = _dds.ddTableResults()
    for seat in SEATS:
        for strain in TABLE_STRAINS:
            data.resTable[_denom(strain)][_player(seat)] = table[seat][strain]
    result = par(DDTable(data), endplay_types.Vul(vulnerable), _player(dealer))
    contracts = []
    for found in result:
        contract = Contract(level=found.level, denom=Denom(found.denom), penalty=Penalty(found.penalty))
        result_text = "=" if found.result == 0 else f"{found.result:+d}"
        contracts.append(f"{contract_name(contract)}{result_text} {SEATS[found.declarer]}")
    return {"score": result.score, "contracts": contracts}


def solve_position(layout: Layout, leader: str, trump: str) -> dict[str, Any]:
    """Double dummy tricks with `leader` to lead and `trump` (a suit or NT): per side and per card led."""
    if trump not in STRAINS:
        raise BridgeError(f"invalid trump {trump!r}: expected S, H, D, C or NT")
    key = {"position": _solvable(layout).pbn(), "leader": leader, "trump": trump}

    def compute() -> dict[str, Any]:
        size = next(iter(layout.hands.values())).count
        (board,) = solve_all_boards([_position(layout, leader, trump)])
        cards = {f"{strain_of(Denom(card.suit))}{card.rank.abbr}": tricks for card, tricks in board}
        best = max(cards.values())
        leaders = side_of(leader)
        other = "EW" if leaders == "NS" else "NS"
        return {
            "leader": leader,
            "trump": trump,
            "tricks": {leaders: best, other: size - best},
            "cards": cards,
        }

    return _cached(key, compute)
