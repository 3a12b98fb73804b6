"""The catalogues' problems, each at its file and line: a message of the code missing from a
language's catalogue or no longer in the code, a translation empty, fuzzy, with other `{placeholders}`
than its English or with markup its English has not, and a message of both domains translated two
ways. The glossary comments (`#. glossary: revoke`) are read here; the glossary itself is checked
against them by the tests and `bridgelaws words check`, which know the knowledge base.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from .catalogue import DOMAINS, LANGS, LOCALES, SOURCE

PLACEHOLDER = re.compile(r"\{(\w*)\}")
_MARKUP = re.compile(r"[<>]")
GLOSSARY = "glossary:"
SOURCE_NOTE = "source:"


@dataclass(frozen=True)
class Problem:
    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


def read(path: Path, lang: str, domain: str) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=lang, domain=domain)


def catalogue_path(locales: Path, lang: str, domain: str) -> Path:
    return locales / (f"{domain}.pot" if lang == SOURCE else f"{lang}/LC_MESSAGES/{domain}.po")


def key(message: Message) -> tuple[str | None, str]:
    """(context, id) of a message (the singular of a plural one)."""
    msgid = message.id[0] if isinstance(message.id, tuple) else message.id
    return message.context, msgid


def forms(message: Message) -> list[str]:
    """The translation's forms (one, or one per plural form)."""
    return list(message.string) if isinstance(message.string, tuple) else [message.string or ""]


def english(message: Message) -> list[str]:
    return list(message.id) if isinstance(message.id, tuple) else [message.id]


def concepts(message: Message) -> list[str]:
    """The glossary concepts a message's comment names (`glossary: revoke, offending-side`)."""
    found = []
    for comment in message.auto_comments:
        if comment.startswith(GLOSSARY):
            found += [c.strip() for c in comment[len(GLOSSARY) :].split(",") if c.strip()]
    return found


def follows_source(message: Message) -> bool:
    """Whether a translator comment says which source the translation follows."""
    return any(comment.startswith(SOURCE_NOTE) for comment in message.user_comments)


def _where(path: Path, locales: Path) -> str:
    try:
        return path.relative_to(locales.parents[3]).as_posix()
    except ValueError:
        return path.as_posix()


def problems(locales: Path = LOCALES) -> list[Problem]:
    """Every problem of the catalogues under `locales`."""
    found: list[Problem] = []
    for domain in DOMAINS:
        template_path = catalogue_path(locales, SOURCE, domain)
        template = read(template_path, SOURCE, domain)
        wanted = {key(m): m for m in template if m.id}
        for lang in LANGS:
            if lang == SOURCE:
                continue
            path = catalogue_path(locales, lang, domain)
            where = _where(path, locales)
            if not path.is_file():
                found.append(Problem(where, 0, f"no {domain} catalogue for {lang}: run `make words`"))
                continue
            catalog = read(path, lang, domain)
            held = {key(m): m for m in catalog if m.id}
            for missing in wanted.keys() - held.keys():
                found.append(Problem(where, 0, f"{missing[1]!r} is not in the catalogue: run `make words`"))
            for stale in held.keys() - wanted.keys():
                found.append(Problem(where, held[stale].lineno, f"{stale[1]!r} is no longer in the code"))
            for message in held.values():
                found += [
                    Problem(where, message.lineno, text) for text in _message_problems(message, catalog)
                ]
    return found + _two_ways(locales)


def _message_problems(message: Message, catalog: Catalog) -> list[str]:
    label = repr(key(message)[1])
    out = []
    texts = forms(message)
    if message.fuzzy:
        out.append(f"{label} is fuzzy: check the translation and remove the flag")
    if not all(text.strip() for text in texts) or (
        isinstance(message.id, tuple) and len(texts) != catalog.num_plurals
    ):
        out.append(f"{label} is not translated (every plural form)")
        return out
    ids = {name for text in english(message) for name in PLACEHOLDER.findall(text)}
    for text in texts:
        if set(PLACEHOLDER.findall(text)) != ids:
            out.append(
                f"{label}: the translation has {sorted(set(PLACEHOLDER.findall(text)))}, not {sorted(ids)}"
            )
        if _MARKUP.search(text) and not any(_MARKUP.search(e) for e in english(message)):
            out.append(f"{label}: the translation holds markup ('<' or '>')")
    return out


def _two_ways(locales: Path) -> list[Problem]:
    """A message in both domains must read the same in both."""
    out = []
    for lang in LANGS:
        if lang == SOURCE:
            continue
        paths = {domain: catalogue_path(locales, lang, domain) for domain in DOMAINS}
        if not all(path.is_file() for path in paths.values()):
            continue
        first, second = (
            {key(m): (forms(m), m.lineno) for m in read(paths[d], lang, d) if m.id} for d in DOMAINS
        )
        for shared in first.keys() & second.keys():
            if first[shared][0] != second[shared][0]:
                out.append(
                    Problem(
                        _where(paths[DOMAINS[1]], locales),
                        second[shared][1],
                        f"{shared[1]!r} reads {second[shared][0]} here "
                        f"but {first[shared][0]} in {DOMAINS[0]}.po",
                    )
                )
    return out


def _fold(text: str) -> str:
    """Text as the glossary check compares it: case, ё/е and the final sigma folded."""
    return unicodedata.normalize("NFC", text).casefold().replace("ё", "е").replace("ς", "σ")


def uses_term(text: str, terms: list[str]) -> bool:
    """Whether `text` holds one of `terms` as whole words."""
    folded = _fold(PLACEHOLDER.sub(" ", text))
    return any(re.search(rf"(?<!\w){re.escape(_fold(term))}(?!\w)", folded) for term in terms)


def glossary_problems(glossary: dict[str, dict[str, list[str]]], locales: Path = LOCALES) -> list[Problem]:
    """An entry whose comment names a glossary concept uses one of that concept's terms, in its
    English and in every translation (`glossary`: concept id → language → terms)."""
    found = []
    for domain in DOMAINS:
        for lang in LANGS:
            path = catalogue_path(locales, lang, domain)
            where = _where(path, locales)
            for message in read(path, lang, domain):
                for concept in concepts(message):
                    label = repr(key(message)[1])
                    if concept not in glossary:
                        found.append(
                            Problem(where, message.lineno, f"{label}: no glossary concept {concept!r}")
                        )
                        continue
                    terms = glossary[concept].get(lang, [])
                    texts = english(message) if lang == SOURCE else forms(message)
                    for text in texts:
                        if text and not uses_term(text, terms):
                            found.append(
                                Problem(
                                    where,
                                    message.lineno,
                                    f"{label}: {text!r} uses none of the glossary's {lang} terms for "
                                    f"{concept!r} ({', '.join(terms) or 'none'})",
                                )
                            )
    return found
