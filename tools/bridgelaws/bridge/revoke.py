"""What Laws 62–64 (2017 Laws) make of one revoke: corrected, tricks transferred, or none, and 64C.

The facts a director establishes are the arguments of `rectification`: who revoked (the seat; a
revoke in dummy's cards is declarer's, who plays them, Law 41D), who won the revoke trick and each
later trick, whether the revoke is established (Law 63A), on the twelfth trick (62D), a subsequent
revoke in the same suit by the same player (64B2), made in failing to play a card faced on the table
such as a penalty card (64B3), both sides having revoked on the board (64B7), and when attention was
first drawn to it (`DRAWN`: 62D1, 64B4, 64B5). Every established revoke, rectified or not, leaves the
Director's power of 64C: an adjusted score when the non-offending side is insufficiently compensated.

The wording of each case is the project's, cited to its provision, for a director's review.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .auction import next_seat, side_of
from .errors import BridgeError

# When attention was first drawn to the revoke: during or at the end of the play (the four hands not
# yet returned to the board); after the hands were returned to the board; after a member of the
# non-offending side called on the next deal (64B4); after the round ended (64B5).
DRAWN = ("play", "returned", "next_deal", "round_end")

EQUITY = (
    "64C: if the non-offending side is insufficiently compensated for the damage the revoke caused, "
    "the Director assigns an adjusted score"
)


@dataclass(frozen=True)
class RevokeRuling:
    """Tricks transferred (None when the tricks recorded do not decide it), the provision, why, and
    whether 64C applies (the revoke is established)."""

    transfer: int | None
    law: str
    why: str
    equity: bool

    @property
    def laws(self) -> list[str]:
        """The provisions the ruling cites: its own, and 64C after an established revoke."""
        return [self.law, "64C"] if self.equity else [self.law]

    @property
    def working(self) -> list[str]:
        """Why, and 64C when it applies, one line each (the study pages translate them)."""
        return [self.why, EQUITY] if self.equity else [self.why]


def rectification(
    seat: str,
    winners: Sequence[str | None],
    declarer: str | None = None,
    *,
    established: bool = True,
    twelfth: bool = False,
    repeat: bool = False,
    faced: bool = False,
    both_sides: bool = False,
    drawn: str = "play",
) -> RevokeRuling:
    """The ruling on one revoke by `seat` (dummy's seat for a revoke in dummy's cards).

    `winners`: who won the revoke trick and each later trick (None: not recorded); `established`: the
    offending side has played to the next trick (Law 63A1); `twelfth`: on the twelfth trick;
    `repeat`: a subsequent revoke in the same suit by the same player; `faced`: made in failing to
    play a card faced on the table (a penalty card); `both_sides`: both sides revoked on the board;
    `drawn`: when attention was first drawn to it (`DRAWN`).
    """
    if drawn not in DRAWN:
        raise BridgeError(f"invalid moment {drawn!r}: expected one of {', '.join(DRAWN)}")
    if not established:
        return RevokeRuling(
            0, "62A", "not established: the offending side has not played to the next trick (Law 63A)", False
        )
    if twelfth:
        if drawn == "play":
            return RevokeRuling(
                0,
                "62D1",
                "on the twelfth trick a revoke, even established, must be corrected while the four hands "
                "are not yet returned to the board; no trick is transferred (64B6)",
                True,
            )
        return RevokeRuling(
            0,
            "64B6",
            "a revoke on the twelfth trick found after the hands were returned to the board is not "
            "corrected, and no trick is transferred",
            True,
        )
    if drawn in ("next_deal", "round_end"):
        if drawn == "next_deal":
            return RevokeRuling(
                0,
                "64B4",
                "attention was first drawn to the revoke after a member of the non-offending side called "
                "on the next deal: no trick is transferred",
                True,
            )
        return RevokeRuling(
            0,
            "64B5",
            "attention was first drawn to the revoke after the round ended: no trick is transferred",
            True,
        )
    if declarer and seat == next_seat(declarer, 2):
        return RevokeRuling(
            0,
            "64B3",
            "declarer failed to play a card from dummy, a hand faced on the table (declarer plays "
            "dummy's cards, Law 41D): no trick is transferred",
            True,
        )
    if faced:
        return RevokeRuling(
            0,
            "64B3",
            "the revoke was made in failing to play a card faced on the table (a penalty card): no trick "
            "is transferred",
            True,
        )
    if both_sides:
        return RevokeRuling(0, "64B7", "both sides revoked on this board: no trick is transferred", True)
    if repeat:
        return RevokeRuling(
            0, "64B2", "a subsequent revoke in the same suit by the same player: no further transfer", True
        )
    return RevokeRuling(*_transfer(seat, winners), True)


def _transfer(seat: str, winners: Sequence[str | None]) -> tuple[int | None, str, str]:
    """Law 64A (or 64B1) from who won the revoke trick and the later ones."""
    if None in winners:
        return None, "64A", "the winners of the tricks recorded do not decide the transfer"
    offenders = side_of(seat)
    if winners and winners[0] == seat:
        won_later = any(side_of(w) == offenders for w in winners[1:] if w)
        because = ", plus one later trick won by the offending side" if won_later else " (no later trick won)"
        return 1 + won_later, "64A1", "the offending player won the revoke trick: that trick" + because
    if any(side_of(w) == offenders for w in winners if w):
        return 1, "64A2", "the offending side won the revoke trick or a later one: one trick"
    return 0, "64B1", "the offending side won neither the revoke trick nor any later trick"
