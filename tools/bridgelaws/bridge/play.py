"""The play engine: tricks, following suit, trick winners, revokes and their rectification.

Revokes (Law 61: failing to follow suit when able) are found from the hands when they are
known, else from the play itself (a player who showed out of a suit plays it later).
A revoke is established (Law 63A1) when the offender or partner plays to the next trick;
a revoke on the twelfth trick, even established, must be corrected if discovered before all four
hands have been returned to the board (Law 62D1). What Law 64 (2017 Laws) makes of an established
revoke is computed from the tricks recorded:

* 64A1 – the offending player won the revoke trick: that trick, plus one of any later
  tricks won by the offending side;
* 64A2 – the offending player did not win it: one trick if the offending side won that
  trick or any later one;
* no trick transferred (64B): the offending side won neither (B1); a subsequent revoke in the
  same suit by the same player (B2); a revoke made in failing to play a card faced on the table,
  dummy's cards included, which declarer plays (B3, Law 45); attention first drawn after a
  non-offender called on the next deal (B4) or after the round ended (B5); the twelfth trick (B6);
  both sides revoked on the board (B7);
* after any established revoke, rectified or not, the Director assigns an adjusted score when the
  transfer leaves the non-offending side insufficiently compensated for the damage (64C).

The wording of each case is the project's, cited to its provision, for a director's review.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .auction import next_seat, side_of
from .cards import RANKS, SEATS, SMALL, HandCards, Problem, card_label, parse_card, seat_name
from .errors import BridgeError
from .revoke import rectification


@dataclass(frozen=True)
class Trick:
    """A trick as recorded: who led, and the cards in playing order."""

    leader: str
    cards: tuple[str, ...]

    def seats(self) -> list[str]:
        """Who played each card."""
        return [next_seat(self.leader, i) for i in range(len(self.cards))]


@dataclass
class Revoke:
    """A revoke found in the play, and what Laws 62–64 make of it."""

    trick: int  # number in the record, from 1
    seat: str
    led: str
    card: str
    established: bool = False
    transfer: int | None = 0  # None when the play recorded does not decide it
    law: str = ""
    explanation: str = ""
    equity: bool = False  # 64C: the Director may still adjust (an established revoke)

    def as_json(self) -> dict[str, Any]:
        return {
            "trick": self.trick,
            "seat": self.seat,
            "led": self.led,
            "card": self.card,
            "established": self.established,
            "transfer": self.transfer,
            "law": self.law,
            "explanation": self.explanation,
            "equity": self.equity,
        }


@dataclass
class PlayAnalysis:
    """What the play record shows."""

    trump: str | None
    tricks: list[Trick]
    winners: list[str | None]
    revokes: list[Revoke] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    first_trick: int | None = None  # number in the deal of the first trick recorded

    def won(self, side: str) -> int:
        """Tricks won in the record by `NS` or `EW`."""
        return sum(1 for winner in self.winners if winner and side_of(winner) == side)

    @property
    def transfer(self) -> int | None:
        """Tricks transferred under Law 64 in all (None if undetermined)."""
        transfers = [r.transfer for r in self.revokes]
        return None if None in transfers else sum(t or 0 for t in transfers)

    def as_json(self) -> dict[str, Any]:
        return {
            "trump": self.trump,
            "tricks": [
                {"number": i + 1, "leader": t.leader, "cards": list(t.cards), "winner": w}
                for i, (t, w) in enumerate(zip(self.tricks, self.winners, strict=True))
            ],
            "won": {"NS": self.won("NS"), "EW": self.won("EW")},
            "revokes": [r.as_json() for r in self.revokes],
            "revoke_transfer": self.transfer,
            "problems": self.problems,
        }


def trick_winner(trick: Trick, trump: str | None) -> str | None:
    """Who wins a complete trick; None if incomplete, or if a card off the suit led makes it
    depend on an unknown trump suit. `trump` is a suit letter, `NT`, or None if unknown."""
    if len(trick.cards) != 4:
        return None
    led = trick.cards[0][0]
    if trump is None and any(card[0] != led for card in trick.cards):
        return None
    best = max(
        range(4),
        key=lambda i: (trick.cards[i][0] == trump, trick.cards[i][0] == led, -RANKS.index(trick.cards[i][1])),
    )
    return trick.seats()[best]


def tricks_from_data(play: Any) -> tuple[list[Trick], list[Problem]]:
    """Read an example's `play:` list; problems carry paths relative to it."""
    if not isinstance(play, list):
        return [], [((), "expected a list of tricks {leader, cards}")]
    tricks, problems = [], []
    for i, item in enumerate(play):
        if (
            not isinstance(item, Mapping)
            or item.get("leader") not in SEATS
            or not isinstance(item.get("cards"), list)
        ):
            problems.append(((i,), "expected a trick {leader: N|E|S|W, cards: [card, …]}"))
            continue
        cards = []
        for j, text in enumerate(item["cards"]):
            try:
                cards.append(parse_card(str(text)))
            except BridgeError as error:
                problems.append(((i, "cards", j), str(error)))
        if not 1 <= len(item["cards"]) <= 4 or (len(item["cards"]) < 4 and i != len(play) - 1):
            problems.append(((i, "cards"), "a trick has four cards (only the last may be incomplete)"))
        tricks.append(Trick(item["leader"], tuple(cards)))
    return tricks, problems


def analyse_play(
    tricks: Sequence[Trick],
    hands: Mapping[str, HandCards] | None = None,
    trump: str | None = None,
    declarer: str | None = None,
) -> PlayAnalysis:
    """Follow the play trick by trick: winners, leads out of turn, revokes and Law 64."""
    winners = [trick_winner(trick, trump) for trick in tricks]
    analysis = PlayAnalysis(trump, list(tricks), winners)
    complete_hands = hands is not None and len(hands) == 4 and len({h.count for h in hands.values()}) == 1
    if complete_hands and hands is not None:
        analysis.first_trick = 14 - next(iter(hands.values())).count
    _check_leads(analysis, declarer)
    if complete_hands and hands is not None:
        _revokes_from_hands(analysis, hands)
    else:
        _revokes_from_play(analysis)
    _rectify(analysis, declarer)
    return analysis


def _check_leads(analysis: PlayAnalysis, declarer: str | None) -> None:
    for i, trick in enumerate(analysis.tricks):
        if i == 0:
            if declarer and analysis.first_trick == 1 and trick.leader != next_seat(declarer):
                analysis.problems.append(
                    f"trick 1: {seat_name(trick.leader)} made the opening lead; it was "
                    f"{seat_name(next_seat(declarer))}'s, declarer's left-hand opponent (Law 54)"
                )
            continue
        expected = analysis.winners[i - 1]
        if expected and trick.leader != expected:
            analysis.problems.append(
                f"trick {i + 1}: {seat_name(trick.leader)} led, but {seat_name(expected)} won trick {i} "
                "(lead out of turn, Laws 53–56)"
            )


def _revokes_from_hands(analysis: PlayAnalysis, hands: Mapping[str, HandCards]) -> None:
    remaining = {seat: {s: list(r) for s, r in hand.suits.items()} for seat, hand in hands.items()}
    played: dict[str, int] = {}
    for i, trick in enumerate(analysis.tricks):
        led = trick.cards[0][0] if trick.cards else ""
        for position, (seat, card) in enumerate(zip(trick.seats(), trick.cards, strict=True)):
            holding = remaining[seat].get(card[0], [])
            if position and card[0] != led and remaining[seat].get(led):
                analysis.revokes.append(Revoke(i + 1, seat, led, card))
            if card in played:
                analysis.problems.append(
                    f"trick {i + 1}: {card_label(card)} was already played at trick {played[card]}"
                )
            played[card] = i + 1
            if card[1] in holding:
                holding.remove(card[1])
            elif SMALL in holding and card[1] not in "AKQJT":
                holding.remove(SMALL)
            else:
                analysis.problems.append(
                    f"trick {i + 1}: {seat_name(seat)} plays {card_label(card)}, "
                    f"which {seat_name(seat)} does not hold"
                )


def _revokes_from_play(analysis: PlayAnalysis) -> None:
    showed_out: dict[tuple[str, str], tuple[int, str]] = {}
    for i, trick in enumerate(analysis.tricks):
        led = trick.cards[0][0] if trick.cards else ""
        for seat, card in zip(trick.seats(), trick.cards, strict=True):
            earlier = showed_out.get((seat, card[0]))
            if earlier and not any(r.seat == seat and r.trick == earlier[0] for r in analysis.revokes):
                analysis.revokes.append(Revoke(earlier[0], seat, card[0], earlier[1]))
            if card[0] != led:
                showed_out.setdefault((seat, led), (i + 1, card))
    analysis.revokes.sort(key=lambda r: r.trick)


def _rectify(analysis: PlayAnalysis, declarer: str | None) -> None:
    found = [(revoke, *_establishment(analysis, revoke)) for revoke in analysis.revokes]
    sides = {side_of(r.seat) for r, established, twelfth in found if established and not twelfth}
    counted: list[Revoke] = []
    for revoke, established, twelfth in found:
        repeat = any(r.seat == revoke.seat and r.led == revoke.led for r in counted)
        ruling = rectification(
            revoke.seat,
            analysis.winners[revoke.trick - 1 :],
            declarer,
            established=established,
            twelfth=twelfth,
            repeat=repeat,
            both_sides=len(sides) == 2,
        )
        revoke.transfer, revoke.law, revoke.explanation = ruling.transfer, ruling.law, ruling.why
        revoke.equity = ruling.equity
        revoke.established = established
        if established and not twelfth:
            counted.append(revoke)
    _cap(analysis, counted)


def _establishment(analysis: PlayAnalysis, revoke: Revoke) -> tuple[bool, bool]:
    """(established, on the twelfth trick): established once the offender or partner has played to
    the next trick (Law 63A1); the twelfth trick is known when the hands give the first trick's number."""
    twelfth = analysis.first_trick is not None and analysis.first_trick + revoke.trick - 1 == 12
    following = analysis.tricks[revoke.trick] if revoke.trick < len(analysis.tricks) else None
    offenders = {revoke.seat, next_seat(revoke.seat, 2)}
    return bool(following and offenders & set(following.seats())), twelfth


def _cap(analysis: PlayAnalysis, counted: list[Revoke]) -> None:
    """Tricks transferred by one side cannot exceed the tricks it won from its first revoke on."""
    for side in ("NS", "EW"):
        revokes = [r for r in counted if side_of(r.seat) == side and r.transfer]
        if not revokes:
            continue
        available = sum(1 for w in analysis.winners[revokes[0].trick - 1 :] if w and side_of(w) == side)
        excess = sum(r.transfer or 0 for r in revokes) - available
        for revoke in reversed(revokes):
            if excess <= 0:
                break
            cut = min(excess, revoke.transfer or 0)
            revoke.transfer = (revoke.transfer or 0) - cut
            revoke.explanation += f" (reduced by {cut}: no more tricks were won by the offending side)"
            excess -= cut
