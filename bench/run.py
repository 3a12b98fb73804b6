"""The benchmark suite: one table of figures for ×1, ×10 (and ×100 with --full).

    python bench/run.py            # ×1 and ×10
    python bench/run.py --full     # also ×100 (minutes)

Each step runs in a fresh Python process, so times are cold and peak memory (max RSS) is the
step's own. Figures are printed; bench/RESULTS.md records a run with its machine and date.

The site is built three ways: with a cold double-dummy cache (every deal solved), then clean with
the cache warm (the figure compared with a plain mkdocs build of the same pages), then dirty after
one YAML change (as `bridgelaws serve` rebuilds: only the pages showing the change are rendered, the
build before settled first, `kept.settle`, the collector on its young passes only, `kept.rebuilding`);
`serve_rebuild_s` is the whole watcher step (search index update, copy, dirty build, swap) in a fresh
process; `serve_rebuild_again_s` the next one in the same process, into the folder the first took out
of service (no copy), after a third version of the file (the folder holds the first: a change back to it
would leave nothing to render); `serve_rebuild_steady_s` the one after (a fourth version): each folder
listed once already in the process, as every later save finds them.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PY = sys.executable
BIN = Path(PY).parent
QUERIES = [
    "insufficient bid",
    "ανεπαρκης αγορα",
    "zapowiedź porównywalna",
    "претензия",
    "fałszywy renons",
    "revoke",
    "dziadek",
    "27B1",
    "Law 16",
    "Νόμος 27Β1",
    "przepis 15A",
    "claim",
    "karta przygwożdżona",
    "уступка взяток",
    "lead out of turn",
    "wynik rozjemczy",
]


PROLOGUE = """
import json, resource
def report(**figures):
    figures["peak_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(figures))
"""


def _child(code: str, *args: str, env: dict[str, str] | None = None) -> dict:
    """Run `code` in a fresh interpreter; it calls report(...) once; returns the figures and peak memory."""
    out = subprocess.run(
        [PY, "-c", PROLOGUE + code, *args], capture_output=True, text=True, cwd=ROOT, env=env
    )
    if out.returncode:
        raise SystemExit(f"benchmark step failed ({' '.join(args)}):\n{out.stderr[-3000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


LOAD = """
import json, sys, time
t = time.perf_counter()
from bridgelaws import load_with_problems
r = load_with_problems(sys.argv[1])
report(**{"seconds": time.perf_counter() - t, "problems": len(r.problems),
                  "units": len(r.kb.commentary), "examples": len(r.kb.examples),
                  "citations": len(r.kb.citations)})
"""

SITE = """
import json, sys, time
from mkdocs.commands.build import build
from mkdocs.config import load_config
t = time.perf_counter()
config = load_config(sys.argv[1], site_dir=sys.argv[2])
build(config)
report(**{"seconds": time.perf_counter() - t})
"""

REBUILD = """
import sys, time
from pathlib import Path
from bridgelaws.kept import rebuilding, settle
from mkdocs.commands.build import build
from mkdocs.config import load_config
t = time.perf_counter()
config = load_config(sys.argv[1], site_dir=sys.argv[2])
build(config)
full = time.perf_counter() - t
plugin = config.plugins["bridgelaws"]
settle()  # as `bridgelaws serve`'s watcher does once a build is served
changed = sorted(Path(sys.argv[3]).glob("content/wasiak-2019/law-27*.yaml"))[0]
# an author's edit: a word of the unit's text (its passage, its page and the Polish search index change)
text = changed.read_text(encoding="utf-8")
changed.write_text(text.replace("27B1a:", "27B1a: wersja 1,", 1), encoding="utf-8")
t = time.perf_counter()
with rebuilding():  # as `bridgelaws serve` rebuilds
    build(load_config(sys.argv[1], site_dir=sys.argv[2]), dirty=True)
report(**{"full": full, "seconds": time.perf_counter() - t, "rendered": len(plugin.cache.rendered),
          "pages": len(plugin.pages)})
"""

WATCH = """
import sys, time
from pathlib import Path
from bridgelaws.kept import settle
from bridgelaws.serve.watch import rebuild
root, index, site = map(Path, sys.argv[1:4])
changed = sorted(root.glob("content/wasiak-2019/law-27*.yaml"))[0]
changed.write_text(changed.read_text(encoding="utf-8").replace("wersja 1,", "wersja 2,", 1), encoding="utf-8")
t = time.perf_counter()
rebuild(root, index, site)
first = time.perf_counter() - t
settle()  # as the watcher does once the new build is served, before the next change
# A third version, so that the folder taken out of service (built before the first change) differs too.
changed.write_text(changed.read_text(encoding="utf-8").replace("wersja 2,", "wersja 3,", 1), encoding="utf-8")
t = time.perf_counter()
rebuild(root, index, site)  # the next one: into the folder the first took out of service, no copy
again = time.perf_counter() - t
settle()
changed.write_text(changed.read_text(encoding="utf-8").replace("wersja 3,", "wersja 4,", 1), encoding="utf-8")
t = time.perf_counter()
rebuild(root, index, site)  # as every later save: both folders known to this process
report(**{"seconds": first, "again": again, "steady": time.perf_counter() - t})
"""

PLAIN = """
import json, sys, time
from mkdocs.commands.build import build
from mkdocs.config import load_config
t = time.perf_counter()
build(load_config(sys.argv[1], site_dir=sys.argv[2]))
report(**{"seconds": time.perf_counter() - t})
"""

INDEX = """
import json, sys, time
from bridgelaws import load
from bridgelaws.search import build_index
kb = load(sys.argv[1])
t = time.perf_counter()
build_index(kb, sys.argv[2], full=True)
report(**{"seconds": time.perf_counter() - t})
"""

QUERY = """
import json, sys, time
from bridgelaws.search import SearchIndex
index = SearchIndex(sys.argv[1])
queries = json.loads(sys.argv[2])
for q in queries:
    index.search(q, limit=10)  # warm up
times = []
for _ in range(5):
    for q in queries:
        t = time.perf_counter(); index.search(q, limit=10); times.append((time.perf_counter() - t) * 1000)
times.sort()
report(**{"p50_ms": times[len(times) // 2], "p95_ms": times[int(len(times) * 0.95)]})
"""

EXAMPLES = """
import json, os, sys, time
from bridgelaws import load
from bridgelaws.bridge.claims import prefetch_examples, run_example
kb = load(sys.argv[1])
datas = [e.example.model_dump(by_alias=True, exclude_none=True) for e in kb.examples]
t = time.perf_counter()
prefetch_examples(datas)  # as `bridgelaws example run --all`: missing DD tables solved in batches
runs = [run_example(data) for data in datas]
report(**{"seconds": time.perf_counter() - t, "examples": len(runs)})
"""


def _size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def _static_index(site: Path) -> dict[str, float]:
    """The site search's data files together, and the largest language index a browser loads first."""
    from bridgelaws.site import staticsearch

    data = [site / p for p in staticsearch.files(site) if p not in staticsearch.SOURCES]
    sizes = {p: (len(raw), len(gzip.compress(raw))) for p in data for raw in [p.read_bytes()]}
    if not sizes:
        return {}
    indexes = [gz for p, (_, gz) in sizes.items() if p.name == "index.js"]
    common = sizes.get(site / staticsearch.COMMON, (0, 0))[1]
    return {
        "static_index_kb": sum(raw for raw, _ in sizes.values()) / 1024,
        "static_index_gzip_kb": sum(gz for _, gz in sizes.values()) / 1024,
        "static_largest_gzip_kb": max(indexes, default=0) / 1024,
        # what the search loads before its first result: the common file and the reader's language's
        # index (the others come after; the snippets' texts once hits show): the largest language's
        "static_first_result_gzip_kb": (common + max(indexes, default=0)) / 1024,
    }


def _study_data(folder: Path) -> dict[str, float]:
    """The study pages' data (site/study.py): what a session first loads (the index, one kind of
    drills, one example's file), gzipped, and all the data together."""
    if not (folder / "index.json").is_file():
        return {}

    def gz(path: Path) -> float:
        return len(gzip.compress(path.read_bytes())) / 1024

    examples = list((folder / "examples").rglob("*.json"))
    return {
        "study_index_gzip_kb": gz(folder / "index.json"),
        "study_drills_gzip_kb": max(gz(p) for p in folder.glob("drills.*.json")),
        "study_example_gzip_kb": max((gz(p) for p in examples), default=0.0),
        "study_examples": len(examples),
        "study_data_mb": _size(folder) / 2**20,
    }


def _site_config(corpus: Path) -> Path:
    """A copy of mkdocs.yml whose knowledge base is `corpus` (and whose docs_dir stays ours)."""
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    text = text.replace("docs_dir: ", f"docs_dir: {ROOT}/", 1)
    config = corpus / "mkdocs.yml"
    config.write_text(text, encoding="utf-8")
    return config


def _plain_markdown(site: Path, corpus: Path) -> Path:
    """The same pages as ready Markdown (their rendered bodies), for a plain mkdocs build with the
    theme's features the site uses (Material's `navigation.prune`: each page only the navigation it
    shows; without it the whole navigation is written into every page)."""
    docs = corpus / "plain-docs"
    shutil.rmtree(docs, ignore_errors=True)
    for html in site.rglob("index.html"):
        relative = html.parent.relative_to(site)
        target = docs / relative / "index.md" if relative.parts else docs / "index.md"
        target.parent.mkdir(parents=True, exist_ok=True)
        body = html.read_text(encoding="utf-8")
        start, end = body.find("<article"), body.find("</article>")
        target.write_text(body[start : end + 10] if start >= 0 else body, encoding="utf-8")
    config = corpus / "plain.yml"
    config.write_text(
        f"site_name: plain\ndocs_dir: {docs}\ntheme: {{name: material, features: [navigation.prune]}}\n"
        "plugins: [search]\nmarkdown_extensions: [md_in_html, attr_list, tables]\n",
        encoding="utf-8",
    )
    return config


class _Row(dict):
    """A row of the table that prints each figure to stderr as it is measured (×100 takes an hour)."""

    def __setitem__(self, key: str, value: object) -> None:
        super().__setitem__(key, value)
        shown = f"{value:.3f}" if isinstance(value, float) else value
        print(f"{self['scale']} {key}: {shown}", file=sys.stderr, flush=True)

    def update(self, *others: dict, **figures: object) -> None:  # type: ignore[override]
        for key, value in dict(*others, **figures).items():
            self[key] = value


def measure(
    scale: int, work: Path, examples: bool = True, cold_build: bool = True, plain: bool = True
) -> dict[str, object]:
    """Every figure of the table for one corpus size (the examples' runs unless `examples` is False;
    the site built with the double-dummy cache cold unless `cold_build` is False; the plain mkdocs
    build of the same pages unless `plain` is False)."""
    if scale == 1:
        corpus = work / "x1"
        shutil.rmtree(corpus, ignore_errors=True)
        shutil.copytree(ROOT / "laws", corpus / "laws")
        shutil.copytree(ROOT / "content", corpus / "content")
    else:
        corpus = work / f"x{scale}"
        subprocess.run(
            [PY, str(ROOT / "bench/generate.py"), "--scale", str(scale), "--out", str(corpus)],
            check=True,
            capture_output=True,
        )
    row = _Row(scale=f"×{scale}")
    dd = {**os.environ, "BRIDGELAWS_CACHE": str(work / f"dd-x{scale}")}  # DD results, cold at first
    shutil.rmtree(work / f"dd-x{scale}", ignore_errors=True)
    load = _child(LOAD, str(corpus))
    row.update(
        load_check_s=load["seconds"],
        load_peak_mb=load["peak_mb"],
        units=load["units"],
        examples=load["examples"],
        problems=load["problems"],
    )
    config = str(_site_config(corpus))
    site = work / f"site-x{scale}"
    if cold_build:
        cold = _child(SITE, config, str(site), env=dd)
        row.update(site_build_cold_dd_s=cold["seconds"], site_peak_mb=cold["peak_mb"])
    else:  # the deals solved as `bridgelaws example run --all` does, into the site's cache
        _child(EXAMPLES, str(corpus), env=dd)
    rebuild = _child(REBUILD, config, str(site), str(corpus), env=dd)
    if not cold_build:
        row.update(site_peak_mb=rebuild["peak_mb"])
    row.update(
        site_build_s=rebuild["full"],
        pages=rebuild["pages"],
        rebuild_one_yaml_s=rebuild["seconds"],
        rebuild_rendered=rebuild["rendered"],
    )
    row.update(_static_index(site))
    row.update(_study_data(site / "study" / "data"))
    if plain:
        baseline = _child(PLAIN, str(_plain_markdown(site, corpus)), str(work / f"plain-x{scale}"))
        row.update(
            plain_mkdocs_s=baseline["seconds"], plugin_ratio=rebuild["full"] / max(baseline["seconds"], 1e-9)
        )
    index = corpus / ".cache" / "search"  # where `bridgelaws search --root corpus` looks
    built_index = _child(INDEX, str(corpus), str(index))
    row.update(whoosh_build_s=built_index["seconds"], whoosh_mb=_size(index) / 2**20)
    latency = _child(QUERY, str(index), json.dumps(QUERIES))
    row.update(query_p50_ms=latency["p50_ms"], query_p95_ms=latency["p95_ms"])
    watch = _child(WATCH, str(corpus), str(index), str(site), env=dd)
    row.update(
        serve_rebuild_s=watch["seconds"],
        serve_rebuild_again_s=watch["again"],
        serve_rebuild_steady_s=watch["steady"],
    )
    if examples:
        examples_env = {**os.environ, "BRIDGELAWS_CACHE": str(work / f"dd-examples-x{scale}")}
        shutil.rmtree(work / f"dd-examples-x{scale}", ignore_errors=True)
        for label in ("examples_cold_s", "examples_warm_s"):
            row[label] = _child(EXAMPLES, str(corpus), env=examples_env)["seconds"]
    starts = []
    for _ in range(3):
        t = time.perf_counter()
        subprocess.run(
            [str(BIN / "bridgelaws"), "search", "claim", "--json", "--root", str(corpus)],
            check=True,
            capture_output=True,
        )
        starts.append(time.perf_counter() - t)
    row["cli_cold_s"] = statistics.median(starts)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description="bridgelaws benchmarks")
    parser.add_argument("--full", action="store_true", help="also the ×100 corpus")
    parser.add_argument("--scales", default=None, help="comma-separated scales, e.g. 1,10")
    parser.add_argument(
        "--no-examples", action="store_true", help="leave out the examples' runs (the site's figures only)"
    )
    parser.add_argument(
        "--no-cold-build",
        action="store_true",
        help="warm the double-dummy cache by solving the deals instead of a first site build",
    )
    parser.add_argument(
        "--no-plain", action="store_true", help="leave out the plain mkdocs build (the slowest step at ×100)"
    )
    args = parser.parse_args()
    scales = (
        [int(s) for s in args.scales.split(",")] if args.scales else [1, 10, *([100] if args.full else [])]
    )
    work = Path(tempfile.mkdtemp(prefix="bridgelaws-bench-"))
    rows = [
        measure(
            scale,
            work,
            examples=not args.no_examples,
            cold_build=not args.no_cold_build,
            plain=not args.no_plain,
        )
        for scale in scales
    ]
    print(
        f"bridgelaws benchmarks — {date.today()} — {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}"
    )
    keys = list(rows[0])
    print(f"{'figure':>22} | " + " | ".join(f"{r['scale']!s:>14}" for r in rows))
    for key in keys[1:]:
        cells = []
        for r in rows:
            value = r.get(key, "")
            cells.append(f"{value:14.3f}" if isinstance(value, float) else f"{value!s:>14}")
        print(f"{key:>22} | " + " | ".join(cells))
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
