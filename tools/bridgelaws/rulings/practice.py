"""Practising a flow on the worked examples: the flow's questions asked about an example whose ruling
follows one of its paths (the paths recorded on the outcomes, `examples:`).

An item is one recorded path: the example, the calls its ruling is about (a `call` step: shown as
what happened, not asked), then every fact and judgement on the path in turn, each with the answer
the ruling gives (or the engine derives from the example's auction and play), and the outcome. An
example recorded on several paths of one flow is one item for each path told apart by its calls;
paths the calls do not tell apart (the source weighs two readings of the same call) are left out:
the reader could not know which one is asked.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from bridgelaws.model import KnowledgeBase
from bridgelaws.model.flowschema import Outcome, RulingFlow

from .table import TableError, table_from_example
from .walk import Answered, RulingError, walk


@dataclass(frozen=True)
class FlowPractice:
    """One practice item: a flow walked on a worked example to one of its outcomes."""

    flow: RulingFlow
    example: str  # "source/example-id"
    outcome: Outcome
    given: tuple[Answered, ...]  # the calls the ruling is about
    asked: tuple[Answered, ...]  # the facts and judgements, in the walk's order

    @property
    def id(self) -> str:
        return f"flow/{self.flow.id}/{self.example}/{self.outcome.id}"

    def answers(self) -> dict[str, str]:
        return {item.step.key: item.answer for item in self.given + self.asked}


def items(kb: KnowledgeBase) -> list[FlowPractice]:
    """Every practice item of every flow, in the flows' order, then the outcomes' (a path that does
    not walk, which `check` reports, is left out)."""
    found: list[FlowPractice] = []
    for entry in kb.flows:
        flow = entry.flow
        walked: dict[str, list[FlowPractice]] = defaultdict(list)
        for outcome in flow.outcomes:
            for path in outcome.examples:
                versions = kb.example_by_ref(path.example)
                if not versions:
                    continue
                try:
                    table = table_from_example(versions[0].example.model_dump())
                    result = walk(flow, path.answers, table)
                except (RulingError, TableError):
                    continue
                if result.outcome is None or result.outcome.id != outcome.id:
                    continue
                given = tuple(a for a in result.path if a.step.kind == "call")
                asked = tuple(a for a in result.path if a.step.kind != "call")
                walked[path.example].append(FlowPractice(flow, path.example, outcome, given, asked))
        for example_items in walked.values():
            calls = [tuple(a.answer for a in item.given) for item in example_items]
            found.extend(
                item for item, told in zip(example_items, calls, strict=True) if calls.count(told) < 2
            )
    return found
