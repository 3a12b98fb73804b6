"""The catalogues: one gettext `.po` file per language and domain, read with Babel.

`locales/<lang>/LC_MESSAGES/<domain>.po` holds a language's words; the message ids are the English
words (`locales/<domain>.pot`, extracted from the code by `pybabel extract`, see README.md), so
English needs no catalogue. Two domains, as Django keeps them: `messages` (Python and the Jinja
templates) and `js` (the scripts in the browser and the words a page's script puts in place).

A catalogue is read once per process and compiled in memory (`babel.messages.mofile.write_mo`) into
a `gettext.GNUTranslations`: plural forms come from the catalogue's `Plural-Forms` header (Babel's
CLDR rules: Polish and Russian have three forms), a fuzzy entry is not used (the English is shown,
and the tests fail on it).
"""

from __future__ import annotations

import gettext
import hashlib
from functools import cache
from io import BytesIO
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LOCALES = Path(__file__).parent / "locales"
SOURCE = "en"  # the language of the message ids
LANGS: tuple[str, ...] = ("en", "pl", "el", "ru")
DOMAINS: tuple[str, ...] = ("messages", "js")


class UnknownLanguage(ValueError):
    """A language the interface does not speak."""


def check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise UnknownLanguage(f"no interface words in {lang!r}: expected one of {', '.join(LANGS)}")
    return lang


def po_path(lang: str, domain: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / f"{domain}.po"


def pot_path(domain: str) -> Path:
    return LOCALES / f"{domain}.pot"


@cache
def catalog(lang: str, domain: str = "messages") -> Catalog:
    """The catalogue of `lang` as Babel reads it (for English: the template, every message
    untranslated)."""
    check_lang(lang)
    path = pot_path(domain) if lang == SOURCE else po_path(lang, domain)
    with path.open("rb") as handle:
        return read_po(handle, locale=lang, domain=domain)


@cache
def translations(lang: str, domain: str = "messages") -> gettext.NullTranslations:
    """`lang`'s words as Python's gettext uses them (English: the message ids themselves)."""
    if check_lang(lang) == SOURCE:
        return gettext.NullTranslations()
    buffer = BytesIO()
    write_mo(buffer, catalog(lang, domain))
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def version() -> str:
    """A digest of every catalogue: a page shows other words when it changes."""
    h = hashlib.sha256()
    for path in sorted(LOCALES.rglob("*.po*")):
        h.update(path.relative_to(LOCALES).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def reload() -> None:
    """Forget the catalogues read (they are read again when next asked for)."""
    catalog.cache_clear()
    translations.cache_clear()
