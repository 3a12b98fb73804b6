"""The index the site's own search reads in the browser (site/assets/search/engine.js).

It is made from the documents the whoosh index holds (`documents`) and with the same analysis
(`ANALYZERS`), so both engines find the same words the same way. Per language:

- `docs`: each record as `[kind, title, location, refs, cites]`: what it is, its title for display,
  where it opens (the site's URL of its place, see urls.py), the laws it is about and the laws its
  text cites (canonical references, space-separated);
- `lengths`: each record's title and text length in terms (BM25 needs them);
- `terms` (sorted) and `postings`: for each term, the records holding it, as pairs of numbers
  (record number minus the previous one; `2 × uses in the text + 1 if in the title`);
- `forms` (sorted) and `formTerms`: every word the records hold as typed on any keyboard
  (`search_key`: "falszywy", "ανεπαρκησ") with the terms it gives. The browser looks typed words up
  here: it needs no stemmer of its own, and no second analysis can drift from this one;
- the records' texts, for snippets, in chunks of `CHUNK` records (`text_chunks`), fetched for the
  results shown only.

`common` holds what the four share and a first result needs: the law pages (to go straight to a
law reference), the words of law references, and the stop words. `glossary` (to search a term's
equivalents in every language) is shared too, but loaded after the reader's language: a first result
does not wait for it, and the results are made again when it is in (as when each further language is).
"""

from __future__ import annotations

import operator
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from bridgelaws.kept import KeptByObject
from bridgelaws.refs import LawRef, format_reference, patterns

from .analysis import ANALYZERS, LANGS, search_key
from .documents import documents
from .lawpages import PAGE
from .query import TYPED_ABBREVIATIONS, concept_stems
from .stopwords import STOPWORDS
from .text import plain
from .urls import Place, law_page

if TYPE_CHECKING:
    from bridgelaws.model import KnowledgeBase
    from bridgelaws.model.schema import Concept

CHUNK = 100  # records per text chunk
TEXT_SEPARATOR = "\n\n"

Locate = Callable[[Place], str]  # a place → the site's URL of it (folders, or .html offline)
_RECORDS: KeptByObject[Record] = KeptByObject()  # a document → its record
_GLOSSARY: KeptByObject[dict[str, Any]] = KeptByObject()  # a concept → its glossary entry


@dataclass(frozen=True)
class Record:
    """One thing a search can find: a passage, a glossary concept in one language, a law's page."""

    kind: str  # law (a law's text, or its page), commentary, example, concept, page (a source's)
    lang: str
    title: str  # for display
    indexed_title: str  # the title words searched ("" when the title only names the law)
    text: str
    refs: tuple[str, ...]  # canonical references it is about
    cites: tuple[str, ...]  # references its text makes (and their enclosing parts)
    place: Place


@dataclass(frozen=True)
class LawPage:
    """A law's page: where a law reference goes."""

    edition: str
    number: int
    titles: dict[str, str]  # language → the law's title in it
    sections: tuple[str, ...]  # every section id the page has an anchor for ("B1(a)"), in order
    current: str  # the edition whose laws are under laws/

    @property
    def place(self) -> Place:
        return Place(law_page(self.number, self.edition, self.current))


def _record(doc: dict[str, Any]) -> Record:
    lang = doc["lang"]
    page, _, anchor = doc["url"].removeprefix("/").partition("#")
    return Record(
        kind=doc["kind"],
        lang=lang,
        title=doc["title"],
        indexed_title=doc.get(f"title_{lang}", ""),
        text=doc.get(f"text_{lang}", ""),
        refs=tuple(doc["refs"].split()),
        cites=tuple(doc["cites"].split()),
        place=Place(page, anchor),
    )


def records(kb: KnowledgeBase, pages: Iterable[LawPage]) -> list[Record]:
    """Every record of the knowledge base: the whoosh documents, each law page in each language its
    title is known in, and each source's page. A document kept from the last build (`documents`)
    gives the very same record."""
    docs = [doc for doc in documents(kb).values() if doc.get("record") != PAGE]  # law pages: from `pages`
    out = [_RECORDS.get(doc, partial(_record, doc)) for doc in docs]
    _RECORDS.rotate()
    for law in pages:
        for lang, written in law.titles.items():
            title = plain(written)
            name = format_reference(LawRef(law.number), lang)
            if law.edition != law.current:
                name += f" ({law.edition})"
            out.append(Record("law", lang, f"{name} · {title}", title, "", (str(law.number),), (), law.place))
    for source_id, source in kb.sources.items():
        lang, title = (source.languages[0] if source.languages else "en"), plain(source.title)
        out.append(Record("page", lang, title, title, "", (), (), Place(f"sources/{source_id}/")))
    return out


Analysed = tuple[tuple[str, str], ...]
# A record's share of its language's index: its title's and text's lengths in terms, its terms with
# the weight of each (2 × its uses in the text, + 1 if in the title), and the typed forms it holds with
# the term of each (parallel tuples: kept for every record between builds, so kept small).
Counted = tuple[int, int, tuple[str, ...], tuple[int, ...], tuple[str, ...], tuple[str, ...]]
V = TypeVar("V")


class _ByLanguage(Generic[V]):
    """Values made from texts of one language, kept from one build to the next (a rebuild under
    `serve` finds most texts unchanged); those no build has asked for since the last are dropped."""

    def __init__(self, make: Callable[..., V]) -> None:
        self.make = make
        self.kept: dict[tuple[str, ...], V] = {}
        self.used: dict[tuple[str, ...], V] = {}

    def __call__(self, lang: str, *texts: str) -> V:
        key = (lang, *texts)
        found = self.used.get(key)
        if found is None:
            found = self.kept.get(key)
        if found is None:
            found = self.make(lang, *texts)
        self.used[key] = found
        return found

    def rotate(self) -> None:
        """A build is over: keep what it used, and every value of a language it did not index
        again (the site keeps that language's files as they were: see `staticsearch`)."""
        redone = {key[0] for key in self.used}
        self.kept = {key: found for key, found in self.kept.items() if key[0] not in redone} | self.used
        self.used = {}


def _analyse(lang: str, text: str) -> Analysed:
    """(term, form) of every index term of `text`: the term and the word it comes from, as typed."""
    tokens = ANALYZERS[lang](text, chars=True)
    return tuple((t.text, search_key(text[t.startchar : t.endchar])) for t in tokens)


_analysed: _ByLanguage[Analysed] = _ByLanguage(_analyse)


def _count(lang: str, title_text: str, text: str) -> Counted:
    title, body = _analysed(lang, title_text), _analysed(lang, text)
    in_title = {term for term, _ in title}
    uses = Counter(term for term, _ in body)
    terms = tuple(dict.fromkeys([*in_title, *uses]))
    weights = tuple(2 * uses[term] + (term in in_title) for term in terms)
    typed = dict.fromkeys((form, term) for term, form in (*title, *body))
    return len(title), len(body), terms, weights, tuple(f for f, _ in typed), tuple(t for _, t in typed)


_counted: _ByLanguage[Counted] = _ByLanguage(_count)


def language_index(lang: str, found: list[Record], locate: Locate) -> dict[str, Any]:
    """The index of one language's records (see the module docstring)."""
    in_records: dict[str, list[int]] = defaultdict(list)  # a term → the records it is in, in order
    weights_in: dict[str, list[int]] = defaultdict(list)  # … and its weight in each
    typed_pairs: set[tuple[str, str]] = set()  # (a typed form, its term)
    title_lengths, text_lengths = [], []
    for number, record in enumerate(found):
        title_length, text_length, terms, weights, typed, typed_terms = _counted(
            lang, record.indexed_title, record.text
        )
        title_lengths.append(title_length)
        text_lengths.append(text_length)
        for term, weight in zip(terms, weights, strict=True):
            in_records[term].append(number)
            weights_in[term].append(weight)
        typed_pairs.update(zip(typed, typed_terms, strict=True))
    forms: dict[str, set[str]] = defaultdict(set)
    for form, term in typed_pairs:
        forms[form].add(term)
    terms_sorted = sorted(in_records)
    numbers = {term: i for i, term in enumerate(terms_sorted)}
    encoded = []
    for term in terms_sorted:  # each posting as (the gap from the last record's number, the weight)
        records = in_records[term]
        flat = [0] * (2 * len(records))
        flat[0::2] = map(operator.sub, records, [0, *records[:-1]])
        flat[1::2] = weights_in[term]
        encoded.append(flat)
    keys = sorted(forms)
    form_terms = [sorted(numbers[t] for t in forms[key]) for key in keys]
    return {
        "lang": lang,
        "docs": [[r.kind, r.title, locate(r.place), " ".join(r.refs), " ".join(r.cites)] for r in found],
        "lengths": [title_lengths, text_lengths],
        "terms": terms_sorted,
        "postings": encoded,
        "forms": keys,
        "formTerms": [ts[0] if len(ts) == 1 else ts for ts in form_terms],
        "chunk": CHUNK,
    }


def built() -> None:
    """A build has made its languages' indexes: keep only the analyses they used (and the others')."""
    _analysed.rotate()
    _counted.rotate()


def text_chunks(found: list[Record]) -> list[list[str]]:
    """The records' texts, `CHUNK` at a time."""
    texts = [r.text for r in found]
    return [texts[i : i + CHUNK] for i in range(0, len(texts), CHUNK)]


def _concept(concept: Concept) -> dict[str, Any]:
    stems = concept_stems(concept.id, concept.laws, {k: list(v) for k, v in concept.terms.items()})
    return {
        "id": concept.id,
        "terms": {lang: [list(term) for term in terms] for lang, terms in stems.terms.items()},
        "names": {lang: terms[0] for lang, terms in concept.terms.items() if terms},
    }


def glossary(kb: KnowledgeBase) -> list[dict[str, Any]]:
    """Each concept's terms, as the stems the query side matches, and its name in each language."""
    found = [_GLOSSARY.get(concept, partial(_concept, concept)) for concept in kb.concepts]
    _GLOSSARY.rotate()
    return found


def common(kb: KnowledgeBase, pages: Iterable[LawPage], locate: Locate) -> dict[str, Any]:
    """What every language's search needs before a first result (see the module docstring)."""
    law_words = {
        search_key(word): lang for lang in LANGS for group in patterns.LAW_WORDS[lang] for word in group
    }
    abbreviations = {search_key(a): lang for lang in LANGS for a in patterns.LAW_ABBREVIATIONS[lang]}
    abbreviations.update({typed: abbreviations[search_key(a)] for typed, a in TYPED_ABBREVIATIONS.items()})
    return {
        "langs": list(LANGS),
        "laws": [[law.edition, law.number, locate(law.place), law.titles, law.sections] for law in pages],
        "refs": {
            "words": law_words,
            "abbreviations": abbreviations,
            "prefix": search_key(patterns.LAW_PREFIX),
            "prefixSections": search_key(patterns.LAW_PREFIX_SECTIONS),
            "labels": sorted({search_key(w) for lang in LANGS for w in patterns.LABEL_WORDS[lang]}),
            "signs": sorted({search_key(w) for w in patterns.NUMBER_SIGNS}),
            "alternatives": sorted(
                {search_key(w) for lang in LANGS for w in patterns.AND_WORDS[lang]}
                | set(patterns.ALTERNATIVE_MARKS)
            ),
            "display": {lang: words[0] for lang, words in patterns.DISPLAY_WORDS.items()},
            "sections": {**patterns.GREEK_SECTIONS, **patterns.CYRILLIC_SECTIONS["lookalike"]},
            "items": {**patterns.GREEK_ITEMS, **patterns.CYRILLIC_ITEMS["lookalike"]},
            "bidStrains": "".join(sorted(patterns.BID_STRAINS)),
            "bidLevels": [min(patterns.BID_LEVELS), max(patterns.BID_LEVELS)],
            "editions": kb.editions,
            "current": kb.current_edition,
        },
        "stop": {lang: sorted({search_key(word) for word in STOPWORDS[lang]}) for lang in LANGS},
    }
