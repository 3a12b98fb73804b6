"""The compiled patterns of the finder, built once per (language, letter mode) from `patterns.py`.

All patterns run on the text as normalised by `clean.py`. Keywords ignore case and diacritics;
numbers and letters of a reference do not ignore case (a section is a capital, an item a small
letter).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from . import patterns as p
from .models import ROMAN

SUBITEM = rf"(?=[ivx]){ROMAN}"
# Where a number or a compact letter may end: not inside a word, a percentage or a decimal.
_END = r"(?:(?<=\))|(?![\w%])(?!\.[0-9]))"


_BASE = {"ł": "l", "Ł": "L"}  # letters without a decomposition that keyboards type plainly


def fold(word: str) -> str:
    """`word` without case or diacritics, for comparing keywords."""
    return "".join(c for c in unicodedata.normalize("NFD", word.casefold()) if not unicodedata.combining(c))


def _loose(word: str) -> str:
    """A regex for `word` that also matches it without diacritics ("przepisów" ~ "przepisow", "stół" ~
    "stol")."""
    out = []
    for char in word:
        base = _BASE.get(char) or "".join(
            c for c in unicodedata.normalize("NFD", char) if not unicodedata.combining(c)
        )
        out.append(f"[{char}{base}]" if base and base != char else re.escape(char))
    return "".join(out)


def _words(words: tuple[str, ...]) -> str:
    """An alternation of `words`, longest first so that "laws" wins over "law"."""
    return "|".join(_loose(w) for w in sorted(set(words), key=len, reverse=True))


def _letters(mapping: dict[str, str], latin: str) -> str:
    """An alternation of the letters of `mapping` and the Latin range `latin`, digraphs first."""
    digraphs = [re.escape(k) for k in mapping if len(k) > 1]
    singles = "".join(k for k in mapping if len(k) == 1)
    return "|".join([*digraphs, f"[{latin}{singles}]"])


@dataclass(frozen=True)
class Grammar:
    """The compiled patterns and letter maps for one language and letter mode."""

    anchor: re.Pattern[str]  # where a reference may start: keyword, abbreviation, "L", paragraph word,
    # bare token, edition, or words naming the edition before the document's own right before one
    moved_after: re.Pattern[str]  # words right after a reference saying it was moved away
    edition_after: re.Pattern[str]  # an edition named right after a reference: "of the 1997 Laws"
    law: re.Pattern[str]  # one law reference: 27, 27B1a, 27Β1(α), 68A2(b)(i), 27 B 1 (a), 27.B.1.a
    item: re.Pattern[str]  # an item alone, continuing a list: "(b)" in "27B1(a) or (b)"
    bare_item: re.Pattern[str]  # an item letter alone after "/": "b" in "27B1a/b"
    subitem: re.Pattern[str]  # a sub-item alone, continuing a list: "(ii)" in "12C1(e)(i) and (ii)"
    label: re.Pattern[str]  # a word before a token that makes it a label: "table 7A", "round L1"
    glued: re.Pattern[str]  # what after "L16" makes it code or a name: "L1=", "L3-8B", "L1/L2"
    operator: re.Pattern[str]  # what before it does: "x = L1", "a + L2"
    paragraph: re.Pattern[str]  # a commentary paragraph: 68.7.(i)(b), 40.11
    joint: re.Pattern[str]  # what joins two members of a list or range
    title: re.Pattern[str]  # a parenthetical title after a list member: "16 (UI) and 26"
    sentence_end: re.Pattern[str]
    plural: frozenset[str]  # plural keywords, folded
    sections: dict[str, str]  # letter as written → Latin capital
    items: dict[str, str]  # letter as written → Latin small


@cache
def grammar(lang: str, letters: str) -> Grammar:
    """The grammar for `lang` (its own words plus English ones) and a Cyrillic letter mode."""
    if lang not in p.LANGS:
        raise ValueError(f"unknown language {lang!r} (one of {', '.join(p.LANGS)})")
    if letters not in p.LETTER_MODES:
        raise ValueError(f"unknown letter mode {letters!r} (one of {', '.join(p.LETTER_MODES)})")
    langs = dict.fromkeys((lang, "en"))
    sections = {**p.GREEK_SECTIONS, **p.CYRILLIC_SECTIONS[letters]}
    items = {**p.GREEK_ITEMS, **p.CYRILLIC_ITEMS[letters]}
    section = _letters(sections, "A-Z")
    item = _letters(items, "a-z")
    singular = tuple(w for lg in langs for w in p.LAW_WORDS[lg][0])
    plural = tuple(w for lg in langs for w in p.LAW_WORDS[lg][1])
    editions = "|".join(phrase.format(year=p.YEAR) for lg in langs for phrase in p.EDITION_PHRASES[lg])
    paragraph_words = [w for lg in langs for w in p.PARAGRAPH_WORDS[lg]]
    spelt = _words(tuple(w for w in paragraph_words if w[-1].isalpha()))
    marks = _words(tuple(w for w in paragraph_words if not w[-1].isalpha()))
    older = "|".join(
        [_words(tuple(w for lg in langs for w in p.OLDER_WORDS[lg]))]
        + [phrase for lg in langs for phrase in p.MOVED_BEFORE[lg]]
    )
    keywords = _words(singular + plural)
    abbreviations = _words(tuple(w for lg in langs for w in p.LAW_ABBREVIATIONS[lg]))
    prefix = re.escape(p.LAW_PREFIX)
    part_of = "|".join(re.escape(w).replace(r"\ ", r"\s+") for lg in langs for w in p.PART_OF_WORDS[lg])
    moved_after = "|".join(phrase for lg in langs for phrase in p.MOVED_AFTER[lg])
    edition_after = "|".join(
        phrase.format(year=p.YEAR) for lg in langs for phrase in p.EDITION_AFTER[lg]
    )
    abbreviated = rf"|(?i:{abbreviations})[ ]?[0-9]" if abbreviations else ""
    # A word needs a space before the number ("law27" in a slug is no reference); an abbreviation,
    # "L", "п." and "§" do not. "L" is a capital directly before the number, never inside a word,
    # a path, an identifier or an expression.
    anchor = (
        rf"(?P<edition>(?<!\w)(?i:{editions})(?![0-9]))"
        rf"|(?P<older>(?<!\w)(?i:{older}))\s+"
        rf"(?=(?i:{keywords})\s+[0-9]|[0-9]{{1,2}}(?:{section})|{prefix}[0-9]{abbreviated})"
        rf"|(?P<law>(?<!\w)(?i:{keywords}))\s+(?=[0-9])"
        + (rf"|(?P<abbreviation>(?<!\w)(?i:{abbreviations}))[ ]?(?=[0-9])" if abbreviations else "")
        + rf"|(?P<prefix>(?<![\w./\\#@&=%+$-]){prefix})(?=[0-9]{{1,2}}(?![0-9]))"
        rf"|(?P<partof>(?<!\w)(?i:{part_of}))\s+(?=[0-9]{{1,2}}(?![0-9]))"
        rf"|(?P<paragraph>(?<!\w)(?i:{spelt})(?=\s+[0-9])|(?<!\w)(?i:{marks})(?=\s*[0-9]))\s*"
        rf"|(?P<bare>(?<![\w./#@&=%+-])(?=[0-9]{{1,2}}(?:{section}|\.(?:{section})\.[0-9]{{1,2}}[.(])))"
    )
    # Compact (27B1(a), 27B1a, 27B1 (a)), or spaced and dotted from the law number on (27 B 1 (a),
    # 27 B1a, 27.B.1.a), where a subsection always follows the section ("Law 64 A revoke" is 64). A
    # spaced item letter ("27 B 1 a") must end the phrase ("Law 27 B 1 a player" is 27B1). A law
    # number followed by "/" and digits is a statute or a fraction ("ν. 12/1990").
    law = (
        rf"(?P<num>[0-9]{{1,3}})(?!/[0-9])"
        rf"(?:(?P<sec>{section})"
        rf"(?:(?P<sub>[0-9]{{1,2}})"
        rf"(?:(?:(?P<item>{item})|[ ]?\((?P<pitem>{item})\))"
        rf"(?:[ ]?\((?P<subitem>{SUBITEM})\))?)?)?"
        rf"|[ .](?P<ssec>{section})[ .]?(?P<ssub>[0-9]{{1,2}})"
        rf"(?:(?:(?P<sitem>{item})|[ .]?\((?P<spitem>{item})\)|\.(?P<ditem>{item})"
        rf"|[ ](?P<witem>{item})(?=[ \t]*(?:$|\n|[,;:!?)\]]|\.(?!\w))))"
        rf"(?:[ .]?\((?P<ssubitem>{SUBITEM})\))?)?)?{_END}"
    )
    labels = _words(tuple(w for lg in p.LANGS for w in p.LABEL_WORDS[lg]))  # a label in any language
    signs = _words(p.NUMBER_SIGNS)
    and_words = _words(tuple(w for lg in langs for w in p.AND_WORDS[lg]))
    range_words = _words(tuple(w for lg in langs for w in p.RANGE_WORDS[lg]))
    range_marks = "|".join(re.escape(m) for m in p.RANGE_MARKS)
    spelt_range = rf"|\s+(?i:{range_words})\s+" if range_words else ""
    alternative_marks = "|".join(re.escape(m) for m in p.ALTERNATIVE_MARKS)
    joint = (
        rf"(?P<range>\s*(?:{range_marks})\s*{spelt_range})"
        rf"|(?P<and>\s*,?\s*(?<!\w)(?i:{and_words})(?!\w)\s*)"
        rf"|(?P<alternative>[ ]?(?:{alternative_marks})[ ]?)"
        rf"|(?P<comma>\s*,\s*)"
    )
    return Grammar(
        anchor=re.compile(anchor),
        moved_after=re.compile(rf"\s+(?P<words>(?i:{moved_after}))(?!\w)"),
        edition_after=re.compile(rf"(?i:{edition_after})(?!\w)"),
        law=re.compile(law),
        item=re.compile(rf"\((?P<pitem>{item})\)"),
        bare_item=re.compile(rf"(?P<pitem>{item}){_END}"),
        subitem=re.compile(rf"\((?P<subitem>{SUBITEM})\)"),
        label=re.compile(rf"(?<!\w)(?i:{labels})(?:[ \t]*(?i:{signs}))?[ \t]*\Z"),
        glued=re.compile(r"[ \t]*[=:+*/<>^]|[\\_\[({-]|\.\w"),
        operator=re.compile(r"[=+*/<>^][ \t]*\Z"),
        paragraph=re.compile(
            rf"(?P<num>[0-9]{{1,2}})\.(?P<rest>[0-9]{{1,3}}(?:\.[0-9]{{1,3}})*)"
            rf"(?:\.?(?P<groups>(?:\((?:{SUBITEM}|[a-z])\))+))?{_END}"
        ),
        joint=re.compile(joint),
        title=re.compile(rf"\s*\((?!(?:{item})\))[^()\n]{{2,80}}\)"),
        sentence_end=re.compile(r"[.!?](?=\s)|\n[ \t]*\n"),
        plural=frozenset(fold(w) for w in plural),
        sections=sections,
        items=items,
    )
