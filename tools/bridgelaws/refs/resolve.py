"""Decide what a found reference points to: which edition's law or section, or which paragraph."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .models import Reference


@dataclass(frozen=True, slots=True)
class Resolution:
    """Where a reference points; `edition` is None when it points nowhere known."""

    reference: Reference
    edition: str | None = None  # the edition whose law or section it is
    target: str | None = None  # the canonical law reference, or what `paragraph` returned
    fallback: bool = False  # the document's edition lacks it; the fallback edition has it

    @property
    def resolved(self) -> bool:
        return self.target is not None


def resolve(
    reference: Reference,
    exists: Callable[[str, str], bool],
    edition: str,
    fallback: str = "2017",
    *,
    paragraph: Callable[[str], str | None] | None = None,
) -> Resolution:
    """Resolve `reference` against the editions known to `exists(edition, canonical_ref)`.

    A law reference points to its own edition (named in the text, else `edition`) when the law
    or section exists there, else to the same number in `fallback` (marked `fallback=True`),
    else nowhere. A paragraph reference ("68.7(i)(b)") is looked up with `paragraph(number)`,
    trying the whole number first, then without its trailing parenthesised points ("68.7(i)",
    "68.7"); it belongs to the document, so it resolves in the document's edition.
    """
    if reference.kind == "paragraph":
        number = reference.ref
        while paragraph is not None:
            target = paragraph(number)
            if target is not None:
                return Resolution(reference, edition, target)
            if not number.endswith(")"):
                break
            number = number[: number.rindex("(")]
        return Resolution(reference)
    own = reference.edition or edition
    for candidate in dict.fromkeys((own, fallback)):
        if exists(candidate, reference.ref):
            return Resolution(reference, candidate, reference.ref, fallback=candidate != own)
    return Resolution(reference)
