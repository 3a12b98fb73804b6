"""Decide what a found reference points to: which edition's law or section, or which paragraph."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .models import LawRef, Reference


@dataclass(frozen=True, slots=True)
class Resolution:
    """Where a reference points; `edition` is None when it points nowhere known."""

    reference: Reference
    edition: str | None = None  # the edition whose law or section it is
    target: str | None = None  # the canonical law reference, or what `paragraph` returned
    fallback: bool = False  # the document's edition lacks the law (or there is none); the fallback has it
    section_unknown: bool = False  # the edition has the law but not the part written: `target` encloses it

    @property
    def resolved(self) -> bool:
        return self.target is not None

    @property
    def note(self) -> str | None:
        """Why a reference points to an enclosing part: "23B is not a section of Law 23 in the 1997 Laws"."""
        if not self.section_unknown:
            return None
        return section_unknown_note(self.reference.ref, self.target or "", self.edition or "")


def section_unknown_note(ref: str, target: str, edition: str) -> str:
    """The note for a reference `ref` that resolved to its enclosing part `target` of `edition`."""
    return f"{ref} is not a section of Law {target} in the {edition} Laws"


def resolve(
    reference: Reference,
    exists: Callable[[str, str], bool],
    edition: str | None,
    fallback: str = "2017",
    *,
    paragraph: Callable[[str], str | None] | None = None,
) -> Resolution:
    """Resolve `reference` against the editions known to `exists(edition, canonical_ref)`.

    A law reference belongs to its own edition: the one named in the text, else the document's
    `edition`. When that edition has the law or section, it points there. When it has the law but
    not the part written ("Правило 23В" in a 1997 text, and the 1997 Law 23 has no sections), it
    points to the nearest enclosing part that edition has, marked `section_unknown` (never to the
    same letters in another edition: they may name another rule). Only when the edition lacks the
    law itself, or there is no edition, does it point to the same reference in `fallback` (marked
    `fallback=True`); else nowhere.

    A paragraph reference ("68.7(i)(b)") is looked up with `paragraph(number)`, trying the whole
    number first, then without its trailing parenthesised points ("68.7(i)", "68.7"); it belongs
    to the document, so it resolves in the document's edition.
    """
    if reference.kind == "paragraph":
        return _paragraph(reference, edition, paragraph)
    own = reference.edition or edition
    if own is not None:
        law = LawRef.parse(reference.ref)
        for part in (law, *law.ancestors()):
            if exists(own, part.canonical):
                return Resolution(reference, own, part.canonical, section_unknown=part != law)
    if own != fallback and exists(fallback, reference.ref):
        return Resolution(reference, fallback, reference.ref, fallback=True)
    return Resolution(reference)


def _paragraph(
    reference: Reference, edition: str | None, paragraph: Callable[[str], str | None] | None
) -> Resolution:
    number = reference.ref
    while paragraph is not None:
        target = paragraph(number)
        if target is not None:
            return Resolution(reference, edition, target)
        if not number.endswith(")"):
            break
        number = number[: number.rindex("(")]
    return Resolution(reference)
