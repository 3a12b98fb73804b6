"""What an example page shows of the cards: the hands in compass layout, the auction table and
what the bridge engine computes (contract, double dummy table, par, score, irregularities).

The diagram and the auction are drawn from the example's own data (what the source prints,
corrected); the engine (`bridgelaws.bridge.claims.run_example`) adds what it finds. Engine
runs are cached by the data they read, so a rebuild does not solve a deal twice.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from markupsafe import Markup

from bridgelaws.bridge.claims import prefetch_examples, run_example
from bridgelaws.i18n import Words
from bridgelaws.i18n.terms import notrump, suit_names
from bridgelaws.kept import KeptByObject
from bridgelaws.model.schema import Example

from .text import TextRenderer

SEATS = ("N", "E", "S", "W")
COLUMNS = ("W", "N", "E", "S")
SUITS = ("S", "H", "D", "C")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
STRAINS = ("NT", "S", "H", "D", "C")
VULNERABLE = ("none", "ns", "ew", "all")
_CALL = re.compile(r"^([1-7])(NT|[SHDC])$")
_ENGINE_CACHE: dict[str, dict[str, Any]] = {}
_KEYS: KeptByObject[tuple[str, dict[str, Any]]] = KeptByObject()  # an example → its engine key and data


def suit_html(suit: str, w: Words) -> Markup:
    red = suit in ("H", "D")
    return Markup('<span class="bl-suit{}" title="{}">{}</span>').format(
        " bl-red" if red else "", suit_names(w)[suit], SUIT_SYMBOLS[suit]
    )


def ranks_html(ranks: str, w: Words, suit: str | None = None, marked: tuple[str, ...] = ()) -> Markup:
    if not ranks:
        return Markup('<span class="bl-void" title="{}">—</span>').format(w._("void"))
    out = Markup("")
    for rank in ranks:
        shown = "10" if rank == "T" else rank
        if suit and f"{suit}{rank}" in marked:
            out += Markup('<span class="bl-marked" title="{}">({})</span>').format(
                w._("the card the source marks"), shown
            )
        else:
            out += Markup("<span>{}</span>").format(shown)
    return out


def call_html(call: str, w: Words) -> Markup:
    """A call with its suit symbol: 1C → 1♣ (red for hearts and diamonds), notrump as `w` writes it."""
    match = _CALL.match(call)
    if match:
        level, strain = match.groups()
        return Markup("{}{}").format(level, strain_html(strain, w))
    return Markup("{}").format(call)


def _engine_key(data: dict[str, Any]) -> str:
    return json.dumps({k: data.get(k) for k in ("deal", "auction", "play", "expect")}, sort_keys=True)


def prefetch(examples: Iterable[Example]) -> None:
    """Solve in batches the double dummy tables of the examples this process has not analysed yet,
    so that `engine` finds them in the cache (a cold build solves 2,000 deals at ×100)."""
    keyed = [_KEYS.get(example, lambda e=example: _keyed(e)) for example in examples]
    _KEYS.rotate()
    prefetch_examples(data for key, data in keyed if key not in _ENGINE_CACHE)


def _keyed(example: Example) -> tuple[str, dict[str, Any]]:
    data = example.model_dump(exclude_none=True, mode="json")
    return _engine_key(data), data


def engine(example: Example) -> dict[str, Any]:
    """The engine's results and failures for an example, cached by the data they depend on."""
    data = example.model_dump(exclude_none=True, mode="json")
    key = _engine_key(data)
    if key not in _ENGINE_CACHE:
        try:
            run = run_example(data)
            _ENGINE_CACHE[key] = {"results": run.results, "failures": run.failures, "error": None}
        except Exception as error:  # a page must render even if the engine cannot
            _ENGINE_CACHE[key] = {"results": {}, "failures": [], "error": f"{type(error).__name__}: {error}"}
    return _ENGINE_CACHE[key]


@dataclass
class ExampleView:
    """The cards of one language version of an example, ready for the templates."""

    lang: str
    data: dict[str, Any]
    deal: dict[str, Any] | None = None
    auction: dict[str, Any] | None = None
    play: list[dict[str, Any]] = field(default_factory=list)
    results: dict[str, Any] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    error: str | None = None
    corrections: list[dict[str, Any]] = field(default_factory=list)

    def engine_input(self) -> dict[str, Any]:
        """What the engine reads, without the language of the auction's notes."""
        auction = {k: v for k, v in (self.data.get("auction") or {}).items() if k != "notes"}
        return {
            "deal": self.data.get("deal"),
            "auction": auction,
            "play": self.data.get("play"),
            "expect": self.data.get("expect"),
        }


def example_view(example: Example, text: TextRenderer, w: Words) -> ExampleView:
    """The cards of one version of `example`, their words (seats, suits' names) in `w`'s language."""
    data = example.model_dump(exclude_none=True, mode="json")
    found = engine(example)
    view = ExampleView(
        example.lang, data, results=found["results"], failures=found["failures"], error=found["error"]
    )
    if example.deal:
        view.deal = deal_view(example.deal, w)
    if example.auction:
        view.auction = auction_view(example.auction, found["results"].get("auction"), example.lang, text, w)
    view.play = [
        {"leader": trick.get("leader", ""), "cards": [_card(c, w) for c in trick.get("cards", [])]}
        for trick in example.play or []
        if isinstance(trick, dict)
    ]
    view.corrections = [
        {
            "path": c.path,
            "printed": c.printed,
            "reading": Markup("{}").format(c.reading) if c.reading else _reading(data, c.path, w),
            "note": text.render(c.note, "en", inline=True),
        }
        for c in example.corrections
    ]
    return view


def _card(card: str, w: Words) -> Markup:
    if len(card) >= 2 and card[0] in SUIT_SYMBOLS:
        return suit_html(card[0], w) + ranks_html(card[1:], w)
    return Markup("{}").format(card)


def _reading(data: dict[str, Any], path: str, w: Words) -> Markup:
    """What the knowledge base holds at a correction's path (a suit holding shown with its symbol)."""
    value: Any = data
    for part in path.split("."):
        if isinstance(value, dict) and part in value:
            value = value[part]
        elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            return Markup("")
    last = path.rsplit(".", 1)[-1]
    if isinstance(value, str) and last in SUIT_SYMBOLS:
        return suit_html(last, w) + Markup(" ") + ranks_html(value, w)
    return Markup("{}").format(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))


def deal_view(deal: dict[str, Any], w: Words) -> dict[str, Any]:
    """Seats → rows of (suit, ranks), the centre's dealer and vulnerability (`none`, `ns` …), marked
    cards."""
    kind = deal.get("kind") or "full"
    marked = {seat: tuple(cards) for seat, cards in (deal.get("marked") or {}).items()}
    hands: dict[str, list[tuple[Markup, Markup]]] = {}
    for seat in SEATS:
        hand = (deal.get("hands") or {}).get(seat)
        if hand is None:
            continue
        if isinstance(hand, str):  # a single-suit layout
            suit = deal.get("suit")
            symbol = suit_html(suit, w) if suit in SUIT_SYMBOLS else Markup("")
            hands[seat] = [(symbol, ranks_html(hand, w, suit, marked.get(seat, ())))]
        else:
            hands[seat] = [
                (suit_html(s, w), ranks_html(hand.get(s, ""), w, s, marked.get(seat, ()))) for s in SUITS
            ]
    vulnerable = str(deal.get("vulnerable", "")).lower()
    return {
        "kind": kind,
        "hands": hands,
        "dealer": deal.get("dealer"),
        "vulnerable": vulnerable if vulnerable in VULNERABLE else None,
        "irregular": deal.get("irregular"),
    }


def _call_fields(raw: Any) -> dict[str, Any]:
    if isinstance(raw, dict):
        call = str(raw.get("call", ""))
        fields = {k: raw.get(k) for k in ("alert", "irregular", "note", "replaces", "seat")}
    else:
        call, fields = str(raw), {}
    while call and call[-1] in "*!":
        fields["alert" if call[-1] == "*" else "irregular"] = True
        call = call[:-1]
    return {"call": call, **fields}


def auction_view(
    auction: dict[str, Any], found: dict[str, Any] | None, lang: str, text: TextRenderer, w: Words
) -> dict[str, Any]:
    """Rows of four cells (W N E S), each cell the calls made there: a replaced call and its
    replacement share a cell; alerts and notes numbered below the table."""
    dealer = auction.get("dealer") or "N"
    engine_calls = {c["index"]: c for c in (found or {}).get("calls", [])}
    notes = {int(k): v for k, v in (auction.get("notes") or {}).items()}
    irregular = {
        f["index"]
        for key in ("insufficient_bids", "out_of_rotation", "inadmissible", "after_end")
        for f in (found or {}).get(key, [])
    }
    rows: list[list[list[dict[str, Any]]]] = []
    footnotes: list[tuple[int, Markup]] = []
    column = COLUMNS.index(dealer)
    rows.append([[] for _ in COLUMNS])
    rows[0][:column] = [[{"empty": True}] for _ in range(column)]
    last = None
    for index, raw in enumerate(auction.get("calls") or []):
        fields = _call_fields(raw)
        seat = (engine_calls.get(index) or {}).get("seat") or fields.get("seat")
        note = fields.get("note") or notes.get(index)
        cell_call = {
            "empty": False,
            "html": Markup("?") if fields["call"] == "?" else call_html(fields["call"], w),
            "alert": bool(fields.get("alert")),
            "irregular": bool(fields.get("irregular")) or index in irregular,
            "withdrawn": bool((engine_calls.get(index) or {}).get("withdrawn")),
            "note": None,
        }
        if note:
            footnotes.append((len(footnotes) + 1, text.render(str(note), lang, inline=True)))
            cell_call["note"] = len(footnotes)
        if fields.get("replaces") and last is not None:
            last.append(cell_call)
            continue
        target = COLUMNS.index(seat) if seat in COLUMNS else column
        if target < column or rows[-1][target]:
            rows.append([[] for _ in COLUMNS])
        rows[-1][target].append(cell_call)
        last = rows[-1][target]
        column = (target + 1) % 4
        if column == 0:
            rows.append([[] for _ in COLUMNS])
    if rows and not any(rows[-1]):
        rows.pop()
    return {"columns": COLUMNS, "rows": rows, "notes": footnotes}


def dd_rows(results: dict[str, Any]) -> list[tuple[str, list[int | None]]]:
    table = (results.get("deal") or {}).get("dd") or {}
    return [
        (seat, [table[seat].get(strain) for strain in STRAINS])
        for seat in ("N", "S", "E", "W")
        if seat in table
    ]


def strain_html(strain: str, w: Words) -> Markup:
    return Markup("{}").format(notrump(w.lang)) if strain == "NT" else suit_html(strain, w)


def contract_html(contract: str | None, w: Words) -> Markup:
    """A contract like 4SX as 4♠X (notrump as `w` writes it)."""
    if not contract:
        return Markup("")
    match = re.match(r"^([1-7])(NT|[SHDC])(.*)$", contract)
    if not match:
        return Markup("{}").format(contract)
    level, strain, rest = match.groups()
    return Markup("{}{}{}").format(level, strain_html(strain, w), rest)
