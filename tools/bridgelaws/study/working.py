"""The engine's working, in every language of the interface.

The engine explains its working in English (`score.Score.working`, `adjust.weighted_score`,
`revoke.rectification`). `translate` reads each line with a pattern and writes it again with the
catalogue's words in the language asked for (English too: the catalogue's English is the engine's,
which the tests check line by line); a line no pattern reads raises `Untranslated`, so a new
wording in the engine cannot reach a page untranslated (the tests translate every line of every
table in every language).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bridgelaws.i18n import N_, Words, check_lang, words
from bridgelaws.i18n.terms import doubling, seat_letters, state, symbols

Rule = tuple[re.Pattern[str], Callable[[re.Match[str], Words], str]]


class Untranslated(ValueError):
    """A line of the engine's working that `translate` has no pattern for."""


def _state(w: Words, text: str) -> str:
    return state(w, text == "vulnerable")


def _result(w: Words, name: str) -> str:
    """`4S= by N` → `4♠= by N` (Polish `4♠= (rozgrywa N)`); `Pass`; `a given score`."""
    if name == "Pass":
        # glossary: pass
        return w._p("call", "Pass")
    if name == "a given score":
        return w._("a given score")
    contract, _, seat = name.partition(" by ")
    return w._("{contract} by {seat}", contract=contract, seat=seat_letters(w)[seat]) if seat else name


def _trick_score(m: re.Match[str], w: Words) -> str:
    if m["doubling"]:
        return w._(
            "trick score: {tricks}, {doubling}", tricks=m["tricks"], doubling=doubling(w, m["doubling"])
        )
    return w._("trick score: {tricks}", tricks=m["tricks"])


def _overtricks(m: re.Match[str], w: Words) -> str:
    if m["doubling"]:
        return w._(
            "overtricks: {n} × {value}, {doubling}, {state}",
            n=m["n"],
            value=m["value"],
            doubling=doubling(w, m["doubling"]),
            state=_state(w, m["state"]),
        )
    return w._("overtricks: {n} × {value}", n=m["n"], value=m["value"])


def _undertricks(m: re.Match[str], w: Words) -> str:
    return w._n(
        "{n} undertrick, {doubling}, {state}: {steps}",
        "{n} undertricks, {doubling}, {state}: {steps}",
        int(m["n"]),
        doubling=doubling(w, m["doubling"]),
        state=_state(w, m["state"]),
        steps=m["steps"],
    )


def _slam(m: re.Match[str], w: Words) -> str:
    if m["slam"] == "small":
        return w._("small slam premium, {state}", state=_state(w, m["state"]))
    return w._("grand slam premium, {state}", state=_state(w, m["state"]))


def _weighted_line(m: re.Match[str], w: Words) -> str:
    return w._(
        "{weight} × {result} ({score} for N/S) = {value}",
        weight=m["weight"],
        result=_result(w, m["name"]),
        score=m["score"],
        value=w.decimal(m["value"]),
    )


def _weighted_imps_line(m: re.Match[str], w: Words) -> str:
    return w._(
        "{result}: {ours} against {theirs} at the other table = {diff} → {imps} IMPs; × {weight} = {value}",
        result=_result(w, m["name"]),
        ours=m["ours"],
        theirs=m["theirs"],
        diff=m["diff"],
        imps=m["imps"],
        weight=m["weight"],
        value=w.decimal(m["value"]),
    )


def _weighted_mp_line(m: re.Match[str], w: Words) -> str:
    return w._(
        "{result}: {ours} against the field beats {beaten} and equals {equal} = {units} of {top}; "
        "× {weight} = {value}",
        result=_result(w, m["name"]),
        ours=m["ours"],
        beaten=m["beaten"],
        equal=m["equal"],
        units=w.decimal(m["units"]),
        top=m["top"],
        weight=m["weight"],
        value=w.decimal(m["value"]),
    )


def _fixed(line: str) -> Rule:
    """A rule for a line the engine always writes the same way: the line is its own message."""
    return re.compile(f"^{re.escape(line)}$"), lambda m, w: w._(line)


_STATE = r"(?P<state>vulnerable|not vulnerable)"
RULES: list[Rule] = [
    # score.score (Law 77)
    (re.compile(r"^trick score: (?P<tricks>[\d ×+]+)(?:, (?P<doubling>doubled|redoubled))?$"), _trick_score),
    (
        re.compile(rf"^game premium, {_STATE}$"),
        lambda m, w: w._("game premium, {state}", state=_state(w, m["state"])),
    ),
    _fixed(N_("part-score premium")),
    (re.compile(rf"^(?P<slam>small|grand) slam premium, {_STATE}$"), _slam),
    (
        re.compile(r"^premium for making a (?P<doubling>doubled|redoubled) contract$"),
        lambda m, w: (
            w._("premium for making a doubled contract")
            if m["doubling"] == "doubled"
            else w._("premium for making a redoubled contract")
        ),
    ),
    (
        re.compile(
            r"^overtricks: (?P<n>\d+) × (?P<value>\d+)"
            rf"(?:, (?P<doubling>doubled|redoubled), {_STATE})?$"
        ),
        _overtricks,
    ),
    (
        re.compile(
            rf"^(?P<n>\d+) undertricks?, (?P<doubling>undoubled|doubled|redoubled), {_STATE}: "
            r"(?P<steps>[\d +]+)$"
        ),
        _undertricks,
    ),
    # glossary: pass
    _fixed(N_("passed out")),
    # adjust.weighted_score (Law 12C1(c))
    (
        re.compile(r"^(?P<weight>\S+) × (?P<name>.+?) \((?P<score>[+-]\d+) for N/S\) = (?P<value>.+)$"),
        _weighted_line,
    ),
    (
        re.compile(r"^weighted score for N/S: (?P<value>.+)$"),
        # glossary: weighted-score
        lambda m, w: w._("weighted score for N/S: {value}", value=w.decimal(m["value"])),
    ),
    (
        re.compile(
            r"^(?P<name>.+?): (?P<ours>[+-]\d+) against (?P<theirs>[+-]\d+) at the other table = "
            r"(?P<diff>[+-]\d+) → (?P<imps>[+-]\d+) IMPs; × (?P<weight>\S+) = (?P<value>.+)$"
        ),
        _weighted_imps_line,
    ),
    (
        re.compile(r"^weighted IMPs for N/S: (?P<value>.+)$"),
        # glossary: imps
        lambda m, w: w._("weighted IMPs for N/S: {value}", value=w.decimal(m["value"])),
    ),
    (
        re.compile(
            r"^(?P<name>.+?): (?P<ours>[+-]\d+) against the field beats (?P<beaten>\d+) and equals "
            r"(?P<equal>\d+) = (?P<units>\S+) of (?P<top>\d+); × (?P<weight>\S+) = (?P<value>.+)$"
        ),
        _weighted_mp_line,
    ),
    (
        re.compile(r"^weighted matchpoints for N/S: (?P<value>.+) of (?P<top>\d+) \((?P<percent>.+)%\)$"),
        # glossary: matchpoints
        lambda m, w: w._(
            "weighted matchpoints for N/S: {value} of {top} ({percent}%)",
            value=w.decimal(m["value"]),
            top=m["top"],
            percent=w.decimal(m["percent"]),
        ),
    ),
    # revoke.rectification (Laws 62–64): whole lines, each its own message
    *(
        _fixed(line)
        for line in (
            # glossary: revoke
            N_(
                "on the twelfth trick a revoke, even established, must be corrected while the four hands "
                "are not yet returned to the board; no trick is transferred (64B6)"
            ),
            # glossary: revoke
            N_(
                "a revoke on the twelfth trick found after the hands were returned to the board is not "
                "corrected, and no trick is transferred"
            ),
            # glossary: revoke, non-offending-side
            N_(
                "attention was first drawn to the revoke after a member of the non-offending side called "
                "on the next deal: no trick is transferred"
            ),
            # glossary: revoke
            N_("attention was first drawn to the revoke after the round ended: no trick is transferred"),
            # glossary: offending-side
            N_("not established: the offending side has not played to the next trick (Law 63A)"),
            # glossary: declarer, dummy
            N_(
                "declarer failed to play a card from dummy, a hand faced on the table (declarer plays "
                "dummy's cards, Law 41D): no trick is transferred"
            ),
            # glossary: revoke, penalty-card
            N_(
                "the revoke was made in failing to play a card faced on the table (a penalty card): no trick "
                "is transferred"
            ),
            # glossary: revoke
            N_("both sides revoked on this board: no trick is transferred"),
            # glossary: revoke
            N_("a subsequent revoke in the same suit by the same player: no further transfer"),
            # glossary: offending-side
            N_(
                "the offending player won the revoke trick: that trick, "
                "plus one later trick won by the offending side"
            ),
            # glossary: revoke
            N_("the offending player won the revoke trick: that trick (no later trick won)"),
            # glossary: offending-side
            N_("the offending side won the revoke trick or a later one: one trick"),
            # glossary: offending-side
            N_("the offending side won neither the revoke trick nor any later trick"),
            # glossary: trick
            N_("the winners of the tricks recorded do not decide the transfer"),
            # glossary: non-offending-side, revoke, adjusted-score
            N_(
                "64C: if the non-offending side is insufficiently compensated for the damage the revoke "
                "caused, the Director assigns an adjusted score"
            ),
        )
    ),
]


def translate(line: str, lang: str) -> str:
    """One line of the engine's English working in `lang`, its contracts written with suit symbols."""
    w = words(check_lang(lang))
    for pattern, make in RULES:
        match = pattern.match(line)
        if match:
            return symbols(make(match, w), lang)
    raise Untranslated(f"no words for the engine's working {line!r}: add a pattern to study/working.py")
