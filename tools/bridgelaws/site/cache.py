"""Rendered pages kept between builds, keyed by a digest of everything the page shows.

Under `mkdocs serve` / `bridgelaws serve` the plugin object lives across rebuilds. When a YAML
file changes the knowledge base is loaded again and every page's inputs are digested again;
a page whose digest is unchanged is not rendered again. A page's digest covers:

- the code that renders it (the site package's Python, templates and assets) and the catalogues of
  the interface's words,
- the link universe every page links into (sources, law indexes, law and edition pages with
  their anchors, example pages, commentary units, glossary), and the page's URL mode,
- the records the page itself shows (see `inputs.page_inputs`), with the citations in them.

The theme's compiled templates are kept here too (`COMPILED`, Jinja's bytecode cache): mkdocs makes
the theme's environment anew at every build.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2
import jinja2.bccache

from bridgelaws import i18n

PACKAGE = Path(__file__).parent


def digest(value: Any) -> str:
    """A stable digest of JSON-able data (objects it cannot encode are written with `str`)."""
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, default=str, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def code_version() -> str:
    """A digest of the site package's own files and of the interface's words: a change to the
    renderer or to a catalogue renders everything again."""
    h = hashlib.sha256(i18n.version().encode())
    for path in sorted(PACKAGE.rglob("*")):
        if path.is_file() and path.suffix in {".py", ".html", ".js", ".css"}:
            h.update(path.relative_to(PACKAGE).as_posix().encode())
            h.update(path.read_bytes())
    return h.hexdigest()


@dataclass
class RenderCache:
    """Rendered Markdown (or what else is made from a page's inputs) by page path and input digest;
    counts what was rendered and reused."""

    entries: dict[str, tuple[str, Any]] = field(default_factory=dict)
    rendered: list[str] = field(default_factory=list)
    reused: list[str] = field(default_factory=list)

    def start_build(self) -> None:
        self.rendered, self.reused = [], []

    def get(self, path: str, key: str, render: Callable[[], Any]) -> Any:
        cached = self.entries.get(path)
        if cached and cached[0] == key:
            self.reused.append(path)
            return cached[1]
        text = render()
        self.entries[path] = (key, text)
        self.rendered.append(path)
        return text


class CompiledTemplates(jinja2.BytecodeCache):
    """The theme's templates compiled once per process: mkdocs makes the theme's Jinja environment
    anew at every build, which would compile Material's ~47 templates again at every rebuild under
    `serve`. Jinja checks each template's source against its checksum, so an edited one is compiled
    again; an environment with other extensions has its own compiled templates."""

    def __init__(self) -> None:
        self.compiled: dict[tuple[tuple[str, ...], str], bytes] = {}

    @staticmethod
    def _key(bucket: jinja2.bccache.Bucket) -> tuple[tuple[str, ...], str]:
        return tuple(sorted(bucket.environment.extensions)), bucket.key

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        found = self.compiled.get(self._key(bucket))
        if found is not None:
            bucket.bytecode_from_string(found)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self.compiled[self._key(bucket)] = bucket.bytecode_to_string()


COMPILED = CompiledTemplates()  # a plugin is made anew with each configuration loaded: kept here
