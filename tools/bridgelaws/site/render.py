"""Page rendering: each page kind gathers its records from the model and fills a Jinja template.

Templates (in `templates/`) write Markdown headings, so the table of contents, permalinks and
search sections come from mkdocs, and HTML blocks for everything else (texts, tabs, tables),
built only from values escaped by Jinja or made safe by `text.TextRenderer`.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup
from mkdocs.structure.files import Files
from mkdocs.utils import get_relative_url

from bridgelaws.i18n import NP_, words
from bridgelaws.i18n.terms import seat_letters, seat_names, vulnerability_short
from bridgelaws.model import Citation, CommentaryEntry, ExampleEntry, KnowledgeBase, law_number
from bridgelaws.model.compare import Comparison, anchor_for, compare
from bridgelaws.model.editions import amendments_of, chapter_of
from bridgelaws.model.schema import LANGS, Footnote
from bridgelaws.search.urls import example_anchor, unit_anchor

from . import changes, hands, lawpage, study
from .context import Context
from .glossary import Glossary
from .links import Links
from .pages import (
    CHANGES,
    CONCORDANCE,
    EXAMPLES,
    GLOSSARY,
    LANG_NAMES,
    LAWS,
    RULINGS,
    SOURCES,
    STUDY,
    TOOLS,
    Page,
    SiteMap,
    Target,
    anchor_of,
    edition_path,
    example_path,
    law_path,
    laws_of,
    localized,
    pbn_path,
    ruling_path,
    section_depth,
    source_path,
)
from .recent import recent_additions
from .rulings import JS as RULINGS_JS
from .rulings import SHORT as LANG_SHORT
from .rulings import FlowPages
from .text import TextRenderer, md_escape, plain_title

TEMPLATES = Path(__file__).parent / "templates"
_SENTENCE_END = re.compile(r"(?<=[.!?;…])\s+(?=\S)|\n\s*\n")


@dataclass
class Block:
    """One language's version of a passage (`anchor`: an id for it). A `missing` block holds the place
    of a language whose law text lacks the section, for the languages side by side."""

    lang: str
    html: Markup
    anchor: str = ""
    missing: bool = False


def reading_order(lang: str) -> Callable[[str], tuple[bool, int]]:
    """A sort key for languages as a page in `lang` lists them: its own first, then the site's order."""
    return lambda code: (code != lang, LANGS.index(code))


def _md(text: str) -> Markup:
    """`text` (or words already escaped as Markup) safe as inline Markdown: escaped once, here."""
    return Markup(md_escape(text.unescape() if isinstance(text, Markup) else text))


RELATIONS = {
    "moved": NP_("concordance relation", "moved"),
    "renumbered": NP_("concordance relation", "renumbered"),
    "merged": NP_("concordance relation", "merged"),
    "split": NP_("concordance relation", "split"),
    "same": NP_("concordance relation", "same"),
    "changed": NP_("concordance relation", "changed"),
}
SOURCE_KINDS = {
    "law-text": NP_("kind of source", "law text"),
    "commentary": NP_("kind of source", "commentary"),
    "lecture": NP_("kind of source", "lecture"),
    "announcement": NP_("kind of source", "announcement"),  # a federation's notice of an amendment
}


@cache
def vocabulary(lang: str) -> dict[str, Any]:
    """What a template rendered in `lang` gets besides its data: the catalogue's words (`_`, `_n`,
    `_p`, `tx` …, see `bridgelaws.i18n`), the seats' names and letters, the vulnerabilities as a
    diagram shows them, and contracts and strains with their symbols (notrump as `lang` writes it)."""
    w = words(lang)
    return w.jinja | {
        "seats": seat_names(w),
        "letters": seat_letters(w),
        "vul_short": vulnerability_short(w),
        "relations": w.table(RELATIONS),
        "source_kinds": w.table(SOURCE_KINDS),
        "strain": partial(hands.strain_html, w=w),
        "contract": partial(hands.contract_html, w=w),
    }


def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["md"] = _md
    env.filters["heading"] = lambda text: Markup(md_escape(plain_title(text)))  # a page's h1
    # The words are not installed here: each render gets its language's (`vocabulary`).
    env.globals.update(
        LANG_NAMES=LANG_NAMES, LANG_SHORT=LANG_SHORT, strains=hands.STRAINS, dd_rows=hands.dd_rows
    )
    return env


class Renderer:
    """Renders the pages of one build of the site."""

    def __init__(self, kb: KnowledgeBase, sitemap: SiteMap, files: Files):
        self.kb = kb
        self.sitemap = sitemap
        self.files = files
        self.glossary = Glossary(kb.concepts)
        self.text = TextRenderer(self.glossary)
        self.current = sitemap.current  # the edition whose laws are under laws/
        self.env = environment()
        self.env.globals["CURRENT"] = self.current

    def context(self, path: str, lang: str = "en") -> Context:
        """A context for making links and pieces from the page at `path` of the English site, in the
        site of `lang` (its words, and links to that site's pages)."""
        page = next(page for page in self.sitemap.pages if page.path == path)
        if lang != page.lang:
            page = Page(localized(path, lang), page.kind, page.key, lang)
        return Context(page, Links(self.sitemap, self.files, page.path, lang), lang)

    def render(self, page: Page) -> str:
        """The page's Markdown, its words (headings, labels, dates) in the page's language."""
        ctx = Context(page, Links(self.sitemap, self.files, page.path, page.lang), page.lang)
        data = getattr(self, f"_{page.kind}")(ctx, *page.key)
        return self.partial(
            ctx,
            f"{page.kind}.html",
            page=page,
            links=ctx.links,
            tabs=lambda blocks: self._tabs(ctx, blocks),
            **data,
        )

    def partial(self, ctx: Context, template: str, **values: Any) -> str:
        """A template rendered with `values` and the words of the page's language."""
        return self.env.get_template(template).render(**vocabulary(ctx.lang), **values)

    # --- shared pieces ---------------------------------------------------------------------------

    def _tabs(self, ctx: Context, blocks: list[Block]) -> Markup:
        """The versions of one passage (templates call it `tabs`): the page's language first, then the
        others in the site's order (`_versions.html`). The first held is shown (the page's language, else
        another with its badge); assets/lawtext.js hides the others until the reader asks for them."""
        if not blocks:
            return Markup("")
        first = reading_order(ctx.lang)
        order = sorted(blocks, key=lambda b: first(b.lang))
        primary = next((b.lang for b in order if not b.missing), None)
        if primary is None:
            return Markup("")
        return Markup(self.partial(ctx, "_versions.html", blocks=order, primary=primary))

    def field_html(
        self,
        ctx: Context,
        passage_uid: str,
        field_name: str,
        text: str,
        lang: str,
        edition: str,
        inline: bool = False,
    ) -> Markup:
        """A text field of a passage, its references linked from this page."""
        citations = self.kb.citations_in(passage_uid, field_name)
        slips = self.kb.corrections_in(passage_uid, field_name)
        return self.text.render(text, lang, citations, ctx.links.citation, inline=inline, slips=slips)

    def footnotes_html(
        self,
        ctx: Context,
        passage_uid: str,
        footnotes: Iterable[Footnote],
        lang: str,
        edition: str,
    ) -> Markup:
        """A unit's footnotes (the model names their fields footnote-1, footnote-2, …)."""
        items = [
            (note.mark, self.field_html(ctx, passage_uid, f"footnote-{i}", note.text, lang, edition, True))
            for i, note in enumerate(footnotes, 1)
        ]
        return Markup(self.partial(ctx, "_footnotes.html", items=items)) if items else Markup("")

    def law_links(
        self, ctx: Context, refs: Iterable[str], edition: str | None = None
    ) -> list[tuple[str, str | None]]:
        """(reference, href) for a unit's `laws:` list, in the edition it is about (else the current)."""
        out = []
        for ref in refs:
            href = ctx.links.law(ref, edition) if edition and edition != self.current else None
            out.append((ref, href or ctx.links.law(ref)))
        return out

    def source_meta(self, ctx: Context, source_id: str) -> dict[str, Any]:
        """A source, and the names of its languages in the page's language."""
        source = self.kb.sources[source_id]
        name = words(ctx.lang).language_name
        return {"source": source, "languages": [name(lang) for lang in source.languages]}

    # --- law texts -------------------------------------------------------------------------------

    def law_text(self, ctx: Context, edition: str, number: int) -> dict[str, Any]:
        """The text of a law in one edition, every language: the title and the text of the law as a
        whole as one passage, then section by section (each section one passage in its languages)."""
        entries = {e.text.lang: e for e in self.kb.texts_of_law(number, edition)}
        law_entry = self.kb.law_entry(edition, number)
        titles = law_entry.titles if law_entry else {}
        heads = []
        for lang in LANGS:
            entry, meta = entries.get(lang), titles.get(lang)
            if entry is None and meta is None:
                continue
            body = Markup("")
            if entry is not None:
                uid = f"law/{edition}/{lang}/{number}"
                if entry.text.text:
                    body += self.field_html(ctx, uid, "text", entry.text.text, lang, edition)
                body += self.footnotes_html(ctx, uid, entry.text.footnotes, lang, edition)
            source = meta.source if meta and meta.source in self.kb.sources else None
            heads.append(
                Block(
                    lang,
                    Markup(
                        self.partial(
                            ctx,
                            "_lawtitle.html",
                            title=self.text.plain(entry.text.title if entry else meta.text, lang),
                            meta=meta,
                            source_href=ctx.links.to(source_path(source)) if source else None,
                            body=body,
                        )
                    ),
                )
            )
        units = {lang: {u.id: u for u in e.units()} for lang, e in entries.items()}
        sections = []
        for section in self.sitemap.sections(edition, number):
            blocks = []
            for lang in LANGS:
                unit = units.get(lang, {}).get(section)
                if unit is None:
                    continue
                uid = f"law/{edition}/{lang}/{number}/{section}"
                body = Markup("")
                if unit.title:
                    body += Markup('<p class="bl-section-title"><strong>{}</strong></p>').format(
                        self.field_html(ctx, uid, "title", unit.title, lang, edition, inline=True)
                    )
                if unit.text:
                    body += self.field_html(ctx, uid, "text", unit.text, lang, edition)
                body += self.footnotes_html(ctx, uid, unit.footnotes, lang, edition)
                if body:  # a part that only holds its items has no words of its own
                    blocks.append(Block(lang, body))
            missing = []  # a language whose text lacks the section keeps its place side by side, marked
            if len(entries) > 1 and blocks:
                shown = {b.lang for b in blocks}
                missing = [
                    Block(lang, Markup(""), missing=True)
                    for lang in entries
                    if lang not in shown and section not in units[lang]
                ]
            english = units.get("en", {}).get(section)
            ref = f"{number}{section}"
            sections.append(
                {
                    "ref": ref,
                    "anchor": anchor_of(ref),
                    "level": 3 + section_depth(section),
                    "title": english.title if english and english.title else "",
                    "blocks": blocks,
                    "missing": missing,
                    "compare": self.comparisons(ctx, edition, ref),
                    "now": [
                        self.concordance_row(ctx, e)
                        for e in self.kb.concordance_for(edition, ref)
                        if e.from_ == f"{edition}/{ref}" and edition != self.current
                    ],
                }
            )
        sources = [
            (lang, e.text.source, self.kb.sources[e.text.source].title)
            for lang, e in sorted(entries.items(), key=lambda item: LANGS.index(item[0]))
        ]
        index = self.kb.indexes.get(edition)
        return {
            "heads": heads,
            "compare_law": self.comparisons(ctx, edition, str(number)),
            "sections": sections,
            "text_sources": sources,
            "outline_complete": index is None or index.outline == "complete",
        }

    def comparisons(self, ctx: Context, edition: str, ref: str) -> list[dict[str, Any]]:
        """The provision `ref` of `edition` beside its other edition, where the concordance pairs it
        with one and both texts are held: one table per language, words removed and added marked."""
        here = f"{edition}/{ref}"
        found = []
        for entry in self.kb.concordance:
            if here not in (entry.from_, entry.to):
                continue
            other = entry.to if entry.from_ == here else entry.from_
            tables = [
                Block(c.lang, Markup(self.partial(ctx, "_diff.html", c=c, view=diff_view(c))))
                for lang in LANGS
                if (c := compare(self.kb, entry.from_, entry.to, lang)) is not None
            ]
            if not tables:
                continue
            other_edition, other_ref = other.split("/", 1)
            found.append(
                {
                    "id": anchor_for(other),
                    "other": {
                        "edition": other_edition,
                        "ref": other_ref,
                        "href": ctx.links.law(other_ref, other_edition),
                    },
                    "relation": entry.relation,
                    "tables": tables,
                }
            )
        return found

    def concordance_rows(self, ctx: Context, edition: str, number: int) -> list[dict[str, Any]]:
        refs = [str(number)] + [f"{number}{s}" for s in self.sitemap.sections(edition, number)]
        seen, rows = set(), []
        for ref in refs:
            for entry in self.kb.concordance_for(edition, ref):
                if id(entry) not in seen:
                    seen.add(id(entry))
                    rows.append(self.concordance_row(ctx, entry))
        return rows

    def concordance_row(self, ctx: Context, entry) -> dict[str, Any]:  # type: ignore[no-untyped-def]
        def end(value: str) -> dict[str, Any]:
            edition, ref = value.split("/", 1)
            return {"edition": edition, "ref": ref, "href": ctx.links.law(ref, edition)}

        side = any(compare(self.kb, entry.from_, entry.to, lang) for lang in LANGS)
        return {
            "from": end(entry.from_),
            "to": end(entry.to),
            "relation": entry.relation,
            "note": self.text.render(entry.note, "en", inline=True) if entry.note else "",
            "source": entry.source,
            "source_href": ctx.links.to(source_path(entry.source)),
            # the two texts side by side, on the page of each end (see `comparisons`)
            "side": [
                {"edition": there.split("/")[0], "href": self.comparison_href(ctx, there, other)}
                for there, other in ((entry.to, entry.from_), (entry.from_, entry.to))
            ]
            if side
            else [],
        }

    def comparison_href(self, ctx: Context, there: str, other: str) -> str:
        """The comparison with `other` on the page of the provision `there`."""
        edition, ref = there.split("/", 1)
        number = law_number(ref)
        path = self.sitemap.page_path(edition, number)
        return ctx.links.to(Target(path, anchor_for(other)))

    # --- commentary units ------------------------------------------------------------------------

    def unit_groups(
        self, ctx: Context, entries: list[CommentaryEntry], on_source: bool = False
    ) -> list[dict[str, Any]]:
        """Commentary units grouped by source and then by unit id (translations become tabs), on a law
        page or (`on_source`) on their source's page."""
        by_source: dict[str, dict[str, list[CommentaryEntry]]] = defaultdict(dict)
        for entry in entries:
            by_source[entry.source].setdefault(entry.unit.id, []).append(entry)
        groups = []
        for source_id, units in by_source.items():
            edition = self.kb.sources[source_id].edition
            groups.append(
                {
                    **self.source_meta(ctx, source_id),
                    "href": ctx.links.to(source_path(source_id)),
                    "units": [self.unit_view(ctx, unit, edition, on_source) for unit in units.values()],
                }
            )
        return groups

    def unit_view(
        self, ctx: Context, versions: list[CommentaryEntry], edition: str, on_source: bool = False
    ) -> dict[str, Any]:
        """A unit in all its languages, the page's first, each with an id: "el-p01" on its source's
        page; on a law page the source's id too (`unit_anchor`: the search opens a unit there)."""
        first_lang = reading_order(ctx.lang)
        versions = sorted(versions, key=lambda e: first_lang(e.lang))
        first = versions[0].unit
        blocks = []
        for entry in versions:
            unit, uid = entry.unit, f"commentary/{entry.uid}"
            body = Markup("")
            if unit.heading and len(versions) > 1:
                body += Markup('<p class="bl-unit-heading">{}</p>').format(
                    self.field_html(ctx, uid, "heading", unit.heading, entry.lang, edition, inline=True)
                )
            if unit.example is not None:
                body += self.example_embed(ctx, entry)
            else:
                body += self.field_html(ctx, uid, "text", unit.text, entry.lang, edition)
            body += self.footnotes_html(ctx, uid, unit.footnotes, entry.lang, edition)
            on_law_page = unit_anchor(entry.source, entry.lang, unit.id)
            anchor = f"{entry.lang}-{unit.id}" if on_source else on_law_page
            blocks.append(Block(entry.lang, body, anchor=anchor))
        heading = " ".join(x for x in (first.number, first.heading if len(versions) == 1 else None) if x)
        if not heading and first.example is not None:
            example = self.kb.example(versions[0].source, versions[0].lang, first.example)
            heading = example.example.title if example else ""
        return {
            "id": first.id,
            "heading": heading or f"¶ {first.id}",
            "lang": versions[0].lang,
            "placeholder": first.placeholder,
            "laws": self.law_links(ctx, first.laws, edition),
            "edition": edition,
            "href": ctx.links.to(Target(source_path(versions[0].source), first.id)),
            "blocks": blocks,
            "dated": lawpage.dated(self, versions[0], words(ctx.lang)),
        }

    def example_embed(self, ctx: Context, unit: CommentaryEntry) -> Markup:
        """The example a unit places, in the unit's language, as the commentary tells it: its
        situation, cards and auction, question, and the ruling folded; linked to its page."""
        entry = self.kb.example(unit.source, unit.lang, unit.unit.example or "")
        return self.example_told(ctx, entry) if entry else Markup("")

    def example_told(self, ctx: Context, entry: ExampleEntry) -> Markup:
        """One language version of an example told in full (the printed books use it too)."""
        example = entry.example
        return Markup(
            self.partial(
                ctx,
                "_example_embed.html",
                example=example,
                href=ctx.links.to(example_path(example.source, example.id)),
                **self.example_parts(ctx, entry),
            )
        )

    def example_parts(self, ctx: Context, entry: ExampleEntry) -> dict[str, Markup]:
        """One language version of an example in pieces, its references linked from this page:
        narrative, cards (hands, auction, play), question, ruling and irregularity (empty if none)."""
        example, uid = entry.example, f"example/{entry.uid}"
        edition = self.kb.sources[example.source].edition

        def field(name: str) -> Markup:
            value = getattr(example, name)
            return self.field_html(ctx, uid, name, value, example.lang, edition) if value else Markup("")

        view = hands.example_view(example, self.text, words(ctx.lang))
        shown = (("_deal.html", view.deal), ("_auction.html", view.auction), ("_play.html", view.play))
        cards = Markup("").join(
            Markup(self.partial(ctx, template, v=view)) for template, present in shown if present
        )
        irregularity = (
            self.field_html(ctx, uid, "irregularity", example.irregularity, "en", edition, inline=True)
            if example.irregularity
            else Markup("")
        )
        return {
            "narrative": field("narrative"),
            "cards": cards,
            "question": field("question"),
            "ruling": field("ruling"),
            "irregularity": irregularity,
        }

    # --- examples --------------------------------------------------------------------------------

    def example_summary(self, ctx: Context, key: tuple[str, str]) -> dict[str, Any]:
        """An example's line: its title and question in the page's language where it has them."""
        first_lang = reading_order(ctx.lang)
        versions = sorted(self.sitemap.examples_by_key[key], key=lambda e: first_lang(e.example.lang))
        first = versions[0].example
        return {
            "title": first.title,
            "anchor": example_anchor(*key),
            "href": ctx.links.to(example_path(*key)),
            "source": self.kb.sources[first.source],
            "langs": sorted((v.example.lang for v in versions), key=LANGS.index),
            "laws": self.law_links(ctx, first.laws, self.kb.sources[first.source].edition),
            "law_numbers": laws_of(first.laws),
            "question": [
                Block(v.example.lang, self.text.render(v.example.question, v.example.lang, inline=True))
                for v in versions
                if v.example.question
            ],
        }

    # --- the pages -------------------------------------------------------------------------------

    def _home(self, ctx: Context) -> dict[str, Any]:
        kb = self.kb
        by_lang = {
            lang: [
                self.source_meta(ctx, s) | {"href": ctx.links.to(source_path(s))}
                for s, src in kb.sources.items()
                if lang in src.languages
            ]
            for lang in LANGS
        }
        counts = {
            "laws": len(kb.law_numbers(self.current)),
            "texts": len(kb.law_texts),
            "units": len(kb.commentary),
            "examples": len(self.sitemap.example_keys),
            "sources": len(kb.sources),
            "concepts": len(kb.concepts),
        }
        recent = [
            item
            | {
                "href": ctx.links.to(item["path"], item.get("anchor", "")),
                "what": self.recent_label(ctx, item),
            }
            for item in recent_additions(kb, self.sitemap)
        ]
        return {
            "others": [edition for edition in kb.editions if edition != self.current],
            "by_lang": by_lang,
            "counts": counts,
            "recent": recent,
            "paths": {
                "laws": LAWS,
                "sources": SOURCES,
                "examples": EXAMPLES,
                "glossary": GLOSSARY,
                "concordance": CONCORDANCE,
                "changes": CHANGES,
                "study": STUDY,
                "tools": TOOLS,
                "rulings": RULINGS,
            },
        }

    def recent_label(self, ctx: Context, item: dict[str, Any]) -> str:
        """What a recent addition is, in the page's language."""
        w = words(ctx.lang)
        language = w.language_name(item["lang"])
        if item["kind"] == "law":
            return w._(
                "Law {n} ({edition}), text in {language}",
                n=item["law"],
                edition=item["edition"],
                language=language,
            )
        if item["kind"] == "commentary":
            return w._("{source}: commentary ({language})", source=item["source"], language=language)
        return f"{item['title']} ({language})"

    def _laws(self, ctx: Context) -> dict[str, Any]:
        rows = []
        index = self.kb.indexes.get(self.current)
        shown = None  # the chapter the rows are in: a row opens the next one
        for law in index.laws if index else []:
            n = law.number
            chapter = chapter_of(self.kb, self.current, n)
            opens = chapter is not None and chapter.chapter.number != shown
            shown = chapter.chapter.number if chapter else None
            rows.append(
                {
                    "chapter": chapter if opens else None,
                    "number": n,
                    "href": ctx.links.to(law_path(n)),
                    "titles": [(lang, law.titles[lang]) for lang in LANGS if lang in law.titles],
                    "texts": sorted(
                        {e.text.lang for e in self.kb.texts_of_law(n, self.current)},
                        key=LANGS.index,
                    ),
                    "units": len(self.kb.commentary_on(n, self.current)),
                    "examples": len(self.example_summaries_keys(self.kb.examples_on(n, self.current))),
                    "amended": [
                        (e.amendment.in_force, ctx.links.to(law_path(n)) + f"#amended-{e.amendment.id}")
                        for e in amendments_of(self.kb, self.current, n)
                    ],
                }
            )
        note = index.chapters_note if index else None
        return {"rows": rows, "chapters_note": note}

    def _law(self, ctx: Context, number: int) -> dict[str, Any]:
        kb = self.kb
        text = self.law_text(ctx, self.current, number)
        return {
            "number": number,
            **self.title_of(ctx, self.current, number),
            **text,
            **lawpage.law_extras(self, ctx, self.current, number, bool(text["text_sources"])),
            "others": [
                self.other_edition(ctx, ed, number) for ed, n in self.sitemap.edition_laws if n == number
            ],
            "commentary": self.unit_groups(ctx, kb.commentary_on(number, self.current)),
            "examples": self.example_summaries(ctx, kb.examples_on(number, self.current)),
            "referred": self.referred_to_by(ctx, number, self.current),
            "predecessors": self.predecessor_citations(ctx, number),
            "concordance": self.concordance_rows(ctx, self.current, number),
            "flows": [
                {
                    "href": ctx.links.to(ruling_path(e.flow.id)),
                    "title": e.flow.title.get(ctx.lang) or e.flow.title["en"],
                }
                for e in kb.flows_on(number)
            ],
        }

    def other_edition(self, ctx: Context, edition: str, number: int) -> dict[str, Any]:
        """What the knowledge base holds of law `number` of an earlier `edition`, for the 2017 page."""
        kb = self.kb
        cited = sum(len(c) for c in kb.referred_to_by(number, edition).values())
        return {
            "edition": edition,
            "href": ctx.links.to(edition_path(edition, number)),
            "title": kb.law_title(number, ctx.lang, edition) or "",
            "units": len(kb.commentary_on(number, edition)),
            "unit_langs": sorted({e.lang for e in kb.commentary_on(number, edition)}, key=LANGS.index),
            "examples": len(self.example_summaries_keys(kb.examples_on(number, edition))),
            "cited": cited,
            **self.law_text(ctx, edition, number),
        }

    @staticmethod
    def example_summaries_keys(entries: Iterable[ExampleEntry]) -> list[tuple[str, str]]:
        """(source, id) of each example once (its languages together), in knowledge-base order."""
        return list(dict.fromkeys((e.example.source, e.example.id) for e in entries))

    def example_summaries(self, ctx: Context, entries: Iterable[ExampleEntry]) -> list[dict[str, Any]]:
        """One summary per example, in knowledge-base order."""
        return [self.example_summary(ctx, key) for key in self.example_summaries_keys(entries)]

    def _editions(self, ctx: Context) -> dict[str, Any]:
        editions: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for ed, n in self.sitemap.edition_laws:
            editions[ed].append(
                {
                    "number": n,
                    "href": ctx.links.to(edition_path(ed, n)),
                    "title": self.edition_title(ed, n, ctx.lang),
                    "langs": sorted(
                        {e.text.lang for e in self.kb.texts_of_law(n, ed)},
                        key=LANGS.index,
                    ),
                }
            )
        return {"editions": dict(editions), "laws_href": ctx.links.to(LAWS)}

    def title_of(self, ctx: Context, edition: str, number: int) -> dict[str, Any]:
        """A law's title in the page's language (else English), and whether the project wrote it
        (`title_unofficial`: the page marks it so)."""
        entry = self.kb.law_entry(edition, number)
        own = entry.titles.get(ctx.lang) if entry else None
        return {
            "title": self.edition_title(edition, number, ctx.lang),
            "title_unofficial": bool(own and own.unofficial),
        }

    def edition_title(self, edition: str, number: int, lang: str = "en") -> str:
        title = self.kb.law_title(number, lang, edition)
        if title:
            return title
        texts = [e.text for e in self.kb.texts_of_law(number, edition)]
        return texts[0].title if texts else ""

    def _edition(self, ctx: Context, edition: str, number: int) -> dict[str, Any]:
        kb = self.kb
        text = self.law_text(ctx, edition, number)
        return {
            "edition": edition,
            "number": number,
            **self.title_of(ctx, edition, number),
            **text,
            **lawpage.law_extras(self, ctx, edition, number, bool(text["text_sources"])),
            "current_href": (
                ctx.links.to(law_path(number)) if number in kb.law_numbers(self.current) else None
            ),
            "now": [self.concordance_row(ctx, e) for e in kb.successors_of_law(number, edition)],
            "commentary": self.unit_groups(ctx, kb.commentary_on(number, edition)),
            "examples": self.example_summaries(ctx, kb.examples_on(number, edition)),
            "referred": self.referred_to_by(ctx, number, edition),
            "concordance": self.concordance_rows(ctx, edition, number),
        }

    def _definitions(self, ctx: Context, edition: str) -> dict[str, Any]:
        """The Definitions of an edition, a tab per language, each term with its id and links."""
        blocks = []
        sources = []
        for entry in self.kb.definitions_of(edition):
            record = entry.record
            terms = []
            for i, term in enumerate(record.terms):
                uid = entry.uid(i)
                terms.append(
                    {
                        "id": entry.anchor(i),
                        "term": self.text.plain(term.term, record.lang),
                        "text": self.field_html(ctx, uid, "text", term.text, record.lang, edition),
                        "notes": self.footnotes_html(ctx, uid, term.footnotes, record.lang, edition),
                    }
                )
            html = Markup(self.partial(ctx, "_terms.html", terms=terms))
            blocks.append(Block(record.lang, html))
            sources.append((record.lang, record.source, self.kb.sources[record.source].title))
        return {"edition": edition, "blocks": blocks, "text_sources": sources}

    def _sources(self, ctx: Context) -> dict[str, Any]:
        rows = []
        for source_id in self.kb.sources:
            rows.append(
                self.source_meta(ctx, source_id)
                | {
                    "href": ctx.links.to(source_path(source_id)),
                    "units": len(self.kb.units_of_source(source_id)),
                    "examples": len({e.example.id for e in self.kb.examples_of_source(source_id)}),
                    "texts": len(self.kb.texts_of_source(source_id)),
                }
            )
        return {"rows": rows}

    def _source(self, ctx: Context, source_id: str) -> dict[str, Any]:
        texts = [
            {
                "law": e.text.law,
                "edition": e.text.edition,
                "lang": e.text.lang,
                "title": e.text.title,
                "href": ctx.links.to(self.sitemap.page_path(e.text.edition, e.text.law)),
            }
            for e in self.kb.texts_of_source(source_id)
        ]
        groups = self.unit_groups(ctx, self.kb.units_of_source(source_id), on_source=True)
        return {
            **self.source_meta(ctx, source_id),
            "texts": texts,
            "units": groups[0]["units"] if groups else [],
            "examples": [
                self.example_summary(ctx, key)
                for key in dict.fromkeys(
                    (source_id, e.example.id) for e in self.kb.examples_of_source(source_id)
                )
            ],
        }

    def _examples(self, ctx: Context) -> dict[str, Any]:
        rows = [self.example_summary(ctx, key) for key in self.sitemap.example_keys]
        return {
            "rows": rows,
            "laws": sorted({n for row in rows for n in row["law_numbers"]}),
            "langs": [lang for lang in LANGS if any(lang in row["langs"] for row in rows)],
            "sources": sorted({row["source"].id: row["source"] for row in rows}.values(), key=lambda s: s.id),
        }

    def _example(self, ctx: Context, source_id: str, example_id: str) -> dict[str, Any]:
        versions: list[ExampleEntry] = sorted(
            self.sitemap.examples_by_key[(source_id, example_id)], key=lambda e: LANGS.index(e.example.lang)
        )
        edition = self.kb.sources[source_id].edition

        def blocks(name: str) -> list[Block]:
            out = []
            for entry in versions:
                value = getattr(entry.example, name)
                if value:
                    uid = f"example/{entry.uid}"
                    out.append(
                        Block(
                            entry.example.lang,
                            self.field_html(ctx, uid, name, value, entry.example.lang, edition),
                        )
                    )
            return out

        def english(name: str, inline: bool = False) -> list[Markup]:
            """Fields the knowledge base writes in English (the irregularity, its own note), once each."""
            found = {}
            for entry in versions:
                value = getattr(entry.example, name)
                if value and value not in found:
                    uid = f"example/{entry.uid}"
                    found[value] = self.field_html(ctx, uid, name, value, "en", edition, inline=inline)
            return list(found.values())

        views = [hands.example_view(entry.example, self.text, words(ctx.lang)) for entry in versions]

        def shown(template: str, same: Any) -> Markup | None:
            """One rendering when every language has the same `same(view)`, else one tab each."""
            present = [v for v in views if same(v)]
            if not present:
                return None
            if all(same(v) == same(present[0]) for v in present):
                return Markup(self.partial(ctx, template, v=present[0]))
            return self._tabs(ctx, [Block(v.lang, Markup(self.partial(ctx, template, v=v))) for v in present])

        first = versions[0].example
        return {
            **self.source_meta(ctx, source_id),
            "example": first,
            "source_href": ctx.links.to(source_path(source_id)),
            "laws": self.law_links(ctx, first.laws, edition),
            "langs": [v.example.lang for v in versions],
            "deal": shown("_deal.html", lambda v: v.data.get("deal")),
            "auction": shown("_auction.html", lambda v: v.data.get("auction")),
            "play": shown("_play.html", lambda v: v.data.get("play")),
            "results": shown("_results.html", lambda v: v.engine_input() if v.results or v.error else None),
            "corrections": views[0].corrections,
            "export": views[0].results.get("deal") or {},
            "narrative": blocks("narrative"),
            "question": blocks("question"),
            "ruling": blocks("ruling"),
            "irregularity": english("irregularity", inline=True),
            "notes": english("note"),
            "pbn_href": get_relative_url(pbn_path(source_id, example_id), ctx.links.url),
        }

    def _rulings(self, ctx: Context) -> dict[str, Any]:
        return FlowPages(self).index(ctx.links) | {"script": get_relative_url(RULINGS_JS, ctx.links.url)}

    def _ruling(self, ctx: Context, flow_id: str) -> dict[str, Any]:
        script = get_relative_url(RULINGS_JS, ctx.links.url)
        return FlowPages(self).flow(ctx.links, flow_id) | {"script": script}

    def _study(self, ctx: Context) -> dict[str, Any]:
        return study.page_data(self, ctx.links, "study", ctx.lang)

    def _tools(self, ctx: Context) -> dict[str, Any]:
        return study.page_data(self, ctx.links, "tools", ctx.lang)

    def _changes(self, ctx: Context) -> dict[str, Any]:
        return changes.page_data(self, ctx)

    def _glossary(self, ctx: Context) -> dict[str, Any]:
        rows = []
        for concept in self.kb.concepts:
            definition, lang = concept.definition_in(ctx.lang)
            rows.append(
                {
                    "id": concept.id,
                    "terms": [(lang, concept.terms.get(lang, [])) for lang in LANGS],
                    "definition": self.text.render(definition, lang, inline=True, explain=False),
                    "definition_lang": lang,
                    "laws": [(ref, ctx.links.law(ref)) for ref in concept.laws],
                }
            )
        return {"rows": rows}

    def _concordance(self, ctx: Context) -> dict[str, Any]:
        editions = {
            ed: sorted({e.text.law for e in self.kb.law_texts if e.text.edition == ed})
            for ed in self.kb.editions
        }
        return {
            "rows": [self.concordance_row(ctx, entry) for entry in self.kb.concordance],
            "editions": editions,
            "indexes": self.kb.editions,
        }

    # --- referred to by --------------------------------------------------------------------------

    def referred_to_by(self, ctx: Context, number: int, edition: str | None = None) -> list[dict[str, Any]]:
        """Every passage outside this law's own text citing law `number` of `edition`, with the
        sentence that does, grouped by source and language."""
        groups = []
        for (label, lang), citations in self.kb.referred_to_by(number, edition).items():
            items = self.citing_sentences(ctx, citations, number, edition)
            if items:
                name = self.kb.sources[label].title if label in self.kb.sources else label
                groups.append({"name": name, "lang": lang, "entries": items})
        return groups

    def predecessor_citations(self, ctx: Context, number: int) -> list[dict[str, Any]]:
        """Citations of what the concordance says became part of 2017 law `number`, one group per
        concordance entry ("2007 17D → 2017 15A, moved"), each marked with its edition."""
        by_entry: dict[int, tuple[Any, list[Citation]]] = {}
        for entry, citation in self.kb.predecessor_citations(number, self.current):
            by_entry.setdefault(id(entry), (entry, []))[1].append(citation)
        groups = []
        for entry, citations in by_entry.values():
            old_edition, old_ref = entry.from_.split("/", 1)
            items = self.citing_sentences(ctx, citations, law_number(old_ref), old_edition)
            if items:
                groups.append({"row": self.concordance_row(ctx, entry), "entries": items})
        return groups

    def citing_sentences(
        self, ctx: Context, citations: Iterable[Citation], number: int, edition: str
    ) -> list[dict[str, Any]]:
        """The sentence around each citation (one item per sentence), leaving out the law's own text."""
        items: dict[tuple[str, str, int], dict[str, Any]] = {}
        for citation in citations:
            passage = self.kb.passages[citation.passage]
            if passage.kind == "law" and passage.edition == edition and law_number(passage.laws[0]) == number:
                continue
            fields = dict(passage.fields)
            start, end, sentence = sentence_around(fields[citation.field], citation)
            key = (citation.passage, citation.field, start)
            if key in items:
                items[key]["refs"].append(citation.ref)
                continue
            items[key] = {
                "where": self.passage_label(ctx, passage),
                "href": self.passage_href(ctx, passage),
                "sentence": sentence,
                "lang": passage.lang,
                "refs": [citation.ref],
                "edition": citation.edition,
                "context": citation.context,
            }
        return list(items.values())

    def passage_label(self, ctx: Context, passage) -> str:  # type: ignore[no-untyped-def]
        w = words(ctx.lang)
        if passage.kind == "law":
            return w._("Law {ref} ({edition})", ref=passage.laws[0], edition=passage.edition)
        if passage.kind == "definition":
            return w._("Definitions ({edition}): {term}", edition=passage.edition, term=passage.title)
        return passage.title

    def passage_href(self, ctx: Context, passage) -> str:  # type: ignore[no-untyped-def]
        parts = passage.uid.split("/")
        if passage.kind == "law":
            target = self.sitemap.law_target(passage.laws[0], passage.edition)
            return ctx.links.to(target) if target else ctx.links.to(law_path(law_number(passage.laws[0])))
        if passage.kind == "commentary":
            return ctx.links.to(Target(source_path(parts[1]), parts[3]))
        if passage.kind == "definition":
            return ctx.links.to(Target(self.sitemap.definitions_path(parts[1]), f"{parts[2]}-{parts[3]}"))
        return ctx.links.to(example_path(parts[1], parts[3]))


def sentence_around(text: str, citation: Citation, limit: int = 320) -> tuple[int, int, Markup]:
    """The sentence of `text` holding the citation, the citation itself in bold."""
    start, end = 0, len(text)
    for match in _SENTENCE_END.finditer(text):
        if match.end() <= citation.start:
            start = match.end()
        elif match.start() >= citation.end:
            end = match.start()
            break
    if end - start > limit:
        start = max(start, citation.start - limit // 2)
        end = min(end, citation.end + limit // 2)
    before, cited, after = (
        text[start : citation.start],
        text[citation.start : citation.end],
        text[citation.end : end],
    )
    html = Markup("{}{}<strong>{}</strong>{}{}").format(
        "…" if start > 0 and text[start - 1] not in " \n" else "",
        _flat(before),
        _flat(cited),
        _flat(after),
        "…" if end < len(text) and text[end] not in ".!?;… \n" else "",
    )
    return start, end, html


def _flat(text: str) -> str:
    """Markdown emphasis marks dropped and whitespace collapsed, for a quoted sentence."""
    return re.sub(r"\s+", " ", text.replace("**", "").replace("*", ""))


def diff_view(comparison: Comparison) -> list[dict[str, Any]]:
    """The rows of a comparison as the page shows them: the older side with its removed words, the
    newer side with its added words (the same words in both where nothing changed); each run is
    (kind, space before, words, space after), so that a mark covers words and not the spaces."""

    def runs(ops: list[tuple[str, str]]) -> list[tuple[str, str, str, str]]:
        out = []
        for op, text in ops:
            words = text.strip()
            start = text.index(words) if words else len(text)
            out.append((op, text[:start], words, text[start + len(words) :]))
        return out

    rows = []
    for row in comparison.rows:
        old = runs([(op, text) for op, text in row.ops if op != "insert"])
        new = runs([(op, text) for op, text in row.ops if op != "delete"])
        rows.append({"old": row.old, "new": row.new, "old_ops": old, "new_ops": new})
    return rows
