"""Writing the JSON Schemas of every content kind, for editors (yaml-language-server)."""

from __future__ import annotations

import json
from pathlib import Path

from .flowschema import RulingFlow
from .schema import SCHEMAS

ALL_SCHEMAS = {**SCHEMAS, "ruling-flow": RulingFlow}


def write_schemas(folder: Path) -> list[Path]:
    """Write `<kind>.schema.json` for every kind into `folder`; return the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, model in ALL_SCHEMAS.items():
        schema = model.model_json_schema(by_alias=True)
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["title"] = f"bridgelaws {name}"
        path = folder / f"{name}.schema.json"
        path.write_text(json.dumps(schema, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        written.append(path)
    return written
