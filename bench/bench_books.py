"""The printed books: time, pages and size of each language's PDF.

    python bench/bench_books.py              # the real knowledge base (×1)
    python bench/bench_books.py --scales 1,10

Each book is printed by `bridgelaws book` in a fresh process, as `make books` does (load, engine
runs with the double-dummy cache warm from a first untimed pass, HTML, WeasyPrint), so the time is
what a user waits for one book.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

from pypdf import PdfReader

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
LANGS = ("en", "pl", "el", "ru")


def corpus(scale: int, work: Path) -> Path:
    if scale == 1:
        return ROOT
    out = work / f"x{scale}"
    subprocess.run(
        [sys.executable, str(ROOT / "bench/generate.py"), "--scale", str(scale), "--out", str(out)],
        check=True,
        capture_output=True,
    )
    return out


def print_book(root: Path, lang: str, out: Path, env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(
        [str(BIN / "bridgelaws"), "book", "--lang", lang, "--out", str(out), "--root", str(root)],
        check=True,
        capture_output=True,
        env=env,
    )
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description="bridgelaws book benchmarks")
    parser.add_argument("--scales", default="1", help="comma-separated corpus scales, e.g. 1,10")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bridgelaws-books-"))
    print(
        f"bridgelaws books — {date.today()} — {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}"
    )
    print(f"{'scale':>6} | {'book':>4} | {'seconds':>8} | {'pages':>6} | {'MB':>6}")
    try:
        for scale in (int(s) for s in args.scales.split(",")):
            root = corpus(scale, work)
            env = {**os.environ, "BRIDGELAWS_CACHE": str(work / f"dd-x{scale}")}
            for lang in LANGS:
                out = work / f"x{scale}-{lang}.pdf"
                print_book(root, lang, out, env)  # warms the double-dummy cache
                seconds = print_book(root, lang, out, env)
                pages = len(PdfReader(out).pages)
                size = out.stat().st_size / 2**20
                print(f"{'×' + str(scale):>6} | {lang:>4} | {seconds:8.2f} | {pages:6d} | {size:6.2f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
