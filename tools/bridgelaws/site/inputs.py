"""What each page is rendered from, as plain data: the render cache digests it (see `cache`).

A record (a passage with its citations, a commentary unit, an example) shows on several pages;
its digest is made once per build and the pages' inputs hold the digests. A rebuild in the same
process (`bridgelaws serve`) digests only what changed: a frozen record's digest is kept by the record
(an unchanged file gives the same records again), a passage's with its citations by the passage
(a load keeps the passage object of an unchanged passage, with its citations: `model.link`; see
`bridgelaws.kept`), and a law's or a source's digest is kept while the loads between say it was not
touched (`model.delta`).
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Hashable
from functools import cached_property, partial
from typing import Any

from bridgelaws.kept import KeptByObject
from bridgelaws.model import CommentaryEntry, ExampleEntry, KnowledgeBase, law_number
from bridgelaws.model.compare import comparable
from bridgelaws.model.delta import touched

from . import study
from .cache import digest
from .pages import Page, SiteMap
from .recent import recent_additions
from .rulings import words as rulings_words

_RECORDS: KeptByObject[str] = KeptByObject()  # a frozen record → the digest of its data
_PASSAGES: KeptByObject[str] = KeptByObject()  # a passage → its digest and its citations


class _Digests:
    """Each law's digest (`PageInputs._law`), each source page's and each source's part of what the
    flows link (`ruling_links`), kept from one load of the knowledge base to the next: a reload that
    changed only commentary and examples drops those of the laws and sources it touched
    (`model.delta.touched`), any other reload all of them."""

    def __init__(self) -> None:
        self.kb: KnowledgeBase | None = None
        # (edition, number), a source's id, or ("ruling links", a source's id) → digest
        self.digests: dict[Hashable, str] = {}

    def of(self, kb: KnowledgeBase) -> dict[Hashable, str]:
        """The digests kept for `kb`: its own, or the last load's but those it touched."""
        if kb is not self.kb:
            changed = touched(self.kb, kb) if self.kb is not None else None
            if changed is None:
                self.digests = {}
            else:
                links = [("ruling links", source) for source in changed.sources]
                for key in (*changed.laws, *changed.sources, *links):
                    self.digests.pop(key, None)
            self.kb = kb
        return self.digests


_KEPT = _Digests()


def _dump(record: Any) -> Any:
    """What stands for `record` in a digest: the digest of its data (a record of the schema), its
    `repr` (a dataclass of the model)."""
    if hasattr(record, "model_dump"):
        return _RECORDS.get(record, lambda: digest(record.model_dump(mode="json", by_alias=True)))
    if dataclasses.is_dataclass(record):
        return repr(record)
    return record


def link_universe(kb: KnowledgeBase, sitemap: SiteMap) -> Any:
    """Everything any page may link to or explain: a change here renders every page again."""
    return {
        "sources": {k: _dump(v) for k, v in kb.sources.items()},
        "indexes": {k: _dump(v) for k, v in kb.indexes.items()},
        "editions": sitemap.edition_laws,
        "anchors": sorted((k, sorted(v)) for k, v in sitemap.anchors.items()),
        "examples": sitemap.example_keys,
        "units": [e.uid for e in kb.commentary],
        "concepts": [_dump(c) for c in kb.concepts],
        # amendments date the commentary on every page of an amended law; the changes page lists both
        "amendments": [(e.edition, _dump(e.amendment)) for e in kb.amendments],
        "law_changes": [_dump(e.change) for e in kb.law_changes],
    }


class PageInputs:
    """The inputs of every page of one build, each record digested once."""

    def __init__(self, kb: KnowledgeBase, sitemap: SiteMap):
        self.kb = kb
        self.sitemap = sitemap
        self._digests: dict[str, str] = {}
        self._units: dict[int, str] = {}  # a commentary entry (by identity) → its digest
        self._kept = _KEPT.of(kb)  # digests of laws and sources, kept from the last load

    def _memo(self, key: str, make: Any) -> str:
        found = self._digests.get(key)
        if found is None:
            found = self._digests[key] = digest(make())
        return found

    def passage(self, uid: str) -> str:
        """A passage and the citations in it."""
        found = self._digests.get(uid)
        if found is None:
            passage = self.kb.passages.get(uid)
            found = self._digests[uid] = _PASSAGES.get(passage, partial(self._passage_digest, passage))
        return found

    def _passage_digest(self, passage: Any) -> str:
        citations = self.kb.citations_in(passage.uid) if passage is not None else []
        return digest([repr(passage), [repr(c) for c in citations]])

    def unit(self, entry: CommentaryEntry) -> str:
        """A unit's passage and record, as their two digests (the page's digest holds them)."""
        found = self._units.get(id(entry))  # the kb holds its entries while the build runs
        if found is None:
            found = self._units[id(entry)] = self.passage(f"commentary/{entry.uid}") + _dump(entry.unit)
        return found

    def example(self, entry: ExampleEntry) -> str:
        return self._memo(
            f"example:{entry.uid}", lambda: [_dump(entry.example), self.passage(f"example/{entry.uid}")]
        )

    @cached_property
    def concordance(self) -> str:
        return digest([_dump(e) for e in self.kb.concordance])

    @cached_property
    def comparable(self) -> Any:
        """The concordance entries shown side by side, and in which languages."""
        return [(e.from_, e.to, langs) for e, langs in comparable(self.kb)]

    def _compared(self, number: int, edition: str) -> Any:
        """The texts on the other side of the comparisons a law's page shows."""
        found = []
        for entry in self.kb.concordance:
            for here, other in ((entry.from_, entry.to), (entry.to, entry.from_)):
                here_edition, here_ref = here.split("/", 1)
                if here_edition == edition and law_number(here_ref) == number:
                    other_edition, other_ref = other.split("/", 1)
                    found.append(self._texts(law_number(other_ref), other_edition))
        return found

    @cached_property
    def ruling_links(self) -> str:
        """What a flow's page links by titles and places, not their texts: which units are on which
        laws, the examples' titles, the sources (the same for every flow: digested once; each
        source's part kept while a reload does not touch the source)."""
        kb = self.kb
        return digest(
            {
                "by_source": [
                    self._kept_digest(("ruling links", source), partial(self._links_of, source))
                    for source in kb.sources
                ],
                "sources": sorted((s.id, s.title, s.edition) for s in kb.sources.values()),
            }
        )

    def _links_of(self, source: str) -> Any:
        kb = self.kb
        return {
            "units": [
                (e.source, e.lang, e.order, e.unit.id, e.unit.number, e.unit.example, list(e.unit.laws))
                for e in kb.units_of_source(source)
            ],
            "examples": [
                (e.example.source, e.example.id, e.example.lang, e.example.title)
                for e in kb.examples_of_source(source)
            ],
        }

    @cached_property
    def flows(self) -> str:
        """The ruling flows and their words (the same on every flow's page: digested once)."""
        return digest({"flows": [_dump(e.flow) for e in self.kb.flows], "words": rulings_words()})

    @cached_property
    def recent(self) -> Any:
        return recent_additions(self.kb, self.sitemap)

    def _texts(self, number: int, edition: str | None = None) -> Any:
        return [
            [
                _dump(e.text),
                [self.passage(uid) for uid in self.kb.law_passages(e.text.edition, e.text.lang, number)],
            ]
            for e in self.kb.texts_of_law(number, edition)
        ]

    def _law(self, number: int, edition: str) -> str:
        """A digest of what a page shows of law `number` of `edition` (its own page, and the current
        edition's page of the same number): its texts, commentary, examples, citations."""
        return self._kept_digest((edition, number), lambda: self._law_inputs(number, edition))

    def _kept_digest(self, key: Hashable, make: Any) -> str:
        found = self._kept.get(key)
        if found is None:
            found = self._kept[key] = digest(make())
        return found

    def _law_inputs(self, number: int, edition: str) -> dict[str, Any]:
        kb = self.kb
        referring = sorted({c.passage for cs in kb.referred_to_by(number, edition).values() for c in cs})
        return {
            "texts": self._texts(number, edition),
            "commentary": [self.unit(e) for e in kb.commentary_on(number, edition)],
            "examples": [self.example(e) for e in kb.examples_on(number, edition)],
            "referred": [self.passage(uid) for uid in referring],
            "concordance": self.concordance,
            "comparable": self.comparable,
            "compared": self._compared(number, edition),
        }

    def _source_inputs(self, source: str) -> dict[str, Any]:
        kb = self.kb
        return {
            "units": [self.unit(e) for e in kb.units_of_source(source)],
            "texts": [_dump(e.text) for e in kb.texts_of_source(source)],
            "examples": [self.example(e) for e in kb.examples_of_source(source)],
        }

    def digest_of(self, page: Page) -> str:
        """A digest of what `of` gives: once per page of the English site, the other languages'
        copies show the same records."""
        return self._memo(f"page:{page.kind}:{page.key!r}", lambda: self.of(page))

    def keys(self, frame: str) -> dict[str, str]:
        """Each page's key (path → digest): what surrounds every page (`frame`), its path and what it
        shows. The digests this build did not use are dropped (see `bridgelaws.kept`)."""
        pages = self.sitemap.site_pages
        keys = {
            page.path: hashlib.sha256(f"{frame}\0{page.path}\0{self.digest_of(page)}".encode()).hexdigest()
            for page in pages
        }
        _RECORDS.rotate()
        _PASSAGES.rotate()
        return keys

    def of(self, page: Page) -> Any:
        """The records `page` shows, with the citations inside them."""
        kb = self.kb
        kind, key = page.kind, page.key
        if kind == "law":
            (number,) = key
            current = self.sitemap.current
            predecessors = sorted({c.passage for _, c in kb.predecessor_citations(number, current)})
            return {
                "law": self._law(number, current),
                "others": [self._law(n, ed) for ed, n in self.sitemap.edition_laws if n == number],
                "predecessors": [self.passage(uid) for uid in predecessors],
                "flows": [[e.flow.id, e.flow.title] for e in kb.flows_on(number)],
            }
        if kind == "edition":
            edition, number = key
            return self._law(number, edition)
        if kind == "source":
            (source,) = key
            return self._kept_digest(source, lambda: self._source_inputs(source))
        if kind == "example":
            return [self.example(e) for e in self.sitemap.examples_by_key[key]]
        if kind == "examples":
            return [self.example(e) for e in kb.examples]
        if kind == "laws":
            return [
                [
                    n,
                    sorted((e.text.edition, e.text.lang) for e in kb.texts_of_law(n)),
                    len(kb.commentary_on(n, self.sitemap.current)),
                    [e.uid for e in kb.examples_on(n, self.sitemap.current)],
                ]
                for n in kb.law_numbers(self.sitemap.current)
            ]
        if kind == "home":
            return {
                "recent": self.recent,
                "counts": [len(kb.law_texts), len(kb.commentary), len(kb.examples)],
            }
        if kind in ("editions", "concordance"):
            return {
                "texts": sorted(
                    (e.text.edition, e.text.law, e.text.lang, e.text.title) for e in kb.law_texts
                ),
                "concordance": self.concordance,
            }
        if kind == "definitions":
            (edition,) = key
            return [
                [_dump(d.record), [self.passage(d.uid(i)) for i in range(len(d.record.terms))]]
                for d in kb.definitions_of(edition)
            ]
        if kind == "sources":
            return sorted((e.text.source, e.text.edition, e.text.law, e.text.lang) for e in kb.law_texts)
        if kind in ("rulings", "ruling"):  # a flow links units and examples by their titles and places
            return {"flows": self.flows, "linked": self.ruling_links if kind == "ruling" else None}
        if kind in ("study", "tools"):  # the forms' words and options; /study/ lists the examples' sources
            examples = [self.example(e) for e in kb.examples] if kind == "study" else []
            return {"words": study.page_inputs(kb), "examples": examples}
        return None  # glossary: the link universe holds all it shows
