"""Importer of Law 15 of the Polish 2017 Laws followed by a Polish commentary on its 2017 changes.

The seed is a web page converted to Markdown-like text: the law ("Przepis 15 – Niewłaściwe rozdanie
lub ręka", sections A and B, items as "- 1. …", sub-items "(b) …", two footnotes), then the
commentary's paragraphs with one footnote of their own. Law → `laws/2017/pl/law-15.yaml` (source
`pzbs-laws-2017-pl`); commentary → `content/law15-changes-2017-pl/law-15.yaml`, one unit per paragraph
(source `law15-changes-2017-pl`).

Asterisks. The page's emphasis was converted to `*`: every list-item line ("- 1. … .*") and every
footnote line ends with a closing `*`, and every footnote line has one opening `*` too. Those are
debris. What remains are the footnote marks, which match the English 2017 Laws: "różni się*" in 15A3
with "* Druga zapowiedź różni się …" (printed "** Druga …*"), "B. … rozgrywki**" with "** Punkt ma
zastosowanie …" (printed "*** Punkt …*"), and in the commentary "(przepis 16C*)" with "* Proszę zwrócić
uwagę …" (printed "** Proszę …*"). Each footnote sits on the unit whose text or title carries its mark;
the marks stay in the text, where the source prints them.

Debris dropped (not content): the closing and opening emphasis asterisks above; the second heading
"15. Niewłaściwe rozdanie lub ręka" repeating "Przepis 15 – Niewłaściwe rozdanie lub ręka"; the
Markdown list prefixes "- ".
"""

from __future__ import annotations

import re

from .emit import dump_yaml
from .lawpage import Footnote, Unit, attach_footnote, paragraphs, parse_law

SEEDS = {"004_f20df6337c9c3b86.txt"}
LAW_SOURCE = "pzbs-laws-2017-pl"
COMMENTARY_SOURCE = "law15-changes-2017-pl"

_HEADING_2017 = re.compile(r"^Przepis (\d{1,2}) – (.+)$")
_REPEATED_HEADING = re.compile(r"^(\d{1,2})\. (.+)$")
_ITEM_EMPHASIS_END = re.compile(r"^(- .*[.)])\*$")
_FOOTNOTE_EMPHASIS = re.compile(r"^\*(\*+ .+?)\*$")
_LAW_REF = re.compile(r"przepis\w* (\d{1,2}[A-H](?:\d{1,2})?(?:\([a-z]\))?)")


def strip_emphasis(line: str) -> str:
    """Remove the converted emphasis asterisks of a list item or footnote line, keeping footnote marks."""
    if match := _FOOTNOTE_EMPHASIS.match(line):
        return match.group(1)
    if match := _ITEM_EMPHASIS_END.match(line):
        return match.group(1)
    return line


def commentary_units(lines: list[str], law: int) -> list[dict[str, object]]:
    """One unit per paragraph; a starred line is a footnote of the paragraph carrying its mark."""
    units = [Unit(f"p{n:02d}", text=[line]) for n, line in enumerate(_paragraphs(lines), 1)]
    for line in lines:
        if match := re.match(r"^(\*+) (.+)$", line):
            attach_footnote(units, Footnote(match.group(1), match.group(2)))
    result = []
    for unit in units:
        text = unit.text[0]
        refs = [str(law)] + [r for r in dict.fromkeys(_LAW_REF.findall(text)) if r.startswith(str(law))]
        data: dict[str, object] = {"id": unit.id, "laws": refs, "text": text}
        if unit.footnotes:
            data["footnotes"] = unit.footnotes
        result.append(data)
    return result


def _paragraphs(lines: list[str]) -> list[str]:
    return [line for line in lines if not line.startswith("*")]


def import_seed(text: str) -> dict[str, str]:
    """The 2017 Polish text of Law 15, the commentary on its changes, and the two source records."""
    lines = [(strip_emphasis(line), indented) for line, indented in paragraphs(text)]
    heading = _HEADING_2017.match(lines[0][0])
    repeated = _REPEATED_HEADING.match(lines[1][0])
    if not heading or not repeated or repeated.groups() != heading.groups():
        raise ValueError(f"not a 2017 law page heading: {lines[0][0]!r}, {lines[1][0]!r}")
    page = parse_law(lines[2:])
    for footnote in page.footnotes:
        attach_footnote(page.sections, footnote)
    law = int(heading.group(1))
    data = {
        "edition": "2017",
        "lang": "pl",
        "law": law,
        "title": heading.group(2),
        "source": LAW_SOURCE,
        "sections": [section.as_data() for section in page.sections],
    }
    commentary = {"source": COMMENTARY_SOURCE, "lang": "pl", "units": commentary_units(page.after, law)}
    return {
        f"laws/2017/pl/law-{law}.yaml": dump_yaml(data, "law-text", depth=3),
        f"content/{COMMENTARY_SOURCE}/law-{law}.yaml": dump_yaml(commentary, "commentary"),
        f"content/sources/{LAW_SOURCE}.yaml": dump_yaml(LAW_SOURCE_RECORD, "source"),
        f"content/sources/{COMMENTARY_SOURCE}.yaml": dump_yaml(COMMENTARY_SOURCE_RECORD, "source"),
    }


LAW_SOURCE_RECORD = {
    "id": LAW_SOURCE,
    "title": "Międzynarodowe Prawo Brydżowe 2017 (przekład polski)",
    "kind": "law-text",
    "authors": [],
    "organisation": "PZBS",
    "languages": ["pl"],
    "edition": "2017",
    "document": "originals/004_f20df6337c9c3b86.txt",
    "origin": "Law 15 of the Polish translation of the 2017 Laws of Duplicate Bridge, as quoted at the "
    "head of a Polish translation of a commentary on the 2017 changes to Law 15.",
    "licence": "Quoted for study; copyright remains with the WBF and the translator.",
    "notes": "The document names no translator and no date. The text is that of the PZBS translation of "
    "the 2017 Laws (Warszawa 2017), footnote marks included.",
}

COMMENTARY_SOURCE_RECORD = {
    "id": COMMENTARY_SOURCE,
    "title": "Zmiany w przepisie 15 (MPB 2017) – komentarz, przekład polski",
    "kind": "commentary",
    "authors": [],
    "languages": ["pl"],
    "edition": "2017",
    "document": "originals/004_f20df6337c9c3b86.txt",
    "origin": "A Polish translation of a commentary on the changes the 2017 Laws made to Law 15, "
    "following the Polish text of the law in the same document.",
    "licence": "Quoted for study; copyright remains with the author and the translator.",
    "notes": "The author is unknown by name: the document does not name the author or the translator. "
    "The author writes in the first person as an international director and lecturer, speaks of "
    "the drafters' choices as 'naszym zdaniem' (in our opinion) and addresses directors who teach "
    "directors in their own countries. The title above is descriptive. The commentary compares the "
    "2017 Laws with the 2007 Laws ('stary przepis'): 2007 Law 17D became 2017 Law 15A, and 2007 Law 16D "
    "is 2017 Law 16C.",
}
