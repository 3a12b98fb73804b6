"""Per-language text analysis for the search index: one whoosh analyzer per language.

Every analyzer tokenizes the same way, keeping bridge tokens whole (calls 1♠ 2NT 1BA 1ΧΑ 4♥X,
suits with cards ♠AD7, law references 27B1(a) 27Β1, paragraph numbers 68.7), then folds case and
Unicode compatibility forms. Words then go through the language's own chain:

- en: stop words, Snowball stemming;
- pl: stop words, Snowball stemming, then diacritics folded, so "falszywy" finds "fałszywy". The
  stemmer reads diacritics (the endings -ów, -ą, -ść are rules of their own), so a word typed
  without them may stem otherwise ("przepisów" → "przepis", "przepisow" → "przepisow"): each word
  is indexed under its folded stem and, when it differs, under the folded stem of its folded form
  too (`PolishFilter`), which is what the same word typed without diacritics gives;
- el: accents and dialytika folded, final sigma made σ, stop words, Snowball stemming;
- ru: ё read as е, stop words, Snowball stemming.

Tokens holding a digit or a suit symbol are never stemmed or stopped. The pair analyzers go on to
join each term to the one before it ("insufficient bid" → "insuffici bid"): a phrase is then found
by looking up its pairs, without positions; they and `analyze` keep one term per word (the first of
a Polish word's two). The analyzers are pickled into the index schema by whoosh, so the classes here
keep only plain attributes.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Iterator
from functools import cache, lru_cache

import snowballstemmer
from whoosh.analysis import Analyzer, Filter, RegexTokenizer, StopFilter, Token

from .stopwords import STOPWORDS

LANGS = ("en", "pl", "el", "ru")
SNOWBALL = {"en": "english", "pl": "polish", "el": "greek", "ru": "russian"}
SUITS = "♠♥♦♣"

_NT = r"NT|ΝΤ|BA|ΒΑ|ΧΑ|XA|БК"
TOKEN_PATTERN = rf"""
    [1-7](?:{_NT}|[{SUITS}])(?:XX|ΧΧ|X|Χ)?(?!\w)                  # a call: 1NT 1BA 1ΧΑ 4♥X
  | [{SUITS}](?:10|[2-9AKQJTDWВДКТ])*                             # a suit, maybe with cards: ♠AD7
  | \d{{1,2}}(?:ΣΤ|[A-ZΑ-ΩА-ЯЁ])                                  # a law reference: 27B1(a) 27Β1
    (?:\d{{1,2}}(?:\([a-zα-ωа-я]{{1,4}}\)|[a-zα-ωа-я](?!\w))*)?(?!\w)
  | \d+(?:[.,]\d+)+                                               # 68.7, 0,1
  | [\w\u0300-\u036f]+(?:['’][\w\u0300-\u036f]+)*                 # a word (or a plain number)
"""
TOKEN = re.compile(TOKEN_PATTERN, re.VERBOSE | re.IGNORECASE)
_CALL = re.compile(rf"([1-7])({_NT.lower()}|[{SUITS}])(xx|χχ|x|χ)?")
_NT_FORMS = {"nt", "ντ", "ba", "βα", "χα", "xa", "бк"}


# The same tokens come back again and again: the pure steps of the analysis remember their last answers.
_REMEMBERED = 1 << 16


@lru_cache(maxsize=_REMEMBERED)
def is_word(text: str) -> bool:
    """A token made of letters (not a number, call, suit or law reference)."""
    return not any(c.isdigit() or c in SUITS for c in text)


@lru_cache(maxsize=_REMEMBERED)
def normalize_token(text: str) -> str:
    """Compatibility forms and case folded; calls and law references in one spelling."""
    text = unicodedata.normalize("NFKC", text).casefold().replace("’", "'")
    if is_word(text):
        return text
    call = _CALL.fullmatch(text)
    if call:
        level, strain, double = call.groups()
        strain = "nt" if strain in _NT_FORMS else strain
        return f"{level}{strain}{'x' * len(double or '')}"
    return text.replace("(", "").replace(")", "")


@lru_cache(maxsize=_REMEMBERED)
def fold_accents(text: str, lang: str) -> str:
    """Diacritics off, the way each language is typed without them."""
    if lang == "ru":
        return text.replace("ё", "е")
    text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    text = unicodedata.normalize("NFC", text)
    if lang == "el":
        return text.replace("ς", "σ")
    if lang == "pl":
        return text.replace("ł", "l")
    return text


_MARKS = re.compile(r"([^\u0400-\u04ff])[\u0300-\u036f]+")
_KEY_LETTERS = str.maketrans({"ё": "е", "ł": "l", "ς": "σ", "’": "'"})


@lru_cache(maxsize=_REMEMBERED)
def search_key(word: str) -> str:
    """A word as any keyboard may type it: lower case, without diacritics or accents (ł as l, final
    ς as σ), Cyrillic ё as е but й kept. The browser's search folds what is typed the same way
    (site/assets/search/engine.js `key`) to look words up in the forms of its index."""
    text = unicodedata.normalize("NFD", unicodedata.normalize("NFKC", word).lower())
    return unicodedata.normalize("NFC", _MARKS.sub(r"\1", text)).translate(_KEY_LETTERS)


_local = threading.local()  # snowball stemmers keep state between calls: one per thread


def _stemmer(lang: str) -> snowballstemmer.stemmer:
    stemmers = _local.__dict__.setdefault("stemmers", {})
    if lang not in stemmers:
        stemmers[lang] = snowballstemmer.stemmer(SNOWBALL[lang])
    return stemmers[lang]


@cache
def stem(lang: str, word: str) -> str:
    return _stemmer(lang).stemWord(word)


class BridgeFilter(Filter):
    """Applies `normalize_token` to every token."""

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        for t in tokens:
            t.text = normalize_token(t.text)
            yield t


class FoldFilter(Filter):
    """Folds the diacritics of word tokens for one language."""

    def __init__(self, lang: str):
        self.lang = lang

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        for t in tokens:
            if is_word(t.text):
                t.text = fold_accents(t.text, self.lang)
            yield t


class SnowballFilter(Filter):
    """Stems word tokens with the Snowball stemmer of one language."""

    def __init__(self, lang: str):
        self.lang = lang

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        for t in tokens:
            if is_word(t.text):
                t.text = stem(self.lang, t.text)
            yield t


class PolishFilter(Filter):
    """Polish words: the folded stem of the word as written, then (`alternatives`) the folded stem of
    the word without diacritics when it is another term (see the module docstring)."""

    def __init__(self, alternatives: bool = True):
        self.alternatives = alternatives

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        for t in tokens:
            if not is_word(t.text):
                yield t
                continue
            word = t.text
            t.text = first = fold_accents(stem("pl", word), "pl")
            yield t
            if self.alternatives:
                second = fold_accents(stem("pl", fold_accents(word, "pl")), "pl")
                if second != first:
                    t.text = second
                    yield t


class PairFilter(Filter):
    """Each term joined to the one before it by a space (stop words are already out, as in a phrase)."""

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        previous = None
        for t in tokens:
            text = t.text
            if previous is not None:
                t.text = f"{previous} {text}"
                yield t
            previous = text


def pairs(stems: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """The pair terms of a sequence of terms, as PairFilter makes them."""
    return tuple(f"{a} {b}" for a, b in zip(stems, stems[1:], strict=False))


def make_analyzer(lang: str, alternatives: bool = True) -> Analyzer:
    """The analyzer of `lang` (see the module docstring for each chain); without `alternatives`, one
    term per word."""
    head = RegexTokenizer(TOKEN) | BridgeFilter()
    stop = StopFilter(stoplist=STOPWORDS[lang], minsize=1)
    if lang == "en":
        return head | stop | SnowballFilter(lang)
    if lang == "pl":
        return head | stop | PolishFilter(alternatives)
    if lang in ("el", "ru"):
        return head | FoldFilter(lang) | stop | SnowballFilter(lang)
    raise ValueError(f"no analyzer for language {lang!r} (one of {', '.join(LANGS)})")


ANALYZERS: dict[str, Analyzer] = {lang: make_analyzer(lang) for lang in LANGS}
SEQUENCE_ANALYZERS: dict[str, Analyzer] = {lang: make_analyzer(lang, alternatives=False) for lang in LANGS}
PAIR_ANALYZERS: dict[str, Analyzer] = {lang: SEQUENCE_ANALYZERS[lang] | PairFilter() for lang in LANGS}


def analyze(lang: str, text: str) -> list[str]:
    """The terms of `text` in `lang`, one per word, in order (phrases, glossary terms)."""
    return [t.text for t in SEQUENCE_ANALYZERS[lang](text)]


def word_terms(lang: str, word: str) -> list[str]:
    """Every index term a word gives in `lang` (a Polish word may give two)."""
    return list(dict.fromkeys(t.text for t in ANALYZERS[lang](word)))
