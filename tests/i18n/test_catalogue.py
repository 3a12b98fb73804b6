"""The catalogue of the interface's words: every message of the code in every language, translated,
with the glossary's terms; the words reach Python, templates (per render) and scripts alike."""

from __future__ import annotations

import gettext
import json
import re
import shutil
from datetime import date
from functools import cache
from pathlib import Path

import pytest
from typer.testing import CliRunner

import bridgelaws
from bridgelaws.cli import app
from bridgelaws.i18n import DOMAINS, LANGS, SOURCE, UnknownLanguage, words
from bridgelaws.i18n.catalogue import LOCALES, catalog
from bridgelaws.i18n.check import forms, glossary_problems, key, problems, uses_term
from bridgelaws.i18n.extract import template
from bridgelaws.i18n.script import messages, script

from .scan import script_strings, scripts, template_words, templates

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


@cache
def glossary() -> dict[str, dict[str, list[str]]]:
    return {c.id: c.terms for c in bridgelaws.load(ROOT).concepts}


def test_every_message_is_translated_in_every_language() -> None:
    """No message missing, empty, fuzzy or stale; the same placeholders as the English; no markup."""
    assert [str(p) for p in problems()] == []
    for domain in DOMAINS:
        for lang in LANGS[1:]:
            assert len(catalog(lang, domain)) == len(catalog(SOURCE, domain)) > 100


def test_the_catalogue_holds_what_the_code_shows() -> None:
    """The templates (.pot) are what the code holds now: `make words` was run after every change."""
    for domain in DOMAINS:
        made = {key(m): (m.auto_comments, m.id) for m in template(domain) if m.id}
        held = {key(m): (m.auto_comments, m.id) for m in catalog(SOURCE, domain) if m.id}
        assert made == held, domain


def test_the_bridge_terms_are_the_glossarys() -> None:
    """Each entry that names a glossary concept uses one of that concept's terms, in every language."""
    assert [str(p) for p in glossary_problems(glossary())] == []
    named = [
        m
        for d in DOMAINS
        for m in catalog("pl", d)
        if any(c.startswith("glossary:") for c in m.auto_comments)
    ]
    assert len(named) > 80
    assert uses_term("Fałszywy renons: przeniesione lewy", glossary()["revoke"]["pl"])
    assert not uses_term("Renons: przeniesione lewy", glossary()["revoke"]["pl"])  # a void is not a revoke


def test_the_words_the_director_found_wrong_are_fixed() -> None:
    """Issue 20: the Greek irregularity is ανωμαλία (Law 9; an infraction is παράβαση), the revoke in Polish
    is "fałszywy renons", "by law" is not "według przepisów", a build date is "Дата сборки"."""
    el, ru = words("el"), words("ru")
    assert el._("The irregularity") == "Η ανωμαλία" and "παράβαση" not in el._(
        "The irregularity: {text}", text=""
    )
    assert ru._("Built on {date}", date="1") == "Дата сборки: 1"
    polish = {key(m)[1]: " ".join(forms(m)) for d in DOMAINS for m in catalog("pl", d) if m.id}
    every_pl = " ".join(polish.values())
    for wrong in ("Według przepisów", "Ćwiczenia z silnika", "Rachunek silnika", "Powtórka odpowiedzianych",
                  "te nie całkiem dobrze", "Zapomnij moje postępy"):  # fmt: skip
        assert wrong not in every_pl, wrong
    for english, text in polish.items():  # "renons" alone is a void; the revoke is "fałszywy renons"
        if english != "void":
            assert all(
                re.search(r"fałszyw\w* $", text[: m.start()], re.IGNORECASE)
                for m in re.finditer(r"renons", text)
            ), text
    for index_intro in (el, ru):
        text = index_intro._(
            "Every law of the {edition} Laws with its title in English; a page number where this book prints "
            "something on the law.",
            edition=2017,
        )
        assert "κάτι για" not in text and "что-то о" not in text, text


def test_words_in_python() -> None:
    pl, ru, el = words("pl"), words("ru"), words("el")
    one, many = (
        "{n} undertrick, {doubling}, {state}: {steps}",
        "{n} undertricks, {doubling}, {state}: {steps}",
    )
    made = [pl._n(one, many, n, doubling="z kontrą", state="po partii", steps="…") for n in (1, 2, 5, 22)]
    assert [text.split(",")[0] for text in made] == ["1 wpadka", "2 wpadki", "5 wpadek", "22 wpadki"]
    assert (
        ru._p("seat", "North") == "Север"
        and pl._p("seat", "North") == "N"
        and el._p("seat", "North") == "Βορράς"
    )
    assert pl.date(date(2019, 3, 16)) == "16 marca 2019" and el.date("2019-03") == "Μάρτιος 2019"
    assert words("en").date("2019-03-16") == "16 March 2019" and ru.date("2019") == "2019"
    assert pl.decimal("212.5") == "212,5" and words("en").decimal("212.5") == "212.5"
    assert pl.language_name("el") == "grecki" and words("en").language_name("ru") == "Russian"
    with pytest.raises(UnknownLanguage, match="expected one of en, pl, el, ru"):
        words("de")


def test_a_template_renders_in_the_language_of_each_render(kb_renderer) -> None:  # type: ignore[no-untyped-def]
    """One environment, interleaved renders in four languages, each in its own words (nothing installed
    globally)."""
    renderer, ctx_of = kb_renderer
    shown = {
        lang: renderer.partial(
            ctx_of(lang), "_lawtitle.html", title="T", meta=_Unofficial(), source_href=None, body=""
        )
        for lang in ("pl", "en", "el", "ru", "pl")
    }
    assert "tytuł nieoficjalny" in shown["pl"] and "unofficial title" in shown["en"]
    assert "ανεπίσημος τίτλος" in shown["el"] and "неофициальное название" in shown["ru"]


class _Unofficial:
    unofficial = True
    source = None


@pytest.fixture(scope="module")
def kb_renderer():  # type: ignore[no-untyped-def]
    from mkdocs.structure.files import Files

    from bridgelaws.site.pages import LAWS, Page, SiteMap
    from bridgelaws.site.render import Context, Renderer

    kb = bridgelaws.load(ROOT)
    renderer = Renderer(kb, SiteMap(kb), Files([]))
    return renderer, lambda lang: Context(Page(LAWS, "laws"), None, lang)  # type: ignore[arg-type]


def test_the_scripts_words_are_the_catalogues() -> None:
    """Each language's file: the catalogue's translations of the `js` domain (fuzzy ones left out) and
    its plural rule, the same numbers as Python's gettext gives."""
    for lang in LANGS:
        text = script(lang)
        match = re.fullmatch(
            r'BLWords\.add\("(\w+)", function \(n\) \{ return \+\((.+)\); \}, (\{.*\})\);\n', text
        )
        assert match and match[1] == lang, text[:200]
        data = json.loads(match[3])
        assert data == messages(lang)
        rule = gettext.c2py(match[2])
        expected = gettext.c2py(catalog(lang, "js").plural_expr)
        assert [rule(n) for n in range(0, 230)] == [expected(n) for n in range(0, 230)]
        if lang != SOURCE:
            assert len(data) == len([m for m in catalog(lang, "js") if m.id])
            assert data["Start a session"] and data["strain\u0004NT"]
    assert messages("pl")["{n} trick"] == ["{n} lewa", "{n} lewy", "{n} lew"]


def test_no_template_or_script_writes_english_outside_the_catalogue() -> None:
    found = {p.name: template_words(p.read_text("utf-8")) for p in templates()}
    found |= {p.name: script_strings(p.read_text("utf-8")) for p in scripts()}
    assert {name: words for name, words in found.items() if words} == {}
    # the scan does find English where there is some
    assert template_words('<p title="Close it">Referred to by {{ _("x") }}</p>') == [
        "Referred",
        "to",
        "by",
        "Close",
        "it",
    ]
    assert script_strings('el.textContent = "Loading the search…"; _("ok, then")') == [
        '"Loading the search…"'
    ]


def test_a_broken_catalogue_is_reported_at_its_line(tmp_path: Path) -> None:
    locales = tmp_path / "tools" / "bridgelaws" / "i18n" / "locales"
    shutil.copytree(LOCALES, locales)
    po = locales / "pl" / "LC_MESSAGES" / "js.po"
    text = po.read_text("utf-8")
    text = text.replace('msgstr "Rozpocznij sesję"', 'msgstr ""', 1)
    text = text.replace('msgstr "Dalej"', 'msgstr "Dalej {n}"', 1)
    po.write_text(
        text.replace(
            '#, python-brace-format\nmsgid "{i} of {n}"', '#, fuzzy, python-brace-format\nmsgid "{i} of {n}"'
        ),
        "utf-8",
    )
    found = [str(p) for p in problems(locales)]
    lines = po.read_text("utf-8").splitlines()
    line_of = {
        m: next(i for i, line in enumerate(lines, 1) if line == f'msgid "{m}"')
        for m in ("Start a session", "Next")
    }
    assert (
        f"tools/bridgelaws/i18n/locales/pl/LC_MESSAGES/js.po:{line_of['Start a session']}: "
        "'Start a session' is not translated (every plural form)" in found
    )
    assert any(f"js.po:{line_of['Next']}: 'Next': the translation has ['n'], not []" in p for p in found)
    assert any("'{i} of {n}' is fuzzy" in p for p in found)


def test_the_review_list_holds_the_projects_own_words() -> None:
    result = runner.invoke(app, ["words", "review", "--lang", "el", "--json"])
    assert result.exit_code == 0, result.output
    entries = json.loads(result.stdout)
    english = {tuple(e["english"]) for e in entries}
    assert ("The irregularity",) in english and len(entries) > 400
    assert ("The Laws of Duplicate Bridge",) not in english  # follows the Hellenic federation's translation
    revoke = next(e for e in entries if e["english"] == ["Who revoked"])
    assert revoke["translation"] == ["Ποιος έκανε ρενόνς"] and revoke["concepts"] == ["revoke"]
    result = runner.invoke(app, ["words", "review", "--lang", "pl"])
    assert result.exit_code == 0 and "→ Fałszywy renons: przeniesione lewy" in result.stdout
    result = runner.invoke(app, ["words", "review", "--lang", "de"])
    assert result.exit_code == 2 and "expected pl, el or ru" in result.stderr
    result = runner.invoke(app, ["words", "check", "--root", str(ROOT), "--json"])
    assert result.exit_code == 0 and json.loads(result.stdout) == {"problems": []}
