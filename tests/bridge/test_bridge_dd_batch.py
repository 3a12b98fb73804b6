"""Double dummy tables solved in batches: the same answers, in the same cache files, as one at a time."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from endplay._dds import DDSError
from endplay.dds import calc_all_tables
from endplay.types import Deal, Vul

from bridgelaws import load
from bridgelaws.bridge import claims, dd
from bridgelaws.bridge.cards import RANKS, SEATS, SUITS, HandCards, Layout, layout_from_data

ROOT = Path(__file__).resolve().parents[2]


def _content_layouts() -> list[Layout]:
    """The layouts of every example in content/ that has one."""
    found = (layout_from_data(e.example.deal)[0] for e in load(ROOT).examples if e.example.deal)
    return [layout for layout in found if layout is not None]


def _real_deals() -> list[Layout]:
    """The full deals of content/, and the Law 13 slide's deal with its ♠A (printed twice) given to West."""
    layouts = _content_layouts()
    full = {layout.pbn(): layout for layout in layouts if layout.solvable() and layout.kind == "full"}
    law13 = next(layout for layout in layouts if layout.counts() == {"N": 13, "E": 14, "S": 13, "W": 12})
    east, west = law13.hands["E"].suits, law13.hands["W"].suits
    hands = {
        **law13.hands,
        "E": HandCards({**east, "S": east["S"].replace("A", "")}),
        "W": HandCards({**west, "S": "A" + west["S"]}),
    }
    return [*full.values(), Layout(kind="full", hands=hands)]


def _random_deals(seed: int, count: int) -> list[Layout]:
    rng = random.Random(seed)
    deals = []
    for _ in range(count):
        deck = [suit + rank for suit in SUITS for rank in RANKS]
        rng.shuffle(deck)
        hands = {
            seat: HandCards(
                {s: "".join(r for r in RANKS if s + r in deck[i * 13 : i * 13 + 13]) for s in SUITS}
            )
            for i, seat in enumerate(SEATS)
        }
        deals.append(Layout(kind="full", hands=hands))
    return deals


def _forbid_solving(monkeypatch: pytest.MonkeyPatch, *names: str) -> None:
    def no_solving(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("solved again instead of read from the cache")

    for name in names:
        monkeypatch.setattr(dd, name, no_solving)


def _files(folder: Path) -> dict[str, Any]:
    return {path.name: json.loads(path.read_text()) for path in (folder / "dd").glob("*")}


def test_batched_tables_are_the_single_tables_in_the_same_files(monkeypatch, tmp_path):
    deals = _real_deals() + _random_deals(seed=7, count=6)
    assert len(deals) == 8 and all(deal.solvable() for deal in deals)
    monkeypatch.setenv(dd.CACHE_ENV, str(tmp_path / "single"))
    tables = [dd.dd_table(deal) for deal in deals]
    pars = [dd.par_result(deal, Vul.ns, "E") for deal in deals]
    single = _files(tmp_path / "single")

    monkeypatch.setenv(dd.CACHE_ENV, str(tmp_path / "batch"))
    monkeypatch.setattr(dd, "TABLE_BATCH", 3)  # three batches, the last one short
    seen: list[tuple[int, int]] = []
    assert dd.prefetch_tables([*deals, *deals[:2]], lambda *done: seen.append(done)) == 8
    assert seen == [(0, 8), (3, 8), (6, 8), (8, 8)]
    tables_only = {name: stored for name, stored in single.items() if "table" in stored["key"]}
    assert _files(tmp_path / "batch") == tables_only and len(tables_only) == 8

    _forbid_solving(monkeypatch, "calc_dd_table", "calc_all_tables", "solve_all_boards")
    assert [dd.dd_table(deal) for deal in deals] == tables
    assert [dd.par_result(deal, Vul.ns, "E") for deal in deals] == pars  # from the table, without search
    assert dd.prefetch_tables(deals) == 0


def _one_suit_each(count: int) -> list[Layout]:
    """Deals quick to solve: each hand holds one suit, but North and East swap a spade for a heart."""
    deals = []
    for spade, heart in [(s, h) for s in RANKS for h in RANKS][:count]:
        suits = {
            seat: {s: RANKS if s == suit else "" for s in SUITS}
            for seat, suit in zip(SEATS, SUITS, strict=True)
        }
        suits["N"].update(S=RANKS.replace(spade, ""), H=heart)
        suits["E"].update(S=spade, H=RANKS.replace(heart, ""))
        deals.append(Layout(kind="full", hands={seat: HandCards(held) for seat, held in suits.items()}))
    return deals


def test_a_batch_is_as_many_tables_as_dds_takes_at_once(monkeypatch, tmp_path):
    deals = _one_suit_each(dd.TABLE_BATCH + 1)
    assert all(deal.solvable() for deal in deals) and len({deal.pbn() for deal in deals}) == len(deals)
    with pytest.raises(DDSError):  # endplay lets one more through, DDS refuses it
        calc_all_tables(Deal(deal.pbn()) for deal in deals)
    monkeypatch.setenv(dd.CACHE_ENV, str(tmp_path / "batch"))
    assert dd.prefetch_tables(deals) == len(deals)
    batch = _files(tmp_path / "batch")
    monkeypatch.setenv(dd.CACHE_ENV, str(tmp_path / "single"))
    for deal in deals:
        dd.dd_table(deal)
    assert _files(tmp_path / "single") == batch and len(batch) == len(deals)


def test_end_positions_and_unsolvable_layouts_are_left_to_the_single_path(monkeypatch, tmp_path):
    monkeypatch.setenv(dd.CACHE_ENV, str(tmp_path))
    others = [layout for layout in _content_layouts() if not layout.solvable() or layout.kind != "full"]
    assert {layout.kind for layout in others} == {"full", "position", "suit"}
    assert any(layout.solvable() for layout in others)  # the end positions
    _forbid_solving(monkeypatch, "calc_all_tables")
    assert dd.prefetch_tables(others) == 0
    assert claims.prefetch_examples([{"deal": layout.as_json()} for layout in others]) == 0
    assert not (tmp_path / "dd").exists()


def _example(deal: Layout, number: int) -> dict[str, Any]:
    vulnerable = ("none", "ns", "ew", "all")[number % 4]
    hands = {seat: hand.suits for seat, hand in deal.hands.items()}
    return {
        "id": f"random-{number}",
        "deal": {"dealer": SEATS[number % 4], "vulnerable": vulnerable, "hands": hands},
    }


def test_prefetched_examples_run_as_before_without_solving_full_deals(monkeypatch, tmp_path):
    real = [e.example.model_dump(by_alias=True, exclude_none=True) for e in load(ROOT).examples]
    examples = real + [_example(deal, i) for i, deal in enumerate(_random_deals(seed=3, count=4))]
    monkeypatch.setenv(dd.CACHE_ENV, str(tmp_path / "single"))
    expected = [claims.run_example(data) for data in examples]

    monkeypatch.setenv(dd.CACHE_ENV, str(tmp_path / "batch"))
    assert claims.prefetch_examples(examples) == 1 + 4  # Example 33 (in three languages) and the random deals
    _forbid_solving(monkeypatch, "calc_dd_table", "calc_all_tables")  # end positions are still solved
    assert [claims.run_example(data) for data in examples] == expected
    assert all("par" in run.results["deal"] for run in expected[len(real) :])


def test_examples_without_a_deal_to_solve_do_not_load_the_solver():
    probe = (
        "import sys; from bridgelaws.bridge.claims import prefetch_examples; "
        "n = prefetch_examples([{'id': 'a'}, {'deal': {'hands': {'N': 'AKQ'}}}, {'deal': 'text'}]); "
        "print(n, 'endplay' in sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stdout.split() == ["0", "False"]
