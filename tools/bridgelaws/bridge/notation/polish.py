"""Polish notation: A K D W 10 (dama, walet), BA (bez atu), pas / kontra / rekontra.

Suits are written with symbols only: D is the queen, so letters cannot mark suits.
"""

from .base import Notation

POLISH = Notation(
    code="pl",
    honours={"A": "A", "K": "K", "Q": "D", "J": "W"},
    ten="10",
    passes=("pas",),
    doubles=("kontra", "ktr"),
    redoubles=("rekontra", "rktr"),
    notrumps=("BA",),
    all_pass=("wszyscy pas",),
    seats={"N": "N", "E": "E", "S": "S", "W": "W"},
    suit_letters=False,
    also_reads={"T": "T"},
)
