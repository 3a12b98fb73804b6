"""The knowledge-base model: schemas, located loading and checking, the indexed result."""

from .entries import Citation, CommentaryEntry, ExampleEntry, LawTextEntry, Passage, law_number
from .kb import KnowledgeBase
from .load import LoadResult, load, load_with_problems
from .problems import KnowledgeBaseError, Problem

__all__ = [
    "Citation",
    "CommentaryEntry",
    "ExampleEntry",
    "KnowledgeBase",
    "KnowledgeBaseError",
    "LawTextEntry",
    "LoadResult",
    "Passage",
    "Problem",
    "law_number",
    "load",
    "load_with_problems",
]
