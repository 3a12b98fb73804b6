"""A small, valid knowledge base built in a temporary folder, to break in tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from kbtree import write_tree

FILES = {
    "laws/2017/index.yaml": """
        edition: "2017"
        laws:
          - number: 16
            titles:
              en: {text: "Authorized and Unauthorized Information"}
            sections: [A, A1, C]
          - number: 27
            titles:
              en: {text: "Insufficient Bid"}
              pl: {text: "Odzywka niewystarczająca", unofficial: true}
            sections: [A, B, B1, B1(a), B1(b), D]
    """,
    "content/sources/demo.yaml": """
        id: demo
        title: "A demonstration source"
        kind: commentary
        languages: [en, pl]
        edition: "2017"
    """,
    "content/demo/en.yaml": """
        source: demo
        lang: en
        units:
          - id: p01
            laws: ["27B1(a)"]
            text: |
              Law 27B1(a) is broadened.
              Laws 16 and 27 apply.
    """,
    "content/demo/pl.yaml": """
        source: demo
        lang: pl
        units:
          - id: p01
            laws: ["27B1(a)"]
            text: "Przepis 27B1a został rozszerzony."
    """,
    "content/glossary/terms.yaml": """
        concepts:
          - id: insufficient-bid
            terms:
              en: [insufficient bid]
              pl: [odzywka niewystarczająca]
              el: [ανεπαρκής αγορά]
              ru: [недостаточная заявка]
            definition: {en: "A bid that does not supersede the last bid."}
            laws: ["27"]
    """,
}


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    """A valid miniature knowledge base."""
    return write_tree(tmp_path, FILES)
