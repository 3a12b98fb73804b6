"""Seed 004: Law 15 of the Polish 2017 Laws followed by a Polish commentary on its 2017 changes.

The law is read by the `pzbs-pages` format (see `pzbs_pages`); this module reads the commentary after
it. The seed is a web page converted to Markdown-like text: the law ("Przepis 15 – Niewłaściwe rozdanie
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
the marks stay in the text, where the source prints them (`pzbs_pages.strip_emphasis`).

Debris dropped (not content): the closing and opening emphasis asterisks above; the second heading
"15. Niewłaściwe rozdanie lub ręka" repeating "Przepis 15 – Niewłaściwe rozdanie lub ręka"; the
Markdown list prefixes "- ".
"""

from __future__ import annotations

import re

from .emit import dump_yaml
from .lawbook import LawBook
from .lawfiles import finish_laws
from .project import Project
from .pzbs_pages import read_page
from .report import Document, ImportResult

SEED = "004_f20df6337c9c3b86.txt"
FORMAT = "pzbs-pages"
LAW_SOURCE = "pzbs-laws-2017-pl"
COMMENTARY_SOURCE = "law15-changes-2017-pl"

_LAW_REF = re.compile(r"przepis\w* (\d{1,2}[A-H](?:\d{1,2})?(?:\([a-z]\))?)")
_MARKED = re.compile(r"^(\*+) (.+)$")


def commentary_units(lines: list[str], law: int) -> list[dict[str, object]]:
    """One unit per paragraph; a starred line is a footnote of the paragraph carrying its mark."""
    paragraphs = [line for line in lines if not line.startswith("*")]
    units: list[dict[str, object]] = []
    for n, text in enumerate(paragraphs, 1):
        refs = [str(law)] + [r for r in dict.fromkeys(_LAW_REF.findall(text)) if r.startswith(str(law))]
        units.append({"id": f"p{n:02d}", "laws": refs, "text": text})
    for line in lines:
        if match := _MARKED.match(line):
            mark = match.group(1)
            lone = re.compile(rf"(?<!\*){re.escape(mark)}(?!\*)")
            unit = next(u for u in units if lone.search(str(u["text"])))
            unit.setdefault("footnotes", []).append({"mark": mark, "text": match.group(2)})  # type: ignore[union-attr]
    return units


def import_seed(doc: Document, project: Project) -> ImportResult:
    """The 2017 Polish text of Law 15, the commentary on its changes, the two source records, and the
    2017 index (Law 15's title and outline)."""
    result = ImportResult()
    book = LawBook(result, "2017", "pl", project.index_laws("2017"))
    page = read_page(doc, book)
    finish_laws(book, project, LAW_SOURCE, None)
    result.files[f"content/sources/{LAW_SOURCE}.yaml"] = dump_yaml(LAW_SOURCE_RECORD, "source")
    units = commentary_units([line.text for line in page.after], page.law or 0)
    result.counts["units"] += len(units)
    commentary = {"source": COMMENTARY_SOURCE, "lang": "pl", "units": units}
    result.files[f"content/{COMMENTARY_SOURCE}/law-{page.law}.yaml"] = dump_yaml(commentary, "commentary")
    result.files[f"content/sources/{COMMENTARY_SOURCE}.yaml"] = dump_yaml(COMMENTARY_SOURCE_RECORD, "source")
    return result


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
