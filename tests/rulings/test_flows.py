"""Every ruling flow on the real knowledge base: every path walked to an outcome, every outcome reached,
its provisions in the 2017 law index, its words in four languages, its worked examples ruled that way."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from bridgelaws.model import load
from bridgelaws.model.flowschema import RulingFlow
from bridgelaws.rulings import check, table_from_example, walk
from bridgelaws.rulings.view import commentary_on, report_text

ROOT = Path(__file__).resolve().parents[2]
KB = load(ROOT)
FLOWS = {entry.flow.id: entry.flow for entry in KB.flows}
EXPECTED = {
    "insufficient-bid", "call-out-of-rotation", "simultaneous-calls", "call-after-final-pass",
    "exposed-card-in-auction", "lead-out-of-turn", "penalty-card", "revoke", "claim",
    "unauthorised-information", "misinformation", "director-called-late", "wrong-board",
    "incorrect-number-of-cards",
}  # fmt: skip


def paths(flow: RulingFlow) -> Iterator[tuple[dict[str, str], str]]:
    """Every walk through the flow's choices, without a table (call steps are then not asked): the
    answers given and the outcome reached."""
    steps = {step.key: step for step in flow.steps}

    def follow(key: str, answers: dict[str, str]) -> Iterator[tuple[dict[str, str], str]]:
        if key not in steps:
            yield answers, key
            return
        step = steps[key]
        if step.kind == "call":
            yield from follow(step.next or "", answers)
            return
        for choice in step.choices:
            yield from follow(choice.next, {**answers, key: choice.value})

    yield from follow(flow.steps[0].key, {})


def test_the_fourteen_flows_are_there() -> None:
    assert set(FLOWS) == EXPECTED


@pytest.mark.parametrize("flow_id", sorted(EXPECTED))
def test_every_path_reaches_an_outcome_whose_provisions_exist(flow_id: str) -> None:
    flow = FLOWS[flow_id]
    reached: set[str] = set()
    for answers, outcome_id in paths(flow):
        walked = walk(flow, answers)
        assert walked.outcome is not None and walked.outcome.id == outcome_id, (answers, outcome_id)
        assert [item.step.key for item in walked.path] == list(answers)
        assert all(KB.has_law(flow.edition, ref) for ref in walked.outcome.provisions), walked.outcome.id
        reached.add(outcome_id)
    assert reached == {outcome.id for outcome in flow.outcomes}


@pytest.mark.parametrize("flow_id", sorted(EXPECTED))
def test_every_text_stands_in_four_languages_and_the_report_names_the_provisions(flow_id: str) -> None:
    flow = FLOWS[flow_id]
    texts = [flow.title, flow.summary, *(o.text for o in flow.outcomes)]
    texts += [t for s in flow.steps for t in (s.question, s.test, s.note) if t]
    texts += [c.label for s in flow.steps for c in s.choices if c.label]
    assert all(set(t) == {"en", "pl", "el", "ru"} and all(v.strip() for v in t.values()) for t in texts)
    answers, _ = next(paths(flow))
    for lang in ("en", "pl", "el", "ru"):
        report = report_text(walk(flow, answers, lang=lang))
        walked = walk(flow, answers, lang=lang)
        assert walked.outcome is not None
        assert walked.outcome.text[lang] in report and ", ".join(walked.outcome.provisions) in report


def test_every_step_and_outcome_provision_is_cited_at_a_level_the_index_knows() -> None:
    for flow in FLOWS.values():
        refs = [r for s in flow.steps for r in s.provisions] + [
            r for o in flow.outcomes for r in o.provisions
        ]
        unknown = [r for r in refs if not KB.has_law("2017", r)]
        assert not unknown, (flow.id, unknown)


def test_the_worked_examples_recorded_on_outcomes_reach_them_with_the_engine() -> None:
    assert check(KB) == []
    engine_decided = 0
    for flow in FLOWS.values():
        for outcome in flow.outcomes:
            for path in outcome.examples:
                example = KB.example_by_ref(path.example)[0].example
                walked = walk(flow, path.answers, table_from_example(example.model_dump()))
                assert walked.outcome is not None and walked.outcome.id == outcome.id, path.example
                engine_decided += sum(item.by == "engine" for item in walked.path)
    assert engine_decided >= 40  # the auctions of the examples decide most facts of the insufficient bids


def test_every_example_with_an_insufficient_bid_and_a_ruling_is_tied_to_the_flow() -> None:
    from bridgelaws.bridge.claims import run_example

    recorded = {p.example for o in FLOWS["insufficient-bid"].outcomes for p in o.examples}
    for entry in KB.examples:
        example = entry.example
        auction = run_example(example.model_dump()).results.get("auction") or {}
        if example.ruling and auction.get("insufficient_bids"):
            assert f"{example.source}/{example.id}" in recorded, example.id


def test_an_outcome_links_the_commentary_on_its_provisions() -> None:
    outcome = next(o for o in FLOWS["insufficient-bid"].outcomes if o.id == "lowest-same-denomination")
    units = {f"{e.source}/{e.unit.id}" for e in commentary_on(KB, list(outcome.provisions))}
    assert {"hellenic-wiki-law27/p01", "hellenic-wiki-law27/p02", "wasiak-2019/law-27-1"} <= units
    assert "hellenic-wiki-law27/p12" not in units  # about 27B1(b) and 27B3, not 27B1(a) or 27D
    revoke = {f"{e.source}/{e.unit.id}" for e in commentary_on(KB, ["62D1", "64B6"])}
    assert "wasiak-2019/law-62-1" in revoke


def test_rule_it_finds_the_flows_of_a_law() -> None:
    assert [e.flow.id for e in KB.flows_on(27)] == ["insufficient-bid"]
    assert {e.flow.id for e in KB.flows_on(23)} == {"insufficient-bid", "call-out-of-rotation"}
    assert {e.flow.id for e in KB.flows_on(64)} == {"revoke"}
