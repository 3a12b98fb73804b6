"""Where each passage lives on the site: the one place the search knows the site's URL layout.

Site-root relative paths, as the site's pages are laid out (tools/bridgelaws/site/pages.py):
- a law section of the 2017 Laws: /laws/<n>/#<anchor> (anchor = section id without parentheses,
  "B1a"); a whole law: /laws/<n>/;
- a law section of another edition: /editions/<edition>/<n>/#<anchor>;
- a commentary unit: /sources/<source-id>/#<unit-id> (its translations share the unit's place);
- an example: /examples/<source-id>/<example-id>/ (one page holds the example's languages);
- a glossary concept: /glossary/#<concept-id>;
- a term of the Definitions: /laws/definitions/#<lang>-<term> (2017), /editions/<edition>/definitions/#….
"""

from __future__ import annotations

from urllib.parse import quote

CURRENT = "2017"


def law_url(number: int | str, section: str | None = None, edition: str = CURRENT) -> str:
    """The page of law `number` in `edition`, at `section` ("B1(a)") when given."""
    anchor = (section or "").replace("(", "").replace(")", "")
    page = f"/laws/{number}/" if edition == CURRENT else f"/editions/{edition}/{number}/"
    return page + (f"#{anchor}" if anchor else "")


def definition_url(edition: str, lang: str, term: str) -> str:
    page = "/laws/definitions/" if edition == CURRENT else f"/editions/{edition}/definitions/"
    return f"{page}#{quote(lang)}-{quote(term)}"


def commentary_url(source: str, unit: str) -> str:
    return f"/sources/{quote(source)}/#{quote(unit)}"


def example_url(source: str, example: str) -> str:
    return f"/examples/{quote(source)}/{quote(example)}/"


def concept_url(concept: str) -> str:
    return f"/glossary/#{quote(concept)}"


def url_for(uid: str) -> str:
    """The URL of the passage `uid` (as in `KnowledgeBase.passages`, or "concept/<lang>/<id>")."""
    kind, _, rest = uid.partition("/")
    parts = rest.split("/")
    if kind == "law" and len(parts) in (3, 4):  # law/<edition>/<lang>/<n>[/<section>]
        return law_url(parts[2], parts[3] if len(parts) == 4 else None, parts[0])
    if kind == "definition" and len(parts) == 3:  # definition/<edition>/<lang>/<term>
        return definition_url(*parts)
    if kind == "commentary" and len(parts) == 3:  # commentary/<source>/<lang>/<unit>
        return commentary_url(parts[0], parts[2])
    if kind == "example" and len(parts) == 3:  # example/<source>/<lang>/<id>
        return example_url(parts[0], parts[2])
    if kind == "concept" and len(parts) == 2:  # concept/<lang>/<id>
        return concept_url(parts[1])
    raise ValueError(f"no URL for passage id {uid!r}")
