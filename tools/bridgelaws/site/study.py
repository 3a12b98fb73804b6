"""The study pages: practice rulings and drills (`/study/`), and the TD's calculators (`/tools/`).

Each page is a form filled in by its script (`assets/study.js`, `assets/tools.js`, both on
`assets/study-core.js`, their pure logic in `assets/schedule.js` and `assets/calc.js`; the study page's
parts in `assets/study-progress.js`, `-items.js`, `-answers.js` and `-cards.js`); what they
show comes from data files the build writes into the site,
so the pages work offline and from a folder, and no rule of bridge is written in JavaScript:

- `study/data/index.json`: the practice rulings (an example with a ruling or a checked answer),
  their laws, languages and checked answers (`bridgelaws.study.practice`), and the drill kinds;
- `study/data/examples/<source>/<id>.json`: a practice example's pieces in each of its languages,
  rendered as on the example's page (situation, cards, question, ruling), links made from
  `/study/` (one file each, so that a session loads only what it shows);
- `study/data/drills.<kind>.json`: the engine's drills (`bridgelaws.study.drills`), and as the
  kind `flows` the ruling flows' questions asked on the worked examples recorded on their outcomes
  (`bridgelaws.rulings.practice`; each links its example's file of pieces and its flow's page);
- `study/data/tables.json`: the calculators' tables (`bridgelaws.study.tables`).

The pages' words are the catalogue's (`bridgelaws.i18n`, the `js` domain): the page is rendered in
its language and loads every language's words (`words.py`), so that its EN · PL · ΕΛ · РУ switch
puts another language's in place.

The offline build (`BRIDGELAWS_OFFLINE`) also writes each data file as `.js`, which sets
`window.__blStudyData[name]`: a page opened from a folder cannot fetch. Drills and tables depend
on the engine only and are made once per process; an example's file again only when its page's
key changes, and a data file is written only when its bytes change.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from markupsafe import Markup
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File
from mkdocs.utils import get_relative_url

from bridgelaws.i18n import LANGS as UI_LANGS
from bridgelaws.i18n import N_, words
from bridgelaws.i18n.terms import symbols
from bridgelaws.model import law_number
from bridgelaws.model.editions import chapters
from bridgelaws.model.schema import LANGS
from bridgelaws.rulings import practice as flow_practice
from bridgelaws.rulings.walk import choice_label, text
from bridgelaws.study import drills, practice, tables
from bridgelaws.study.answers import Answer
from bridgelaws.study.drill import REVIEW

from . import hands
from . import words as page_words
from .cache import RenderCache, digest
from .checklinks import LinkChecker, scan
from .links import Links
from .manifest import DataFile
from .material import offline_enabled
from .pages import EXAMPLES, STUDY, TOOLS, SiteMap, example_path, ruling_path

DATA = "study/data"
ASSETS = Path(__file__).parent / "assets"
CSS = "assets/bridgelaws/study.css"
CORE, STUDY_JS, TOOLS_JS = (f"assets/bridgelaws/{name}.js" for name in ("study-core", "study", "tools"))
# the pure logic each page's script calls, tested on its own by node --test (tests/js)
SCHEDULE, CALC = "assets/bridgelaws/schedule.js", "assets/bridgelaws/calc.js"
# the study page's parts, each a classic script before study.js: its records, what it practises, the
# answers, the card's parts (in the order they read one another)
STUDY_PARTS = tuple(f"assets/bridgelaws/study-{p}.js" for p in ("progress", "items", "answers", "cards"))
SCRIPTS = {"study": (CORE, SCHEDULE, *STUDY_PARTS, STUDY_JS), "tools": (CORE, CALC, TOOLS_JS)}
_JS_GLOBAL = "(window.__blStudyData||(window.__blStudyData={}))"
# The switch's labels: the languages' own abbreviations.
UI_LABELS = {"en": "EN", "pl": "PL", "el": "ΕΛ", "ru": "РУ"}

FLOWS = N_("Ruling flows on the worked examples")


def parts(kb: Any, lang: str) -> list[tuple[str, str]]:
    """Groups of laws to practise by: the chapters of the current edition, as its index gives them (or
    the edition whose chapters it follows), each as (laws "17–40", title in `lang`)."""
    return [(c.span, c.title(lang)) for c in chapters(kb, kb.current_edition) if c.span]


def kind_names() -> dict[str, dict[str, str]]:
    """The kinds of drill by name in every language, the flows' practice last."""
    return drills.kind_names() | {"flows": {lang: words(lang)._(FLOWS) for lang in UI_LANGS}}


def _dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _html(renderer: Any, lines: list[str], lang: str) -> list[str]:
    """Plain lines (suit symbols) as HTML: escaped, hearts and diamonds red."""
    return [str(renderer.text.plain(line, lang)) for line in lines]


def _laws(links: Links, refs: list[str]) -> list[dict[str, str | None]]:
    return [{"ref": ref, "href": links.law(ref)} for ref in refs]


# --- the pages -------------------------------------------------------------------------------


def page_data(renderer: Any, links: Links, kind: str, lang: str = "en") -> dict[str, Any]:
    """What study.html or tools.html shows in `lang` (the forms' options), with the scripts' URLs:
    every language's words (the page switches language), then the page's own."""
    paths = [*(page_words.data_path(code) for code in UI_LANGS), *SCRIPTS[kind]]
    scripts = [get_relative_url(path, links.url) for path in paths]
    data: dict[str, Any] = {"scripts": scripts, "ui_langs": [(code, UI_LABELS[code]) for code in UI_LANGS]}
    if kind == "study":
        kb = renderer.kb
        sitemap: SiteMap = renderer.sitemap
        items = practice_keys(kb, sitemap)
        data |= {
            "parts": parts(kb, lang),
            "kinds": [(kind, names[lang]) for kind, names in drills.kind_names().items()],
            "flows": kind_names()["flows"][lang],
            "sources": [(s, kb.sources[s].title) for s in dict.fromkeys(source for source, _ in items)],
            "langs": [lang for lang in LANGS if any(lang in langs for langs in items.values())],
            "count": len(items),
            "examples_href": links.to(EXAMPLES),
        }
    else:
        data |= tools_data(links)
    return data


def tools_data(links: Links) -> dict[str, Any]:
    """The calculators' law links and the reference tables shown under them."""
    scale = tables.imp_scale()
    rows = [
        (low, scale[i + 1][0] - 10 if i + 1 < len(scale) else None, won) for i, (low, won) in enumerate(scale)
    ]
    return {
        "law": {
            ref: links.law(ref)
            for ref in ("77", "78A", "78B", "12C1(c)", "2", "62D", "63A", "64A", "64B2", "64B7")
        },
        "imp_rows": rows,
        "boards": tables.board_table()[:16],
    }


def page_inputs(kb: Any) -> Any:
    """What the study pages show besides the examples (for their keys, see `inputs`; the catalogue's
    words are in every page's key)."""
    by_lang = [parts(kb, lang) for lang in UI_LANGS]
    return [by_lang, kind_names(), tables.imp_scale(), tables.board_table()[:16]]


# --- the data files --------------------------------------------------------------------------


@dataclass(frozen=True)
class Data:
    """A data file: its JSON text and the links in it."""

    text: str
    hrefs: tuple[str, ...]

    @classmethod
    def of(cls, value: Any) -> Data:
        return cls(_dumps(value), tuple(dict.fromkeys(hrefs(value))))


# What earlier builds of this process made, by what it shows: the practice examples by the key of
# their own page (the same records, citations and link universe), the drills by their law links.
_MADE = RenderCache()


def practice_keys(kb: Any, sitemap: SiteMap) -> dict[tuple[str, str], list[str]]:
    """The examples to practise (a ruling, an irregularity or a checked answer in some language),
    with their languages, in knowledge-base order."""
    found = {}
    for key, versions in sitemap.examples_by_key.items():
        if _practised(versions):
            found[key] = [v.example.lang for v in versions]
    return {key: found[key] for key in sitemap.example_keys if key in found}


def _practised(versions: list[Any]) -> bool:
    results = hands.engine(versions[0].example)["results"]
    return any(v.example.ruling or v.example.irregularity for v in versions) or bool(practice.checks(results))


def _practice_item(renderer: Any, ctx: Any, key: tuple[str, str]) -> tuple[dict[str, Any], Data] | None:
    """A practice example's entry in the index, and its file of pieces (None: not practised)."""
    kb, versions = renderer.kb, renderer.sitemap.examples_by_key[key]
    if not _practised(versions):
        return None
    source, example_id = key
    first = versions[0].example
    edition = kb.sources[source].edition
    item = {
        "id": f"ex/{source}/{example_id}",
        "source": source,
        "file": f"examples/{source}/{example_id}",
        "laws": [{"ref": ref, "href": href} for ref, href in renderer.law_links(ctx, first.laws, edition)],
        "numbers": sorted({law_number(ref) for ref in first.laws}),
        "edition": edition,
        "langs": [v.example.lang for v in versions],
        "title": {v.example.lang: v.example.title for v in versions},
        "href": ctx.links.to(example_path(source, example_id)),
        "checks": [_answer(renderer, answer) for answer in practice.checks(hands.engine(first)["results"])],
    }
    pieces = {
        v.example.lang: {name: str(value) for name, value in renderer.example_parts(ctx, v).items() if value}
        for v in versions
    }
    return item, Data.of(pieces)


def _practice(renderer: Any, keys: dict[str, str]) -> tuple[list[dict[str, Any]], dict[str, Data]]:
    """The index of the practice rulings, and a file of pieces for each, linked from `/study/`."""
    ctx = renderer.context(STUDY)
    items, files = [], {}
    for key in renderer.sitemap.example_keys:
        page = example_path(*key)
        made = _MADE.get(page, keys[page], lambda key=key: _practice_item(renderer, ctx, key))
        if made is not None:
            items.append(made[0])
            files[made[0]["file"]] = made[1]
    return items, files


def _answer(renderer: Any, answer: Answer) -> dict[str, Any]:
    """An answer as the page reads it, its label as HTML."""
    labels = {lang: str(renderer.text.plain(text, lang)) for lang, text in answer.label.items()}
    return answer.as_json() | {"label": labels}


@cache
def _drills(kind: str) -> tuple[drills.Drill, ...]:
    return tuple(drills.generate(kind))


def _drill_file(renderer: Any, links: Links, kind: str) -> Data:
    """The drills of one kind as the page reads them (made again only when their law links change)."""
    made = _drills(kind)
    refs = sorted({ref for drill in made for ref in drill.laws})
    key = digest([kind, [links.law(ref) for ref in refs]])
    return _MADE.get(f"drills.{kind}", key, lambda: Data.of([_drill_data(renderer, links, d) for d in made]))


def _drill_data(renderer: Any, links: Links, drill: drills.Drill) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": drill.id,
        "laws": _laws(links, drill.laws),
        "numbers": sorted({law_number(ref) for ref in drill.laws}),
        "question": {lang: _html(renderer, lines, lang) for lang, lines in drill.question.items()},
        "answers": [_answer(renderer, answer) for answer in drill.answers],
        "working": {lang: _html(renderer, lines, lang) for lang, lines in drill.working.items()},
        "review": drill.as_json()["review"] == REVIEW,  # the working awaits a director's review
    }
    if drill.auction:
        ctx = renderer.context(STUDY)
        view = {"auction": hands.auction_view(drill.auction, None, "en", renderer.text, words(ctx.lang))}
        data["cards"] = renderer.partial(ctx, "_auction.html", v=view)
    return data


def _flow_items(renderer: Any, links: Links, files: dict[str, Data]) -> list[dict[str, Any]]:
    """The flows' practice on the worked examples, as drills the page reads: the example's file of
    pieces (when it is practised), a question for each fact and judgement with the flow's choices,
    and the outcome as the working; the flow's page and the path to open it at."""
    made = []
    for item in flow_practice.items(renderer.kb):
        flow, outcome = item.flow, item.outcome
        example = renderer.kb.example_by_ref(item.example)[0].example
        file = f"examples/{example.source}/{example.id}"
        made.append(
            {
                "id": item.id,
                "laws": _laws(links, list(outcome.provisions)),
                "numbers": sorted({law_number(ref) for ref in outcome.provisions} | set(flow.laws)),
                "question": {lang: _flow_question(renderer, item, lang) for lang in UI_LANGS},
                "answers": [_flow_answer(renderer, asked) for asked in item.asked],
                "working": {lang: _flow_working(renderer, item, lang) for lang in UI_LANGS},
                "example": {
                    "file": file if file in files else None,
                    "href": links.to(example_path(example.source, example.id)),
                },
                "flow": {
                    "href": links.to(ruling_path(flow.id)),
                    "path": ",".join(f"{asked.step.key}:{asked.answer}" for asked in item.asked),
                },
            }
        )
    return made


def _plain(renderer: Any, texts: Any, lang: str) -> Markup:
    """A text of a flow in `lang` (else English) as HTML: escaped, suits coloured."""
    return renderer.text.plain(text(texts, lang), lang)


def _flow_question(renderer: Any, item: flow_practice.FlowPractice, lang: str) -> list[str]:
    title = Markup("<strong>{}</strong>").format(_plain(renderer, item.flow.title, lang))
    _ = words(lang).jinja["_"]  # escaped HTML
    lines = [_("{flow}: answer the flow's questions about this example as its ruling does.", flow=title)]
    for called in item.given:
        call = renderer.text.plain(symbols(called.answer, lang), lang)
        # glossary: call
        lines.append(_("The call the ruling is about: {call}", call=call))
    return [str(line) for line in lines]


def _flow_answer(renderer: Any, asked: Any) -> dict[str, Any]:
    """A step as a checked answer: its question, the flow's choices and the path's choice (by the
    example's ruling, or by the engine from the example's auction and play)."""
    step = asked.step
    return {
        "name": step.key,
        "kind": "choice",
        "value": asked.answer,
        "says": "engine_says" if asked.by == "engine" else "ruling_says",
        "label": {lang: str(_plain(renderer, step.question, lang)) for lang in UI_LANGS},
        "options": [
            {"value": c.value, "label": {lang: choice_label(step, c.value, lang) for lang in UI_LANGS}}
            for c in step.choices
        ],
    }


def _flow_working(renderer: Any, item: flow_practice.FlowPractice, lang: str) -> list[str]:
    w = words(lang)
    outcome = _plain(renderer, item.outcome.text, lang)
    lines = [Markup("<strong>{}</strong>: {}").format(w._("The flow's outcome"), outcome)]
    engine = w._("the engine decides it from the auction and the play")
    for asked in item.asked:
        if asked.by == "engine":
            lines.append(Markup("{} — {}").format(_plain(renderer, asked.step.question, lang), engine))
    return [str(line) for line in lines]


@cache
def _tables() -> dict[str, Any]:
    return {
        "score": tables.score_table(),
        "imps": tables.imp_scale(),
        "boards": tables.board_table(),
        "vulnerable": tables.vulnerable_seats(),
        "matchpoints": tables.matchpoint_awards(),
        "revoke": tables.revoke_table(),
    }


def forget() -> None:
    """Forget the drills and data files made (the catalogue's words changed)."""
    _drills.cache_clear()
    _MADE.entries.clear()


def data(renderer: Any, keys: dict[str, str]) -> dict[str, Data]:
    """Every data file of the study pages, by name (`index`, `examples/<source>/<id>`,
    `drills.<kind>`, `tables`); links are made from the page that shows them. `keys`: the pages'
    keys (see the plugin), which say when an example's file must be made again."""
    _MADE.start_build()
    items, out = _practice(renderer, keys)
    study, tools = renderer.context(STUDY).links, renderer.context(TOOLS).links
    kinds = []
    for kind, names in drills.kind_names().items():
        out[f"drills.{kind}"] = _drill_file(renderer, study, kind)
        kinds.append({"kind": kind, "name": names, "count": len(_drills(kind)), "file": f"drills.{kind}"})
    flows = _flow_items(renderer, study, out)
    out["drills.flows"] = Data.of(flows)
    kinds.append(
        {"kind": "flows", "name": kind_names()["flows"], "count": len(flows), "file": "drills.flows"}
    )
    revoke = _tables()["revoke"]
    laws = sorted({case[1] for case in revoke["cases"].values()} | {"64C"})
    links = {law: tools.law(law) for law in laws}
    out["tables"] = _MADE.get(  # made again when its links change
        "tables", digest(links), lambda: Data.of(_tables() | {"revoke": revoke | {"hrefs": links}})
    )
    index = {
        "version": 1,
        "items": items,
        "kinds": kinds,
        "sources": {item["source"]: renderer.kb.sources[item["source"]].title for item in items},
        "law_hrefs": {n: href for n in renderer.kb.law_numbers() if (href := study.law(str(n)))},
        "current": renderer.kb.current_edition,
    }
    # The items are made from the examples' pages' inputs (their keys); the rest is small.
    made_from = [[keys[example_path(*key)] for key in renderer.sitemap.example_keys], index | {"items": None}]
    out["index"] = _MADE.get("index", digest(made_from), lambda: Data.of(index))
    return out


def hrefs(value: Any) -> Iterator[str]:
    """Every link in a data file: under `href` keys, in `law_hrefs`, and in its HTML pieces."""
    if isinstance(value, str):
        if "<a " in value:
            yield from scan(value)[1]
    elif isinstance(value, dict):
        for key, item in value.items():
            if key == "href" and isinstance(item, str):
                yield item
            elif key == "law_hrefs":
                yield from (href for href in item.values() if href)
            else:
                yield from hrefs(item)
    elif isinstance(value, list):
        for item in value:
            yield from hrefs(item)


def files(config: MkDocsConfig, renderer: Any, checker: LinkChecker, keys: dict[str, str]) -> list[File]:
    """The pages' assets, data files and words, as files of the site (data as `.js` too offline);
    the links in the data are handed to the link checker, from the page that shows them."""
    offline = offline_enabled(config)
    out = []
    for path in (CSS, CORE, SCHEDULE, CALC, *STUDY_PARTS, STUDY_JS, TOOLS_JS):
        out.append(File.generated(config, path, abs_src_path=str(ASSETS / path.rsplit("/", 1)[1])))
    pages = {kind: renderer.context(path).links.url for kind, path in (("study", STUDY), ("tools", TOOLS))}
    for name, made in data(renderer, keys).items():
        checker.add_data(f"{DATA}/{name}.json", pages["tools" if name == "tables" else "study"], made.hrefs)
        out.append(DataFile.generated(config, f"{DATA}/{name}.json", content=made.text))
        if offline:
            script = f'{_JS_GLOBAL}["{name}"]={made.text};\n'
            out.append(DataFile.generated(config, f"{DATA}/{name}.js", content=script))
    return out
