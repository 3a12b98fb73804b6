"""The four-language site made by our plugin against mkdocs-static-i18n building the same pages.

    python bench/bench_i18n.py               # the repository's knowledge base (×1)
    python bench/bench_i18n.py --scale 10    # bench/generate.py's ×10 corpus

Issue 20 asked to weigh mkdocs-static-i18n (one mkdocs build per language, Material's switcher,
hreflang in the sitemap) against generating each language's pages in the plugin. The plugin makes
its pages in memory; static-i18n needs them as Markdown files. So the site is first built by the
plugin, each page's rendered body is written out as Markdown in static-i18n's folder layout
(`docs/en/…`, `docs/pl/…`, `docs/el/…`, `docs/ru/…`), and three builds are timed, each in a fresh
process: the plugin's, static-i18n's of those files (Material reconfigured per language, its search
plugin on, as static-i18n's documentation sets it up) and plain mkdocs of the same files in one
site. static-i18n gets the pages ready-made — it does none of the plugin's work (loading the
knowledge base, linking, the examples, the search data, the study data, the app) — so its time is
a floor for a site made that way. Needs `pip install -e .[compare]` (mkdocs-static-i18n).
"""

from __future__ import annotations

import argparse
import platform
import shutil
import subprocess
import sys
import tempfile
from datetime import date
from pathlib import Path

from run import PLAIN, ROOT, SITE, _child, _plain_markdown, _site_config

from bridgelaws.model.schema import LANGS

I18N = """
import sys, time
from mkdocs.commands.build import build
from mkdocs.config import load_config
t = time.perf_counter()
build(load_config(sys.argv[1], site_dir=sys.argv[2]))
report(**{"seconds": time.perf_counter() - t})
"""

NAMES = {"en": "English", "pl": "Polski", "el": "Ελληνικά", "ru": "Русский"}


def _folder_layout(plain_docs: Path, work: Path) -> Path:
    """The plain pages moved into static-i18n's folder layout: `docs/<lang>/<path>/index.md`."""
    docs = work / "i18n-docs"
    shutil.rmtree(docs, ignore_errors=True)
    others = {lang for lang in LANGS if lang != "en"}
    for page in plain_docs.rglob("*.md"):
        relative = page.relative_to(plain_docs)
        lang = relative.parts[0] if relative.parts[0] in others else "en"
        inside = relative.relative_to(lang) if lang != "en" else relative
        target = docs / lang / inside
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(page, target)
    return docs


def _i18n_config(docs: Path, work: Path) -> Path:
    """mkdocs.yml for static-i18n: Material, its search, the four languages, English at the root."""
    languages = "".join(
        f"      - locale: {lang}\n        name: {NAMES[lang]}\n        build: true\n"
        + ("        default: true\n" if lang == "en" else "")
        for lang in LANGS
    )
    config = work / "i18n.yml"
    config.write_text(
        f"site_name: i18n\nsite_url: https://example.org/\ndocs_dir: {docs}\n"
        "theme: {name: material, features: [navigation.prune]}\n"
        "markdown_extensions: [md_in_html, attr_list, tables]\n"
        "plugins:\n  - search\n  - i18n:\n      docs_structure: folder\n"
        "      reconfigure_material: true\n      languages:\n" + languages,
        encoding="utf-8",
    )
    return config


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=int, default=1)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bridgelaws-i18n-"))
    corpus = work / "corpus"
    if args.scale == 1:
        shutil.copytree(ROOT / "laws", corpus / "laws")
        shutil.copytree(ROOT / "content", corpus / "content")
    else:
        subprocess.run(
            [sys.executable, str(ROOT / "bench/generate.py"), "--scale", str(args.scale), "--out", corpus],
            check=True,
            capture_output=True,
        )
    site = work / "site"
    ours = _child(SITE, str(_site_config(corpus)), str(site))
    plain_config = _plain_markdown(site, corpus)
    pages = sum(1 for _ in (corpus / "plain-docs").rglob("*.md"))
    plain = _child(PLAIN, str(plain_config), str(work / "plain-site"))
    docs = _folder_layout(corpus / "plain-docs", work)
    i18n = _child(I18N, str(_i18n_config(docs, work)), str(work / "i18n-site"))
    i18n_pages = sum(1 for _ in (work / "i18n-site").rglob("index.html"))
    print(
        f"four languages, ×{args.scale} — {date.today()} — {platform.machine()}, "
        f"Python {platform.python_version()}; {pages} pages ({i18n_pages} written by static-i18n)"
    )
    print(f"{'build':>52} | {'seconds':>8} | {'peak MB':>8}")
    for label, run in (
        ("bridgelaws plugin (everything, from YAML)", ours),
        ("mkdocs-static-i18n, the same pages as Markdown", i18n),
        ("plain mkdocs, the same pages in one site", plain),
    ):
        print(f"{label:>52} | {run['seconds']:8.1f} | {run['peak_mb']:8.0f}")
    print(f"plugin / static-i18n: {ours['seconds'] / i18n['seconds']:.2f}")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
