"""Write a law reference the way a text in a given language writes it.

Greek letters its sections and items with Greek letters (27Β1(α), 20ΣΤ1); Russian with the
Cyrillic look-alikes where there is one (27В1(a), 73D); letters without a counterpart stay
Latin. `find_references` reads every result back to the same LawRef.
"""

from __future__ import annotations

from .models import LawRef
from .patterns import CYRILLIC_SECTIONS, DISPLAY_WORDS, GREEK_ITEMS, GREEK_SECTIONS


def _reverse(mapping: dict[str, str]) -> dict[str, str]:
    """Latin → the first letter that reads as it."""
    out: dict[str, str] = {}
    for letter, latin in mapping.items():
        out.setdefault(latin, letter)
    return out


_SECTIONS = {"el": _reverse(GREEK_SECTIONS), "ru": _reverse(CYRILLIC_SECTIONS["lookalike"])}
_ITEMS = {"el": _reverse(GREEK_ITEMS)}


def format_reference(ref: LawRef, lang: str, plural: bool = False) -> str:
    """`ref` with the keyword of `lang`: en "Law 27B1(a)", pl "Przepis 27B1(a)",
    el "Νόμος 27Β1(α)", ru "Правило 27В1(a)"; `plural` gives "Laws", "Przepisy", "Νόμοι", "Правила"."""
    if lang not in DISPLAY_WORDS:
        raise ValueError(f"unknown language {lang!r}")
    word = DISPLAY_WORDS[lang][1 if plural else 0]
    text = str(ref.law)
    if ref.section:
        text += _SECTIONS.get(lang, {}).get(ref.section, ref.section)
    if ref.subsection:
        text += str(ref.subsection)
    if ref.item:
        text += f"({_ITEMS.get(lang, {}).get(ref.item, ref.item)})"
    if ref.subitem:
        text += f"({ref.subitem})"
    return f"{word} {text}"
