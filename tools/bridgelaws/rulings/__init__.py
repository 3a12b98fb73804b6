"""Ruling at the table: the Director's walk from what happened to the rectification.

The flows are content (`content/rulings/<id>.yaml`), read and checked by the model like every other
file (`bridgelaws.model.flowschema`, `flowcheck`). This room walks them: `table` reads the auction
and the play a ruling is about, `facts` asks the bridge engine what it can decide (whose turn it was,
whether a bid was sufficient, who won the tricks after a revoke …), `walk` follows the choices to the
next question or the outcome, `view` shows a walk (JSON, a plain-text ruling report) and ties an
outcome to the commentary and the worked examples. It reads `model/` and `bridge/` and knows no site;
the site and the command line draw it.
"""

from __future__ import annotations

from bridgelaws.model import KnowledgeBase, Problem
from bridgelaws.model.entries import Located

from .facts import FACTS, FactError
from .table import Table, TableError, table_from_example, table_from_text
from .walk import RulingError, Walk, walk

__all__ = [
    "FACTS",
    "FactError",
    "RulingError",
    "Table",
    "TableError",
    "Walk",
    "check",
    "table_from_example",
    "table_from_text",
    "walk",
]


def check(kb: KnowledgeBase) -> list[Problem]:
    """What the model cannot check about the flows: every `derive:` names a fact the engine knows,
    and every worked example recorded on an outcome, walked with its data and its answers, reaches
    that outcome."""
    problems: list[Problem] = []
    for entry in kb.flows:
        flow = entry.flow
        for i, step in enumerate(flow.steps):
            if step.derive and step.derive not in FACTS:
                known = ", ".join(sorted(FACTS))
                message = f"no engine fact '{step.derive}' (known: {known})"
                problems.append(_at(entry.where(("steps", i, "derive")), message))
        for i, outcome in enumerate(flow.outcomes):
            for j, path in enumerate(outcome.examples):
                versions = kb.example_by_ref(path.example)
                if not versions:
                    continue  # the model reports it
                table = table_from_example(versions[0].example.model_dump())
                where = entry.where(("outcomes", i, "examples", j))
                try:
                    walked = walk(flow, path.answers, table)
                except (RulingError, TableError) as error:
                    problems.append(_at(where, f"{path.example}: {error}"))
                    continue
                if walked.outcome is None or walked.outcome.id != outcome.id:
                    reached = walked.outcome.id if walked.outcome else f"the question '{walked.next.key}'"
                    problems.append(_at(where, f"{path.example} reaches {reached}, not '{outcome.id}'"))
    return problems


def _at(where: Located, message: str) -> Problem:
    return Problem(where.path, where.line, where.col, message)
