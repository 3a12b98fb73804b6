"""Whether each claim of an example holds: `CHECK[key](run, claim)` gives what the engine finds, in the
claim's own normal form (see `claimshapes`), so that the claim holds when the two are equal."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from .auction import side_of
from .board import is_vulnerable
from .cards import layout_problems
from .examplerun import Run, Unverifiable
from .imps import imps
from .score import parse_contract, score


def _check_dd(run: Run, claims: list[dict[str, Any]]) -> list[dict[str, Any]]:
    found = []
    for claim in claims:
        if "leader" in claim:
            solved = run.position(claim["leader"], claim["strain"])
            tricks = solved["tricks"][side_of(claim["declarer"])]
        else:
            tricks = run.table[claim["declarer"]][claim["strain"]]
        found.append({**claim, "tricks": tricks})
    return found


def _check_par(run: Run, claim: dict[str, Any]) -> dict[str, Any]:
    example = run.example
    if example.dealer is None or example.vulnerable is None:
        raise Unverifiable("par needs the dealer and the vulnerability of the deal")
    par = run.par(example.vulnerable, example.dealer)
    found: dict[str, Any] = {}
    if "score" in claim:
        found["score"] = par["score"]
    if "contracts" in claim:
        found["contracts"] = sorted(par["contracts"])
    return found


def _check_score(run: Run, claims: list[dict[str, Any]]) -> list[dict[str, Any]]:
    found = []
    for claim in claims:
        vulnerable = claim.get("vulnerable")
        if claim["contract"] == "Pass":
            found.append({**claim, "score": 0})
            continue
        if vulnerable is None:
            if run.example.vulnerable is None or "declarer" not in claim:
                raise Unverifiable("give vulnerable:, or the declarer and the deal's vulnerability")
            vulnerable = is_vulnerable(run.example.vulnerable, claim["declarer"])
        contract, _ = parse_contract(claim["contract"])
        found.append({**claim, "score": score(contract, claim["tricks"] or 0, vulnerable).points})
    return found


def _check_revokes(run: Run, claim: Any) -> Any:
    revokes = run.play.revokes
    if isinstance(claim, int):
        return len(revokes)
    return [{key: getattr(r, key) for key in item} for r, item in zip(revokes, claim, strict=False)] + [
        {"seat": r.seat, "trick": r.trick} for r in revokes[len(claim) :]
    ]


def _check_transfer(run: Run, claim: int) -> int:
    transfer = run.play.transfer
    if transfer is None:
        raise Unverifiable("the play recorded does not decide the Law 64 transfer")
    return transfer


def _check_calls(findings: list[dict[str, Any]], claim: list[dict[str, Any]]) -> list[dict[str, Any]]:
    keys = [list(item) for item in claim] + [["call", "seat"]] * max(0, len(findings) - len(claim))
    return [{key: found.get(key) for key in wanted} for found, wanted in zip(findings, keys, strict=False)]


CHECK: dict[str, Callable[[Run, Any], Any]] = {
    "contract": lambda run, _: run.finished_auction.contract_text() or "Pass",
    "declarer": lambda run, _: run.finished_auction.declarer(),
    "passed_out": lambda run, _: run.finished_auction.passed_out,
    "insufficient_bids": lambda run, claim: _check_calls(run.auction.findings("insufficient"), claim),
    "out_of_rotation": lambda run, claim: _check_calls(run.auction.findings("out_of_rotation"), claim),
    "dd": _check_dd,
    "par": _check_par,
    "score": _check_score,
    "imps": lambda run, claims: [{**claim, "imps": imps(claim["diff"])} for claim in claims],
    "revokes": _check_revokes,
    "revoke_transfer": _check_transfer,
    "card_counts": lambda run, _: run.layout.counts(),
    "valid_deal": lambda run, _: not layout_problems(run.layout),
}


def show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
