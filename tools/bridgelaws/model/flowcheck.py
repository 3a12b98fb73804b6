"""Checking the ruling flows against themselves and the knowledge base, every problem located.

A flow is a graph: steps and outcomes share one namespace of keys, the first step is the start.
Checked here: every choice leads to a step or an outcome; every step and outcome can be reached;
no walk goes round in a circle; each provision exists in the law index of the flow's edition; the
commentary and examples it links exist; the answers recorded for a worked example name steps of the
flow and values they accept; the words stand in every language of the site.
"""

from __future__ import annotations

from collections.abc import Iterator

from bridgelaws.bridge.calls import parse_call
from bridgelaws.bridge.errors import BridgeError

from .entries import FlowEntry
from .flowschema import RulingFlow, Step
from .kb import KnowledgeBase
from .reader import Reader
from .schema import LANGS

Loc = tuple[str | int, ...]
LANG_NAMES = {"en": "English", "pl": "Polish", "el": "Greek", "ru": "Russian"}


def check_flows(reader: Reader, kb: KnowledgeBase) -> None:
    """Report every problem of every flow at its place in its file."""
    ids = {entry.flow.id for entry in kb.flows}
    for entry in kb.flows:
        doc = reader.documents[entry.at.path]
        for loc, message in flow_problems(entry, kb, ids):
            reader.complain(doc, loc, message)


def flow_problems(entry: FlowEntry, kb: KnowledgeBase, flow_ids: set[str]) -> Iterator[tuple[Loc, str]]:
    flow = entry.flow
    stem = entry.at.path.rsplit("/", 1)[-1].removesuffix(".yaml")
    if flow.id != stem:
        yield ("id",), f"flow id '{flow.id}' differs from the file name '{stem}'"
    if flow.edition not in kb.indexes:
        yield ("edition",), f"no index of the {flow.edition} Laws (laws/{flow.edition}/index.yaml)"
    for i, number in enumerate(flow.laws):
        if kb.law_entry(flow.edition, number) is None:
            yield ("laws", i), f"law {number} is not in the {flow.edition} law index"
    yield from _graph(flow)
    yield from _provisions(flow, kb)
    yield from _links(flow, kb, flow_ids)
    yield from _languages(flow)


def targets(flow: RulingFlow) -> dict[str, Step | None]:
    """Every key a choice may lead to: the steps (by key) and the outcomes (None)."""
    found: dict[str, Step | None] = {step.key: step for step in flow.steps}
    found.update({outcome.id: None for outcome in flow.outcomes})
    return found


def ways_on(step: Step) -> list[str]:
    """Where a step leads: its choices' targets, or its one `next`."""
    return [choice.next for choice in step.choices] if step.choices else [step.next] if step.next else []


def _graph(flow: RulingFlow) -> Iterator[tuple[Loc, str]]:
    seen_keys: dict[str, Loc] = {}
    for i, step in enumerate(flow.steps):
        if step.key in seen_keys:
            yield ("steps", i, "key"), f"step key '{step.key}' used twice"
        seen_keys.setdefault(step.key, ("steps", i))
    for i, outcome in enumerate(flow.outcomes):
        if outcome.id in seen_keys:
            yield ("outcomes", i, "id"), f"outcome id '{outcome.id}' is already a step or an outcome"
        seen_keys.setdefault(outcome.id, ("outcomes", i))
    known = targets(flow)
    for i, step in enumerate(flow.steps):
        yield from _step_shape(step, ("steps", i))
        for j, choice in enumerate(step.choices):
            if choice.next not in known:
                yield (
                    ("steps", i, "choices", j, "next"),
                    (
                        f"choice '{choice.value}' leads nowhere: "
                        f"'{choice.next}' is neither a step nor an outcome"
                    ),
                )
        if step.next and step.next not in known:
            yield ("steps", i, "next"), f"'{step.next}' is neither a step nor an outcome"
    reached = _reachable(flow)
    for key, loc in seen_keys.items():
        if key not in reached:
            what = "step" if loc[0] == "steps" else "outcome"
            yield loc, f"unreachable {what} '{key}': no choice leads to it from '{flow.steps[0].key}'"
    cycle = _cycle(flow)
    if cycle:
        yield seen_keys[cycle[0]], "cycle: " + " → ".join(cycle)


def _step_shape(step: Step, loc: Loc) -> Iterator[tuple[Loc, str]]:
    if step.kind == "call":
        if step.choices:
            yield loc + ("choices",), "a 'call' step takes a call, not choices"
        if not step.next:
            yield loc, "a 'call' step needs 'next'"
        return
    if step.next:
        yield loc + ("next",), f"a '{step.kind}' step leads on by its choices, not 'next'"
    if len(step.choices) < 2:
        yield loc + ("choices",), f"a '{step.kind}' step needs at least two choices"
    values = [choice.value for choice in step.choices]
    for j, value in enumerate(values):
        if values.index(value) != j:
            yield loc + ("choices", j, "value"), f"choice '{value}' listed twice"
    for j, choice in enumerate(step.choices):
        if choice.label is None and choice.value not in ("yes", "no"):
            yield loc + ("choices", j), f"choice '{choice.value}' needs a label (only yes and no have one)"
    if step.kind == "judgement" and step.test is None:
        yield loc, "a judgement step states its test ('test')"


def _reachable(flow: RulingFlow) -> set[str]:
    steps = {step.key: step for step in flow.steps}
    todo, seen = [flow.steps[0].key], set()
    while todo:
        key = todo.pop()
        if key in seen:
            continue
        seen.add(key)
        if key in steps:
            todo.extend(ways_on(steps[key]))
    return seen


def _cycle(flow: RulingFlow) -> list[str] | None:
    """A walk that comes back to a step it passed, as the list of keys; None when there is none."""
    steps = {step.key: step for step in flow.steps}
    state: dict[str, int] = {}  # 1: on the current walk, 2: done

    def visit(key: str, trail: list[str]) -> list[str] | None:
        if state.get(key) == 1:
            return trail[trail.index(key) :] + [key]
        if state.get(key) == 2 or key not in steps:
            return None
        state[key] = 1
        for target in ways_on(steps[key]):
            found = visit(target, trail + [key])
            if found:
                return found
        state[key] = 2
        return None

    for step in flow.steps:
        found = visit(step.key, [])
        if found:
            return found
    return None


def _provisions(flow: RulingFlow, kb: KnowledgeBase) -> Iterator[tuple[Loc, str]]:
    places: list[tuple[Loc, list[str]]] = [
        (("steps", i, "provisions"), step.provisions) for i, step in enumerate(flow.steps)
    ]
    places += [(("outcomes", i, "provisions"), o.provisions) for i, o in enumerate(flow.outcomes)]
    for loc, refs in places:
        for j, ref in enumerate(refs):
            if flow.edition in kb.indexes and not kb.has_law(flow.edition, ref):
                yield loc + (j,), f"unknown provision {ref}: not in the {flow.edition} law index"


def _links(flow: RulingFlow, kb: KnowledgeBase, flow_ids: set[str]) -> Iterator[tuple[Loc, str]]:
    steps = {step.key: step for step in flow.steps}
    for i, step in enumerate(flow.steps):
        for j, ref in enumerate(step.see.commentary):
            if not kb.units_by_ref(ref):
                yield ("steps", i, "see", "commentary", j), f"no commentary unit '{ref}' (source/unit-id)"
        for j, ref in enumerate(step.see.examples):
            if not kb.example_by_ref(ref):
                yield ("steps", i, "see", "examples", j), f"no example '{ref}' (source/example-id)"
    for i, outcome in enumerate(flow.outcomes):
        loc: Loc = ("outcomes", i)
        if outcome.continue_ is not None and outcome.continue_ not in flow_ids:
            yield loc + ("continue",), f"no ruling flow '{outcome.continue_}' to continue with"
        for j, path in enumerate(outcome.examples):
            if not kb.example_by_ref(path.example):
                yield loc + ("examples", j, "example"), f"no example '{path.example}' (source/example-id)"
            for key, value in path.answers.items():
                where = loc + ("examples", j, "answers", key)
                step = steps.get(key)
                if step is None:
                    yield where, f"'{key}' is not a step of the flow '{flow.id}'"
                elif step.kind == "call":
                    try:
                        parse_call(value)
                    except BridgeError as error:
                        yield where, f"'{value}' is not a call: {error}"
                elif value not in [choice.value for choice in step.choices]:
                    allowed = ", ".join(choice.value for choice in step.choices)
                    yield where, f"'{value}' is not an answer to '{key}' (expected one of {allowed})"


def _languages(flow: RulingFlow) -> Iterator[tuple[Loc, str]]:
    """Every text in every language of the site (English is the schema's to require)."""
    texts: list[tuple[Loc, dict[str, str] | None]] = [(("title",), flow.title), (("summary",), flow.summary)]
    for i, step in enumerate(flow.steps):
        base: Loc = ("steps", i)
        texts += [(base + ("question",), step.question), (base + ("test",), step.test)]
        texts += [(base + ("note",), step.note)]
        texts += [(base + ("choices", j, "label"), c.label) for j, c in enumerate(step.choices)]
    texts += [(("outcomes", i, "text"), o.text) for i, o in enumerate(flow.outcomes)]
    for loc, value in texts:
        if value is None:
            continue
        missing = [LANG_NAMES[lang] for lang in LANGS if not value.get(lang, "").strip()]
        if missing:
            yield loc, f"no {', '.join(missing)} text"
