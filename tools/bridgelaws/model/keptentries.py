"""The entries a load makes, given again as the very same objects while what they are made of is the
same: an unchanged file (the reader gives the very same document and record) at the same place gives
the very same entries, so that two loads compare by identity (`delta`) and what is kept by a record
(`bridgelaws.kept`) stays kept. Each key holds identities; its value holds those objects alive."""

from __future__ import annotations

import dataclasses

from bridgelaws.kept import Kept

from . import schema as s
from .entries import CommentaryEntry, ExampleEntry
from .reader import Reader
from .yamlfile import YamlDocument

_UNITS: Kept[tuple[YamlDocument, s.CommentaryFile, list[CommentaryEntry]]] = Kept()
_EXAMPLES: Kept[tuple[YamlDocument, s.Example, ExampleEntry]] = Kept()
_PLACED: Kept[tuple[CommentaryEntry, s.Example, CommentaryEntry]] = Kept()


def commentary(
    reader: Reader, doc: YamlDocument, record: s.CommentaryFile, first: int
) -> list[CommentaryEntry]:
    """The commentary entries of one file's units, the first at `first` in the knowledge base's order."""

    def make() -> tuple[YamlDocument, s.CommentaryFile, list[CommentaryEntry]]:
        return (
            doc,
            record,
            [
                CommentaryEntry(
                    record.source, record.lang, first + i, unit, reader.located(doc, ("units", i))
                )
                for i, unit in enumerate(record.units)
            ],
        )

    return _UNITS.get((id(doc), id(record), first), make)[2]


def example(reader: Reader, doc: YamlDocument, record: s.Example, order: int) -> ExampleEntry:
    """An example file's entry, `order`-th of the knowledge base's examples."""

    def make() -> tuple[YamlDocument, s.Example, ExampleEntry]:
        return doc, record, ExampleEntry(record, order, reader.located(doc, ()))

    return _EXAMPLES.get((id(doc), id(record), order), make)[2]


def with_laws(entry: CommentaryEntry, placed: s.Example) -> CommentaryEntry:
    """A unit placing an example without naming laws, given the example's laws."""

    def make() -> tuple[CommentaryEntry, s.Example, CommentaryEntry]:
        unit = entry.unit.model_copy(update={"laws": list(placed.laws)})
        return entry, placed, dataclasses.replace(entry, unit=unit)

    return _PLACED.get((id(entry), id(placed)), make)[2]


def rotate() -> None:
    """A load is over: keep the entries it made or was given, drop the rest."""
    _UNITS.rotate()
    _EXAMPLES.rotate()
    _PLACED.rotate()
