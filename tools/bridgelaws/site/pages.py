"""The pages of the site and where everything lives on them: paths, anchors and the navigation.

Every page is identified by its source path (`laws/27.md`); mkdocs turns that into the URL
(`laws/27/` or `laws/27.html`), so links are always made from paths, never written by hand.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from functools import cached_property
from html import escape

from bridgelaws.i18n import LANGS as SITE_LANGS
from bridgelaws.i18n import Words, words
from bridgelaws.model import KnowledgeBase, law_number
from bridgelaws.model.editions import chapters
from bridgelaws.model.schema import LANGS
from bridgelaws.refs import LawRef

from .text import plain_title

LANG_NAMES = {"en": "English", "pl": "Polski", "el": "Ελληνικά", "ru": "Русский"}
LANG_ENGLISH = {"en": "English", "pl": "Polish", "el": "Greek", "ru": "Russian"}
ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")

HOME = "index.md"
LAWS = "laws/index.md"
EDITIONS = "editions/index.md"
SOURCES = "sources/index.md"
EXAMPLES = "examples/index.md"
GLOSSARY = "glossary.md"
CONCORDANCE = "concordance.md"
STUDY = "study/index.md"
TOOLS = "tools/index.md"
CHANGES = "changes.md"
OFFLINE = "offline.md"  # the offline app's page: what this device keeps (site/pwa.py)
RULINGS_FOLDER = "rulings/"
RULINGS = f"{RULINGS_FOLDER}index.md"
# The site's languages: English at the site's root (the addresses it always had), each other language
# under its code (`pl/laws/27/`), every page in each.
DEFAULT_LANG = SITE_LANGS[0]


def localized(path: str, lang: str) -> str:
    """The page `path` of the English site in the site of `lang`: "laws/27.md" → "pl/laws/27.md"."""
    return path if lang == DEFAULT_LANG else f"{lang}/{path}"


@dataclass(frozen=True)
class Page:
    """One generated page: its source path and what it shows (`kind`, and `key` to find it), in the
    site of `lang` (its words, navigation and links; `path` is under `lang/` but for English)."""

    path: str
    kind: str  # home, laws, law, editions, edition, sources, source, examples, example, glossary, …
    key: tuple[str | int, ...] = ()
    lang: str = DEFAULT_LANG

    @property
    def english(self) -> str:
        """The same page's path in the English site (the site's own addresses)."""
        return self.path if self.lang == DEFAULT_LANG else self.path[len(self.lang) + 1 :]

    def alternates(self) -> list[tuple[str, str]]:
        """(language, path) of this page in every language of the site, this one included."""
        return [(lang, localized(self.english, lang)) for lang in SITE_LANGS]


@dataclass(frozen=True)
class Target:
    """Where a link goes: a page path and an anchor on it (maybe empty)."""

    path: str
    anchor: str = ""


def law_path(number: int) -> str:
    return f"laws/{number}.md"


def edition_path(edition: str, number: int) -> str:
    return f"editions/{edition}/{number}.md"


def definitions_path(edition: str, current: str) -> str:
    """The Definitions of an edition: beside the laws of the `current` edition, or with the other
    editions' laws."""
    return "laws/definitions.md" if edition == current else f"editions/{edition}/definitions.md"


def page_path(edition: str, number: int, current: str) -> str:
    """The page of law `number` of `edition`: under laws/ for the `current` edition, else editions/."""
    return law_path(number) if edition == current else edition_path(edition, number)


def source_path(source: str) -> str:
    return f"sources/{source}.md"


def ruling_path(flow_id: str) -> str:
    """The page of a ruling flow."""
    return f"{RULINGS_FOLDER}{flow_id}.md"


def example_path(source: str, example_id: str) -> str:
    return f"examples/{source}/{example_id}.md"


def anchor_of(ref: str) -> str:
    """The anchor of a law reference on its law page: "27B1(a)" → "B1a" ("" for a whole law)."""
    return LawRef.parse(ref).anchor


def section_key(section: str) -> tuple[str, int, str, int]:
    """Document order of section ids: A < A1 < A1(a) < A1(a)(ii) < A2 < A10 < B."""
    ref = LawRef.parse(f"1{section}")
    subitem = ROMAN.index(ref.subitem) + 1 if ref.subitem else 0
    return (ref.section or "", ref.subsection or 0, ref.item or "", subitem)


def section_depth(section: str) -> int:
    """0 for A, 1 for A1, 2 for A1(a), 3 for A1(a)(i)."""
    ref = LawRef.parse(f"1{section}")
    return sum(part is not None for part in (ref.subsection, ref.item, ref.subitem))


@dataclass
class SiteMap:
    """The pages made from a knowledge base, and the anchors each law page holds."""

    kb: KnowledgeBase
    offline_app: bool = False  # the site installs as an app: with its offline page (site/pwa.py)
    pages: list[Page] = field(default_factory=list)

    def __post_init__(self) -> None:
        kb = self.kb
        self.current = kb.current_edition  # the edition whose laws are under laws/
        self.pages = [
            Page(HOME, "home"),
            Page(LAWS, "laws"),
            *(Page(law_path(n), "law", (n,)) for n in kb.law_numbers(self.current)),
            *(Page(self.definitions_path(ed), "definitions", (ed,)) for ed in self.definition_editions),
            Page(EDITIONS, "editions"),
            *(Page(edition_path(ed, n), "edition", (ed, n)) for ed, n in self.edition_laws),
            Page(SOURCES, "sources"),
            *(Page(source_path(s), "source", (s,)) for s in kb.sources),
            Page(EXAMPLES, "examples"),
            *(Page(example_path(s, i), "example", (s, i)) for s, i in self.example_keys),
            Page(GLOSSARY, "glossary"),
            Page(CONCORDANCE, "concordance"),
            Page(STUDY, "study"),
            Page(TOOLS, "tools"),
            Page(CHANGES, "changes"),
            Page(RULINGS, "rulings"),
            *(Page(ruling_path(e.flow.id), "ruling", (e.flow.id,)) for e in self.flows),
            *([Page(OFFLINE, "offline")] if self.offline_app else []),
        ]

    @cached_property
    def site_pages(self) -> list[Page]:
        """Every page in every language: the English pages (`pages`), then each other language's."""
        out = list(self.pages)
        for lang in SITE_LANGS[1:]:
            out += [Page(localized(p.path, lang), p.kind, p.key, lang) for p in self.pages]
        return out

    @cached_property
    def english_paths(self) -> frozenset[str]:
        """The paths of the English site's pages: the pages a link may take into another language."""
        return frozenset(page.path for page in self.pages)

    def definitions_path(self, edition: str) -> str:
        return definitions_path(edition, self.current)

    def page_path(self, edition: str, number: int) -> str:
        return page_path(edition, number, self.current)

    @cached_property
    def flows(self) -> list:
        """The ruling flows in the order of the Laws (by the first law each rules on)."""
        return sorted(self.kb.flows, key=lambda entry: (entry.flow.laws[0], entry.flow.id))

    @cached_property
    def edition_laws(self) -> list[tuple[str, int]]:
        """(edition, law) of every law of an edition other than the current one that the knowledge
        base holds anything of: a text, commentary or examples on it, a citation, a concordance
        entry. Each gets a page, so a reference always links to the law of its own edition."""
        kb = self.kb
        found = {(e.text.edition, e.text.law) for e in kb.law_texts}
        found |= {law for c in kb.citations if (law := c.cited_law) is not None}
        for entry in (*kb.commentary, *kb.examples):
            found |= kb.listed_under(entry)
        for entry in kb.concordance:
            for end in (entry.from_, entry.to):
                edition, ref = end.split("/", 1)
                found.add((edition, law_number(ref)))
        return sorted(
            (ed, n)
            for ed, n in found
            if ed != self.current and (kb.law_entry(ed, n) or kb.texts_of_law(n, ed))
        )

    @cached_property
    def definition_editions(self) -> list[str]:
        """The editions whose Definitions the knowledge base holds (in some language)."""
        return sorted({d.record.edition for d in self.kb.definitions})

    @cached_property
    def example_keys(self) -> list[tuple[str, str]]:
        """(source, example id) in knowledge-base order; translations share one page."""
        return list(dict.fromkeys((e.example.source, e.example.id) for e in self.kb.examples))

    @cached_property
    def examples_by_key(self) -> dict[tuple[str, str], list]:
        """The language versions of each example, in the order en, pl, el, ru."""
        table: dict[tuple[str, str], list] = defaultdict(list)
        for entry in sorted(self.kb.examples, key=lambda e: LANGS.index(e.example.lang)):
            table[(entry.example.source, entry.example.id)].append(entry)
        return dict(table)

    # --- anchors -----------------------------------------------------------------------------

    def sections(self, edition: str, number: int) -> list[str]:
        """Every section id of law `number` in `edition`: its outline and its texts, in order."""
        found: set[str] = set()
        index = self.kb.indexes.get(edition)
        if index:
            for law in index.laws:
                if law.number == number:
                    found.update(law.sections)
        for entry in self.kb.texts_of_law(number, edition):
            found.update(unit.id for unit in entry.units())
        return sorted(found, key=section_key)

    @cached_property
    def anchors(self) -> dict[tuple[str, int], frozenset[str]]:
        """The section anchors of every law page, by (edition, law)."""
        keys = [(self.current, n) for n in self.kb.law_numbers(self.current)] + self.edition_laws
        return {key: frozenset(anchor_of(f"{key[1]}{s}") for s in self.sections(*key)) for key in keys}

    def law_target(self, ref: str, edition: str | None = None) -> Target | None:
        """The page and anchor of a law reference in `edition`; the nearest enclosing part that
        has an anchor when the part itself has none; None when there is no such page."""
        law = LawRef.parse(ref)
        edition = edition or self.current
        anchors = self.anchors.get((edition, law.law))
        if anchors is None:
            return None
        path = self.page_path(edition, law.law)
        for part in (law, *law.ancestors()):
            if part.anchor in anchors or not part.anchor:
                return Target(path, part.anchor)
        return Target(path)

    def unit_target(self, uid: str) -> Target | None:
        """A commentary unit on its source page ("source/lang/unit")."""
        source, _, unit = uid.split("/", 2)
        return Target(source_path(source), unit) if source in self.kb.sources else None

    # --- navigation --------------------------------------------------------------------------

    def nav(self, lang: str = "en") -> list:
        """The mkdocs `nav`: home, the laws (by chapter), editions, sources, examples, rulings, study,
        tools, glossary, concordance, changes, its labels in `lang`. Titles are escaped here: the theme
        writes them into the page as they are."""
        return _localize(self._nav(lang), lang)

    def _nav(self, lang: str) -> list:
        kb, w = self.kb, words(lang)
        laws: list = [{escape(w._p("navigation", "All laws")): LAWS}]
        if self.current in self.definition_editions:
            laws.append({escape(w._p("navigation", "Definitions")): self.definitions_path(self.current)})
        laws += self._chapter_nav(lang)
        sources = escape(w._p("navigation", "Sources"))
        editions = escape(w._p("navigation", "Editions"))
        return [
            {escape(w._p("navigation", "Home")): HOME},
            {escape(w._p("navigation", "Laws")): laws},
            {editions: [{editions: EDITIONS}] + self._edition_nav(w, lang)},
            {
                sources: [{sources: SOURCES}]
                + [{escape(plain_title(kb.sources[s].title)): source_path(s)} for s in kb.sources]
            },
            {escape(w._p("navigation", "Examples")): EXAMPLES},
            {
                escape(w._p("navigation", "Rulings")): [{escape(w._("Rulings at the table")): RULINGS}]
                + self._ruling_nav(lang)
            },
            {escape(w._p("navigation", "Study")): STUDY},
            {escape(w._p("navigation", "Tools")): TOOLS},
            {escape(w._p("navigation", "Glossary")): GLOSSARY},
            {escape(w._p("navigation", "Concordance")): CONCORDANCE},
            {escape(w._p("navigation", "Changes")): CHANGES},
        ]

    def _chapter_nav(self, lang: str) -> list:
        """The current edition's law pages, grouped by chapter where its index gives chapters (or names
        an edition whose chapters it follows); laws in no chapter follow, each on its own."""
        kb, numbers = self.kb, self.kb.law_numbers(self.current)
        entry = {
            n: {escape(plain_title(f"{n}. {kb.law_title(n, lang) or ''}".strip())): law_path(n)}
            for n in numbers
        }
        groups: list = []
        placed: set[int] = set()
        for chapter in chapters(kb, self.current):
            inside = [n for n in numbers if n in chapter.laws]
            if inside:
                title = f"{chapter.chapter.number}. {chapter.title(lang)} ({chapter.span})"
                groups.append({escape(plain_title(title)): [entry[n] for n in inside]})
                placed.update(inside)
        return groups + [entry[n] for n in numbers if n not in placed]

    def _ruling_nav(self, lang: str) -> list:
        return [
            {escape(plain_title(e.flow.title.get(lang) or e.flow.title["en"])): ruling_path(e.flow.id)}
            for e in self.flows
        ]

    def _edition_nav(self, w: Words, lang: str) -> list:
        """One section per earlier edition, its law pages in order."""
        by_edition: dict[str, list] = defaultdict(list)
        for edition in self.definition_editions:
            if edition != self.current:
                by_edition[edition].append(
                    {escape(w._p("navigation", "Definitions")): self.definitions_path(edition)}
                )
        for edition, n in self.edition_laws:
            title = self.kb.law_title(n, lang, edition)
            by_edition[edition].append({_edition_nav_title(w, n, title, edition): edition_path(edition, n)})
        return [
            {escape(w._("The {edition} Laws", edition=edition)): laws}
            for edition, laws in sorted(by_edition.items())
        ]


def _localize(nav: list, lang: str) -> list:
    """A navigation of the English site's paths as the site of `lang` has them."""
    if lang == DEFAULT_LANG:
        return nav
    return [
        {title: _localize(item, lang) if isinstance(item, list) else localized(item, lang)}
        for entry in nav
        for title, item in entry.items()
    ]


def _edition_nav_title(w: Words, n: int, title: str | None, edition: str) -> str:
    """A law of an earlier edition in the navigation (and its page's <title>): the edition is named, so
    that "Law 12 (1987)" is never taken for the current Law 12."""
    label = f"{n}. {title} ({edition})" if title else w._("Law {n} ({edition})", n=n, edition=edition)
    return escape(plain_title(label))


def laws_of(refs: list[str] | tuple[str, ...]) -> list[int]:
    """The law numbers a list of references is about, in order, without repeats."""
    return list(dict.fromkeys(law_number(r) for r in refs))


def pbn_path(source: str, example_id: str) -> str:
    """The PBN download of an example, next to its page."""
    return f"examples/{source}/{example_id}.pbn"
