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

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .auction import Auction, auction_from_data, next_seat, side_of
from .board import VULNERABILITIES, is_vulnerable, parse_vulnerability
from .calls import STRAINS, parse_call, strain_of
from .cards import SEATS, Layout, Path, Problem, layout_from_data, layout_problems
from .errors import BridgeError
from .export import handviewer_url, to_pbn
from .imps import imps
from .play import PlayAnalysis, Trick, analyse_play, tricks_from_data
from .score import contract_name, parse_contract, result_name, score
from .types import Vul

EXPECT_KEYS = (
    "contract",
    "declarer",
    "passed_out",
    "insufficient_bids",
    "out_of_rotation",
    "dd",
    "par",
    "score",
    "imps",
    "revokes",
    "revoke_transfer",
    "card_counts",
    "valid_deal",
)


@dataclass
class ExampleRun:
    """The outcome of running an example: JSON-serialisable results and what failed."""

    ok: bool
    results: dict[str, Any]
    failures: list[str]


class _Shape(BridgeError):
    """A claim written in the wrong shape (path relative to the claim)."""

    def __init__(self, message: str, path: Path = ()) -> None:
        super().__init__(message)
        self.path = path


class _Unverifiable(BridgeError):
    """A claim the data present cannot decide."""


@dataclass
class _Example:
    layout: Layout | None = None
    dealer: str | None = None
    vulnerable: Vul | None = None
    auction: Auction | None = None
    tricks: list[Trick] = field(default_factory=list)
    claims: dict[str, Any] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    title: str | None = None


def validate_example(data: Mapping[str, Any]) -> list[Problem]:
    """Problems in the cards, auction, play and claims of an example, located by path."""
    return _read(data).problems


def _read(data: Mapping[str, Any]) -> _Example:
    example = _Example(title=data.get("title") if isinstance(data.get("title"), str) else None)
    deal = data.get("deal")
    if deal is not None:
        _read_deal(deal, example)
    if data.get("auction") is not None:
        _read_auction(data["auction"], example)
    if data.get("play") is not None:
        example.tricks, problems = tricks_from_data(data["play"])
        example.problems += [(("play", *path), message) for path, message in problems]
    expect = data.get("expect")
    if expect is not None:
        if not isinstance(expect, Mapping):
            example.problems.append((("expect",), "expected a mapping of claims"))
            return example
        for key, value in expect.items():
            if key not in EXPECT_KEYS:
                expected = ", ".join(EXPECT_KEYS)
                example.problems.append(
                    (("expect", key), f"unknown claim {key!r}: expected one of {expected}")
                )
                continue
            try:
                example.claims[key] = _NORMALISE[key](value)
            except _Shape as error:
                example.problems.append((("expect", key, *error.path), str(error)))
            except BridgeError as error:
                example.problems.append((("expect", key), str(error)))
    return example


def _read_deal(deal: Any, example: _Example) -> None:
    if not isinstance(deal, Mapping):
        example.problems.append((("deal",), "expected a mapping with hands"))
        return
    example.layout, problems = layout_from_data(deal)
    example.problems += [(("deal", *path), message) for path, message in problems]
    dealer = deal.get("dealer")
    if dealer is not None and dealer not in SEATS:
        example.problems.append((("deal", "dealer"), f"invalid dealer {dealer!r}: expected N, E, S or W"))
    else:
        example.dealer = dealer
    vulnerable = deal.get("vulnerable")
    if vulnerable is not None:
        if vulnerable not in VULNERABILITIES.values():
            message = f"invalid vulnerability {vulnerable!r}: expected none, ns, ew or all"
            example.problems.append((("deal", "vulnerable"), message))
        else:
            example.vulnerable = parse_vulnerability(vulnerable)


def _read_auction(data: Any, example: _Example) -> None:
    if not isinstance(data, Mapping):
        example.problems.append((("auction",), "expected a mapping with dealer and calls"))
        return
    dealer = data.get("dealer")
    if dealer and example.dealer and dealer != example.dealer:
        message = f"the auction's dealer {dealer} is not the deal's dealer {example.dealer}"
        example.problems.append((("auction", "dealer"), message))
    example.auction, problems = auction_from_data(data, example.dealer)
    example.problems += [(("auction", *path), message) for path, message in problems]
    if example.dealer is None and example.auction is not None:
        example.dealer = example.auction.dealer


# --- claim shapes ---------------------------------------------------------------------------------


def _mapping(
    value: Any, required: tuple[str, ...], optional: tuple[str, ...] = (), path: Path = ()
) -> Mapping:
    if not isinstance(value, Mapping):
        raise _Shape(f"expected a mapping with {', '.join(required)}", path)
    for key in required:
        if key not in value:
            raise _Shape(f"missing {key!r}", (*path, key))
    for key in value:
        if key not in required + optional:
            raise _Shape(f"unknown key {key!r}: expected {', '.join(required + optional)}", (*path, key))
    return value


def _items(value: Any) -> list[tuple[Path, Any]]:
    """A claim given as one mapping or a list of them."""
    if isinstance(value, list):
        return [((i,), item) for i, item in enumerate(value)]
    return [((), value)]


def _int(value: Any, path: Path = (), minimum: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or (minimum is not None and value < minimum):
        raise _Shape(
            f"expected a whole number{'' if minimum is None else f' ≥ {minimum}'}, found {value!r}", path
        )
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise _Shape(f"expected true or false, found {value!r}")
    return value


def _seat(value: Any, path: Path = ()) -> str:
    if value not in SEATS:
        raise _Shape(f"invalid seat {value!r}: expected N, E, S or W", path)
    return value


def _bid_text(value: Any, path: Path) -> str:
    try:
        call = parse_call(str(value))
    except BridgeError as error:
        raise _Shape(str(error), path) from None
    return call.text


def _contract(value: Any) -> str:
    contract, tricks = _parse_contract(value, ())
    if tricks is not None:
        raise _Shape(f"write the contract without its result: {contract_name(contract)}")
    return contract_name(contract)


def _parse_contract(value: Any, path: Path):
    try:
        return parse_contract(str(value))
    except BridgeError as error:
        raise _Shape(str(error), path) from None


def _calls_found(value: Any, keys: tuple[str, ...]) -> list[dict[str, Any]]:
    if not isinstance(value, list):
        raise _Shape("expected a list")
    found = []
    for i, item in enumerate(value):
        _mapping(item, (), keys, (i,))
        normal: dict[str, Any] = {}
        for key, entry in item.items():
            if key in ("seat", "expected"):
                normal[key] = _seat(entry, (i, key))
            elif entry is None and key == "lowest_sufficient":
                normal[key] = None
            else:
                normal[key] = _bid_text(entry, (i, key))
        found.append(normal)
    return found


def _strain(value: Any, path: Path) -> str:
    text = str(value).strip().upper().replace("♠", "S").replace("♥", "H").replace("♦", "D").replace("♣", "C")
    if text in STRAINS:
        return text
    try:
        call = parse_call(f"1{value}")
    except BridgeError:
        raise _Shape(f"invalid strain {value!r}: expected S, H, D, C or NT", path) from None
    return call.strain


def _dd(value: Any) -> list[dict[str, Any]]:
    if not isinstance(value, list):
        raise _Shape("expected a list of {declarer, strain, tricks}")
    claims = []
    for i, item in enumerate(value):
        _mapping(item, ("declarer", "strain", "tricks"), ("leader",), (i,))
        claim = {
            "declarer": _seat(item["declarer"], (i, "declarer")),
            "strain": _strain(item["strain"], (i, "strain")),
            "tricks": _int(item["tricks"], (i, "tricks"), 0),
        }
        if "leader" in item:
            claim["leader"] = _seat(item["leader"], (i, "leader"))
        claims.append(claim)
    return claims


def _par(value: Any) -> dict[str, Any]:
    if isinstance(value, int) and not isinstance(value, bool):
        return {"score": value}
    _mapping(value, (), ("score", "contracts"))
    claim: dict[str, Any] = {}
    if "score" in value:
        claim["score"] = _int(value["score"], ("score",))
    if "contracts" in value:
        if not isinstance(value["contracts"], list):
            raise _Shape("expected a list of contracts such as '2NTX-1 E'", ("contracts",))
        claim["contracts"] = sorted(" ".join(str(c).split()) for c in value["contracts"])
    return claim


def _score(value: Any) -> list[dict[str, Any]]:
    claims = []
    for path, item in _items(value):
        _mapping(item, ("contract", "score"), ("tricks", "declarer", "vulnerable"), path)
        contract, tricks = _parse_contract(item["contract"], (*path, "contract"))
        if "tricks" in item:
            given = _int(item["tricks"], (*path, "tricks"), 0)
            if tricks is not None and given != tricks:
                raise _Shape(f"{item['contract']} means {tricks} tricks, not {given}", (*path, "tricks"))
            tricks = given
        if tricks is None and not contract.is_passout():
            raise _Shape("give the tricks, or write the result with the contract (4SX=, 3NT-2)", path)
        claim: dict[str, Any] = {
            "contract": contract_name(contract),
            "tricks": tricks,
            "score": _int(item["score"], (*path, "score")),
        }
        if "declarer" in item:
            claim["declarer"] = _seat(item["declarer"], (*path, "declarer"))
        if "vulnerable" in item:
            if not isinstance(item["vulnerable"], bool):
                raise _Shape("expected true or false", (*path, "vulnerable"))
            claim["vulnerable"] = item["vulnerable"]
        claims.append(claim)
    return claims


def _imps(value: Any) -> list[dict[str, int]]:
    claims = []
    for path, item in _items(value):
        _mapping(item, ("imps",), ("diff", "scores"), path)
        if ("diff" in item) == ("scores" in item):
            raise _Shape("give either diff or scores: [this table, other table]", path)
        if "diff" in item:
            diff = _int(item["diff"], (*path, "diff"))
        else:
            scores = item["scores"]
            if not isinstance(scores, list) or len(scores) != 2:
                raise _Shape("expected two scores: [this table, other table]", (*path, "scores"))
            diff = _int(scores[0], (*path, "scores", 0)) - _int(scores[1], (*path, "scores", 1))
        claims.append({"diff": diff, "imps": _int(item["imps"], (*path, "imps"))})
    return claims


def _revokes(value: Any) -> int | list[dict[str, Any]]:
    if isinstance(value, int) and not isinstance(value, bool):
        return _int(value, (), 0)
    if not isinstance(value, list):
        raise _Shape("expected a number or a list of {seat, trick}")
    found = []
    for i, item in enumerate(value):
        _mapping(item, ("seat",), ("trick",), (i,))
        claim: dict[str, Any] = {"seat": _seat(item["seat"], (i, "seat"))}
        if "trick" in item:
            claim["trick"] = _int(item["trick"], (i, "trick"), 1)
        found.append(claim)
    return found


def _card_counts(value: Any) -> dict[str, int]:
    if not isinstance(value, Mapping):
        raise _Shape("expected a mapping of seats to numbers of cards")
    return {_seat(seat, (seat,)): _int(n, (seat,), 0) for seat, n in value.items()}


_NORMALISE: dict[str, Callable[[Any], Any]] = {
    "contract": _contract,
    "declarer": _seat,
    "passed_out": _bool,
    "insufficient_bids": lambda v: _calls_found(v, ("call", "lowest_sufficient", "seat")),
    "out_of_rotation": lambda v: _calls_found(v, ("call", "seat", "expected")),
    "dd": _dd,
    "par": _par,
    "score": _score,
    "imps": _imps,
    "revokes": _revokes,
    "revoke_transfer": lambda v: _int(v, (), 0),
    "card_counts": _card_counts,
    "valid_deal": _bool,
}


# --- running ----------------------------------------------------------------------------------------


class _Run:
    """The analyses of one example, computed once and on demand."""

    def __init__(self, example: _Example) -> None:
        self.example = example

    @property
    def layout(self) -> Layout:
        if self.example.layout is None:
            raise _Unverifiable("the example has no valid deal")
        return self.example.layout

    @property
    def auction(self) -> Auction:
        if self.example.auction is None:
            raise _Unverifiable("the example has no valid auction")
        return self.example.auction

    @property
    def finished_auction(self) -> Auction:
        if not self.auction.complete:
            raise _Unverifiable("the auction has not ended")
        return self.auction

    # The double dummy solver (endplay, slow to import) is loaded only when a deal is solved.
    @cached_property
    def table(self) -> dict[str, dict[str, int]]:
        from .dd import dd_table

        return dd_table(self.layout)

    def par(self, vulnerable: Vul, dealer: str) -> dict[str, Any]:
        from .dd import par_result

        return par_result(self.layout, vulnerable, dealer)

    def position(self, leader: str, strain: str) -> dict[str, Any]:
        from .dd import solve_position

        return solve_position(self.layout, leader, strain)

    def contract(self) -> tuple[str, str] | None:
        """(contract, declarer) from the auction, else from the claims."""
        auction = self.example.auction
        if auction is not None and auction.contract_text() and auction.declarer():
            return str(auction.contract_text()), str(auction.declarer())
        claims = self.example.claims
        scores = claims.get("score") or [{}]
        contract = claims.get("contract") or scores[0].get("contract")
        declarer = claims.get("declarer") or scores[0].get("declarer")
        return (contract, declarer) if contract and contract != "Pass" and declarer else None

    @cached_property
    def play(self) -> PlayAnalysis:
        if not self.example.tricks:
            raise _Unverifiable("the example records no play")
        known = self.contract()
        trump = _strain_of(known[0]) if known else None
        hands = (
            self.example.layout.hands if self.example.layout and self.example.layout.kind != "suit" else None
        )
        return analyse_play(self.example.tricks, hands, trump, known[1] if known else None)


def _strain_of(contract: str) -> str:
    return strain_of(parse_contract(contract)[0].denom)


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
        example = _Example()
        if data.get("deal") is not None:
            _read_deal(data["deal"], example)
        if example.layout is not None and example.layout.solvable():
            layouts.append(example.layout)
    if not layouts:
        return 0
    from .dd import prefetch_tables

    return prefetch_tables(layouts, progress)


def run_example(data: Mapping[str, Any]) -> ExampleRun:
    """Analyse everything an example holds and check its claims."""
    example = _read(data)
    run = _Run(example)
    failures = [f"{'.'.join(map(str, path))}: {message}" for path, message in example.problems]
    results: dict[str, Any] = {}
    if example.layout is not None:
        results["deal"] = _deal_results(run)
    if example.auction is not None:
        results["auction"] = example.auction.as_json()
    if example.tricks:
        results["play"] = run.play.as_json()
        outcome = _score_from_play(run)
        if outcome:
            results["score"] = outcome
    checked = []
    for key, claim in example.claims.items():
        try:
            actual = _CHECK[key](run, claim)
        except BridgeError as error:  # _Unverifiable, or data the analysis cannot take
            failures.append(f"{key}: cannot be checked: {error}")
            checked.append(
                {"claim": key, "expected": claim, "actual": None, "ok": False, "reason": str(error)}
            )
            continue
        ok = claim == actual
        if not ok:
            failures.append(f"{key}: expected {_show(claim)}, found {_show(actual)}")
        checked.append({"claim": key, "expected": claim, "actual": actual, "ok": ok})
    results["claims"] = checked
    return ExampleRun(ok=not failures, results=results, failures=failures)


def _deal_results(run: _Run) -> dict[str, Any]:
    layout, example = run.layout, run.example
    problems = layout_problems(layout)
    results = {**layout.as_json(), "valid": not problems, "problems": [message for _, message in problems]}
    results["dealer"] = example.dealer
    results["vulnerable"] = VULNERABILITIES[example.vulnerable] if example.vulnerable is not None else None
    if layout.kind != "suit" and not any(hand.has_smalls for hand in layout.hands.values()):
        outcome = _score_from_play(run) if example.tricks else None
        results["pbn"] = to_pbn(
            layout,
            example.dealer,
            example.vulnerable,
            example.auction,
            example.tricks,
            event=example.title,
            contract=run.contract(),
            result=outcome["tricks"] if outcome else None,
        )
        results["handviewer"] = handviewer_url(
            layout, example.dealer, example.vulnerable, example.auction, example.tricks
        )
    if not layout.solvable():
        return results
    results["dd"] = run.table
    size = next(iter(layout.hands.values())).count
    if size == 13 and example.dealer and example.vulnerable is not None:
        results["par"] = run.par(example.vulnerable, example.dealer)
    known = run.contract()
    leader = example.tricks[0].leader if example.tricks else (next_seat(known[1]) if known else None)
    if size < 13 and known and leader:
        results["position"] = run.position(leader, _strain_of(known[0]))
    return results


def _score_from_play(run: _Run) -> dict[str, Any] | None:
    """The score when the contract is known and the play of a full deal is complete."""
    play, known, vulnerable = run.play, run.contract(), run.example.vulnerable
    if (
        not known
        or vulnerable is None
        or play.first_trick != 1
        or len(play.tricks) != 13
        or None in play.winners
    ):
        return None
    contract, declarer = known
    parsed, _ = parse_contract(contract)
    tricks = play.won(side_of(declarer))
    vul = is_vulnerable(vulnerable, declarer)
    result = {"contract": contract, "declarer": declarer, "vulnerable": vul, "tricks": tricks}
    result.update(score(parsed, tricks, vul).as_json())
    result["result"] = result_name(parsed, tricks)
    if play.transfer:
        gained = sum(
            (r.transfer or 0) * (-1 if side_of(r.seat) == side_of(declarer) else 1) for r in play.revokes
        )
        adjusted = tricks + gained
        result["after_revoke_transfer"] = {"tricks": adjusted, **score(parsed, adjusted, vul).as_json()}
    return result


# --- claims checked ------------------------------------------------------------------------------


def _check_dd(run: _Run, claims: list[dict[str, Any]]) -> list[dict[str, Any]]:
    found = []
    for claim in claims:
        if "leader" in claim:
            solved = run.position(claim["leader"], claim["strain"])
            tricks = solved["tricks"][side_of(claim["declarer"])]
        else:
            tricks = run.table[claim["declarer"]][claim["strain"]]
        found.append({**claim, "tricks": tricks})
    return found


def _check_par(run: _Run, claim: dict[str, Any]) -> dict[str, Any]:
    example = run.example
    if example.dealer is None or example.vulnerable is None:
        raise _Unverifiable("par needs the dealer and the vulnerability of the deal")
    par = run.par(example.vulnerable, example.dealer)
    found: dict[str, Any] = {}
    if "score" in claim:
        found["score"] = par["score"]
    if "contracts" in claim:
        found["contracts"] = sorted(par["contracts"])
    return found


def _check_score(run: _Run, claims: list[dict[str, Any]]) -> list[dict[str, Any]]:
    found = []
    for claim in claims:
        vulnerable = claim.get("vulnerable")
        if claim["contract"] == "Pass":
            found.append({**claim, "score": 0})
            continue
        if vulnerable is None:
            if run.example.vulnerable is None or "declarer" not in claim:
                raise _Unverifiable("give vulnerable:, or the declarer and the deal's vulnerability")
            vulnerable = is_vulnerable(run.example.vulnerable, claim["declarer"])
        contract, _ = parse_contract(claim["contract"])
        found.append({**claim, "score": score(contract, claim["tricks"] or 0, vulnerable).points})
    return found


def _check_revokes(run: _Run, claim: Any) -> Any:
    revokes = run.play.revokes
    if isinstance(claim, int):
        return len(revokes)
    return [{key: getattr(r, key) for key in item} for r, item in zip(revokes, claim, strict=False)] + [
        {"seat": r.seat, "trick": r.trick} for r in revokes[len(claim) :]
    ]


def _check_transfer(run: _Run, claim: int) -> int:
    transfer = run.play.transfer
    if transfer is None:
        raise _Unverifiable("the play recorded does not decide the Law 64 transfer")
    return transfer


def _check_calls(findings: list[dict[str, Any]], claim: list[dict[str, Any]]) -> list[dict[str, Any]]:
    keys = [list(item) for item in claim] + [["call", "seat"]] * max(0, len(findings) - len(claim))
    return [{key: found.get(key) for key in wanted} for found, wanted in zip(findings, keys, strict=False)]


_CHECK: dict[str, Callable[[_Run, Any], Any]] = {
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


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
