"""Page rendering: each page kind gathers its records from the model and fills a Jinja template.

Templates (in `templates/`) write Markdown headings, so the table of contents, permalinks and
search sections come from mkdocs, and HTML blocks for everything else (texts, tabs, tables),
built only from values escaped by Jinja or made safe by `text.TextRenderer`; they wrap those blocks
in `{% filter html_block %}`, which keeps them out of the Markdown pass (`htmlblocks`).

This module holds what every kind of page shares: the Jinja environment and the words of a page's
language (`vocabulary`), the `Renderer` (a passage's language versions, a text field with its
references linked, footnotes, law links, commentary units, example summaries and embeds) and the
registry of the kinds of page (`BUILDERS`: each kind's builder, in a module of its own, gets the
renderer as a `context.PageRenderer` and the page's `Context`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from functools import cache, partial
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup
from mkdocs.structure.files import Files

from bridgelaws.i18n import NP_, words
from bridgelaws.i18n.terms import seat_letters, seat_names, vulnerability_short
from bridgelaws.model import CommentaryEntry, ExampleEntry, KnowledgeBase
from bridgelaws.model.schema import LANGS, Footnote
from bridgelaws.search.urls import example_anchor, unit_anchor

from . import changes, concordance, examples, hands, home, lawpage, laws, rulings, sources, study, terms
from .context import Block, Context, reading_order
from .htmlblocks import Blocks, Rendered
from .links import Links
from .pages import LANG_NAMES, Page, SiteMap, Target, example_path, laws_of, localized, source_path
from .rulings import SHORT as LANG_SHORT
from .text import for_concepts, md_escape, plain_title
from .unitviews import UnitViews

TEMPLATES = Path(__file__).parent / "templates"

# Each kind of page (`pages.Page.kind`) and what gathers its data: (renderer, context, *page.key).
BUILDERS: dict[str, Callable[..., dict[str, Any]]] = {
    "home": home.page_data,
    "laws": laws.index,
    "law": laws.law,
    "editions": laws.editions,
    "edition": laws.edition,
    "definitions": laws.definitions,
    "sources": sources.index,
    "source": sources.source,
    "examples": examples.index,
    "example": examples.example,
    "glossary": terms.page_data,
    "concordance": concordance.page_data,
    "changes": changes.page_data,
    "rulings": rulings.index_page,
    "ruling": rulings.flow_page,
    "study": lambda renderer, ctx: study.page_data(renderer, ctx.links, "study", ctx.lang),
    "tools": lambda renderer, ctx: study.page_data(renderer, ctx.links, "tools", ctx.lang),
    "offline": lambda renderer, ctx: {},  # its words only; pwa.js lists what is kept
}


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


@jinja2.pass_context
def _html_block(context: jinja2.runtime.Context, html: str) -> Markup:
    """`{% filter html_block %}`: the region kept out of Markdown by the page being rendered."""
    return context["html_blocks"].keep(html)


@cache
def environment(current: str) -> jinja2.Environment:
    """The templates' environment, one per process (a rebuild does not compile them again; a template
    saved under `serve` is read again). `current`: the edition whose laws are under laws/."""
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
    env.filters["html_block"] = _html_block
    env.globals.update(
        LANG_NAMES=LANG_NAMES,
        LANG_SHORT=LANG_SHORT,
        strains=hands.STRAINS,
        dd_rows=hands.dd_rows,
        CURRENT=current,
    )
    return env


class Renderer:
    """Renders the pages of one build of the site."""

    def __init__(self, kb: KnowledgeBase, sitemap: SiteMap, files: Files, views: UnitViews | None = None):
        self.kb = kb
        self.sitemap = sitemap
        self.files = files
        self.text = for_concepts(kb.concepts)  # the last build's renderer when the glossary is the same
        self.glossary = self.text.glossary
        self.current = sitemap.current  # the edition whose laws are under laws/
        self.env = environment(self.current)
        self.views = views  # a rebuild's units kept from the last (see `unitviews`)

    def context(self, path: str, lang: str = "en") -> Context:
        """A context for making links and pieces from the page at `path` of the English site, in the
        site of `lang` (its words, and links to that site's pages)."""
        page = next(page for page in self.sitemap.pages if page.path == path)
        if lang != page.lang:
            page = Page(localized(path, lang), page.kind, page.key, lang)
        return Context(page, Links(self.sitemap, self.files, page.path, lang), lang)

    def render(self, page: Page) -> Rendered:
        """The page's Markdown, its words (headings, labels, dates) in the page's language, and the
        HTML regions its template kept out of the Markdown pass (`htmlblocks`)."""
        ctx = Context(page, Links(self.sitemap, self.files, page.path, page.lang), page.lang)
        data = BUILDERS[page.kind](self, ctx, *page.key)
        blocks = Blocks()  # the page template's `html_block` regions
        markdown = self.partial(
            ctx,
            f"{page.kind}.html",
            html_blocks=blocks,
            page=page,
            links=ctx.links,
            tabs=lambda blocks: self.tabs(ctx, blocks),
            **data,
        )
        return Rendered(markdown, tuple(blocks.regions))

    def partial(self, ctx: Context, template: str, **values: Any) -> str:
        """A template rendered with `values` and the words of the page's language."""
        return self.env.get_template(template).render(**vocabulary(ctx.lang), **values)

    # --- shared pieces ---------------------------------------------------------------------------

    def tabs(self, ctx: Context, blocks: list[Block]) -> Markup:
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
        page; on a law page the source's id too (`unit_anchor`: the search opens a unit there). A
        rebuild's renderer gives the last rebuild's view again when nothing in it changed (`views`)."""
        if self.views is None:
            return self._unit_view(ctx, versions, edition, on_source)

        def make() -> dict[str, Any]:  # kept with its blocks as a page shows them (a book shows its own)
            view = self._unit_view(ctx, versions, edition, on_source)
            return view | {"tabs": self.tabs(ctx, view["blocks"])}

        return self.views.get((ctx.page.path, ctx.lang), versions, edition, on_source, make)

    def _unit_view(
        self, ctx: Context, versions: list[CommentaryEntry], edition: str, on_source: bool
    ) -> dict[str, Any]:
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

    def example_summaries(self, ctx: Context, entries: Iterable[ExampleEntry]) -> list[dict[str, Any]]:
        """One summary per example, in knowledge-base order."""
        return [self.example_summary(ctx, key) for key in examples.example_keys(entries)]
