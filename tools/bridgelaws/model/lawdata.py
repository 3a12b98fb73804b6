"""The law data beside the law indexes: amendments, the project's own dated changes, chapters and the
addresses of the official texts — read with the other files and checked against the indexes.

`laws/<edition>/amendments.yaml` holds an edition's amendments, `laws/changes.yaml` the changes the
project made to its law data; chapters are in each index, link patterns in each source.
"""

from __future__ import annotations

from pathlib import Path

from . import schema as s
from .entries import AmendmentEntry, LawDataChangeEntry
from .kb import KnowledgeBase
from .reader import Reader

AMENDMENTS = "amendments.yaml"  # in an edition's folder, beside index.yaml
CHANGES = "changes.yaml"  # in laws/


def read_amendments(reader: Reader, folder: Path, edition: str) -> list[AmendmentEntry]:
    """The amendments of the edition in `folder`, if it has a file of them."""
    path = folder / AMENDMENTS
    if not path.is_file():
        return []
    record, doc = reader.read(path, s.Amendments)
    if record is None or doc is None:
        return []
    if record.edition != edition:
        reader.complain(doc, ("edition",), f"edition '{record.edition}' in the folder of edition {edition}")
    entries, seen = [], set()
    for i, amendment in enumerate(record.amendments):
        if amendment.id in seen:
            reader.complain(doc, ("amendments", i, "id"), f"amendment '{amendment.id}' listed twice")
        seen.add(amendment.id)
        entries.append(AmendmentEntry(edition, amendment, reader.located(doc, ("amendments", i))))
    return entries


def read_changes(reader: Reader, laws: Path) -> list[LawDataChangeEntry]:
    """The project's dated changes to its law data (`laws/changes.yaml`), if it has any."""
    path = laws / CHANGES
    if not path.is_file():
        return []
    record, doc = reader.read(path, s.LawDataChanges)
    if record is None or doc is None:
        return []
    return [
        LawDataChangeEntry(change, reader.located(doc, ("changes", i)))
        for i, change in enumerate(record.changes)
    ]


def check_law_data(reader: Reader, kb: KnowledgeBase) -> None:
    """Every chapter, amendment, change and link pattern must fit the indexes and name known sources."""
    for edition, index in kb.indexes.items():
        doc = reader.documents.get(f"laws/{edition}/index.yaml")
        if doc is not None:
            _check_chapters(reader, doc, kb, index)
    for entry in kb.amendments:
        doc, loc = reader.documents[entry.at.path], entry.at.loc
        amendment = entry.amendment
        _refs(reader, doc, loc + ("laws",), amendment.laws, kb, entry.edition)
        _sources(reader, doc, [(loc + ("source",), amendment.source)], kb)
        _sources(reader, doc, [(loc + ("see_also", i), src) for i, src in enumerate(amendment.see_also)], kb)
        for i, change in enumerate(amendment.titles):
            where = loc + ("titles", i)
            _refs(reader, doc, where, [change.ref], kb, entry.edition)
            if change.source:
                _sources(reader, doc, [(where + ("source",), change.source)], kb)
            if change.before is None and change.after is None:
                reader.complain(doc, where, "a title change gives the title before or after it")
    for entry in kb.law_changes:
        doc, loc = reader.documents[entry.at.path], entry.at.loc
        change = entry.change
        if change.edition not in kb.indexes:
            reader.complain(doc, loc + ("edition",), f"no index of the {change.edition} Laws")
        else:
            _refs(reader, doc, loc + ("laws",), change.laws, kb, change.edition)
        if change.source:
            _sources(reader, doc, [(loc + ("source",), change.source)], kb)
    for source in kb.sources.values():
        doc = reader.documents.get(f"content/sources/{source.id}.yaml")
        if doc is None or not source.links:
            continue
        if not source.organisation:
            reader.complain(
                doc, ("links",), "a source with links to the official text names its organisation"
            )
        for i, link in enumerate(source.links):
            missing = [n for n in link.laws or [] if kb.law_entry(source.edition, n) is None]
            if missing:
                message = f"laws {missing} are not in the {source.edition} law index"
                reader.complain(doc, ("links", i, "laws"), message)


def _check_chapters(reader: Reader, doc, kb: KnowledgeBase, index: s.LawIndex) -> None:  # type: ignore[no-untyped-def]
    numbers = {law.number for law in index.laws}
    last_end = 0
    for i, chapter in enumerate(index.chapters):
        loc = ("chapters", i)
        _sources(reader, doc, [(loc + ("source",), chapter.source)], kb)
        if (chapter.first is None) != (chapter.last is None):
            reader.complain(doc, loc, "a chapter gives both its first and its last law, or neither")
            continue
        if chapter.first is None or chapter.last is None:
            continue
        if chapter.first > chapter.last or chapter.first <= last_end:
            reader.complain(
                doc, loc + ("first",), f"laws {chapter.first}–{chapter.last} overlap or run backwards"
            )
        last_end = max(last_end, chapter.last)
        outside = [n for n in (chapter.first, chapter.last) if n not in numbers]
        if outside:
            reader.complain(doc, loc, f"laws {outside} are not in this index")
    if index.chapters_of is not None:
        other = kb.indexes.get(index.chapters_of)
        if index.chapters:
            reader.complain(
                doc, ("chapters_of",), "an index gives its own chapters or another edition's, not both"
            )
        elif other is None or not other.chapters:
            reader.complain(doc, ("chapters_of",), f"the {index.chapters_of} law index gives no chapters")


def _refs(reader: Reader, doc, loc, refs: list[str], kb: KnowledgeBase, edition: str) -> None:  # type: ignore[no-untyped-def]
    for i, ref in enumerate(refs):
        if not kb.has_law(edition, ref):
            where = loc + (i,) if loc[-1] == "laws" else loc + ("ref",)
            reader.complain(doc, where, f"law {ref} is not in the {edition} law index")


def _sources(reader: Reader, doc, named: list[tuple[tuple, str]], kb: KnowledgeBase) -> None:  # type: ignore[no-untyped-def]
    for loc, source in named:
        if source not in kb.sources:
            reader.complain(doc, loc, f"unknown source '{source}' (expected one of content/sources/)")
