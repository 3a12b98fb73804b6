"""What a reader answers to a drill or a practice ruling, and the value the engine gives."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bridgelaws.i18n import LANGS, Words, words
from bridgelaws.i18n.terms import symbols


def in_every_language(make: Callable[[Words], str]) -> dict[str, str]:
    """A text made with each language's words, contracts with suit symbols (`words.symbols`)."""
    return {lang: symbols(make(words(lang)), lang) for lang in LANGS}


@dataclass(frozen=True)
class Answer:
    """One thing the reader answers: what kind of input it takes and the engine's value.

    Kinds: `number` (a whole number), `decimal` (right within 0.01, or the exact fraction),
    `seat` (N E S W), `vulnerability` (none ns ew all), `yesno`, `bid` (`3D`), `contract` (`4SX`).
    """

    name: str
    kind: str
    value: str | int | float
    label: dict[str, str]
    exact: str | None = None  # a decimal answer's exact value (`212.5`, `1/3`)

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "name": self.name,
            "kind": self.kind,
            "value": self.value,
            "label": self.label,
        }
        if self.exact is not None:
            data["exact"] = self.exact
        return data
