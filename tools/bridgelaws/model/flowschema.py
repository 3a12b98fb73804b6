"""The schema of a ruling flow: `content/rulings/<id>.yaml` (exported as `ruling-flow.schema.json`).

A flow walks a Director from what happened at the table to the rectification, the way GOV.UK's
Smart Answers do: steps, each a question about an observable fact or a judgement the Director makes,
each choice naming the next step or an outcome; outcomes, each a rectification in the project's own
words citing the provisions it applies. The words of every step and outcome stand beside the logic,
in every language of the site (English first). `load.py` reads the files, `flowcheck.py` checks
them against each other and the law index; the walker is `bridgelaws.rulings`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field, field_validator

from .schema import Edition, Lang, LawRefStr, Slug, Strict

Texts = dict[Lang, str]


def _english_first(value: dict[str, str]) -> dict[str, str]:
    if not value.get("en", "").strip():
        raise ValueError("an English text ('en') is required")
    return value


class SeeAlso(Strict):
    """Where the knowledge base shows a judgement applied: commentary units ("source/unit-id") and
    worked examples ("source/example-id"), in whatever languages they are held."""

    commentary: list[str] = []
    examples: list[str] = []


class Choice(Strict):
    """One answer to a step and where it leads: the key of a step or the id of an outcome."""

    value: Slug
    label: Texts | None = None  # "yes" and "no" have the interface's words when left out
    next: Slug

    @field_validator("label")
    @classmethod
    def _label(cls, value: Texts | None) -> Texts | None:
        return value if value is None else _english_first(value)


class Step(Strict):
    """A question. `fact`: something the Director observes or is told (the engine answers it from the
    auction or the play when it can: `derive`); `judgement`: the Director's opinion, with its `test`
    in the project's words and `see` where the knowledge base shows it applied; `call`: a call the
    engine reads (asked only when the flow has an auction to read it against)."""

    key: Slug
    kind: Literal["fact", "judgement", "call"] = "fact"
    question: Texts
    test: Texts | None = None
    note: Texts | None = None
    derive: Slug | None = None
    provisions: list[LawRefStr] = []
    see: SeeAlso = SeeAlso()
    choices: list[Choice] = []
    next: Slug | None = None  # a `call` step's one way on

    @field_validator("question", "test", "note")
    @classmethod
    def _texts(cls, value: Texts | None) -> Texts | None:
        return value if value is None else _english_first(value)


class ExamplePath(Strict):
    """A worked example whose ruling follows a path to this outcome: the answers the source's ruling
    gives (the Director's judgements, and facts the example's data does not hold); the engine derives
    the rest from the example's auction and play."""

    example: str = Field(pattern=r"^[a-z0-9][a-z0-9.\-]*/[a-z0-9][a-z0-9.\-]*$")
    answers: dict[Slug, str] = {}


class Outcome(Strict):
    """A rectification, citing the provisions it applies at the exact level."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    id: Slug
    provisions: list[LawRefStr] = Field(min_length=1)
    text: Texts
    continue_: Slug | None = Field(default=None, alias="continue")  # another flow to go on with
    examples: list[ExamplePath] = []

    @field_validator("text")
    @classmethod
    def _text(cls, value: Texts) -> Texts:
        return _english_first(value)


class RulingFlow(Strict):
    """`content/rulings/<id>.yaml`: one irregularity, from what happened to the rectification."""

    id: Slug
    edition: Edition = "2017"
    laws: list[int] = Field(min_length=1)  # the laws it rules on: their pages say "Rule it"
    title: Texts
    summary: Texts
    reviewed: list[Lang] = []  # languages whose words a Director has reviewed; the rest are marked
    steps: list[Step] = Field(min_length=1)  # the first is where the walk starts
    outcomes: list[Outcome] = Field(min_length=1)

    @field_validator("title", "summary")
    @classmethod
    def _texts(cls, value: Texts) -> Texts:
        return _english_first(value)
