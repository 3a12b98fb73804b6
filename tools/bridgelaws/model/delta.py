"""Which laws and sources a reload of the knowledge base touched: what a rebuild may keep of the last
build's work.

A load keeps the records of the files that did not change, and the passages (with their citations)
that did not change, as the very same objects (`bridgelaws.kept`). Comparing two loads by identity is
therefore cheap and exact: a record that is the same object is the same record. An entry (a record in
its context: `entries`) may be made again around the same record; entries are compared by their
records' identity and their other fields' values (where they were read from left out).

`touched(old, new)` answers for the commonest edit, a commentary or example file: the laws (edition,
number) whose commentary, examples or citing passages may differ, each seen from the load it is in (a
unit moved from Law 12 to Law 21 touches both), the sources whose units or examples may differ, and the
passages that differ. Anything else that changed (a law text, the index, the concordance, a source's
metadata, a concept, the order of what stayed) answers None: the caller takes everything as changed.
Asked again for the same two loads (the site's keys, then its search), it answers from memory.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Mapping, Sequence
from functools import cache
from typing import NamedTuple

from bridgelaws.kept import Last

from .entries import CommentaryEntry, ExampleEntry
from .kb import KnowledgeBase

Law = tuple[str, int]  # (edition, law number)


class Touched(NamedTuple):
    """What a reload touched (see the module docstring)."""

    laws: set[Law]
    sources: set[str]
    passages: set[str]  # their uids: each in one load only, or another object in each


# Passages of these kinds belong to a commentary unit or an example (their uids: "commentary/<uid>").
_ENTRY_PASSAGES = ("commentary/", "example/")


@cache
def _compared_fields(kind: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(kind) if f.name != "at")


def _key(thing: object) -> Hashable:
    """`thing` as two loads are compared: a record by identity, an entry by its fields (see the module
    docstring). Both loads are alive while compared, so no identity is taken by another object."""
    if not dataclasses.is_dataclass(thing):
        return id(thing)
    values = (getattr(thing, name) for name in _compared_fields(type(thing)))
    return tuple(id(v) if hasattr(v, "model_dump") else v for v in values)


def _same_items(old: Sequence[object], new: Sequence[object]) -> bool:
    return len(old) == len(new) and all(a is b or _key(a) == _key(b) for a, b in zip(old, new, strict=True))


def _same_mapping(old: Mapping[str, object], new: Mapping[str, object]) -> bool:
    return old.keys() == new.keys() and all(old[key] is new[key] for key in old)


def _others_same(old: KnowledgeBase, new: KnowledgeBase) -> bool:
    """Is everything but the commentary, the examples, their passages and citations the same?"""
    return (
        _same_mapping(old.sources, new.sources)
        and _same_mapping(old.indexes, new.indexes)
        and all(
            _same_items(getattr(old, name), getattr(new, name))
            for name in ("law_texts", "concepts", "concordance", "definitions", "amendments", "law_changes")
        )
    )


def _changed(old: Sequence[object], new: Sequence[object]) -> tuple[list, list] | None:
    """(gone, come): the entries of `old` that `new` lacks and those it adds (the very same object, or
    else the same `_key`); None when the entries in both are not in the same order."""
    old_ids, new_ids = {id(x) for x in old}, {id(x) for x in new}
    old_keys = [id(x) if id(x) in new_ids else _key(x) for x in old]
    new_keys = [id(x) if id(x) in old_ids else _key(x) for x in new]
    in_old, in_new = set(old_keys), set(new_keys)
    gone = [x for x, key in zip(old, old_keys, strict=True) if key not in in_new]
    come = [x for x, key in zip(new, new_keys, strict=True) if key not in in_old]
    kept_old = [key for key in old_keys if key in in_new]
    kept_new = [key for key in new_keys if key in in_old]
    return (gone, come) if kept_old == kept_new else None


def _changed_passages(old: KnowledgeBase, new: KnowledgeBase) -> set[str]:
    """The uids of the passages that differ (or are in one load only), with those of the citations that
    do (a load keeps an unchanged passage's citations as they were: compared by identity)."""
    uids = {uid for uid, passage in new.passages.items() if old.passages.get(uid) is not passage}
    uids |= old.passages.keys() - new.passages.keys()
    old_ids, new_ids = {id(c) for c in old.citations}, {id(c) for c in new.citations}
    uids.update(c.passage for c in old.citations if id(c) not in new_ids)
    uids.update(c.passage for c in new.citations if id(c) not in old_ids)
    return uids


def entry_of(kb: KnowledgeBase, uid: str) -> CommentaryEntry | ExampleEntry | None:
    """The unit or example whose passage is `uid` ("commentary/wasiak-2019/pl/law-21-1")."""
    kind, _, entry_uid = uid.partition("/")
    source = entry_uid.split("/", 1)[0]
    entries = kb.units_of_source(source) if kind == "commentary" else kb.examples_of_source(source)
    return next((e for e in entries if e.uid == entry_uid), None)


_LAST: Last[tuple[KnowledgeBase, KnowledgeBase], Touched | None] = Last(
    lambda a, b: a[0] is b[0] and a[1] is b[1]
)


def touched(old: KnowledgeBase, new: KnowledgeBase) -> Touched | None:
    """The laws whose commentary, examples or citing passages differ between `old` and `new`, the
    sources whose units or examples do, and the passages that do (see the module docstring); None when
    something else differs too."""
    return _LAST.get((old, new), lambda: _touched(old, new))


def _touched(old: KnowledgeBase, new: KnowledgeBase) -> Touched | None:
    if old.root != new.root or not _others_same(old, new):
        return None
    units, examples = _changed(old.commentary, new.commentary), _changed(old.examples, new.examples)
    if units is None or examples is None:
        return None
    passages = _changed_passages(old, new)
    if not all(uid.startswith(_ENTRY_PASSAGES) for uid in passages):
        return None
    laws: set[Law] = set()
    sources = {uid.split("/", 2)[1] for uid in passages}  # "commentary/<source>/<lang>/<id>"
    for kb, unit_entries, example_entries in ((old, units[0], examples[0]), (new, units[1], examples[1])):
        of_passages = [entry for uid in passages if (entry := entry_of(kb, uid)) is not None]
        for entry in [*unit_entries, *example_entries, *of_passages]:
            laws |= kb.listed_under(entry)
            sources.add(entry.source)
        for uid in passages:
            laws |= {law for c in kb.citations_in(uid) if (law := c.cited_law) is not None}
    return Touched(laws, sources, passages)
