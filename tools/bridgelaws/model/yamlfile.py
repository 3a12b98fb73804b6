"""Reading one YAML file with the C loader while remembering where every node stands."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

try:
    _Loader: type = yaml.CSafeLoader
except AttributeError:  # libyaml missing: the pure loader is slower but equivalent
    _Loader = yaml.SafeLoader

from .problems import Problem

Loc = tuple[str | int, ...]


@dataclass
class YamlDocument:
    """The data of one file and the 1-based (line, col) of every value and key in it."""

    path: str
    data: Any
    values: dict[Loc, tuple[int, int]] = field(default_factory=dict)
    keys: dict[Loc, tuple[int, int]] = field(default_factory=dict)
    styles: dict[Loc, str | None] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)

    def where(self, loc: Loc, key: bool = False) -> tuple[int, int]:
        """Position of the node at `loc`, or of its nearest ancestor that is known."""
        table = self.keys if key else self.values
        loc = tuple(str(p) if not isinstance(p, int) else p for p in loc)
        while loc:
            if loc in table:
                return table[loc]
            if loc in self.values:
                return self.values[loc]
            loc = loc[:-1]
        return self.values.get((), (1, 1))

    def problem(self, loc: Loc, message: str, key: bool = False) -> Problem:
        line, col = self.where(loc, key)
        return Problem(self.path, line, col, message)

    def position_in_text(self, loc: Loc, offset: int) -> tuple[int, int]:
        """Line and column of character `offset` of the string value at `loc`."""
        line, col = self.where(loc)
        style = self.styles.get(loc)
        text = self._value_text(loc)
        before = text[:offset]
        newlines = before.count("\n")
        if style in ("|", ">"):
            first = line  # the content starts on the line after the indicator
            indent = (
                len(self.lines[first]) - len(self.lines[first].lstrip(" ")) if first < len(self.lines) else 0
            )
            return first + 1 + newlines, indent + 1 + len(before) - (before.rfind("\n") + 1)
        quote = 1 if style in ("'", '"') else 0
        if newlines:
            return line + newlines, len(before) - before.rfind("\n")
        return line, col + quote + offset

    def _value_text(self, loc: Loc) -> str:
        value = self.data
        for part in loc:
            value = value[part]
        return value if isinstance(value, str) else ""


def _walk(node: yaml.Node, loc: Loc, doc: YamlDocument, problems: list[Problem]) -> None:
    doc.values[loc] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.ScalarNode):
        doc.styles[loc] = node.style
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key_node, value_node in node.value:
            key = str(key_node.value)
            if key in seen:
                mark = key_node.start_mark
                problems.append(Problem(doc.path, mark.line + 1, mark.column + 1, f"duplicate key '{key}'"))
            seen.add(key)
            doc.keys[loc + (key,)] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            _walk(value_node, loc + (key,), doc, problems)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _walk(item, loc + (index,), doc, problems)


def read_yaml(path: Path, display: str) -> tuple[YamlDocument | None, list[Problem]]:
    """Parse `path`; return the located document, or None with the syntax problem."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        return None, [Problem(display, 1, 1, f"not UTF-8 text ({exc.reason} at byte {exc.start})")]
    try:
        loader = _Loader(text)
        try:
            node = loader.get_single_node()
            data = loader.construct_document(node) if node is not None else None
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        what = exc.problem or exc.context or "invalid YAML"
        return None, [Problem(display, line, col, f"YAML syntax error: {what}")]
    except yaml.YAMLError as exc:
        return None, [Problem(display, 1, 1, f"YAML error: {exc}")]
    doc = YamlDocument(display, data, lines=text.splitlines())
    problems: list[Problem] = []
    if node is not None:
        _walk(node, (), doc, problems)
    return doc, problems
