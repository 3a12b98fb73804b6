"""Law references in text: find them, resolve them to an edition, link them, write them.

A pure library (imports nothing else from bridgelaws), shaped like eyecite: `models` (LawRef,
Reference), `patterns` (language data), `regexes` (compiled patterns), `clean` (normalisation
that keeps offsets), `find`, `resolve`, `annotate` and `format`.
"""

from .annotate import annotate
from .find import find_references
from .format import format_reference
from .models import LawRef, Reference
from .resolve import Resolution, resolve, section_unknown_note

__all__ = [
    "LawRef",
    "Reference",
    "Resolution",
    "annotate",
    "find_references",
    "format_reference",
    "resolve",
    "section_unknown_note",
]
