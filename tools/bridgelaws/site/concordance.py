"""The concordance (`/concordance/`) and what a law page shows of it: the concordance's rows about a
law, and a provision beside its other edition where both texts are held (`_compare.html`,
`_diff.html`: the words removed and added marked)."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from bridgelaws.model import law_number
from bridgelaws.model.compare import Comparison, anchor_for, compare
from bridgelaws.model.schema import LANGS

from .context import Block, Context, PageRenderer
from .pages import Target, source_path


def page_data(renderer: PageRenderer, ctx: Context) -> dict[str, Any]:
    kb = renderer.kb
    editions = {ed: sorted({e.text.law for e in kb.law_texts if e.text.edition == ed}) for ed in kb.editions}
    return {
        "rows": [row(renderer, ctx, entry) for entry in kb.concordance],
        "editions": editions,
        "indexes": kb.editions,
    }


def comparisons(renderer: PageRenderer, ctx: Context, edition: str, ref: str) -> list[dict[str, Any]]:
    """The provision `ref` of `edition` beside its other edition, where the concordance pairs it
    with one and both texts are held: one table per language, words removed and added marked."""
    kb = renderer.kb
    here = f"{edition}/{ref}"
    found = []
    for entry in kb.concordance:
        if here not in (entry.from_, entry.to):
            continue
        other = entry.to if entry.from_ == here else entry.from_
        tables = [
            Block(c.lang, Markup(renderer.partial(ctx, "_diff.html", c=c, view=diff_view(c))))
            for lang in LANGS
            if (c := compare(kb, entry.from_, entry.to, lang)) is not None
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


def rows(renderer: PageRenderer, ctx: Context, edition: str, number: int) -> list[dict[str, Any]]:
    """The concordance's rows about law `number` of `edition` or its sections, each once."""
    refs = [str(number)] + [f"{number}{s}" for s in renderer.sitemap.sections(edition, number)]
    seen, out = set(), []
    for ref in refs:
        for entry in renderer.kb.concordance_for(edition, ref):
            if id(entry) not in seen:
                seen.add(id(entry))
                out.append(row(renderer, ctx, entry))
    return out


def row(renderer: PageRenderer, ctx: Context, entry) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """One entry of the concordance: its two ends linked, its relation, note and source."""

    def end(value: str) -> dict[str, Any]:
        edition, ref = value.split("/", 1)
        return {"edition": edition, "ref": ref, "href": ctx.links.law(ref, edition)}

    side = any(compare(renderer.kb, entry.from_, entry.to, lang) for lang in LANGS)
    return {
        "from": end(entry.from_),
        "to": end(entry.to),
        "relation": entry.relation,
        "note": renderer.text.render(entry.note, "en", inline=True) if entry.note else "",
        "source": entry.source,
        "source_href": ctx.links.to(source_path(entry.source)),
        # the two texts side by side, on the page of each end (see `comparisons`)
        "side": [
            {"edition": there.split("/")[0], "href": comparison_href(renderer, ctx, there, other)}
            for there, other in ((entry.to, entry.from_), (entry.from_, entry.to))
        ]
        if side
        else [],
    }


def comparison_href(renderer: PageRenderer, ctx: Context, there: str, other: str) -> str:
    """The comparison with `other` on the page of the provision `there`."""
    edition, ref = there.split("/", 1)
    path = renderer.sitemap.page_path(edition, law_number(ref))
    return ctx.links.to(Target(path, anchor_for(other)))


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

    out = []
    for line in comparison.rows:
        old = runs([(op, text) for op, text in line.ops if op != "insert"])
        new = runs([(op, text) for op, text in line.ops if op != "delete"])
        out.append({"old": line.old, "new": line.new, "old_ops": old, "new_ops": new})
    return out
