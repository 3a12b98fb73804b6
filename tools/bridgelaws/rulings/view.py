"""What a walk shows: its JSON for machines, a plain-text ruling report, and the knowledge base an
outcome is tied to (the commentary on its provisions, the worked examples ruled that way)."""

from __future__ import annotations

from typing import Any

from bridgelaws.model import CommentaryEntry, KnowledgeBase
from bridgelaws.model.flowschema import Outcome, RulingFlow, Step
from bridgelaws.refs import LawRef

from .walk import Walk, choice_label, text
from .words import word


def _family(ref: str) -> set[str]:
    law = LawRef.parse(ref)
    return {law.canonical, *(part.canonical for part in law.ancestors())}


def about(unit_laws: list[str], provision: str) -> bool:
    """Is a unit about `provision`: the provision itself, a part of it, or a part that encloses it
    (other than the bare law, which every unit on the law names)?"""
    number = str(LawRef.parse(provision).law)
    for ref in unit_laws:
        if ref == provision or (ref != number and (ref in _family(provision) or provision in _family(ref))):
            return True
    return False


def commentary_on(kb: KnowledgeBase, provisions: list[str], edition: str = "2017") -> list[CommentaryEntry]:
    """Commentary units (of sources on `edition`) about any of the provisions, in source order."""
    found: dict[str, CommentaryEntry] = {}
    for provision in provisions:
        for entry in kb.commentary_on(LawRef.parse(provision).law, edition):
            if entry.unit.example is None and about(entry.unit.laws, provision):
                found.setdefault(entry.uid, entry)
    return sorted(found.values(), key=lambda e: e.order)


def unit_refs(entries: list[CommentaryEntry]) -> list[str]:
    """Units as "source/unit-id", once for all their languages."""
    return list(dict.fromkeys(f"{e.source}/{e.unit.id}" for e in entries))


def example_refs(outcome: Outcome) -> list[str]:
    """The worked examples whose ruling follows the path to `outcome`, without repeats."""
    return list(dict.fromkeys(path.example for path in outcome.examples))


def choices_json(step: Step, lang: str) -> list[dict[str, str]]:
    return [{"value": c.value, "label": choice_label(step, c.value, lang)} for c in step.choices]


def step_json(step: Step, lang: str) -> dict[str, Any]:
    data: dict[str, Any] = {
        "key": step.key,
        "question": text(step.question, lang),
        "choices": choices_json(step, lang),
        "kind": step.kind,
    }
    if step.kind == "call":
        data["hint"] = word("call", lang)
    if step.test:
        data["test"] = text(step.test, lang)
    if step.provisions:
        data["provisions"] = list(step.provisions)
    return data


def walk_json(kb: KnowledgeBase, walked: Walk) -> dict[str, Any]:
    """`{"flow", "path", "next", "outcome"}` (the shape `bridgelaws rule --json` prints)."""
    lang = walked.lang
    outcome = None
    if walked.outcome is not None:
        found = walked.outcome
        outcome = {
            "id": found.id,
            "text": text(found.text, lang),
            "provisions": list(found.provisions),
            "examples": example_refs(found),
            "commentary": unit_refs(commentary_on(kb, list(found.provisions), walked.flow.edition)),
            "continue": found.continue_,
        }
    return {
        "flow": walked.flow.id,
        "path": [item.as_json(lang) for item in walked.path],
        "next": step_json(walked.next, lang) if walked.next is not None else None,
        "outcome": outcome,
        "unused": walked.unused,
    }


def report_text(walked: Walk) -> str:
    """The ruling as plain text for a ruling report: the flow, each fact with its answer, the outcome
    and its provisions, and the reminder that the Laws prevail."""
    lang, flow = walked.lang, walked.flow
    lines = [f"{word('report', lang)}: {text(flow.title, lang)}", ""]
    for item in walked.path:
        answer = item.answer if item.step.kind == "call" else choice_label(item.step, item.answer, lang)
        engine = f" ({word('engine', lang)})" if item.by == "engine" else ""
        lines.append(f"- {text(item.step.question, lang)} {answer}{engine}")
    if walked.outcome is not None:
        outcome = walked.outcome
        lines += ["", f"{word('ruling', lang)}: {text(outcome.text, lang)}"]
        lines.append(f"{word('provisions', lang)}: {', '.join(outcome.provisions)}")
    elif walked.next is not None:
        lines += ["", f"{word('question', lang)}: {text(walked.next.question, lang)}"]
    lines += ["", word("prevail", lang)]
    return "\n".join(lines)


def flows_json(kb: KnowledgeBase, lang: str = "en") -> list[dict[str, Any]]:
    """Every flow: id, title, summary, the laws it rules on and which languages a Director reviewed."""
    return [_flow_summary(entry.flow, lang) for entry in kb.flows]


def _flow_summary(flow: RulingFlow, lang: str) -> dict[str, Any]:
    return {
        "flow": flow.id,
        "title": text(flow.title, lang),
        "summary": text(flow.summary, lang),
        "laws": list(flow.laws),
        "steps": len(flow.steps),
        "outcomes": len(flow.outcomes),
        "reviewed": list(flow.reviewed),
    }
