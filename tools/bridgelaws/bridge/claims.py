"""Executable examples: validate an example's cards, auction, play and `expect:` claims, and run them.

`validate_example(data)` returns (path inside the data, message) pairs; `run_example(data)`
analyses everything present (auction, deal, double dummy, play, score) and checks every
claim. Before running many examples, `prefetch_examples(datas)` solves their double dummy
tables in batches, which keeps every core busy. Claims (`expect:`):

* `contract: 2NT`, `declarer: W`, `passed_out: false` – the result of the auction;
* `insufficient_bids: [{call: 1NT, lowest_sufficient: 2NT, seat: W}]` and
  `out_of_rotation: [{call: 1H, seat: E}]` – what the engine finds in the auction
  (`seat`, `lowest_sufficient` optional);
* `dd: [{declarer: W, strain: NT, tricks: 7}]` – double dummy tricks; an end position is
  led by declarer's left-hand opponent unless `leader:` says otherwise;
* `par: 100` or `{score: 100, contracts: ["2NTX-1 E", …]}` – N/S par score (full deals);
* `score: {contract: 4SX, tricks: 10, declarer: S, vulnerable: true, score: 790}` (or a
  list; `contract: 4SX=` may carry the result; vulnerability may come from the deal);
* `imps: {diff: 130, imps: 4}` or `{scores: [620, 170], imps: 10}` (or a list);
* `revokes: 1` or `[{seat: E, trick: 3}]`, `revoke_transfer: 2` – from the play;
* `card_counts: {N: 13, E: 13, S: 14, W: 12}`, `valid_deal: false` – from the deal
  (validity ignores a declared `irregular:`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .cards import Problem
from .claimchecks import CHECK, show
from .errors import BridgeError
from .examplerun import Example, Run, deal_results, read_deal, read_example, score_from_play


@dataclass
class ExampleRun:
    """The outcome of running an example: JSON-serialisable results and what failed."""

    ok: bool
    results: dict[str, Any]
    failures: list[str]


def validate_example(data: Mapping[str, Any]) -> list[Problem]:
    """Problems in the cards, auction, play and claims of an example, located by path."""
    return read_example(data).problems


def prefetch_examples(
    examples: Iterable[Mapping[str, Any]], progress: Callable[[int, int], None] | None = None
) -> int:
    """Solve in batches the double dummy tables that `run_example` will want; how many were solved.

    Afterwards the table (and the par, worked out from it without search) of every full deal among the
    examples is in the cache; end positions are still solved by `run_example`. `progress` is as for
    `dd.prefetch_tables`. Endplay is imported only when there is a deal to solve.
    """
    layouts = []
    for data in examples:
        example = Example()
        if data.get("deal") is not None:
            read_deal(data["deal"], example)
        if example.layout is not None and example.layout.solvable():
            layouts.append(example.layout)
    if not layouts:
        return 0
    from .dd import prefetch_tables

    return prefetch_tables(layouts, progress)


def run_example(data: Mapping[str, Any]) -> ExampleRun:
    """Analyse everything an example holds and check its claims."""
    example = read_example(data)
    run = Run(example)
    failures = [f"{'.'.join(map(str, path))}: {message}" for path, message in example.problems]
    results: dict[str, Any] = {}
    if example.layout is not None:
        results["deal"] = deal_results(run)
    if example.auction is not None:
        results["auction"] = example.auction.as_json()
    if example.tricks:
        results["play"] = run.play.as_json()
        outcome = score_from_play(run)
        if outcome:
            results["score"] = outcome
    checked = []
    for key, claim in example.claims.items():
        try:
            actual = CHECK[key](run, claim)
        except BridgeError as error:  # Unverifiable, or data the analysis cannot take
            failures.append(f"{key}: cannot be checked: {error}")
            checked.append(
                {"claim": key, "expected": claim, "actual": None, "ok": False, "reason": str(error)}
            )
            continue
        ok = claim == actual
        if not ok:
            failures.append(f"{key}: expected {show(claim)}, found {show(actual)}")
        checked.append({"claim": key, "expected": claim, "actual": actual, "ok": ok})
    results["claims"] = checked
    return ExampleRun(ok=not failures, results=results, failures=failures)
