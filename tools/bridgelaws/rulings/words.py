"""The interface words of the ruling flows, in the site's four languages.

Kept in one small table so that they move in one step into the project's catalogue of interface
words when it lands (issue 20). The words of the flows themselves (questions, tests, outcomes) are
content: `content/rulings/*.yaml`. Polish, Greek and Russian are the project's own translations,
in the glossary's terms, awaiting a Director's review like the flows' words.
"""

from __future__ import annotations

LANGS = ("en", "pl", "el", "ru")

WORDS: dict[str, dict[str, str]] = {
    "yes": {"en": "Yes", "pl": "Tak", "el": "Ναι", "ru": "Да"},
    "no": {"en": "No", "pl": "Nie", "el": "Όχι", "ru": "Нет"},
    "prevail": {
        "en": "The Laws prevail; this guide is the project's.",
        "pl": "Rozstrzygają Międzynarodowe Przepisy Brydżowe; ten przewodnik jest opracowaniem projektu.",
        "el": "Υπερισχύει ο Κώδικας· ο οδηγός αυτός είναι του έργου.",
        "ru": "Решают Правила; это руководство составлено проектом.",
    },
    "rulings": {"en": "Rulings at the table", "pl": "Orzekanie przy stole", "el": "Αποφάσεις στο τραπέζι",
                "ru": "Решения за столом"},
    "rulings_intro": {
        "en": "Walk from what happened at the table to the rectification, one observable fact at a time. "
              "Where the answer is the Director's judgement, the step says so and states the test.",
        "pl": "Od tego, co zaszło przy stole, do sprostowania, krok po kroku, po jednym fakcie. "
              "Gdzie odpowiedź zależy od oceny sędziego, krok to mówi i podaje kryterium.",
        "el": "Από ό,τι συνέβη στο τραπέζι ως την επανόρθωση, ένα γεγονός κάθε φορά. "
              "Όπου η απάντηση είναι κρίση του Διαιτητή, το βήμα το λέει και δίνει το κριτήριο.",
        "ru": "От того, что произошло за столом, до исправления — по одному факту за шаг. "
              "Где ответ зависит от суждения судьи, шаг говорит об этом и называет критерий.",
    },
    "rule_it": {"en": "Rule it", "pl": "Orzeknij", "el": "Βγάλε απόφαση", "ru": "Вынести решение"},
    "judgement": {"en": "The Director's judgement", "pl": "Ocena sędziego", "el": "Κρίση του Διαιτητή",
                  "ru": "Суждение судьи"},
    "test": {"en": "The test", "pl": "Kryterium", "el": "Το κριτήριο", "ru": "Критерий"},
    "see": {"en": "Where it is applied", "pl": "Gdzie to zastosowano", "el": "Πού εφαρμόζεται",
            "ru": "Где это применено"},
    "engine": {"en": "decided by the engine", "pl": "ustalone przez silnik", "el": "από τη μηχανή",
               "ru": "определено движком"},
    "path": {"en": "What happened", "pl": "Co zaszło", "el": "Τι συνέβη", "ru": "Что произошло"},
    "change": {"en": "Change", "pl": "Zmień", "el": "Αλλαγή", "ru": "Изменить"},
    "restart": {"en": "Start again", "pl": "Od początku", "el": "Από την αρχή", "ru": "Сначала"},
    "ruling": {"en": "Ruling", "pl": "Orzeczenie", "el": "Απόφαση", "ru": "Решение"},
    "provisions": {"en": "Provisions applied", "pl": "Zastosowane przepisy",
                   "el": "Διατάξεις που εφαρμόζονται", "ru": "Применённые положения"},
    "examples": {"en": "Worked examples ruled this way", "pl": "Przykłady orzeczone w ten sposób",
                 "el": "Παραδείγματα με αυτή την απόφαση", "ru": "Примеры с таким решением"},
    "commentary": {"en": "Commentary on these provisions", "pl": "Komentarz do tych przepisów",
                   "el": "Σχόλια για αυτές τις διατάξεις", "ru": "Комментарий к этим положениям"},
    "continue": {"en": "Continue with", "pl": "Dalej:", "el": "Συνέχεια με", "ru": "Продолжить:"},
    "copy": {"en": "Copy the ruling", "pl": "Kopiuj orzeczenie", "el": "Αντιγραφή απόφασης",
             "ru": "Скопировать решение"},
    "copied": {"en": "Copied", "pl": "Skopiowano", "el": "Αντιγράφηκε", "ru": "Скопировано"},
    "share": {"en": "Copy a link to this ruling", "pl": "Kopiuj link do orzeczenia",
              "el": "Αντιγραφή συνδέσμου", "ru": "Скопировать ссылку"},
    "call": {"en": "a call, e.g. 2♥, Pass, X", "pl": "zapowiedź, np. 2♥, pas, ktr",
             "el": "μια δήλωση, π.χ. 2♥, πάσο, κοντρ", "ru": "заявка, напр. 2♥, пас, контра"},
    "law": {"en": "Law", "pl": "Przepis", "el": "Νόμος", "ru": "Правило"},
    "review": {
        "en": "Awaiting a Director's review.",
        "pl": "Tłumaczenie nieoficjalne, czeka na przegląd sędziego.",
        "el": "Ανεπίσημη μετάφραση, εκκρεμεί έλεγχος από Διαιτητή.",
        "ru": "Неофициальный перевод, ожидает проверки судьёй.",
    },
    "flows": {"en": "Flows", "pl": "Schematy", "el": "Διαγράμματα", "ru": "Схемы"},
    "laws": {"en": "Laws", "pl": "Przepisy", "el": "Νόμοι", "ru": "Правила"},
    "question": {"en": "Question", "pl": "Pytanie", "el": "Ερώτηση", "ru": "Вопрос"},
    "report": {"en": "Ruling report", "pl": "Raport z orzeczenia", "el": "Αναφορά απόφασης",
               "ru": "Отчёт о решении"},
    "bad_link": {
        "en": "This link does not fit the flow; start from its first question.",
        "pl": "Ten link nie pasuje do schematu; zacznij od pierwszego pytania.",
        "el": "Ο σύνδεσμος δεν ταιριάζει στο διάγραμμα· ξεκινήστε από την πρώτη ερώτηση.",
        "ru": "Ссылка не подходит к схеме; начните с первого вопроса.",
    },
}  # fmt: skip


def word(key: str, lang: str) -> str:
    """One interface word in `lang` (English when the language has none)."""
    texts = WORDS[key]
    return texts.get(lang) or texts["en"]
