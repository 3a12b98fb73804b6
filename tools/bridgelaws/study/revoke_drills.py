"""Revoke drills (Laws 62–64): how many tricks are transferred, whether a revoke on the twelfth trick
is corrected, and 64C named after every established revoke.

A drill draws the facts a director establishes: who revoked (a defender, declarer, declarer from
dummy's cards, a defender failing to play a penalty card), the trick (the twelfth now and then),
who won it and the later tricks, a subsequent revoke in the same suit, both sides having revoked,
and when attention was first drawn. The engine (`bridge.revoke`) rules; the working cites each
provision. The wording is the project's, for a director's review.
"""

from __future__ import annotations

import random

from bridgelaws.bridge.auction import next_seat
from bridgelaws.bridge.cards import SEATS
from bridgelaws.bridge.revoke import RevokeRuling, rectification
from bridgelaws.bridge.score import contract_name
from bridgelaws.i18n import LANGS, Words, words
from bridgelaws.refs import LawRef, format_reference

from .answers import Answer, in_every_language
from .drill import Drill, Texts, lines, random_contract, subjects, translated


def _drawn(w: Words, drawn: str) -> str:
    """When attention was first drawn (bridge.revoke.DRAWN), as the question tells it."""
    if drawn == "play":
        # glossary: board
        return w._("Attention is drawn to it at the end of play, before the hands are returned to the board.")
    if drawn == "returned":
        # glossary: board
        return w._("Attention is first drawn to it after the four hands have been returned to the board.")
    if drawn == "next_deal":
        # glossary: non-offending-side
        return w._(
            "Attention is first drawn to it after a player of the non-offending side has called on the "
            "next deal."
        )
    # glossary: round
    return w._("Attention is first drawn to it after the round has ended.")


def _offence(w: Words, role: str, seat: str, declarer: str, name: str, trick: int) -> str:
    """The first line of the question: who declares, and the revoke."""
    who = subjects(w)
    if role == "dummy":
        # glossary: declarer, dummy, revoke
        return w._(
            "{declarer} declares {contract}. On trick {trick} declarer plays from dummy ({seat}) a card of "
            "another suit although dummy holds a card of the suit led; the revoke is established.",
            declarer=who[declarer],
            contract=name,
            trick=trick,
            seat=who[seat],
        )
    if role == "penalty":
        # glossary: defender, major-penalty-card, revoke
        return w._(
            "{declarer} declares {contract}. {seat} (a defender) has a major penalty card of the suit led "
            "on the table but on trick {trick} plays another card of that suit from his hand; the revoke "
            "is established.",
            declarer=who[declarer],
            contract=name,
            trick=trick,
            seat=who[seat],
        )
    # glossary: revoke, established-revoke
    return w._(
        "{declarer} declares {contract}. {seat} ({role}) revokes on trick {trick}: an established revoke.",
        declarer=who[declarer],
        contract=name,
        seat=who[seat],
        role=_role_name(w, role),
        trick=trick,
    )


def _role_name(w: Words, role: str) -> str:
    if role == "declarer":
        # glossary: declarer
        return w._p("role", "declarer")
    # glossary: defender
    return w._p("role", "a defender")


def _winner_role(w: Words, role: str, seat: str, winner: str) -> str:
    """Who won the revoke trick, to the offence."""
    if role == "dummy":  # declarer's side: dummy's seat and declarer's
        if winner == seat:
            # glossary: dummy
            return w._p("role", "dummy")
        if winner == next_seat(seat, 2):
            return _role_name(w, "declarer")
    elif winner == seat:
        # glossary: offender
        return w._("the offending player")
    elif winner == next_seat(seat, 2):
        # glossary: offender, partner
        return w._("the offender's partner")
    # glossary: opponent
    return w._("an opponent")


def revoke_drill(rng: random.Random) -> Drill:
    """An established revoke, and what Laws 62–64 make of it."""
    declarer = rng.choice(SEATS)
    contract = random_contract(rng, doubling=False)
    role = rng.choices(("defender", "declarer", "dummy", "penalty"), weights=(7, 2, 1.5, 1))[0]
    defender = rng.choice((next_seat(declarer), next_seat(declarer, 3)))
    seat = {"declarer": declarer, "dummy": next_seat(declarer, 2)}.get(role, defender)
    twelfth = role in ("defender", "declarer") and rng.random() < 0.15
    trick = 12 if twelfth else rng.randint(1, 11)
    if twelfth:
        drawn = rng.choice(("play", "returned"))
    else:
        drawn = rng.choices(("play", "next_deal", "round_end"), weights=(16, 1, 1))[0]
    both_sides = not twelfth and rng.random() < 0.06
    repeat = role in ("defender", "declarer") and not twelfth and rng.random() < 0.08
    winner = rng.choice((seat, next_seat(seat, 2), next_seat(seat), next_seat(seat, 3)))
    later = 13 - trick
    won_later = 0 if rng.random() < 0.3 else rng.randint(1, later)
    later_winners = [next_seat(seat, 2)] * won_later + [next_seat(seat)] * (later - won_later)
    rng.shuffle(later_winners)
    ruling = rectification(
        seat,
        [winner, *later_winners],
        declarer,
        twelfth=twelfth,
        repeat=repeat,
        faced=role == "penalty",
        both_sides=both_sides,
        drawn=drawn,
    )
    name = contract_name(contract)

    def question(w: Words) -> list[str]:
        items = [_offence(w, role, seat, declarer, name, trick)]
        if repeat:
            # glossary: revoke
            items.append(w._("It is this player's second revoke in the same suit; the first is established."))
        if both_sides:
            # glossary: revoke
            items.append(
                w._("The other side also revoked on this board, and that revoke too is established.")
            )
        items += [
            # glossary: offending-side
            w._n(
                "Trick {trick} was won by {winner} ({role}). Of the {n} later trick, the offending side won "
                "{won}.",
                "Trick {trick} was won by {winner} ({role}). Of the {n} later tricks, the offending side won "
                "{won}.",
                later,
                trick=trick,
                winner=subjects(w)[winner],
                role=_winner_role(w, role, seat, winner),
                won=won_later,
            ),
            _drawn(w, drawn),
            w._("How many tricks are transferred?"),
        ]
        return items

    answers = [
        Answer(
            "transfer", "number", ruling.transfer or 0, in_every_language(lambda w: w._("Tricks transferred"))
        )
    ]
    if twelfth:
        answers.append(
            Answer(
                "corrected",
                "yesno",
                "yes" if ruling.law == "62D1" else "no",
                # glossary: revoke
                in_every_language(lambda w: w._("Must the revoke be corrected?")),
            )
        )
    params = {
        "declarer": declarer,
        "contract": name,
        "seat": seat,
        "trick": trick,
        "winner": winner,
        "won_later": won_later,
        "later": later,
        "repeat": repeat,
    }
    params |= {"faced": True} if role == "penalty" else {}
    params |= {"both": True} if both_sides else {}
    params |= {"drawn": drawn} if drawn != "play" else {}
    return Drill("revoke", ruling.laws, params, lines(question), answers, _working(ruling, role, twelfth))


def _working(ruling: RevokeRuling, role: str, twelfth: bool) -> Texts:
    """The engine's reasons, the transfer under its provision, then 64C (and 62D2 on trick 12)."""
    working = translated([ruling.why])
    n = ruling.transfer or 0
    for lang in LANGS:
        w = words(lang)
        law = format_reference(LawRef.parse(ruling.law), lang)
        working[lang].append(
            w._n("{law}: {n} trick transferred", "{law}: {n} tricks transferred", n, law=law)
        )
    if twelfth and role == "defender":
        for lang, texts in lines(
            lambda w: [
                # glossary: defender, partner
                w._(
                    "if the defender revoked before his partner played to the twelfth trick, Law 16C applies "
                    "to the partner's play (62D2)"
                )
            ]
        ).items():
            working[lang] += texts
    for lang, texts in translated(ruling.working[1:]).items():
        working[lang] += texts
    return working
