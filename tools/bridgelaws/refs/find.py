"""Find law references and commentary paragraph references in text, with exact spans.

One left-to-right pass of one compiled pattern finds where a reference may start (a keyword,
a paragraph word, a bare law token, an edition named in the text); from each start the members
of a list or range are read with anchored matches. Linear in the length of the text.

Spans: the first member of a list includes its keyword ("Laws 16" in "Laws 16 and 26"); later
members are their own token ("26"). A law inside a range that is not written out (73 in
"Правилах 72...76") gets the span of the whole range ("72...76").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from .clean import Cleaned, clean
from .models import Kind, LawRef, Reference
from .patterns import BID_LEVELS, BID_STRAINS, EDITIONS, LAW_PREFIX, LAW_PREFIX_SECTIONS, MAX_LAW, YEAR
from .regexes import Grammar, fold, grammar

_YEAR = re.compile(YEAR)
_TOKENS = ("bare", "prefix")  # references without a word: a label word before them makes them none
_CLAUSE_END = re.compile(r"\s*(?:[.,;:!?)]|$)")  # "częścią 72." ends there; "part of 3 tricks" does not
# Reads one member at a position: (value, end) or None.
Reader = Callable[[str, Grammar, int, bool], "tuple[LawRef | str, int] | None"]


@dataclass(frozen=True, slots=True)
class _Member:
    start: int  # where the span starts (the keyword for a list's first member)
    number: int  # where the member's own number starts
    end: int
    value: LawRef | str  # a LawRef, or a paragraph's canonical number
    joint: str | None  # how it is joined to the previous member: "and", "comma", "range"


def find_references(
    text: str,
    lang: str,
    *,
    edition: str | None = None,
    letters: str = "lookalike",
    bare_parens: bool = True,
    editions: Sequence[str] = EDITIONS,
) -> list[Reference]:
    """Every law and paragraph reference in `text`, in text order.

    `lang` selects the keywords (English ones are always recognised too). `edition` is the
    edition of the document, given to every law reference (`edition_from="source"`) unless the
    words around it name another (`edition_from="context"`, the words in `context`):
    - an edition named earlier in the same sentence, for the first reference (or list) after it
      ("w MPB 2007 zastosowano w 27B1b");
    - "old" right before the keyword or the number ("Stary przepis 23", "starymu 16D", "the old
      Law 23"): the edition before `edition`;
    - a law moved away ("przeniesienie przepisu 17D", "przepis 17D został przeniesiony"): the
      edition before `edition` too.
    `letters` says how Cyrillic section letters read ("lookalike": В = B, "russian": В = C).
    `bare_parens` also accepts a law section without keyword ("z 9A3", "(43A1a)", "27D - …"),
    which is right for law commentary. Bids such as 1C, 2D, 4S are never bare references.
    `editions` are the editions known (the WBF's so far, and any a knowledge base holds): "old" is
    the latest of them before `edition`.
    """
    g = grammar(lang, letters)
    cleaned = clean(text)
    s = cleaned.text
    older = _previous(edition, editions)
    found: list[Reference] = []
    used: set[int] = set()  # where members already read start
    named: _Context | None = None  # an edition named in the text, waiting for its reference
    named_at = 0
    before: _Context | None = None  # "Stary przepis 23": the reference must start at `before.at`
    consumed = 0  # an edition named after a reference is that reference's: it names nothing after
    last_end = -1  # where the last reference read ends ("… częścią 72" continues it in its sentence)
    for anchor in g.anchor.finditer(s):
        kind = anchor.lastgroup
        if kind == "partof":
            if last_end < 0 or g.sentence_end.search(s, last_end, anchor.start()):
                continue
            member = _law(s, g, anchor.end(), False)
            if member is not None and anchor.end() not in used and _CLAUSE_END.match(s, member[1]):
                used.add(anchor.end())
                read = _Member(anchor.end(), anchor.end(), member[1], member[0], None)
                found.append(_reference(text, cleaned, read, "law", None, edition))
                last_end = member[1]
            continue
        if kind == "edition":
            year = _YEAR.search(anchor.group())
            if anchor.start() >= consumed:
                named = _Context(year.group(), anchor.start(), anchor.end()) if year else None
                named_at = anchor.end()
            continue
        if kind == "older":
            before = _Context(older, anchor.start("older"), anchor.end("older"), anchor.end())
            continue
        at = anchor.start() if kind == "bare" else anchor.end()
        if at in used or (kind == "bare" and not bare_parens) or (kind in _TOKENS and _label(s, g, anchor)):
            continue
        if named is not None:
            if g.sentence_end.search(s, named_at, anchor.start()):
                named = None
            named_at = anchor.start()
        if kind == "paragraph":
            members = _read_list(s, g, anchor.start(), at, _paragraph, plural=True, bare=False)
        else:
            plural = kind == "law" and fold(anchor.group("law")) in g.plural
            members = _read_list(s, g, anchor.start(), at, _law, plural=plural, bare=kind == "bare")
        if not members or (kind == "prefix" and not _prefixed(s, g, members[0])):
            continue
        used.update(m.number for m in members)
        ref_kind: Kind = "paragraph" if kind == "paragraph" else "law"
        context = named
        if before is not None and before.at == anchor.start():
            context = before
        moved = g.moved_after.match(s, members[-1].end) if ref_kind == "law" else None
        own = [_edition_after(s, g, m.end) if ref_kind == "law" else None for m in members]
        if moved:
            context = _Context(older, moved.start("words"), moved.end("words"))
        elif own[-1] is not None:  # "Laws 12C3 and 12C4 of the 1997 Laws": the whole list's
            context = own[-1]
        for m, mine in zip(members, own, strict=True):
            found.append(_reference(text, cleaned, m, ref_kind, mine or context, edition))
        consumed = max([consumed, *(c.end for c in own if c is not None)])
        last_end = members[-1].end
        named = None  # a named edition holds for the next reference (or list) only
        before = None
    found.sort(key=lambda r: r.start)
    return found


def _edition_after(s: str, g: Grammar, end: int) -> _Context | None:
    """The edition named right after a reference ending at `end`: "of the 1997 Laws", "(2007)"."""
    after = g.edition_after.match(s, end)
    year = _YEAR.search(after.group()) if after else None
    if after is None or year is None:
        return None
    written = after.group()
    return _Context(year.group(), after.end() - len(written.lstrip(" \t\n,")), after.end())


def _label(s: str, g: Grammar, anchor: re.Match[str]) -> bool:
    """Is the token at `anchor` (bare or "L") a label of something else: "table 7A", "round L1"?"""
    return g.label.search(s, max(0, anchor.start() - 40), anchor.start()) is not None


def _prefixed(s: str, g: Grammar, first: _Member) -> bool:
    """Is an "L" token a law: its section one laws have ("L40S" is a name), and a law number alone
    not glued to code or a name ("L1=", "L1:", "L3-8B", "L1/L2")."""
    law = first.value
    assert isinstance(law, LawRef)
    if law.section is not None:
        return law.section in LAW_PREFIX_SECTIONS
    at = first.number - len(LAW_PREFIX)
    return not (g.glued.match(s, first.end) or g.operator.search(s, max(0, at - 3), at))


@dataclass(frozen=True, slots=True)
class _Context:
    """Words of the text that name a reference's edition: "MPB 2007", "Stary", "został przeniesiony"."""

    edition: str | None
    start: int  # where the words are, in the cleaned text
    end: int
    at: int = -1  # for words before a reference: where that reference must start


def _previous(edition: str | None, editions: Sequence[str]) -> str | None:
    """The latest of `editions` before `edition` ("the old law" of a document on `edition`)."""
    if edition is None:
        return None
    earlier = [e for e in editions if e < edition]
    return max(earlier) if earlier else None


def _reference(
    text: str, cleaned: Cleaned, member: _Member, kind: Kind, context: _Context | None, edition: str | None
) -> Reference:
    start, end = cleaned.start(member.start), cleaned.end(member.end)
    ref = member.value.canonical if isinstance(member.value, LawRef) else member.value
    if context is not None and context.edition is not None and kind == "law":
        words = text[cleaned.start(context.start) : cleaned.end(context.end)]
        return Reference(text[start:end], start, end, kind, ref, context.edition, "context", words)
    return Reference(text[start:end], start, end, kind, ref, edition, "source" if edition else None)


_ITEM_GROUPS = ("item", "pitem", "sitem", "spitem", "ditem", "witem")


def _law(s: str, g: Grammar, pos: int, bare: bool) -> tuple[LawRef, int] | None:
    """The law reference at `pos` and its end, if there is a valid one."""
    m = g.law.match(s, pos)
    if not m:
        return None
    sec, sub = m["sec"] or m["ssec"], m["sub"] or m["ssub"]
    if bare and (sec is None or (int(m["num"]) in BID_LEVELS and sub is None and sec in BID_STRAINS)):
        return None
    item = next((m[name] for name in _ITEM_GROUPS if m[name]), None)
    if bare and m["ssec"] and item is None:  # a dotted token alone goes down to an item: 27.B.1.a, not 3.A.1
        return None
    try:
        ref = LawRef(
            int(m["num"]),
            g.sections.get(sec, sec) if sec else None,
            int(sub) if sub else None,
            g.items.get(item, item) if item else None,
            m["subitem"] or m["ssubitem"],
        )
    except ValueError:
        return None
    return ref, m.end()


def _paragraph(s: str, g: Grammar, pos: int, bare: bool) -> tuple[str, int] | None:
    """The paragraph number at `pos` ("68.7.(i)(b)" → "68.7(i)(b)") and its end."""
    m = g.paragraph.match(s, pos)
    if not m or not 1 <= int(m["num"]) <= MAX_LAW:
        return None
    return f"{int(m['num'])}.{m['rest']}{m['groups'] or ''}", m.end()


def _read_list(
    s: str, g: Grammar, start: int, pos: int, read: Reader, *, plural: bool, bare: bool
) -> list[_Member]:
    """The members of the list or range that starts at `pos` (its keyword at `start`)."""
    first = read(s, g, pos, bare)
    if first is None:
        return []
    members = [_Member(start, pos, first[1], first[0], None)]
    while True:
        last = members[-1]
        title = g.title.match(s, last.end)
        joint = g.joint.match(s, title.end() if title else last.end)
        if not joint:
            break
        at = joint.end()
        alternative = joint.lastgroup == "alternative"
        nxt = read(s, g, at, bare)
        if alternative and nxt is not None and isinstance(nxt[0], LawRef) and nxt[0].section is None:
            nxt = None  # "/" before a number alone is a fraction or a date: "27B1 1/2", "16/03"
        if nxt is None and isinstance(last.value, LawRef) and last.value.item and joint.lastgroup != "range":
            nxt = _other_item(s, g, last.value, last.end, at, alternative)
        if nxt is None:
            break
        member = _Member(at, at, nxt[1], nxt[0], joint.lastgroup)
        if member.joint == "range":
            inner = _inside(last.value, member.value)
            if inner is None:
                break
            members += [_Member(last.number, last.number, member.end, value, "range") for value in inner]
        members.append(member)
    if not plural:  # "Law 27, 3 examples": a comma alone does not continue a singular keyword
        while members[-1].joint == "comma":
            members.pop()
    return members


def _other_item(
    s: str, g: Grammar, last: LawRef, last_end: int, at: int, alternative: bool
) -> tuple[LawRef, int] | None:
    """Another item or sub-item of the provision of `last`, alone at `at`: "(b)" in "27B1(a) or (b)" and
    "27B1(a)/(b)", "b" in "27B1a/b", "(ii)" in "12C1(e)(i) and (ii)"."""
    if last.subitem:
        sub = g.subitem.match(s, at)
        return (replace(last, subitem=sub["subitem"]), sub.end()) if sub else None
    item = g.item.match(s, at)
    if item is None and alternative and s[last_end - 1] != ")":
        item = g.bare_item.match(s, at)
    if item is None:
        return None
    return replace(last, item=g.items.get(item["pitem"], item["pitem"]), subitem=None), item.end()


def _inside(low: LawRef | str, high: LawRef | str) -> list[LawRef] | list[str] | None:
    """The members strictly inside a range; [] when only its ends are meant; None if not a range."""
    if isinstance(low, LawRef) and isinstance(high, LawRef):
        if low.section or high.section:
            return []
        return [LawRef(n) for n in range(low.law + 1, high.law)] if low.law < high.law else None
    if isinstance(low, str) and isinstance(high, str):
        a, b = low.split("."), high.split(".")
        if len(a) == len(b) == 2 and a[0] == b[0] and a[1].isdigit() and b[1].isdigit():
            return [f"{a[0]}.{n}" for n in range(int(a[1]) + 1, int(b[1]))] if int(a[1]) < int(b[1]) else None
        return []
    return None
