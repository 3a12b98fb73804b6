"""Reading one YAML file with the C loader while remembering where every node stands.

Content is data written by people, never a program: YAML anchors and aliases (`&a`, `*a`), which let
a 1 KB file expand to billions of nodes, are refused at the place they stand, and so is nesting deeper
than any file of the knowledge base needs (the C loader recurses on it and would crash the process).
Both are found in one pass over the parser's events before any node is built, so a hostile file
costs no more than reading it.
"""

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
MAX_DEPTH = 64  # collections inside collections; the knowledge base needs 7
_OPEN = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSE = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


class YamlError(ValueError):
    """A text that is no YAML the project reads: where (1-based line and column) and what."""

    def __init__(self, line: int, col: int, message: str):
        super().__init__(f"{line}:{col}: {message}")
        self.line, self.col, self.message = line, col, message


def _screen(text: str) -> None:
    """Raise YamlError at the first anchor or alias of `text`, or where it nests too deeply. Syntax
    errors are left for the loader to report."""
    loader = _Loader(text)
    depth = 0
    try:
        while loader.check_event():
            event = loader.get_event()
            mark = event.start_mark
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
                sign = "*" if isinstance(event, yaml.AliasEvent) else "&"
                raise YamlError(
                    mark.line + 1,
                    mark.column + 1,
                    f"YAML anchors and aliases are not allowed ({sign}{event.anchor}): write the value out",
                )
            if isinstance(event, _OPEN):
                depth += 1
                if depth > MAX_DEPTH:
                    raise YamlError(mark.line + 1, mark.column + 1, f"nested deeper than {MAX_DEPTH} levels")
            elif isinstance(event, _CLOSE):
                depth -= 1
    except yaml.YAMLError:
        return
    finally:
        loader.dispose()


def _compose(text: str) -> yaml.Node | None:
    """The node tree of `text` (screened first); YamlError located when it is not YAML we read."""
    _screen(text)
    try:
        loader = _Loader(text)
        try:
            return loader.get_single_node()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        raise _located(exc, "YAML syntax error") from None
    except yaml.YAMLError as exc:
        raise YamlError(1, 1, f"YAML error: {exc}") from None


def _construct(node: yaml.Node | None) -> Any:
    if node is None:
        return None
    loader = _Loader("")
    try:
        return loader.construct_document(node)
    except yaml.MarkedYAMLError as exc:  # an unknown tag, a merge key of a scalar …
        raise _located(exc, "YAML error") from None
    except (ValueError, TypeError, OverflowError) as exc:  # a date such as 2019-13-45
        line, col, value = _unreadable_scalar(node)
        raise YamlError(line, col, f"YAML error: '{value}' cannot be read ({exc})") from None
    finally:
        loader.dispose()


def _located(exc: yaml.MarkedYAMLError, what: str) -> YamlError:
    mark = exc.problem_mark or exc.context_mark
    line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    return YamlError(line, col, f"{what}: {exc.problem or exc.context or 'invalid YAML'}")


def _unreadable_scalar(root: yaml.Node) -> tuple[int, int, str]:
    """Where the first scalar that cannot be made a value stands, and its text."""
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, yaml.ScalarNode):
            try:
                _Loader("").construct_object(node)
            except (ValueError, TypeError, OverflowError):
                return node.start_mark.line + 1, node.start_mark.column + 1, str(node.value)
        elif isinstance(node, yaml.MappingNode):
            stack.extend(n for pair in reversed(node.value) for n in reversed(pair))
        else:
            stack.extend(reversed(node.value))
    return 1, 1, ""


def load_yaml(text: str) -> Any:
    """The data of a YAML text, as the knowledge base reads it (no anchors or aliases, bounded depth);
    YamlError, located in `text`, when it cannot be read."""
    return _construct(_compose(text))


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
    """Parse `path`; return the located document, or None with the problem that stops it."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        return None, [Problem(display, 1, 1, f"not UTF-8 text ({exc.reason} at byte {exc.start})")]
    return parse_yaml(text, display)


def parse_yaml(text: str, display: str) -> tuple[YamlDocument | None, list[Problem]]:
    """Parse `text` (shown as `display`); return the located document, or None with the problem."""
    try:
        node = _compose(text)
        data = _construct(node)
    except YamlError as exc:
        return None, [Problem(display, exc.line, exc.col, exc.message)]
    doc = YamlDocument(display, data, lines=text.splitlines())
    problems: list[Problem] = []
    if node is not None:
        _walk(node, (), doc, problems)
    return doc, problems
