"""The one builder of the small knowledge bases the tests write: YAML files from a few calls, a
minimal valid knowledge base (`DEMO`) to start from, and the writing and building of a tree.

Each call returns {relative path: YAML text}; join them with `|` (a later file replaces an earlier
one) and write them with `write_tree` (or `write_project`, with the `docs/` folder a site needs, or
`build_tree`, the site built). A test about bad YAML writes its exact text as a string instead.

The YAML is laid out as people write it, so that a test can name a line and column: one field a
line; a list of records (units, laws, concepts, a section's children…) as block items (`  - id: p01`,
their fields four spaces in), but small records (footnotes, links, titles, a definition's terms) one a
line (`  - {mark: "*", text: "…"}`); every other list and mapping on one line (`laws: ["27B1(a)"]`,
`titles: {en: {text: "Insufficient Bid"}}`); a text of several lines as a `|` block; a string quoted
unless it is a plain name (`demo`, `en`, `p01`; in a list, plain words: `[insufficient bid]`).
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable
from pathlib import Path
from typing import Any

Files = dict[str, str]

_NAME = re.compile(r"[a-z][a-z0-9-]*")  # an id, a language, a kind: written plain
_WORDS = re.compile(r"[^\W\d_][\w()-]*(?: [\w()-]+)*")  # in a list (terms, sections): plain
_ONE_A_LINE = {"footnotes", "links", "titles", "terms"}  # records written one a line
_RESERVED = {"yes", "no", "on", "off", "true", "false", "null", "y", "n"}


def _scalar(value: Any, words_plain: bool = False) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    text = str(value)
    plain = _NAME if not words_plain else _WORDS
    if plain.fullmatch(text) and text.lower() not in _RESERVED:
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _flow(value: Any, in_list: bool = False) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key}: {_flow(item)}" for key, item in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_flow(item, in_list=True) for item in value) + "]"
    return _scalar(value, words_plain=in_list)


def _fields(record: dict[str, Any], indent: int) -> list[str]:
    """The lines of a mapping whose fields stand at `indent` (a list of records as block items)."""
    pad, lines = " " * indent, []
    for key, value in record.items():
        if isinstance(value, str) and "\n" in value.rstrip("\n"):
            lines.append(f"{pad}{key}: |" + ("" if value.endswith("\n") else "-"))
            lines += [f"{pad}  {line}" if line else "" for line in value.rstrip("\n").split("\n")]
        elif isinstance(value, (list, tuple)) and value and all(isinstance(v, dict) for v in value):
            lines.append(f"{pad}{key}:")
            for item in value:
                if key in _ONE_A_LINE:
                    lines.append(f"{pad}  - {_flow(item)}")
                else:
                    first, *rest = _fields(item, indent + 4)
                    lines += [f"{pad}  - {first[indent + 4 :]}", *rest]
        else:
            lines.append(f"{pad}{key}: {_flow(value)}")
    return lines


def yaml_file(path: str, record: dict[str, Any]) -> Files:
    """One YAML file of `record`'s fields, laid out as the module says."""
    return {path: "\n".join(_fields(record, 0)) + "\n"}


def _some(fields: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in fields.items() if value is not None}


def law(number: int, title: str | None = None, sections: Iterable[str] | None = None, **titles: Any) -> dict:
    """A law of an index: its English title (and others by language: `pl={"text": …, "unofficial": True}`)."""
    named = ({"en": {"text": title}} if title else {}) | titles
    return _some(
        {"number": number, "titles": named or None, "sections": list(sections) if sections else None}
    )


def law_index(*laws: dict, edition: str = "2017", **fields: Any) -> Files:
    """`laws/<edition>/index.yaml` of these laws (`fields`: chapters, in_force…, before the laws)."""
    return yaml_file(f"laws/{edition}/index.yaml", {"edition": edition, **fields, "laws": list(laws)})


def chapter(number: str, first: int, last: int, title: str, source: str) -> dict:
    """A chapter of a law index (its `chapters`): Laws `first` to `last`, its English title, its source."""
    return {
        "number": number,
        "first": first,
        "last": last,
        "titles": {"en": {"text": title}},
        "source": source,
    }


def amendment(id: str, in_force: str, laws: Iterable[str], what: str, source: str, **fields: Any) -> dict:
    """An amendment of an edition (`fields`: titles, a list of `renamed`…)."""
    return {"id": id, "in_force": in_force, "laws": list(laws), "what": what, "source": source, **fields}


def renamed(ref: str, before: str, after: str, lang: str = "en") -> dict:
    """A law's title as an amendment changes it (an amendment's `titles`)."""
    return {"ref": ref, "lang": lang, "before": before, "after": after}


def amendments(*records: dict, edition: str = "2017") -> Files:
    """`laws/<edition>/amendments.yaml` of these `amendment`s."""
    return yaml_file(f"laws/{edition}/amendments.yaml", {"edition": edition, "amendments": list(records)})


def concordance(*entries: dict) -> Files:
    """`laws/concordance.yaml` of these entries (from, to, relation, source, note)."""
    return yaml_file("laws/concordance.yaml", {"entries": list(entries)})


def changes(*entries: dict) -> Files:
    """`laws/changes.yaml` of these entries (date, edition, laws, what, source)."""
    return yaml_file("laws/changes.yaml", {"changes": list(entries)})


def law_text(
    number: int, title: str, *sections: dict, lang: str = "en", source: str = "demo", edition: str = "2017"
) -> Files:
    """`laws/<edition>/<lang>/law-<number>.yaml`: a law's text, its `section`s."""
    record = {"edition": edition, "lang": lang, "law": number, "title": title, "source": source}
    return yaml_file(f"laws/{edition}/{lang}/law-{number}.yaml", record | {"sections": list(sections)})


def section(
    id: str, text: str | None = None, *children: dict, title: str | None = None, **fields: Any
) -> dict:
    """A section of a law's text: its title and text, other `fields` (footnotes…), its sub-sections."""
    return _some({"id": id, "title": title, "text": text, **fields, "children": list(children) or None})


def source(
    id: str = "demo",
    title: str = "A demonstration source",
    kind: str = "commentary",
    languages: Iterable[str] = ("en",),
    edition: str = "2017",
    **fields: Any,
) -> Files:
    """`content/sources/<id>.yaml` (`fields`: authors, date, url, links…, written after the edition)."""
    record = {"id": id, "title": title, "kind": kind, "languages": list(languages), "edition": edition}
    return yaml_file(f"content/sources/{id}.yaml", record | fields)


def unit(id: str, laws: Iterable[str] | None = None, text: str | None = None, **fields: Any) -> dict:
    """A unit of commentary (a heading before its text; other `fields`, footnotes…, after it)."""
    heading = fields.pop("heading", None)
    listed = list(laws) if laws is not None else None
    return _some({"id": id, "laws": listed, "heading": heading, "text": text, **fields})


def commentary(*units: dict, source: str = "demo", lang: str = "en", file: str | None = None) -> Files:
    """`content/<source>/<file or lang>.yaml`: these units of a source in a language."""
    path = f"content/{source}/{file or lang}.yaml"
    return yaml_file(path, {"source": source, "lang": lang, "units": list(units)})


def example(
    id: str, source: str = "demo", lang: str = "en", laws: Iterable[str] = ("27",), **fields: Any
) -> Files:
    """`content/<source>/examples/<id>.yaml` (`fields`: title, narrative, question, ruling…)."""
    record = {"id": id, "source": source, "lang": lang, "laws": list(laws), **fields}
    return yaml_file(f"content/{source}/examples/{id}.yaml", record)


def concept(id: str, definition: str, laws: Iterable[str] | None = None, **terms: list[str]) -> dict:
    """A glossary concept: its terms by language, its definition (in English), its laws."""
    laws_cited = list(laws) if laws else None
    return _some({"id": id, "terms": terms, "definition": {"en": definition}, "laws": laws_cited})


def glossary(*concepts: dict, file: str = "terms") -> Files:
    """`content/glossary/<file>.yaml` of these concepts."""
    return yaml_file(f"content/glossary/{file}.yaml", {"concepts": list(concepts)})


MKDOCS = {
    "mkdocs.yml": """\
site_name: small
docs_dir: docs
theme: {name: material, font: false}
markdown_extensions: [tables, attr_list, md_in_html, admonition, pymdownx.details, toc]
plugins: [search, bridgelaws]
"""
}
"""The mkdocs.yml of a small knowledge base's site (the bridgelaws plugin, as the project's own)."""


def insufficient_bid(**terms: list[str]) -> dict:
    """The concept of the small knowledge bases' glossaries: "insufficient bid" (Law 27) in these terms."""
    return concept("insufficient-bid", "A bid that does not supersede the last bid.", ["27"], **terms)


LAWS_16_27 = (
    law(16, "Authorized and Unauthorized Information", ["A", "A1", "C"]),
    law(
        27,
        "Insufficient Bid",
        ["A", "B", "B1", "B1(a)", "B1(b)", "D"],
        pl={"text": "Odzywka niewystarczająca", "unofficial": True},
    ),
)
"""The laws of the small knowledge bases' 2017 index (`law_index(*LAWS_16_27)`): Laws 16 and 27 (with
a Polish title) and some sections."""

DEMO: Files = (
    law_index(*LAWS_16_27)
    | source(languages=["en", "pl"])
    | commentary(unit("p01", ["27B1(a)"], "Law 27B1(a) is broadened.\nLaws 16 and 27 apply.\n"))
    | commentary(unit("p01", ["27B1(a)"], "Przepis 27B1a został rozszerzony."), lang="pl")
    | glossary(
        insufficient_bid(
            en=["insufficient bid"],
            pl=["odzywka niewystarczająca"],
            el=["ανεπαρκής αγορά"],
            ru=["недостаточная заявка"],
        )
    )
)
"""A minimal valid knowledge base: Laws 16 and 27 of 2017, a source `demo` with a unit in English and
Polish that cites them, and a glossary concept in four languages."""


def write_tree(root: Path, files: Files) -> Path:
    """Write {relative path: YAML text} under `root` (each text dedented); return `root`."""
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return root


def write_project(root: Path, files: Files) -> Path:
    """`write_tree` with the (empty) `docs/` folder mkdocs wants: a project to build or serve."""
    write_tree(root, files)
    (root / "docs").mkdir(exist_ok=True)
    return root


def build_site(config_file: Path, site_dir: Path, strict: bool = True) -> Any:
    """Build with mkdocs as `mkdocs build` does (strict: a warning fails the build); its config."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    config = load_config(str(config_file), site_dir=str(site_dir), strict=strict)
    build(config)
    return config


def build_tree(folder: Path, files: Files, strict: bool = True) -> Path:
    """The site (`folder/kb/out`) of a knowledge base written from `files` (with its mkdocs.yml)."""
    root = write_project(folder / "kb", files)
    build_site(root / "mkdocs.yml", root / "out", strict=strict)
    return root / "out"
