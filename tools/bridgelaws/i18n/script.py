"""The words of the scripts in the browser, as data made from the `js` catalogue at build time.

`words.js` (the runtime, `BLWords`) looks words up; `script(lang)` is the file of one language,
`assets/bridgelaws/words/<lang>.js`: its plural rule (the catalogue's `Plural-Forms`) and its
translations by message id (`context\\u0004msgid` for a message with a context), a list of forms
for a message with a plural. English needs no translations: the ids are its words.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from .catalogue import SOURCE, catalog, check_lang

RUNTIME = Path(__file__).parent / "words.js"
_PLURAL = re.compile(r"^[n\d\s%=!<>&|?:()+\-*/]+$")  # the C expression of a Plural-Forms header


def messages(lang: str) -> dict[str, str | list[str]]:
    """The translated messages of `lang`'s `js` catalogue (fuzzy and empty ones left out)."""
    found: dict[str, str | list[str]] = {}
    if check_lang(lang) == SOURCE:
        return found
    for message in catalog(lang, "js"):
        if not message.id or message.fuzzy:
            continue
        msgid = message.id[0] if isinstance(message.id, tuple) else message.id
        key = f"{message.context}\u0004{msgid}" if message.context else msgid
        if isinstance(message.string, tuple):
            if all(message.string):
                found[key] = list(message.string)
        elif message.string:
            found[key] = message.string
    return dict(sorted(found.items()))


def script(lang: str) -> str:
    """`BLWords.add("pl", function (n) { … }, {…});`: the file a page loads for `lang`."""
    expression = catalog(lang, "js").plural_expr
    if not _PLURAL.match(expression):
        raise ValueError(f"{lang}: the catalogue's plural rule is not a plain expression: {expression!r}")
    data = json.dumps(messages(lang), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return f'BLWords.add("{lang}", function (n) {{ return +({expression}); }}, {data});\n'
