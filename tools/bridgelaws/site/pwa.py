"""The site as an app that installs on a phone and opens with no network (the plugin's hooks call
`WebApp`; see README.md, "Installable and offline").

- `manifest.webmanifest`: the name, the icons (`icons.py`: 192 and 512 px, a maskable 512 and
  Apple's 180), the theme colours of the palettes, `display: standalone`; every URL in it is
  relative, so the site installs under any sub-path (mkdocs' `site_url` may be empty);
- each page's head links the manifest and the Apple icon and gives the theme colour of each
  palette (inserted after the page is rendered, so nothing depends on Material's templates);
- `sw.js`, the service worker (`assets/swcache.js`, `sw.js`, `swserve.js` and `swmessages.js` as one
  file, with the build's version),
  and `offline.json`, the list of what the build wrote for readers (`outputs.list_outputs`), both
  written last, once everything else is in the site folder;
- `assets/bridgelaws/pwa.js` registers the worker (over http and https only) and drives the
  "Keep everything offline" switch of the home page, the offline page and the "updated" notice;
- the offline page of each language's site (`offline/`, `pl/offline/`, …: `pages.OFFLINE`), shown by the
  worker for a page that is neither kept nor reachable, in the language of the page asked for.

The folder build (`BRIDGELAWS_OFFLINE`, opened from file://, where no service worker runs) gets
none of this: it stays as Material's offline plugin makes it.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Set
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from markupsafe import escape
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page as MkPage
from mkdocs.utils import get_relative_url

from bridgelaws.model.schema import LANGS

from . import outputs
from .icons import Kind, icon_png
from .manifest import write_if_changed
from .material import offline_enabled
from .pages import HOME, LANG_ENGLISH, LAWS, OFFLINE, RULINGS_FOLDER, localized

log = logging.getLogger("mkdocs.plugins.bridgelaws")
ASSETS = Path(__file__).parent / "assets"
MANIFEST = "manifest.webmanifest"
WORKER = "sw.js"
# the worker, written as one file: its pure bookkeeping, then the worker in three parts
WORKER_SOURCES = ("swcache.js", "sw.js", "swserve.js", "swmessages.js")
LIST = "offline.json"
JS = "assets/bridgelaws/pwa.js"
CSS = "assets/bridgelaws/pwa.css"
ICONS: dict[str, tuple[int, Kind]] = {
    "assets/bridgelaws/icons/icon-192.png": (192, "any"),
    "assets/bridgelaws/icons/icon-512.png": (512, "any"),
    "assets/bridgelaws/icons/maskable-512.png": (512, "maskable"),
    "assets/bridgelaws/icons/apple-touch-icon.png": (180, "apple"),
}
APPLE_ICON = "assets/bridgelaws/icons/apple-touch-icon.png"
# Material's page backgrounds: white, and slate's hsla(225deg, 15%, 14%) (checked in the browser tests)
BACKGROUNDS = {"default": "#ffffff", "slate": "#1e2129"}


@dataclass(frozen=True)
class Palette:
    """A palette of the theme: when it applies, the header's colour and the page's background."""

    media: str
    theme: str
    background: str


def _primary_colour(config: MkDocsConfig, name: str) -> str | None:
    """The header colour of Material's primary `name`, read from Material's own palette stylesheet."""
    selector = rf"\[data-md-color-primary={re.escape(name)}\]"
    pattern = re.compile(selector + r"\{--md-primary-fg-color:(#[0-9a-fA-F]{3,8})")
    for folder in config.theme.dirs:
        for sheet in sorted(Path(folder).glob("assets/stylesheets/palette.*.min.css")):
            match = pattern.search(sheet.read_text(encoding="utf-8"))
            if match:
                return match[1].lower()
    return None


def palettes(config: MkDocsConfig) -> list[Palette]:
    """The theme's palettes (Material's default, indigo on white, when it has none)."""
    palette = config.theme.get("palette") or [{}]
    found = []
    for entry in [palette] if isinstance(palette, dict) else palette:
        primary = str(entry.get("primary") or "indigo").replace(" ", "-").lower()
        scheme = str(entry.get("scheme") or "default")
        theme = _primary_colour(config, primary)
        if theme is None:
            log.warning("bridgelaws: no colour found for the primary '%s': the app uses indigo", primary)
            theme = "#4051b5"
        background = BACKGROUNDS.get(scheme, BACKGROUNDS["default"])
        found.append(Palette(str(entry.get("media") or ""), theme, background))
    return found


def short_name(site_name: str) -> str:
    """What a home screen shows under the icon: the site's name up to a dash ("bridgelaws")."""
    return re.split(r"\s+[—–-]\s+", site_name)[0].strip()


def web_manifest(config: MkDocsConfig) -> dict[str, Any]:
    """The web app manifest; its URLs are relative to it, that is to the site's root."""
    first = palettes(config)[0]
    icons = [
        {"src": path, "sizes": f"{size}x{size}", "type": "image/png", "purpose": kind}
        for path, (size, kind) in ICONS.items()
        if kind != "apple"
    ]
    return {
        "id": "./",
        "name": config.site_name,
        "short_name": short_name(config.site_name),
        "description": config.site_description or config.site_name,
        "lang": config.theme.get("language") or "en",
        "dir": "ltr",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": first.background,
        "theme_color": first.theme,
        "categories": ["books", "education", "reference"],
        "icons": icons,
    }


class WebApp:
    """The hooks of the installable app, called by the plugin at its own events."""

    def __init__(self) -> None:
        self.enabled = False
        self.core: set[str] = set()  # output files of the pages every visit keeps
        self.offline_urls: dict[str, str] = {}  # each language's offline page, from the site's root
        self.head = ""  # what each page's head gets, with {root} for the way to the site's root

    def on_config(self, config: MkDocsConfig) -> None:
        self.enabled = not offline_enabled(config)
        if not self.enabled:
            return
        config.extra_css.append(CSS)
        config.extra_javascript.append(JS)
        name = escape(short_name(config.site_name))
        tags = [
            '<link rel="manifest" href="{root}' + MANIFEST + '">',
            '<link rel="apple-touch-icon" href="{root}' + APPLE_ICON + '">',
            f'<meta name="apple-mobile-web-app-title" content="{name}">',
            '<meta name="mobile-web-app-capable" content="yes">',
            '<meta name="apple-mobile-web-app-capable" content="yes">',
        ]
        for palette in palettes(config):
            media = f' media="{escape(palette.media)}"' if palette.media else ""
            tags.append(f'<meta name="theme-color"{media} content="{palette.theme}">')
        self.head = "".join(tags)

    def on_files(self, files: Files, config: MkDocsConfig) -> None:
        if not self.enabled:
            return
        files.append(File.generated(config, JS, abs_src_path=str(ASSETS / "pwa.js")))
        files.append(File.generated(config, CSS, abs_src_path=str(ASSETS / "pwa.css")))
        colour = palettes(config)[0].theme
        for path, (size, kind) in ICONS.items():
            files.append(File.generated(config, path, content=icon_png(size, colour, kind)))
        manifest = json.dumps(web_manifest(config), ensure_ascii=False, indent=1)
        files.append(File.generated(config, MANIFEST, content=manifest + "\n"))
        # the offline page of each language's site (a page of the site map, `pages.OFFLINE`)
        offline = ((lang, files.src_uris.get(localized(OFFLINE, lang))) for lang in LANGS)
        self.offline_urls = {lang: file.url for lang, file in offline if file is not None}
        # the ruling flows too: a Director at the table may be offline the first time he needs one
        rulings = [f.src_uri for f in files.documentation_pages() if f.src_uri.startswith(RULINGS_FOLDER)]
        pages = [localized(path, lang) for lang in LANGS for path in (HOME, LAWS, OFFLINE, *rulings)]
        core = (files.src_uris.get(path) for path in pages)
        self.core = {file.dest_uri for file in core if file is not None}

    def on_post_page(self, html: str, page: MkPage) -> str:
        """The page's head with the manifest, the icons and the theme colours."""
        if not self.enabled:
            return html
        root = get_relative_url(MANIFEST, page.url)[: -len(MANIFEST)]
        head = self.head.replace("{root}", root)
        if page.file.url in self.offline_urls.values():
            head += '<meta name="robots" content="noindex">'
        return html.replace("</head>", head + "</head>", 1)

    def written(self) -> set[str]:
        """The files `on_post_build` writes (for the plugin's record of its outputs)."""
        return {WORKER, LIST} if self.enabled else set()

    def on_post_build(self, config: MkDocsConfig, unchanged: Set[str] = frozenset()) -> None:
        """Writes the list of what the build wrote and the service worker with the build's version.
        Runs last: it lists the files the rest of the build has written (`unchanged`: those it knows
        it left as they were, see `outputs.list_outputs`)."""
        if not self.enabled:
            return
        site = Path(config.site_dir)
        template = "\n".join((ASSETS / name).read_text(encoding="utf-8") for name in WORKER_SOURCES)
        listed = outputs.list_outputs(
            site,
            core=self.core,
            search_langs=[],  # the site's search loads no lunr file: Material's worker is inert (material.js)
            site_name=config.site_name,
            directory_urls=config.use_directory_urls,
            skipped=self.written(),
            unchanged=unchanged,
        )
        version = outputs.version(listed, template.encode("utf-8"))
        data = {
            "version": version,
            "languages": {lang: LANG_ENGLISH[lang] for lang in LANGS if any(o.lang == lang for o in listed)},
            "files": {output.url: output.entry() for output in listed},
        }
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        write_if_changed(site / LIST, text.encode("utf-8"))
        offline = json.dumps(self.offline_urls, ensure_ascii=False, sort_keys=True)
        worker = template.replace("__VERSION__", version).replace("__OFFLINE_PAGES__", offline)
        write_if_changed(site / WORKER, worker.encode("utf-8"))
