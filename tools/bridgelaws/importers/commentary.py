"""What the importers of commentaries write alike (formats `markdown`, `dokuwiki`, `pdf-text` and their
seeds): a commentary unit, the head of an example, the files of both, the laws a text cites of its
heading's laws, and the bridge words their diagrams use (seats, suits, vulnerability)."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import Any

from bridgelaws.bridge.errors import BridgeError
from bridgelaws.refs import LawRef, find_references

from .emit import dump_yaml

SEATS = "NESW"
SUITS = "SHDC"
SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
VULNERABILITY = {
    "none": "none", "love": "none", "-": "none", "nikt": "none", "brak": "none", "κανείς": "none",
    "κανεις": "none", "никто": "none", "all": "all", "both": "all", "obie": "all", "όλοι": "all",
    "ολοι": "all", "все": "all", "обе": "all", "ns": "ns", "n-s": "ns", "βν": "ns", "сю": "ns",
    "ew": "ew", "e-w": "ew", "αδ": "ew", "вз": "ew",
}  # fmt: skip


def fold(text: str) -> str:
    """`text` case-folded without its accents ("Ρυθμός" → "ρυθμος"), to compare words as people type them."""
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(c))


_FOLDED = {fold(word): value for word, value in VULNERABILITY.items()}


def vulnerability(text: str) -> str:
    """The vulnerability a diagram prints (None, NS, "Βν", "обе", …): none, ns, ew or all."""
    word = fold(text.strip().strip(".,;"))
    if word in _FOLDED:
        return _FOLDED[word]
    raise BridgeError(f"invalid vulnerability {text.strip()!r}: expected None, NS, EW or All")


def unique(refs: Iterable[str]) -> list[str]:
    """The references in order, each once."""
    return list(dict.fromkeys(refs))


def cited_laws(laws: list[str], text: str, lang: str, edition: str) -> list[str]:
    """`laws` (a heading's), then the sections of those laws that `text` cites in the `edition` Laws."""
    numbers = {LawRef.parse(law).law for law in laws}
    refs = [
        r.ref
        for r in find_references(text, lang, edition=edition)
        if r.kind == "law" and r.edition == edition and LawRef.parse(r.ref).law in numbers
    ]
    return unique([*laws, *refs])


def unit_data(
    unit_id: str,
    laws: list[str],
    text: str,
    heading: str | None = None,
    number: str | None = None,
    placeholder: bool = False,
) -> dict[str, Any]:
    """A commentary unit: its id, laws, heading, number, whether it only holds a place, its text."""
    data: dict[str, Any] = {"id": unit_id, "laws": laws}
    if heading is not None:
        data["heading"] = heading
    if number:
        data["number"] = number
    if placeholder:
        data["placeholder"] = True
    data["text"] = text
    return data


def example_head(
    example_id: str, source: str, lang: str, number: str | None, laws: list[str], title: str
) -> dict[str, Any]:
    """The fields an example file opens with."""
    return {"id": example_id, "source": source, "lang": lang, "number": number, "laws": laws, "title": title}


def commentary_file(source: str, lang: str, units: list[dict[str, Any]], name: str) -> dict[str, str]:
    """`content/<source>/<name>.yaml`: the commentary's units."""
    data = {"source": source, "lang": lang, "units": units}
    return {f"content/{source}/{name}.yaml": dump_yaml(data, "commentary")}


def example_file(source: str, example: dict[str, Any], lang: str | None = None) -> dict[str, str]:
    """`content/<source>/examples/<id>[.<lang>].yaml`: one example."""
    name = f"{example['id']}.{lang}" if lang else example["id"]
    return {f"content/{source}/examples/{name}.yaml": dump_yaml(example, "example", 3)}


def source_file(record: dict[str, Any]) -> dict[str, str]:
    """`content/sources/<id>.yaml`: a seed's source record, written as it is."""
    return {f"content/sources/{record['id']}.yaml": dump_yaml(record, "source")}
