"""Greek calls: πάσο / κοντρ / σιρκοντρ, ΧΑ (χωρίς ατού; the look-alike ΝΤ too), seats Β Α Ν Δ.

Greek texts print cards with English letters, so ranks are read as in English (10 for the ten).
"""

from .base import Notation

GREEK = Notation(
    code="el",
    honours={"A": "A", "K": "K", "Q": "Q", "J": "J"},
    ten="10",
    passes=("πάσο",),
    doubles=("κοντρ", "κόντρα"),
    redoubles=("σιρκοντρ", "ρεκοντρ"),
    notrumps=("ΧΑ", "ΝΤ"),
    all_pass=("όλοι πάσο",),
    seats={"N": "Β", "E": "Α", "S": "Ν", "W": "Δ"},
    also_reads={"T": "T"},
)
