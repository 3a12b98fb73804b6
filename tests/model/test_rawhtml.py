"""`bridgelaws check` reports the raw HTML a text carries, and its links to other schemes than http(s)
and mailto (`javascript:`, `data:`), at their line and column (the site strips them), in every kind of
text: commentary, examples, law texts, the Definitions, the glossary, sources."""

from __future__ import annotations

from pathlib import Path

from bridgelaws import load_with_problems
from kbtree import (
    Files,
    commentary,
    concept,
    example,
    glossary,
    law_text,
    section,
    source,
    unit,
    write_tree,
    yaml_file,
)


def in_every_text(text: str, footnote: str, title: str, narrative: str, definition: str) -> Files:
    """The tiny knowledge base's English unit (with a footnote), an example and its glossary concept,
    holding these texts."""
    return (
        commentary(unit("p01", ["27B1(a)"], text, footnotes=[{"mark": "*", "text": footnote}]))
        | example("ex-1", title=title, narrative=narrative)
        | glossary(concept("insufficient-bid", definition, en=["insufficient bid"]))
    )


def _raw(root: Path) -> list[str]:
    return [str(p) for p in load_with_problems(root).problems if "raw HTML" in p.message]


def _each_found_once(found: list[str], expected: list[str], says: str) -> None:
    """Each expected problem is found (at its place), nothing else, and each says `says`."""
    assert len(found) == len(expected), found
    for want in expected:
        assert any(line.startswith(want) for line in found), (want, found)
    assert all(says in line for line in found)


def test_the_tiny_knowledge_base_has_none(tiny: Path) -> None:
    assert _raw(tiny) == []


def test_every_tag_is_located_in_every_kind_of_text(tiny: Path) -> None:
    write_tree(
        tiny,
        in_every_text(
            text='Law 27B1(a) is broadened. <script>alert("owned")</script>\n'
            '<span style="color:red">Styled</span> words.\n',
            footnote="A note <!-- hidden --> here.",
            title="Example <b>one</b>",
            narrative="West bids <img src=x onerror=alert(1)> 1NT.",
            definition="A bid <u>that</u> does not supersede the last bid.",
        )
        | law_text(
            16,
            "Authorized and Unauthorized Information",
            section("A", title="Players' Use <i>of</i> Information"),
        )
        | yaml_file(
            "laws/2017/en/definitions.yaml",
            {
                "edition": "2017",
                "lang": "en",
                "source": "demo",
                "terms": [{"term": "Alert", "text": "A signal <br> that a call may need explaining."}],
            },
        )
        | source(title="A demonstration source</title><script>x()</script>", languages=["en", "pl"]),
    )
    found = _raw(tiny)
    expected = [
        "content/demo/en.yaml:7:33: raw HTML '<script>'",
        "content/demo/en.yaml:8:7: raw HTML '<span style=\"color:red\">'",
        "content/demo/en.yaml:10:35: raw HTML '<!-- hidden -->'",
        "content/demo/examples/ex-1.yaml:5:17: raw HTML '<b>'",
        "content/demo/examples/ex-1.yaml:6:23: raw HTML '<img src=x onerror=alert(1)>'",
        "laws/2017/en/law-16.yaml:8:26: raw HTML '<i>'",
        "laws/2017/en/definitions.yaml:5:37: raw HTML '<br>'",
        "content/glossary/terms.yaml:4:29: raw HTML '<u>'",
        "content/sources/demo.yaml:2:31: raw HTML '</title>'",
        "content/sources/demo.yaml:2:39: raw HTML '<script>'",
    ]
    _each_found_once(found, expected, "the site strips raw HTML")


def test_links_to_scripts_and_data_are_located_in_every_kind_of_text(tiny: Path) -> None:
    write_tree(
        tiny,
        in_every_text(
            text="Law 27B1(a): [read this](javascript:alert(document.domain)) and [that](https://wbf.org).\n"
            "Also [this]( JaVa&#115;cript:x() ) and <data:text/html,hi>.\n",
            footnote="See [the rules](mailto:td@example.org) or [here](../laws/27/).",
            title="Example [one](vbscript:msgbox)",
            narrative="West bids 1NT.",
            definition="A bid [that](javascript:void(0)) does not supersede the last bid.",
        ),
    )
    found = [str(p) for p in load_with_problems(tiny).problems if "link to" in p.message]
    expected = [
        "content/demo/en.yaml:7:32: link to 'javascript:alert(document.domain'",
        "content/demo/en.yaml:8:20: link to 'JaVa&#115;cript:x('",
        "content/demo/en.yaml:8:46: link to 'data:text/html,hi'",
        "content/demo/examples/ex-1.yaml:5:23: link to 'vbscript:msgbox'",
        "content/glossary/terms.yaml:4:36: link to 'javascript:void(0'",
    ]
    _each_found_once(found, expected, "http, https or mailto")
