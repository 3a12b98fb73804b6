"""Two editions side by side: a provision of one edition and where the concordance says it went,
in one language, aligned part by part, with the words removed and added.

A part is the provision's own title and text, then each of its direct parts with everything below it
("(a) … (b) …"): 2007 17D (items D1–D4) against 2017 15A (items A1–A4, A2 with (a)–(c)) gives the
rows 17D ↔ 15A, 17D1 ↔ 15A1, … A whole law is compared section by section. Rows pair by their place
below the provision (1 with 1, (a) with (a)); a part one side lacks is a row of its own.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from .entries import LawTextEntry, law_number
from .kb import KnowledgeBase
from .schema import LANGS, ConcordanceEntry, LawUnit

_TOKEN = re.compile(r"\w+|[^\w\s]")
_EMPHASIS = re.compile(r"\\?\*+")


@dataclass(frozen=True)
class Part:
    """One row's side: the canonical reference of a part and its words."""

    ref: str
    text: str


@dataclass(frozen=True)
class Row:
    """Two parts that correspond (either may be missing) and the difference: ("equal" | "delete" |
    "insert", words) in reading order; "equal" words as the newer edition writes them."""

    old: Part | None
    new: Part | None
    ops: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Comparison:
    """`old` ("2007/17D") against `new` ("2017/15A") in `lang`, with the concordance entry linking them."""

    old: str
    new: str
    lang: str
    rows: tuple[Row, ...]
    entry: ConcordanceEntry | None = None

    @property
    def anchor(self) -> str:
        """The id of the comparison on the page of `new`'s law ("compare-2007-17D")."""
        return anchor_for(self.old)

    def words(self, kind: str) -> int:
        """How many words were removed ("delete") or added ("insert")."""
        return sum(len(re.findall(r"\w+", text)) for row in self.rows for op, text in row.ops if op == kind)

    def as_json(self) -> dict[str, object]:
        return {
            "old": self.old,
            "new": self.new,
            "lang": self.lang,
            "relation": self.entry.relation if self.entry else None,
            "source": self.entry.source if self.entry else None,
            "removed_words": self.words("delete"),
            "added_words": self.words("insert"),
            "rows": [
                {
                    "old": row.old.ref if row.old else None,
                    "new": row.new.ref if row.new else None,
                    "old_text": row.old.text if row.old else "",
                    "new_text": row.new.text if row.new else "",
                    "ops": [list(op) for op in row.ops],
                }
                for row in self.rows
            ],
        }


def anchor_for(end: str) -> str:
    """ "2007/17D" → "compare-2007-17D" (parentheses dropped)."""
    return "compare-" + re.sub(r"[()]", "", end.replace("/", "-"))


def plain(text: str) -> str:
    """Law text without Markdown emphasis marks and with single spaces."""
    return " ".join(_EMPHASIS.sub(lambda m: "*" if m.group().startswith("\\") else "", text).split())


def _text_of(entry: LawTextEntry, ref: str) -> LawUnit | LawTextEntry | None:
    """The unit `ref` ("17D", "17D2") of a law text, or the text itself for a whole law ("17")."""
    section = ref[len(str(entry.text.law)) :]
    if not section:
        return entry
    return next((unit for unit in entry.units() if unit.id == section), None)


def _words(unit: LawUnit, label: str = "") -> str:
    """A unit and everything below it as one run of words, each part after its label."""
    head = " ".join(x for x in (unit.title, unit.text) if x)
    parts = [f"{label} {head}".strip()] if head or label else []
    for child in unit.children:
        parts.append(_words(child, _label(child.id)))
    return plain(" ".join(p for p in parts if p))


def _label(unit_id: str) -> str:
    """The printed label of a unit: A2 → "2.", A2(b) → "(b)"."""
    if unit_id.endswith(")"):
        return unit_id[unit_id.rindex("(") :]
    digits = re.search(r"\d+$", unit_id)
    return f"{digits.group()}." if digits else f"{unit_id}."


def _parts(law: int, found: LawUnit | LawTextEntry) -> dict[str, Part]:
    """The rows of one side by their place below the provision ("" for its own words)."""
    if isinstance(found, LawTextEntry):
        rows = {"": Part(str(law), plain(" ".join(x for x in (found.text.title, found.text.text) if x)))}
        for section in found.text.sections:
            rows[section.id] = Part(f"{law}{section.id}", _words(section))
        return rows
    own = " ".join(x for x in (found.title, found.text) if x)
    rows = {"": Part(f"{law}{found.id}", plain(own))}
    for child in found.children:
        rows[child.id[len(found.id) :]] = Part(f"{law}{child.id}", _words(child))
    return rows


def diff_words(old: str, new: str) -> tuple[tuple[str, str], ...]:
    """The words of `old` and `new` as equal, deleted and inserted runs (word by word)."""
    a = [(m.group(), m.start()) for m in _TOKEN.finditer(old)]
    b = [(m.group(), m.start()) for m in _TOKEN.finditer(new)]
    matcher = difflib.SequenceMatcher(None, [t for t, _ in a], [t for t, _ in b], autojunk=False)
    ops: list[tuple[str, str]] = []

    def span(tokens: list[tuple[str, int]], text: str, i: int, j: int) -> str:
        """Tokens i..j of `text` with the spaces between (and before) them."""
        if i == j:
            return ""
        start = tokens[i - 1][1] + len(tokens[i - 1][0]) if i else 0
        return text[start : tokens[j - 1][1] + len(tokens[j - 1][0])]

    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            ops.append(("equal", span(b, new, j1, j2)))
            continue
        if i2 > i1:
            ops.append(("delete", span(a, old, i1, i2)))
        if j2 > j1:
            ops.append(("insert", span(b, new, j1, j2)))
    return tuple((op, text) for op, text in ops if text)


def compare(kb: KnowledgeBase, old: str, new: str, lang: str) -> Comparison | None:
    """`old` ("2007/17D") and `new` ("2017/15A") in `lang`; None when either text is not held."""
    sides = []
    for end in (old, new):
        edition, ref = end.split("/", 1)
        entry = next((e for e in kb.texts_of_law(law_number(ref), edition) if e.text.lang == lang), None)
        found = _text_of(entry, ref) if entry else None
        if found is None:
            return None
        sides.append(_parts(law_number(ref), found))
    before, after = sides
    order = list(after) + [key for key in before if key not in after]
    order.sort(key=lambda key: (key != "", _place(key)))
    rows = []
    for key in order:
        a, b = before.get(key), after.get(key)
        rows.append(Row(a, b, diff_words(a.text if a else "", b.text if b else "")))
    entry = next((e for e in kb.concordance if {e.from_, e.to} == {old, new}), None)
    return Comparison(old, new, lang, tuple(rows), entry)


def _place(key: str) -> tuple[str, int, str]:
    """Order of the rows below a provision: 1 < 2 < 10, A < B, (a) < (b)."""
    match = re.match(r"^([A-Z]?)(\d*)(.*)$", key)
    assert match
    return (match.group(1), int(match.group(2) or 0), match.group(3))


def comparable(kb: KnowledgeBase) -> list[tuple[ConcordanceEntry, list[str]]]:
    """Every concordance entry whose two ends both have a text in some language, with those languages."""
    found = []
    for entry in kb.concordance:
        langs = [lang for lang in LANGS if compare(kb, entry.from_, entry.to, lang) is not None]
        if langs:
            found.append((entry, langs))
    return found
