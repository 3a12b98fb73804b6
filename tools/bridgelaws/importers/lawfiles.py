"""The files of the laws a `LawBook` has read: the law texts, the definitions, the source record and the
edition's index (titles and outlines added), with the counts and the warnings of sections the texts lack."""

from __future__ import annotations

from typing import Any

from bridgelaws.refs import find_references

from .emit import dump_yaml
from .indexfile import IndexedLaw, new_index, update_index
from .lawbook import LawBook
from .lawunits import Law, escape_marks
from .project import Project, source_file


def finish_laws(book: LawBook, project: Project, source: str, record: dict[str, Any] | None) -> None:
    """The files of the laws a book holds: law texts, definitions, the source record, the edition's
    index (titles and outlines added); counts and the index's sections the texts lack."""
    result = book.result
    book.missing()
    count(book)
    outline_check(book, project.outlines(book.edition))
    result.files.update(law_files(book, source))
    if record is not None:
        result.files.update(source_file(project, record, result))
    laws = [
        IndexedLaw(law.number, law.title, tuple(unit.id for unit in law.units()))
        for law in book.laws.values()
    ]
    if not laws:
        return
    path = f"laws/{book.edition}/index.yaml"
    text = project.read(path)
    if text is None:
        result.files[path] = new_index(book.edition, book.lang, laws, source)
        return
    updated, left = update_index(text, book.lang, laws, source)
    for line, message in left:
        result.warn(path, line, 1, message)
    result.files[path] = updated


def law_data(book: LawBook, law: Law, source: str) -> dict[str, Any]:
    data: dict[str, Any] = {
        "edition": book.edition,
        "lang": book.lang,
        "law": law.number,
        "title": law.title,
        "source": source,
    }
    if law.preamble:
        data["text"] = "\n\n".join(escape_marks(p) for p in law.preamble)
    data["sections"] = [section.as_data() for section in law.sections]
    if law.footnotes:
        data["footnotes"] = law.footnotes
    return data


def law_files(book: LawBook, source: str) -> dict[str, str]:
    """`laws/<edition>/<lang>/law-N.yaml` for every law read, and the definitions when there are."""
    files = {
        f"laws/{book.edition}/{book.lang}/law-{n}.yaml": dump_yaml(law_data(book, law, source), "law-text", 3)
        for n, law in sorted(book.laws.items())
    }
    if book.definitions:
        terms = []
        for d in book.definitions:
            entry: dict[str, Any] = {
                "term": d.term,
                "text": "\n\n".join(escape_marks(p) for p in d.paragraphs),
            }
            if d.footnotes:
                entry["footnotes"] = d.footnotes
            terms.append(entry)
        data = {"edition": book.edition, "lang": book.lang, "source": source, "terms": terms}
        files[f"laws/{book.edition}/{book.lang}/definitions.yaml"] = dump_yaml(data, "definitions", 3)
    return files


def count(book: LawBook) -> None:
    """Laws, sections (every unit), footnotes, definitions and the law references in all texts."""
    counts = book.result.counts
    texts: list[str] = []
    for law in book.laws.values():
        counts["laws"] += 1
        texts += [law.title, *law.preamble, *(f["text"] for f in law.footnotes)]
        counts["footnotes"] += len(law.footnotes)
        for unit in law.units():
            counts["sections"] += 1
            counts["footnotes"] += len(unit.footnotes)
            texts += [unit.words(), *(f["text"] for f in unit.footnotes)]
    for d in book.definitions:
        counts["definitions"] += 1
        counts["footnotes"] += len(d.footnotes)
        texts += [*d.paragraphs, *(f["text"] for f in d.footnotes)]
    counts["refs"] += sum(
        1
        for text in texts
        for ref in find_references(text, book.lang, edition=book.edition)
        if ref.kind == "law"
    )


def outline_check(book: LawBook, outlines: dict[int, list[str]]) -> None:
    """Warn of every section a complete index lists for a law that its text lacks (a missing item)."""
    for number, law in sorted(book.laws.items()):
        have = {unit.id for unit in law.units()}
        lacking = [s for s in outlines.get(number, []) if s not in have]
        if lacking:
            book.warn(
                law.at,
                f"Law {number}: the {book.edition} index lists {', '.join(lacking)}, "
                "which this text lacks (a missing item?)",
                law.path,
            )
