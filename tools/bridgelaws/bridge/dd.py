"""Double dummy analysis through endplay's DDS, cached on disk by deal.

The cache holds one JSON file per question (table, par, position) under `.cache/dd/` of the
project root (the nearest directory upwards with a pyproject.toml), or under
`$BRIDGELAWS_CACHE/dd/`. Files are written atomically, so concurrent processes are safe.

`prefetch_tables(layouts)` fills the cache for many full deals at once, in batches through DDS's
`CalcAllTables`: one table at a time leaves a core idle while DDS finishes the last strains of a
deal, a batch keeps every core busy to its end. DDS runs one thread per core (endplay calls
`SetMaxThreads(0)` on import). Par needs no search of its own: DDS's `DealerPar` works it out
from the table.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

from endplay import _dds
from endplay import types as endplay_types
from endplay.dds import calc_all_tables, calc_dd_table, par, solve_all_boards
from endplay.dds.ddtable import DDTable

from .auction import next_seat, side_of
from .calls import DENOMS, STRAINS, strain_of
from .cards import SEATS, Layout
from .errors import BridgeError
from .score import contract_name
from .types import Contract, Denom, Penalty, Vul

CACHE_ENV = "BRIDGELAWS_CACHE"
TABLE_STRAINS = ("S", "H", "D", "C", "NT")
# Full tables per CalcAllTables call: DDS takes at most MAXNOOFBOARDS (200) boards, one per deal and strain.
TABLE_BATCH = _dds.MAXNOOFBOARDS // len(TABLE_STRAINS)
T = TypeVar("T")


def cache_dir() -> Path:
    """Where results are kept: `$BRIDGELAWS_CACHE/dd`, else `.cache/dd` of the project root."""
    root = os.environ.get(CACHE_ENV)
    if root:
        return Path(root) / "dd"
    here = Path.cwd()
    project = next((d for d in (here, *here.parents) if (d / "pyproject.toml").is_file()), here)
    return project / ".cache" / "dd"


def _cache_file(key: dict[str, Any]) -> Path:
    text = json.dumps(key, sort_keys=True)
    return cache_dir() / (hashlib.sha256(text.encode()).hexdigest()[:40] + ".json")


def _cached(key: dict[str, Any], compute: Callable[[], T]) -> T:
    try:
        stored = json.loads(_cache_file(key).read_text(encoding="utf-8"))
        if stored.get("key") == key:
            return stored["value"]
    except (OSError, ValueError):
        pass
    value = compute()
    _store(key, value)
    return value


def _store(key: dict[str, Any], value: Any) -> None:
    path = _cache_file(key)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump({"key": key, "value": value}, out)
        os.replace(temporary, path)
    except OSError:
        pass  # an unwritable cache only costs time


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
    return _cached(_table_key(_solvable(layout).pbn()), lambda: _compute_table(layout))


def _table_key(pbn: str) -> dict[str, Any]:
    return {"table": pbn}


def _size(layout: Layout) -> int:
    return next(iter(layout.hands.values())).count


def _table_json(table: DDTable) -> dict[str, dict[str, int]]:
    return {seat: {s: table[_denom(s), _player(seat)] for s in TABLE_STRAINS} for seat in SEATS}


def _compute_table(layout: Layout) -> dict[str, dict[str, int]]:
    size = _size(layout)
    if size == 13:
        return _table_json(calc_dd_table(_deal(layout)))
    questions = [(seat, strain) for seat in SEATS for strain in TABLE_STRAINS]
    deals = [_position(layout, next_seat(seat), strain) for seat, strain in questions]
    solved = solve_all_boards(deals)
    result: dict[str, dict[str, int]] = {seat: {} for seat in SEATS}
    for (seat, strain), board in zip(questions, solved, strict=True):
        result[seat][strain] = size - max(tricks for _, tricks in board)
    return result


def prefetch_tables(layouts: Iterable[Layout], progress: Callable[[int, int], None] | None = None) -> int:
    """Solve and cache the table of every full deal among `layouts` not cached yet; how many were solved.

    DDS takes the deals `TABLE_BATCH` at a time; `progress(done, total)` is called before the first
    batch and after each. Other layouts are left to `dd_table`: an end position's table is solved
    when asked for.
    """
    seen: set[str] = set()
    missing: list[str] = []
    for layout in layouts:
        pbn = layout.pbn()
        if pbn in seen or not layout.solvable() or _size(layout) != 13:
            continue
        seen.add(pbn)
        if not _cache_file(_table_key(pbn)).is_file():  # a damaged file is solved again when read
            missing.append(pbn)
    if progress:
        progress(0, len(missing))
    for start in range(0, len(missing), TABLE_BATCH):
        batch = missing[start : start + TABLE_BATCH]
        solved = calc_all_tables(endplay_types.Deal(pbn) for pbn in batch)
        for pbn, table in zip(batch, solved, strict=True):
            _store(_table_key(pbn), _table_json(table))
        if progress:
            progress(start + len(batch), len(missing))
    return len(missing)


def _position(layout: Layout, leader: str, strain: str) -> endplay_types.Deal:
    deal = _deal(layout)
    deal.first = _player(leader)
    deal.trump = _denom(strain)
    return deal


def par_result(layout: Layout, vulnerable: Vul, dealer: str) -> dict[str, Any]:
    """The par score (for N/S) and par contracts of a full deal."""
    if _size(_solvable(layout)) != 13:
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
        size = _size(layout)
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
