"""The laws themselves are search records (number, titles in four languages, section ids): a law
reference in any language ranks its law's page first, in the language of the reference, opening at
the section named, from the index, the command line and the API, on the real knowledge base."""

from __future__ import annotations

import http.client
import json
import threading
from pathlib import Path
from urllib.parse import quote

import pytest
from typer.testing import CliRunner

from bridgelaws.cli import app
from bridgelaws.model import KnowledgeBase
from bridgelaws.search import SearchIndex
from bridgelaws.search.documents import documents
from bridgelaws.serve import make_server

ROOT = Path(__file__).resolve().parents[2]
FIRST = [
    ("przepis 16C", "lawpage/2017/pl/16", "/laws/16/#C", ["16C"]),
    ("Νόμος 27Β1", "lawpage/2017/el/27", "/laws/27/#B1", ["27B1"]),
    ("Правило 68", "lawpage/2017/ru/68", "/laws/68/", ["68"]),
    ("Law 64C", "lawpage/2017/en/64", "/laws/64/#C", ["64C"]),
    ("Νόμος 12Γ1(γ)", "lawpage/2017/el/12", "/laws/12/#C1c", ["12C1(c)"]),
    ("27b1", "lawpage/2017/en/27", "/laws/27/#B1", ["27B1"]),
    ("2007 Law 17D", "lawpage/2007/en/17", "/editions/2007/17/#D", ["17D"]),
]


def test_every_law_is_a_record_in_each_language_of_its_title(real_kb: KnowledgeBase) -> None:
    docs = documents(real_kb)
    laws = real_kb.indexes["2017"].laws
    assert len(laws) == 93
    for law in laws:
        for lang, title in law.titles.items():
            doc = docs[f"lawpage/2017/{lang}/{law.number}"]
            assert doc["title_" + lang] == title.text and doc["url"] == f"/laws/{law.number}/"
            assert {str(law.number), *(f"{law.number}{s}" for s in law.sections)} <= set(doc["laws"].split())
    assert {lang for law in laws for lang in law.titles} == {"en", "pl", "el", "ru"}


@pytest.mark.parametrize(("query", "first", "url", "laws"), FIRST)
def test_a_reference_ranks_its_laws_page_first(
    real_index: SearchIndex, query: str, first: str, url: str, laws: list[str]
) -> None:
    hit = real_index.search(query)[0]
    assert (hit["id"], hit["kind"], hit["url"], hit["laws"]) == (first, "law", url, laws)


def test_from_the_command_line(real_index: SearchIndex) -> None:
    args = ["search", "przepis 16C", "--json", "--root", str(ROOT), "--index", str(real_index.folder)]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    hit = json.loads(result.stdout)[0]
    assert (hit["id"], hit["url"]) == ("lawpage/2017/pl/16", "/laws/16/#C")
    assert hit["title"].startswith("Przepis 16 · ")


def test_from_the_api(real_index: SearchIndex) -> None:
    server = make_server("127.0.0.1", 0, real_index, None, quiet=True)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    try:
        for query, first, url, _ in FIRST[:3]:
            connection = http.client.HTTPConnection(*server.server_address[:2], timeout=10)
            connection.request("GET", f"/api/search?q={quote(query)}&limit=3")
            response = connection.getresponse()
            hits = json.loads(response.read())
            connection.close()
            assert response.status == 200 and (hits[0]["id"], hits[0]["url"]) == (first, url), query
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
