"""The front matter of a Markdown commentary (format `markdown`): the fields between two "---" lines.

`source` (the source id), `title`, `author` (or `authors`), `date`, `language`, `edition`;
`organisation`, `licence`, `kind` (commentary or lecture), `origin`, `notes` if wanted. Every mistake
is located at the document's line and column; raw HTML and unsafe links in its texts are warnings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from bridgelaws.model.problems import Problem
from bridgelaws.model.rawhtml import problems_in
from bridgelaws.model.schema import LANGS, id_problem
from bridgelaws.model.yamlfile import YamlDocument, parse_yaml

from .report import Document, ImportFailure, Options

_EDITION = re.compile(r"^(19|20)\d\d$")
_DATE = re.compile(r"^\d{4}(-\d{2}(-\d{2})?)?$")


@dataclass
class FrontMatter:
    source: str
    title: str
    lang: str
    edition: str
    record: dict[str, Any]
    warnings: list[Problem] = field(default_factory=list)  # raw HTML, unsafe links in its texts
    source_at: tuple[int, int] = (1, 1)


def front_matter(doc: Document, options: Options) -> tuple[FrontMatter, int]:
    """The front matter and the line its body starts at; ImportFailure (located) when it is wrong."""
    lines = doc.text.split("\n")
    if not lines or lines[0].strip() != "---":
        raise ImportFailure([Problem(doc.path, 1, 1, "expected a front matter: a first line '---'")])
    end = next((k for k in range(1, len(lines)) if lines[k].strip() in ("---", "...")), None)
    if end is None:
        raise ImportFailure([Problem(doc.path, 1, 1, "the front matter opened by '---' is never closed")])
    text = "\n".join(lines[1:end])
    parsed, invalid = parse_yaml(text, doc.path)
    if parsed is None or invalid:
        raise ImportFailure(
            [Problem(doc.path, p.line + 1, p.col, f"front matter: {p.message}") for p in invalid]
        )
    data = parsed.data if text.strip() else {}
    if not isinstance(data, dict):
        raise ImportFailure([Problem(doc.path, 2, 1, "the front matter is not a mapping of fields")])
    where = {str(key[0]): (line + 1, col) for key, (line, col) in parsed.keys.items() if len(key) == 1}
    problems: list[Problem] = []

    def field(name: str, fallback: str | None, check: re.Pattern[str] | None, expected: str) -> str:
        value = data.get(name, fallback)
        line, col = where.get(name, (1, 1))
        if value is None:
            problems.append(Problem(doc.path, 1, 1, f"front matter: missing field '{name}' ({expected})"))
            return ""
        value = str(value).strip()
        if check is not None and not check.match(value):
            problems.append(
                Problem(doc.path, line, col, f"front matter: '{name}' is {value!r}: expected {expected}")
            )
        return value

    lang_key = "language" if "language" in data else "lang"
    source = field("source", options.source, None, "an id of lower-case letters, digits and '-'")
    title = field("title", None, None, "the title of the commentary")
    lang = field(lang_key, options.lang, re.compile(f"^({'|'.join(LANGS)})$"), f"one of {', '.join(LANGS)}")
    edition = field("edition", options.edition, _EDITION, "the edition of the Laws it comments on, e.g. 2017")
    known = {"source", "title", "author", "authors", "date", "language", "lang", "edition", "organisation",
             "licence", "kind", "origin", "notes"}  # fmt: skip
    for name in data:
        if name not in known:
            line, col = where.get(name, (1, 1))
            problems.append(
                Problem(
                    doc.path, line, col, f"front matter: unknown field '{name}' ({', '.join(sorted(known))})"
                )
            )
    if "date" in data and not _DATE.match(str(data["date"])):
        line, col = where["date"]
        problems.append(
            Problem(
                doc.path,
                line,
                col,
                f"front matter: 'date' is {data['date']!r}: expected 2024, 2024-05 or 2024-05-01",
            )
        )
    kind = str(data.get("kind", "commentary"))
    if kind not in ("commentary", "lecture"):
        line, col = where["kind"]
        problems.append(
            Problem(doc.path, line, col, f"front matter: 'kind' is {kind!r}: expected commentary or lecture")
        )
    if source and (why := id_problem(source)):
        line, col = where.get("source", (1, 1))
        problems.append(Problem(doc.path, line, col, f"front matter: 'source': {why}"))
    if problems:
        raise ImportFailure(problems)
    authors = data.get("authors", data.get("author", []))
    record: dict[str, Any] = {
        "id": source,
        "title": title,
        "kind": kind,
        "authors": [str(a) for a in (authors if isinstance(authors, list) else [authors])],
    }
    for name in ("organisation", "date"):
        if data.get(name) is not None:
            record[name] = str(data[name])
    record |= {"languages": [lang], "edition": edition}
    for name in ("origin", "licence", "notes"):
        if data.get(name) is not None:
            record[name] = str(data[name])
    warnings = _text_warnings(doc.path, parsed)
    return FrontMatter(source, title, lang, edition, record, warnings, where.get("source", (1, 1))), end + 2


def _text_warnings(path: str, parsed: YamlDocument) -> list[Problem]:
    """Raw HTML and unsafe links in the front matter's texts, at their places in the document."""
    found = []
    for loc in parsed.values:
        value = parsed.data
        for part in loc:
            value = value[part]
        if isinstance(value, str):
            for offset, message in problems_in(value):
                line, col = parsed.position_in_text(loc, offset)
                found.append(Problem(path, line + 1, col, f"front matter: {message}"))
    return found
