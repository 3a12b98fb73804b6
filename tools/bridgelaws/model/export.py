"""The JSON Schemas of every content kind, for editors (yaml-language-server)."""

from __future__ import annotations

import json
from pathlib import Path

from .flowschema import RulingFlow
from .schema import SCHEMAS

ALL_SCHEMAS = {**SCHEMAS, "ruling-flow": RulingFlow}


def schema_files(folder: Path) -> dict[Path, str]:
    """`<kind>.schema.json` in `folder` for every kind, with its text (the caller writes them)."""
    files = {}
    for name, model in ALL_SCHEMAS.items():
        schema = model.model_json_schema(by_alias=True)
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["title"] = f"bridgelaws {name}"
        files[folder / f"{name}.schema.json"] = json.dumps(schema, ensure_ascii=False, indent=2) + "\n"
    return files
