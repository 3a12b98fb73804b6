"""Rebuilding when content changes, and the rate limiter's bucket arithmetic."""

from __future__ import annotations

from pathlib import Path

from bridgelaws.model import load
from bridgelaws.search import SearchIndex, build_index
from bridgelaws.serve import RateLimiter
from bridgelaws.serve.watch import ContentWatcher, rebuild
from waiting import wait_for


def test_a_yaml_change_updates_the_index(mini_root: Path, tmp_path: Path) -> None:
    folder = tmp_path / "ix"
    build_index(load(mini_root), folder)
    index = SearchIndex(folder)
    messages: list[str] = []
    watcher = ContentWatcher(
        mini_root, folder, None, on_rebuilt=index.refresh, delay=0.1, log=messages.append
    )
    watcher.start()
    try:
        path = mini_root / "content/mini-slides/pl.yaml"
        path.write_text(
            path.read_text(encoding="utf-8").replace("Dziadek nie może", "Makatka nie może"), encoding="utf-8"
        )
        (mini_root / "content/mini-slides/notes.txt").write_text("not content")  # ignored: not YAML
        assert wait_for(lambda: bool(index.search("makatka")))
    finally:
        watcher.stop()
    assert watcher.rebuilds == 1
    assert messages == ["content changed: index: +0 ~1 -0"]


def test_a_failed_rebuild_is_reported_and_the_index_kept(mini_root: Path, tmp_path: Path) -> None:
    folder = tmp_path / "ix"
    build_index(load(mini_root), folder)
    (mini_root / "mkdocs.yml").write_text("site_name: [unclosed\n", encoding="utf-8")
    messages: list[str] = []
    watcher = ContentWatcher(mini_root, folder, tmp_path / "site", delay=0.05, log=messages.append)
    watcher.start()
    try:
        path = mini_root / "content/mini-wiki/en.yaml"
        path.write_text(
            path.read_text(encoding="utf-8").replace("a little different", "quite different"),
            encoding="utf-8",
        )
        assert wait_for(lambda: bool(messages))
    finally:
        watcher.stop()
    assert messages[0].startswith("rebuild failed")
    assert SearchIndex(folder).search("quite different")  # the index was updated before the site failed


def test_rebuild_builds_the_site_with_mkdocs(mini_root: Path, tmp_path: Path) -> None:
    (mini_root / "mkdocs.yml").write_text("site_name: Mini\ndocs_dir: docs\n", encoding="utf-8")
    (mini_root / "docs").mkdir()
    (mini_root / "docs" / "index.md").write_text("# Mini laws\n", encoding="utf-8")
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "stale.html").write_text("from the last build", encoding="utf-8")
    done, problems = rebuild(mini_root, tmp_path / "ix", tmp_path / "site")
    assert done.startswith("index: +") and done.endswith("site rebuilt") and problems == []
    assert "Mini laws" in (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert not (tmp_path / "site" / "stale.html").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ix", "kb", "site"]  # no build folders left


def test_rate_limiter_buckets() -> None:
    now = [0.0]
    limiter = RateLimiter(rate=2.0, burst=3, clock=lambda: now[0])
    assert [limiter.allow("a") for _ in range(4)] == [True, True, True, False]
    assert limiter.allow("b")  # another client has its own bucket
    now[0] += 0.5  # one token back
    assert [limiter.allow("a") for _ in range(2)] == [True, False]
    now[0] += 100  # never more than the burst
    assert [limiter.allow("a") for _ in range(4)] == [True, True, True, False]
    assert limiter.retry_after() == 1
