"""The site's own search in headless chromium: keystroke to first result, and bytes fetched before it.

    python bench/bench_static_search.py                  # ×1 and ×100
    python bench/bench_static_search.py --scales 1,10
    python bench/bench_static_search.py --pagefind       # also Pagefind on the same records

For each corpus the search's data files are made as the site build makes them (the ×1 site is built;
a ×N corpus from bench/generate.py gets its data files put into a copy of it: the search's page and
scripts are the same, only its data grow). Served by a local static server without compression, in
Debian's chromium; every measured search starts in a fresh browser context (nothing cached), with
the box clicked and the query typed at once, 30 ms a key, as a quick typist does:

- keystroke → first result: from the `input` event of the last key to the first hit of the whole
  query in the list (the loading the search does meanwhile included); then again for a second query
  in the same page (everything loaded);
- bytes fetched before the first result: the search's files the page (and its workers) had received
  when the first result showed (their sizes as served, and gzip-compressed as a web server would
  send them). On this local server every file the search asks for while the query is typed has
  arrived by then; on a slow network the first results come after the common file and the first
  language's index only (each language is searched as it arrives).

Aims: under 300 ms at ×1, under 1 s at ×100 on a 2-core machine. `--pagefind` builds a Pagefind
index of the same records (`pagefind` on PyPI, `pip install 'pagefind[bin]==1.5.2'`; one index per
language, the four merged in the page with `mergeIndex`) and measures its page the same way: the
figures bench/RESULTS.md compares.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import gzip
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

from mkdocs.commands.build import build
from mkdocs.config import load_config
from playwright.sync_api import Browser, Response, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from bridgelaws.model import load_with_problems
from bridgelaws.model.schema import LANGS
from bridgelaws.search import browser as records_of
from bridgelaws.site import staticsearch
from bridgelaws.site.pages import SiteMap

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
QUERIES = ["insufficient bid", "dziadka", "27B1", "ανεπαρκης αγορα", "претензия", "falszywy renons"]
AIMS_MS = {1: 300.0, 100: 1000.0}
KEY_DELAY_MS = 30
NO_RESULT_MS = 10_000
OURS = ("input.md-search__input", ".bl-results .bl-hit", ".bl-results")  # the box, a hit, the list
PAGEFIND = ("#q", "#r .hit", "#r")
SEARCH_FILES = ("search/", "pagefind/")
UI_FILES = ("pagefind-ui", "pagefind-component-ui", "pagefind-modular-ui", "pagefind-highlight")

# In the page: when the last key's input event came, and when the list first showed a hit for the
# whole query (`hit`: a selector of the hits; `query`: where the list says which query it shows).
WATCH = """
([hit, input, query]) => {
  window.__bench = { last: 0, first: 0 };
  const box = document.querySelector(input);
  box.addEventListener("input", () => { window.__bench.last = performance.now(); });
  new MutationObserver(() => {
    const shown = document.querySelector(hit);
    const list = shown && shown.closest(query);
    if (!window.__bench.first && list && list.getAttribute("data-query") === window.__bench.want)
      window.__bench.first = performance.now();
  }).observe(document.body, { subtree: true, childList: true, attributes: true });
}
"""

PAGEFIND_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pagefind</title></head>
<body><input id="q" autocomplete="off"><ol id="r" data-query=""></ol>
<script type="module">
const pagefind = await import("/pagefind/en/pagefind.js");
await pagefind.options({ bundlePath: "/pagefind/en/" });
const q = document.getElementById("q"), r = document.getElementById("r");
let merged = null;
function start() {
  merged = merged || Promise.all(["pl", "el", "ru"].map(
    language => pagefind.mergeIndex(`/pagefind/${language}/`, { language })));
  return merged;
}
q.addEventListener("focus", start);
q.addEventListener("input", async () => {
  const value = q.value;
  await start();
  const found = await pagefind.search(value);
  if (q.value !== value || !found || !found.results.length) return;
  const first = await found.results[0].data();
  if (q.value !== value) return;
  const li = document.createElement("li");
  li.className = "hit";
  li.textContent = first.meta.title;
  r.replaceChildren(li);
  r.setAttribute("data-query", value);
});
</script></body></html>
"""


class _Quiet(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".js": "text/javascript", ".pf_meta": "application/octet-stream"}

    def log_message(self, *args: object) -> None:
        pass


@contextmanager
def serving(folder: Path) -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def mkdocs_config(corpus: Path, site: Path):  # type: ignore[no-untyped-def]
    """mkdocs.yml for a corpus (a generated one gets a copy of ours, its docs_dir kept ours)."""
    if corpus != ROOT:
        text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
        text = text.replace("docs_dir: ", f"docs_dir: {ROOT}/", 1)
        (corpus / "mkdocs.yml").write_text(text, encoding="utf-8")
    return load_config(str(corpus / "mkdocs.yml"), site_dir=str(site))


def search_data(corpus: Path, site: Path) -> SiteMap:
    """The corpus's search data files, as the build writes them, put into the site folder."""
    config = mkdocs_config(corpus, site)
    sitemap = SiteMap(load_with_problems(corpus).kb)
    for old in ("common.js", "en", "pl", "el", "ru"):
        path = site / "search" / old
        shutil.rmtree(path) if path.is_dir() else path.unlink(missing_ok=True)
    for path, text in staticsearch.outputs(config, sitemap).items():
        (site / path).parent.mkdir(parents=True, exist_ok=True)
        (site / path).write_text(text, encoding="utf-8")
    return sitemap


def sizes(site: Path, paths: list[str]) -> tuple[int, int]:
    """Bytes of files of the site, and gzip-compressed."""
    raw = [(site / p).read_bytes() for p in paths]
    return sum(map(len, raw)), sum(len(gzip.compress(b, 6)) for b in raw)


def _note(received: list[str], response: Response) -> None:
    received.append(urlsplit(response.url).path)


def measure(browser: Browser, base: str, page_path: str, box: str, hit: str, query_holder: str,
            site: Path, queries: list[str]) -> dict[str, float]:
    """Keystroke to first result (cold, then warm) and bytes fetched before it, per query."""
    cold, warm, fetched_raw, fetched_gzip, missed = [], [], [], [], []
    for i, query in enumerate(queries):
        context = browser.new_context(locale="en-US", viewport={"width": 1280, "height": 900})
        received: list[str] = []  # the page's and its workers' (Pagefind searches in a worker)
        context.on("response", functools.partial(_note, received))
        page = context.new_page()
        page.goto(base + page_path)
        page.wait_for_load_state("load")
        page.evaluate(WATCH, [hit, box, query_holder])
        for typed, times in ((query, cold), (queries[(i + 1) % len(queries)], warm)):
            page.evaluate("(q) => { window.__bench.want = q; window.__bench.first = 0; }", typed)
            field = page.locator(box)
            field.click()
            field.fill("")
            page.keyboard.type(typed, delay=KEY_DELAY_MS)
            try:
                page.wait_for_function("() => window.__bench.first > 0", timeout=NO_RESULT_MS)
            except PlaywrightTimeout:
                missed.append(typed)  # nothing found: no time to measure
                continue
            last, first = page.evaluate("() => [window.__bench.last, window.__bench.first]")
            times.append(first - last)
            if times is cold:  # what had arrived when the first result showed (a poll later, at most)
                files = {p.lstrip("/") for p in received}
                files = sorted(p for p in files if p.startswith(SEARCH_FILES) and (site / p).is_file())
                raw, packed = sizes(site, files)
                fetched_raw.append(raw)
                fetched_gzip.append(packed)
        context.close()
    if missed:
        print(f"  no result in {NO_RESULT_MS / 1000:.0f} s for: {', '.join(sorted(set(missed)))}")
    return {
        "queries_found": len(queries) - len(set(missed)),
        "cold_median_ms": statistics.median(cold), "cold_max_ms": max(cold),
        "warm_median_ms": statistics.median(warm), "warm_max_ms": max(warm),
        "fetched_kb": statistics.median(fetched_raw) / 1024,
        "fetched_gzip_kb": statistics.median(fetched_gzip) / 1024,
    }


def pagefind_bundle(corpus: Path, site: Path, sitemap: SiteMap) -> None:
    """A Pagefind index of the same records, one per language, in site/pagefind/."""
    from pagefind.index import IndexConfig, PagefindIndex  # type: ignore[import-not-found]

    config = mkdocs_config(corpus, site)
    locate = staticsearch._locator(config, sitemap)
    found = records_of.records(sitemap.kb, staticsearch._law_pages(sitemap))

    async def make() -> None:  # a bundle per language: Pagefind merges other bundles, not its own languages
        for lang in LANGS:
            config = IndexConfig(output_path=str(site / "pagefind" / lang), force_language=lang)
            async with PagefindIndex(config=config) as index:
                for record in (r for r in found if r.lang == lang):
                    await index.add_custom_record(
                        url=locate(record.place), content=f"{record.title}\n{record.text}", language=lang,
                        meta={"title": record.title},
                    )

    shutil.rmtree(site / "pagefind", ignore_errors=True)
    worker = threading.Thread(target=lambda: asyncio.run(make()))  # playwright holds this thread's loop
    worker.start()
    worker.join()
    (site / "pagefind-bench.html").write_text(PAGEFIND_PAGE, encoding="utf-8")


def row_of(engine: str, scale: int, raw: int, packed: int) -> dict:  # type: ignore[type-arg]
    return {"engine": engine, "scale": f"×{scale}", "index_kb": raw / 1024, "index_gzip_kb": packed / 1024}


def tree_size(folder: Path) -> tuple[int, int]:
    """Bytes of a Pagefind bundle the JS API uses (its own UIs left out), and gzip-compressed."""
    files = [p for p in folder.rglob("*") if p.is_file() and not p.name.startswith(UI_FILES)]
    return sum(p.stat().st_size for p in files), sum(len(gzip.compress(p.read_bytes(), 6)) for p in files)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scales", default="1,100", help="comma-separated corpus scales")
    parser.add_argument("--pagefind", action="store_true", help="also measure Pagefind on the same records")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bridgelaws-search-bench-"))
    site1 = work / "site-x1"
    build(load_config(str(ROOT / "mkdocs.yml"), site_dir=str(site1)))
    rows = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        for scale in (int(s) for s in args.scales.split(",")):
            if scale == 1:
                corpus, site = ROOT, site1
                sitemap = SiteMap(load_with_problems(ROOT).kb)
            else:
                corpus, site = work / f"x{scale}", work / f"site-x{scale}"
                subprocess.run([sys.executable, str(ROOT / "bench/generate.py"), "--scale", str(scale),
                                "--out", str(corpus)], check=True, capture_output=True)
                shutil.copytree(site1, site)
                sitemap = search_data(corpus, site)
            data = [p for p in staticsearch.files(site) if p not in staticsearch.SOURCES]
            raw, packed = sizes(site, data)
            with serving(site) as base:
                row = row_of("bridgelaws", scale, raw, packed)
                row |= measure(browser, base, "", *OURS, site, QUERIES)
                rows.append(row)
                if args.pagefind:
                    pagefind_bundle(corpus, site, sitemap)
                    raw, packed = tree_size(site / "pagefind")
                    row = row_of("pagefind", scale, raw, packed)
                    row |= measure(browser, base, "pagefind-bench.html", *PAGEFIND, site, QUERIES)
                    rows.append(row)
        browser.close()
    print(f"keystroke → first result in headless chromium ({len(QUERIES)} queries, each in a fresh context)")
    keys = [k for k in rows[0] if k not in ("engine", "scale")]
    print(f"{'':>18} | " + " | ".join(f"{r['engine'] + ' ' + r['scale']:>16}" for r in rows))
    for key in keys:
        print(f"{key:>18} | " + " | ".join(f"{r[key]:16.1f}" for r in rows))
    for r in rows:
        aim = AIMS_MS.get(int(r["scale"][1:]))
        if r["engine"] == "bridgelaws" and aim:
            ok = r["cold_max_ms"] < aim
            verdict = "ok" if ok else "SLOW"
            print(f"{r['scale']}: cold max {r['cold_max_ms']:.0f} ms  [{verdict}: < {aim:.0f} ms]")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
