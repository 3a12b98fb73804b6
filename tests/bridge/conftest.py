"""Shared data for the bridge engine tests: real deals from the seeds, and a private DD cache."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

ORIGINALS = Path(__file__).resolve().parents[2] / "content" / "originals"

# Example 33 of the WBF commentary on Law 27 (Hellenic wiki; Wasiak's slide 33). North's
# diamonds are printed with a heart symbol in the wiki; the diamond suit is meant.
_EX33_HANDS = {
    "N": {"S": "JT8", "H": "9", "D": "QJT6", "C": "AJ854"},
    "E": {"S": "972", "H": "AKQ3", "D": "972", "C": "KQ7"},
    "S": {"S": "Q6543", "H": "J842", "D": "AK4", "C": "6"},
    "W": {"S": "AK", "H": "T765", "D": "853", "C": "T932"},
}
# Example 4 of Wasiak's slides (Laws 10–11): an end position, diamond contract, dummy North.
_EX4_HANDS = {
    "N": {"S": "64", "H": "82", "D": "J2", "C": ""},
    "E": {"S": "", "H": "KJ5", "D": "986", "C": ""},
    "S": {"S": "QJ2", "H": "", "D": "KQ5", "C": ""},
    "W": {"S": "873", "H": "63", "D": "7", "C": ""},
}
# The Law 13 slide: the ♠A printed in two hands; in the data East holds it (14 cards), West 12.
_LAW13_HANDS = {
    "N": {"S": "K875", "H": "843", "D": "7", "C": "QJ843"},
    "E": {"S": "AQ42", "H": "QJ5", "D": "AK32", "C": "A52"},
    "S": {"S": "JT9", "H": "A9762", "D": "54", "C": "KT9"},
    "W": {"S": "63", "H": "KT", "D": "QJT986", "C": "76"},
}
EX33_PBN = "N:JT8.9.QJT6.AJ854 972.AKQ3.972.KQ7 Q6543.J842.AK4.6 AK.T765.853.T932"


@pytest.fixture
def ex33_hands() -> dict[str, Any]:
    return copy.deepcopy(_EX33_HANDS)


@pytest.fixture
def ex33(ex33_hands: dict[str, Any]) -> dict[str, Any]:
    """Example 33 as an example file holds it."""
    return {
        "id": "ex-33",
        "deal": {"dealer": "N", "vulnerable": "none", "hands": ex33_hands},
        "auction": {
            "dealer": "N",
            "calls": ["Pass", "1C", "2C*", "1NT!", {"call": "2NT", "replaces": True}, "Pass", "Pass", "Pass"],
            "notes": {"2": "2♣ shows 5-4 in the majors"},
        },
    }


@pytest.fixture
def ex4_hands() -> dict[str, Any]:
    return copy.deepcopy(_EX4_HANDS)


@pytest.fixture
def law13_hands() -> dict[str, Any]:
    return copy.deepcopy(_LAW13_HANDS)


@pytest.fixture(scope="session")
def polish_slides() -> str:
    """Wasiak's slides (seed 000)."""
    (path,) = ORIGINALS.glob("000_*.txt")
    return path.read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def greek_wiki() -> str:
    """The Hellenic wiki page on Law 27 (seed 001)."""
    (path,) = ORIGINALS.glob("001_*.txt")
    return path.read_text(encoding="utf-8")


@pytest.fixture(autouse=True)
def private_dd_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep double dummy results of the tests out of the project's .cache (shared within the session)."""
    monkeypatch.setenv("BRIDGELAWS_CACHE", str(tmp_path_factory.getbasetemp() / "bridge-cache"))
