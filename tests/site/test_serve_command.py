"""`bridgelaws serve` as `make serve` runs it, with two worker processes: the site and the API from
both, and the watcher in a process of its own; a save that breaks a file shows its located problem on
the pages of every worker, in the terminal too, and the fix takes it away."""

from __future__ import annotations

from pathlib import Path

from bridgelaws.serve.watch import build_site
from serving import REPLICA, serving
from waiting import wait_for


def test_one_command_serves_the_site_the_api_and_the_watcher(small: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    build_site(small, site)
    with serving(tmp_path / "log", "--root", small, "--site", site, "--index", tmp_path / "ix") as served:
        assert any("bridgelaws.serve.watch" in cmdline for _, cmdline in served.children())
        page = "/sources/demo/"
        for worker in served.workers():
            with served.only(worker):
                status, headers, body = served.get(page)
                assert status == 200 and headers[REPLICA] == served.replica
                assert b"applies to every" in body and b"bl-serve-problems" not in body
                assert served.search("insufficient")[0] == 200
        assert wait_for(lambda: "watching laws/ and content/" in served.log.read_text(), 120)

        path = small / "content/demo/en.yaml"
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace("    laws:", "    lwa:", 1), encoding="utf-8")
        assert wait_for(lambda: "content changed" in served.log.read_text(), 120), served.log.read_text()
        located = "content/demo/en.yaml:5:5: unknown field 'lwa' (did you mean 'laws'?)"
        assert located in served.log.read_text()  # in the terminal
        for worker in served.workers():
            with served.only(worker):
                body = served.get(page)[2].decode()
                assert located.replace("'", "&#x27;") in body  # on the top bar of each worker's pages
                assert "applies to every" in body  # the last good version of the file

        path.write_text(text.replace("applies to every", "applies to all"), encoding="utf-8")
        assert wait_for(lambda: served.log.read_text().count("content changed") == 2, 120)
        for worker in served.workers():
            with served.only(worker):
                body = served.get(page)[2].decode()
                assert "applies to all" in body and "bl-serve-problems" not in body
