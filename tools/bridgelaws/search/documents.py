"""The search documents: one per passage of the knowledge base, one per glossary concept and language,
and one per law page and language (lawpages.py).

A process that makes them again (`bridgelaws serve`: the index and the site after each save) makes
only those of passages that changed: a passage's document is kept by the passage (a load gives the
very same passage object, with the same citations, while it is unchanged: `model.link`), its URL and
its source's title, and a document's hash by the document (see `bridgelaws.kept`); after a reload that
touched only commentary and examples (`model.delta`), the others are the last load's, not even looked
up; asked twice for the same knowledge base (the watcher's index, then its site), it gives the same
documents. Documents are shared: never change one.
"""

from __future__ import annotations

import hashlib
import json
import operator
from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple

from bridgelaws.kept import KeptByObject, Last
from bridgelaws.model import CommentaryEntry
from bridgelaws.model.delta import entry_of, touched
from bridgelaws.refs import LawRef, format_reference

from .lawpages import law_page_documents
from .text import plain
from .urls import Places

if TYPE_CHECKING:
    from bridgelaws.model import KnowledgeBase, Passage
    from bridgelaws.model.schema import Concept

Document = dict[str, Any]

_TITLE_FIELDS = {"title", "heading"}
_MADE: KeptByObject[dict[tuple[str, str | None], Document]] = KeptByObject()  # by (URL, source's title)
_CONCEPTS: KeptByObject[dict[str, list[Document]]] = KeptByObject()  # a concept → its documents by URL
_HASHES: KeptByObject[str] = KeptByObject()  # a document → its hash


def with_ancestors(refs: Iterable[str]) -> list[str]:
    """Canonical references and every part enclosing them ("27B1" → 27B1, 27B, 27), sorted, unique."""
    out: set[str] = set()
    for ref in refs:
        law = LawRef.parse(ref)
        out.add(law.canonical)
        out.update(a.canonical for a in law.ancestors())
    return sorted(out)


def display_title(passage: Passage, source_title: str | None = None) -> str:
    """The passage's title, named by its law in the passage's language for a law's text ("Przepis
    15A · Karty z niewłaściwego pudełka", "Przepis 15A2(c)"); for a unit the source left untitled
    (its title is its id), the law it is about ("Νόμος 27Β1"), else the source's title."""
    if passage.kind == "law" and passage.laws:
        name = format_reference(LawRef.parse(passage.laws[0]), passage.lang)
        own = passage.title.removeprefix(passage.laws[0]).strip()
        return f"{name} · {own}" if own else name
    if passage.title != passage.uid.rsplit("/", 1)[-1]:
        return passage.title
    if passage.laws:
        return format_reference(LawRef.parse(passage.laws[0]), passage.lang)
    return source_title or passage.title


def passage_body(passage: Passage) -> str:
    """The passage's text fields (not its title or heading), one paragraph apart."""
    return "\n\n".join(text for name, text in passage.fields if name not in _TITLE_FIELDS)


def passage_document(
    passage: Passage, url: str, cited: Iterable[str] = (), source_title: str | None = None
) -> Document:
    """The document of one passage, opening at `url`; `cited` are the law references its text makes."""
    lang = passage.lang
    body = passage_body(passage)
    title = display_title(passage, source_title)
    doc: Document = {
        "id": passage.uid,
        "group": passage.uid,
        "kind": passage.kind,
        "lang": lang,
        "edition": passage.edition,
        "refs": " ".join(passage.laws),
        "laws": " ".join(with_ancestors(passage.laws)),
        "primary": " ".join(with_ancestors(passage.laws[:1])),
        "cites": " ".join(with_ancestors(cited)),
        "title": plain(title),
        f"title_{lang}": plain(passage.title) if title == passage.title or passage.kind == "law" else "",
        f"text_{lang}": plain(body),
        "url": url,
    }
    if passage.source:
        doc["source"] = passage.source
    return doc


def concept_documents(concept: Concept, url: str) -> list[Document]:
    """One document per language of the concept, opening at `url`: headword as title, every form and
    the definition in that language (where the glossary has one) as text."""
    docs = []
    for lang, terms in concept.terms.items():
        if not terms:
            continue
        text = ", ".join(terms)
        definition = concept.definition.get(lang)  # type: ignore[call-overload]
        if definition:
            text += "\n\n" + definition
        docs.append(
            {
                "id": f"concept/{lang}/{concept.id}",
                "group": f"concept/{concept.id}",
                "kind": "concept",
                "lang": lang,
                "refs": " ".join(concept.laws),
                "laws": " ".join(with_ancestors(concept.laws)),
                "primary": " ".join(with_ancestors(concept.laws[:1])),
                "cites": "",
                "title": plain(terms[0]),
                f"title_{lang}": plain(terms[0]),
                f"text_{lang}": plain(text),
                "url": url,
            }
        )
    return docs


class _Made(NamedTuple):
    """One load's documents: its passages' (in the knowledge base's order), then the others'."""

    kb: KnowledgeBase
    passages: dict[str, Document]
    others: dict[str, Document]  # the concepts', then the law pages'
    docs: dict[str, Document]  # both


_DOCUMENTS: Last[KnowledgeBase, _Made] = Last(operator.is_)  # the last knowledge base's


def documents(kb: KnowledgeBase) -> dict[str, Document]:
    """Every document of the knowledge base, by id. Placeholders (a slide with only a title) are left
    out; concepts are indexed per language from kb.concepts; each law page per language."""
    last = _DOCUMENTS.held[1] if _DOCUMENTS.held is not None else None
    return _DOCUMENTS.get(kb, partial(_made, kb, last)).docs


def _made(kb: KnowledgeBase, last: _Made | None) -> _Made:
    """The documents of `kb`: after a reload that touched only commentary and examples
    (`model.delta.touched`: the same law texts, index, sources and concepts, so the same places and
    titles), the last load's but those of the passages that changed; else all made (or kept by
    passage: `_MADE`)."""
    places = Places(kb)
    changed = touched(last.kb, kb) if last is not None else None
    if last is None or changed is None:
        passages, others = _passage_documents(kb, places), _other_documents(kb, places)
    else:
        passages, others = {}, last.others
        for uid, passage in kb.passages.items():
            if uid not in changed.passages:
                found = last.passages.get(uid)  # none: a concept, or a placeholder
            else:
                entry = entry_of(kb, uid)
                left_out = isinstance(entry, CommentaryEntry) and entry.unit.placeholder
                found = None if left_out else _passage_document(kb, places, passage)
            if found is not None:
                passages[uid] = found
    return _Made(kb, passages, others, passages | others)


def _passage_document(kb: KnowledgeBase, places: Places, passage: Passage) -> Document | None:
    """A passage's document (None for a concept's: see `_other_documents`)."""
    if passage.kind == "concept":
        return None
    source = kb.sources.get(passage.source) if passage.source else None
    url, title = places.of(passage.uid).url, source.title if source else None
    by_place = _MADE.get(passage, dict)  # a passage's documents, by URL and source's title
    doc = by_place.get((url, title))
    if doc is None:
        cited = tuple(c.ref for c in kb.citations_in(passage.uid) if c.kind == "law")
        doc = by_place[(url, title)] = passage_document(passage, url, cited, title)
    return doc


def _passage_documents(kb: KnowledgeBase, places: Places) -> dict[str, Document]:
    placeholders = {f"commentary/{entry.uid}" for entry in kb.commentary if entry.unit.placeholder}
    docs: dict[str, Document] = {}
    for passage in kb.passages.values():
        if passage.uid not in placeholders and (doc := _passage_document(kb, places, passage)) is not None:
            docs[passage.uid] = doc
    _MADE.rotate()
    return docs


def _other_documents(kb: KnowledgeBase, places: Places) -> dict[str, Document]:
    docs: dict[str, Document] = {}
    for concept in kb.concepts:
        url = places.of(f"concept/en/{concept.id}").url
        by_url = _CONCEPTS.get(concept, dict)  # a concept's documents by the URL they open at
        if url not in by_url:
            by_url[url] = concept_documents(concept, url)
        for doc in by_url[url]:
            docs[doc["id"]] = doc
    for doc in law_page_documents(kb, places):
        docs[doc["id"]] = doc
    _CONCEPTS.rotate()
    return docs


def digest(doc: Document) -> str:
    """A content hash of a document, for incremental indexing."""
    return hashlib.sha256(json.dumps(doc, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:32]


def digests(docs: dict[str, Document]) -> dict[str, str]:
    """Each document's hash (id → hash), made once per document (see the module docstring)."""
    hashes = {uid: _HASHES.get(doc, lambda doc=doc: digest(doc)) for uid, doc in docs.items()}
    _HASHES.rotate()
    return hashes
