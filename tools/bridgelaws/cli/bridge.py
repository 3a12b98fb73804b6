"""Bridge calculators for tournament directors: score, imps, matchpoints, board, adjust, dd, hand, deal,
auction.

Each answers `--json`; bad input is a one-line error and exit code 2.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated, Any

import typer

from bridgelaws.bridge.errors import BridgeError

from .app import app
from .output import console, emit, usage_error

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON for machines.")]
# The engine imports endplay (slow to start), so the help texts spell out its codes; a test checks them.
NOTATION_CODES = ("en", "pl", "ru", "el", "pbn")  # bridgelaws.bridge.notation.NOTATIONS
LANGUAGE_CODES = ("en", "pl", "ru", "el")  # bridgelaws.bridge.notation.LANGUAGES
LangOption = Annotated[str, typer.Option("--lang", help=f"Notation: {', '.join(NOTATION_CODES)}.")]
NEGATIVE_NUMBERS = {"ignore_unknown_options": True}  # so that -130 is a number, not an option


@contextmanager
def _bad_input() -> Iterator[None]:
    """Turn an engine error into the one-line usage error."""
    try:
        yield
    except BridgeError as error:
        usage_error(str(error))


def _int(text: str, what: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        usage_error(f"invalid {what} {text!r}: expected a whole number")


def _show(pairs: list[tuple[str, Any]]) -> Callable[[], None]:
    def render() -> None:
        for label, value in pairs:
            console.print(f"[bold]{label}[/]: {value}", highlight=False)

    return render


@app.command("score")
def score_command(
    contract: Annotated[str, typer.Argument(help="4SX, 3NT, 7NTXX, or with the result: 4SX=, 4SX+1, 3NT-2.")],
    tricks: Annotated[
        str | None, typer.Argument(help="Tricks taken by declarer (omit with 4SX= forms).")
    ] = None,
    vulnerable: Annotated[bool, typer.Option("--vulnerable", "-v", help="Declarer is vulnerable.")] = False,
    as_json: JsonOption = False,
) -> None:
    """Law 77 duplicate score for the declaring side, with the working."""
    from bridgelaws.bridge.score import check_tricks, parse_contract, result_name, score

    with _bad_input():
        parsed, written = parse_contract(contract)
        if written is not None and tricks is not None:
            raise BridgeError(f"{contract} already gives the result; omit TRICKS")
        if written is None and tricks is None and not parsed.is_passout():
            raise BridgeError("give the tricks taken (4SX 10) or the result (4SX=, 3NT-2)")
        taken = written if written is not None else check_tricks(_int(tricks or "0", "number of tricks"))
        result = score(parsed, taken, vulnerable)
    data = {
        "contract": result_name(parsed, taken),
        "tricks": taken,
        "vulnerable": vulnerable,
        **result.as_json(),
    }

    def render() -> None:
        state = "vulnerable" if vulnerable else "not vulnerable"
        made = "" if parsed.is_passout() else f" ({taken} tricks, {state})"
        console.print(f"[bold]{data['contract']}[/]{made}: [bold]{result.points:+d}[/]")
        for item, points in result.working:
            console.print(f"  {item}: {points:+d}", highlight=False)

    emit(data, as_json, render)


@app.command("imps", context_settings=NEGATIVE_NUMBERS)
def imps_command(
    diff: Annotated[str, typer.Argument(help="Difference in points, e.g. 130 or -620.")],
    as_json: JsonOption = False,
) -> None:
    """International match points for a difference in total points (Law 78B)."""
    from bridgelaws.bridge.imps import imps

    won = imps(_int(diff, "difference"))
    emit({"diff": _int(diff, "difference"), "imps": won}, as_json, _show([("IMPs", won)]))


@app.command("matchpoints", context_settings=NEGATIVE_NUMBERS)
def matchpoints_command(
    result: Annotated[str, typer.Argument(help="The score to matchpoint, e.g. 420.")],
    field: Annotated[str, typer.Option("--field", help="The other scores on the board: 420,450,-50,…")],
    as_json: JsonOption = False,
) -> None:
    """Matchpoints of a score against the others on the board (Law 78A: 2 per score beaten, 1 per tie)."""
    from bridgelaws.bridge.imps import matchpoints

    others = [_int(item, "score") for item in field.split(",") if item.strip()]
    if not others:
        usage_error("--field: expected the other scores, e.g. --field 420,450,-50")
    data = {"score": _int(result, "score"), "field": others, **matchpoints(_int(result, "score"), others)}
    emit(
        data,
        as_json,
        _show([("matchpoints", f"{data['matchpoints']} of {data['top']} ({data['percent']}%)")]),
    )


@app.command("board")
def board_command(
    number: Annotated[str, typer.Argument(help="Board number (1, 2, …).")],
    as_json: JsonOption = False,
) -> None:
    """Dealer and vulnerability of a board (Law 2)."""
    from bridgelaws.bridge.board import board_info

    with _bad_input():
        data = board_info(_int(number, "board number"))
    emit(data, as_json, _show([("dealer", data["dealer"]), ("vulnerable", data["vulnerable"])]))


@app.command("adjust", context_settings=NEGATIVE_NUMBERS)
def adjust_command(
    outcomes: Annotated[list[str], typer.Argument(help="Weighted results: '60% 4S= N' '40% 4S-1 N'.")],
    vul: Annotated[str | None, typer.Option("--vul", help="Vulnerability: none, ns, ew or all.")] = None,
    board: Annotated[
        int | None, typer.Option("--board", help="Take the vulnerability from a board number.")
    ] = None,
    other: Annotated[
        str | None, typer.Option("--other", help="Teams: the other table's result ('4S= S') or N/S score.")
    ] = None,
    field: Annotated[
        str | None,
        typer.Option("--field", help="Pairs: the N/S scores (or results) at the other tables: 420,450,-50,…"),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Law 12C1(c) weighted score: weighted matchpoints against the field (pairs), weighted IMPs against
    the other table (teams), and the weighted points, exactly."""
    from bridgelaws.bridge.adjust import weighted_score
    from bridgelaws.bridge.board import board_info, parse_vulnerability

    with _bad_input():
        if vul is None and board is None:
            raise BridgeError("give the vulnerability (--vul none|ns|ew|all) or the board number (--board N)")
        vulnerability = parse_vulnerability(
            vul if vul is not None else str(board_info(board or 0)["vulnerable"])
        )
        scores = None if field is None else [item.strip() for item in field.split(",") if item.strip()]
        data = weighted_score(outcomes, vulnerability, other, scores)

    def render() -> None:
        for line in data["working"]:
            console.print(line, highlight=False)

    emit(data, as_json, render)


def _deal_of(hands: list[str], lang: str):
    """A PBN deal or four hands, parsed and validated (every problem in one BridgeError)."""
    from bridgelaws.bridge.cards import layout_problems
    from bridgelaws.bridge.notation import deal_from_hands, parse_deal

    layout = parse_deal(hands[0]) if len(hands) == 1 else deal_from_hands(hands, lang)
    problems = layout_problems(layout)
    if problems:
        raise BridgeError("; ".join(message for _, message in problems))
    return layout


@app.command("dd")
def dd_command(
    deal: Annotated[list[str], typer.Argument(help="A PBN deal 'N:… … … …', or four hands N E S W.")],
    lang: LangOption = "en",
    with_par: Annotated[
        bool, typer.Option("--par", help="Add par: N/S score and contracts (full deals).")
    ] = False,
    dealer: Annotated[
        str | None, typer.Option("--dealer", help="Dealer for par (default: PBN's first seat).")
    ] = None,
    vul: Annotated[str, typer.Option("--vul", help="Vulnerability for par: none, ns, ew, all.")] = "none",
    leader: Annotated[str | None, typer.Option("--leader", help="Solve with this seat on lead…")] = None,
    trump: Annotated[str | None, typer.Option("--trump", help="…and this trump suit (S H D C NT).")] = None,
    as_json: JsonOption = False,
) -> None:
    """Double dummy tricks for each declarer and strain (full deals and end positions), cached on disk."""
    from rich.table import Table

    from bridgelaws.bridge.board import VULNERABILITIES, parse_vulnerability
    from bridgelaws.bridge.cards import SEATS, parse_seat
    from bridgelaws.bridge.dd import dd_table, par_result, solve_position

    with _bad_input():
        layout = _deal_of(deal, lang)
        if (leader is None) != (trump is None):
            raise BridgeError("--leader and --trump go together")
        if leader is not None and trump is not None:
            data: dict[str, Any] = solve_position(layout, parse_seat(leader), trump.strip().upper())
        else:
            data = dd_table(layout)
        if with_par:
            first = deal[0].strip()[0].upper() if len(deal) == 1 and deal[0].strip()[1:2] == ":" else "N"
            seat = parse_seat(dealer or first)
            vulnerability = parse_vulnerability(vul)
            par = par_result(layout, vulnerability, seat)
            data["par"] = {"dealer": seat, "vulnerable": VULNERABILITIES[vulnerability], **par}

    def render() -> None:
        if "cards" in data:
            console.print(f"{data['leader']} to lead, trump {data['trump']}: {data['tricks']}")
        else:
            table = Table(title="double dummy tricks")
            table.add_column("declarer")
            for strain in ("NT", "S", "H", "D", "C"):
                table.add_column(strain, justify="right")
            for seat in SEATS:
                table.add_row(seat, *(str(data[seat][s]) for s in ("NT", "S", "H", "D", "C")))
            console.print(table)
        if "par" in data:
            console.print(f"par {data['par']['score']:+d} (N/S): {', '.join(data['par']['contracts'])}")

    emit(data, as_json, render)


@app.command("hand")
def hand_command(
    hand: Annotated[
        str, typer.Argument(help="A hand, e.g. '♠ K875 ♥ 843 ♦ 7 ♣ DW843' or 'K875.843.7.QJ843'.")
    ],
    lang: LangOption = "en",
    partial: Annotated[bool, typer.Option("--partial", help="Allow fewer than 13 cards.")] = False,
    to: Annotated[
        str | None, typer.Option("--to", help=f"Also write it in: {', '.join(LANGUAGE_CODES)}.")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """A hand in canonical form (English letters, T for ten), validated."""
    from bridgelaws.bridge.cards import card_label
    from bridgelaws.bridge.notation import format_hand, parse_hand

    with _bad_input():
        parsed = parse_hand(hand, lang)
        cards = parsed.cards()
        duplicates = sorted({c for c in cards if cards.count(c) > 1})
        if duplicates:
            raise BridgeError(f"duplicate card {card_label(duplicates[0])} in the hand")
        if parsed.count > 13 or (parsed.count != 13 and not partial):
            raise BridgeError(f"the hand has {parsed.count} cards; expected 13 (or fewer with --partial)")
        data = parsed.as_json()
        if to:
            data["written"] = format_hand(parsed, to)
    shown = [("hand", data["hand"]), ("cards", data["cards"])] + (
        [("written", data["written"])] if to else []
    )
    emit(data, as_json, _show(shown))


@app.command("deal")
def deal_command(
    deal: Annotated[
        list[str], typer.Argument(help="A PBN deal 'N:… … … …', or four hands N E S W ('-' if absent).")
    ],
    lang: LangOption = "en",
    as_json: JsonOption = False,
) -> None:
    """Four hands in canonical form, validated (duplicates, counts), with PBN and a BBO handviewer link."""
    from bridgelaws.bridge.export import handviewer_url

    with _bad_input():
        layout = _deal_of(deal, lang)
        data = {**layout.as_json(), "handviewer": handviewer_url(layout)}
    emit(data, as_json, _show([("deal", data["pbn"]), ("kind", data["kind"]), ("counts", data["counts"])]))


@app.command("auction")
def auction_command(
    calls: Annotated[
        list[str], typer.Argument(help="Calls in any notation: 'Pass 1C 2C* 1NT!/2NT Pass Pass Pass'.")
    ],
    dealer: Annotated[
        str | None, typer.Option("--dealer", help="Dealer (unless a header row names the seats).")
    ] = None,
    lang: LangOption = "en",
    as_json: JsonOption = False,
) -> None:
    """Analyse an auction: final contract, declarer, insufficient bids and other irregular calls."""
    from bridgelaws.bridge.auction import analyse_auction, parse_auction_text
    from bridgelaws.bridge.calls import format_call
    from bridgelaws.bridge.cards import parse_seat

    with _bad_input():
        found, parsed = parse_auction_text(" ".join(calls))
        if found is None and dealer is None:
            raise BridgeError("give the dealer (--dealer N)")
        auction = analyse_auction(parse_seat(dealer) if dealer else str(found), parsed)
        data = auction.as_json()
        data["written"] = " ".join(format_call(e.call, lang) for e in auction.entries)

    def render() -> None:
        console.print(data["written"], highlight=False)
        contract = data["contract"] or ("passed out" if data["passed_out"] else "no final contract yet")
        console.print(f"[bold]{contract}[/]" + (f" by {data['declarer']}" if data["declarer"] else ""))
        for problem in data["problems"]:
            console.print(f"  {problem}", highlight=False)

    emit(data, as_json, render)
