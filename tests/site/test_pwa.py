"""What the build writes for the installable, offline site: the manifest and its icons, each page's
head, the service worker's list of files (checked against the folder), the build's version, and
nothing of it in the folder build (BRIDGELAWS_OFFLINE)."""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import struct
import time
from pathlib import Path, PurePosixPath
from urllib.parse import urljoin, urlsplit

import pytest
from PIL import Image

from bridgelaws.site import outputs
from bridgelaws.site.outputs import lunr_wanted, page_url, search_files
from kbtree import build_site

MANIFEST_LINK = re.compile(r'<link rel="manifest" href="([^"]+)">')
ASSET = re.compile(
    r'<(?:link rel="(?:stylesheet|icon|apple-touch-icon|manifest)" href|script src)="([^"#?]+)'
)
HEX = re.compile(r"#[0-9a-f]{6}")


def _json(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _png_size(path: Path) -> tuple[int, int]:
    """The width and height a PNG file declares (its IHDR chunk)."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", path
    return struct.unpack(">II", data[16:24])


def _pages(site: Path) -> list[Path]:
    return [path for path in site.rglob("*.html") if path.name != "404.html"]


def _url_of(site: Path, page: Path) -> str:
    """The page's URL under http://site/ as the browser has it (folders end with a slash)."""
    return "http://site/" + page_url(page.relative_to(site).as_posix(), True).removeprefix("./")


def test_the_manifest_has_what_installing_needs(site: Path) -> None:
    manifest = _json(site / "manifest.webmanifest")
    assert manifest["name"] == "bridgelaws — Laws of Duplicate Bridge"
    assert manifest["short_name"] == "bridgelaws" and len(manifest["short_name"]) <= 12
    assert manifest["display"] == "standalone"
    # relative URLs: the site installs under any sub-path, and starts inside its scope
    assert manifest["start_url"] == manifest["scope"] == manifest["id"] == "./"
    assert HEX.fullmatch(manifest["theme_color"]) and HEX.fullmatch(manifest["background_color"])
    sizes = {}
    for icon in manifest["icons"]:
        path = site / icon["src"]
        width, height = _png_size(path)
        assert icon["sizes"] == f"{width}x{height}" and icon["type"] == "image/png"
        sizes.setdefault(icon["purpose"], set()).add(width)
    assert sizes == {"any": {192, 512}, "maskable": {512}}


def test_the_maskable_icon_keeps_its_mark_in_the_safe_zone(site: Path) -> None:
    """Launchers cut a maskable icon down to the circle of 40% radius at its centre: the white mark
    must lie inside it, and the colour must reach every edge (no transparency)."""
    image = Image.open(site / "assets/bridgelaws/icons/maskable-512.png").convert("RGBA")
    size = image.width
    pixels = image.load()
    farthest = 0.0
    for y in range(0, size, 2):
        for x in range(0, size, 2):
            r, g, b, a = pixels[x, y]
            assert a == 255
            if min(r, g, b) > 200:  # the white spade
                farthest = max(farthest, math.hypot(x - size / 2, y - size / 2))
    assert 0.25 * size < farthest < 0.4 * size
    any_icon = Image.open(site / "assets/bridgelaws/icons/icon-512.png").convert("RGBA")
    assert any_icon.getpixel((0, 0))[3] == 0 and any_icon.getpixel((256, 256))[3] == 255  # rounded corners


def test_every_page_links_the_manifest_the_icon_and_both_theme_colours(site: Path) -> None:
    manifest = _json(site / "manifest.webmanifest")
    pages = _pages(site)
    assert len(pages) > 100
    for page in pages:
        html = page.read_text(encoding="utf-8")
        url = _url_of(site, page)
        assert urljoin(url, MANIFEST_LINK.search(html)[1]) == "http://site/manifest.webmanifest", page
        apple = re.search(r'<link rel="apple-touch-icon" href="([^"]+)">', html)[1]
        assert (site / urlsplit(urljoin(url, apple)).path.lstrip("/")).is_file()
        themes = re.findall(
            r'<meta name="theme-color" media="\(prefers-color-scheme: (\w+)\)" content="([^"]+)">', html
        )
        assert dict(themes) == {"light": manifest["theme_color"], "dark": manifest["theme_color"]}, page
        assert html.count('rel="manifest"') == 1


def test_the_offline_list_is_what_the_build_wrote(site: Path) -> None:
    data = _json(site / "offline.json")
    files = data["files"]
    # every entry is a file of the site with that size and digest
    for url, entry in files.items():
        path = site / (url + "index.html" if url.endswith("/") else url).removeprefix("./")
        data_bytes = path.read_bytes()
        assert entry["size"] == len(data_bytes), url
        assert entry["digest"] == hashlib.sha256(data_bytes).hexdigest()[:16], url
    # every file of the site is listed, but what no reader fetches
    on_disk = {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}
    listed = {(url + "index.html" if url.endswith("/") else url).removeprefix("./") for url in files}
    left_out = on_disk - listed
    for path in left_out:
        name = PurePosixPath(path).name
        assert (
            name in {"404.html", "sitemap.xml", "sitemap.xml.gz", "sw.js", "offline.json"}
            or name.startswith(".")
            or path.endswith(".map")
            or path.startswith("assets/javascripts/lunr/")  # the site's search loads none
        ), path
    groups = {}
    for url, entry in files.items():
        groups.setdefault(entry["group"], set()).add(url)
    assert {"./", "laws/", "offline/", "manifest.webmanifest", "search/search_index.json"} <= groups["shell"]
    assert {files[url]["lang"] for url in groups["search"]} == {"en", "pl", "el", "ru"}
    assert "examples/hellenic-wiki-law27/ex-33.pbn" in groups["file"]
    assert files["laws/27/"]["title"] == "27. Insufficient Bid" and files["laws/27/"]["group"] == "page"
    assert data["languages"] == {"en": "English", "pl": "Polish", "el": "Greek", "ru": "Russian"}


def test_the_shell_holds_every_asset_a_page_loads(site: Path) -> None:
    """Whatever page a reader opens offline, its styles and scripts are kept from the first visit."""
    files = _json(site / "offline.json")["files"]
    shell = {url for url, entry in files.items() if entry["group"] == "shell"}
    needed = set()
    for page in _pages(site):
        url = _url_of(site, page)
        for href in ASSET.findall(page.read_text(encoding="utf-8")):
            target = urljoin(url, href)
            if target.startswith("http://site/"):
                needed.add(target.removeprefix("http://site/"))
    assert needed and needed <= shell, needed - shell
    # and the site's search (its engine in the shell, each language's index with its language)
    assert {"search/material.js", "search/search.js", "search/common.js"} <= shell
    assert files["search/pl/index.js"]["group"] == "search" and files["search/pl/index.js"]["lang"] == "pl"
    assert not any(url.startswith("assets/javascripts/lunr/") for url in files)  # Material's worker is inert


def test_the_worker_carries_the_builds_version(site: Path) -> None:
    version = _json(site / "offline.json")["version"]
    worker = (site / "sw.js").read_text(encoding="utf-8")
    assert f'const VERSION = "{version}";' in worker
    assert '"en": "offline/"' in worker and '"pl": "pl/offline/"' in worker  # each site's offline page
    assert "__VERSION__" not in worker and "__OFFLINE__" not in worker


def test_a_change_makes_a_new_version_and_the_same_content_the_same(small: Path) -> None:
    build_site(small / "mkdocs.yml", small / "one")
    build_site(small / "mkdocs.yml", small / "two")
    one, two = _json(small / "one/offline.json"), _json(small / "two/offline.json")
    assert one == two
    assert (small / "one/sw.js").read_bytes() == (small / "two/sw.js").read_bytes()
    source = small / "content/demo/pl.yaml"
    source.write_text(
        source.read_text(encoding="utf-8").replace("rozszerzony", "poszerzony"), encoding="utf-8"
    )
    build_site(small / "mkdocs.yml", small / "three")
    three = _json(small / "three/offline.json")
    assert three["version"] != one["version"]
    changed = {url for url in three["files"] if three["files"][url] != one["files"].get(url)}
    assert "sources/demo/" in changed and "search/pl/index.js" in changed
    assert "search/en/index.js" not in changed and "assets/bridgelaws/pwa.js" not in changed


def test_the_folder_build_has_no_worker_and_no_manifest(small: Path) -> None:
    """Material's offline plugin on (as BRIDGELAWS_OFFLINE turns it on): a site for file://."""
    text = (small / "mkdocs.yml").read_text(encoding="utf-8")
    offline = text.replace("plugins: [search, bridgelaws]", "plugins: [search, bridgelaws, offline]")
    (small / "mkdocs.yml").write_text(offline, encoding="utf-8")
    build_site(small / "mkdocs.yml", small / "folder")
    out = small / "folder"
    for name in ("sw.js", "offline.json", "manifest.webmanifest", "offline.html", "assets/bridgelaws/pwa.js"):
        assert not (out / name).exists(), name
    home = (out / "index.html").read_text(encoding="utf-8")
    assert 'rel="manifest"' not in home and "pwa.js" not in home
    assert '<div class="bl-keep" id="keep-offline" hidden>' in home  # the switch stays hidden


@pytest.mark.parametrize(
    ("path", "langs", "wanted"),
    [
        ("assets/javascripts/lunr/min/lunr.stemmer.support.min.js", ["en"], True),
        ("assets/javascripts/lunr/min/lunr.multi.min.js", ["en"], False),
        ("assets/javascripts/lunr/min/lunr.multi.min.js", ["en", "pl"], True),
        ("assets/javascripts/lunr/min/lunr.en.min.js", ["en", "pl"], False),
        ("assets/javascripts/lunr/min/lunr.de.min.js", ["en", "pl"], False),
        ("assets/javascripts/lunr/min/lunr.pl.min.js", ["en", "pl"], True),
        ("assets/javascripts/lunr/tinyseg.js", ["ja"], True),
        ("assets/javascripts/lunr/tinyseg.js", ["en"], False),
        ("assets/bridgelaws/bridgelaws.js", ["en"], True),
    ],
)
def test_the_lunr_files_material_loads(path: str, langs: list[str], wanted: bool) -> None:
    assert lunr_wanted(path, langs) is wanted


def test_search_files_are_found_by_language(tmp_path: Path) -> None:
    for name in ("search_index.json", "common.js", "pl/index.js", "pl/text-0.js", "el/index.js"):
        (tmp_path / "search" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "search" / name).write_text("{}")
    assert search_files(tmp_path) == {
        "pl": ["search/pl/index.js", "search/pl/text-0.js"],
        "el": ["search/el/index.js"],
    }


def test_a_listing_reads_only_what_changed_in_either_of_the_watchers_two_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The `serve` watcher builds into its two folders in turn and swaps them by renaming: each listing
    reads again only the files written since that folder was last listed, and lists them right."""
    read: list[str] = []
    digest = outputs._file_digest
    monkeypatch.setattr(outputs, "_file_digest", lambda path: read.append(path) or digest(path))
    served, spare = tmp_path / "site", tmp_path / ".site.spare"
    for folder, words in ((served, "one"), (spare, "two")):
        for name in ("index.html", "laws/27/index.html", "pl/laws/27/index.html"):
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_text(f"<title>{words} {name} - bridgelaws</title>", encoding="utf-8")

    def listed(folder: Path) -> dict[str, tuple[str, str]]:
        found = outputs.list_outputs(folder, core={"index.html"}, search_langs=["en"], site_name="bridgelaws")
        return {o.url: (o.digest, o.title) for o in found}

    first = listed(spare)  # a rebuild's folder, then the swap: the served one becomes the spare
    served.rename(tmp_path / "old"), spare.rename(served), (tmp_path / "old").rename(spare)
    listed(spare)
    assert len(read) == 6
    served.rename(tmp_path / "old"), spare.rename(served), (tmp_path / "old").rename(spare)
    page = spare / "laws/27/index.html"  # the next rebuild writes one page into its folder
    page.write_text("<title>three - bridgelaws</title>", encoding="utf-8")
    read.clear()
    again = listed(spare)
    assert read == [str(page)]
    assert again["laws/27/"] == (hashlib.sha256(page.read_bytes()).hexdigest()[:16], "three")
    assert {url: again[url] for url in again if url != "laws/27/"} == {
        url: first[url] for url in first if url != "laws/27/"
    }


def test_a_listing_lists_again_only_the_folders_whose_names_changed_and_finds_every_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder's names are kept by its time (a file written again in place leaves it as it is): the next
    listing lists again only the folders where files came or went, and still finds every file written
    again, added or removed."""
    listed_again: list[str] = []
    names = outputs._names
    monkeypatch.setattr(outputs, "_names", lambda rel, full: listed_again.append(full) or names(rel, full))
    site = tmp_path / "site"
    for name in ("index.html", "laws/27/index.html", "laws/40/index.html"):
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        (site / name).write_text(f"<title>{name} - bridgelaws</title>", encoding="utf-8")
    settled = time.time() - 60  # older than the clock's tick: the folders' names are kept
    for folder in (site, site / "laws", site / "laws/27", site / "laws/40"):
        os.utime(folder, (settled, settled))

    def listed() -> dict[str, str]:
        found = outputs.list_outputs(site, core=set(), search_langs=["en"], site_name="bridgelaws")
        return {o.url: o.title for o in found}

    assert listed() == {
        "./": "index.html",
        "laws/27/": "laws/27/index.html",
        "laws/40/": "laws/40/index.html",
    }
    assert len(listed_again) == 4
    listed_again.clear()
    assert len(listed()) == 3 and listed_again == []
    (site / "laws/27/index.html").write_text("<title>Law 27 again - bridgelaws</title>", encoding="utf-8")
    (site / "laws/40/index.html").unlink()
    (site / "laws/40").rmdir()
    (site / "laws/16").mkdir()
    (site / "laws/16/index.html").write_text("<title>Law 16 - bridgelaws</title>", encoding="utf-8")
    assert listed() == {"./": "index.html", "laws/27/": "Law 27 again", "laws/16/": "Law 16"}
    assert sorted(listed_again) == [str(site / "laws"), str(site / "laws/16")]


def test_a_listing_takes_the_files_a_build_left_as_they_were_as_it_last_found_them(tmp_path: Path) -> None:
    """The files a build says it left as they were (the pages a dirty build kept) are taken as the
    folder's last listing found them, not looked at again; every other file is, and a file said unchanged
    that the last listing did not find is looked at too."""
    site = tmp_path / "site"
    for name in ("laws/27/index.html", "laws/40/index.html"):
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        (site / name).write_text(f"<title>{name} - bridgelaws</title>", encoding="utf-8")

    def sizes(unchanged: frozenset[str] = frozenset()) -> dict[str, int]:
        found = outputs.list_outputs(
            site, core=set(), search_langs=["en"], site_name="bridgelaws", unchanged=unchanged
        )
        return {o.url: o.size for o in found}

    first = sizes()
    for name in ("laws/27/index.html", "laws/40/index.html"):  # written again in place, longer
        (site / name).write_text(f"<title>{name}, again - bridgelaws</title>", encoding="utf-8")
    (site / "laws/16").mkdir()
    (site / "laws/16/index.html").write_text("<title>Law 16 - bridgelaws</title>", encoding="utf-8")
    said = frozenset({"laws/27/index.html", "laws/16/index.html"})
    assert sizes(said) == {
        "laws/27/": first["laws/27/"],  # taken as listed
        "laws/40/": (site / "laws/40/index.html").stat().st_size,  # looked at again
        "laws/16/": (site / "laws/16/index.html").stat().st_size,  # not listed before: looked at
    }
    assert sizes()["laws/27/"] == (site / "laws/27/index.html").stat().st_size  # unless not said
