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
    section_unknown: bool = False  # the edition has the law but not the part written: `target` encloses it

    @property
    def resolved(self) -> bool:
        return self.target is not None


def section_unknown_note(ref: str, target: str, edition: str, outline_known: bool = True) -> str:
    """Why a reference `ref` points to its enclosing part `target` of `edition`: "23B is not a section
    of Law 23 in the 1997 Laws" when the outline of the law is known, else that it is not held."""
    if outline_known:
        return f"{ref} is not a section of Law {target} in the {edition} Laws"
    return f"the sections of Law {target} in the {edition} Laws are not held here; {ref} links to the law"


def resolve(
    reference: Reference,
    exists: Callable[[str, str], bool],
    edition: str | None,
    *,
    paragraph: Callable[[str], str | None] | None = None,
) -> Resolution:
    """Resolve `reference` against the editions known to `exists(edition, canonical_ref)`.

    A law reference belongs to its own edition: the one its words name (`reference.edition`), else
    the document's `edition`, and it resolves there or nowhere: never to the same letters in another
    edition, which may name another rule. When that edition has the law or section, it points
    there; when it has the law but not the part written ("Правило 23В" of a code whose Law 23 has
    no sections held), it points to the nearest enclosing part, marked `section_unknown`.

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
