"""The words of the table in every language of the interface: contracts with suit symbols, notrump,
seats, sides, suits and vulnerability, from the catalogue (the drills, the calculators, the deal
diagrams and auctions of the site and the books all write them so)."""

from __future__ import annotations

import re

from .words import NP_, Words, words

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_CONTRACT = re.compile(r"\b([1-7])(NT|[SHDC])(XX|X)?(?=[\s=+\-:;,.)]|$)")
_MINUS = re.compile(r"(?<![\d/])-(?=\d)")

__all__ = [
    "SUIT_SYMBOLS",
    "denomination",
    "doubling",
    "notrump",
    "seat_letters",
    "seat_names",
    "side_name",
    "signed",
    "state",
    "symbols",
    "vulnerability_names",
]


def notrump(lang: str) -> str:
    """Notrump as `lang` writes it in a contract: `NT`, Polish `BA`, Greek `ΧΑ`, Russian `БК`."""
    # glossary: notrump
    return words(lang)._p("strain", "NT")


def symbols(text: str, lang: str = "en") -> str:
    """Contracts and bids written with suit symbols (`4SX=` → `4♠X=`), notrump as `lang` writes it
    (`3NT`, Polish `3BA`), and minus signs as minus signs (`−200`)."""
    nt = notrump(lang)
    text = _CONTRACT.sub(
        lambda m: m.group(1) + (SUIT_SYMBOLS.get(m.group(2)) or nt) + (m.group(3) or ""), text
    )
    return _MINUS.sub("−", text)


def denomination(strain: str, lang: str = "en") -> str:
    """A strain as a symbol (`♥`), notrump as `lang` writes it."""
    return SUIT_SYMBOLS.get(strain) or notrump(lang)


def signed(points: int) -> str:
    """`+620`, `−100`, `0`."""
    return f"{points:+d}".replace("-", "−") if points else "0"


SEATS = {
    "N": NP_("seat", "North"),
    "E": NP_("seat", "East"),
    "S": NP_("seat", "South"),
    "W": NP_("seat", "West"),
}
LETTERS = {
    "N": NP_("seat letter", "N"),
    "E": NP_("seat letter", "E"),
    "S": NP_("seat letter", "S"),
    "W": NP_("seat letter", "W"),
}
SUITS = {
    "S": NP_("suit", "spades"),
    "H": NP_("suit", "hearts"),
    "D": NP_("suit", "diamonds"),
    "C": NP_("suit", "clubs"),
}
VULNERABILITIES = {
    "none": NP_("vulnerability, on a diagram", "None"),
    "ns": NP_("vulnerability, on a diagram", "N/S"),
    "ew": NP_("vulnerability, on a diagram", "E/W"),
    "all": NP_("vulnerability, on a diagram", "All"),
}
DOUBLING = {
    "undoubled": NP_("contract", "undoubled"),
    # glossary: double
    "doubled": NP_("contract", "doubled"),
    # glossary: redouble
    "redoubled": NP_("contract", "redoubled"),
}


def seat_names(w: Words) -> dict[str, str]:
    """The seats by letter as a sentence names them (Polish directors write the letters)."""
    return w.table(SEATS)


def seat_letters(w: Words) -> dict[str, str]:
    """The seats' letters as the language writes them on a diagram (`N`, Greek `Β`, Russian `С`)."""
    return w.table(LETTERS)


def side_name(w: Words, side: str) -> str:
    """`NS` or `EW` as the language writes a pair of seats (`N/S`, `NS`, `Β/Ν`, `С–Ю`)."""
    return w._p("side", "N/S") if side == "NS" else w._p("side", "E/W")


def vulnerability_names(w: Words) -> dict[str, str]:
    """The four vulnerabilities of a board, as words inside a sentence."""
    return {
        "none": w._("neither side vulnerable"),
        "ns": w._("N/S vulnerable"),
        "ew": w._("E/W vulnerable"),
        "all": w._("both sides vulnerable"),
    }


def state(w: Words, vulnerable: bool) -> str:
    """A side's vulnerability in a sentence: `vulnerable`, Polish `po partii`."""
    return w._p("side's state", "vulnerable") if vulnerable else w._p("side's state", "not vulnerable")


def doubling(w: Words, name: str) -> str:
    """`undoubled`, `doubled`, `redoubled` in a line of the working (Polish `bez kontry` …)."""
    return w._p(*DOUBLING[name])


def suit_names(w: Words) -> dict[str, str]:
    """The suits by letter, as a tooltip names them."""
    return w.table(SUITS)


def vulnerability_short(w: Words) -> dict[str, str]:
    """The four vulnerabilities as a deal diagram shows them after "Vul" (`None`, `N/S` …)."""
    return w.table(VULNERABILITIES)
