"""The fenced blocks of an example in a Markdown commentary (format `markdown`) read into its deal, auction
and claims: PBN deals and tags, compass diagrams and hands a line in the document's language, dealer and
vulnerability lines, auction tables, and an ```expect block of claims for the engine to check."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from bridgelaws.bridge.auction import analyse_auction, parse_auction_text
from bridgelaws.bridge.calls import Call
from bridgelaws.bridge.cards import Layout
from bridgelaws.bridge.diagram import holdings, parse_diagram
from bridgelaws.bridge.errors import BridgeError
from bridgelaws.bridge.notation import get_notation, is_pbn_deal, parse_deal
from bridgelaws.bridge.score import contract_name
from bridgelaws.model.yamlfile import YamlError, load_yaml

from .commentary import vulnerability
from .located import At, Located
from .mdblocks import PBN_TAG, Block
from .pbnsection import Chunk, pbn_calls
from .report import ImportResult

_DEALER = re.compile(
    r"^(?:dealer|rozdaje|rozdający|μοιράζει|διανομέας|сдаёт|сдает|сдающий)\s*:?\s*(\S+)", re.IGNORECASE
)
_VUL = re.compile(
    r"(?:^|\s)(?:vul(?:nerable|nerability)?|strefy|założenia|ευπάθεια|зона|зоны)\s*:?\s*(.+)$", re.IGNORECASE
)
_COMPASS_HEADER = re.compile(r"^([NESWΒΑΝΔСВЮЗ])\s*/\s*(\S+)$")


class Cards:
    """Reads the fenced blocks of the examples of one document; a mistake is a located problem."""

    def __init__(self, path: str, lang: str, result: ImportResult, problem: Callable[[At, str], None]):
        self.path = path
        self.lang = lang
        self.result = result
        self.problem = problem

    def read(self, example_id: str, code: list[Block], data: dict[str, Any]) -> dict[str, At]:
        """The deal, auction and claims of the example's fenced blocks into `data`; where each came from."""
        where: dict[str, At] = {}
        deal: dict[str, Any] = {}
        dealer = vulnerable = None
        calls: list[Call] = []
        auction_dealer: str | None = None
        expect: dict[str, Any] = {}
        for block in code:
            if block.info.lower() == "expect":
                where["expect"] = block.at
                try:
                    claims = load_yaml(block.text) or {}
                except YamlError as error:
                    at = At(block.at.line + error.line - 1, error.col)
                    self.problem(at, f"example {example_id}: the claims are not YAML: {error.message}")
                    continue
                if not isinstance(claims, dict):
                    self.problem(block.at, f"example {example_id}: the claims are not a mapping")
                    continue
                expect.update(claims)
                continue
            for chunk, at in _chunks(block):
                try:
                    found = self.chunk(chunk, At(at.line, block.at.col if block.info == "pbn" else 1))
                except Located as error:
                    self.problem(error.at, f"example {example_id}: {error}")
                    continue
                except BridgeError as error:
                    self.problem(at, f"example {example_id}: {error}")
                    continue
                if found.get("dealer"):
                    dealer = found["dealer"]
                if found.get("vulnerable"):
                    vulnerable = found["vulnerable"]
                if "layout" in found:
                    where["deal"] = at
                    deal = _deal_data(found["layout"])
                if "calls" in found:
                    where["auction"] = at
                    auction_dealer, calls = found["auction_dealer"], found["calls"]
        dealer = dealer or auction_dealer
        if deal:
            head = {"dealer": dealer} if dealer else {}
            if vulnerable:
                head["vulnerable"] = vulnerable
            data["deal"] = {**head, **deal}
        if calls:
            first = auction_dealer or dealer or "N"
            data["auction"] = {"dealer": first, "calls": [_call_data(c) for c in calls]}
            expect = {**_claims(first, calls), **expect}
        if expect:
            data["expect"] = expect
        return where

    def chunk(self, text: str, at: At) -> dict[str, Any]:
        """What one chunk of a fenced block (or of PBN tag lines) holds: a deal, an auction, the dealer,
        the vulnerability. A PBN tag the importer does not read is reported with its place (and the
        lines of its section, a [Play] section's tricks, are left with it); a mistake in a line is an
        error at that line."""
        state = Chunk()
        for k, line in enumerate(text.split("\n")):
            stripped = line.strip()
            if not stripped:
                continue
            where = At(at.line + k, line.index(stripped[0]) + 1)
            try:
                self.chunk_line(state, line, where)
            except Located:
                raise
            except BridgeError as error:
                raise Located(str(error), where) from None
        found, rest = state.found, state.rest
        if "auction_dealer" in found:
            found["calls"] = pbn_calls(state.tokens, state.notes)
        if not rest:
            return found
        header = rest[0].split()
        diagram = any(re.match(r"^\s*(?:\S{1,2}\s*:\s*)?[♠♥♦♣]", line) for line in rest)
        if not (len(header) == 4 and all(len(cell) <= 2 and cell.isalpha() for cell in header)) and diagram:
            found["layout"] = parse_diagram("\n".join(rest), self.lang)
        else:
            dealer, calls = parse_auction_text("\n".join(rest))
            found["auction_dealer"], found["calls"] = dealer, calls
        return found

    def chunk_line(self, state: Chunk, line: str, where: At) -> None:
        """One line of a chunk: a PBN tag or a line of its section, a PBN deal, the dealer, the
        vulnerability, or a line of a diagram or an auction table (kept in `state.rest`)."""
        stripped, found = line.strip(), state.found
        tag = PBN_TAG.match(stripped)
        name, value = (tag.group(1).lower(), tag.group(2)) if tag else ("", "")
        if tag:
            state.section = None
        if name == "deal":
            found["layout"] = parse_deal(value)
        elif name == "dealer":
            found["dealer"] = _seat(value, self.lang)
        elif name == "vulnerable":
            found["vulnerable"] = vulnerability(value)
        elif name == "auction":
            found["auction_dealer"], state.section = _seat(value, self.lang), "auction"
        elif name == "note" and (note := re.match(r"^(\d+):(.*)$", value)):
            state.notes[note.group(1)] = note.group(2).strip()
        elif tag:
            state.section = "ignored"
            self.result.warn(
                self.path,
                where.line,
                where.col,
                f"PBN tag [{tag.group(1)}] ignored: the importer reads Deal, Dealer, Vulnerable, Auction "
                "and Note; the example's claims go in an ```expect block",
            )
        elif state.section == "auction":
            state.tokens += [(token, where) for token in stripped.split()]
        elif state.section == "ignored":
            return
        elif is_pbn_deal(stripped) and ":" in stripped[:2]:
            found["layout"] = parse_deal(stripped)
        elif (compass := _COMPASS_HEADER.match(stripped)) and not holdings(stripped):
            found["dealer"] = _seat(compass.group(1), self.lang)
            found["vulnerable"] = vulnerability(compass.group(2))
        elif (dealer := _DEALER.match(stripped)) and not holdings(stripped):
            found["dealer"] = _seat(dealer.group(1).strip(",;"), self.lang)
            if vul := _VUL.search(stripped[dealer.end() :]):
                found["vulnerable"] = vulnerability(vul.group(1))
        elif (vul := _VUL.match(stripped)) and not holdings(stripped):
            found["vulnerable"] = vulnerability(vul.group(1))
        else:
            state.rest.append(line)

    # --- the end -----------------------------------------------------------------------------


def _chunks(block: Block) -> list[tuple[str, At]]:
    """A fenced block cut at blank lines: a diagram, an auction, a line of tags, each with its place."""
    chunks: list[tuple[str, At]] = []
    current: list[str] = []
    start = block.at.line
    for k, line in enumerate(block.text.split("\n")):
        if line.strip():
            if not current:
                start = block.at.line + k
            current.append(line)
        elif current:
            chunks.append(("\n".join(current), At(start, 1)))
            current = []
    if current:
        chunks.append(("\n".join(current), At(start, 1)))
    return chunks


def _seat(text: str, lang: str) -> str:
    for code in (lang, "en", "el", "ru", "pl"):
        try:
            return get_notation(code).parse_seat(text)
        except BridgeError:
            continue
    raise BridgeError(f"invalid dealer {text!r}: expected N, E, S or W")


def _deal_data(layout: Layout) -> dict[str, Any]:
    hands = {
        seat: {s: layout.hands[seat].holding(s) for s in "SHDC"} for seat in "NESW" if seat in layout.hands
    }
    data: dict[str, Any] = {}
    if layout.kind != "full" or len(layout.hands) < 4:
        data["kind"] = "position"
    data["hands"] = hands
    return data


def _call_data(call: Call) -> Any:
    if call.replaces or call.note or call.seat:
        data: dict[str, Any] = {"call": call.text}
        for name in ("alert", "irregular", "replaces"):
            if getattr(call, name):
                data[name] = True
        if call.note:
            data["note"] = call.note
        if call.seat:
            data["seat"] = call.seat
        return data
    return call.label


def _claims(dealer: str, calls: list[Call]) -> dict[str, Any]:
    """What the engine finds in an auction, as claims it will check: the contract, the insufficient bids."""
    auction = analyse_auction(dealer, calls)
    claims: dict[str, Any] = {}
    if auction.passed_out:
        claims["passed_out"] = True
    elif (contract := auction.contract()) is not None:
        claims["contract"] = contract_name(contract)
        claims["declarer"] = contract.declarer
    found = auction.findings("insufficient")
    if found:
        claims["insufficient_bids"] = [
            {"call": f["call"], "lowest_sufficient": f["lowest_sufficient"]} for f in found
        ]
    return claims
