"""The facts the engine decides for a flow (a step's `derive:`), each from the table it is given.

Every fact is a function of the `Table` and the answers so far that returns the value of one of the
step's choices, or None when the table does not decide it (the Director is asked then). A table
that contradicts the flow (a replacement that is not a legal call, a play without the lead out of
turn the flow is about) raises `FactError`. The rules themselves are the bridge engine's
(`bridgelaws.bridge`); here they are only read for a flow.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bridgelaws.bridge.auction import Auction, Entry, analyse_auction, lowest_sufficient, next_seat, side_of
from bridgelaws.bridge.calls import Call, parse_call
from bridgelaws.bridge.errors import BridgeError
from bridgelaws.bridge.play import Revoke

from .table import Table

Answers = Mapping[str, str]


class FactError(ValueError):
    """The table contradicts what the flow is about (said to the user; exit 2 on the command line)."""


def relation(seat: str, other: str) -> str:
    """Who `other` is to `seat`: "lho", "partner", "rho" or "self"."""
    return {0: "self", 1: "lho", 2: "partner", 3: "rho"}[("NESW".index(other) - "NESW".index(seat)) % 4]


def role(seat: str, declarer: str) -> str:
    """"declarer", "dummy" or "defender"."""
    return {"self": "declarer", "partner": "dummy"}.get(relation(declarer, seat), "defender")


# --- the auction: an insufficient bid ----------------------------------------------------------


def _insufficient(table: Table) -> tuple[Entry, dict[str, Any]] | None:
    """The first insufficient bid of the auction and the engine's finding about it."""
    if table.auction is None:
        return None
    for entry in table.auction.entries:
        for finding in entry.findings:
            if finding["kind"] == "insufficient":
                return entry, finding
    return None


def ib_insufficient(table: Table, answers: Answers) -> str | None:
    if table.auction is None:
        return None
    return "yes" if _insufficient(table) else "no"


def ib_in_rotation(table: Table, answers: Answers) -> str | None:
    found = _insufficient(table)
    if found is None:
        return None
    return "no" if any(f["kind"] == "out_of_rotation" for f in found[0].findings) else "yes"


def ib_accepted(table: Table, answers: Answers) -> str | None:
    found = _insufficient(table)
    status = found[1]["status"] if found else None
    return {"accepted": "yes", "replaced": "no"}.get(str(status))


def ib_replacement(table: Table, answers: Answers) -> str | None:
    found = _insufficient(table)
    return found[1].get("replaced_by") if found else None


def _before(table: Table, entry: Entry) -> Auction:
    """The auction as it stood when the insufficient bid was made (its replacement is called there)."""
    assert table.auction is not None
    return analyse_auction(table.auction.dealer, [e.call for e in table.auction.entries[: entry.index]])


def _replacement(table: Table, answers: Answers) -> tuple[Call, Entry, dict[str, Any]] | None:
    found = _insufficient(table)
    text = answers.get("replacement")
    if found is None or text is None:
        return None
    try:
        return parse_call(text).plain(), found[0], found[1]
    except BridgeError as error:
        raise FactError(f"replacement: {error}") from None


def ib_replacement_kind(table: Table, answers: Answers) -> str | None:
    """pass, double (a double or a redouble), sufficient or insufficient (over the bid before)."""
    found = _replacement(table, answers)
    if found is None:
        return None
    call, entry, finding = found
    if call.kind == "pass":
        return "pass"
    if call.kind in ("double", "redouble"):
        legal = [c.kind for c in _before(table, entry).legal_calls()]
        if call.kind not in legal:
            raise FactError(f"replacement: {call.text} is not a legal call after {finding['over']} (Law 19)")
        return "double"
    return "sufficient" if call.rank > parse_call(finding["over"]).rank else "insufficient"


def ib_lowest(table: Table, answers: Answers) -> str | None:
    """Is the replacement the lowest sufficient bid in the insufficient bid's denomination? Decided
    when both are in the same strain; otherwise the denomination it specifies is the Director's."""
    found = _replacement(table, answers)
    if found is None or found[0].kind != "bid":
        return None
    call, entry, finding = found
    if call.strain != entry.call.strain:
        return None
    lowest = lowest_sufficient(call.strain, parse_call(finding["over"]))
    return "yes" if lowest is not None and call.rank == lowest.rank else "no"


# --- the auction: a call out of rotation, a call after the final pass ---------------------------


def _out_of_rotation(table: Table) -> tuple[Entry, str] | None:
    """The first call out of rotation and the seat whose turn it was."""
    if table.auction is None:
        return None
    for entry in table.auction.entries:
        for finding in entry.findings:
            if finding["kind"] == "out_of_rotation":
                return entry, finding["expected"]
    return None


def coor_position(table: Table, answers: Answers) -> str | None:
    found = _out_of_rotation(table)
    return relation(found[0].seat, found[1]) if found else None


def coor_previously(table: Table, answers: Answers) -> str | None:
    found = _out_of_rotation(table)
    if found is None or table.auction is None:
        return None
    earlier = table.auction.entries[: found[0].index]
    return "yes" if any(e.seat == found[0].seat for e in earlier) else "no"


def coor_kind(table: Table, answers: Answers) -> str | None:
    found = _out_of_rotation(table)
    if found is None:
        return None
    kind = found[0].call.kind
    return "double" if kind == "redouble" else kind


def coor_inadmissible(table: Table, answers: Answers) -> str | None:
    found = _out_of_rotation(table)
    if found is None or found[0].call.kind not in ("double", "redouble"):
        return None
    return "yes" if any(f["kind"] == "inadmissible" for f in found[0].findings) else "no"


def coor_after(table: Table, answers: Answers) -> str | None:
    """What followed the call out of rotation: the offender's LHO called over it (29A), or the player
    whose turn it was called (28B); None when nothing follows it in the auction."""
    found = _out_of_rotation(table)
    if found is None or table.auction is None:
        return None
    entry, expected = found
    later = [e for e in table.auction.entries[entry.index + 1 :] if not e.withdrawn]
    if not later:
        return None
    return "correct-player" if later[0].call.seat == expected and expected != next_seat(entry.seat) else "lho"


def cafp_who(table: Table, answers: Answers) -> str | None:
    """Who called after the final pass: a defender's pass, a defender's other call, or the declaring side."""
    if table.auction is None or table.declarer is None:
        return None
    for entry in table.auction.entries:
        if any(f["kind"] == "after_end" for f in entry.findings):
            if role(entry.seat, table.declarer) != "defender":
                return "declaring-side"
            return "defender-pass" if entry.call.kind == "pass" else "defender-call"
    raise FactError("the auction shows no call after the final pass")


def cafp_lho_called(table: Table, answers: Answers) -> str | None:
    if table.auction is None:
        return None
    entries = table.auction.entries
    for i, entry in enumerate(entries):
        if any(f["kind"] == "after_end" for f in entry.findings):
            return "yes" if any(e.seat == next_seat(entry.seat) for e in entries[i + 1 :]) else None
    return None


def sim_position(table: Table, answers: Answers) -> str | None:
    """The other of two simultaneous calls, deemed made after the call in turn (Law 33): in rotation,
    or out of rotation at its maker's RHO's or partner's turn."""
    if table.auction is None or not table.auction.entries:
        return None
    last = table.auction.entries[-1]
    if last.call.seat is None:
        return None
    found = _out_of_rotation(table)
    if found is None:
        return "in-rotation"
    position = relation(found[0].seat, found[1])
    return position if position in ("rho", "partner") else None


# --- the play: a lead out of turn ---------------------------------------------------------------


@dataclass(frozen=True)
class Lead:
    """The first lead out of turn of the play: its trick number, who led and whose lead it was."""

    trick: int
    leader: str
    expected: str


def lead_out_of_turn(table: Table) -> Lead | None:
    """None when there are no tricks or no declarer to read them against."""
    play, declarer = table.play, table.declarer
    if play is None or declarer is None:
        return None
    first = play.first_trick or 1
    for i, trick in enumerate(play.tricks):
        expected = next_seat(declarer) if first + i == 1 else play.winners[i - 1] if i else None
        if expected is not None and trick.leader != expected:
            return Lead(first + i, trick.leader, expected)
    raise FactError("the tricks given show no lead out of turn")


def lead_offender(table: Table, answers: Answers) -> str | None:
    lead = lead_out_of_turn(table)
    if lead is None or table.declarer is None:
        return None
    return "defender" if role(lead.leader, table.declarer) == "defender" else "declarer"


def lead_opening(table: Table, answers: Answers) -> str | None:
    lead = lead_out_of_turn(table)
    return None if lead is None else "yes" if lead.trick == 1 else "no"


def lead_declarer_case(table: Table, answers: Answers) -> str | None:
    lead = lead_out_of_turn(table)
    if lead is None or table.declarer is None:
        return None
    return "defenders-turn" if role(lead.expected, table.declarer) == "defender" else "wrong-hand"


def lead_next_played(table: Table, answers: Answers) -> str | None:
    """A card played to the lead out of turn from the next hand in rotation accepts it (53A); None
    when the record stops at the lead."""
    lead = lead_out_of_turn(table)
    if lead is None or table.play is None:
        return None
    first = table.play.first_trick or 1
    return "accept" if len(table.play.tricks[lead.trick - first].cards) > 1 else None


# --- the play: a revoke --------------------------------------------------------------------------


@dataclass(frozen=True)
class RevokeCase:
    """A revoke as the Laws weigh it: who, on which trick (in the deal), and who won from then on."""

    seat: str
    role: str  # declarer, dummy, defender
    trick: int | None  # number in the deal, when known
    established: bool
    repeat: bool  # a later revoke in the same suit by the same player (64B2)
    winners: tuple[str | None, ...]  # of the revoke trick and every later trick recorded
    complete: bool  # the record reaches the end of play (trick 13)


def revoke_case(table: Table) -> RevokeCase | None:
    play, declarer = table.play, table.declarer
    if play is None or declarer is None or not play.revokes:
        return None
    revoke: Revoke = play.revokes[0]
    first = play.first_trick or 1
    last = first + len(play.tricks) - 1
    complete = last == 13 and len(play.tricks[-1].cards) == 4
    return RevokeCase(
        seat=revoke.seat,
        role=role(revoke.seat, declarer),
        trick=first + revoke.trick - 1,
        established=revoke.law != "62A",
        repeat=revoke.law == "64B2",
        winners=tuple(play.winners[revoke.trick - 1 :]),
        complete=complete,
    )


def _case(table: Table) -> RevokeCase | None:
    return revoke_case(table) if table.tricks else None


def revoke_established(table: Table, answers: Answers) -> str | None:
    case = _case(table)
    return None if case is None else "yes" if case.established else "no"


def revoke_offender(table: Table, answers: Answers) -> str | None:
    case = _case(table)
    return None if case is None else case.role


def revoke_twelfth(table: Table, answers: Answers) -> str | None:
    case = _case(table)
    return None if case is None or case.trick is None else "yes" if case.trick == 12 else "no"


def revoke_repeat(table: Table, answers: Answers) -> str | None:
    case = _case(table)
    return None if case is None else "yes" if case.repeat else "no"


def revoke_faced(table: Table, answers: Answers) -> str | None:
    """A revoke by dummy is a failure to play a card of a hand faced on the table (64B3); for the
    others the Director knows whether it was a penalty card that was not played."""
    case = _case(table)
    return "yes" if case is not None and case.role == "dummy" else None


def offender_won(case: RevokeCase) -> str | None:
    winner = case.winners[0] if case.winners else None
    return None if winner is None else "yes" if winner == case.seat else "no"


def side_won_later(case: RevokeCase) -> str | None:
    """Did the offending side win a trick after the revoke trick? Decided only from a full record."""
    later = case.winners[1:]
    if any(w is not None and side_of(w) == side_of(case.seat) for w in later):
        return "yes"
    return "no" if case.complete and None not in later else None


def side_won(case: RevokeCase) -> str | None:
    """Did the offending side win the revoke trick or any later trick (64A2)?"""
    first = case.winners[0] if case.winners else None
    if first is not None and side_of(first) == side_of(case.seat):
        return "yes"
    return side_won_later(case) if first is not None else None


def revoke_offender_won(table: Table, answers: Answers) -> str | None:
    case = _case(table)
    return None if case is None else offender_won(case)


def revoke_side_won_later(table: Table, answers: Answers) -> str | None:
    case = _case(table)
    return None if case is None else side_won_later(case)


def revoke_side_won(table: Table, answers: Answers) -> str | None:
    case = _case(table)
    return None if case is None else side_won(case)


# --- the deal: the number of cards ---------------------------------------------------------------


def cards_counts(table: Table, answers: Answers) -> str | None:
    counts = table.counts
    if counts is None:
        return None
    values = counts.values()
    if any(n > 13 for n in values):
        return "surplus-and-short" if any(n < 13 for n in values) else "extra-card"
    return "short-only" if any(n < 13 for n in values) else None


Fact = Callable[[Table, Answers], "str | None"]
FACTS: dict[str, Fact] = {
    "ib-insufficient": ib_insufficient,
    "ib-in-rotation": ib_in_rotation,
    "ib-accepted": ib_accepted,
    "ib-replacement": ib_replacement,
    "ib-replacement-kind": ib_replacement_kind,
    "ib-lowest": ib_lowest,
    "coor-position": coor_position,
    "coor-previously": coor_previously,
    "coor-kind": coor_kind,
    "coor-inadmissible": coor_inadmissible,
    "coor-after": coor_after,
    "cafp-who": cafp_who,
    "cafp-lho-called": cafp_lho_called,
    "sim-position": sim_position,
    "lead-offender": lead_offender,
    "lead-opening": lead_opening,
    "lead-declarer-case": lead_declarer_case,
    "lead-next-played": lead_next_played,
    "revoke-established": revoke_established,
    "revoke-offender": revoke_offender,
    "revoke-twelfth": revoke_twelfth,
    "revoke-repeat": revoke_repeat,
    "revoke-faced": revoke_faced,
    "revoke-offender-won": revoke_offender_won,
    "revoke-side-won-later": revoke_side_won_later,
    "revoke-side-won": revoke_side_won,
    "cards-counts": cards_counts,
}
