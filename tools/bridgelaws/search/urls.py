"""Where each passage lives on the site: the one place that knows the site's URL layout.

Paths are site-root relative and end as the site's pages do:
- a law section: /laws/<n>/#<anchor> (anchor = section id without parentheses, "B1a");
- a whole law: /laws/<n>/;
- a commentary unit: /sources/<source-id>/#<lang>-<unit-id>;
- an example: /examples/<source-id>/<lang>/<example-id>/;
- a glossary concept: /glossary/#<concept-id>.
"""

from __future__ import annotations

from urllib.parse import quote


def law_url(number: int | str, section: str | None = None) -> str:
    """The page of law `number`, at `section` ("B1(a)") when given."""
    anchor = (section or "").replace("(", "").replace(")", "")
    return f"/laws/{number}/" + (f"#{anchor}" if anchor else "")


def commentary_url(source: str, lang: str, unit: str) -> str:
    return f"/sources/{quote(source)}/#{lang}-{quote(unit)}"


def example_url(source: str, lang: str, example: str) -> str:
    return f"/examples/{quote(source)}/{lang}/{quote(example)}/"


def concept_url(concept: str) -> str:
    return f"/glossary/#{quote(concept)}"


def url_for(uid: str) -> str:
    """The URL of the passage `uid` (as in `KnowledgeBase.passages`, or "concept/<lang>/<id>")."""
    kind, _, rest = uid.partition("/")
    parts = rest.split("/")
    if kind == "law" and len(parts) in (3, 4):  # law/<edition>/<lang>/<n>[/<section>]
        return law_url(parts[2], parts[3] if len(parts) == 4 else None)
    if kind == "commentary" and len(parts) == 3:  # commentary/<source>/<lang>/<unit>
        return commentary_url(*parts)
    if kind == "example" and len(parts) == 3:  # example/<source>/<lang>/<id>
        return example_url(*parts)
    if kind == "concept" and len(parts) == 2:  # concept/<lang>/<id>
        return concept_url(parts[1])
    raise ValueError(f"no URL for passage id {uid!r}")
