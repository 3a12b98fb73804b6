"""From what a person types to a whoosh query.

A query is read in every language at once, since its language is not known:
- law references in any language ("27B1", "Law 27", "przepis 16C", "Νόμος 27Β1", or a bare law
  number) rank the units about that law first; an edition year next to them ranks that edition first;
- every other word matches the title and text fields of each language through that language's
  analyzer, documents matching more words scoring higher, the words in sequence scoring higher still;
- a glossary term in any language (matched by its stems, so inflected forms count) also searches
  the concept's terms in every other language: "revoke" finds "fałszywy renons" and "фальшренонс".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from whoosh import matching
from whoosh import query as wq

from bridgelaws.refs import find_references

from .analysis import LANGS, TOKEN, analyze

EDITIONS = ("1997", "2007", "2017")
MAX_LAW = 93

# Boosts: units about a named law come first (its own text, then those mainly about it), then those
# citing it; text relevance orders the rest.
ABOUT_LAW = 1000.0
EXACTLY_LAW = 300.0
LAW_TEXT = 200.0
MAINLY_LAW = 150.0
IN_EDITION = 100.0
CITES_LAW = 30.0
PHRASE = 2.0
EXPANSION = 0.8
CONCEPT_LAW = 0.5

_LOWER_SECTION = re.compile(
    r"(?<![\w.])(\d{1,2})([^\W\d_])(?=(?:\d{1,2}(?:[^\W\d_]|\([^\W\d_]{1,4}\))*)?(?!\w))"
)
_EDITION = re.compile(rf"(?<!\d)({'|'.join(EDITIONS)})(?!\d)")
_LAW_NUMBER = re.compile(r"\s*(\d{1,2})\s*")
_QUOTED = re.compile(r'"([^"]+)"')


class _Any(wq.Or):
    """The top Or, which whoosh does not merge with the Ors inside it (they keep their own scoring)."""


class Fixed(wq.WrappingQuery):
    """Every document matching `child` scores `score` (whoosh's ConstantScoreQuery keeps the child's
    scores when inside an Or)."""

    def __init__(self, child: wq.Query, score: float):
        super().__init__(child)
        self.score = score

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Fixed) and self.child == other.child and self.score == other.score

    def __hash__(self) -> int:
        return hash(self.child) ^ hash(self.score)

    def _rewrap(self, child: wq.Query) -> Fixed:
        return Fixed(child, self.score)

    def matcher(self, searcher, context=None):  # type: ignore[no-untyped-def]
        m = self.child.matcher(searcher, context)
        if isinstance(m, matching.NullMatcherClass):
            return m
        return matching.ConstantScoreWrapperMatcher(m, self.score)


@dataclass(frozen=True)
class Concept:
    """A glossary concept as the query side needs it: the stems of each term in each language."""

    id: str
    laws: tuple[str, ...]
    terms: dict[str, tuple[tuple[str, ...], ...]]  # lang → stems of each term

    @classmethod
    def from_json(cls, data: dict) -> Concept:
        terms = {lang: tuple(tuple(t) for t in stems) for lang, stems in data["terms"].items()}
        return cls(data["id"], tuple(data["laws"]), terms)

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "laws": list(self.laws),
            "terms": {k: [list(t) for t in v] for k, v in self.terms.items()},
        }


def concept_stems(concept_id: str, laws: Iterable[str], terms: dict[str, list[str]]) -> Concept:
    """Analyze each term of a glossary concept in its language (forms with the same stems count once)."""
    stems = {
        lang: tuple(dict.fromkeys(s for s in (tuple(analyze(lang, term)) for term in forms) if s))
        for lang, forms in terms.items()
        if lang in LANGS
    }
    return Concept(concept_id, tuple(laws), stems)


@dataclass
class Parsed:
    """The parts of a query: law references, editions, free words, quoted phrases, concepts met."""

    refs: list[str] = field(default_factory=list)
    editions: list[str] = field(default_factory=list)
    words: str = ""
    phrases: list[str] = field(default_factory=list)
    concepts: list[Concept] = field(default_factory=list)
    langs: set[str] = field(default_factory=set)  # languages in which the query names a concept


def canonical_law(text: str) -> str | None:
    """`text` as a canonical law reference, if it is one ("27", "27b1", "Law 27B1(a)", "Νόμος 27Β1")."""
    number = _LAW_NUMBER.fullmatch(text)
    if number and 1 <= int(number.group(1)) <= MAX_LAW:
        return number.group(1)
    refs = _law_refs(text)
    if len(refs) == 1 and refs[0][1] - refs[0][0] >= len(text.strip()) - 1:
        return refs[0][2]
    return None


def _law_refs(text: str) -> list[tuple[int, int, str]]:
    """(start, end, canonical) of every law reference any language's grammar finds; where two
    languages read the same reference, the widest reading ("przepis 16C" over "16C")."""
    text = _LOWER_SECTION.sub(lambda m: m.group(1) + m.group(2).upper(), text)
    found = sorted(
        {
            (ref.start, ref.end, ref.ref)
            for lang in LANGS
            for ref in find_references(text, lang)
            if ref.kind == "law"
        },
        key=lambda span: (span[0], -span[1]),
    )
    kept: list[tuple[int, int, str]] = []
    for start, end, ref in found:
        if not any(s <= start and end <= e for s, e, _ in kept):
            kept.append((start, end, ref))
    return kept


def _spans(haystack: list[str], needle: tuple[str, ...]) -> Iterator[tuple[int, int]]:
    n = len(needle)
    for i in range(len(haystack) - n + 1):
        if tuple(haystack[i : i + n]) == needle:
            yield i, i + n


def _named_concepts(words: str, concepts: Iterable[Concept]) -> tuple[list[Concept], set[str]]:
    """The concepts whose terms occur in `words` (by stems), but not those only found inside a longer
    term of another ("bid" inside "insufficient bid"); and the languages they were found in."""
    stems = {lang: analyze(lang, words) for lang in LANGS}
    found: list[tuple[Concept, set[tuple[str, int, int]]]] = []
    for concept in concepts:
        spans = {
            (lang, *span)
            for lang, terms in concept.terms.items()
            for t in terms
            for span in _spans(stems[lang], t)
        }
        if spans:
            found.append((concept, spans))

    def inside(span: tuple[str, int, int], other: set[tuple[str, int, int]]) -> bool:
        lang, start, end = span
        return any(
            o[0] == lang and o[1] <= start and end <= o[2] and o[2] - o[1] > end - start for o in other
        )

    kept = [
        (concept, spans)
        for concept, spans in found
        if not all(any(inside(span, other) for c, other in found if c is not concept) for span in spans)
    ]
    return [concept for concept, _ in kept], {span[0] for _, spans in kept for span in spans}


def parse(text: str, concepts: Iterable[Concept] = ()) -> Parsed:
    """Split a query into its parts and find the glossary concepts it names."""
    parsed = Parsed()
    whole = canonical_law(text)
    if whole:
        parsed.refs.append(whole)
        return parsed
    rest = list(text)
    for start, end, ref in _law_refs(text):
        if ref not in parsed.refs:
            parsed.refs.append(ref)
        rest[start:end] = " " * (end - start)
    words = "".join(rest)
    if parsed.refs:
        parsed.editions = _EDITION.findall(words)
        words = _EDITION.sub(" ", words)
    parsed.phrases = [p.strip() for p in _QUOTED.findall(words) if p.strip()]
    parsed.words = " ".join(words.replace('"', " ").split())
    parsed.concepts, parsed.langs = _named_concepts(parsed.words, concepts)
    return parsed


def _text_fields(lang: str) -> tuple[str, str]:
    return f"title_{lang}", f"text_{lang}"


Exists = Callable[[str, str], bool]  # is (field, term) in the index?


def _anything(name: str, term: str) -> bool:
    return True


def _terms_query(
    lang: str, stems: tuple[str, ...], boost: float = 1.0, exists: Exists = _anything
) -> wq.Query | None:
    """The stems in sequence, in the title or text of `lang` (None when no field has them all)."""
    subs: list[wq.Query] = []
    for name in _text_fields(lang):
        if not stems or not all(exists(name, stem) for stem in stems):
            continue
        subs.append(wq.Term(name, stems[0]) if len(stems) == 1 else wq.Phrase(name, list(stems), slop=1))
    return wq.DisjunctionMax(subs, boost=boost) if subs else None


def _word_query(token: str, exists: Exists) -> wq.Query | None:
    """One word in any language: the best of its matches in each title and text field."""
    subs = [
        wq.Term(name, stem)
        for lang in LANGS
        for stem in analyze(lang, token)
        for name in _text_fields(lang)
        if exists(name, stem)
    ]
    return wq.DisjunctionMax(subs) if subs else None


def _law_query(ref: str, editions: list[str]) -> wq.Query:
    about = wq.Term("laws", ref)
    subs: list[wq.Query] = [
        Fixed(about, ABOUT_LAW),
        Fixed(wq.Term("refs", ref), EXACTLY_LAW),
        Fixed(wq.And([about, wq.Term("kind", "law")]), LAW_TEXT),
        Fixed(wq.Term("primary", ref), MAINLY_LAW),
        Fixed(wq.Term("cites", ref), CITES_LAW),
    ]
    subs.extend(Fixed(wq.And([about, wq.Term("edition", e)]), IN_EDITION) for e in editions)
    return wq.Or(subs)


def build(parsed: Parsed, exists: Exists = _anything) -> wq.Query | None:
    """The whoosh query for a parsed query (None when nothing searchable is left). `exists` lets
    terms the index does not hold be left out early, which keeps queries small and fast."""
    parts: list[wq.Query] = [_law_query(ref, parsed.editions) for ref in parsed.refs]
    tokens = [m.group() for m in TOKEN.finditer(parsed.words)]
    words = [q for q in (_word_query(t, exists) for t in tokens) if q is not None]
    if words:
        parts.append(wq.Or(words, scale=0.9) if len(words) > 1 else words[0])
    for lang in LANGS:
        stems = tuple(analyze(lang, parsed.words))
        if len(stems) > 1 and (q := _terms_query(lang, stems, PHRASE, exists)):
            parts.append(q)
    for phrase in parsed.phrases:
        matches = [
            q for lang in LANGS if (q := _terms_query(lang, tuple(analyze(lang, phrase)), exists=exists))
        ]
        if matches:
            parts.append(wq.Or(matches, boost=PHRASE))
    for concept in parsed.concepts:
        parts.extend(
            q
            for lang, terms in concept.terms.items()
            for term in terms
            if (q := _terms_query(lang, term, EXPANSION, exists))
        )
        parts.extend(Fixed(wq.Term("laws", law), CONCEPT_LAW) for law in concept.laws)
    parts = list(dict.fromkeys(parts))  # the same stems from two glossary terms count once
    if not parts:
        return None
    return _Any(parts)


def law_filter(ref: str) -> str:
    """Check a --law value and return it canonical (ValueError when it is not a law reference)."""
    canonical = canonical_law(ref)
    if canonical is None:
        raise ValueError(f"'{ref}' is not a law reference (like 27, 27B1, 27B1(a))")
    return canonical
