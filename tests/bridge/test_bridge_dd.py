"""Double dummy analysis: the solver's answers on real deals, end positions, par, and the disk cache."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from endplay.types import Vul

from bridgelaws.bridge import dd
from bridgelaws.bridge.auction import next_seat, side_of
from bridgelaws.bridge.cards import RANKS, SEATS, SUITS, HandCards, Layout
from bridgelaws.bridge.errors import BridgeError
from bridgelaws.bridge.notation import parse_deal
from bridgelaws.bridge.score import parse_contract, score

EX33 = "N:JT8.9.QJT6.AJ854 972.AKQ3.972.KQ7 Q6543.J842.AK4.6 AK.T765.853.T932"
EX4 = "N:64.82.J2. .KJ5.986. QJ2..KQ5. 873.63.7."


def test_example_33_table():
    table = dd.dd_table(parse_deal(EX33))
    assert table["N"] == {"S": 8, "H": 6, "D": 8, "C": 7, "NT": 6}
    assert table["S"]["S"] == 8 and table["W"]["NT"] == 7 and table["E"]["NT"] == 7


def test_example_33_par_agrees_with_the_table_and_law_77():
    layout = parse_deal(EX33)
    par = dd.par_result(layout, Vul.none, "N")
    assert par == {"score": 100, "contracts": ["2NTX-1 E", "2NTX-1 W"]}
    table = dd.dd_table(layout)
    for written in par["contracts"]:
        contract_text, declarer = written.split()
        contract, tricks = parse_contract(contract_text)
        assert table[declarer]["NT"] == tricks
        assert -score(contract, tricks, False).points == par["score"]


def _tricks(hands: dict[str, list[str]], leader: str, trump: str) -> int:
    """Tricks for the leader's side with best play, by exhaustive search (small positions only)."""

    @cache
    def best(state: tuple[tuple[str, ...], ...], trick: tuple[str, ...], to_play: str, first: str) -> int:
        held = dict(zip(SEATS, state, strict=True))
        if not trick and not held[to_play]:
            return 0
        led = trick[0][0] if trick else None
        options = (
            [c for c in held[to_play] if c[0] == led] or list(held[to_play]) if led else list(held[to_play])
        )
        outcomes = []
        for card in options:
            after = tuple(tuple(c for c in held[s] if c != card) for s in SEATS)
            played = (*trick, card)
            if len(played) < 4:
                value = best(after, played, next_seat(to_play), first)
                outcomes.append(value if side_of(next_seat(to_play)) == side_of(to_play) else -value)
                continue
            ranks = [(c[0] == trump, c[0] == played[0][0], -RANKS.index(c[1])) for c in played]
            winner = next_seat(first, ranks.index(max(ranks)))
            rest = best(after, (), winner, winner)
            won = 1 if side_of(winner) == side_of(to_play) else -1
            outcomes.append(won + (rest if side_of(winner) == side_of(to_play) else -rest))
        return max(outcomes)

    size = len(hands["N"])
    margin = best(tuple(tuple(hands[s]) for s in SEATS), (), leader, leader)  # own tricks minus theirs
    return (size + margin) // 2


def _random_position(rng: random.Random, size: int) -> Layout:
    deck = [suit + rank for suit in SUITS for rank in RANKS]
    rng.shuffle(deck)
    hands = {}
    for i, seat in enumerate(SEATS):
        cards = deck[i * size : (i + 1) * size]
        hands[seat] = HandCards({s: "".join(r for r in RANKS if s + r in cards) for s in SUITS})
    return Layout(kind="position", hands=hands)


@pytest.mark.parametrize("seed", range(4))
def test_end_positions_agree_with_exhaustive_search(seed):
    layout = _random_position(random.Random(seed), 3)
    table = dd.dd_table(layout)
    cards = {seat: hand.cards() for seat, hand in layout.hands.items()}
    for declarer in SEATS:
        for strain in ("S", "H", "D", "C", "NT"):
            defenders = _tricks(cards, next_seat(declarer), strain)
            assert table[declarer][strain] == 3 - defenders, (layout.pbn(), declarer, strain)
    solved = dd.solve_position(layout, "W", "H")
    assert solved["tricks"]["EW"] == _tricks(cards, "W", "H")
    assert max(solved["cards"].values()) == solved["tricks"]["EW"]


def test_example_4_position():
    layout = parse_deal(EX4)
    assert layout.kind == "position"
    solved = dd.solve_position(layout, "N", "D")
    assert solved["tricks"] == {"NS": 5, "EW": 1}
    assert set(solved["cards"]) == {"S6", "S4", "H8", "H2", "DJ", "D2"}
    assert dd.dd_table(layout)["W"]["D"] == 1


def test_what_cannot_be_solved():
    with pytest.raises(BridgeError, match="no unspecified small cards"):
        dd.dd_table(parse_deal("N:AKQx... 2345... 6789... TJxx..."))
    with pytest.raises(BridgeError, match="par needs a full deal"):
        dd.par_result(parse_deal(EX4), Vul.none, "N")
    with pytest.raises(BridgeError, match="invalid trump"):
        dd.solve_position(parse_deal(EX4), "N", "Z")


def test_results_are_cached_on_disk(monkeypatch, tmp_path):
    monkeypatch.setenv(dd.CACHE_ENV, str(tmp_path))
    layout = parse_deal(EX33)
    first = dd.dd_table(layout)
    files = list((tmp_path / "dd").glob("*.json"))
    assert len(files) == 1 and json.loads(files[0].read_text())["value"] == first

    def no_solving(*args, **kwargs):
        raise AssertionError("solved twice")

    monkeypatch.setattr(dd, "calc_dd_table", no_solving)
    monkeypatch.setattr(dd, "solve_all_boards", no_solving)
    assert dd.dd_table(layout) == first
    assert not list((tmp_path / "dd").glob("*.tmp"))


def test_default_cache_is_under_the_project_root(monkeypatch, tmp_path):
    monkeypatch.delenv(dd.CACHE_ENV)
    (tmp_path / "pyproject.toml").write_text("")
    (tmp_path / "docs").mkdir()
    monkeypatch.chdir(tmp_path / "docs")
    assert dd.cache_dir() == tmp_path / ".cache" / "dd"


def test_concurrent_processes_share_the_cache_safely(tmp_path: Path):
    script = (
        "import json; from bridgelaws.bridge import dd, notation; "
        f"print(json.dumps(dd.dd_table(notation.parse_deal({EX33!r}))))"
    )
    env = {**os.environ, dd.CACHE_ENV: str(tmp_path)}
    runs = [
        subprocess.Popen([sys.executable, "-c", script], env=env, stdout=subprocess.PIPE) for _ in range(3)
    ]
    results = [json.loads(run.communicate(timeout=60)[0]) for run in runs]
    assert results[0] == results[1] == results[2] == dd.dd_table(parse_deal(EX33))
    (stored,) = (tmp_path / "dd").glob("*.json")
    assert json.loads(stored.read_text())["value"] == results[0]
    assert not list((tmp_path / "dd").glob("*.tmp"))
