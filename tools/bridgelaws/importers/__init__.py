"""Importers: documents in a known format turned into the project's YAML.

A format (`FORMATS`) reads any number of documents of one layout: law texts (`pzbs-pages`,
`wbf-pdf-text`, `dokuwiki`, `pdf-text`) or a commentary written in Markdown (`markdown`). The five
seed documents of `content/originals/` are documents of these formats (`SEEDS`, by file name): each
has a seed module that adds what its document does not say (its source record, the commentary it
carries besides a law). `run_import` returns the files; `bridgelaws import` writes them.

What every format shares is in one place, each format a layer on top: `report` (the result, located
failures), `located` (places, raw HTML and unsafe links warned of where they stand), `project` (what
an import reads of the project), `lawbook` with `lawunits` and `lawfiles` (law texts built, numbered
and written, for `lawformat`'s formats), `commentary` (units, examples and their files, the bridge
words of diagrams, for the Markdown format and the commentary seeds).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from . import (
    dokuwiki,
    hellenic_wiki,
    lawchanges,
    lawpage,
    markdown,
    pdf_text,
    pzbs_pages,
    ru_commentary,
    slides,
    wbf_pdf_text,
)
from .lawformat import LawFormat
from .project import Project
from .report import Document, ImportFailure, ImportResult, Options, counted, fail


class Format(Protocol):
    name: str
    summary: str

    def run(self, docs: list[Document], options: Options, project: Project) -> ImportResult: ...


@dataclass(frozen=True)
class Seed:
    """A seed document: its format, and the module that imports it. A module makes the seed's files
    either from its text alone (`seed_files(text)`, counted here) or with the project (`import_seed`)."""

    name: str
    format: str
    module: Any

    def run(self, doc: Document, project: Project) -> ImportResult:
        if hasattr(self.module, "seed_files"):
            return counted(self.module.seed_files(doc.text))
        return self.module.import_seed(doc, project)


FORMATS: dict[str, Format] = {
    f.name: f
    for f in (
        LawFormat(pzbs_pages.NAME, pzbs_pages.SUMMARY, "pzbs", pzbs_pages.read, lang="pl"),
        LawFormat(
            wbf_pdf_text.NAME, wbf_pdf_text.SUMMARY, "wbf", wbf_pdf_text.read, "en", wbf_pdf_text.edition_of
        ),
        LawFormat(dokuwiki.NAME, dokuwiki.SUMMARY, "wiki", dokuwiki.read),
        LawFormat(pdf_text.NAME, pdf_text.SUMMARY, "pdf", pdf_text.read),
        markdown.FORMAT,
    )
}
SEEDS: dict[str, Seed] = {
    m.SEED: Seed(m.SEED, m.FORMAT, m) for m in (slides, hellenic_wiki, lawpage, ru_commentary, lawchanges)
}


def run_import(name: str, docs: list[Document], options: Options, project: Project) -> ImportResult:
    """Import `docs` as format `name`: the seeds among them by their seed modules, the rest together."""
    if name not in FORMATS:
        raise ValueError(f"unknown format '{name}' (known: {', '.join(FORMATS)})")
    result = ImportResult()
    others = []
    for doc in docs:
        seed = SEEDS.get(doc.name)
        if seed is None:
            others.append(doc)
        elif seed.format != name:
            raise fail(doc.path, 1, 1, f"the seed {doc.name} is a {seed.format} document, not {name}")
        else:
            result.merge(seed.run(doc, project))
    if others:
        result.merge(FORMATS[name].run(others, options, project))
    return result


__all__ = [
    "FORMATS",
    "SEEDS",
    "Document",
    "ImportFailure",
    "ImportResult",
    "Options",
    "Project",
    "run_import",
]
