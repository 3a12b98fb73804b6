"""What the installable, offline site costs (prints figures; not a test).

    .venv/bin/python bench/bench_offline.py                 # the real corpus
    .venv/bin/python bench/bench_offline.py --scale 10      # a generated corpus (bench/generate.py)
    .venv/bin/python bench/bench_offline.py --site site     # a site built already (no build)

- the sizes a reader's device keeps: the shell (what every page needs, with the home page, the law
  index and the offline page), the first visit (the shell and the largest language's search
  files), everything ("Keep everything offline"), and the list itself (offline.json, raw and gzip);
- the time to list and hash what the build wrote (`outputs.list_outputs`), cold (every file read)
  and warm (as a `bridgelaws serve` rebuild: only what changed is read again);
- in Debian's chromium over loopback: the first visit until the service worker is active, and
  "Keep everything offline" from the switch to "Everything is kept".
"""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import shutil
import tempfile
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from generate import with_site
from mkdocs.commands.build import build
from mkdocs.config import load_config
from playwright.sync_api import expect, sync_playwright

from bridgelaws.site import outputs

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"


def _sizes(site: Path) -> dict[str, float]:
    data = json.loads((site / "offline.json").read_text(encoding="utf-8"))
    files = data["files"].values()
    shell = sum(f["size"] for f in files if f["group"] == "shell")
    by_lang: dict[str, int] = {}
    for f in files:
        if f["group"] == "search":
            by_lang[f["lang"]] = by_lang.get(f["lang"], 0) + f["size"]
    raw = (site / "offline.json").read_bytes()
    return {
        "files listed": len(data["files"]),
        "shell MB": shell / 1e6,
        "first visit MB": (shell + max(by_lang.values(), default=0)) / 1e6,
        "everything MB": sum(f["size"] for f in files) / 1e6,
        "offline.json KB": len(raw) / 1e3,
        "offline.json gzip KB": len(gzip.compress(raw)) / 1e3,
    }


def _listing(site: Path, config_file: Path, work: Path) -> dict[str, float]:
    """Listing a copy of the site (whose files no listing has hashed yet), then again."""
    config = load_config(str(config_file), site_dir=str(site))
    copy = work / "copy"
    shutil.copytree(site, copy)
    times = []
    for _ in range(2):  # the first reads every file, the second only what changed (nothing)
        t = time.perf_counter()
        langs = ["en", "pl", "el", "ru"]
        outputs.list_outputs(copy, core=set(), search_langs=langs, site_name=config.site_name)
        times.append(time.perf_counter() - t)
    shutil.rmtree(copy)
    return {"list+hash cold s": times[0], "list+hash warm s": times[1]}


def _browser(site: Path) -> dict[str, float]:
    class Quiet(SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with sync_playwright() as playwright:
            args = ["--no-sandbox", "--disable-gpu"]
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=args)
            page = browser.new_page()
            t = time.perf_counter()
            page.goto(base)
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
            first = time.perf_counter() - t
            expect(page.locator("#bl-keep-all")).to_be_enabled(timeout=60_000)
            t = time.perf_counter()
            page.locator(".bl-keep-switch").click()
            expect(page.locator("#bl-keep-status")).to_contain_text("Everything is kept", timeout=600_000)
            everything = time.perf_counter() - t
            browser.close()
    finally:
        server.shutdown()
    return {"first visit to active s": first, "keep everything s": everything}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=int, default=1)
    parser.add_argument("--site", type=Path, default=None, help="a built site (its mkdocs.yml: --config)")
    parser.add_argument("--config", type=Path, default=ROOT / "mkdocs.yml")
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bridgelaws-offline-"))
    try:
        config_file = args.config
        site = args.site
        if site is None:
            corpus = with_site(args.scale, work / f"x{args.scale}")
            config_file = corpus / "mkdocs.yml"
            site = work / "site"
            t = time.perf_counter()
            build(load_config(str(config_file), site_dir=str(site)))
            print(f"{'site build s':>24}: {time.perf_counter() - t:10.2f}  (×{args.scale})")
        figures: dict[str, float] = {**_sizes(site), **_listing(site, config_file, work)}
        if not args.no_browser:
            figures.update(_browser(site))
        for name, value in figures.items():
            print(f"{name:>24}: {value:10.2f}" if isinstance(value, float) else f"{name:>24}: {value:10}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
