"""Walking a flow: from the answers given (and the facts the engine derives) to the next question or
the outcome, the way docassemble asks only for what it still needs.

`walk(flow, answers, table, lang)` goes from the first step along the choices: a step the engine can
decide from the table is answered by it; a step answered up front takes that answer; the first step
neither can answer is the next question. An answer to a step the walk does not reach is kept and
unused (answers may be given for any branch); an answer to no step of the flow, a value a step does
not offer, or one the engine contradicts is a `RulingError`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bridgelaws.bridge.calls import parse_call
from bridgelaws.bridge.errors import BridgeError
from bridgelaws.model.flowschema import Outcome, RulingFlow, Step

from .facts import FACTS, FactError
from .table import Table
from .words import word


class RulingError(ValueError):
    """An answer the flow cannot take (a usage error: exit 2 on the command line)."""


def text(texts: Mapping[str, str] | None, lang: str) -> str:
    """A text of a flow in `lang`, else in English."""
    if not texts:
        return ""
    return texts.get(lang) or texts.get("en", "")


def choice_label(step: Step, value: str, lang: str) -> str:
    for choice in step.choices:
        if choice.value == value:
            return text(choice.label, lang) if choice.label else word(value, lang)
    return value


@dataclass(frozen=True)
class Answered:
    """A step on the path: its question, the answer and who gave it ("engine" or "given")."""

    step: Step
    answer: str
    by: str

    def as_json(self, lang: str) -> dict[str, Any]:
        label = self.answer if self.step.kind == "call" else choice_label(self.step, self.answer, lang)
        return {
            "key": self.step.key,
            "question": text(self.step.question, lang),
            "answer": self.answer,
            "label": label,
            "by": self.by,
        }


@dataclass
class Walk:
    """Where the answers lead: the path so far, then the next question or the outcome."""

    flow: RulingFlow
    lang: str
    path: list[Answered] = field(default_factory=list)
    next: Step | None = None
    outcome: Outcome | None = None
    unused: list[str] = field(default_factory=list)

    def answers(self) -> dict[str, str]:
        return {item.step.key: item.answer for item in self.path}


def walk(
    flow: RulingFlow,
    answers: Mapping[str, str] | None = None,
    table: Table | None = None,
    lang: str = "en",
) -> Walk:
    """Follow `flow` as far as the answers and the table decide it (see the module docstring)."""
    given = dict(answers or {})
    steps = {step.key: step for step in flow.steps}
    outcomes = {outcome.id: outcome for outcome in flow.outcomes}
    unknown = sorted(set(given) - set(steps))
    if unknown:
        raise RulingError(
            f"{flow.id}: no step {', '.join(repr(k) for k in unknown)} (the steps are {', '.join(steps)})"
        )
    for key, value in given.items():
        step = steps[key]
        if step.kind == "call" and (table is None or table.auction is None):
            raise RulingError(f"{key}={value}: a call is read against the auction (give --auction)")
        given[key] = _checked(step, value)
    result = Walk(flow, lang)
    resolved: dict[str, str] = {}
    key = flow.steps[0].key
    seen: set[str] = set()
    while key not in outcomes:
        if key in seen:  # the model rejects cycles; a walk never loops even on unchecked data
            raise RulingError(f"{flow.id}: the walk comes back to '{key}'")
        seen.add(key)
        step = steps[key]
        if step.kind == "call" and (table is None or table.auction is None):
            key = step.next or ""
            continue
        value, by = _answer(step, given.get(key), table, resolved)
        if value is None:
            result.next = step
            break
        resolved[key] = value
        result.path.append(Answered(step, value, by))
        key = step.next if step.kind == "call" else _target(step, value)
    else:
        result.outcome = outcomes[key]
    result.unused = [k for k in given if k not in resolved]
    return result


def _answer(
    step: Step, given: str | None, table: Table | None, resolved: dict[str, str]
) -> tuple[str | None, str]:
    derived = None
    if step.derive and table is not None:
        fact = FACTS.get(step.derive)
        if fact is None:
            raise RulingError(f"step '{step.key}': the engine knows no fact '{step.derive}'")
        try:
            derived = fact(table, resolved)
        except FactError as error:
            raise RulingError(str(error)) from None
    if derived is not None and given is not None and _same(step, derived) != _same(step, given):
        raise RulingError(f"{step.key}={given}: the engine finds {derived!r} from the table")
    if derived is not None:
        return _same(step, derived), "engine"
    return given, "given"


def _checked(step: Step, value: str) -> str:
    if step.kind == "call":
        try:
            return parse_call(value).plain().text
        except BridgeError as error:
            raise RulingError(f"{step.key}={value}: {error}") from None
    values = [choice.value for choice in step.choices]
    if value not in values:
        raise RulingError(f"{step.key}={value}: expected one of {', '.join(values)}")
    return value


def _same(step: Step, value: str) -> str:
    return parse_call(value).plain().text if step.kind == "call" else value


def _target(step: Step, value: str) -> str:
    return next(choice.next for choice in step.choices if choice.value == value)
