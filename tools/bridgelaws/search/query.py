"""From what a person types to a `Query` (scoring.py ranks by it).

A query is read in every language at once, since its language is not known; with a language filter,
only that language's fields are searched (a document has the fields of its own language only, so the
filter loses nothing and the documents it keeps score as without it):
- law references in any language ("27B1", "Law 27", "przepis 16C", "Νόμος 27Β1", or a bare law
  number), also as directors write and type them ("L16B", "l16b", "Law 27 B 1 a", "ν.16β1"), rank
  the units about that law first; an edition year next to them ranks that edition first.
  These are `Constant`s: a fixed score for every document holding the law terms;
- every other word is a `Text` whose alternatives are its term (its stem through each language's
  analyzer) in the title and text field of each language; a document scores the BM25 of the best
  alternative it holds. The words' scores add up, times the share of the words the document holds,
  so documents matching more of the words rank higher;
- the words in sequence score higher still: per language, the phrase of all the query's terms, which
  scores the BM25 of its words in the documents holding them in sequence. Sequence is looked up in
  the pair fields (each term joined to the one before it, "insuffici bid", see analysis.py), not
  with positions: one short posting list per pair instead of the long lists of both words and then
  their positions. A phrase of three words or more must have all its pairs;
- a glossary term in any language (matched by its stems, so inflected forms count) also searches
  the concept's terms in every other language: "revoke" finds "fałszywy renons" and "фальшренонс".

The same text asked for twice with two weights (a glossary term that is also the query's own phrase)
is one `Text` with the weights added up; the very same text twice (two concepts with the same terms)
counts once. Terms the index does not hold are left out as the query is built, which keeps it small.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from bridgelaws.refs import find_references, patterns

from .analysis import LANGS, TOKEN, analyze, pairs, search_key, word_terms
from .lawpages import PAGE
from .schema import pair_field, text_fields

MAX_LAW = 93

# Boosts: the page of a named law comes first (of the edition named, else the current one), then the
# units about it (its own text, then those mainly about it), then those citing it; text relevance
# orders the rest.
LAW_PAGE = 2000.0
ABOUT_LAW = 1000.0
EXACTLY_LAW = 300.0
LAW_TEXT = 200.0
MAINLY_LAW = 150.0
IN_EDITION = 100.0
CITES_LAW = 30.0
PHRASE = 2.0
EXPANSION = 0.8
CONCEPT_LAW = 0.5

# A law reference as people type it, rewritten character for character (spans still fit the query) to
# the form the finder reads: "l16b" → "L16B", "n.16b1" → "ν.16B1" (a Latin keyboard's Greek
# abbreviation), "ν.16β1" → "ν.16Β1", "27 b 1 a" → "27 B 1 a", "27.b.1.a" → "27.B.1.a". The browser's
# engine (site/assets/search/engine.js `references`) reads typed references the same way.
TYPED_ABBREVIATIONS = {"n.": "ν."}
_TYPED_PREFIX = re.compile(r"(?<![\w./\\#@&=%+$-])l(?=\d{1,2}(?!\d))")
_TYPED_ABBREVIATION = re.compile(
    rf"(?<!\w)(?:{'|'.join(re.escape(a) for a in TYPED_ABBREVIATIONS)})(?=\s?\d)", re.IGNORECASE
)
_AFTER = r"(?:(?<![\w.])|(?<=(?<!\w)L)|(?<=[^\W\d_]\.)|(?<=[^\W\d_]\. ))"  # what may stand before the number
_LOWER_SECTIONS = (
    re.compile(rf"{_AFTER}(\d{{1,2}})([^\W\d_])(?=(?:\d{{1,2}}(?:[^\W\d_]|\([^\W\d_]{{1,4}}\))*)?(?!\w))"),
    re.compile(rf"{_AFTER}(\d{{1,2}}[ .])([^\W\d_])(?=[ .]?\d{{1,2}}(?!\d))"),
)
# A year beside a law reference names the edition it is of ("2007 17D"); an edition the knowledge base
# does not hold only boosts nothing.
_EDITION = re.compile(r"(?<!\d)((?:19|20)\d\d)(?!\d)")
_LAW_NUMBER = re.compile(r"\s*(\d{1,2})\s*")
_SPACED = re.compile(r"\d{1,2}[ .][^\W\d_]")
_QUOTED = re.compile(r'"([^"]+)"')


Term = tuple[str, str]  # (field, term)


@dataclass(frozen=True)
class Match:
    """Terms in one title or text field: a word, or a phrase of several words in sequence (found by
    its word pairs in the field's pair field). It scores the sum of its terms' BM25."""

    field: str
    terms: tuple[str, ...]


@dataclass(frozen=True)
class Text:
    """Text to find: a document scores the best of the alternatives it matches, times `weight`."""

    alternatives: tuple[Match, ...]
    weight: float = 1.0


@dataclass(frozen=True)
class Constant:
    """Every document holding all of `terms` scores `score`, whatever its text."""

    terms: tuple[Term, ...]
    score: float


@dataclass
class Query:
    """What scoring.py ranks by: a document scores the sum of its `words` scores times the share of the
    words it matches, plus its `texts` (phrases, glossary expansions) and `constants` scores."""

    words: list[Text]
    texts: list[Text]
    constants: list[Constant]

    def marks(self) -> dict[str, set[str]]:
        """The terms a snippet marks, by title or text field."""
        out: dict[str, set[str]] = defaultdict(set)
        for text in self.words + self.texts:
            for match in text.alternatives:
                out[match.field].update(match.terms)
        return out


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
    """Analyze each term of a glossary concept in its language, as written and as typed without
    diacritics (forms with the same stems count once)."""
    stems = {
        lang: tuple(
            dict.fromkeys(
                stems
                for term in forms
                for typed in (term, search_key(term))
                if (stems := tuple(analyze(lang, typed)))
            )
        )
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
    text = text.strip()
    spaced = _SPACED.match(text) is not None  # spaced or dotted alone: "27 b 1 a", "27.b.1" need no keyword
    for written in (text, f"Law {text}") if spaced else (text,):
        refs = _law_refs(written)
        if len(refs) == 1 and refs[0][1] - refs[0][0] >= len(written) - 1:
            return refs[0][2]
    return None


def typed(text: str) -> str:
    """`text` with the law references typed in it written as the finder reads them (same length)."""
    text = _TYPED_PREFIX.sub("L", text)
    text = _TYPED_ABBREVIATION.sub(lambda m: TYPED_ABBREVIATIONS[m.group().lower()], text)
    for pattern in _LOWER_SECTIONS:
        text = pattern.sub(lambda m: m.group(1) + m.group(2).upper(), text)
    return text


_LAW_WORDS = {search_key(w): lang for lang in LANGS for group in patterns.LAW_WORDS[lang] for w in group}
_ABBREVIATIONS = {search_key(a): lang for lang in LANGS for a in patterns.LAW_ABBREVIATIONS[lang]}
_ABBREVIATIONS |= {typed: _ABBREVIATIONS[search_key(a)] for typed, a in TYPED_ABBREVIATIONS.items()}
_ABBREVIATED = re.compile(r"(?<!\w)([^\W\d_]+\.)\s?\d")


def reference_langs(text: str) -> set[str]:
    """The languages whose word or abbreviation for "law" the query uses ("przepis 16C", "prz. 16C":
    pl; "Νόμος 27Β1", "ν.27Β1": el), for showing a law's page in the language it was asked in."""
    words = {search_key(word) for word in re.findall(r"\w+", text)}
    marks = {search_key(match.group(1)) for match in _ABBREVIATED.finditer(text)}
    found = {_LAW_WORDS[word] for word in words if word in _LAW_WORDS}
    return found | {_ABBREVIATIONS[mark] for mark in marks if mark in _ABBREVIATIONS}


def _law_refs(text: str) -> list[tuple[int, int, str]]:
    """(start, end, canonical) of every law reference any language's grammar finds; where two
    languages read the same reference, the widest reading ("przepis 16C" over "16C")."""
    text = typed(text)
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


Span = tuple[str, int, int]  # (language, start, end) in the query's stems of that language


class Glossary:
    """The glossary concepts, each of their terms looked up by its first stem."""

    def __init__(self, concepts: Iterable[Concept] = ()):
        self.concepts = tuple(concepts)
        self._starting: dict[tuple[str, str], list[tuple[int, tuple[str, ...]]]] = defaultdict(list)
        for number, concept in enumerate(self.concepts):
            for lang, terms in concept.terms.items():
                for term in terms:
                    self._starting[(lang, term[0])].append((number, term))

    def named(self, words: str) -> tuple[list[Concept], set[str]]:
        """The concepts whose terms occur in `words` (by stems), but not those only found inside a longer
        term of another ("bid" inside "insufficient bid"); and the languages they were found in."""
        found: dict[int, set[Span]] = defaultdict(set)
        for lang in LANGS:
            stems = analyze(lang, words)
            for start, stem in enumerate(stems):
                for number, term in self._starting.get((lang, stem), ()):
                    end = start + len(term)
                    if tuple(stems[start:end]) == term:
                        found[number].add((lang, start, end))

        def inside(span: Span, other: set[Span]) -> bool:
            lang, start, end = span
            return any(
                o[0] == lang and o[1] <= start and end <= o[2] and o[2] - o[1] > end - start for o in other
            )

        kept = {
            number: spans
            for number, spans in found.items()
            if not all(any(inside(span, found[n]) for n in found if n != number) for span in spans)
        }
        langs = {span[0] for spans in kept.values() for span in spans}
        return [self.concepts[number] for number in sorted(kept)], langs


def parse(text: str, glossary: Glossary | None = None) -> Parsed:
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
    if glossary is not None:
        parsed.concepts, parsed.langs = glossary.named(parsed.words)
    return parsed


Exists = Callable[[str, str], bool]  # is (field, term) in the index?


def _anything(name: str, term: str) -> bool:
    return True


def _terms_text(lang: str, stems: tuple[str, ...], weight: float, exists: Exists) -> Text | None:
    """The stems in sequence in the title or text of `lang` (None when no field holds them)."""
    alternatives = tuple(
        Match(name, stems)
        for name in text_fields(lang)
        if stems
        and all(exists(name, stem) for stem in stems)
        and all(exists(pair_field(name), pair) for pair in pairs(stems))
    )
    return Text(alternatives, weight) if alternatives else None


def _word_text(token: str, langs: tuple[str, ...], exists: Exists) -> Text | None:
    """One word: the best of its matches in each title and text field of `langs`. None when the index
    holds it in no language; a Text without alternatives when only in other languages than `langs`
    (the word still counts in the share of words a document matches, so a language filter keeps the
    scores of the documents it keeps)."""
    found = [
        (lang, Match(name, (stem,)))
        for lang in LANGS
        for stem in word_terms(lang, token)
        for name in text_fields(lang)
        if exists(name, stem)
    ]
    return Text(tuple(match for lang, match in found if lang in langs)) if found else None


def _law_constants(ref: str, editions: list[str], current: str) -> list[Constant]:
    about = ("laws", ref)
    constants = [
        Constant((about,), ABOUT_LAW),
        Constant((("refs", ref),), EXACTLY_LAW),
        Constant((about, ("kind", "law")), LAW_TEXT),
        Constant((("primary", ref),), MAINLY_LAW),
        Constant((("cites", ref),), CITES_LAW),
    ]
    constants.extend(Constant((about, ("edition", e)), IN_EDITION) for e in editions)
    page = ("record", PAGE)
    constants.extend(Constant((about, page, ("edition", e)), LAW_PAGE) for e in editions or [current])
    return constants


def _merged(texts: list[Text]) -> list[Text]:
    """The same text asked for with two weights (a glossary term that is also the query's own phrase)
    as one, weights added; the very same text and weight (two glossary terms with the same stems) once."""
    weights: dict[tuple[Match, ...], float] = defaultdict(float)
    for text in dict.fromkeys(texts):
        weights[text.alternatives] += text.weight
    return [Text(alternatives, weight) for alternatives, weight in weights.items()]


def build(
    parsed: Parsed, current: str, exists: Exists = _anything, langs: Iterable[str] = LANGS
) -> Query | None:
    """The query for a parsed query, searching the fields of `langs` (None when nothing searchable is
    left); a law reference naming no edition ranks the page of its law in `current` first. `exists`
    lets terms the index does not hold be left out early."""
    langs = tuple(langs)
    constants = [c for ref in parsed.refs for c in _law_constants(ref, parsed.editions, current)]
    tokens = [m.group() for m in TOKEN.finditer(parsed.words)]
    words = [t for t in (_word_text(token, langs, exists) for token in tokens) if t is not None]
    texts: list[Text] = []
    for lang in langs:
        stems = tuple(analyze(lang, parsed.words))
        if len(stems) > 1 and (t := _terms_text(lang, stems, PHRASE, exists)):
            texts.append(t)
    for phrase in parsed.phrases:
        found = [_terms_text(lang, tuple(analyze(lang, phrase)), PHRASE, exists) for lang in langs]
        if alternatives := tuple(a for t in found if t is not None for a in t.alternatives):
            texts.append(Text(alternatives, PHRASE))
    for concept in parsed.concepts:
        texts.extend(
            t
            for lang, terms in concept.terms.items()
            if lang in langs
            for term in terms
            if (t := _terms_text(lang, term, EXPANSION, exists))
        )
        constants.extend(Constant((("laws", law),), CONCEPT_LAW) for law in concept.laws)
    if not words and not texts and not constants:
        return None
    return Query(words, _merged(texts), list(dict.fromkeys(constants)))


def law_filter(ref: str) -> str:
    """Check a --law value and return it canonical (ValueError when it is not a law reference)."""
    canonical = canonical_law(ref)
    if canonical is None:
        raise ValueError(f"'{ref}' is not a law reference (like 27, 27B1, 27B1(a))")
    return canonical
