"""The list a director reviews: the catalogue's entries the project wrote itself, by language.

An entry the project wrote itself is every translation without a `# source:` translator comment
(one following a published translation says which). Each comes with its English, where the code
uses it and the glossary concepts its words follow.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from .catalogue import DOMAINS, LOCALES, SOURCE, check_lang
from .check import catalogue_path, concepts, english, follows_source, forms, read


@dataclass(frozen=True)
class Entry:
    domain: str
    context: str | None
    english: list[str]
    translation: list[str]
    concepts: list[str]
    used_in: list[str]

    def as_json(self) -> dict[str, Any]:
        return asdict(self)


def entries(lang: str, locales: Path = LOCALES) -> list[Entry]:
    """The entries of `lang` the project wrote itself, in catalogue order."""
    if check_lang(lang) == SOURCE:
        return []
    found = []
    for domain in DOMAINS:
        for message in read(catalogue_path(locales, lang, domain), lang, domain):
            if message.id and not follows_source(message):
                found.append(
                    Entry(
                        domain,
                        message.context,
                        english(message),
                        forms(message),
                        concepts(message),
                        sorted({path for path, _ in message.locations}),
                    )
                )
    return found


def markdown(lang: str, found: list[Entry]) -> str:
    """The list as a director reads it: English, the translation, the glossary concepts."""
    lines = [f"# The interface's words in {lang}: the project's own, for a director's review", ""]
    lines += [
        f"{len(found)} entries. Each: the English, then the translation; the glossary concepts it follows.",
        "",
    ]
    for entry in found:
        context = f" ({entry.context})" if entry.context else ""
        lines.append(f"- {' / '.join(entry.english)}{context}")
        lines.append(f"  → {' / '.join(entry.translation)}")
        if entry.concepts:
            lines.append(f"  glossary: {', '.join(entry.concepts)}")
    return "\n".join(lines) + "\n"
