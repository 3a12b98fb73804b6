"""Properties of the finder over generated text and generated references (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.refs import LawRef, find_references, format_reference
from bridgelaws.refs.patterns import LANGS, LETTER_MODES

ROMANS = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xiv"]


@st.composite
def law_refs(draw: st.DrawFn) -> LawRef:
    """Any LawRef: a law, optionally narrowed level by level."""
    parts: list = [draw(st.integers(1, 93))]
    for level in (st.sampled_from("ABCDEFGHIJ"), st.integers(1, 12), st.sampled_from("abcdefghijk"),
                  st.sampled_from(ROMANS)):
        if not draw(st.booleans()):
            break
        parts.append(draw(level))
    return LawRef(*parts)


# Pieces that reach deep into the grammar: keywords, numbers, letters of three scripts, joints.
PIECES = [
    "Law ", "Laws ", "przepisach ", "Νόμοι ", "Νόμος ", "Правилах ", "Правило ", "п.", "see ", "MPB 2007 ",
    "the 2017 Laws", "27", "9", "1", "93", "94", "1987", "B", "Β", "В", "ΣΤ", "Б", "1", "(a)", "(α)", "(ii)",
    "a", "(", ")", " and ", " i ", " και ", " и ", ", ", "-", "...", "…", " to ", ".", ". ", " ", "\n\n",
    "\u00ad", "\u0301", "<b>", "</b>", "(UI)", "NT", "♠", "%", "X",
]
texts = st.one_of(st.text(), st.lists(st.sampled_from(PIECES), max_size=30).map("".join))


@settings(max_examples=300, deadline=None)
@given(text=texts, lang=st.sampled_from(LANGS), letters=st.sampled_from(LETTER_MODES), bare=st.booleans())
def test_any_text_gives_exact_spans_in_order(text: str, lang: str, letters: str, bare: bool) -> None:
    references = find_references(text, lang, edition="2017", letters=letters, bare_parens=bare)
    assert [r.start for r in references] == sorted(r.start for r in references)
    for r in references:
        assert 0 <= r.start < r.end <= len(text)
        assert text[r.start : r.end] == r.text
        if r.kind == "law":
            assert LawRef.parse(r.ref).canonical == r.ref
        else:
            assert r.kind == "paragraph" and 1 <= int(r.ref.split(".")[0]) <= 93


@settings(max_examples=200, deadline=None)
@given(ref=law_refs(), lang=st.sampled_from(LANGS), plural=st.booleans())
def test_formatted_references_parse_back(ref: LawRef, lang: str, plural: bool) -> None:
    text = format_reference(ref, lang, plural=plural)
    assert [(r.ref, r.start, r.end) for r in find_references(text, lang)] == [(ref.canonical, 0, len(text))]


# Filler without digits, parentheses or tags: nothing in it can extend or hide a reference.
filler = st.text(st.characters(exclude_categories=("Nd", "Cs"), exclude_characters="()<>"), max_size=40)


@settings(max_examples=200, deadline=None)
@given(ref=law_refs(), lang=st.sampled_from(LANGS), before=filler, after=filler)
def test_references_are_found_inside_any_filler(ref: LawRef, lang: str, before: str, after: str) -> None:
    written = format_reference(ref, lang)
    text = f"{before} {written} {after}"
    start = len(before) + 1
    found = [(r.start, r.text, r.ref) for r in find_references(text, lang)]
    assert (start, written, ref.canonical) in found
