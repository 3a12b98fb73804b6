"""English notation: A K Q J T (or 10), NT, Pass / X / XX, seats N E S W."""

from .base import Notation

ENGLISH = Notation(
    code="en",
    honours={"A": "A", "K": "K", "Q": "Q", "J": "J"},
    ten="T",
    passes=("Pass", "P", "No bid"),
    doubles=("X", "Dbl", "Double", "D"),
    redoubles=("XX", "Rdbl", "Redouble", "R"),
    notrumps=("NT", "N"),
    all_pass=("All Pass", "AP"),
    seats={"N": "N", "E": "E", "S": "S", "W": "W"},
)
