"""What each page is rendered from, as plain data: the render cache digests it (see `cache`)."""

from __future__ import annotations

import dataclasses
from typing import Any

from bridgelaws.model import KnowledgeBase

from .pages import CURRENT, Page, SiteMap
from .recent import recent_additions


def _dump(record: Any) -> Any:
    if hasattr(record, "model_dump"):
        return record.model_dump(mode="json", by_alias=True)
    if dataclasses.is_dataclass(record):
        return dataclasses.astuple(record)
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
    }


def _passage(kb: KnowledgeBase, uid: str) -> Any:
    passage = kb.passages.get(uid)
    return [_dump(passage), [_dump(c) for c in kb.citations_in(uid)]]


def _texts(kb: KnowledgeBase, number: int, edition: str | None = None) -> Any:
    entries = [e for e in kb.texts_of_law(number) if edition is None or e.text.edition == edition]
    return [
        [
            _dump(e.text),
            [
                _passage(kb, uid)
                for uid in kb.passages
                if uid.startswith(f"law/{e.text.edition}/{e.text.lang}/{number}/")
                or uid == f"law/{e.text.edition}/{e.text.lang}/{number}"
            ],
        ]
        for e in entries
    ]


def _examples(kb: KnowledgeBase, entries: list) -> Any:
    return [[_dump(e.example), _passage(kb, f"example/{e.uid}")] for e in entries]


def page_inputs(kb: KnowledgeBase, sitemap: SiteMap, page: Page) -> Any:
    """The records `page` shows, with the citations inside them."""
    kind, key = page.kind, page.key
    if kind == "law":
        (number,) = key
        referring = sorted({c.passage for cs in kb.referred_to_by(number).values() for c in cs})
        return {
            "texts": _texts(kb, number),
            "commentary": [
                _passage(kb, f"commentary/{e.uid}") + [_dump(e.unit)] for e in kb.commentary_on(number)
            ],
            "examples": _examples(kb, kb.examples_on(number)),
            "referred": [_passage(kb, uid) for uid in referring],
            "concordance": [_dump(e) for e in kb.concordance],
        }
    if kind == "edition":
        edition, number = key
        return {"texts": _texts(kb, number, edition), "concordance": [_dump(e) for e in kb.concordance]}
    if kind == "source":
        (source,) = key
        return {
            "units": [
                _passage(kb, f"commentary/{e.uid}") + [_dump(e.unit)] for e in kb.units_of_source(source)
            ],
            "texts": [_dump(e.text) for e in kb.law_texts if e.text.source == source],
            "examples": _examples(kb, [e for e in kb.examples if e.example.source == source]),
        }
    if kind == "example":
        return _examples(kb, sitemap.examples_by_key[key])
    if kind == "examples":
        return _examples(kb, list(kb.examples))
    if kind == "laws":
        return [
            [
                n,
                sorted((e.text.edition, e.text.lang) for e in kb.texts_of_law(n)),
                len(kb.commentary_on(n)),
                [e.uid for e in kb.examples_on(n)],
            ]
            for n in kb.law_numbers(CURRENT)
        ]
    if kind == "home":
        return {
            "recent": recent_additions(kb, sitemap),
            "counts": [len(kb.law_texts), len(kb.commentary), len(kb.examples)],
        }
    if kind in ("editions", "concordance"):
        return {
            "texts": sorted((e.text.edition, e.text.law, e.text.lang, e.text.title) for e in kb.law_texts),
            "concordance": [_dump(e) for e in kb.concordance],
        }
    if kind == "sources":
        return sorted((e.text.source, e.text.edition, e.text.law, e.text.lang) for e in kb.law_texts)
    return None  # glossary: the link universe holds all it shows
