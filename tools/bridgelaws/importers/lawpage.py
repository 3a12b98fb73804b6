"""Seed 002: Law 17 "Okres licytacji" of the Polish 2007 Laws, a PZBS law page (format `pzbs-pages`).

The page is read by the `pzbs-pages` format (see `pzbs_pages`): the heading "17. OKRES LICYTACJI
wesja angielska" gives the title in sentence case ("Okres licytacji"), sections A–E with their items,
and one footnote, indented with non-breaking spaces and carrying no asterisk ("Na przykład, druga
zapowiedź różni się …"). The footnote is put on the unit sharing the most three-word phrases with it:
17D2 ("gdy druga zapowiedź wykraczającego różni się od zapowiedzi unieważnionej"), which is also where
the English 2007 Laws put the asterisk ("differs*"); 17D3 speaks of the call "uprzednio unieważnionej".
The footnote keeps the default mark "*", the page having dropped it.

Debris dropped (not content): "wesja angielska" after the heading (the label of the site's link to
the English version); the navigation line "16. LEGALNE I NIELEGALNE INFORMACJE  16. LEGALNE I
NIELEGALNE INFORMACJEtop of page 18. ODZYWKI  18. ODZYWKI" (links to the previous and next laws, each
printed twice, and a "top of page" link); non-breaking spaces used for indentation.
This module adds what the page does not say: the edition, and the record of its source.
"""

from __future__ import annotations

from .emit import dump_yaml
from .lawbook import LawBook
from .lawfiles import finish_laws
from .project import Project
from .pzbs_pages import read
from .report import Document, ImportResult

SEED = "002_556fb25a0679e7c6.txt"
FORMAT = "pzbs-pages"
SOURCE = "pzbs-laws-2007-pl"


def import_seed(doc: Document, project: Project) -> ImportResult:
    """The 2007 Polish text of Law 17, the source record, and the 2007 index (Law 17's title and outline)."""
    result = ImportResult()
    book = LawBook(result, "2007", "pl", project.index_laws("2007"))
    read([doc], book, result)
    finish_laws(book, project, SOURCE, None)
    result.files[f"content/sources/{SOURCE}.yaml"] = dump_yaml(SOURCE_RECORD, "source")
    return result


SOURCE_RECORD = {
    "id": SOURCE,
    "title": "Międzynarodowe Prawo Brydżowe 2007 (przekład polski)",
    "kind": "law-text",
    "authors": [],
    "organisation": "PZBS",
    "languages": ["pl"],
    "edition": "2007",
    "document": "originals/002_556fb25a0679e7c6.txt",
    "origin": "A page of the PZBS web edition of the Polish 2007 Laws (pzbs.pl/sedziowie/mpb/2007/pol/): "
    "Law 17, with the site's link to the English version and its links to Laws 16 and 18.",
    "licence": "Quoted for study; copyright remains with the WBF and the translator.",
    "notes": "The page names no translator and no date; the printed PZBS edition of this translation "
    "(Warszawa 2008) names Kazimierz Chłobowski as translator. The page prints the footnote of Law 17D2 "
    "without an asterisk.",
}
