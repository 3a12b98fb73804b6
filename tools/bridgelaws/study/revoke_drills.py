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

from .answers import Answer, both
from .drill import Drill, Texts, lines, random_contract, translated
from .words import SEAT_NAMES, plural_pl

_ROLE = {
    "declarer": both("declarer", "rozgrywający"),
    "defender": both("a defender", "obrońca"),
}
# When attention was first drawn (bridge.revoke.DRAWN), as the question tells it.
_DRAWN = {
    "play": (
        "Attention is drawn to it at the end of play, before the hands are returned to the board.",
        "Uwagę zwrócono na to po rozgrywce, zanim ręce wróciły do pudełka.",
    ),
    "returned": (
        "Attention is first drawn to it after the four hands have been returned to the board.",
        "Uwagę zwrócono na to dopiero po włożeniu rąk do pudełka.",
    ),
    "next_deal": (
        "Attention is first drawn to it after a player of the non-offending side has called on the "
        "next deal.",
        "Uwagę zwrócono na to dopiero po zapowiedzi gracza strony niewykraczającej w następnym rozdaniu.",
    ),
    "round_end": (
        "Attention is first drawn to it after the round has ended.",
        "Uwagę zwrócono na to dopiero po zakończeniu rundy.",
    ),
}


def _offence(role: str, seat: str, declarer: str, name: str, trick: int) -> tuple[str, str]:
    """The first line of the question: who declares, and the revoke."""
    en, pl = SEAT_NAMES["en"], SEAT_NAMES["pl"]
    opening = (f"{en[declarer]} declares {name}. ", f"{pl[declarer]} rozgrywa {name}. ")
    if role == "dummy":
        return (
            opening[0] + f"On trick {trick} declarer plays from dummy ({en[seat]}) a card of another suit "
            "although dummy holds a card of the suit led; the revoke is established.",
            opening[1] + f"W lewie {trick} rozgrywający dokłada z ręki dziadka ({pl[seat]}) kartę innego "
            "koloru, choć dziadek ma kartę koloru wyjścia; renons jest uprawomocniony.",
        )
    if role == "penalty":
        return (
            opening[0] + f"{en[seat]} (a defender) has a major penalty card of the suit led on the table "
            f"but on trick {trick} plays another card of that suit from his hand; the revoke is "
            "established.",
            opening[1] + f"{pl[seat]} (obrońca) ma na stole przygwożdżoną kartę koloru wyjścia, lecz w lewie "
            f"{trick} dokłada inną kartę tego koloru z ręki; renons jest uprawomocniony.",
        )
    return (
        opening[0] + f"{en[seat]} ({_ROLE[role]['en']}) revokes on trick {trick}, and the revoke is "
        "established.",
        opening[1] + f"{pl[seat]} ({_ROLE[role]['pl']}) popełnia fałszywy renons w lewie {trick}; renons "
        "jest uprawomocniony.",
    )


def _won_by(role: str, seat: str, winner: str) -> dict[str, str]:
    """Who won the revoke trick, and who that is to the offence."""
    if role == "dummy":  # declarer's side: dummy's seat and declarer's
        who = {seat: ("dummy", "dziadek"), next_seat(seat, 2): ("declarer", "rozgrywający")}
    else:
        who = {seat: ("the offending player", "wykraczający"), next_seat(seat, 2): (
            "the offender's partner", "partner wykraczającego")}  # fmt: skip
    en, pl = who.get(winner, ("an opponent", "przeciwnik"))
    return {"en": f"{SEAT_NAMES['en'][winner]} ({en})", "pl": f"{SEAT_NAMES['pl'][winner]} ({pl})"}


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
    won_by = _won_by(role, seat, winner)
    question = lines(
        _offence(role, seat, declarer, name, trick),
        (
            f"Trick {trick} was won by {won_by['en']}. Of the {later} later "
            f"trick{'s' if later != 1 else ''}, the offending side won {won_later}.",
            f"Lewę {trick} wziął {won_by['pl']}. Z {later} "
            f"{plural_pl(later, 'późniejszej lewy', 'późniejszych lew', 'późniejszych lew')} strona "
            f"wykraczająca wzięła {won_later}.",
        ),
        _DRAWN[drawn],
        ("How many tricks are transferred?", "Ile lew się przenosi?"),
    )
    extra = []
    if repeat:
        extra.append(
            (
                "It is this player's second revoke in the same suit; the first is established.",
                "To drugi fałszywy renons tego gracza w tym samym kolorze; pierwszy jest uprawomocniony.",
            )
        )
    if both_sides:
        extra.append(
            (
                "The other side also revoked on this board, and that revoke too is established.",
                "Druga strona też popełniła w tym rozdaniu fałszywy renons, również uprawomocniony.",
            )
        )
    for lang, texts in lines(*extra).items():
        question[lang][1:1] = texts
    answers = [
        Answer("transfer", "number", ruling.transfer or 0, both("Tricks transferred", "Przeniesione lewy"))
    ]
    if twelfth:
        answers.append(
            Answer(
                "corrected",
                "yesno",
                "yes" if ruling.law == "62D1" else "no",
                both("Must the revoke be corrected?", "Czy renons trzeba poprawić?"),
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
    return Drill("revoke", ruling.laws, params, question, answers, _working(ruling, role, twelfth))


def _working(ruling: RevokeRuling, role: str, twelfth: bool) -> Texts:
    """The engine's reasons, the transfer under its provision, then 64C (and 62D2 on trick 12)."""
    working = translated([ruling.why])
    n = ruling.transfer or 0
    working["en"].append(f"Law {ruling.law}: {n} trick{'s' if n != 1 else ''} transferred")
    working["pl"].append(f"Przepis {ruling.law}: {n} {plural_pl(n, 'lewa', 'lewy', 'lew')}")
    if twelfth and role == "defender":
        for lang, texts in lines(
            (
                "if the defender revoked before his partner played to the twelfth trick, Law 16C applies "
                "to the partner's play (62D2)",
                "jeśli obrońca popełnił renons, zanim jego partner zagrał do dwunastej lewy, do zagrania "
                "partnera stosuje się przepis 16C (62D2)",
            )
        ).items():
            working[lang] += texts
    for lang, texts in translated(ruling.working[1:]).items():
        working[lang] += texts
    return working
