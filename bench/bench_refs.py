"""How fast the law-reference finder reads the seed documents (prints figures; not a test).

    .venv/bin/python bench/bench_refs.py [--repeat N]

For each seed: references found, and references and characters per second over N runs. Then the
whole corpus repeated 100 times as one text, to show that the time grows linearly.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from bridgelaws.refs import find_references

ORIGINALS = Path(__file__).resolve().parents[1] / "content" / "originals"
SEED_LANGS = {"000": "pl", "001": "el", "002": "pl", "003": "ru", "004": "pl"}


def _timed(text: str, lang: str, repeat: int) -> tuple[int, float]:
    """References found in `text` and the best time of `repeat` runs."""
    best = float("inf")
    count = 0
    for _ in range(repeat):
        began = time.perf_counter()
        count = len(find_references(text, lang, edition="2017"))
        best = min(best, time.perf_counter() - began)
    return count, best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20, help="runs per measurement (the best counts)")
    args = parser.parse_args()
    find_references("Law 1", "en")  # compile the patterns outside the measurements
    print(f"{'seed':<6}{'lang':<6}{'chars':>9}{'refs':>7}{'refs/s':>12}{'chars/s':>14}")
    corpus: dict[str, list[str]] = {}
    for number, lang in SEED_LANGS.items():
        (path,) = ORIGINALS.glob(f"{number}_*.txt")
        text = path.read_text(encoding="utf-8")
        corpus.setdefault(lang, []).append(text)
        count, seconds = _timed(text, lang, args.repeat)
        rates = f"{count / seconds:>12,.0f}{len(text) / seconds:>14,.0f}"
        print(f"{number:<6}{lang:<6}{len(text):>9}{count:>7}{rates}")
    for scale in (1, 100):
        total_refs = total_chars = 0
        total_seconds = 0.0
        for lang, texts in corpus.items():
            text = "\n\n".join(texts) * scale
            count, seconds = _timed(text, lang, max(1, args.repeat // scale))
            total_refs += count
            total_chars += len(text)
            total_seconds += seconds
        print(
            f"corpus x{scale}: {total_chars:,} chars, {total_refs:,} refs in {total_seconds * 1000:,.1f} ms "
            f"= {total_refs / total_seconds:,.0f} refs/s, {total_chars / total_seconds:,.0f} chars/s"
        )


if __name__ == "__main__":
    main()
