"""Where each passage opens on the site: the one place the search knows the site's URL layout.

A hit opens on the page of the law it is about, where the law's text, its commentary and its
examples stand together (tools/bridgelaws/site/pages.py lays the pages out, render.py gives the ids):
- a law section of the current Laws: /laws/<n>/#<anchor> (anchor = section id without parentheses,
  "B1a"); a whole law: /laws/<n>/; a law of another edition: /editions/<edition>/<n>/#<anchor>;
- a commentary unit: the page of its first law in its source's edition, at the unit's block in its
  language (`unit_anchor`; the page shows that version even where its language is not the page's);
  a unit about no law, or whose law has no page: its source's page, at its version
  (/sources/<source>/#<lang>-<unit>);
- an example: the page of its first law, at its row in the examples (`example_anchor`); else the
  example's own page /examples/<source>/<id>/;
- a law page's own record (lawpages.py): the page, at the section a query names;
- a glossary concept: the page of its law (the one whose title names it, "insufficient bid": Law 27,
  else its first) at the nearest section the page has; a concept about no law: /glossary/#<id>;
- a term of the Definitions: /laws/definitions/#<lang>-<term> (current), /editions/<edition>/definitions/#….

Places are relative to the site root with folder URLs ("laws/27/"); `Place.url` is the URL the API
answers with ("/laws/27/#B1"); the static site maps a place to its own URLs (see site/staticsearch.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bridgelaws.refs import LawRef

if TYPE_CHECKING:
    from bridgelaws.model import KnowledgeBase

@dataclass(frozen=True)
class Place:
    """A page (its folder URL relative to the site root: "laws/27/", "" for home) and an anchor on it."""

    page: str
    anchor: str = ""

    @property
    def url(self) -> str:
        return f"/{self.page}" + (f"#{self.anchor}" if self.anchor else "")


def law_page(number: int | str, edition: str, current: str) -> str:
    """The page of law `number` in `edition` (`current` is the edition whose laws are under laws/)."""
    return f"laws/{number}/" if edition == current else f"editions/{edition}/{number}/"


def definitions_page(edition: str, current: str) -> str:
    """The page of the Definitions of `edition`."""
    return "laws/definitions/" if edition == current else f"editions/{edition}/definitions/"


def section_anchor(section: str | None) -> str:
    """The anchor of a section on its law page: "B1(a)" → "B1a"."""
    return (section or "").replace("(", "").replace(")", "")


def unit_anchor(source: str, lang: str, unit: str) -> str:
    """The id of a commentary unit's block in one language on a law page. Ids of sources and units
    hold no "_", so the parts cannot be confused."""
    return f"{source}_{lang}_{unit}"


def example_anchor(source: str, example: str) -> str:
    """The id of an example's row among a law page's examples."""
    return f"{source}_{example}"


class Places:
    """Where each passage of a knowledge base opens (see the module docstring)."""

    def __init__(self, kb: KnowledgeBase):
        self.kb = kb
        self.current = kb.current_edition
        self.concepts = {concept.id: concept for concept in kb.concepts}
        self._law_pages: dict[tuple[str, str], str | None] = {}

    def has_page(self, edition: str, number: int) -> bool:
        """Does the site have a page for law `number` of `edition`? (as site/pages.py decides: every
        law of the current index; of another edition, one its index or a text of it knows, once anything
        is about it, which is the case of the passages asked about here)"""
        kb = self.kb
        if edition == self.current:
            return number in kb.law_numbers(self.current)
        return bool(kb.law_entry(edition, number) or kb.texts_of_law(number, edition))

    def _on_law_page(self, laws: tuple[str, ...] | list[str], edition: str) -> str | None:
        if not laws:
            return None
        key = (laws[0], edition)  # many passages are about the same law: looked up once
        if key not in self._law_pages:
            number = LawRef.parse(laws[0]).law
            found = self.has_page(edition, number)
            self._law_pages[key] = law_page(number, edition, self.current) if found else None
        return self._law_pages[key]

    def of(self, uid: str) -> Place:
        """The place of the passage `uid` (as in `KnowledgeBase.passages`, or "concept/<lang>/<id>")."""
        kind, _, rest = uid.partition("/")
        parts = rest.split("/")
        if kind == "law" and len(parts) in (3, 4):  # law/<edition>/<lang>/<n>[/<section>]
            page = law_page(parts[2], parts[0], self.current)
            return Place(page, section_anchor(parts[3] if len(parts) == 4 else None))
        if kind == "lawpage" and len(parts) == 3:  # lawpage/<edition>/<lang>/<n>: a law's page itself
            return Place(law_page(parts[2], parts[0], self.current))
        if kind == "concept" and len(parts) == 2:  # concept/<lang>/<id>
            return self._concept(parts[1])
        if kind == "definition" and len(parts) == 3:  # definition/<edition>/<lang>/<term>
            edition, lang, term = parts
            return Place(definitions_page(edition, self.current), f"{lang}-{term}")
        passage = self.kb.passages.get(uid)
        if passage is None:
            raise ValueError(f"no place for passage id {uid!r}")
        page = self._on_law_page(passage.laws, passage.edition)
        if kind == "commentary" and len(parts) == 3:  # commentary/<source>/<lang>/<unit>
            source, lang, unit = parts
            if page:
                return Place(page, unit_anchor(source, lang, unit))
            return Place(f"sources/{source}/", f"{lang}-{unit}")
        if kind == "example" and len(parts) == 3:  # example/<source>/<lang>/<id>
            source, _, example = parts
            if page:
                return Place(page, example_anchor(source, example))
            return Place(f"examples/{source}/{example}/")
        raise ValueError(f"no place for passage id {uid!r}")

    def _title(self, number: int) -> str:
        return (self.kb.law_title(number) or "").casefold()

    def _concept(self, concept_id: str) -> Place:
        concept = self.concepts.get(concept_id)
        if concept is None:
            raise ValueError(f"no glossary concept {concept_id!r}")
        laws = [ref for ref in concept.laws if self.has_page(self.current, LawRef.parse(ref).law)]
        if not laws:
            return Place("glossary/", concept_id)
        # the law named after the concept ("insufficient bid": Law 27, Insufficient Bid), else the first
        headword = (concept.terms.get("en") or [""])[0].casefold()
        titled = [r for r in laws if headword and headword in self._title(LawRef.parse(r).law)]
        ref = LawRef.parse((titled or laws)[0])
        page = law_page(ref.law, self.current, self.current)
        for part in (ref, *ref.ancestors()):
            if not part.anchor or self.kb.has_law(self.current, part.canonical):
                return Place(page, part.anchor)
        return Place(page)
