"""Turning pydantic validation errors into located, readable problems."""

from __future__ import annotations

import difflib
from functools import cache
from typing import Any, get_args

from pydantic import BaseModel, ValidationError

from .problems import Problem
from .yamlfile import YamlDocument


@cache
def field_names(model: type[BaseModel]) -> frozenset[str]:
    """Every field name (by alias) of `model` and of the models nested in it."""
    names: set[str] = set()
    todo: list[Any] = [model]
    seen: set[Any] = set()
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        if isinstance(current, type) and issubclass(current, BaseModel):
            for name, info in current.model_fields.items():
                names.add(info.alias or name)
                todo.append(info.annotation)
        else:
            todo.extend(get_args(current))
    return frozenset(names)


def _clean_loc(loc: tuple[Any, ...]) -> tuple[str | int, ...]:
    return tuple(p for p in loc if isinstance(p, int) or not str(p).startswith(("function-", "[key]")))


def _describe(error: dict[str, Any], model: type[BaseModel]) -> tuple[str, bool]:
    """Message for one pydantic error, and whether it points at a key rather than a value."""
    loc = error["loc"]
    kind = error["type"]
    if kind == "extra_forbidden":
        name = str(loc[-1])
        close = difflib.get_close_matches(name, sorted(field_names(model)), n=1, cutoff=0.5)
        hint = f" (did you mean '{close[0]}'?)" if close else ""
        return f"unknown field '{name}'{hint}", True
    if kind == "missing":
        return f"missing field '{loc[-1]}'", False
    if "[key]" in [str(p) for p in loc]:
        return f"bad key '{loc[-2] if len(loc) > 1 else ''}': {error['msg']}", True
    message = error["msg"].removeprefix("Value error, ")
    if kind.endswith("_type") or kind in {"literal_error", "string_pattern_mismatch"}:
        message = f"{message} (got {error.get('input')!r})"
    return message, False


def validate(doc: YamlDocument, model: type[BaseModel]) -> tuple[BaseModel | None, list[Problem]]:
    """Validate the document's data against `model`; every error located in the file."""
    try:
        return model.model_validate(doc.data), []
    except ValidationError as exc:
        problems = []
        for error in exc.errors():
            message, is_key = _describe(error, model)
            loc = _clean_loc(error["loc"])
            if error["type"] == "missing":
                loc = loc[:-1]
            problems.append(doc.problem(loc, message, key=is_key))
        return None, problems
