"""The interface words of the law pages' outline, official links and amendments, and of the changes
page, in the site's four languages — one dict, so that they move into the catalogue of interface words
in one step. The site is built in English today (`words("en")`); the other languages are ready for it.
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "official_text": "Official text",
        "official_label": "The official text of Law {number}",
        "commentary": "commentary",
        "whole_laws": "the whole Laws",
        "not_copied": "This site does not copy the official text: it belongs to the WBF and its translators.",
        "outline_label": "Sections of Law {number}",
        "outline_legend": "Sections (commentary · examples):",
        "outline_legend_cited": "Only the sections its sources cite (commentary · examples):",
        "outline_counts": "{ref}: commentary passages: {units}, examples: {examples}",
        "amended": "As amended with effect from {date}",
        "amended_short": "amended with effect from {date}",
        "earlier_title": "Earlier title ({lang}): {title}, until {date}",
        "not_confirmed": "Not confirmed",
        "source": "Source",
        "written_before": "Written {written}, before Law {law} was amended with effect from {date}.",
        "changes_title": "Changes",
        "changes_intro": "Every amendment of the Laws and every change to this knowledge base's law data, "
        "newest first.",
        "feed": "Atom feed",
        "amendment_of": "Amendment of the {edition} Laws, in force from {date}",
        "kb_change": "Change to this knowledge base ({edition} Laws)",
        "laws": "Laws",
        "chapter": "Chapter {number}",
    },
    "pl": {
        "official_text": "Tekst oficjalny",
        "official_label": "Tekst oficjalny przepisu {number}",
        "commentary": "komentarz",
        "whole_laws": "całe Prawo",
        "not_copied": "Ta strona nie kopiuje tekstu oficjalnego: należy on do WBF i tłumaczy.",
        "outline_label": "Punkty przepisu {number}",
        "outline_legend": "Punkty (komentarze · przykłady):",
        "outline_legend_cited": "Punkty, które cytują źródła (komentarze · przykłady):",
        "outline_counts": "{ref}: fragmenty komentarza: {units}, przykłady: {examples}",
        "amended": "W brzmieniu obowiązującym od {date}",
        "amended_short": "zmieniony ze skutkiem od {date}",
        "earlier_title": "Wcześniejszy tytuł ({lang}): {title}, do {date}",
        "not_confirmed": "Niepotwierdzone",
        "source": "Źródło",
        "written_before": "Napisane {written}, przed zmianą przepisu {law} obowiązującą od {date}.",
        "changes_title": "Zmiany",
        "changes_intro": "Wszystkie zmiany Prawa i wszystkie zmiany danych o przepisach w tej bazie wiedzy, "
        "od najnowszych.",
        "feed": "Kanał Atom",
        "amendment_of": "Zmiana MPB {edition}, obowiązuje od {date}",
        "kb_change": "Zmiana w tej bazie wiedzy (MPB {edition})",
        "laws": "Przepisy",
        "chapter": "Rozdział {number}",
    },
    "el": {
        "official_text": "Επίσημο κείμενο",
        "official_label": "Το επίσημο κείμενο του Νόμου {number}",
        "commentary": "σχολιασμός",
        "whole_laws": "ολόκληρος ο Κώδικας",
        "not_copied": "Ο ιστότοπος δεν αντιγράφει το επίσημο κείμενο: ανήκει στην WBF και στους μεταφραστές.",
        "outline_label": "Παράγραφοι του Νόμου {number}",
        "outline_legend": "Παράγραφοι (σχολιασμός · παραδείγματα):",
        "outline_legend_cited": "Οι παράγραφοι που παραθέτουν οι πηγές (σχολιασμός · παραδείγματα):",
        "outline_counts": "{ref}: αποσπάσματα σχολιασμού {units}, παραδείγματα {examples}",
        "amended": "Όπως τροποποιήθηκε με ισχύ από {date}",
        "amended_short": "τροποποιήθηκε με ισχύ από {date}",
        "earlier_title": "Προηγούμενος τίτλος ({lang}): {title}, έως {date}",
        "not_confirmed": "Δεν επιβεβαιώθηκε",
        "source": "Πηγή",
        "written_before": "Γράφτηκε {written}, πριν τροποποιηθεί ο Νόμος {law} με ισχύ από {date}.",
        "changes_title": "Αλλαγές",
        "changes_intro": "Κάθε τροποποίηση του Κώδικα και κάθε αλλαγή στα δεδομένα των Νόμων αυτής της βάσης "
        "γνώσης, οι νεότερες πρώτα.",
        "feed": "Ροή Atom",
        "amendment_of": "Τροποποίηση του Κώδικα του {edition}, σε ισχύ από {date}",
        "kb_change": "Αλλαγή σε αυτή τη βάση γνώσης (Κώδικας του {edition})",
        "laws": "Νόμοι",
        "chapter": "Κεφάλαιο {number}",
    },
    "ru": {
        "official_text": "Официальный текст",
        "official_label": "Официальный текст Правила {number}",
        "commentary": "комментарий",
        "whole_laws": "все Правила",
        "not_copied": "Сайт не копирует официальный текст: он принадлежит WBF и переводчикам.",
        "outline_label": "Пункты Правила {number}",
        "outline_legend": "Пункты (комментарии · примеры):",
        "outline_legend_cited": "Пункты, которые цитируют источники (комментарии · примеры):",
        "outline_counts": "{ref}: фрагментов комментария {units}, примеров {examples}",
        "amended": "В редакции, действующей с {date}",
        "amended_short": "изменено с {date}",
        "earlier_title": "Прежнее название ({lang}): {title}, до {date}",
        "not_confirmed": "Не подтверждено",
        "source": "Источник",
        "written_before": "Написано {written}, до изменения Правила {law}, действующего с {date}.",
        "changes_title": "Изменения",
        "changes_intro": "Все изменения Правил и все изменения данных о Правилах в этой базе знаний, сначала "
        "новые.",
        "feed": "Лента Atom",
        "amendment_of": "Изменение Правил {edition} года, действует с {date}",
        "kb_change": "Изменение в этой базе знаний (Правила {edition} года)",
        "laws": "Правила",
        "chapter": "Глава {number}",
    },
}


def words(lang: str = "en") -> dict[str, str]:
    """The words in `lang` (English for a language the dict does not have)."""
    return WORDS.get(lang, WORDS["en"])
