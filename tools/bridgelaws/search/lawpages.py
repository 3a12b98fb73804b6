"""The laws themselves as search records: one per law page and language its title is known in.

A law page record holds the law's number (`refs`, `primary`), its title in that language (the
title field: "Insufficient Bid", "Odzywka niewystarczająca"), and every section id of the law
(`laws`, and stored as `sections`: 27, 27A, 27B1(a), …), so that a law reference ranks the page of its
law first ("przepis 16C", "Νόμος 27Β1", "Правило 68", see query.LAW_PAGE). The four languages of a
law are one group: a hit shows the language the reference was written in (query.reference_langs),
and opens at the section named (`page_target`).

Records are made for every law of the current edition, and for a law of an earlier edition the
knowledge base holds passages about (the law pages the site makes for them, see urls.Places).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bridgelaws.refs import LawRef, format_reference

from .analysis import LANGS
from .text import plain
from .urls import Place, Places, law_page

if TYPE_CHECKING:
    from bridgelaws.model import KnowledgeBase

PAGE = "page"  # the `record` of a law page's documents


def law_keys(kb: KnowledgeBase, places: Places) -> list[tuple[str, int]]:
    """(edition, law) of every law page with records: the current edition's laws, and the laws of an
    earlier edition some passage of that edition is about."""
    current = places.current
    keys = {(current, number) for number in kb.law_numbers(current)}
    for passage in kb.passages.values():
        if passage.kind != "concept" and passage.edition != current and passage.laws:
            number = LawRef.parse(passage.laws[0]).law
            if places.has_page(passage.edition, number):
                keys.add((passage.edition, number))
    return sorted(keys)


def sections(kb: KnowledgeBase, edition: str, number: int) -> list[str]:
    """Every part of law `number` in `edition` as a canonical reference: the law, its outline in the
    index, and the sections of its texts."""
    entry = kb.law_entry(edition, number)
    found = {str(number), *(f"{number}{s}" for s in (entry.sections if entry else ()))}
    for text in kb.texts_of_law(number, edition):
        found.update(f"{number}{unit.id}" for unit in text.units())
    return sorted(found, key=lambda ref: (len(ref), ref))


def titles(kb: KnowledgeBase, edition: str, number: int) -> dict[str, str]:
    """The law's title in each language: the index's, else a text's."""
    entry = kb.law_entry(edition, number)
    found = {lang: title.text for lang, title in entry.titles.items()} if entry else {}
    for text in kb.texts_of_law(number, edition):
        found.setdefault(text.text.lang, text.text.title)
    return {lang: title for lang, title in found.items() if lang in LANGS and title}


def law_page_documents(kb: KnowledgeBase, places: Places) -> list[dict[str, Any]]:
    """The records of every law page, one per language with a title (the whoosh documents)."""
    docs = []
    for edition, number in law_keys(kb, places):
        parts = sections(kb, edition, number)
        url = Place(law_page(number, edition, places.current)).url
        for lang, title in titles(kb, edition, number).items():
            name = format_reference(LawRef(number), lang)
            name += "" if edition == places.current else f" ({edition})"
            docs.append(
                {
                    "id": f"lawpage/{edition}/{lang}/{number}",
                    "group": f"lawpage/{edition}/{number}",
                    "kind": "law",
                    "record": PAGE,
                    "lang": lang,
                    "edition": edition,
                    "refs": str(number),
                    "laws": " ".join(parts),
                    "primary": str(number),
                    "cites": "",
                    "sections": " ".join(parts),
                    "title": plain(f"{name} · {title}"),
                    f"title_{lang}": plain(title),
                    "url": url,
                }
            )
    return docs


def page_target(hit: dict[str, Any], refs: list[str]) -> tuple[str, list[str]]:
    """Where a law page hit opens and what it is about: at the first section of its law the query
    names (the nearest enclosing part the page has), else at the top."""
    number = int(hit["refs"])
    known = set(hit.get("sections", "").split())
    for ref in refs:
        law = LawRef.parse(ref)
        if law.law != number:
            continue
        for part in (law, *law.ancestors()):
            if part.canonical in known:
                page = hit["url"].partition("#")[0]
                return page + (f"#{part.anchor}" if part.anchor else ""), [part.canonical]
    return hit["url"], [str(number)]
