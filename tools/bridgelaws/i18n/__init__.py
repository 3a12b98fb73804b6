"""The interface's words: one gettext catalogue per language (`locales/`), read with Babel.

    from bridgelaws.i18n import words
    w = words("pl")
    w._("Referred to by")                      # "Odwołują się do tego"
    w._n("{n} trick", "{n} tricks", 5)         # "5 lew"
    w._p("seat", "N")                          # "N"
    w.date(date(2019, 3, 16))                  # "16 marca 2019"
    template.render(**w.jinja, …)              # `_`, `_n`, `_p`, `tx` … for one render

The room sits below `site/`, `books/` and `study/` (which read it) and knows none of them. See
README.md for the catalogue's workflow and why gettext.
"""

from __future__ import annotations

from . import catalogue
from .catalogue import DOMAINS, LANGS, SOURCE, UnknownLanguage, check_lang, version
from .words import N_, NP_, Words, _jinja, words

__all__ = [
    "DOMAINS",
    "LANGS",
    "N_",
    "NP_",
    "SOURCE",
    "UnknownLanguage",
    "Words",
    "check_lang",
    "reload",
    "version",
    "words",
]


def reload() -> None:
    """Read the catalogues again (after they changed under a running server)."""
    catalogue.reload()
    words.cache_clear()
    _jinja.cache_clear()
