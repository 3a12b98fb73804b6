"""Where a one-YAML rebuild's time goes, phase by phase (prints figures; not a test).

    .venv/bin/python bench/bench_rebuild.py --scale 100              # a generated corpus (minutes)
    .venv/bin/python bench/bench_rebuild.py --corpus DIR --site DIR  # a corpus made already (its mkdocs.yml)

A full build (with `--site`: a first rebuild, which loads everything into the process, and renders
every page again if the site was built by other code), then `--rounds` one-YAML dirty rebuilds as the
`bridgelaws serve` watcher runs them (the build before settled, `kept.settle`; the collector on its
young passes only, `kept.rebuilding`), each changing one commentary file on Law 27, then one rebuild
with nothing changed. Every rebuild's time is
split by phase: the wall time of the functions that do each, wrapped (no profiler, so the figures are
real ones). A phase inside another is counted in both: the plugin's file step holds the model's load
and the pages' keys; mkdocs' page pass holds the rendering of the pages that changed.

To compare two versions of the code on one machine, run it twice, one after the other, the second
with `PYTHONPATH=<a worktree of the other commit>/tools`, each with a `--site` of its own (a copy built
by its code): the machine's speed changes from hour to hour.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import re
import shutil
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import mkdocs.commands.build as mkdocs_build
from generate import with_site
from mkdocs.config import load_config

from bridgelaws import kept
from bridgelaws.site import checklinks, inputs, plugin, pwa, staticsearch, study

CHANGED = "content/wasiak-2019/law-27*.yaml"  # one commentary file (its units are on Laws 27 and 20)

# (object, attribute, label): the functions whose time makes a phase
PHASES: list[tuple[Any, str, str]] = [
    (plugin.BridgeLawsPlugin, "on_files", "plugin: file step"),
    (plugin, "load_with_problems", "  model: load and link"),
    (inputs.PageInputs, "keys", "  pages' keys"),
    (study, "files", "  study data"),
    (mkdocs_build, "get_navigation", "mkdocs: navigation"),
    (plugin.BridgeLawsPlugin, "on_nav", "plugin: other languages' navigations"),
    (mkdocs_build, "_populate_page", "mkdocs: page pass"),
    (plugin.BridgeLawsPlugin, "on_page_markdown", "  plugin: pages rendered"),
    (mkdocs_build, "_build_page", "mkdocs: pages written"),
    (plugin.BridgeLawsPlugin, "on_post_build", "plugin: after the build"),
    (staticsearch, "write", "  search data"),
    (pwa.WebApp, "on_post_build", "  offline list"),
    (checklinks.LinkChecker, "broken", "  link check"),
]


def _timed(spent: Counter[str], label: str, function: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(function)
    def timed(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return function(*args, **kwargs)
        finally:
            spent[label] += time.perf_counter() - start

    return timed


@contextlib.contextmanager
def _phases(spent: Counter[str]) -> Iterator[None]:
    """Every function of `PHASES` timed into `spent` while the block runs."""
    saved = [(owner, name, getattr(owner, name)) for owner, name, _ in PHASES]
    for (owner, name, label), (_, _, function) in zip(PHASES, saved, strict=True):
        setattr(owner, name, _timed(spent, label, function))
    try:
        yield
    finally:
        for owner, name, function in saved:
            setattr(owner, name, function)


_VERSION = re.compile(r"27B1a:(?: wersja \d+,)?")


def _edit(path: Path, version: int) -> None:
    """A new version of the file, as an author's edit: a word of its first unit's text changed ("27B1a:
    wersja 3, ..."), so that its passage, its page and its language's search index change."""
    text = path.read_text(encoding="utf-8")
    found = _VERSION.search(text)
    if not found:
        raise SystemExit(f"{path}: no '27B1a:' to edit")
    path.write_text(
        text[: found.start()] + f"27B1a: wersja {version}," + text[found.end() :], encoding="utf-8"
    )


def _rebuild(config_file: Path, site: Path) -> tuple[float, Counter[str]]:
    spent: Counter[str] = Counter()
    kept.settle()  # as the watcher does once a build is served
    with _phases(spent):
        start = time.perf_counter()
        with kept.rebuilding():
            mkdocs_build.build(load_config(str(config_file), site_dir=str(site)), dirty=True)
        return time.perf_counter() - start, spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=int, default=100)
    parser.add_argument("--corpus", type=Path, default=None, help="a corpus with its mkdocs.yml")
    parser.add_argument("--site", type=Path, default=None, help="its site, built already (no full build)")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bridgelaws-rebuild-"))
    try:
        corpus = args.corpus or with_site(args.scale, work / f"x{args.scale}")
        config_file, site = corpus / "mkdocs.yml", args.site or work / "site"
        changed = sorted(corpus.glob(CHANGED))[0]
        original = changed.read_text(encoding="utf-8")
        if args.site is None:
            start = time.perf_counter()
            mkdocs_build.build(load_config(str(config_file), site_dir=str(site)))
            print(f"full build: {time.perf_counter() - start:.1f} s")
        else:  # a first rebuild loads everything into the process, as the full build would have
            print(f"first rebuild in the process: {_rebuild(config_file, site)[0]:.1f} s")
        try:
            runs = []
            for round_ in range(args.rounds + 1):
                name = "nothing changed" if round_ == args.rounds else f"one YAML #{round_ + 1}"
                if round_ < args.rounds:
                    _edit(changed, round_ + 1)
                runs.append((name, *_rebuild(config_file, site)))
        finally:
            changed.write_text(original, encoding="utf-8")
        print(f"{'seconds':<40}" + "".join(f"{name:>18}" for name, _, _ in runs))
        print(f"{'whole rebuild':<40}" + "".join(f"{total:>18.2f}" for _, total, _ in runs))
        for _, _, label in PHASES:
            print(f"{label:<40}" + "".join(f"{spent[label]:>18.2f}" for _, _, spent in runs))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
