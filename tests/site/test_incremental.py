"""Incremental builds on a copy of the real knowledge base: a dirty build after one YAML change renders
and writes only the pages that show what changed, and its result is the same as a clean build's."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config

from bridgelaws.i18n import LANGS
from bridgelaws.serve.watch import build_site as serve_build
from bridgelaws.site.manifest import MANIFEST

from .conftest import ROOT

UNIT_FILE = "content/wasiak-2019/law-12.yaml"
UNIT_TEXT = "Omówiony szczegółowo w oddzielnym wykładzie."
# Two rebuilds' edits: ((file, old text), new text)
EDITS = (
    ((("content/wasiak-2019/law-21.yaml", "Gracz, który uświadomił"), "Gracz, który sam uświadomił"),),
    (
        (("content/wasiak-2019/law-21.yaml", "Przed końcem okresu"), "Przed samym końcem okresu"),
        (("content/wasiak-2019/examples/ex-18.yaml", "Ręka N:"), "Ręka gracza N:"),
        (("content/wasiak-2019/examples/ex-18.yaml", "title: Przykład 18"), "title: Przykład 18 (N)"),
    ),
)
SOURCE_FILE = "content/sources/wasiak-2019.yaml"
SOURCE_TITLE = "Komentarz WBF do MPB 2017 – omówienie wybranych zagadnień"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the real knowledge base, with its mkdocs.yml, built once (clean) into `site`."""
    root = tmp_path_factory.mktemp("incremental")
    shutil.copytree(ROOT / "laws", root / "laws")
    shutil.copytree(ROOT / "content", root / "content")
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8").replace("docs_dir: ", f"docs_dir: {ROOT}/", 1)
    (root / "mkdocs.yml").write_text(text, encoding="utf-8")
    _build(root, root / "site")
    return root


def _build(root: Path, site: Path, dirty: bool = False):  # type: ignore[no-untyped-def]
    config = load_config(str(root / "mkdocs.yml"), site_dir=str(site), strict=True)
    build(config, dirty=dirty)
    return config.plugins["bridgelaws"]


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _files(site: Path) -> dict[str, bytes]:
    return {p.relative_to(site).as_posix(): p.read_bytes() for p in site.rglob("*") if p.is_file()}


def _stamps(site: Path) -> dict[str, int]:
    return {p.relative_to(site).as_posix(): p.stat().st_mtime_ns for p in site.rglob("*.html")}


def _every_site(paths: set[str]) -> set[str]:
    """`paths` of the English site, in every language's site."""
    return {path if lang == "en" else f"{lang}/{path}" for lang in LANGS for path in paths}


def test_a_dirty_build_writes_only_the_pages_that_show_the_change(built: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(built / "site", site)
    try:
        # Rebuilds in a row, as the `serve` watcher runs them, keep each page's unit views from one
        # rendering of the page to the next (unitviews): a unit of Law 21 edited, then one of Law 12,
        # then Law 21 again: another unit of the same file, and the example a third places (its title
        # is in the study's index, made again only when what it lists changes).
        for old, new in EDITS[0]:
            _edit(built / old[0], old[1], new)
        _build(built, site, dirty=True)
        assert "sam uświadomił" in (site / "laws/21/index.html").read_text(encoding="utf-8")
        before = _stamps(site)
        _edit(built / UNIT_FILE, UNIT_TEXT, "Omówiony szczegółowo w oddzielnym, drugim wykładzie.")
        plugin = _build(built, site, dirty=True)
        rendered = set(plugin.cache.rendered)
        # The source page shows the unit, Law 12's page lists it under its commentary: in every
        # language's site; the home pages may list it among what is new.
        shown, home = {"sources/wasiak-2019.md", "laws/12.md"}, {"index.md"}
        assert _every_site(shown) <= rendered <= _every_site(shown | home)
        after = _stamps(site)
        theme_pages = {"404.html", "offline/index.html"}  # written at every build, like Material's 404
        rewritten = {path for path in after if after[path] != before.get(path)} - theme_pages
        files = {"sources/wasiak-2019/index.html", "laws/12/index.html"}
        assert _every_site(files) <= rewritten <= _every_site(files | {"index.html"})
        for lang in ("", "pl/", "ru/"):
            page = site / f"{lang}sources/wasiak-2019/index.html"
            assert "drugim wykładzie" in page.read_text(encoding="utf-8")
        for old, new in EDITS[1]:
            _edit(built / old[0], old[1], new)
        plugin = _build(built, site, dirty=True)
        commentary = (site / "laws/21/index.html").read_text(encoding="utf-8").split('id="commentary"')[1]
        assert "samym końcem" in commentary and "</abbr> gracza N:" in commentary  # the example it tells
        assert "Przykład 18 (N)" in (site / "study/data/index.json").read_text(encoding="utf-8")
        views = plugin.renderer.views
        # Each page that shows units made the views of the two units changed (one shows the edited
        # example); the others, dozens on the source's page, were those of the page's last rendering,
        # Law 21's two rebuilds ago (kept for the last rebuild only, they would all be made: 64, not 24).
        assert 0 < views.made <= 2 * len(views.used)  # views.used: the pages that show units, 16 here
        # The same knowledge base built clean gives the same files, byte for byte.
        _build(built, tmp_path / "clean")
        assert _files(site) == _files(tmp_path / "clean")
    finally:
        _edit(built / UNIT_FILE, "Omówiony szczegółowo w oddzielnym, drugim wykładzie.", UNIT_TEXT)
        for edits in EDITS:
            for (path, old), new in edits:
                if new in (built / path).read_text(encoding="utf-8"):
                    _edit(built / path, new, old)


def test_a_change_to_the_navigation_renders_every_page_again(built: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(built / "site", site)
    _edit(built / SOURCE_FILE, SOURCE_TITLE, SOURCE_TITLE + " (wyd. 2)")
    try:
        plugin = _build(built, site, dirty=True)
        assert set(plugin.cache.rendered) | set(plugin.cache.reused) == set(plugin.pages)
        assert "(wyd. 2)" in (site / "laws/27/index.html").read_text(encoding="utf-8")
    finally:
        _edit(built / SOURCE_FILE, SOURCE_TITLE + " (wyd. 2)", SOURCE_TITLE)


def test_a_page_missing_from_the_folder_is_written_again(built: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(built / "site", site)
    (site / "laws/40/index.html").unlink()
    _build(built, site, dirty=True)
    assert (site / "laws/40/index.html").read_bytes() == (built / "site/laws/40/index.html").read_bytes()
    assert (site / MANIFEST).is_file()


def test_the_serve_watcher_swaps_in_an_incremental_build(built: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(built / "site", site)
    kept = (site / "laws/40/index.html").stat().st_mtime_ns
    served = site.stat().st_ino
    _edit(built / UNIT_FILE, UNIT_TEXT, "Omówiony w trzecim wykładzie.")
    try:
        serve_build(built, site)  # the first: from a copy of the served folder
        assert "trzecim wykładzie" in (site / "sources/wasiak-2019/index.html").read_text(encoding="utf-8")
        assert (site / "laws/40/index.html").stat().st_mtime_ns == kept  # copied, not rendered again
        spare = site.with_name(".site.spare")
        assert spare.stat().st_ino == served and not site.with_name(".site.old").exists()
        _edit(built / UNIT_FILE, "Omówiony w trzecim wykładzie.", "Omówiony w czwartym wykładzie.")
        serve_build(built, site)  # the next: into the folder served before, brought up to date
        assert site.stat().st_ino == served, "the spare folder was not reused"
        for folder in (site, spare):
            page = (folder / "sources/wasiak-2019/index.html").read_text(encoding="utf-8")
            assert ("czwartym" if folder == site else "trzecim") + " wykładzie" in page
        _edit(built / UNIT_FILE, "Omówiony w czwartym wykładzie.", UNIT_TEXT)
        serve_build(built, site)  # the text as it was: the spare, two builds old, is brought up to date
        for path in _every_site({"sources/wasiak-2019/index.html", "laws/12/index.html"}):
            assert (site / path).read_bytes() == (built / "site" / path).read_bytes(), path
    finally:
        for text in ("Omówiony w trzecim wykładzie.", "Omówiony w czwartym wykładzie."):
            if text in (built / UNIT_FILE).read_text(encoding="utf-8"):
                _edit(built / UNIT_FILE, text, UNIT_TEXT)


def test_the_outputs_of_a_page_gone_are_removed(built: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(built / "site", site)
    example = built / "content/wasiak-2019/examples/law-13-deal.yaml"
    moved = tmp_path / example.name
    shutil.move(example, moved)
    commentary = built / "content/wasiak-2019/law-13.yaml"  # and the unit that places it
    placing = commentary.read_text(encoding="utf-8")
    commentary.write_text(placing.replace("- id: law-13-1-law-13-deal\n  example: law-13-deal\n", ""))
    assert commentary.read_text(encoding="utf-8") != placing
    flow = built / "content/rulings/incorrect-number-of-cards.yaml"  # and the flow that links it
    linking = flow.read_text(encoding="utf-8")
    flow.write_text(linking.replace("      examples: [wasiak-2019/law-13-deal]\n", ""), encoding="utf-8")
    assert flow.read_text(encoding="utf-8") != linking
    try:
        plugin = _build(built, site, dirty=True)
        gone = {output for _, output in plugin.built.pages.values()} - {
            output for _, output in plugin.outputs.pages.values()
        }
        assert gone == _every_site({"examples/wasiak-2019/law-13-deal/index.html"})
        assert not any((site / output).exists() for output in gone)
        clean = tmp_path / "clean"
        _build(built, clean)
        assert sorted(_files(site)) == sorted(_files(clean))
    finally:
        shutil.move(moved, example)
        commentary.write_text(placing, encoding="utf-8")
        flow.write_text(linking, encoding="utf-8")


def test_a_dirty_build_keeps_the_downloads_of_pages_it_keeps(built: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(built / "site", site)
    pbns = sorted(site.glob("examples/**/*.pbn"))
    assert pbns
    stamps = {path: path.stat().st_mtime_ns for path in pbns}
    plugin = _build(built, site, dirty=True)
    assert not any(page.startswith("examples/") for page in plugin.cache.rendered)
    assert {path: path.stat().st_mtime_ns for path in sorted(site.glob("examples/**/*.pbn"))} == stamps
    assert {f"examples/{p.relative_to(site / 'examples').as_posix()}" for p in pbns} <= plugin.outputs.files
