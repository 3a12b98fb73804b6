"""Linking, edition-aware: a reference resolves in its own edition (the one its words name, else its
source's), to the law or section, or to the law when the index holds none of its sections; never to
the same number in another edition. What its edition lacks is a located problem."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bridgelaws import load, load_with_problems
from bridgelaws.model import KnowledgeBase
from bridgelaws.refs import LawRef
from kbtree import commentary, law, law_index, source, unit, write_tree

ROOT = Path(__file__).resolve().parents[2]

OLD_EDITION = (
    law_index(law(27, "Insufficient Bid"), law(30, "Pass out of Rotation", ["A", "B"]), edition="1997")
    | source("old", "A commentary on the 1997 Laws", edition="1997")
    | commentary(
        unit(
            "p01",
            ["27"],
            "Law 27B1 is not in our 1997 outline; Law 16A is not in our 1997 index.\n"
            "Law 27D2 is in no index, nor is Law 16D. Law 30C: Law 30's outline is known.\n",
        ),
        source="old",
    )
)


@cache
def real() -> KnowledgeBase:
    return load(ROOT)


def test_the_russian_1987_citation_of_23B_is_the_1987_law() -> None:
    kb = real()
    (citation,) = [
        c for c in kb.citations_in("commentary/ru-commentary-1987/ru/p-72-6") if c.text == "Правило 23В"
    ]
    assert (citation.ref, citation.edition, citation.target) == ("23B", "1987", "23B")
    assert not citation.section_unknown and citation.note is None
    assert kb.has_law("2017", "23B")  # the same letters in 2017 are another rule (Comparable Call)


def test_every_real_citation_points_to_what_it_names_or_the_nearest_part_its_edition_has() -> None:
    kb = real()
    laws = [c for c in kb.citations if c.kind == "law" and c.edition is not None]
    for c in laws:
        assert kb.has_law(c.edition, c.target), c
        assert c.section_unknown == (not kb.has_law(c.edition, c.ref)), c
        written = LawRef.parse(c.ref)
        assert c.target == c.ref or (
            c.section_unknown and c.target in {part.canonical for part in written.ancestors()}
        ), c


def test_the_real_content_links_without_problems() -> None:
    assert load_with_problems(ROOT).problems == []


def test_a_reference_stays_in_its_edition_and_what_it_lacks_is_a_problem(tiny: Path) -> None:
    write_tree(tiny, OLD_EDITION)
    result = load_with_problems(tiny)
    found = {c.text: (c.edition, c.target, c.note) for c in result.kb.citations_in("commentary/old/en/p01")}
    unknown = "the sections of Law 27 in the 1997 Laws are not held here; {} links to the law"
    assert found == {
        "Law 27B1": ("1997", "27", unknown.format("27B1")),
        "Law 16A": (None, None, None),  # never the 2017 Law 16A
        "Law 27D2": ("1997", "27", unknown.format("27D2")),
        "Law 16D": (None, None, None),
        "Law 30C": ("1997", "30", "30C is not a section of Law 30 in the 1997 Laws"),
        "Law 30": ("1997", "30", None),
    }
    # the sections of 1997 Law 27 are not held, so 27B1 and 27D2 are no problem; Law 30's are
    assert [str(p) for p in result.problems] == [
        "content/old/en.yaml:7:44: reference 'Law 16A' → 16A: Law 16 is not in the index of the 1997 Laws "
        "(laws/1997/index.yaml)",
        "content/old/en.yaml:8:39: reference 'Law 16D' → 16D: Law 16 is not in the index of the 1997 Laws "
        "(laws/1997/index.yaml)",
        "content/old/en.yaml:8:48: reference 'Law 30C' → 30C: no such section in the 1997 Laws",
    ]


def test_a_units_own_heading_names_its_law_and_does_not_cite_it(tiny: Path) -> None:
    real_headings = [c for c in real().citations if c.field == "heading"]
    assert real_headings == []  # "Przepis 27", "Правило 73. ОБЩЕНИЕ ПАРТНЕРОВ": all name their unit's law
    heading = "Law 27, and what Law 16 adds"
    write_tree(tiny, commentary(unit("p01", ["27B1(a)"], "Law 27B1(a) is broadened.", heading=heading)))
    kb = load(tiny)
    assert [(c.field, c.ref) for c in kb.citations_in("commentary/demo/en/p01")] == [
        ("heading", "16"),  # another law named in the heading is a citation
        ("text", "27B1(a)"),
    ]


def _linked_from_scratch(root: Path) -> tuple[dict, tuple, list[str]]:
    """The passages, citations and problems of a load that links every passage again."""
    from bridgelaws.model import link as linking
    from bridgelaws.model.load import _load

    linking._LAST = linking._LastLink()
    result = _load(root.resolve())
    return dict(result.kb.passages), result.kb.citations, [str(p) for p in result.problems]


def test_a_load_again_links_again_only_what_changed_and_links_as_a_first_load_would(tmp_path: Path) -> None:
    """`bridgelaws serve` loads again at every save: the passages of the files that did not change keep
    their objects and citations; an edited file's passages, a source whose paragraphs were renumbered
    and an edited law index link again. After each change the result is a first load's, passage for
    passage, citation for citation, problem for problem."""
    tree = (
        law_index(law(27, "Insufficient Bid", ["A", "B", "B1", "B1(a)"]), law(40, "Partnerships"))
        | source("ru", "Комментарий", languages=["ru"])
        | commentary(unit("p1", ["40"], "Правило 40.", number="40.11"), source="ru", lang="ru", file="a")
        | commentary(unit("p2", ["27"], "См. п. 40.11 и Правило 27B1(a)."), source="ru", lang="ru", file="b")
        | source("demo")
        | commentary(unit("p01", ["27"], "Law 27B1(a) applies."))
    )
    root = write_tree(tmp_path, tree)

    def now() -> tuple[dict, tuple, list[str]]:
        result = load_with_problems(root)
        return dict(result.kb.passages), result.kb.citations, [str(p) for p in result.problems]

    def refers(passages: dict, citations: tuple, uid: str) -> list[tuple[str, str | None]]:
        return [(c.ref, c.target) for c in citations if c.passage == uid]

    first, first_kb = now(), load_with_problems(root).kb
    assert refers(*first[:2], "commentary/ru/ru/p2") == [("40.11", "ru/ru/p1"), ("27B1(a)", "27B1(a)")]
    edited = root / "content/demo/en.yaml"
    edited.write_text(edited.read_text(encoding="utf-8").replace("27B1(a)", "27B1"), encoding="utf-8")
    second, second_kb = now(), load_with_problems(root).kb
    assert second[0]["commentary/ru/ru/p2"] is first[0]["commentary/ru/ru/p2"]  # its file did not change
    kept = {e.uid: e for e in first_kb.commentary}  # so did its entry (the same object: model.load)
    entries = second_kb.commentary
    assert [e is kept[e.uid] for e in entries] == [e.source == "ru" for e in entries]
    assert second[0]["commentary/demo/en/p01"] is not first[0]["commentary/demo/en/p01"]
    assert refers(*second[:2], "commentary/demo/en/p01") == [("27B1", "27B1")]
    assert second == _linked_from_scratch(root)

    renumbered = root / "content/ru/a.yaml"  # p2's file is as it was; the paragraph it cites is not
    renumbered.write_text(renumbered.read_text(encoding="utf-8").replace("40.11", "40.12"), encoding="utf-8")
    third = now()
    assert refers(*third[:2], "commentary/ru/ru/p2") == [("40.11", None), ("27B1(a)", "27B1(a)")]
    assert third == _linked_from_scratch(root)

    index = root / "laws/2017/index.yaml"  # the index loses 27B1(a): every file's citation of it changes
    index.write_text(index.read_text(encoding="utf-8").replace(", B1(a)]", "]"), encoding="utf-8")
    fourth = now()
    assert refers(*fourth[:2], "commentary/ru/ru/p2")[1] == ("27B1(a)", "27B1")
    assert any("27B1(a): no such section" in p for p in fourth[2])
    assert fourth == _linked_from_scratch(root)
