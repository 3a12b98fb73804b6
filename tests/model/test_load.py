"""Loading and checking: the model, its indexes and every error message shape."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from bridgelaws import KnowledgeBaseError, load, load_with_problems
from kbtree import commentary, write_tree


def messages(root: Path) -> list[str]:
    return [str(p) for p in load_with_problems(root).problems]


def test_tiny_knowledge_base_loads_and_links(tiny: Path) -> None:
    kb = load(tiny)
    assert [e.uid for e in kb.commentary] == ["demo/en/p01", "demo/pl/p01"]
    assert kb.translations(kb.commentary[0])[0].lang == "pl"
    assert kb.has_law("2017", "27B1(a)") and not kb.has_law("2017", "27C")
    refs = [(c.ref, c.edition) for c in kb.citations_in("commentary/demo/en/p01")]
    assert refs == [("27B1(a)", "2017"), ("16", "2017"), ("27", "2017")]
    groups = kb.referred_to_by(27)
    assert set(groups) == {("demo", "en"), ("demo", "pl")}
    assert kb.law_title(27, "pl") == "Odzywka niewystarczająca"


def test_unknown_field_is_located_with_a_suggestion(tiny: Path) -> None:
    path = tiny / "content/demo/en.yaml"
    path.write_text(path.read_text().replace("    laws:", "    lwa:"), encoding="utf-8")
    assert "content/demo/en.yaml:5:5: unknown field 'lwa' (did you mean 'laws'?)" in messages(tiny)


def test_missing_field_and_bad_literal(tiny: Path) -> None:
    write_tree(
        tiny,
        {
            "content/sources/demo.yaml": """
        id: demo
        kind: commentary
        languages: [en, pl, de]
        edition: "2017"
    """
        },
    )
    found = messages(tiny)
    assert "content/sources/demo.yaml:1:1: missing field 'title'" in found
    assert not any("unknown source" in m for m in found)  # its folder is not blamed too
    assert any(
        m.startswith("content/sources/demo.yaml:3:21: Input should be 'en', 'pl', 'el' or 'ru'")
        for m in found
    )


def test_yaml_syntax_error_is_located(tiny: Path) -> None:
    (tiny / "content/demo/pl.yaml").write_text("source: demo\nlang: pl\nunits: [\n", encoding="utf-8")
    found = messages(tiny)
    assert len(found) == 1 and found[0].startswith("content/demo/pl.yaml:4:1: YAML syntax error")


def test_duplicates_are_reported(tiny: Path) -> None:
    path = tiny / "content/demo/en.yaml"
    path.write_text(path.read_text() + "  - id: p01\n    text: again\n", encoding="utf-8")
    write_tree(
        tiny,
        {
            "content/glossary/more.yaml": """
        concepts:
          - id: insufficient-bid
            terms: {en: [bid]}
            definition: {en: "x"}
            definition: {en: "y"}
    """
        },
    )
    found = messages(tiny)
    assert "content/demo/en.yaml:9:9: duplicate unit id 'p01' (en)" in found
    assert "content/glossary/terms.yaml:2:9: duplicate concept id 'insufficient-bid'" in found
    assert "content/glossary/more.yaml:5:5: duplicate key 'definition'" in found


def test_laws_must_exist_in_the_edition(tiny: Path) -> None:
    path = tiny / "content/demo/pl.yaml"
    path.write_text(path.read_text().replace('["27B1(a)"]', '["27B1", "27C"]'), encoding="utf-8")
    assert messages(tiny) == ["content/demo/pl.yaml:5:20: law 27C is not in the 2017 law index"]
    path.write_text(path.read_text().replace('"27C"', '"27b"'), encoding="utf-8")
    found = messages(tiny)
    assert found[0].startswith("content/demo/pl.yaml:5:20: '27b' is not a canonical law reference"), found


def test_unresolved_reference_in_text_is_located(tiny: Path) -> None:
    path = tiny / "content/demo/en.yaml"
    path.write_text(path.read_text().replace("Laws 16 and 27 apply.", "See Law 27C too."), encoding="utf-8")
    found = messages(tiny)
    assert found == ["content/demo/en.yaml:8:11: reference 'Law 27C' → 27C: no such section in the 2017 Laws"]


def test_source_membership_and_unknown_folder(tiny: Path) -> None:
    write_tree(tiny, commentary(source="nobody"))  # a folder of no source
    path = tiny / "content/demo/pl.yaml"
    path.write_text(path.read_text().replace("lang: pl", "lang: ru"), encoding="utf-8")
    found = messages(tiny)
    assert any(m.startswith("content/nobody:1:1: folder of unknown source 'nobody'") for m in found)
    assert any(m.startswith("content/demo/pl.yaml:2:7: language 'ru' is not among") for m in found)


def test_load_raises_with_every_problem(tiny: Path) -> None:
    (tiny / "content/demo/pl.yaml").write_text("source: demo\nlang: pl\nunits: [{id: X}]\n", encoding="utf-8")
    with pytest.raises(KnowledgeBaseError) as caught:
        load(tiny)
    assert "content/demo/pl.yaml:3:14: 'X' is not an id" in str(caught.value)


def test_model_is_immutable(tiny: Path) -> None:
    kb = load(tiny)
    with pytest.raises(ValidationError):
        kb.commentary[0].unit.text = "changed"  # type: ignore[misc]


def test_a_load_again_reads_only_what_changed_and_never_misses_a_quick_same_size_save(tiny: Path) -> None:
    """A file as it was (size, time, inode) gives the very records it gave; one saved again at once with
    the same size is read again (its time may not have moved: the file system's clock ticks coarsely)."""
    import os

    path = tiny / "content/demo/en.yaml"
    for file in tiny.rglob("*.yaml"):  # written long ago: their size, time and inode are trusted
        os.utime(file, (1_000_000_000, 1_000_000_000))
    first = load(tiny)
    (tiny / "content/stray").mkdir()  # a change elsewhere: the knowledge base is loaded again
    again = load_with_problems(tiny).kb
    assert again is not first and again.commentary[0].unit is first.commentary[0].unit  # not read again
    (tiny / "content/stray").rmdir()
    text = path.read_text(encoding="utf-8")
    assert "Laws 16 and 27" in text
    path.write_text(text.replace("Laws 16 and 27", "Laws 27 and 16"), encoding="utf-8")  # same size, now
    changed = load(tiny)
    assert "Laws 27 and 16" in changed.commentary[0].unit.text
    path.write_text(text, encoding="utf-8")  # back again at once, the same size again
    assert "Laws 16 and 27" in load(tiny).commentary[0].unit.text


def test_a_load_again_of_what_did_not_change_is_the_same_and_any_change_loads_again(tiny: Path) -> None:
    """`bridgelaws serve` loads for its index, then for its site: the second is the first's result, until
    anything under laws/ or content/ changes — a file's bytes, a file or a folder added."""
    first = load_with_problems(tiny)
    assert load_with_problems(tiny) is first
    (tiny / "content/stray").mkdir()  # a folder of no source: a problem of the knowledge base
    second = load_with_problems(tiny)
    assert second is not first and any("folder of unknown source 'stray'" in str(p) for p in second.problems)
    (tiny / "content/stray").rmdir()
    path = tiny / "content/demo/en.yaml"
    text = path.read_text(encoding="utf-8")
    assert load_with_problems(tiny).kb.commentary[0].unit.text == first.kb.commentary[0].unit.text
    path.write_text(text.replace("Laws 16 and 27", "Laws 27 and 16"), encoding="utf-8")  # same size, now
    assert "Laws 27 and 16" in load_with_problems(tiny).kb.commentary[0].unit.text


def test_a_file_saved_just_now_is_the_same_when_loaded_again_later_unless_its_bytes_changed(
    tiny: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file saved within the clock's tick is known by its bytes: loaded again once it is no longer
    recent (the watcher's second load at ×100 may come more than `RACY` seconds after the save), the same
    bytes give the same result; bytes changed within the tick, its size and time kept, load again."""
    import os

    from bridgelaws.model import snapshot

    path = tiny / "content/demo/en.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("Laws 16 and 27", "Laws 27 and 16"), encoding="utf-8")  # saved now
    first = load_with_problems(tiny)
    monkeypatch.setattr(snapshot, "RACY", -1.0)  # seconds later: nothing is recent any more
    assert load_with_problems(tiny) is first
    stat = path.stat()
    path.write_text(text, encoding="utf-8")  # the same size, its time put back: only the bytes tell
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    again = load_with_problems(tiny)
    assert again is not first and "Laws 16 and 27" in again.kb.commentary[0].unit.text
