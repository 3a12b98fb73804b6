"""annotate: Markdown links at the exact spans, nothing else changed."""

from __future__ import annotations

import re

import pytest

from bridgelaws.refs import Reference, annotate, find_references


def href(reference: Reference) -> str:
    law = reference.law
    if law is None:
        return "/p/" + reference.ref.replace("(", ".").replace(")", "")
    return f"/laws/{reference.edition}/{law.law}/#{law.anchor}"


def linked(text: str, lang: str) -> str:
    return annotate(text, find_references(text, lang, edition="2017"), href)


def test_a_reference_becomes_a_link() -> None:
    assert linked("Ο Νόμος 27Β1(α) ισχύει.", "el") == "Ο [Νόμος 27Β1(α)](/laws/2017/27/#B1a) ισχύει."


def test_a_range_links_its_written_ends_only() -> None:
    assert linked("в Правилах 72...76. То", "ru") == (
        "в [Правилах 72](/laws/2017/72/#)...[76](/laws/2017/76/#). То"
    )


@pytest.mark.parametrize(
    "text",
    [
        "See [Law 27](https://example.org) and ![Law 12](img.png).",
        "Code `Law 27` and\n```\nLaw 27B1\n```\n",
        "[laws]: https://example.org/Law-27",
        "<https://example.org/?q=Law+27> https://example.org/law/27B1",
        '<span title="Law 27">',
    ],
)
def test_links_code_tags_and_urls_are_left_alone(text: str) -> None:
    assert annotate(text, find_references(text, "en"), lambda r: "/x") == text
    extended = text + "\nLaw 28"
    assert annotate(extended, find_references(extended, "en"), lambda r: "/x") == text + "\n[Law 28](/x)"


def test_a_reference_after_an_exclamation_mark_or_backslash_is_not_linked() -> None:
    text = "pas!Law 27 and \\Law 28"
    assert annotate(text, find_references(text, "en"), lambda r: "/x") == text


def test_no_href_no_link_and_awkward_hrefs_are_bracketed() -> None:
    text = "Laws 16 and 26"
    references = find_references(text, "en")
    assert annotate(text, references, lambda r: None) == text
    spaced = annotate(text, references, lambda r: "/a b" if r.ref == "16" else None)
    assert spaced == "[Laws 16](</a b>) and 26"
    with pytest.raises(ValueError):
        annotate(text, references, lambda r: "/a>b")


def test_a_span_over_a_blank_line_is_linked_after_it() -> None:
    assert linked("(однако см. Правило\n\n70С).", "ru") == "(однако см. Правило\n\n[70С](/laws/2017/70/#C))."


def test_removing_the_links_gives_back_the_seed(seed: tuple[str, str, str]) -> None:
    _, lang, text = seed
    assert "](" not in text
    references = find_references(text, lang, edition="2017")
    kept: list[Reference] = []  # the references that overlap none before them
    for r in references:
        if not kept or r.start >= kept[-1].end:
            kept.append(r)
    out = annotate(text, references, href)
    links = re.findall(r"\[([^\]]*)\]\(([^)]*)\)", out)
    assert links == [(re.split(r"\n\s*\n", r.text)[-1], href(r)) for r in kept]
    assert re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", out) == text
