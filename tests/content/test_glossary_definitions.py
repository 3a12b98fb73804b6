"""The glossary's definitions in the four languages: each concept defined in each, marked for a director's
review (the project's own words), and read in its language by every consumer, English only where a
language lacks one."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import bridgelaws
from bridgelaws.model import load_with_problems
from bridgelaws.model.schema import LANGS, Concept
from bridgelaws.search.documents import concept_documents
from bridgelaws.site.glossary import Glossary
from kbtree import glossary, law, law_index, write_tree

ROOT = Path(__file__).resolve().parents[2]


@cache
def concepts() -> dict[str, Concept]:
    return {c.id: c for c in bridgelaws.load(ROOT).concepts}


def test_every_concept_is_defined_in_every_language_and_marked_for_review() -> None:
    assert len(concepts()) > 100
    for concept in concepts().values():
        assert set(concept.definition) == set(LANGS), concept.id
        assert all(text.strip() and "<" not in text for text in concept.definition.values()), concept.id
        assert concept.review == "pending", concept.id  # the project's own words, not yet read by a director


def test_each_definition_names_the_concept_in_its_own_terms_where_it_should() -> None:
    """Spot checks a director would make: the revoke's definition is about following suit, the Greek
    irregularity is an ανωμαλία (not a παράβαση), matchpoints score 2 and 1."""
    revoke = concepts()["revoke"].definition
    assert "follow suit" in revoke["en"] and "koloru" in revoke["pl"] and "χρώμα" in revoke["el"]
    assert "масти" in revoke["ru"]
    assert "Απόκλιση" in concepts()["irregularity"].definition["el"]
    assert "παράβαση" not in concepts()["irregularity"].definition["el"]
    for lang in LANGS:
        assert (
            "2" in concepts()["matchpoints"].definition[lang]
            and "1" in concepts()["matchpoints"].definition[lang]
        )


def test_consumers_read_the_definition_in_their_language() -> None:
    concept = concepts()["revoke"]
    glossary = Glossary([concept])
    assert glossary.title(concept, "pl") == f"revoke: {concept.definition['pl']}"
    assert glossary.title(concept, "en") == concept.definition["en"]
    docs = {doc["lang"]: doc for doc in concept_documents(concept, "laws/61/")}
    assert (
        concept.definition["ru"] in docs["ru"]["text_ru"]
        and concept.definition["en"] not in docs["ru"]["text_ru"]
    )
    english_only = Concept(id="x", terms={"en": ["x"], "pl": ["iks"]}, definition={"en": "An x."})
    assert english_only.definition_in("pl") == ("An x.", "en")  # the fallback, with its language
    assert Glossary([english_only]).title(english_only, "pl") == "x: An x."


def test_a_definition_without_english_is_reported_where_it_stands(tmp_path: Path) -> None:
    bid_in_polish_only = {
        "id": "insufficient-bid",
        "terms": {"en": ["insufficient bid"], "pl": ["odzywka niewystarczająca"]},
        "definition": {"pl": "Odzywka, która nie przebija poprzedniej."},
        "review": "pending",
    }
    in_german_too = {
        "id": "bid",
        "terms": {"en": ["bid"]},
        "definition": {"en": "An undertaking.", "de": "Ein Gebot."},
        "review": "maybe",
    }
    write_tree(tmp_path, law_index(law(27, "Insufficient Bid")) | glossary(bid_in_polish_only, in_german_too))
    found = [str(p) for p in load_with_problems(tmp_path).problems]
    assert any(
        p.startswith("content/glossary/terms.yaml:4:") and "a definition in English (en) is required" in p
        for p in found
    ), found
    assert any(p.startswith("content/glossary/terms.yaml:8:") and "'de'" in p for p in found), found
    assert any(p.startswith("content/glossary/terms.yaml:9:") and "pending" in p for p in found), found
