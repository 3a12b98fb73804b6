"""The study pages: practice rulings and drills (`/study/`), and the TD's calculators (`/tools/`).

Each page is a form filled in by its script (`assets/study.js`, `assets/tools.js`, both on
`assets/study-core.js`); what they show comes from data files the build writes into the site,
so the pages work offline and from a folder, and no rule of bridge is written in JavaScript:

- `study/data/index.json`: the practice rulings (an example with a ruling or a checked answer),
  their laws, languages and checked answers (`bridgelaws.study.practice`), and the drill kinds;
- `study/data/examples.<source>.json`: each practice example's pieces in each of its languages,
  rendered as on the example's page (situation, cards, question, ruling), links made from
  `/study/`;
- `study/data/drills.<kind>.json`: the engine's drills (`bridgelaws.study.drills`);
- `study/data/tables.json`: the calculators' tables (`bridgelaws.study.tables`);
- `assets/bridgelaws/study-words.js`: the interface's words in English and Polish
  (`bridgelaws.study.words.UI`).

The offline build (`BRIDGELAWS_OFFLINE`) also writes each data file as `.js`, which sets
`window.__blStudyData[name]`: a page opened from a folder cannot fetch. Drills and tables depend
on the engine only and are made once per process; the examples' pieces with the pages.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File
from mkdocs.utils import get_relative_url

from bridgelaws.model import law_number
from bridgelaws.model.schema import LANGS
from bridgelaws.study import drills, practice, tables
from bridgelaws.study.answers import Answer
from bridgelaws.study.words import UI, UI_LANGS

from . import hands
from .checklinks import LinkChecker, scan
from .links import Links
from .pages import EXAMPLES, STUDY, TOOLS, SiteMap, example_path
from .staticsearch import offline_enabled

DATA = "study/data"
ASSETS = Path(__file__).parent / "assets"
CSS = "assets/bridgelaws/study.css"
WORDS = "assets/bridgelaws/study-words.js"
CORE, STUDY_JS, TOOLS_JS = (f"assets/bridgelaws/{name}.js" for name in ("study-core", "study", "tools"))
SCRIPTS = {"study": (CORE, STUDY_JS), "tools": (CORE, TOOLS_JS)}
_JS_GLOBAL = "(window.__blStudyData||(window.__blStudyData={}))"
# Groups of laws to practise by, by topic (ranges of 2017 law numbers; the data lists offer them).
PARTS = (
    ("1–8", "Preliminaries and progression", "Przygotowanie i przebieg"),
    ("9–16", "General laws governing irregularities", "Przepisy ogólne o nieprawidłowościach"),
    ("17–39", "The auction", "Licytacja"),
    ("40–60", "The play", "Rozgrywka"),
    ("61–64", "The revoke", "Fałszywy renons"),
    ("65–71", "Tricks, claims and concessions", "Lewy, deklaracje i oddanie lew"),
    ("72–76", "Proprieties", "Właściwe zachowanie"),
    ("77–79", "The score", "Zapis"),
    ("80–93", "Organisation, the Director, penalties, appeals", "Organizacja, sędzia, kary, odwołania"),
)


def _dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _html(renderer: Any, lines: list[str]) -> list[str]:
    """Plain lines (suit symbols) as HTML: escaped, hearts and diamonds red."""
    return [str(renderer.text.plain(line, "en")) for line in lines]


def _laws(links: Links, refs: list[str]) -> list[dict[str, str | None]]:
    return [{"ref": ref, "href": links.law(ref)} for ref in refs]


# --- the pages -------------------------------------------------------------------------------


def page_data(renderer: Any, links: Links, kind: str) -> dict[str, Any]:
    """What study.html or tools.html shows (the forms' options), with the scripts' URLs."""
    words = UI["en"]
    scripts = [get_relative_url(path, links.url) for path in (WORDS, *SCRIPTS[kind])]
    data: dict[str, Any] = {"t": words, "scripts": scripts, "ui_langs": UI_LANGS}
    if kind == "study":
        kb = renderer.kb
        sitemap: SiteMap = renderer.sitemap
        items = practice_keys(kb, sitemap)
        data |= {
            "parts": PARTS,
            "kinds": [(kind, names["en"]) for kind, names in drills.KIND_NAMES.items()],
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
            for ref in ("77", "78A", "78B", "12C1(c)", "2", "62D", "63A", "64A")
        },
        "imp_rows": rows,
        "boards": tables.board_table()[:16],
    }


def page_inputs() -> Any:
    """What the study pages show besides the knowledge base (for their keys, see `inputs`)."""
    return [UI, PARTS, drills.KIND_NAMES, tables.imp_scale(), tables.board_table()[:16]]


# --- the data files --------------------------------------------------------------------------


def practice_keys(kb: Any, sitemap: SiteMap) -> dict[tuple[str, str], list[str]]:
    """The examples to practise (a ruling, an irregularity or a checked answer in some language),
    with their languages, in knowledge-base order."""
    found = {}
    for key, versions in sitemap.examples_by_key.items():
        first = versions[0].example
        results = hands.engine(first)["results"]
        if any(v.example.ruling or v.example.irregularity for v in versions) or practice.checks(results):
            found[key] = [v.example.lang for v in versions]
    return {key: found[key] for key in sitemap.example_keys if key in found}


def _practice(renderer: Any) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any]]]:
    """The index of the practice rulings, and their pieces by source, linked from `/study/`."""
    kb, sitemap = renderer.kb, renderer.sitemap
    ctx = renderer.context(STUDY)
    links = ctx.links
    items, pieces = [], {}
    for key, langs in practice_keys(kb, sitemap).items():
        source, example_id = key
        versions = sitemap.examples_by_key[key]
        first = versions[0].example
        edition = kb.sources[source].edition
        uid = f"ex/{source}/{example_id}"
        checks = practice.checks(hands.engine(first)["results"])
        items.append(
            {
                "id": uid,
                "source": source,
                "file": f"examples.{source}",
                "laws": [
                    {"ref": ref, "href": href} for ref, href in renderer.law_links(ctx, first.laws, edition)
                ],
                "numbers": sorted({law_number(ref) for ref in first.laws}),
                "edition": edition,
                "langs": langs,
                "title": {v.example.lang: v.example.title for v in versions},
                "href": links.to(example_path(source, example_id)),
                "checks": [_answer(renderer, answer) for answer in checks],
            }
        )
        pieces.setdefault(f"examples.{source}", {})[uid] = {
            v.example.lang: {
                name: str(value) for name, value in renderer.example_parts(ctx, v).items() if value
            }
            for v in versions
        }
    return items, pieces


def _answer(renderer: Any, answer: Answer) -> dict[str, Any]:
    """An answer as the page reads it, its label as HTML."""
    labels = {lang: str(renderer.text.plain(text, "en")) for lang, text in answer.label.items()}
    return answer.as_json() | {"label": labels}


@cache
def _drills(kind: str) -> tuple[drills.Drill, ...]:
    return tuple(drills.generate(kind))


def _drill_data(renderer: Any, links: Links, drill: drills.Drill) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": drill.id,
        "laws": _laws(links, drill.laws),
        "numbers": sorted({law_number(ref) for ref in drill.laws}),
        "question": {lang: _html(renderer, lines) for lang, lines in drill.question.items()},
        "answers": [_answer(renderer, answer) for answer in drill.answers],
        "working": {lang: _html(renderer, lines) for lang, lines in drill.working.items()},
    }
    if drill.auction:
        view = {"auction": hands.auction_view(drill.auction, None, "en", renderer.text)}
        data["cards"] = renderer.env.get_template("_auction.html").render(v=view)
    return data


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


def data(renderer: Any) -> dict[str, Any]:
    """Every data file of the study pages, by name (`index`, `examples.<source>`, `drills.<kind>`,
    `tables`); links are made from the page that shows them."""
    items, pieces = _practice(renderer)
    study, tools = renderer.context(STUDY).links, renderer.context(TOOLS).links
    kinds = []
    out: dict[str, Any] = {}
    for kind, names in drills.KIND_NAMES.items():
        made = _drills(kind)
        out[f"drills.{kind}"] = [_drill_data(renderer, study, drill) for drill in made]
        kinds.append({"kind": kind, "name": names, "count": len(made), "file": f"drills.{kind}"})
    tables_data = dict(_tables())
    tables_data["revoke"] = {
        key: case | {"href": tools.law(case["law"])} for key, case in tables_data["revoke"].items()
    }
    out["tables"] = tables_data
    out["index"] = {
        "version": 1,
        "items": items,
        "kinds": kinds,
        "sources": {item["source"]: renderer.kb.sources[item["source"]].title for item in items},
        "law_hrefs": {n: href for n in renderer.kb.law_numbers() if (href := study.law(str(n)))},
    }
    out |= pieces
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


def files(config: MkDocsConfig, renderer: Any, checker: LinkChecker) -> list[File]:
    """The pages' assets, data files and words, as files of the site (data as `.js` too offline);
    the links in the data are handed to the link checker, from the page that shows them."""
    offline = offline_enabled(config)
    out = [File.generated(config, WORDS, content=f"window.__blStudyWords={_dumps(UI)};\n")]
    for path in (CSS, CORE, STUDY_JS, TOOLS_JS):
        out.append(File.generated(config, path, abs_src_path=str(ASSETS / path.rsplit("/", 1)[1])))
    pages = {kind: renderer.context(path).links.url for kind, path in (("study", STUDY), ("tools", TOOLS))}
    for name, value in data(renderer).items():
        checker.add_data(f"{DATA}/{name}.json", pages["tools" if name == "tables" else "study"], hrefs(value))
        text = _dumps(value)
        out.append(File.generated(config, f"{DATA}/{name}.json", content=text))
        if offline:
            out.append(
                File.generated(config, f"{DATA}/{name}.js", content=f'{_JS_GLOBAL}["{name}"]={text};\n')
            )
    return out
