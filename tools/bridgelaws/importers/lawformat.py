"""What every law-text format shares: the edition, language and source of an import, and its files.

A law-text format reads its layout into a `LawBook` (`read(docs, book, result)`); this module decides
the edition (the command line, else what the documents print), the language (the command line, else
the format's, else the script of the documents) and the source (the command line, else one named for
the format, edition and language), then writes the files (`lawfiles.finish_laws`).
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from bridgelaws.model.problems import Problem
from bridgelaws.model.schema import LANGS

from .lawbook import LawBook
from .lawfiles import finish_laws
from .project import Project, source_record, taken_source
from .report import Document, ImportFailure, ImportResult, Options, fail

Reader = Callable[[list[Document], LawBook, ImportResult], object]

TITLES = {
    "en": "The Laws of Duplicate Bridge {edition}",
    "pl": "Międzynarodowe Prawo Brydżowe {edition} (przekład polski)",
    "el": "Οι Διεθνείς Κώδικες του Μπριτζ {edition} (ελληνική μετάφραση)",
    "ru": "Международные правила бриджа {edition} (русский перевод)",
}
_POLISH = set("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ")


def script_language(text: str) -> str | None:
    """The language a text's letters point to: Greek or Cyrillic letters, Polish diacritics, else English."""
    letters = Counter(
        "el" if "GREEK" in name else "ru" if "CYRILLIC" in name else "pl" if ch in _POLISH else "latin"
        for ch in text
        if ch.isalpha() and (name := unicodedata.name(ch, ""))
    )
    if not letters:
        return None
    if letters["el"] + letters["ru"] > letters["latin"] / 4:
        return "el" if letters["el"] >= letters["ru"] else "ru"
    return "pl" if letters["pl"] else "en"


@dataclass(frozen=True)
class LawFormat:
    """A format of law texts: `read` fills a LawBook from the documents."""

    name: str
    summary: str
    prefix: str  # names the default source: <prefix>-laws-<edition>-<lang>
    read: Reader
    lang: str | None = None  # the language of its documents, when the format implies one
    edition_of: Callable[[list[Document]], str | None] = lambda docs: None

    def run(self, docs: list[Document], options: Options, project: Project) -> ImportResult:
        first = docs[0]
        edition = options.edition or self.edition_of(docs)
        if edition is None:
            raise fail(first.path, 1, 1, "the documents do not say their edition: give --edition (e.g. 2017)")
        lang = options.lang or self.lang or script_language(" ".join(doc.text[:20000] for doc in docs))
        if lang not in LANGS:
            raise fail(
                first.path,
                1,
                1,
                f"cannot tell the language of the documents: give --lang ({', '.join(LANGS)})",
            )
        source = options.source or f"{self.prefix}-laws-{edition}-{lang}"
        if taken := taken_source(project, source, "law-text"):
            raise fail(first.path, 1, 1, taken)
        result = ImportResult()
        book = LawBook(result, edition, lang, project.index_laws(edition))
        self.read(docs, book, result)
        if not book.laws and not book.definitions:
            raise ImportFailure(
                [
                    Problem(first.path, 1, 1, f"no law found: not {self.name} ({self.summary})"),
                    *result.unplaced[:3],
                ]
            )
        names = ", ".join(doc.name for doc in docs[:3]) + (
            f" and {len(docs) - 3} more" if len(docs) > 3 else ""
        )
        record = source_record(
            source,
            "law-text",
            lang,
            edition,
            f"Imported with `bridgelaws import {self.name}` from {names}.",
            TITLES[lang].format(edition=edition),
        )
        if book.letters != "lookalike":
            record["section_letters"] = book.letters
        finish_laws(book, project, source, record)
        return result
