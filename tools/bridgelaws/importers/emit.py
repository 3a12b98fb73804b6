"""Writing YAML the way curated content files are written: schema line, readable block text."""

from __future__ import annotations

from typing import Any

import yaml


class _ContentDumper(yaml.SafeDumper):
    """A dumper that writes multi-line strings as `|` blocks and keeps key order."""


def _str_representer(dumper: yaml.SafeDumper, value: str) -> yaml.Node:
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_ContentDumper.add_representer(str, _str_representer)


def dump_yaml(data: Any, schema: str, depth: int = 2) -> str:
    """Return `data` as YAML text headed by the editor schema line.

    `schema` is the schema name (`commentary`, `example`, …); `depth` is how many folders
    the file sits below the project root, so the relative `$schema` path resolves.
    """
    up = "../" * depth
    header = f"# yaml-language-server: $schema={up}tools/schemas/{schema}.schema.json\n"
    body = yaml.dump(data, Dumper=_ContentDumper, allow_unicode=True, sort_keys=False, width=100)
    return header + body
