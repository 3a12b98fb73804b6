"""The seed documents the reference finder is tested on."""

from __future__ import annotations

from pathlib import Path

import pytest

ORIGINALS = Path(__file__).resolve().parents[2] / "content" / "originals"
SEED_LANGS = {"000": "pl", "001": "el", "002": "pl", "003": "ru", "004": "pl"}  # the language each is read in


@pytest.fixture(scope="session")
def seeds() -> dict[str, tuple[str, str]]:
    """Seed number → (language, text)."""
    out = {}
    for number, lang in SEED_LANGS.items():
        (path,) = ORIGINALS.glob(f"{number}_*.txt")
        out[number] = (lang, path.read_text(encoding="utf-8"))
    return out


@pytest.fixture(params=sorted(SEED_LANGS))
def seed(request: pytest.FixtureRequest, seeds: dict[str, tuple[str, str]]) -> tuple[str, str, str]:
    """Each seed in turn: (number, language, text)."""
    return (request.param, *seeds[request.param])
