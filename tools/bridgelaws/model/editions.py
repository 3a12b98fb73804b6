"""An edition of the Laws as it stands at a date: its chapters, its laws' titles then, the amendments in
force, the commentary written before an amendment, and the addresses of the official text.

Everything here is read from the knowledge base's data (indexes, amendments, sources); nothing names
an edition, so a new edition is a folder of data.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import yaml

from .entries import AmendmentEntry, CommentaryEntry, law_number
from .kb import KnowledgeBase
from .schema import Chapter, Source, TextLink

ORDER = ("en", "pl", "el", "ru")
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def parse_day(text: str) -> date:
    """A date as the data writes it, as precise as known ("2019", "2019-03", "2019-03-16"), taken at its
    end ("2019" is read as 31 December 2019): a document dated only by its year may be from its last day."""
    parts = [int(p) for p in text.split("-")]
    if len(parts) == 1:
        return date(parts[0], 12, 31)
    if len(parts) == 2:
        year, month = parts
        following = date(year + month // 12, month % 12 + 1, 1)
        return date.fromordinal(following.toordinal() - 1)
    return date(*parts)


def edition_in_force(kb: KnowledgeBase, day: date) -> str | None:
    """The edition in force on `day`: the latest whose index says it had taken effect by then."""
    dated = [(ed, index.in_force) for ed, index in kb.indexes.items() if index.in_force]
    started = [ed for ed, when in dated if _start(when) <= day]
    return max(started) if started else None


def _start(text: str) -> date:
    """The first day a date as precise as known can mean ("2017-03" → 1 March 2017)."""
    parts = [int(p) for p in text.split("-")] + [1, 1]
    return date(parts[0], parts[1], parts[2])


# --- chapters --------------------------------------------------------------------------------


@dataclass(frozen=True)
class ChapterView:
    """A chapter as an edition is grouped by: its own, or (`of`) another edition's chapter."""

    chapter: Chapter
    of: str  # the edition whose chapter it is

    @property
    def laws(self) -> range:
        c = self.chapter
        return range(c.first, c.last + 1) if c.first is not None and c.last is not None else range(0)

    @property
    def span(self) -> str:
        """ "17–40" (an en dash), "" for a chapter of no laws."""
        c = self.chapter
        return "" if c.first is None else (f"{c.first}" if c.first == c.last else f"{c.first}–{c.last}")

    def title(self, lang: str) -> str:
        return title_in(self.chapter.titles, lang) or ""


def chapters(kb: KnowledgeBase, edition: str) -> list[ChapterView]:
    """The chapters `edition` is grouped by: its own, else those of the edition its index names."""
    index = kb.indexes.get(edition)
    if index is None:
        return []
    if index.chapters:
        return [ChapterView(c, edition) for c in index.chapters]
    if index.chapters_of and index.chapters_of in kb.indexes:
        return [ChapterView(c, index.chapters_of) for c in kb.indexes[index.chapters_of].chapters]
    return []


def chapter_of(kb: KnowledgeBase, edition: str, number: int) -> ChapterView | None:
    """The chapter law `number` of `edition` is grouped in."""
    return next((c for c in chapters(kb, edition) if number in c.laws), None)


def title_in(titles: dict, lang: str) -> str | None:  # type: ignore[type-arg]
    """A title in `lang`, else in English, else in the first language that has one."""
    chosen = titles.get(lang) or titles.get("en") or next(iter(titles.values()), None)
    return chosen.text if chosen is not None else None


# --- amendments ------------------------------------------------------------------------------


def amendments_of(kb: KnowledgeBase, edition: str, number: int | None = None) -> list[AmendmentEntry]:
    """The amendments of `edition` (of law `number` when given), oldest first."""
    found = [
        e
        for e in kb.amendments
        if e.edition == edition and (number is None or number in {law_number(r) for r in e.amendment.laws})
    ]
    return sorted(found, key=lambda e: e.amendment.in_force)


def in_force_by(entry: AmendmentEntry, day: date | None) -> bool:
    """Had the amendment taken effect on `day` (None: today's text, every amendment applied)?"""
    return day is None or date.fromisoformat(entry.amendment.in_force) <= day


@dataclass(frozen=True)
class DatedTitle:
    """A title a law or section had until an amendment changed it."""

    ref: str
    lang: str
    text: str
    until: str  # the last day it applied (the day before the amendment took effect)
    amendment: str


def title_as_at(kb: KnowledgeBase, edition: str, number: int, lang: str, day: date | None) -> str | None:
    """The title of law `number` of `edition` in `lang` (or English, …) on `day`: the index gives the
    title as amended; an amendment in force only after `day` that changed it gives its title before."""
    entry = kb.law_entry(edition, number)
    if entry is None:
        return None
    current = title_in(entry.titles, lang)
    shown_lang = (
        lang if lang in entry.titles else ("en" if "en" in entry.titles else next(iter(entry.titles), lang))
    )
    for amendment in reversed(amendments_of(kb, edition, number)):
        if in_force_by(amendment, day):
            break
        for change in amendment.amendment.titles:
            if change.ref == str(number) and change.lang == shown_lang and change.before:
                current = change.before
    return current


def earlier_titles(kb: KnowledgeBase, edition: str, ref_law: int) -> list[DatedTitle]:
    """Titles the amendments of law `ref_law` replaced (its own and its sections'), each with the last day
    it applied."""
    out = []
    for entry in amendments_of(kb, edition, ref_law):
        until = date.fromordinal(date.fromisoformat(entry.amendment.in_force).toordinal() - 1).isoformat()
        for change in entry.amendment.titles:
            if change.before and law_number(change.ref) == ref_law:
                out.append(DatedTitle(change.ref, change.lang, change.before, until, entry.amendment.id))
    return out


def predates(kb: KnowledgeBase, unit: CommentaryEntry) -> list[AmendmentEntry]:
    """The amendments of the laws a commentary unit is about that took effect after its source was
    written (a unit's date is its source's); none when the source is undated."""
    source = kb.sources[unit.source]
    if not source.date:
        return []
    written = parse_day(source.date)
    laws = {law_number(r) for r in unit.unit.laws}
    return [
        a
        for a in amendments_of(kb, source.edition)
        if {law_number(r) for r in a.amendment.laws} & laws
        and date.fromisoformat(a.amendment.in_force) > written
    ]


# --- the official text -----------------------------------------------------------------------


@dataclass(frozen=True)
class OfficialLink:
    """Where a publisher shows the text of a law (or its commentary, or the whole Laws)."""

    url: str
    langs: tuple[str, ...]
    kind: str  # law | commentary | whole
    publisher: str
    source: Source
    note: str | None = None


def official_links(kb: KnowledgeBase, edition: str, number: int) -> list[OfficialLink]:
    """Every address of the official text of law `number` of `edition` the sources give, the law's own
    pages first, then commentaries, then the whole Laws; by language (en, pl, el, ru)."""
    if kb.law_entry(edition, number) is None:
        return []
    links = []
    for source in kb.sources.values():
        if source.edition != edition:
            continue
        for link in source.links:
            if link.laws is None or number in link.laws:
                links.append(_link(source, link, number))
    kinds = ("law", "commentary", "whole")
    return sorted(links, key=lambda x: (kinds.index(x.kind), ORDER.index(x.langs[0]), x.publisher))


def _link(source: Source, link: TextLink, number: int) -> OfficialLink:
    url = link.url.format(law=number)  # the schema allows {law} and {law:02d} only
    return OfficialLink(url, tuple(link.langs), link.kind, source.organisation or "", source, link.note)


# --- an edition as a whole -------------------------------------------------------------------


def amendment_data(kb: KnowledgeBase, entry: AmendmentEntry) -> dict:  # type: ignore[type-arg]
    """An amendment as plain data (the CLI's JSON, the site's pages)."""
    a = entry.amendment
    source = kb.sources[a.source]
    return {
        "id": a.id,
        "edition": entry.edition,
        "in_force": a.in_force,
        "announced": a.announced,
        "laws": list(a.laws),
        "what": a.what,
        "source": a.source,
        "source_title": source.title,
        "url": source.url,
        "titles": [c.model_dump() for c in a.titles],
        "unconfirmed": a.unconfirmed,
    }


def edition_view(kb: KnowledgeBase, edition: str, day: date | None, lang: str) -> dict:  # type: ignore[type-arg]
    """Edition `edition` as it stood on `day` (None: with every amendment): its chapters, and each law with
    its chapter, its title in `lang` (else English) then, the amendments in force and those to come."""
    index = kb.indexes[edition]
    views = chapters(kb, edition)
    laws = []
    for law in index.laws:
        chapter = chapter_of(kb, edition, law.number)
        done = [e for e in amendments_of(kb, edition, law.number) if in_force_by(e, day)]
        later = [e for e in amendments_of(kb, edition, law.number) if not in_force_by(e, day)]
        shown = law.titles.get(lang) or law.titles.get("en") or next(iter(law.titles.values()), None)
        laws.append(
            {
                "number": law.number,
                "chapter": chapter.chapter.number if chapter else None,
                "title": title_as_at(kb, edition, law.number, lang, day),
                "title_lang": lang if lang in law.titles else ("en" if "en" in law.titles else None),
                "unofficial": bool(shown and shown.unofficial),
                "amendments": [e.amendment.id for e in done],
                "later_amendments": [e.amendment.id for e in later],
            }
        )
    return {
        "edition": edition,
        "current": edition == kb.current_edition,
        "in_force": index.in_force,
        "as_at": day.isoformat() if day else None,
        "lang": lang,
        "chapters": [
            {"number": c.chapter.number, "title": c.title(lang), "laws": c.span, "of": c.of} for c in views
        ],
        "chapters_note": index.chapters_note,
        "amendments": [amendment_data(kb, e) for e in amendments_of(kb, edition)],
        "laws": laws,
    }


def indexed_editions(root: str | Path) -> tuple[list[str], str | None]:
    """The editions under `root`/laws that have an index, and the current one (as
    `KnowledgeBase.current_edition` decides), read from the indexes alone — for commands that need no
    whole knowledge base."""
    found: dict[str, str | None] = {}
    laws = Path(root) / "laws"
    for path in sorted(laws.glob("*/index.yaml")) if laws.is_dir() else []:
        if re.fullmatch(r"(19|20)[0-9]{2}", path.parent.name):
            try:
                data = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader) or {}
            except (OSError, yaml.YAMLError):
                continue
            when = data.get("in_force") if isinstance(data, dict) else None
            found[path.parent.name] = str(when) if when else None
    dated = [ed for ed, when in found.items() if when]
    current = max(dated or list(found)) if found else None
    return sorted(found), current
