"""Examples in place: a commentary unit that retells an example becomes a pointer to it.

An example lives in its example file (narrative, question, ruling, cards); the commentary shows it
where the source tells it. Given an importer's files (path → YAML text), each commentary unit whose
paragraphs retell an example of the same source and language (its label "Przykład 14:",
"Example 33:", "Przykłady 16-17:", or the words of its narrative, question and ruling) gives those
paragraphs up to a unit `{id, example: <example id>}` at that place; whatever else the unit says
stays a text unit. A paragraph between an example's first and last paragraph belongs to it (a hand
written out in the text, say). Consecutive units that retell the same example become one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from bridgelaws.model.yamlfile import YamlError, load_yaml

from .emit import dump_yaml
from .report import fail

_LABEL = re.compile(
    r"^\**\s*(?:przykłady?|examples?|παράδειγμα|παραδείγματα|пример|примеры)"
    r"(?:\s+(?P<first>\d+)(?:\s*[-–]\s*(?P<last>\d+))?)?\s*:\s*\**\s*",
    re.IGNORECASE,
)
_WORD = re.compile(r"\w+")
_PARAGRAPHS = re.compile(r"\n[ \t]*\n")


@dataclass(frozen=True)
class _Told:
    """An example as words: its id, number and the words of what it tells, in order."""

    id: str
    number: str | None
    laws: tuple[str, ...]
    words: tuple[str, ...]


def _words(text: str) -> tuple[str, ...]:
    return tuple(w.casefold() for w in _WORD.findall(text.replace("**", "")))


def _contains(words: tuple[str, ...], run: tuple[str, ...]) -> bool:
    """Is `run` a contiguous run of `words`?"""
    n = len(run)
    return n > 0 and any(words[i : i + n] == run for i in range(len(words) - n + 1))


def _told(example: dict[str, Any]) -> _Told:
    text = " ".join(example.get(k) or "" for k in ("narrative", "question", "ruling"))
    return _Told(example["id"], example.get("number"), tuple(example.get("laws", [])), _words(text))


def _law_numbers(refs: Any) -> set[int]:
    return {int(re.match(r"\d+", ref).group()) for ref in refs or [] if re.match(r"\d+", ref)}


def _examples_of(paragraph: str, unit: dict[str, Any], examples: list[_Told]) -> list[str]:
    """The examples a paragraph of `unit` retells, in order (two for "Przykłady 16-17:")."""
    label = _LABEL.match(paragraph)
    rest = _words(paragraph[label.end() :] if label else paragraph)
    candidates = examples
    if unit.get("number"):
        candidates = [e for e in examples if e.number == unit["number"]]
    elif label and label["first"]:
        last = int(label["last"] or label["first"])
        wanted = {str(n) for n in range(int(label["first"]), last + 1)}
        candidates = [e for e in examples if e.number in wanted]
        if not rest:
            return [e.id for e in sorted(candidates, key=lambda e: int(e.number or 0))]
    elif label:  # "Przykład:" with no number: the unnumbered example on the unit's laws
        laws = _law_numbers(unit.get("laws"))
        candidates = [e for e in examples if e.number is None and _law_numbers(e.laws) & laws]
        if not rest and len(candidates) == 1:
            return [candidates[0].id]
    return [e.id for e in candidates if _contains(e.words, rest)][:1]


def _parts(unit: dict[str, Any], examples: list[_Told]) -> list[tuple[str | None, list[str]]]:
    """The unit's paragraphs in runs: (example id, paragraphs) or (None, paragraphs of its own)."""
    paragraphs = [p for p in _PARAGRAPHS.split(unit.get("text") or "") if p.strip()]
    owner: list[list[str]] = [_examples_of(p, unit, examples) for p in paragraphs]
    for example in {e for found in owner for e in found}:  # everything between its first and last
        where = [i for i, found in enumerate(owner) if example in found]
        for i in range(where[0], where[-1] + 1):
            if not owner[i]:
                owner[i] = [example]
    parts: list[tuple[str | None, list[str]]] = []
    for paragraph, found in zip(paragraphs, owner, strict=True):
        for example in found or [None]:
            if parts and parts[-1][0] == example:
                parts[-1][1].append(paragraph)
            else:
                parts.append((example, [paragraph]))
    return parts


def place_units(units: list[dict[str, Any]], examples: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`units` with every example they retell replaced by a unit pointing to it (see the module)."""
    told = [_told(e) for e in examples]
    out: list[dict[str, Any]] = []
    for unit in units:
        if unit.get("example") or unit.get("placeholder"):
            out.append(unit)
            continue
        parts = _parts(unit, told)
        if not any(example for example, _ in parts):
            out.append(unit)
            continue
        for i, (example, paragraphs) in enumerate(parts):
            if example is None:
                text = "\n\n".join(paragraphs)
                if i == 0:
                    out.append({**unit, "text": text})
                else:
                    rest = {k: v for k, v in unit.items() if k not in ("id", "heading")}
                    out.append({"id": f"{unit['id']}-{i + 1}", **rest, "text": text})
                continue
            if i > 0:
                out.append({"id": f"{unit['id']}-{example}", "example": example})
                continue
            kept = ("id", "heading", "number") if len(parts) == 1 else ("id", "heading")
            head = {k: v for k, v in unit.items() if k in kept}
            previous = out[-1] if out else None
            if previous and previous.get("example") == example and "heading" not in head:
                continue  # the same example told on across units: one place
            out.append({**head, "example": example})
    return out


def place_examples(files: dict[str, str], curated: dict[str, str] | None = None) -> dict[str, str]:
    """An importer's files with the examples of each source placed in its commentary: the examples
    it imported, and those of `curated` (path → YAML text of example files already in the project)
    that it did not."""
    examples: dict[tuple[str, str], dict[str, dict[str, Any]]] = {}
    for path, text in [*(curated or {}).items(), *files.items()]:
        if "/examples/" in path:
            data = _example(path, text)
            examples.setdefault((data["source"], data["lang"]), {})[data["id"]] = data
    out = dict(files)
    for path, text in files.items():
        if not path.startswith("content/") or "/examples/" in path or path.startswith("content/sources/"):
            continue
        data = load_yaml(text)
        if not isinstance(data, dict) or "units" not in data:
            continue
        units = place_units(data["units"], list(examples.get((data["source"], data["lang"]), {}).values()))
        if units != data["units"]:
            out[path] = dump_yaml({**data, "units": units}, "commentary", path.count("/"))
    return out


def _example(path: str, text: str) -> dict[str, Any]:
    """The data of an example file (one the project has may be broken: ImportFailure, located)."""
    try:
        data = load_yaml(text)
    except YamlError as error:
        raise fail(path, error.line, error.col, error.message) from None
    if not isinstance(data, dict) or not all(isinstance(data.get(k), str) for k in ("id", "source", "lang")):
        raise fail(path, 1, 1, "not an example: expected its id, source and lang (see `bridgelaws check`)")
    return data
