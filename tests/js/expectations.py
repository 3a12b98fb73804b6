"""What the Python side says, written for the JavaScript unit tests (tests/js/*.test.mjs) to compare with.

`python tests/js/expectations.py FOLDER` writes, from the real knowledge base and the engine:

- `search.json`: the site's search data for the seeds (`bridgelaws.search.browser`: the common file and
  the four language indexes, as the build writes them), every word of the corpus with its `search_key`,
  words of each language with the terms whoosh's analyzer gives them, the typed law references with
  whoosh's query parser's reading, and the evaluation set (tests/search/eval_queries.yaml);
- `calc.json`: the calculators' tables (as the site's tables.json) and the engine's own answers (Law 77
  scores, Law 78B IMPs, Law 78A matchpoints, weights, weighted scores, boards, revokes).

Nothing here is a copy of a result: each run recomputes it, so the two sides stay in step. `make
test-js` runs this, then `node --test tests/js/`.
"""

from __future__ import annotations

import html
import json
import random
import re
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

import yaml

from bridgelaws import load
from bridgelaws.bridge.adjust import exact, parse_weight, weighted_score
from bridgelaws.bridge.board import VULNERABILITIES, board_info
from bridgelaws.bridge.errors import BridgeError
from bridgelaws.bridge.imps import imps, matchpoints
from bridgelaws.bridge.score import parse_contract, result_name, score
from bridgelaws.search import browser
from bridgelaws.search.analysis import ANALYZERS, LANGS, TOKEN, search_key
from bridgelaws.search.query import parse
from bridgelaws.search.snippets import snippet, tokens
from bridgelaws.search.urls import Place
from bridgelaws.site import staticsearch
from bridgelaws.site.pages import SiteMap
from bridgelaws.site.study import _tables
from bridgelaws.study import tables

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
from search.typed_references import TYPED_REFERENCES  # noqa: E402

EVAL = ROOT / "tests" / "search" / "eval_queries.yaml"
WORDS_PER_LANGUAGE = 1500  # analysed words per language, spread over the sorted vocabulary


def _locate(place: Place) -> str:
    return place.page + (f"#{place.anchor}" if place.anchor else "")


def search() -> dict[str, Any]:
    kb = load(ROOT)
    pages = staticsearch._law_pages(SiteMap(kb))
    found = browser.records(kb, pages)
    indexes = {
        lang: browser.language_index(lang, [r for r in found if r.lang == lang], _locate) for lang in LANGS
    }
    words = sorted({m.group() for p in kb.passages.values() for m in TOKEN.finditer(p.text)})
    analysed: dict[str, list[Any]] = {}
    for lang in LANGS:
        texts = (f"{r.indexed_title} {r.text}" for r in found if r.lang == lang)
        own = sorted({m.group() for text in texts for m in TOKEN.finditer(text)})
        step = max(1, len(own) // WORDS_PER_LANGUAGE)
        analysed[lang] = [[w, sorted({t.text for t in ANALYZERS[lang](w)})] for w in own[::step]]
    queries = yaml.safe_load(EVAL.read_text(encoding="utf-8"))["queries"]
    return {
        "common": browser.common(kb, pages, _locate),
        "glossary": browser.glossary(kb),
        "indexes": indexes,
        "keys": [[w, search_key(w)] for w in words],
        "analysed": analysed,
        "references": [[q, parse(q).refs] for q in TYPED_REFERENCES],
        "eval": queries,
        "snippets": _snippets(kb),
    }


def _snippets(kb: Any) -> list[list[Any]]:
    """The server's snippet of every passage, with what a reader must see of it: its text and the words
    marked."""
    out: list[list[Any]] = []
    for passage in kb.passages.values():
        text = passage.text
        spans = tokens(text, passage.lang)
        made = snippet(text, spans, frozenset(term for term, _, _ in spans[1:3]))
        shown = html.unescape(re.sub(r"</?mark>", "", made))
        marked = [html.unescape(m) for m in re.findall(r"<mark>(.*?)</mark>", made)]
        out.append([made, shown, marked])
    return out


def _weight(text: str) -> str | None:
    try:
        return exact(parse_weight(text))
    except BridgeError:
        return None


WEIGHTS = ["60%", "40%", "33.3%", "1/3", "2/3", "0.6", "100%", "12.5%", "1", "1/7", "0%", "0", "150%", "3/2",
           "1/0", "abc", "%", ".5", "5/10"]  # fmt: skip
RESULTS = ["4S= N", "4S-1 N", "3NTX-2 W", "6H+1 S", "2DXX= E", "1C-7 W", "7NT= S", "4HX-3 E"]


def _weighted(rng: random.Random) -> dict[str, Any]:
    """A weighted score the engine works out, with its outcomes as the calculator reads them."""
    count = rng.randint(1, 4)
    cuts = sorted(rng.sample(range(1, 12), count - 1))
    parts = [b - a for a, b in zip([0, *cuts], [*cuts, 12], strict=True)]
    weights = [f"{p}/12" for p in parts]
    results = rng.sample(RESULTS, count)
    vul = rng.choice(list(VULNERABILITIES))
    field = [rng.choice([-620, -100, 0, 100, 140, 420, 620, 650, -200]) for _ in range(rng.randint(1, 6))]
    other = rng.choice(RESULTS)
    found = weighted_score([f"{w} {r}" for w, r in zip(weights, results, strict=True)], vul, other, field)
    vul_name = VULNERABILITIES[vul]
    outcomes = []
    for weight, text in zip(weights, results, strict=True):
        contract_text, declarer = text.split()
        contract, tricks = parse_contract(contract_text)
        outcomes.append({"weight": weight, "contract": contract_text, "tricks": tricks, "declarer": declarer})
    other_text, other_declarer = other.split()
    return {
        "vul": vul_name,
        "outcomes": outcomes,
        "other": {
            "contract": other_text,
            "tricks": parse_contract(other_text)[1],
            "declarer": other_declarer,
        },
        "field": field,
        "score": found["weighted_score"],
        "imps": found["weighted_imps"],
        "matchpoints": found["weighted_matchpoints"],
    }


def calc() -> dict[str, Any]:
    rng = random.Random(23)
    scores = []
    for contract in tables.contracts():
        for tricks in range(14):
            for vulnerable in (False, True):
                points = score(contract, tricks, vulnerable).points
                scores.append([result_name(contract, tricks), tricks, vulnerable, points])
    fields = []
    for _ in range(200):
        board = [rng.choice([-1430, -650, -620, -100, -50, 0, 50, 100, 110, 140, 170, 420, 450, 620])
                 for _ in range(rng.randint(2, 13))]  # fmt: skip
        others = (board[:i] + board[i + 1 :] for i in range(len(board)))
        pairs = zip(board, others, strict=True)
        fields.append([[s, matchpoints(s, rest)["matchpoints"]] for s, rest in pairs])
    results = []
    for text in ("4S=", "4S+1", "4S-2", "3NT+4", "6HX+1", "7NT-13", "1C-7", "2D=", "5CXX-1"):
        contract, tricks = parse_contract(text)
        results.append([text, tricks])
    revokes = []
    for role, winner, flags, drawn in tables.revoke_cases():
        ruling = tables.revoke_ruling(role, winner, flags, drawn)
        revokes.append([role, winner, flags, drawn, ruling.transfer, ruling.law, ruling.equity])
    return {
        "tables": _tables(),
        "scores": scores,
        "imps": [[d, imps(d)] for d in range(-4300, 4301)]
        + [[d / 3, imps(Fraction(d, 3))] for d in (61, 62, -61, 1300)],  # averaged scores
        "fields": fields,
        "results": results,
        "weights": [[text, _weight(text)] for text in WEIGHTS],
        "weighted": [_weighted(rng) for _ in range(60)],
        "boards": [board_info(n) for n in range(1, tables.BOARDS + 1)],
        "revokes": revokes,
    }


def write(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, made in (("search", search), ("calc", calc)):
        text = json.dumps(made(), ensure_ascii=False, separators=(",", ":"))
        (folder / f"{name}.json").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    write(Path(sys.argv[1] if len(sys.argv) > 1 else "build/js-expectations"))
