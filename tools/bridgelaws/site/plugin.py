"""The mkdocs plugin `bridgelaws`: the knowledge base as pages, made in memory at every build.

- on_config: the site's CSS and JS added, and the site's search (see `staticsearch`);
- on_files: the model loaded (`bridgelaws.model.load_with_problems`; every problem is a warning,
  so `mkdocs build --strict` fails on them), a page per law, edition, source and example
  created with `File.generated`, the navigation set, and each page's key: a digest of everything
  it shows and of what surrounds it (navigation, mkdocs.yml). A page already built into the site
  folder under the same key (recorded in the folder's manifest, so a copy or a later process
  knows it too: see `manifest`) is marked unchanged, so a dirty build (`build(config, dirty=True)`,
  what the `bridgelaws serve` watcher runs) neither renders nor writes it again;
- on_page_markdown: the page rendered from its template, or taken from the render cache when
  nothing it shows has changed (see `cache`), and left out of Material's page-parsed search index:
  the site's search indexes the model, per language (see `staticsearch`); its HTML regions go
  around Markdown (`htmlblocks`);
- on_page_content: the HTML regions put back, the page's ids and links collected;
- on_post_build: PBN downloads and the changes' Atom feed (`changes.py`) written, then every
  internal link and anchor checked (a broken one is a warning), the outputs of pages gone since the
  last build removed, the service worker's list and the worker written (last: they list what the
  build wrote), the manifest written;
- the installable app (manifest, icons, offline page, head tags, service worker): `pwa.WebApp`,
  called at on_config, on_files, on_post_page and on_post_build;
- on_serve: `laws/` and `content/` watched (and the templates), so saving a file rebuilds the site.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from mkdocs.config import config_options
from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, event_priority
from mkdocs.structure.files import File, Files, InclusionLevel
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page as MkPage

from bridgelaws import i18n
from bridgelaws.model import KnowledgeBase, load_with_problems

from . import changes, hands, htmlblocks, material, rulings, sitemap, staticsearch, study, words
from .cache import COMPILED, RenderCache, code_version, digest
from .checklinks import LinkChecker
from .inputs import PageInputs, link_universe
from .manifest import GeneratedFile, Manifest, data_files_built, page_places, write_if_changed
from .pages import DEFAULT_LANG, LANG_NAMES, Page, SiteMap, example_path, pbn_path
from .pwa import WebApp
from .render import TEMPLATES, Renderer, vocabulary
from .unitviews import UnitViews

log = logging.getLogger("mkdocs.plugins.bridgelaws")
ASSETS = Path(__file__).parent / "assets"
CSS = "assets/bridgelaws/bridgelaws.css"
JS = "assets/bridgelaws/bridgelaws.js"
# Loaded first on every page: the one check of a place a script takes from the address, storage or a file.
SITEPATH = "assets/bridgelaws/sitepath.js"
# Then the language of the reader's site: a first visit follows the browser's, the switcher keeps the page.
LANG = "assets/bridgelaws/lang.js"
# Languages of a law text side by side, and the editions of a provision side by side.
LAWTEXT = ("assets/bridgelaws/lawtext.css", "assets/bridgelaws/lawtext.js")
REQUIRED_EXTENSIONS = ("attr_list", "toc")


class _DirtyIsSafe(logging.Filter):
    """Drops mkdocs' warning that a dirty build may leave stale navigation and links: this plugin keeps
    a page only when nothing it shows, the navigation included, has changed."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "'dirty' build is being performed" not in record.getMessage()


_BUILD_LOG = logging.getLogger("mkdocs.commands.build")


class PageFile(GeneratedFile):
    """A generated page. `unchanged`: built already into the site folder from the same inputs, so a
    dirty build (`build(config, dirty=True)`, as the `bridgelaws serve` watcher runs) skips it."""

    unchanged = False

    def is_modified(self) -> bool:
        return not self.unchanged


def _config_text(config: MkDocsConfig) -> str:
    path = config.config_file_path
    return Path(path).read_text(encoding="utf-8") if path and Path(path).is_file() else ""


class BridgeLawsConfig(Config):
    root = config_options.Type(str, default="")  # the knowledge base, relative to mkdocs.yml


class BridgeLawsPlugin(BasePlugin[BridgeLawsConfig]):
    """Generates the site's pages from the knowledge base (see the module docstring)."""

    def __init__(self) -> None:
        self.root = Path.cwd()
        self.cache = RenderCache()
        self.kb: KnowledgeBase | None = None
        self.sitemap: SiteMap | None = None
        self.renderer: Renderer | None = None
        self.pages: dict[str, Page] = {}
        self.keys: dict[str, str] = {}  # page path → digest of everything it shows, this build
        self.built = Manifest()  # what the last build left in the site folder
        self.outputs = Manifest()  # what this build leaves there
        self.kept: set[str] = set()  # pages a dirty build skips: built already from the same inputs
        self.checker = LinkChecker()
        self.app = WebApp()  # installable and offline (pwa.py)
        self.words = ""  # the version of the catalogues the last build read
        self.files: Files | None = None
        self.navs: dict[str, list] = {}  # each language's navigation, as mkdocs' `nav` configuration
        self.navigations: dict[str, Navigation] = {}  # … as mkdocs made it, for the theme
        self.regions: dict[str, tuple[str, ...]] = {}  # a page's HTML kept out of Markdown (htmlblocks)

    def on_startup(self, *, command: str, dirty: bool) -> None:
        """Present so that mkdocs keeps this object (and its cache) across `serve` rebuilds."""

    @event_priority(100)
    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        self.root = (Path(config.config_file_path or ".").resolve().parent / self.config.root).resolve()
        missing = [name for name in REQUIRED_EXTENSIONS if name not in config.markdown_extensions]
        if missing:
            raise PluginError(f"bridgelaws needs the markdown extensions {', '.join(missing)} in mkdocs.yml")
        if not any(isinstance(f, _DirtyIsSafe) for f in _BUILD_LOG.filters):
            _BUILD_LOG.addFilter(_DirtyIsSafe())
        config.extra_css.extend([CSS, study.CSS, rulings.CSS, LAWTEXT[0]])
        config.extra_javascript.insert(0, SITEPATH)
        config.extra_javascript.insert(1, LANG)
        config.extra_javascript.extend([JS, LAWTEXT[1]])
        words.configure(config)
        sitemap.replace_theme_template(config)
        material.add_overrides(config)
        staticsearch.configure(config)
        self.app.on_config(config)
        return config

    def on_pre_build(self, *, config: MkDocsConfig) -> None:
        material.drop_remote_shim(config)  # added by the offline plugin's on_config, after ours

    def on_files(self, files: Files, *, config: MkDocsConfig) -> Files:
        if self.words and self.words != i18n.version():  # a catalogue saved under `serve`
            i18n.reload()
            vocabulary.cache_clear()
            study.forget()
        self.words = i18n.version()
        result = load_with_problems(self.root)
        for problem in result.problems:
            log.warning("knowledge base: %s", problem)
        self.kb = result.kb
        self.sitemap = SiteMap(self.kb, offline_app=self.app.enabled)
        self.pages = {page.path: page for page in self.sitemap.site_pages}
        self.navs = {lang: self.sitemap.nav(lang) for lang in i18n.LANGS}
        config.nav = self.navs[DEFAULT_LANG]
        code = code_version()  # templates edited under `serve` render everything again
        universe = digest([code, config.use_directory_urls, link_universe(self.kb, self.sitemap)])
        inputs = PageInputs(self.kb, self.sitemap)
        # What surrounds every page (the navigation, mkdocs.yml): when it changes, no page is kept.
        frame = digest([universe, self.navs, _config_text(config)])
        self.keys = inputs.keys(frame)
        self.built = Manifest.read(Path(config.site_dir))
        self.outputs = Manifest()
        self.kept = set()
        site_dir, urls = config.site_dir, config.use_directory_urls  # mkdocs' config: slow to ask 9,488 times
        for page in self.sitemap.site_pages:
            if files.src_uris.get(page.path) is not None:
                raise PluginError(f"{page.path} exists in docs_dir; the site generates it (remove the file)")
            # Example pages are reached from the examples index and the law pages, not the nav; the
            # other languages' pages are in their own language's navigation (on_nav).
            aside = page.kind in ("example", "offline") or page.lang != DEFAULT_LANG
            inclusion = InclusionLevel.NOT_IN_NAV if aside else InclusionLevel.UNDEFINED
            dest_uri, url = page_places(page.path, urls)
            # as `File.generated` makes it, without asking the config for the same values again
            file = PageFile(page.path, None, site_dir, urls, dest_uri=dest_uri, inclusion=inclusion)
            file.url, file.generated_by, file.content_string = url, "bridgelaws", ""
            same = self.built.key(page.path) == self.keys[page.path]
            file.unchanged = same and os.path.isfile(os.path.join(site_dir, dest_uri))
            if file.unchanged:
                self.kept.add(page.path)
            self.outputs.pages[page.path] = (self.keys[page.path], file.dest_uri)
            files.append(file)
        files.append(File.generated(config, CSS, abs_src_path=str(ASSETS / "bridgelaws.css")))
        files.append(File.generated(config, JS, abs_src_path=str(ASSETS / "bridgelaws.js")))
        files.append(File.generated(config, SITEPATH, abs_src_path=str(ASSETS / "sitepath.js")))
        files.append(File.generated(config, LANG, abs_src_path=str(ASSETS / "lang.js")))
        for asset in (*LAWTEXT, rulings.CSS, rulings.JS):
            files.append(File.generated(config, asset, abs_src_path=str(ASSETS / Path(asset).name)))
        for file in staticsearch.script_files(config):
            files.append(file)
        for file in words.files(config):
            files.append(file)
        self.app.on_files(files, config)
        hands.prefetch(entry.example for entry in self.kb.examples)
        self.cache.start_build()
        self.checker.keep_only(page.url for page in files.documentation_pages())
        # A rebuild that keeps pages keeps their units' views too; a whole build keeps none (unitviews).
        views = UnitViews(inputs, frame) if self.kept else None
        self.renderer = Renderer(self.kb, self.sitemap, files, views)
        self.files = files
        for file in study.files(config, self.renderer, self.checker, self.keys):
            files.append(file)
            self.outputs.files.add(file.dest_uri)
        return files

    def on_nav(self, nav: Navigation, *, config: MkDocsConfig, files: Files) -> Navigation:
        """The navigation of each other language's site, its pages titled as it names them."""
        self.navigations = {DEFAULT_LANG: nav}
        for lang, entries in self.navs.items():
            if lang != DEFAULT_LANG:
                self.navigations[lang] = material.navigation(entries, files, config)
        return nav

    def on_env(self, env, *, config: MkDocsConfig, files: Files):  # type: ignore[no-untyped-def]
        env.bytecode_cache = COMPILED  # the theme's templates, compiled once per process
        return env

    def on_page_context(self, context: dict, *, page: MkPage, config: MkDocsConfig, nav: Navigation) -> dict:
        """A page of another language's site gets that site's navigation, Material's words in its
        language and the language switcher's links to the same page in each language."""
        spec = self.pages.get(page.file.src_uri)
        if spec is None:
            return context
        context["nav"] = self.navigations.get(spec.lang, nav)
        alternates = [
            (lang, LANG_NAMES[lang], files_url)
            for lang, path in spec.alternates()
            if (files_url := self._url(path)) is not None
        ]
        name = config.site_name  # the English site's, as mkdocs.yml names it
        if spec.lang != DEFAULT_LANG:
            name = "bridgelaws — " + i18n.words(spec.lang)._("The Laws of Duplicate Bridge")
        material.page_language(context, config, spec.lang, alternates, name)
        return context

    def _file(self, path: str) -> File | None:
        """This build's file of the page at `path` (a generated page's source path)."""
        return self.files.src_uris.get(path) if self.files is not None else None

    def _address(self, path: str) -> str | None:
        """A page's address for the sitemap: absolute with mkdocs' `site_url`, else from the root."""
        file = self._file(path)
        if file is None or file.page is None:
            return None
        return file.page.canonical_url or file.page.abs_url

    def _url(self, path: str) -> str | None:
        file = self._file(path)
        return file.url if file is not None else None

    def on_page_markdown(self, markdown: str, *, page: MkPage, config: MkDocsConfig, files: Files) -> str:
        material.exclude(page)
        spec = self.pages.get(page.file.src_uri)
        renderer = self.renderer
        if spec is None or renderer is None:
            return markdown
        rendered = self.cache.get(spec.path, self.keys[spec.path], lambda: renderer.render(spec))
        self.regions[page.file.src_uri] = rendered.regions
        return rendered.markdown

    def on_page_content(self, html: str, *, page: MkPage, config: MkDocsConfig, files: Files) -> str:
        html = htmlblocks.restore(html, self.regions.pop(page.file.src_uri, ()))
        self.checker.add_page(page.url, html)
        return html

    def on_post_page(self, output: str, *, page: MkPage, config: MkDocsConfig) -> str:
        material.page_language_done(config)
        spec = self.pages.get(page.file.src_uri)
        if spec is not None:
            output = words.add_language(output, page.url, spec.lang)
        return self.app.on_post_page(output, page)

    def on_post_build(self, *, config: MkDocsConfig) -> None:
        if self.sitemap is None:
            return
        staticsearch.write(config, self.sitemap)
        site = Path(config.site_dir)
        feed = changes.feed(self.sitemap, config.site_name, config.site_url, config.use_directory_urls)
        write_if_changed(site / changes.FEED, feed)
        self.outputs.files.add(changes.FEED)
        for key in self.sitemap.example_keys:
            path = pbn_path(*key)
            if example_path(*key) in self.kept and path in self.built.files and (site / path).is_file():
                self.outputs.files.add(path)  # the page is kept as built, so is its deal
                continue
            entry = self.sitemap.examples_by_key[key][0]
            pbn = (hands.engine(entry.example)["results"].get("deal") or {}).get("pbn")
            if pbn:
                write_if_changed(site / path, pbn.encode("utf-8"))
                self.outputs.files.add(path)
        self.outputs.files |= sitemap.write(site, sitemap.sitemap_xml(self.sitemap.site_pages, self._address))
        for message in self.checker.broken(site):
            log.warning("broken link: %s", message)
        self.outputs.files |= self.app.written()
        self.built.remove_stale(site, self.outputs)
        kept = {self.outputs.pages[path][1] for path in self.kept}  # the pages' files it did not write
        self.app.on_post_build(config, kept)  # last: it lists what the build wrote
        if self.outputs != self.built:  # else the folder's manifest says it already
            self.outputs.write(site)
        if self.renderer is not None:
            self.renderer.text.rotate()  # the texts this build rendered are kept for the next
            if self.renderer.views is not None:
                self.renderer.views.keep()  # and each page's unit views (unitviews)
        data_files_built()
        log.info(
            "bridgelaws: %d pages rendered, %d taken from the render cache, %d kept as built",
            len(self.cache.rendered),
            len(self.cache.reused),
            len(self.kept),
        )

    def on_serve(self, server, *, config: MkDocsConfig, builder):  # type: ignore[no-untyped-def]
        """Watch the knowledge base, and this plugin's templates and assets."""
        folders = [self.root / "laws", self.root / "content", TEMPLATES, ASSETS, i18n.catalogue.LOCALES]
        for folder in folders:
            if folder.is_dir():
                server.watch(str(folder))
        return server
