"""The words of the study pages in the interface's languages (English and Polish).

The engine explains its working in English (`score.Score.working`, `adjust.weighted_score`,
`play.rectification`); `translate` gives each of those lines in Polish, pattern by pattern, and
raises on a line it does not know, so a new wording in the engine cannot reach a Polish page
untranslated (the tests translate every line of every table). Polish terms follow the
knowledge base's glossary (wpadka, nadróbka, po partii, wynik ważony, fałszywy renons …).
"""

from __future__ import annotations

import re
from collections.abc import Callable

UI_LANGS: tuple[str, ...] = ("en", "pl")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_CONTRACT = re.compile(r"\b([1-7])(NT|[SHDC])(XX|X)?(?=[\s=+\-:;,.)]|$)")
_MINUS = re.compile(r"(?<![\d/])-(?=\d)")

SEAT_NAMES = {
    "en": {"N": "North", "E": "East", "S": "South", "W": "West"},
    "pl": {"N": "N", "E": "E", "S": "S", "W": "W"},  # as Polish directors say and write them
}
VULNERABILITY_NAMES = {
    "en": {
        "none": "neither side vulnerable",
        "ns": "N/S vulnerable",
        "ew": "E/W vulnerable",
        "all": "both sides vulnerable",
    },
    "pl": {"none": "obie przed partią", "ns": "NS po partii", "ew": "EW po partii", "all": "obie po partii"},
}


_NOTRUMP = {"en": "NT", "pl": "BA"}


def symbols(text: str, lang: str = "en") -> str:
    """Contracts and bids written with suit symbols (`4SX=` → `4♠X=`), notrump as `lang` writes it
    (`3NT`, Polish `3BA`), and minus signs as minus signs (`−200`)."""
    text = _CONTRACT.sub(
        lambda m: m.group(1) + (SUIT_SYMBOLS.get(m.group(2)) or _NOTRUMP[lang]) + (m.group(3) or ""), text
    )
    return _MINUS.sub("−", text)


def denomination(strain: str, lang: str = "en") -> str:
    """A strain as a symbol (`♥`), notrump as `lang` writes it (`NT`, `BA`)."""
    return SUIT_SYMBOLS.get(strain) or _NOTRUMP[lang]


def plural_pl(n: int, one: str, few: str, many: str) -> str:
    """Polish plural: 1 wpadka, 2–4 wpadki, 5+ wpadek (12–14 wpadek, 22 wpadki)."""
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


def decimal_pl(text: str) -> str:
    """Decimal points as Polish decimal commas: 212.5 → 212,5."""
    return re.sub(r"(?<=\d)\.(?=\d)", ",", text)


# --- the engine's English working, in Polish -------------------------------------------------

_STATE = {"vulnerable": "po partii", "not vulnerable": "przed partią"}
_DOUBLING = {"undoubled": "bez kontry", "doubled": "z kontrą", "redoubled": "z rekontrą"}
_SLAM = {"small": "premia za szlemika", "grand": "premia za szlema"}


def _undertricks(m: re.Match[str]) -> str:
    n = int(m["n"])
    word = plural_pl(n, "wpadka", "wpadki", "wpadek")
    return f"{n} {word}, {_DOUBLING[m['doubling']]}, {_STATE[m['state']]}: {m['steps']}"


def _overtricks(m: re.Match[str]) -> str:
    detail = ""
    if m["doubling"]:
        detail = f", {_DOUBLING[m['doubling']]}, {_STATE[m['state']]}"
    return f"nadróbki: {m['n']} × {m['value']}{detail}"


def _result_name(name: str) -> str:
    """`4S= by N` → `4♠= (rozgrywa N)`; `Pass` → `pas`; `a given score` → `wynik podany`."""
    if name == "Pass":
        return "pas"
    if name == "a given score":
        return "wynik podany"
    contract, _, seat = name.partition(" by ")
    return f"{contract} (rozgrywa {seat})" if seat else name


_PL: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]] = [
    (
        re.compile(r"^trick score: (?P<tricks>[\d ×+]+)(?:, (?P<doubling>doubled|redoubled))?$"),
        lambda m: (
            f"zapis za lewy: {m['tricks']}" + (f", {_DOUBLING[m['doubling']]}" if m["doubling"] else "")
        ),
    ),
    (
        re.compile(r"^game premium, (?P<state>vulnerable|not vulnerable)$"),
        lambda m: f"premia za końcówkę, {_STATE[m['state']]}",
    ),
    (re.compile(r"^part-score premium$"), lambda m: "premia za częściówkę"),
    (
        re.compile(r"^(?P<slam>small|grand) slam premium, (?P<state>vulnerable|not vulnerable)$"),
        lambda m: f"{_SLAM[m['slam']]}, {_STATE[m['state']]}",
    ),
    (
        re.compile(r"^premium for making a (?P<doubling>doubled|redoubled) contract$"),
        lambda m: f"premia za ugranie kontraktu {_DOUBLING[m['doubling']]}",
    ),
    (
        re.compile(
            r"^overtricks: (?P<n>\d+) × (?P<value>\d+)"
            r"(?:, (?P<doubling>doubled|redoubled), (?P<state>vulnerable|not vulnerable))?$"
        ),
        _overtricks,
    ),
    (
        re.compile(
            r"^(?P<n>\d+) undertricks?, (?P<doubling>undoubled|doubled|redoubled), "
            r"(?P<state>vulnerable|not vulnerable): (?P<steps>[\d +]+)$"
        ),
        _undertricks,
    ),
    (re.compile(r"^passed out$"), lambda m: "rozdanie przepasowane"),
    # adjust.weighted_score
    (
        re.compile(r"^(?P<weight>\S+) × (?P<name>.+?) \((?P<score>[+-]\d+) for N/S\) = (?P<value>.+)$"),
        lambda m: (
            f"{m['weight']} × {_result_name(m['name'])} ({m['score']} dla NS) = {decimal_pl(m['value'])}"
        ),
    ),
    (
        re.compile(r"^weighted score for N/S: (?P<value>.+)$"),
        lambda m: f"wynik ważony dla NS: {decimal_pl(m['value'])}",
    ),
    (
        re.compile(
            r"^(?P<name>.+?): (?P<ours>[+-]\d+) against (?P<theirs>[+-]\d+) at the other table = "
            r"(?P<diff>[+-]\d+) → (?P<imps>[+-]\d+) IMPs; × (?P<weight>\S+) = (?P<value>.+)$"
        ),
        lambda m: (
            f"{_result_name(m['name'])}: {m['ours']} wobec {m['theirs']} przy drugim stole = "
            f"{m['diff']} → {m['imps']} IMP; × {m['weight']} = {decimal_pl(m['value'])}"
        ),
    ),
    (
        re.compile(r"^weighted IMPs for N/S: (?P<value>.+)$"),
        lambda m: f"ważone IMP-y dla NS: {decimal_pl(m['value'])}",
    ),
    (
        re.compile(
            r"^(?P<name>.+?): (?P<ours>[+-]\d+) against the field beats (?P<beaten>\d+) and equals "
            r"(?P<equal>\d+) = (?P<units>\d+) of (?P<top>\d+); × (?P<weight>\S+) = (?P<value>.+)$"
        ),
        lambda m: (
            f"{_result_name(m['name'])}: {m['ours']} wobec pozostałych zapisów pokonuje {m['beaten']} "
            f"i remisuje z {m['equal']} = {m['units']} z {m['top']}; × {m['weight']} = "
            f"{decimal_pl(m['value'])}"
        ),
    ),
    (
        re.compile(r"^weighted matchpoints for N/S: (?P<value>.+) of (?P<top>\d+) \((?P<percent>.+)%\)$"),
        lambda m: (
            f"ważone punkty dla NS: {decimal_pl(m['value'])} z {m['top']} ({decimal_pl(m['percent'])}%)"
        ),
    ),
    # play.rectification
    (
        re.compile(
            r"^on the twelfth trick a revoke, even established, must be corrected while the four hands "
            r"are not yet returned to the board; no trick is transferred \(64B6\)$"
        ),
        lambda m: (
            "w dwunastej lewie fałszywy renons, nawet uprawomocniony, trzeba poprawić, dopóki ręce nie "
            "wróciły do pudełka; nie przenosi się lew (64B6)"
        ),
    ),
    (
        re.compile(
            r"^a revoke on the twelfth trick found after the hands were returned to the board is not "
            r"corrected, and no trick is transferred$"
        ),
        lambda m: (
            "fałszywego renonsu w dwunastej lewie wykrytego po włożeniu rąk do pudełka nie poprawia się "
            "i nie przenosi się lew"
        ),
    ),
    (
        re.compile(
            r"^attention was first drawn to the revoke after a member of the non-offending side called "
            r"on the next deal: no trick is transferred$"
        ),
        lambda m: (
            "na fałszywy renons zwrócono uwagę dopiero po zapowiedzi gracza strony niewykraczającej "
            "w następnym rozdaniu: nie przenosi się lew"
        ),
    ),
    (
        re.compile(
            r"^attention was first drawn to the revoke after the round ended: no trick is transferred$"
        ),
        lambda m: "na fałszywy renons zwrócono uwagę dopiero po zakończeniu rundy: nie przenosi się lew",
    ),
    (
        re.compile(r"^not established: the offending side has not played to the next trick \(Law 63A\)$"),
        lambda m: (
            "nieuprawomocniony: strona wykraczająca nie zagrała jeszcze do następnej lewy (przepis 63A)"
        ),
    ),
    (
        re.compile(
            r"^declarer failed to play a card from dummy, a hand faced on the table \(declarer plays "
            r"dummy's cards, Law 41D\): no trick is transferred$"
        ),
        lambda m: (
            "rozgrywający nie dołożył karty z ręki dziadka, odkrytej na stole (rozgrywający gra kartami "
            "dziadka, przepis 41D): nie przenosi się lew"
        ),
    ),
    (
        re.compile(
            r"^the revoke was made in failing to play a card faced on the table \(a penalty card\): no "
            r"trick is transferred$"
        ),
        lambda m: (
            "fałszywy renons polegał na niezagraniu karty odkrytej na stole (karty przygwożdżonej): "
            "nie przenosi się lew"
        ),
    ),
    (
        re.compile(r"^both sides revoked on this board: no trick is transferred$"),
        lambda m: "obie strony popełniły fałszywy renons w tym rozdaniu: nie przenosi się lew",
    ),
    (
        re.compile(r"^a subsequent revoke in the same suit by the same player: no further transfer$"),
        lambda m: (
            "kolejny fałszywy renons tego samego gracza w tym samym kolorze: bez dalszego przeniesienia"
        ),
    ),
    (
        re.compile(
            r"^64C: if the non-offending side is insufficiently compensated for the damage the revoke "
            r"caused, the Director assigns an adjusted score$"
        ),
        lambda m: (
            "64C: jeśli strona niewykraczająca nie otrzymała wystarczającej rekompensaty za szkodę "
            "wyrządzoną fałszywym renonsem, sędzia przyznaje wynik rozjemczy"
        ),
    ),
    (
        re.compile(
            r"^the offending player won the revoke trick: that trick, "
            r"plus one later trick won by the offending side$"
        ),
        lambda m: (
            "wykraczający wziął lewę z fałszywym renonsem: ta lewa i jeszcze jedna z późniejszych lew "
            "wziętych przez stronę wykraczającą"
        ),
    ),
    (
        re.compile(r"^the offending player won the revoke trick: that trick \(no later trick won\)$"),
        lambda m: (
            "wykraczający wziął lewę z fałszywym renonsem: ta lewa (później strona wykraczająca "
            "nie wzięła żadnej lewy)"
        ),
    ),
    (
        re.compile(r"^the offending side won the revoke trick or a later one: one trick$"),
        lambda m: (
            "strona wykraczająca wzięła lewę z fałszywym renonsem lub którąś z późniejszych: jedna lewa"
        ),
    ),
    (
        re.compile(r"^the offending side won neither the revoke trick nor any later trick$"),
        lambda m: "strona wykraczająca nie wzięła ani lewy z fałszywym renonsem, ani żadnej późniejszej",
    ),
]


class Untranslated(ValueError):
    """A line of the engine's working that `translate` has no pattern for."""


def translate(line: str, lang: str) -> str:
    """One line of the engine's English working in `lang`, its contracts written with suit symbols."""
    if lang == "en":
        return symbols(line, lang)
    if lang != "pl":
        raise Untranslated(f"no {lang!r} words for the study pages (they speak {', '.join(UI_LANGS)})")
    for pattern, make in _PL:
        match = pattern.match(line)
        if match:
            return symbols(make(match), lang)
    raise Untranslated(f"no Polish for the engine's working {line!r}: add a pattern to study/words.py")


# --- the interface ---------------------------------------------------------------------------
# `{name}` marks a value the page fills in; `key_one`, `key_few`, `key_many` are the plural forms
# (Polish: 1 lewa, 2–4 lewy, 5+ lew). The pages write the English words into their HTML
# (so the page reads without its script); assets/study-core.js puts the chosen language's in.

UI: dict[str, dict[str, str]] = {
    "en": {
        "ui_lang": "Language of the page",
        "needs_script": "This page needs JavaScript (it runs in your browser; nothing is sent anywhere).",
        "yes": "yes",
        "no": "no",
        "choose": "—",
        "law_n": "Law {n}",
        "seat_N": "North",
        "seat_E": "East",
        "seat_S": "South",
        "seat_W": "West",
        "vul_none": "None vulnerable",
        "vul_ns": "N/S vulnerable",
        "vul_ew": "E/W vulnerable",
        "vul_all": "All vulnerable",
        "vulnerable": "vulnerable",
        "not_vulnerable": "not vulnerable",
        "kind_score": "Score of a contract (Law 77)",
        "kind_imps": "IMPs for a difference (Law 78B)",
        "kind_matchpoints": "Matchpoints on a board (Law 78A)",
        "kind_weighted": "Weighted score (Law 12C1(c))",
        "kind_board": "Dealer and vulnerability (Law 2)",
        "kind_revoke": "Revoke: tricks transferred (Law 64)",
        "kind_sufficient": "Sufficient bid? (Law 27)",
        "kind_contract": "Final contract and declarer",
        "kind_flows": "Ruling flows on the worked examples",
        "flow_intro": "{flow}: answer the flow's questions about this example as its ruling does.",
        "flow_call": "The call the ruling is about: {call}",
        "ruling_says": "the ruling: {value}",
        "engine_decides": "the engine decides it from the auction and the play",
        "flow_outcome": "The flow's outcome",
        "walk_flow": "Walk it in the flow",
        # the study page
        "study_title": "Study for the TD exam",
        "study_intro": "Practise rulings on the worked examples and drill the arithmetic of the table. "
        "Answer first, then compare; mark how you did. Examples you miss come back sooner "
        "(Leitner boxes). Your progress stays in this browser: export it to keep it.",
        "setup_title": "Start a session",
        "what": "Practise",
        "what_rulings": "Rulings on the examples",
        "drills": "Drills made by the engine",
        "what_due": "Review what you have answered (due first)",
        "laws": "Laws",
        "laws_placeholder": "27 · 61–64 · 17–39",
        "laws_invalid": "Write laws as 27, 61–64 or 16, 27.",
        "source": "Source",
        "any_source": "all sources",
        "language": "Language",
        "any_language": "any language",
        "how_many": "How many",
        "start": "Start",
        "available": "{n} to practise, {due} due now",
        "session": "The session",
        "keys": "Space reveals · 1 2 3 mark · → next",
        "end_session": "End the session",
        "position": "{i} of {n}",
        "new_item": "new",
        "box": "box {n}",
        "default_question": "What do you rule?",
        "default_question_irregularity": "What is the irregularity, and what do you rule?",
        "your_ruling": "Your ruling",
        "your_ruling_hint": "Write what you would rule, then press Enter (Shift+Enter: a new line).",
        "checked": "Checked by the engine",
        "reveal_ruling": "Show the ruling",
        "reveal_irregularity": "Show the irregularity",
        "reveal_drill": "Check",
        "answer_first": "Answer first: write your ruling or fill in an answer.",
        "the_ruling": "The ruling",
        "no_ruling": "The source gives no ruling for this example; compare with the engine's answers.",
        "irregularity": "The irregularity",
        "the_working": "The engine's working",
        "review_note": "The working is the project's wording of the Laws, cited to its provisions; it awaits "
        "a director's review.",
        "open_example": "The example's page",
        "engine_says": "the engine: {value}",
        "your_answer": "you: {value}",
        "mark_prompt": "How did you do?",
        "right": "Right",
        "partly": "Partly",
        "wrong": "Wrong",
        "next": "Next",
        "finish": "Finish",
        "none_left": "Nothing to practise here: change the choice above.",
        "done_title": "Session done",
        "done_counts": "{right} right, {partly} partly, {wrong} wrong.",
        "again_missed": "Again: the ones not right",
        "new_session": "A new session",
        # progress
        "progress_title": "Your progress",
        "progress_intro": "By law, what you last answered: the weakest first. Right moves an item up a "
        "box (back after 1, 3, 7, then 21 days), partly keeps it in its box, wrong sends it back to the "
        "first box (back at the next session).",
        "progress_empty": "Nothing answered yet.",
        "law": "Law",
        "seen": "Seen",
        "score_col": "Right · partly · wrong",
        "due": "Due",
        "practise": "Practise",
        "export": "Export progress",
        "import": "Import progress",
        "reset": "Forget my progress",
        "reset_confirm": "Forget everything this browser remembers of your answers?",
        "reset_done": "Progress forgotten.",
        "exported": "Exported {n} answered items.",
        "imported": "Imported {n} items ({kept} kept: newer here).",
        "import_bad": "{name} is not a progress file of this site.",
        "import_too_big": "{name} is {size} MB: a progress file of this site is at most {max} MB. "
        "Nothing imported.",
        "import_nothing": "Nothing imported: {name} holds no answer to this site's examples and drills.",
        "import_skipped": "{n} records left out: not of this site's examples and drills, or not valid.",
        "storage_full": "Nothing was imported: this browser refused to store your progress (its storage is "
        "full or blocked). Export what you have, or free space for this site, and try again.",
        "mark_not_saved": "This answer was not saved: this browser refused to store it (its storage is full "
        "or blocked).",
        # the calculators
        "tools_title": "The TD's calculators",
        "tools_intro": "Answers as you type, offline and on a phone. Every number comes from tables "
        "the site's bridge engine computed; the working and the laws are shown.",
        "score_title": "Score",
        "score_contract": "Contract and result",
        "declarer_vul": "Declarer vulnerable",
        "bad_contract": "Write a contract with its result: 4SX=, 3NT-2, 6H+1, or 4S 10 (10 tricks).",
        "tricks_one": "{n} trick",
        "tricks_few": "{n} tricks",
        "tricks_many": "{n} tricks",
        "imps_title": "IMPs",
        "imps_ours": "Difference, or your N/S score",
        "imps_theirs": "The other table's N/S score (optional)",
        "imp_scale": "The IMP scale (Law 78B)",
        "difference": "Difference",
        "imps_working": "{diff} lies in the row {row}: {imps} IMPs",
        "imps_diff": "{ours} − ({theirs}) = {diff}",
        "bad_number": "Write a number of points, e.g. 620 or −100.",
        "mp_title": "Matchpoints",
        "mp_scores": "The N/S scores on the board",
        "mp_need": "Write two scores or more (spaces or commas between them).",
        "mp_score": "N/S score",
        "mp_beaten": "Beats",
        "mp_equal": "Equals",
        "mp_ns": "N/S",
        "mp_ew": "E/W",
        "mp_top": "Top {top}: 2 for each score beaten, 1 for each score equalled.",
        "weighted_title": "Weighted score",
        "vulnerability": "Vulnerability",
        "weight": "Weight",
        "outcome": "Result and declarer",
        "add_outcome": "+ another result",
        "other_table": "Teams: the other table's result (optional)",
        "bad_weight": "{text}: write a weight as 60% or 1/3.",
        "bad_outcome": "{text}: write a result with its declarer, e.g. 4S= N, 3NTX-2 W, or a N/S score.",
        "weights_sum": "The weights add up to {sum}; they must add up to 100%.",
        "for_ns": "for N/S",
        "weighted_line": "{weight} × {result} ({score} for N/S) = {value}",
        "weighted_score": "Weighted score for N/S: {value}",
        "weighted_imps_line": "{result}: {score} against {other} = {diff} → {imps} IMPs; "
        "× {weight} = {value}",
        "weighted_imps": "Weighted IMPs for N/S: {value}",
        "field": "Pairs: the N/S scores at the other tables (optional)",
        "bad_field": "{text}: write the other tables' N/S scores, e.g. 420 450 −50.",
        "weighted_mp_line": "{result}: {score} beats {beaten} and equals {equal} of the field = {units} of "
        "{top}; × {weight} = {value}",
        "weighted_mp": "Weighted matchpoints for N/S: {value} of {top} ({percent}%)",
        "board_title": "Board",
        "board_number": "Board number",
        "board_range": "The table covers boards 1–128.",
        "board_cycle": "Boards 1–16 (the pattern repeats every 16 boards)",
        "board": "Board",
        "dealer": "Dealer",
        "board_result": "Board {n}: dealer {dealer} · {vul}",
        "revoke_title": "Revoke: tricks transferred",
        "revoke_role": "Who revoked",
        "role_defender": "a defender",
        "role_declarer": "declarer",
        "role_dummy": "declarer, from dummy",
        "role_penalty": "a defender, failing to play a penalty card",
        "revoke_winner": "Who won the revoke trick",
        "winner_offender": "the offending player",
        "winner_partner": "the offender's partner",
        "winner_opponent": "an opponent",
        "revoke_later": "The offending side won a later trick",
        "revoke_established": "Established (the offending side played to the next trick)",
        "revoke_twelfth": "On the twelfth trick",
        "revoke_repeat": "A subsequent revoke in the same suit by the same player",
        "revoke_both": "Both sides revoked on this board",
        "revoke_drawn": "Attention first drawn",
        "drawn_play": "before the hands were returned to the board",
        "drawn_returned": "after the hands were returned to the board",
        "drawn_next_deal": "after a non-offender called on the next deal",
        "drawn_round_end": "after the round ended",
        "transfer_n": "Tricks transferred: {n}",
    },
    "pl": {
        "ui_lang": "Język strony",
        "needs_script": "Ta strona wymaga JavaScriptu (działa w przeglądarce; nic nie jest nigdzie "
        "wysyłane).",
        "yes": "tak",
        "no": "nie",
        "choose": "—",
        "law_n": "Przepis {n}",
        "seat_N": "N",
        "seat_E": "E",
        "seat_S": "S",
        "seat_W": "W",
        "vul_none": "Obie przed partią",
        "vul_ns": "NS po partii",
        "vul_ew": "EW po partii",
        "vul_all": "Obie po partii",
        "vulnerable": "po partii",
        "not_vulnerable": "przed partią",
        "kind_score": "Zapis kontraktu (przepis 77)",
        "kind_imps": "IMP-y za różnicę (przepis 78B)",
        "kind_matchpoints": "Zapis maksymalny (przepis 78A)",
        "kind_weighted": "Wynik ważony (przepis 12C1(c))",
        "kind_board": "Rozdający i założenia (przepis 2)",
        "kind_revoke": "Fałszywy renons: przeniesione lewy (przepis 64)",
        "kind_sufficient": "Odzywka wystarczająca? (przepis 27)",
        "kind_contract": "Kontrakt ostateczny i rozgrywający",
        "kind_flows": "Schematy orzekania na przykładach",
        "flow_intro": "{flow}: odpowiedz na pytania schematu o ten przykład tak, jak jego orzeczenie.",
        "flow_call": "Zapowiedź, której dotyczy orzeczenie: {call}",
        "ruling_says": "orzeczenie: {value}",
        "engine_decides": "silnik ustala to z licytacji i rozgrywki",
        "flow_outcome": "Wynik schematu",
        "walk_flow": "Przejdź schemat",
        "study_title": "Nauka do egzaminu sędziowskiego",
        "study_intro": "Ćwicz orzeczenia na przykładach i rachunki przy stole. Najpierw odpowiedz, "
        "potem porównaj i oceń się. Przykłady, w których się pomylisz, wracają szybciej (pudełka "
        "Leitnera). Postępy zostają w tej przeglądarce: wyeksportuj je, żeby je zachować.",
        "setup_title": "Rozpocznij sesję",
        "what": "Ćwicz",
        "what_rulings": "Orzeczenia na przykładach",
        "drills": "Ćwiczenia z silnika",
        "what_due": "Powtórka odpowiedzianych (zaległe najpierw)",
        "laws": "Przepisy",
        "laws_placeholder": "27 · 61–64 · 17–39",
        "laws_invalid": "Wpisz przepisy jako 27, 61–64 albo 16, 27.",
        "source": "Źródło",
        "any_source": "wszystkie źródła",
        "language": "Język",
        "any_language": "dowolny język",
        "how_many": "Ile",
        "start": "Start",
        "available": "{n} do ćwiczenia, {due} do powtórki teraz",
        "session": "Sesja",
        "keys": "Spacja pokazuje · 1 2 3 ocena · → dalej",
        "end_session": "Zakończ sesję",
        "position": "{i} z {n}",
        "new_item": "nowe",
        "box": "pudełko {n}",
        "default_question": "Jakie jest twoje orzeczenie?",
        "default_question_irregularity": "Na czym polega nieprawidłowość i jakie jest twoje orzeczenie?",
        "your_ruling": "Twoje orzeczenie",
        "your_ruling_hint": "Napisz, jak byś orzekł, i naciśnij Enter (Shift+Enter: nowy wiersz).",
        "checked": "Sprawdzane przez silnik",
        "reveal_ruling": "Pokaż orzeczenie",
        "reveal_irregularity": "Pokaż nieprawidłowość",
        "reveal_drill": "Sprawdź",
        "answer_first": "Najpierw odpowiedz: napisz orzeczenie albo wypełnij odpowiedź.",
        "the_ruling": "Orzeczenie",
        "no_ruling": "Źródło nie podaje orzeczenia w tym przykładzie; porównaj z odpowiedziami silnika.",
        "irregularity": "Nieprawidłowość",
        "the_working": "Rachunek silnika",
        "review_note": "Rachunek to własne sformułowanie przepisów przez projekt, z odwołaniem do nich; "
        "czeka na sprawdzenie przez sędziego.",
        "open_example": "Strona przykładu",
        "engine_says": "silnik: {value}",
        "your_answer": "ty: {value}",
        "mark_prompt": "Jak ci poszło?",
        "right": "Dobrze",
        "partly": "Częściowo",
        "wrong": "Źle",
        "next": "Dalej",
        "finish": "Koniec",
        "none_left": "Nie ma tu nic do ćwiczenia: zmień wybór powyżej.",
        "done_title": "Koniec sesji",
        "done_counts": "Dobrze: {right}, częściowo: {partly}, źle: {wrong}.",
        "again_missed": "Jeszcze raz: te nie całkiem dobrze",
        "new_session": "Nowa sesja",
        "progress_title": "Twoje postępy",
        "progress_intro": "Według przepisów, jak ostatnio odpowiedziałeś: najsłabsze najpierw. Dobrze "
        "przenosi do wyższego pudełka (powrót po 1, 3, 7, potem 21 dniach), częściowo zostawia w "
        "pudełku, źle odsyła do pierwszego (powrót w następnej sesji).",
        "progress_empty": "Jeszcze nic nie odpowiedziano.",
        "law": "Przepis",
        "seen": "Widziane",
        "score_col": "Dobrze · częśc. · źle",
        "due": "Zaległe",
        "practise": "Ćwicz",
        "export": "Eksportuj postępy",
        "import": "Importuj postępy",
        "reset": "Zapomnij moje postępy",
        "reset_confirm": "Zapomnieć wszystko, co ta przeglądarka pamięta o twoich odpowiedziach?",
        "reset_done": "Postępy zapomniane.",
        "exported": "Wyeksportowano {n} pozycji z odpowiedziami.",
        "imported": "Zaimportowano {n} pozycji ({kept} bez zmian: nowsze tutaj).",
        "import_bad": "{name} nie jest plikiem postępów tej strony.",
        "import_too_big": "{name} ma {size} MB: plik postępów tej strony ma najwyżej {max} MB. Nic nie "
        "zaimportowano.",
        "import_nothing": "Nic nie zaimportowano: {name} nie zawiera odpowiedzi do przykładów i ćwiczeń tej "
        "strony.",
        "import_skipped": "Pominięto zapisy ({n}): nie dotyczą przykładów i ćwiczeń tej strony albo są "
        "błędne.",
        "storage_full": "Nic nie zaimportowano: przeglądarka odmówiła zapisania postępów (pamięć pełna lub "
        "zablokowana). Wyeksportuj to, co masz, albo zwolnij miejsce dla tej strony i spróbuj ponownie.",
        "mark_not_saved": "Ta odpowiedź nie została zapisana: przeglądarka odmówiła jej zapisania (pamięć "
        "pełna lub zablokowana).",
        "tools_title": "Kalkulatory sędziego",
        "tools_intro": "Odpowiadają w trakcie pisania, bez sieci i na telefonie. Każda liczba pochodzi "
        "z tabel obliczonych przez silnik brydżowy strony; widać rachunek i przepisy.",
        "score_title": "Zapis",
        "score_contract": "Kontrakt i wynik",
        "declarer_vul": "Rozgrywający po partii",
        "bad_contract": "Wpisz kontrakt z wynikiem: 4SX=, 3NT-2, 6H+1 albo 4S 10 (10 lew).",
        "tricks_one": "{n} lewa",
        "tricks_few": "{n} lewy",
        "tricks_many": "{n} lew",
        "imps_title": "IMP-y",
        "imps_ours": "Różnica albo twój zapis NS",
        "imps_theirs": "Zapis NS przy drugim stole (nieobowiązkowo)",
        "imp_scale": "Tabela IMP (przepis 78B)",
        "difference": "Różnica",
        "imps_working": "{diff} mieści się w wierszu {row}: {imps} IMP",
        "imps_diff": "{ours} − ({theirs}) = {diff}",
        "bad_number": "Wpisz liczbę punktów, np. 620 albo −100.",
        "mp_title": "Zapis maksymalny",
        "mp_scores": "Zapisy NS w rozdaniu",
        "mp_need": "Wpisz co najmniej dwa zapisy (oddzielone spacjami lub przecinkami).",
        "mp_score": "Zapis NS",
        "mp_beaten": "Pokonuje",
        "mp_equal": "Remisuje",
        "mp_ns": "NS",
        "mp_ew": "EW",
        "mp_top": "Maksimum {top}: 2 za każdy pokonany zapis, 1 za każdy równy.",
        "weighted_title": "Wynik ważony",
        "vulnerability": "Założenia",
        "weight": "Waga",
        "outcome": "Wynik i rozgrywający",
        "add_outcome": "+ kolejny wynik",
        "other_table": "Mecz: wynik przy drugim stole (nieobowiązkowo)",
        "bad_weight": "{text}: wpisz wagę jako 60% albo 1/3.",
        "bad_outcome": "{text}: wpisz wynik z rozgrywającym, np. 4S= N, 3NTX-2 W, albo zapis NS.",
        "weights_sum": "Wagi sumują się do {sum}; muszą dawać 100%.",
        "for_ns": "dla NS",
        "weighted_line": "{weight} × {result} ({score} dla NS) = {value}",
        "weighted_score": "Wynik ważony dla NS: {value}",
        "weighted_imps_line": "{result}: {score} wobec {other} = {diff} → {imps} IMP; × {weight} = {value}",
        "weighted_imps": "Ważone IMP-y dla NS: {value}",
        "field": "Turniej par: zapisy NS przy pozostałych stołach (nieobowiązkowo)",
        "bad_field": "{text}: wpisz zapisy NS z pozostałych stołów, np. 420 450 −50.",
        "weighted_mp_line": "{result}: {score} pokonuje {beaten} i remisuje z {equal} zapisami = {units} "
        "z {top}; × {weight} = {value}",
        "weighted_mp": "Ważone punkty dla NS: {value} z {top} ({percent}%)",
        "board_title": "Rozdanie",
        "board_number": "Numer rozdania",
        "board_range": "Tabela obejmuje rozdania 1–128.",
        "board_cycle": "Rozdania 1–16 (układ powtarza się co 16 rozdań)",
        "board": "Rozdanie",
        "dealer": "Rozdający",
        "board_result": "Rozdanie {n}: rozdaje {dealer} · {vul}",
        "revoke_title": "Fałszywy renons: przeniesione lewy",
        "revoke_role": "Kto popełnił renons",
        "role_defender": "obrońca",
        "role_declarer": "rozgrywający",
        "role_dummy": "rozgrywający, z ręki dziadka",
        "role_penalty": "obrońca, nie zagrywając karty przygwożdżonej",
        "revoke_winner": "Kto wziął lewę z renonsem",
        "winner_offender": "wykraczający",
        "winner_partner": "partner wykraczającego",
        "winner_opponent": "przeciwnik",
        "revoke_later": "Strona wykraczająca wzięła późniejszą lewę",
        "revoke_established": "Uprawomocniony (strona wykraczająca zagrała do następnej lewy)",
        "revoke_twelfth": "W dwunastej lewie",
        "revoke_repeat": "Kolejny renons tego samego gracza w tym samym kolorze",
        "revoke_both": "Obie strony popełniły fałszywy renons w tym rozdaniu",
        "revoke_drawn": "Kiedy pierwszy raz zwrócono uwagę",
        "drawn_play": "zanim ręce wróciły do pudełka",
        "drawn_returned": "po włożeniu rąk do pudełka",
        "drawn_next_deal": "po zapowiedzi niewykraczającego w następnym rozdaniu",
        "drawn_round_end": "po zakończeniu rundy",
        "transfer_n": "Przeniesione lewy: {n}",
    },
}
