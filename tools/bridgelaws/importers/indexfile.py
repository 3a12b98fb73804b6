"""Adding imported laws to an edition's index, `laws/<edition>/index.yaml`, line by line.

The index is curated by hand (comments, flow mappings): it is edited in place, never rewritten.
For every law imported: its title in the imported language is added where the index has none, or
has only one the project wrote itself (`unofficial: true`), marked with the source it comes from;
its sections are merged into the outline (in document order). A law the index lacks gets an entry.
A title that differs from one the index already gives with a source is left alone and reported.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import yaml

from bridgelaws.refs import LawRef

from .emit import dump_yaml


@dataclass(frozen=True)
class IndexedLaw:
    """What the index learns of one imported law."""

    number: int
    title: str
    sections: tuple[str, ...]


def _quoted(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _title_line(indent: str, lang: str, title: str, source: str) -> str:
    return f"{indent}{lang}: {{text: {_quoted(title)}, source: {source}}}"


def _section_key(section: str) -> tuple[str, int, str, str]:
    ref = LawRef.parse(f"1{section}")
    return (ref.section or "", ref.subsection or 0, ref.item or "", ref.subitem or "")


def merged_outline(known: list[str], imported: tuple[str, ...]) -> list[str]:
    """The index's sections with the imported ones added, each new one after its predecessor."""
    out = list(known)
    for section in imported:
        if section in out:
            continue
        before = [s for s in out if _section_key(s) < _section_key(section)]
        out.insert(out.index(before[-1]) + 1 if before else 0, section)
    return out


def new_index(edition: str, lang: str, laws: list[IndexedLaw], source: str) -> str:
    """An index for an edition the project has none of: the imported laws, their outlines complete."""
    entries = [
        {
            "number": law.number,
            "titles": {lang: {"text": law.title, "source": source}},
            "sections": list(law.sections),
        }
        for law in sorted(laws, key=lambda law: law.number)
    ]
    return dump_yaml({"edition": edition, "laws": entries}, "law-index")


def update_index(
    text: str, lang: str, laws: list[IndexedLaw], source: str
) -> tuple[str, list[tuple[int, str]]]:
    """`text` (an index file) with the titles and sections of `laws` added; and, by line, what was left
    as it is (a title a source gives already, an outline not written on one line)."""
    lines = text.splitlines()
    notes: list[tuple[int, str]] = []  # (1-based line, what was left as it is and why)
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    entries = _mapping(root)["laws"]
    by_number = {int(_mapping(node)["number"].value): node for node in entries.value}
    edits: list[tuple[int, int, list[str]]] = []  # (first line, lines replaced, new lines), 0-based
    for law in sorted(laws, key=lambda law: law.number):
        node = by_number.get(law.number)
        if node is None:
            edits.append(_new_entry(entries, by_number, law, lang, source, lines))
            continue
        fields, keys = _mapping(node), _keys(node)
        edits.extend(_title_edit(fields, keys, law, lang, source, lines, notes))
        edits.extend(_sections_edit(fields, keys, law, lines, notes))
    # from the bottom up; at one line, a line replaced before lines inserted there, and of two inserts
    # the one made first applied last (so it comes first: a title before an outline)
    order = sorted(range(len(edits)), key=lambda k: (edits[k][0], edits[k][1], k), reverse=True)
    for first, count, new in (edits[k] for k in order):
        lines[first : first + count] = new
    return "\n".join(lines) + "\n", notes


def _mapping(node: yaml.Node) -> dict[str, yaml.Node]:
    return {key.value: value for key, value in node.value}


def _keys(node: yaml.Node) -> dict[str, yaml.Node]:
    return {key.value: key for key, _ in node.value}


def _last_line(node: yaml.Node) -> int:
    """The 0-based last line a node's text takes (a block collection: its last value's)."""
    if isinstance(node, (yaml.MappingNode, yaml.SequenceNode)) and not node.flow_style and node.value:
        last = node.value[-1]
        return _last_line(last[1] if isinstance(node, yaml.MappingNode) else last)
    end = node.end_mark
    return end.line - 1 if end.column == 0 and end.line > node.start_mark.line else end.line


def _title_edit(fields, keys, law, lang, source, lines, notes):  # type: ignore[no-untyped-def]
    titles = fields["titles"]
    have = {k.value: v for k, v in titles.value}
    if lang in have:
        return _keep_or_replace(have[lang], law, lang, source, lines, notes)
    indent = " " * (keys["titles"].start_mark.column + 2)
    new = _title_line(indent, lang, law.title, source)
    if titles.flow_style:  # "titles: {}" or "titles: {en: {...}}": written out as a block
        first, last = keys["titles"].start_mark.line, _last_line(titles)
        if first != last:
            notes.append((first + 1, f"Law {law.number}: title in {lang} not added (its titles span lines)"))
            return []
        text = lines[first]
        rows = [f"{indent}{k}: {text[v.start_mark.column : v.end_mark.column]}" for k, v in have.items()]
        return [(first, 1, [text[: keys["titles"].start_mark.column] + "titles:", *rows, new])]
    return [(_last_line(titles) + 1, 0, [new])]


def _keep_or_replace(node, law, lang, source, lines, notes):  # type: ignore[no-untyped-def]
    """The index has a title in `lang`: one the project wrote itself (`unofficial`) gives way to the
    source's, or is marked with the source when the source gives the same words."""
    value = {k.value: v.value for k, v in node.value}
    unofficial = str(value.get("unofficial", "")).lower() == "true"
    if not unofficial:
        if value.get("text") != law.title:
            kept = f"Law {law.number}: the {lang} title {value.get('text')!r} kept, not {law.title!r}"
            notes.append((node.start_mark.line + 1, kept))
        return []
    line = node.start_mark.line
    if node.end_mark.line != line:
        notes.append((line + 1, f"Law {law.number}: the {lang} title is not on one line: not replaced"))
        return []
    text = lines[line]
    new = text[: node.start_mark.column] + f"{{text: {_quoted(law.title)}, source: {source}}}"
    return [(line, 1, [new + text[node.end_mark.column :]])]


def _sections_edit(fields, keys, law, lines, notes):  # type: ignore[no-untyped-def]
    if "sections" not in fields:
        if not law.sections:
            return []
        indent = " " * keys["titles"].start_mark.column
        outline = ", ".join(merged_outline([], law.sections))
        return [(_last_line(fields["titles"]) + 1, 0, [f"{indent}sections: [{outline}]"])]
    sections = fields["sections"]
    known = [item.value for item in sections.value]
    merged = merged_outline(known, law.sections)
    if merged == known:
        return []
    line = sections.start_mark.line
    if not sections.flow_style or sections.end_mark.line != line:
        notes.append((line + 1, f"Law {law.number}: sections not merged (the outline is not on one line)"))
        return []
    text = lines[line]
    new = text[: sections.start_mark.column] + f"[{', '.join(merged)}]" + text[sections.end_mark.column :]
    return [(line, 1, [new])]


def _new_entry(entries, by_number, law, lang, source, lines):  # type: ignore[no-untyped-def]
    """A new `- number: N` entry, before the first law with a greater number (else after the last)."""
    column = entries.value[0].start_mark.column if entries.value else 4
    dash = " " * (column - 2)
    block = [
        f"{dash}- number: {law.number}",
        f"{dash}  titles:",
        _title_line(f"{dash}    ", lang, law.title, source),
    ]
    if law.sections:
        block.append(f"{dash}  sections: [{', '.join(merged_outline([], law.sections))}]")
    later = [n for n in by_number if n > law.number]
    if later:
        return (by_number[min(later)].start_mark.line, 0, block)
    return (_last_line(entries.value[-1]) + 1 if entries.value else len(lines), 0, block)
