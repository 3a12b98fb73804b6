"""Watching laws/ and content/: when a YAML file changes, update the search index and rebuild the site.

Under `bridgelaws serve` the watcher runs in a process of its own (`main`, started by server.py): the
workers see a new index through its `CURRENT`, the new site folder by its path, the problems through
the `ProblemsFile` it writes.

Changes are gathered for `delay` seconds, then one rebuild runs in a worker thread; changes made
during a rebuild cause one more. A failing rebuild is reported and the server keeps serving what
it had. A file saved broken (YAML or schema errors) keeps its last good version in the index and the
site (`bridgelaws.model.reader.keep_last_good`); its located problems are printed and handed to
`on_problems` (the server shows them on every page's top bar) until it is fixed.
"""

from __future__ import annotations

import os
import shutil
import signal
import sys
import threading
from collections.abc import Callable
from pathlib import Path

from watchdog.events import FileSystemEvent, FileSystemEventHandler
from watchdog.observers import Observer

from bridgelaws.kept import rebuilding, settle
from bridgelaws.search import build_index
from bridgelaws.search.build import CONTENT_FOLDERS
from bridgelaws.site.manifest import MANIFEST

from .problems import ProblemsFile


def build_site(root: Path, site: Path) -> None:
    """`mkdocs build` of the project at `root` through mkdocs' Python API, into a folder beside
    `site` that then takes its place, so that the pages being served are never half-built.

    The folder a swap takes out of service is kept beside it (`.site.spare`: the build before the
    last) and the next build goes into it: when the bridgelaws plugin built it (its manifest is
    there), the build is dirty — only the pages whose inputs changed since that build are rendered
    and written again, those of pages gone removed (see `bridgelaws.site.plugin`) — so a rebuild
    copies nothing. Only the first, with no spare yet, starts from a copy of `site`."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    spare, old = site.with_name(f".{site.name}.spare"), site.with_name(f".{site.name}.old")
    shutil.rmtree(old, ignore_errors=True)
    if not (spare / MANIFEST).is_file():  # none yet, or not the plugin's: start from the served one
        shutil.rmtree(spare, ignore_errors=True)
        if (site / MANIFEST).is_file():
            shutil.copytree(site, spare, symlinks=True)
    try:
        config = load_config(str(root / "mkdocs.yml"), site_dir=str(spare))
        with rebuilding():  # the collector's full pass is the settle after the swap
            build(config, dirty=(spare / MANIFEST).is_file())
    except BaseException:
        shutil.rmtree(spare, ignore_errors=True)  # half-written: the next build starts from a copy
        raise
    if site.exists():
        os.rename(site, old)
    os.rename(spare, site)
    if (old / MANIFEST).is_file():  # the plugin's: the next build goes into it
        os.rename(old, spare)
    else:
        shutil.rmtree(old, ignore_errors=True)


def rebuild(
    root: Path,
    index_folder: Path,
    site: Path | None,
    on_problems: Callable[[list[str]], None] = lambda problems: None,
) -> tuple[str, list[str]]:
    """Update the index (and the site, if given) from the content as it is now; say what was done,
    and the located content problems. `on_problems` hears them before the new site replaces the old, so
    that no page of the new site is ever shown with the problems of the last."""
    from bridgelaws.model import load_with_problems

    with rebuilding():  # as the site's build: the collector's full pass is the settle after the swap
        result = load_with_problems(root)
        report = build_index(result.kb, index_folder)
    on_problems([str(problem) for problem in result.problems])
    done = f"index: +{report.added} ~{report.updated} -{report.removed}"
    if result.problems:
        done += (
            f" ({len(result.problems)} content problem(s): the last good version of a broken file is kept)"
        )
    if site is not None:
        build_site(root, site)
        done += "; site rebuilt"
    return done, [str(problem) for problem in result.problems]


class _YamlEvents(FileSystemEventHandler):
    def __init__(self, changed: Callable[[], None]):
        self.changed = changed

    def on_any_event(self, event: FileSystemEvent) -> None:
        if event.event_type in ("opened", "closed_no_write"):
            return
        paths = [event.src_path, getattr(event, "dest_path", "")]
        if any(str(p).endswith((".yaml", ".yml")) for p in paths):
            self.changed()


class ContentWatcher:
    """Runs `rebuild(root, index_folder, site)` after YAML changes under the root's content folders,
    then `on_rebuilt()`."""

    def __init__(
        self,
        root: Path,
        index_folder: Path,
        site: Path | None,
        on_rebuilt: Callable[[], None] = lambda: None,
        on_problems: Callable[[list[str]], None] = lambda problems: None,
        delay: float = 0.5,
        log: Callable[[str], None] = lambda message: print(message, file=sys.stderr),
    ):
        self.root = root
        self.index_folder = index_folder
        self.site = site
        self.on_rebuilt = on_rebuilt
        self.on_problems = on_problems
        self.delay = delay
        self.log = log
        self._observer = Observer()
        self._lock = threading.Lock()
        self._timer: threading.Timer | None = None
        self._running = False
        self._again = False
        self.rebuilds = 0

    def start(self) -> None:
        """Load the content once (so that a file saved broken later has a good version to keep), then
        watch."""
        from bridgelaws.model import load_with_problems
        from bridgelaws.model.reader import keep_last_good

        keep_last_good()
        problems = [str(p) for p in load_with_problems(self.root).problems]
        self._log_problems(problems)
        self.on_problems(problems)
        settle()
        handler = _YamlEvents(self._changed)
        for name in CONTENT_FOLDERS:
            folder = self.root / name
            if folder.is_dir():
                self._observer.schedule(handler, str(folder), recursive=True)
        self._observer.start()

    def stop(self) -> None:
        from bridgelaws.model.reader import keep_last_good

        self._observer.stop()
        self._observer.join()
        keep_last_good(False)
        with self._lock:
            if self._timer is not None:
                self._timer.cancel()

    def _log_problems(self, problems: list[str]) -> None:
        for problem in problems:
            self.log(f"  {problem}")

    def _changed(self) -> None:
        with self._lock:
            if self._running:
                self._again = True
                return
            if self._timer is not None:
                self._timer.cancel()
            self._timer = threading.Timer(self.delay, self._run)
            self._timer.daemon = True
            self._timer.start()

    def _run(self) -> None:
        with self._lock:
            self._running, self._timer = True, None
        try:
            done, problems = rebuild(self.root, self.index_folder, self.site, self.on_problems)
            self.log(f"content changed: {done}")
            self._log_problems(problems)
            self.rebuilds += 1
            self.on_rebuilt()
            settle()  # the new build is served: its garbage collected while nobody waits
        except Exception as error:  # keep serving the last good build
            self.log(f"rebuild failed: {error!r}")
        finally:
            with self._lock:
                self._running = False
                again, self._again = self._again, False
            if again:
                self._changed()


def main(argv: list[str] | None = None) -> None:
    """The watcher of `bridgelaws serve` in a process of its own: `python -m bridgelaws.serve.watch ROOT
    INDEX SITE PROBLEMS`. Ends on SIGTERM or SIGINT, or when the server that started it is gone."""
    root, index, site, problems = (Path(arg) for arg in (sys.argv[1:] if argv is None else argv))
    parent = os.getppid()
    stop = threading.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, lambda *_: stop.set())
    watcher = ContentWatcher(root, index, site, on_problems=ProblemsFile(problems).write)
    watcher.start()
    watched = " and ".join(f"{name}/" for name in CONTENT_FOLDERS if (root / name).is_dir())
    watcher.log(f"watching {watched}: a saved YAML file rebuilds the search index and the site")
    try:
        while not stop.wait(1.0) and os.getppid() == parent:
            pass
    finally:
        watcher.stop()


if __name__ == "__main__":
    main()
