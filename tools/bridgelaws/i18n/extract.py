"""`make words`: the catalogues' templates extracted from the code, and every language's catalogue
updated from them (what `pybabel extract` and `pybabel update` do, with this room's two domains).

- `messages`: the Python of the package (`_`, `_n`, `_p`, `_np`, `N_`, `NP_`) and its Jinja templates
  (`_`, `_n`, `_p`, `_np`: Jinja's own extractor, `jinja2.ext.babel_extract`);
- `js`: the scripts under `site/assets/` (`_`, `_n`, `_p`, `_np`, as `BLWords` gives them) and the
  templates' `tx(msgid, …)`, `tx_text(msgid)` and `tx_attr(name, msgid)`.

A comment just above a message that starts with `glossary:` or `source:` goes into the catalogue
(`#. glossary: revoke`): the glossary concept or the source its words follow (the tests check the
translations against the glossary). Locations are kept without line numbers, so a moved line
changes no catalogue; a new or changed English message comes into each `.po` empty (or as a fuzzy
guess), which the tests refuse until it is translated.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from datetime import UTC, datetime
from io import BytesIO
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

from .catalogue import DOMAINS, LANGS, SOURCE, po_path, pot_path

PACKAGE = Path(__file__).resolve().parents[1]  # tools/bridgelaws
ROOT = PACKAGE.parents[1]
COMMENT_TAGS = ["glossary:", "source:"]
_CALLS: dict[str, Any] = {"_": None, "_n": (1, 2), "_p": ((1, "c"), 2), "_np": ((1, "c"), 2, 3)}
JINJA = "jinja2.ext:babel_extract"
WIDTH = 100


def _sources(domain: str) -> Iterable[tuple[Path, str, dict[str, Any]]]:
    """(file, extraction method, keywords) of the files a domain's messages come from."""
    templates = sorted(PACKAGE.rglob("templates/*.html"))
    if domain == "messages":
        for path in sorted(PACKAGE.rglob("*.py")):
            yield path, "python", _CALLS | {"N_": None, "NP_": ((1, "c"), 2)}
        for path in templates:
            yield path, JINJA, _CALLS
    else:
        for path in sorted(PACKAGE.rglob("assets/**/*.js")):
            yield path, "javascript", _CALLS
        for path in templates:
            yield path, JINJA, {"tx": None, "tx_text": None, "tx_attr": (2,)}


def _extract(path: Path, method: str, keywords: dict[str, Any]) -> Iterable[tuple[int, Any, list[str], Any]]:
    """(line, message, comments, context) of one file. Jinja's extractor drops a comment's tag, so a
    template is read once per tag and the tag put back (`glossary: revoke`)."""
    if method != JINJA:
        yield from extract_from_file(
            method, str(path), keywords=keywords, comment_tags=COMMENT_TAGS, strip_comment_tags=False
        )
        return
    runs = [
        list(extract_from_file(method, str(path), keywords=keywords, comment_tags=[tag]))
        for tag in COMMENT_TAGS
    ]
    for found in zip(*runs, strict=True):
        lineno, message, _, context = found[0]
        comments = [
            f"{tag} {comment}" for tag, run in zip(COMMENT_TAGS, found, strict=True) for comment in run[2]
        ]
        yield lineno, message, comments, context


def template(domain: str) -> Catalog:
    """The messages of `domain` as the code holds them now."""
    found = Catalog(project="bridgelaws", domain=domain, locale=SOURCE, fuzzy=False)
    _header(found, SOURCE, domain)
    for path, method, keywords in _sources(domain):
        where = path.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in _extract(path, method, keywords):
            first = message if isinstance(message, str) else message[0]
            flags = ("python-brace-format",) if "{" in first else ()
            found.add(
                message, locations=[(where, lineno)], auto_comments=comments, context=context, flags=flags
            )
    return found


NAMES = {"en": "English", "pl": "Polish", "el": "Greek", "ru": "Russian"}


def _header(catalog: Catalog, lang: str, domain: str) -> None:
    """The catalogue's header: what it is, and who writes it."""
    what = "Python code and templates" if domain == "messages" else "the scripts in the browser"
    catalog.header_comment = (
        f"# bridgelaws: the interface's words in {NAMES[lang]} ({domain}: {what}).\n"
        "# The message ids are the English words; see tools/bridgelaws/i18n/README.md."
    )
    catalog.project, catalog.version, catalog.msgid_bugs_address = "bridgelaws", "1", ""
    catalog.last_translator = "the bridgelaws project (for a director's review: bridgelaws words review)"
    catalog.language_team = NAMES[lang]
    catalog.revision_date = datetime.now(UTC)


def _text(catalog: Catalog, **options: Any) -> bytes:
    buffer = BytesIO()
    write_po(buffer, catalog, width=WIDTH, include_lineno=False, ignore_obsolete=True, **options)
    return buffer.getvalue()


def _body(text: bytes) -> bytes:
    """A catalogue without its header (whose dates change at every run)."""
    return text.split(b"\n\n", 1)[-1]


def _write(path: Path, text: bytes) -> bool:
    """Write `text` unless the file holds the same messages (its header's dates aside)."""
    if path.is_file() and _body(path.read_bytes()) == _body(text):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text)
    return True


def update() -> list[Path]:
    """Extract every domain and update every language; the files that changed."""
    changed = []
    for domain in DOMAINS:
        made = template(domain)
        if _write(pot_path(domain), _text(made, omit_header=False)):
            changed.append(pot_path(domain))
        for lang in LANGS:
            if lang == SOURCE:
                continue
            path = po_path(lang, domain)
            if path.is_file():
                with path.open("rb") as handle:
                    catalog = read_po(handle, locale=lang, domain=domain)
            else:
                catalog = Catalog(locale=lang, domain=domain, project="bridgelaws", fuzzy=False)
                _header(catalog, lang, domain)
            catalog.update(made, update_header_comment=False)
            if _write(path, _text(catalog)):
                changed.append(path)
    return changed


def main() -> None:
    for path in update():
        print(f"updated {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
    sys.exit(0)
