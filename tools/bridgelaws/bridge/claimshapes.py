"""The shapes a claim of an example (`expect:`) may take, each read into one normal form that the checks
compare with what the engine finds: `EXPECT_KEYS` lists the claims, `NORMALISE` reads each one; a claim
in the wrong shape raises `Shape` with its path inside the claim."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .calls import STRAINS, parse_call
from .cards import SEATS, Path
from .errors import BridgeError
from .score import contract_name, parse_contract

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


class Shape(BridgeError):
    """A claim written in the wrong shape (path relative to the claim)."""

    def __init__(self, message: str, path: Path = ()) -> None:
        super().__init__(message)
        self.path = path


def _mapping(
    value: Any, required: tuple[str, ...], optional: tuple[str, ...] = (), path: Path = ()
) -> Mapping:
    if not isinstance(value, Mapping):
        raise Shape(f"expected a mapping with {', '.join(required)}", path)
    for key in required:
        if key not in value:
            raise Shape(f"missing {key!r}", (*path, key))
    for key in value:
        if key not in required + optional:
            raise Shape(f"unknown key {key!r}: expected {', '.join(required + optional)}", (*path, key))
    return value


def _items(value: Any) -> list[tuple[Path, Any]]:
    """A claim given as one mapping or a list of them."""
    if isinstance(value, list):
        return [((i,), item) for i, item in enumerate(value)]
    return [((), value)]


def _int(value: Any, path: Path = (), minimum: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or (minimum is not None and value < minimum):
        raise Shape(
            f"expected a whole number{'' if minimum is None else f' ≥ {minimum}'}, found {value!r}", path
        )
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise Shape(f"expected true or false, found {value!r}")
    return value


def _seat(value: Any, path: Path = ()) -> str:
    if value not in SEATS:
        raise Shape(f"invalid seat {value!r}: expected N, E, S or W", path)
    return value


def _bid_text(value: Any, path: Path) -> str:
    try:
        call = parse_call(str(value))
    except BridgeError as error:
        raise Shape(str(error), path) from None
    return call.text


def _contract(value: Any) -> str:
    contract, tricks = _parse_contract(value, ())
    if tricks is not None:
        raise Shape(f"write the contract without its result: {contract_name(contract)}")
    return contract_name(contract)


def _parse_contract(value: Any, path: Path):
    try:
        return parse_contract(str(value))
    except BridgeError as error:
        raise Shape(str(error), path) from None


def _calls_found(value: Any, keys: tuple[str, ...]) -> list[dict[str, Any]]:
    if not isinstance(value, list):
        raise Shape("expected a list")
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
        raise Shape(f"invalid strain {value!r}: expected S, H, D, C or NT", path) from None
    return call.strain


def _dd(value: Any) -> list[dict[str, Any]]:
    if not isinstance(value, list):
        raise Shape("expected a list of {declarer, strain, tricks}")
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
            raise Shape("expected a list of contracts such as '2NTX-1 E'", ("contracts",))
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
                raise Shape(f"{item['contract']} means {tricks} tricks, not {given}", (*path, "tricks"))
            tricks = given
        if tricks is None and not contract.is_passout():
            raise Shape("give the tricks, or write the result with the contract (4SX=, 3NT-2)", path)
        claim: dict[str, Any] = {
            "contract": contract_name(contract),
            "tricks": tricks,
            "score": _int(item["score"], (*path, "score")),
        }
        if "declarer" in item:
            claim["declarer"] = _seat(item["declarer"], (*path, "declarer"))
        if "vulnerable" in item:
            if not isinstance(item["vulnerable"], bool):
                raise Shape("expected true or false", (*path, "vulnerable"))
            claim["vulnerable"] = item["vulnerable"]
        claims.append(claim)
    return claims


def _imps(value: Any) -> list[dict[str, int]]:
    claims = []
    for path, item in _items(value):
        _mapping(item, ("imps",), ("diff", "scores"), path)
        if ("diff" in item) == ("scores" in item):
            raise Shape("give either diff or scores: [this table, other table]", path)
        if "diff" in item:
            diff = _int(item["diff"], (*path, "diff"))
        else:
            scores = item["scores"]
            if not isinstance(scores, list) or len(scores) != 2:
                raise Shape("expected two scores: [this table, other table]", (*path, "scores"))
            diff = _int(scores[0], (*path, "scores", 0)) - _int(scores[1], (*path, "scores", 1))
        claims.append({"diff": diff, "imps": _int(item["imps"], (*path, "imps"))})
    return claims


def _revokes(value: Any) -> int | list[dict[str, Any]]:
    if isinstance(value, int) and not isinstance(value, bool):
        return _int(value, (), 0)
    if not isinstance(value, list):
        raise Shape("expected a number or a list of {seat, trick}")
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
        raise Shape("expected a mapping of seats to numbers of cards")
    return {_seat(seat, (seat,)): _int(n, (seat,), 0) for seat, n in value.items()}


NORMALISE: dict[str, Callable[[Any], Any]] = {
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
