"""A book as one HTML document, made by the site's renderer and templates.

The site's `Renderer` gives every piece the site shows (a law's text section by section, the
commentary grouped by source, an example told with its diagram, auction and ruling, glossary
definitions), each text rendered once by the site's `TextRenderer` (references linked, nh3,
suits coloured). Its links are the book's own (`BookLinks`): ids in this document. The book's
templates (`templates/`) only arrange those pieces: cover, contents, chapters, sources, the list
of the laws, the glossary; they include the site's partials (`_units.html` and, through the
renderer, `_example_embed.html`, `_deal.html`, `_auction.html`, ...).
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup
from mkdocs.structure.files import Files

from bridgelaws.i18n import words
from bridgelaws.model import CommentaryEntry, KnowledgeBase
from bridgelaws.model.editions import ChapterView, chapter_of
from bridgelaws.model.schema import LANGS
from bridgelaws.site import concordance, hands
from bridgelaws.site.lawtext import law_text
from bridgelaws.site.pages import LANG_NAMES, Page, SiteMap, anchor_of, law_path
from bridgelaws.site.render import Block, Context, Renderer

from .links import BOOK, BookLinks, source_anchor, unit_anchor
from .plan import Chapter, Plan, law_anchor

TEMPLATES = Path(__file__).parent / "templates"
_UNLINKED = re.compile(r'<a\b[^>]*\bhref=""[^>]*>(.*?)</a>', re.DOTALL)
_ALPHABETS = {
    "pl": "aąbcćdeęfghijklłmnńoóprsśtuvwxyzźż",
    "el": "αβγδεζηθικλμνξοπρσςτυφχψω",
    "ru": "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
}


def collation_key(term: str, lang: str) -> tuple[int, ...]:
    """Dictionary order of `term` in `lang`: Polish letters after their base letter (ł after l),
    Greek without accents, ё after е; anything else by code point after the alphabet."""
    text = term.casefold()
    if lang == "el":
        text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    alphabet = _ALPHABETS.get(lang, "")
    return tuple(alphabet.index(c) if c in alphabet else len(alphabet) + ord(c) for c in text)


class BookRenderer:
    """Renders books of one knowledge base (the engine's results and rendered texts are kept
    between books)."""

    def __init__(self, kb: KnowledgeBase):
        self.kb = kb
        self.sitemap = SiteMap(kb)
        self.renderer = Renderer(kb, self.sitemap, Files([]))
        env = self.renderer.env
        env.loader = jinja2.ChoiceLoader([jinja2.FileSystemLoader(TEMPLATES), env.loader])  # type: ignore[list-item]
        self.env = env

    def html(self, plan: Plan, built: date) -> str:
        """The whole book as one HTML document, its own words (headings, cover, contents) in the
        book's language."""
        lang = plan.selection.lang
        w = words(lang)
        ctx = Context(Page(BOOK, "book"), BookLinks(self.sitemap, self._ids(plan)), lang)
        hands.prefetch(self._examples(plan))
        chapters = [self._chapter(ctx, plan, chapter) for chapter in plan.chapters]
        parts = [
            {
                "edition": edition,
                "anchor": f"part-{edition}",
                "title": w._("The {edition} Laws", edition=edition),
                "chapters": [c for c in chapters if c["edition"] == edition],
            }
            for edition in plan.editions
        ]
        source_views = [self._source(ctx, plan, source) for source in plan.sources]
        html = self.renderer.partial(
            ctx,
            "book.html",
            LANG_NAMES=LANG_NAMES,
            plan=plan,
            built=built.isoformat(),
            built_on=w.date(built),
            parts=parts,
            sources=source_views,
            index=self._law_index(ctx, plan),
            glossary=self._glossary(ctx, plan),
            tabs=lambda blocks: self._blocks(blocks, lang),
        )
        return _UNLINKED.sub(r"\1", html)

    # --- what the book holds -----------------------------------------------------------------

    def _ids(self, plan: Plan) -> set[str]:
        """Every id the book's links can go to."""
        ids = {"glossary", "sources"} | {source_anchor(s) for s in plan.sources}
        for chapter in plan.chapters:
            ids.add(chapter.anchor)
            for entry in chapter.texts:
                for unit in entry.units():
                    ids.add(
                        law_anchor(chapter.edition, chapter.number, anchor_of(f"{chapter.number}{unit.id}"))
                    )
            ids |= {unit_anchor(u.source, u.unit.id) for u in chapter.units}
        ids |= {unit_anchor(u.source, u.unit.id) for u in plan.general}
        return ids

    def _examples(self, plan: Plan):  # type: ignore[no-untyped-def]
        """The examples the book tells, for the engine to solve their deals in one batch."""
        lang = plan.selection.lang
        for chapter in plan.chapters:
            yield from (e.example for e in chapter.examples)
            for unit in chapter.units:
                found = self.kb.example(unit.source, lang, unit.unit.example) if unit.unit.example else None
                if found:
                    yield found.example

    # --- pieces ------------------------------------------------------------------------------

    def _blocks(self, blocks: list[Block], lang: str) -> Markup:
        """What the site shows as language tabs: the book's language only, with its anchor."""
        shown = [b for b in blocks if b.lang == lang]
        return Markup(self.env.get_template("_blocks.html").render(blocks=shown)) if shown else Markup("")

    def _title(self, edition: str, number: int, lang: str) -> dict[str, Any]:
        entry = self.kb.law_entry(edition, number)
        titles = entry.titles if entry else {}
        for candidate in (lang, "en"):
            if candidate in titles:
                return {
                    "text": titles[candidate].text,
                    "lang": candidate,
                    "unofficial": titles[candidate].unofficial,
                }
        return {"text": "", "lang": lang, "unofficial": False}

    def _chapter(self, ctx: Context, plan: Plan, chapter: Chapter) -> dict[str, Any]:
        lang = plan.selection.lang
        edition, number = chapter.edition, chapter.number
        view: dict[str, Any] = {
            "anchor": chapter.anchor,
            "edition": edition,
            "number": number,
            "title": self._title(edition, number, lang),
            "head": Markup(""),
            "sections": [],
            "now": [],
            "commentary": [],
            "examples": [],
        }
        if chapter.texts:
            text = law_text(self.renderer, ctx, edition, number)
            view["head"] = self._blocks(text["heads"], lang)
            for section in text["sections"]:
                body = self._blocks(section["blocks"], lang)
                if body:
                    view["sections"].append(
                        {
                            "ref": section["ref"],
                            "anchor": law_anchor(edition, number, section["anchor"]),
                            "level": section["level"],
                            "html": body,
                        }
                    )
        if edition != self.kb.current_edition:
            view["now"] = [
                concordance.row(self.renderer, ctx, e) for e in self.kb.successors_of_law(number, edition)
            ]
        view["commentary"] = self._groups(ctx, plan, chapter.units, chapter)
        view["examples"] = [self.renderer.example_told(ctx, e) for e in chapter.examples]
        return view

    def _groups(
        self, ctx: Context, plan: Plan, units: list[CommentaryEntry], chapter: Chapter | None = None
    ) -> list[dict[str, Any]]:
        """The site's commentary groups (by source). A unit is printed in its home chapter (see
        `plan`); another chapter it is about shows its head and the law and page it is on."""
        groups = self.renderer.unit_groups(ctx, units)
        lang = plan.selection.lang
        homes = {(u.source, u.unit.id): plan.homes.get(u.uid) for u in units}
        for group in groups:
            for unit in group["units"]:
                anchor = unit_anchor(group["source"].id, unit["id"])
                home = homes[(group["source"].id, unit["id"])]
                if home is not None and home is not chapter:
                    other = home.edition != self.kb.current_edition
                    where = f"{home.number}" + (f" ({home.edition})" if other else "")
                    see = self.renderer.partial(
                        ctx,
                        "_see.html",
                        href=f"#{anchor}",
                        text=words(lang)._("See Law {where}, p. ", where=where),
                    )
                    unit["blocks"] = [Block(lang, Markup(see))]
                    continue
                for block in unit["blocks"]:
                    block.anchor = anchor
        return groups

    def _source(self, ctx: Context, plan: Plan, source_id: str) -> dict[str, Any]:
        general = [u for u in plan.general if u.source == source_id]
        return {
            "anchor": source_anchor(source_id),
            "source": self.kb.sources[source_id],
            "languages": [
                words(ctx.lang).language_name(lang) for lang in self.kb.sources[source_id].languages
            ],
            "general": self._groups(ctx, plan, general),  # units about no law: printed here only
        }

    def _law_index(self, ctx: Context, plan: Plan) -> list[dict[str, Any]]:
        """Every law of the current index (of the asked range) with its title in the book's language, and
        the chapter it opens, if it is the first of its chapter in the book."""
        current, lang = self.kb.current_edition, plan.selection.lang
        index = self.kb.indexes.get(current)
        rows, shown = [], None
        for law in index.laws if index else []:
            if plan.selection.has_law(law.number):
                chapter = chapter_of(self.kb, current, law.number)
                opens = chapter is not None and chapter.chapter.number != shown
                shown = chapter.chapter.number if chapter else None
                rows.append(
                    {
                        "number": law.number,
                        "title": self._title(current, law.number, lang),
                        "href": ctx.links.to(law_path(law.number)),
                        "chapter": _chapter(chapter, lang) if chapter and opens else None,
                    }
                )
        return rows

    def _glossary(self, ctx: Context, plan: Plan) -> list[dict[str, Any]]:
        lang = plan.selection.lang
        rows = []
        for concept in sorted(plan.concepts, key=lambda c: collation_key(c.terms[lang][0], lang)):
            definition, written_in = concept.definition_in(lang)
            rows.append(
                {
                    "id": concept.id,
                    "headword": concept.terms[lang][0],
                    "english": concept.terms["en"][0] if lang != "en" and concept.terms.get("en") else "",
                    "definition": self.renderer.text.render(
                        definition, written_in, inline=True, explain=False
                    ),
                    "definition_lang": written_in,
                    "others": [
                        (other, concept.terms[other][0])
                        for other in LANGS
                        if other not in (lang, "en") and concept.terms.get(other)
                    ],
                    "laws": [(ref, ctx.links.law(ref)) for ref in concept.laws],
                }
            )
        return rows


def _chapter(chapter: ChapterView, lang: str) -> dict[str, str]:
    """A chapter as the book's list of laws heads it: its number, title in `lang` and laws."""
    return {"number": chapter.chapter.number, "title": chapter.title(lang), "laws": chapter.span}
