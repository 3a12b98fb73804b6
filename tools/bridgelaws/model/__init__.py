"""The knowledge-base model: schemas, located loading and checking, the indexed result."""

from .kb import Citation, CommentaryEntry, ExampleEntry, KnowledgeBase, LawTextEntry, Passage, law_number
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
