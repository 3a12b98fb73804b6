"""Stop words per language: function words that carry nothing for a search.

English and Russian come from whoosh's lists; Polish and Greek are written here (Greek without
accents, as the analyzer compares them after accent folding).
"""

from __future__ import annotations

from whoosh.lang.stopwords import stoplists

POLISH = frozenset(
    """
    a aby ale albo ani aż bez bo by być był była było były będzie będą czy dla do gdy gdyż go i ich
    im iż ja jak jako je jego jej jest jeszcze jeśli jeżeli już ją każdy kiedy kto która które
    którego której który których którym lub ma mają mu na nad nie niech nim o od oraz po pod
    przez przy się są ta tak także te tego tej ten to tu tych tylko tym też w we wszystkie z za
    ze że żeby
    """.split()
)

GREEK = frozenset(
    """
    ο η το οι τα του της των τον την τους τις ενα ενας μια μιας ενος και κι ειναι να θα δε δεν
    μη μην σε στο στη στην στον στα στις στους απο για με ως οτι που πως αν ομως αλλα ουτε
    αυτο αυτη αυτος αυτα αυτου αυτης αυτων αυτον αυτην ειτε οπως μετα προς κατα εαν οταν
    """.split()
)

STOPWORDS: dict[str, frozenset[str]] = {
    "en": frozenset(stoplists["en"]),
    "ru": frozenset(w.replace("ё", "е") for w in stoplists["ru"]),
    "pl": POLISH,
    "el": GREEK,
}
