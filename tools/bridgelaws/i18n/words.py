"""A language's words, for Python code and for one render of a template.

Message ids are the English words; `{name}` marks a value filled in (one placeholder style for
Python, templates and scripts). The names the extraction knows (see README.md):

- `_(msgid, **values)`: a text;
- `_n(singular, plural, n, **values)`: a text with a number, in its plural form (`{n}` is `n`);
- `_p(context, msgid, **values)`: a text whose English is ambiguous (`_p("seat", "N")`);
- `_np(context, singular, plural, n, **values)`;
- `N_(msgid)` and `NP_(context, msgid)` mark a text to translate later (a constant; `w.table(…)`
  translates a dict of `NP_` marks), `tx(msgid, tag)` a word a page's script puts in place when the
  reader switches language (`js` domain).
"""

from __future__ import annotations

import datetime
import re
from functools import cache
from typing import Any

from babel import Locale
from babel.dates import format_date, format_skeleton
from babel.numbers import get_decimal_symbol
from markupsafe import Markup, escape

from .catalogue import check_lang, translations

_DATE_LOCALES = {"en": "en_GB"}  # the project writes British English: 16 March 2019
_PARTIAL_DATE = re.compile(r"^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$")


def N_(msgid: str) -> str:
    """Marks `msgid` for the catalogue without translating it (translate it later with `_`)."""
    return msgid


def NP_(context: str, msgid: str) -> tuple[str, str]:
    """Marks a message with a context for the catalogue (translate it later with `_p(*marked)`)."""
    return context, msgid


def _fill(text: str, values: dict[str, Any]) -> str:
    return text.format_map(values)


class Words:
    """The interface's words in one language (`words(lang)`)."""

    def __init__(self, lang: str, domain: str = "messages"):
        self.lang = check_lang(lang)
        self.domain = domain
        self._t = translations(lang, domain)

    # --- plain text ---------------------------------------------------------------------------

    def _(self, msgid: str, /, **values: Any) -> str:
        return _fill(self._t.gettext(msgid), values)

    def _n(self, singular: str, plural: str, n: int, /, **values: Any) -> str:
        return _fill(self._t.ngettext(singular, plural, n), {"n": n, **values})

    def _p(self, context: str, msgid: str, /, **values: Any) -> str:
        return _fill(self._t.pgettext(context, msgid), values)

    def _np(self, context: str, singular: str, plural: str, n: int, /, **values: Any) -> str:
        return _fill(self._t.npgettext(context, singular, plural, n), {"n": n, **values})

    def table(self, marked: dict[str, tuple[str, str]]) -> dict[str, str]:
        """A table of messages marked with `NP_`, each translated: `{"N": "Север", …}`."""
        return {name: self._p(*message) for name, message in marked.items()}

    # --- numbers and dates --------------------------------------------------------------------

    def decimal(self, text: str) -> str:
        """Decimal points in `text` as the language writes them: `212.5` → Polish `212,5`."""
        mark = get_decimal_symbol(self.lang)
        return text if mark == "." else re.sub(r"(?<=\d)\.(?=\d)", mark, text)

    def date(self, value: datetime.date | str) -> str:
        """A date as the language writes it (`16 marca 2019`); a partial ISO date (`2019`,
        `2019-03`) as far as it goes (`marzec 2019`); anything else as it is."""
        locale = _DATE_LOCALES.get(self.lang, self.lang)
        if isinstance(value, datetime.date):
            return format_date(value, "long", locale=locale)
        match = _PARTIAL_DATE.match(value.strip())
        if not match:
            return value
        year, month, day = match.groups()
        try:
            if day:
                return format_date(datetime.date(int(year), int(month), int(day)), "long", locale=locale)
            if month:
                return format_skeleton("yMMMM", datetime.date(int(year), int(month), 1), locale=locale)
        except ValueError:
            return value
        return year

    def language_name(self, code: str) -> str:
        """The name of the language `code` in this language (Babel's CLDR data): `grecki`, `Greek`."""
        return Locale.parse(code).get_language_name(self.lang) or code

    # --- templates ----------------------------------------------------------------------------

    @property
    def jinja(self) -> dict[str, Any]:
        """What a template needs to speak this language, for one render: `_`, `_n`, `_p`, `_np`
        (each returns escaped HTML, a value given as Markup kept as it is), `tx` and `tx_attr` (words a
        page's script switches, from the `js` domain), `format_date`, `language_name` and `lang`."""
        return _jinja(self.lang, self.domain)


def _markup(text: str, values: dict[str, Any]) -> Markup:
    return escape(text).format_map({k: v if isinstance(v, Markup) else escape(v) for k, v in values.items()})


@cache
def _jinja(lang: str, domain: str) -> dict[str, Any]:
    t = translations(lang, domain)
    js = words(lang, "js")

    def _(msgid: str, /, **values: Any) -> Markup:
        return _markup(t.gettext(msgid), values)

    def _n(singular: str, plural: str, n: int, /, **values: Any) -> Markup:
        return _markup(t.ngettext(singular, plural, n), {"n": n, **values})

    def _p(context: str, msgid: str, /, **values: Any) -> Markup:
        return _markup(t.pgettext(context, msgid), values)

    def _np(context: str, singular: str, plural: str, n: int, /, **values: Any) -> Markup:
        return _markup(t.npgettext(context, singular, plural, n), {"n": n, **values})

    def tx(msgid: str, tag: str = "span", /, **attrs: Any) -> Markup:
        """`<tag data-t="msgid" …>the words</tag>`: the words in this language, switched by the script."""
        attributes = Markup("").join(
            Markup(' {}="{}"').format(name.rstrip("_").replace("_", "-"), value)
            for name, value in attrs.items()
        )
        return Markup('<{0} data-t="{1}"{2}>{3}</{0}>').format(Markup(tag), msgid, attributes, js._(msgid))

    def tx_text(msgid: str, /) -> Markup:
        """The words of `msgid` alone (where the script switches them by a `data-t` put elsewhere)."""
        return escape(js._(msgid))

    def tx_attr(name: str, msgid: str, /) -> Markup:
        """` name="the words" data-t-name="msgid"`: an attribute the script switches."""
        return Markup(' {0}="{1}" data-t-{0}="{2}"').format(Markup(name), js._(msgid), msgid)

    return {
        "_": _,
        "_n": _n,
        "_p": _p,
        "_np": _np,
        "tx": tx,
        "tx_attr": tx_attr,
        "tx_text": tx_text,
        "format_date": words(lang).date,
        "language_name": words(lang).language_name,
        "lang": lang,
    }


@cache
def words(lang: str, domain: str = "messages") -> Words:
    """The interface's words in `lang` (one of `LANGS`)."""
    return Words(lang, domain)
