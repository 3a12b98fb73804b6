"""Russian notation: Т К Д В 10 (туз, король, дама, валет), БК (без козыря), пас / контра / реконтра.

Latin A K Q J are read too (Russian texts often print them); a Latin T is not, since in
Russian the Cyrillic Т is the ace: the ten is written 10. Seats С В Ю З.
"""

from .base import Notation

RUSSIAN = Notation(
    code="ru",
    honours={"A": "Т", "K": "К", "Q": "Д", "J": "В"},
    ten="10",
    passes=("пас",),
    doubles=("контра",),
    redoubles=("реконтра",),
    notrumps=("БК",),
    all_pass=("все пас", "все пасуют"),
    seats={"N": "С", "E": "В", "S": "Ю", "W": "З"},
    also_reads={"A": "A", "K": "K", "Q": "Q", "J": "J"},
)
