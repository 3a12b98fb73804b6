"""The search documents after a reload (`search.documents`, `model.delta`): edit after edit of a copy of
the real knowledge base, the documents made from the last load's are those made from nothing, in the
same order; after an edit to commentary or examples, those of the passages it did not touch are the
last load's very objects, not made or looked up again."""

from __future__ import annotations

from pathlib import Path

from bridgelaws.search import documents
from reloads import EDITS, copy_knowledge_base, load


def test_documents_after_a_reload_are_those_made_from_nothing(tmp_path: Path) -> None:
    copy_knowledge_base(tmp_path)
    last = documents.documents(load(tmp_path))
    for what, edit, incremental in EDITS:
        edit(tmp_path)
        kb = load(tmp_path)
        docs = documents.documents(kb)
        fresh = documents._made(kb, None).docs
        assert list(docs.items()) == list(fresh.items()), what
        assert docs != last, what
        same = [uid for uid, doc in docs.items() if last.get(uid) is doc]
        # the law pages' and concepts' documents are always the last's (an unchanged law text's too)
        assert len(same) < len(docs), what
        if incremental:
            assert len(same) >= len(docs) - 10, what
        last = docs
