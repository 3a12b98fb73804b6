"""The notations of the sources, one module each, and reading/writing hands and deals in them.

`en` English, `pl` Polish, `ru` Russian, `el` Greek (calls; cards in English letters),
`pbn` PBN. Canonical form is English letters with T for the ten.
"""

from __future__ import annotations

from ..cards import SEATS, HandCards, Layout, infer_kind
from ..errors import BridgeError
from .base import Notation
from .english import ENGLISH
from .greek import GREEK
from .pbn import PBN, is_pbn_deal, parse_deal
from .polish import POLISH
from .russian import RUSSIAN

NOTATIONS: dict[str, Notation] = {n.code: n for n in (ENGLISH, POLISH, RUSSIAN, GREEK, PBN)}
LANGUAGES = ("en", "pl", "ru", "el")


def get_notation(code: str) -> Notation:
    """The notation of a language code (en pl ru el) or `pbn`."""
    try:
        return NOTATIONS[code]
    except KeyError:
        raise BridgeError(f"unknown notation {code!r}: expected {', '.join(NOTATIONS)}") from None


def parse_hand(text: str, lang: str = "en") -> HandCards:
    """A hand written in the notation of `lang`."""
    return get_notation(lang).parse_hand(text)


def format_hand(hand: HandCards, lang: str = "en") -> str:
    """A hand written in the notation of `lang`."""
    return get_notation(lang).format_hand(hand)


def deal_from_hands(hands: list[str], lang: str = "en") -> Layout:
    """A layout from four hands written N, E, S, W (`-` for a hand not shown)."""
    if len(hands) != 4:
        raise BridgeError(f"expected four hands (N E S W), found {len(hands)}")
    notation = get_notation(lang)
    parsed = {
        seat: notation.parse_hand(text)
        for seat, text in zip(SEATS, hands, strict=True)
        if text.strip() != "-"
    }
    return Layout(kind=infer_kind(parsed), hands=parsed)


def parse_deal_text(text: str, lang: str = "en") -> Layout:
    """A deal given as a PBN string, or as four hands separated by `/` or new lines (N E S W)."""
    if is_pbn_deal(text):
        return parse_deal(text)
    parts = [p for p in text.replace("/", "\n").splitlines() if p.strip()]
    return deal_from_hands(parts, lang)


__all__ = [
    "LANGUAGES",
    "NOTATIONS",
    "Notation",
    "deal_from_hands",
    "format_hand",
    "get_notation",
    "parse_deal",
    "parse_deal_text",
    "parse_hand",
]
