"""The theme's templates compiled once per process (site/cache.CompiledTemplates): mkdocs makes the
theme's Jinja environment anew at every build."""

from __future__ import annotations

from pathlib import Path

import jinja2

from bridgelaws.site.cache import CompiledTemplates


class _Counting(jinja2.Environment):
    compiled = 0

    def compile(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        type(self).compiled += 1
        return super().compile(*args, **kwargs)


def _env(folder: Path, cache: CompiledTemplates, *extensions: str) -> _Counting:
    env = _Counting(loader=jinja2.FileSystemLoader(folder), auto_reload=False, extensions=list(extensions))
    env.bytecode_cache = cache
    return env


def test_a_template_is_compiled_once_across_environments_and_again_when_edited(tmp_path: Path) -> None:
    (tmp_path / "main.html").write_text("<h1>{{ title }}</h1>", encoding="utf-8")
    cache = CompiledTemplates()
    _Counting.compiled = 0
    assert _env(tmp_path, cache).get_template("main.html").render(title="Law 27") == "<h1>Law 27</h1>"
    assert _env(tmp_path, cache).get_template("main.html").render(title="Law 16") == "<h1>Law 16</h1>"
    assert _Counting.compiled == 1  # the second build's environment loaded what the first compiled
    (tmp_path / "main.html").write_text("<h2>{{ title }}</h2>", encoding="utf-8")
    assert _env(tmp_path, cache).get_template("main.html").render(title="Law 27") == "<h2>Law 27</h2>"
    assert _Counting.compiled == 2  # edited: compiled again
    with_i18n = _env(tmp_path, cache, "jinja2.ext.i18n")
    assert with_i18n.get_template("main.html").render(title="x") == "<h2>x</h2>"
    assert _Counting.compiled == 3  # another environment's extensions: its own compiled template
