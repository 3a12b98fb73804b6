"""Shared data for the bridge engine tests: real deals from the seeds, and a private DD cache."""

from __future__ import annotations

import pytest

# Example 33 of the WBF commentary on Law 27 (Hellenic wiki, English half; Wasiak slide 33):
# North's diamonds are printed with a heart symbol in the source; the diamond suit is meant.
EX33_HANDS = {
    "N": {"S": "JT8", "H": "9", "D": "QJT6", "C": "AJ854"},
    "E": {"S": "972", "H": "AKQ3", "D": "972", "C": "KQ7"},
    "S": {"S": "Q6543", "H": "J842", "D": "AK4", "C": "6"},
    "W": {"S": "AK", "H": "T765", "D": "853", "C": "T932"},
}
EX33_PBN = "N:JT8.9.QJT6.AJ854 972.AKQ3.972.KQ7 Q6543.J842.AK4.6 AK.T765.853.T932"
EX33_CALLS = ["Pass", "1C", "2C*", "1NT!", {"call": "2NT", "replaces": True}, "Pass", "Pass", "Pass"]

# Example 4 of Wasiak's slides (Laws 10–11): an end position, diamond contract, dummy North.
EX4_HANDS = {
    "N": {"S": "64", "H": "82", "D": "J2", "C": ""},
    "E": {"S": "", "H": "KJ5", "D": "986", "C": ""},
    "S": {"S": "QJ2", "H": "", "D": "KQ5", "C": ""},
    "W": {"S": "873", "H": "63", "D": "7", "C": ""},
}

# The Law 13 slide: the ♠A printed in two hands; in the data East holds it (14 cards), West 12.
LAW13_HANDS = {
    "N": {"S": "K875", "H": "843", "D": "7", "C": "QJ843"},
    "E": {"S": "AQ42", "H": "QJ5", "D": "AK32", "C": "A52"},
    "S": {"S": "JT9", "H": "A9762", "D": "54", "C": "KT9"},
    "W": {"S": "63", "H": "KT", "D": "QJT986", "C": "76"},
}


@pytest.fixture(autouse=True)
def private_dd_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Keep double dummy results of the tests out of the project's .cache (shared within the session)."""
    monkeypatch.setenv("BRIDGELAWS_CACHE", str(tmp_path_factory.getbasetemp() / "bridge-cache"))
