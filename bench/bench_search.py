"""How fast the search is on the real corpus (prints figures; not a test).

    .venv/bin/python bench/bench_search.py [--root .] [--rounds 20] [--cli-runs 5]
    .venv/bin/python bench/bench_search.py --index /tmp/x100/.cache/search --queries bench  # queries only

- index build time: a full build into a temporary folder, then an incremental one with nothing changed;
- query latency p50/p95 in a warm process, over the evaluation queries (tests/search/eval_queries.yaml)
  or with `--queries bench` the fixed set of bench/run.py, run `--rounds` times each; then the slowest
  queries, each by its fastest run (the figure least disturbed by other processes on the machine);
- CLI cold start to first result: `bridgelaws search QUERY --json` as a subprocess, index already built.

Targets: p95 under 20 ms on the real corpus (50 ms on the ×100 one), CLI answer under 0.5 s. `--root`
may name a generated corpus (bench/generate.py) to see how the figures grow; `--index` measures the
queries alone on an index already built (no build, no CLI runs). Nothing is cached between searches:
every run of a query costs what its first run costs (once the process is warm).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml
from run import QUERIES

from bridgelaws.model import load_with_problems
from bridgelaws.search import SearchIndex, build_index, ensure_index

ROOT = Path(__file__).resolve().parents[1]
EVAL = ROOT / "tests" / "search" / "eval_queries.yaml"
P95_TARGET_MS = 20.0
CLI_TARGET_S = 0.5


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def verdict(ok: bool) -> str:
    return "ok" if ok else "SLOW"


# The search alone, without the CLI around it: what `bridgelaws search` costs beyond its start-up.
ALONE = """
import json, sys
from pathlib import Path
from bridgelaws.search import SearchIndex, ensure_index
root = Path(sys.argv[1])
ensure_index(root, root / ".cache" / "search")
print(json.dumps(SearchIndex(root / ".cache" / "search").search(sys.argv[2])))
"""


def query_latency(
    index: SearchIndex, queries: list[dict], rounds: int, target: float, slowest: int = 5
) -> None:
    """Print p50/p95 over `rounds` runs of every query (after a warm-up run), then the slowest queries."""
    for item in queries:  # warm up: stemmer caches, reference grammars, searcher pool, field lengths
        index.search(item["query"], lang=item.get("lang"))
    runs: dict[str, list[float]] = {}
    for _ in range(rounds):
        for item in queries:
            began = time.perf_counter()
            index.search(item["query"], lang=item.get("lang"))
            key = f"{item['query']} [{item.get('lang', '*')}]"
            runs.setdefault(key, []).append((time.perf_counter() - began) * 1000)
    latencies = [ms for times in runs.values() for ms in times]
    p50, p95 = percentile(latencies, 50), percentile(latencies, 95)
    print(
        f"query latency over {len(latencies)} searches: p50 {p50:.1f} ms, p95 {p95:.1f} ms, "
        f"max {max(latencies):.1f} ms  [{verdict(p95 < target)}: p95 < {target:.0f} ms]"
    )
    fastest = sorted(((min(times), key) for key, times in runs.items()), reverse=True)
    print(
        "  slowest queries (fastest of their runs): "
        + ", ".join(f"{k} {ms:.1f}" for ms, k in fastest[:slowest])
    )


def timed_run(command: list[str]) -> tuple[float, str]:
    """Seconds a subprocess takes, and what it printed."""
    began = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return time.perf_counter() - began, done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="project root holding laws/ and content/")
    parser.add_argument("--rounds", type=int, default=20, help="times each query is run")
    parser.add_argument("--cli-runs", type=int, default=5, help="CLI subprocess runs")
    parser.add_argument("--queries", choices=["eval", "bench"], default="eval", help="the query set")
    parser.add_argument("--index", type=Path, help="measure the queries alone on this built index")
    parser.add_argument("--p95-target", type=float, default=P95_TARGET_MS, help="ms (50 for the ×100 corpus)")
    args = parser.parse_args()
    root = args.root.resolve()
    if args.queries == "bench":
        queries = [{"query": query} for query in QUERIES]
    else:
        queries = yaml.safe_load(EVAL.read_text(encoding="utf-8"))["queries"]
    if args.index:
        query_latency(SearchIndex(args.index), queries, args.rounds, args.p95_target)
        return

    began = time.perf_counter()
    kb = load_with_problems(root).kb
    print(
        f"corpus: {len(kb.passages)} passages, {len(kb.concepts)} concepts "
        f"(loaded in {time.perf_counter() - began:.2f} s)"
    )

    with tempfile.TemporaryDirectory() as folder:
        full = build_index(kb, folder)
        again = build_index(kb, folder)
        print(
            f"index build: {full.documents} documents in {full.seconds:.2f} s; "
            f"incremental with nothing changed {again.seconds:.3f} s"
        )

        query_latency(SearchIndex(folder), queries, args.rounds, args.p95_target)

    ensure_index(root, root / ".cache" / "search")  # the CLI's own index, so the runs below only search
    script = Path(sys.executable).with_name("bridgelaws")
    times: list[float] = []
    for i in range(args.cli_runs):
        seconds, out = timed_run(
            [str(script), "search", queries[i % len(queries)]["query"], "--json", "--root", str(root)]
        )
        json.loads(out)
        times.append(seconds)
    median = statistics.median(times)
    print(
        f"CLI cold start to first result ({args.cli_runs} runs): median {median:.2f} s, "
        f"max {max(times):.2f} s  [{verdict(median < CLI_TARGET_S)}: < {CLI_TARGET_S} s]"
    )
    alone, _ = timed_run([sys.executable, "-c", ALONE, str(root), queries[0]["query"]])
    start_up, _ = timed_run([str(script), "--help"])
    print(
        f"  of which the search alone (bridgelaws.search in a bare python, one query): {alone:.2f} s; "
        f"the CLI's own start-up (`bridgelaws --help`): {start_up:.2f} s"
    )


if __name__ == "__main__":
    main()
