"""Fixtures of the search tests: a small knowledge base made of sentences of the seed documents
(with a glossary), and the real corpus; each indexed into a temporary folder."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bridgelaws.model import KnowledgeBase, load, load_with_problems
from bridgelaws.search import SearchIndex, build_index
from kbtree import write_tree

ROOT = Path(__file__).resolve().parents[2]

MINI = {
    "laws/2017/index.yaml": """
        edition: "2017"
        laws:
          - number: 15
            titles: {en: {text: "Wrong Board or Hand"}, pl: {text: "Niewłaściwe rozdanie lub ręka"}}
            sections: [A, A1, A2, A2(a), A2(b), A2(c), B]
          - number: 16
            titles: {en: {text: "Authorized and Unauthorized Information"}}
            sections: [C]
          - number: 23
            titles: {en: {text: "Comparable Call"}}
            sections: [A, C]
          - {number: 26, titles: {en: {text: "Call Withdrawn, Lead Restrictions"}}}
          - number: 27
            titles: {en: {text: "Insufficient Bid"}, el: {text: "Ανεπαρκής Αγορά", unofficial: true}}
            sections: [A, B, B1, B1(a), B1(b), D]
          - number: 43
            titles: {en: {text: "Dummy's Limitations"}}
            sections: [A, A1, A1(a)]
          - {number: 61, titles: {en: {text: "Failure to Follow Suit"}}, sections: [A, B]}
          - {number: 62, titles: {en: {text: "Correction of a Revoke"}}, sections: [A, C]}
          - {number: 67, titles: {en: {text: "Defective Trick"}}, sections: [B, B2]}
          - {number: 68, titles: {en: {text: "Claim or Concession of Tricks"}}, sections: [A, B]}
          - {number: 69, titles: {en: {text: "Acquiescence in Claim or Concession"}}, sections: [A]}
    """,
    "laws/2017/pl/law-15.yaml": """
        edition: "2017"
        lang: pl
        law: 15
        title: "Niewłaściwe rozdanie lub ręka"
        source: mini-laws
        sections:
          - id: A
            title: "Karty z niewłaściwego pudełka"
            children:
              - id: A1
                text: "Zapowiedź unieważnia się (wraz ze wszystkimi kolejnymi zapowiedziami), jeśli zgłosił ją
                  gracz z kartami z niewłaściwego pudełka."
              - id: A2
                children:
                  - id: A2(c)
                    text: "Do każdej zapowiedzi wycofanej lub unieważnionej stosuje się przepis 16C."
    """,
    "content/sources/mini-laws.yaml": """
        id: mini-laws
        title: "Międzynarodowe Prawo Brydżowe 2017 (fragment)"
        kind: law-text
        languages: [pl]
        edition: "2017"
    """,
    "content/sources/mini-slides.yaml": """
        id: mini-slides
        title: "Komentarz WBF do MPB 2017 (fragment)"
        kind: lecture
        languages: [pl]
        edition: "2017"
    """,
    "content/sources/mini-wiki.yaml": """
        id: mini-wiki
        title: "comment_law_27 (fragment)"
        kind: commentary
        languages: [el, en]
        edition: "2017"
    """,
    "content/sources/mini-ru.yaml": """
        id: mini-ru
        title: "Комментарий к Правилам (фрагмент)"
        kind: commentary
        languages: [ru]
        edition: "2017"
    """,
    "content/mini-slides/pl.yaml": """
        source: mini-slides
        lang: pl
        units:
          - id: law-43
            heading: "Przepis 43"
            laws: ["43A1(a)"]
            text: "Dziadek nie może oglądać kart obrońcy, obrońca nie może pokazywać kart dziadkowi."
          - id: law-61
            heading: "Przepis 61"
            laws: ["61B"]
            text: "Pytania o fałszywy renons. Obrońcy mogą pytać siebie wzajemnie, ale pytania nie powinny być
              powiązane z zaskoczeniem."
          - id: law-62
            heading: "Przepis 62"
            laws: ["62C"]
            text: "Po poprawieniu fałszywego renonsu następny gracz może zmienić swoją kartę."
          - id: law-68
            heading: "Przepis 68"
            laws: ["68"]
            text: "Nowe warunki, kiedy można kontynuować grę mimo deklaracji: propozycja strony
              niedeklarującej, zgoda wszystkich graczy."
          - id: law-26
            heading: "Przepis 26"
            placeholder: true
            text: "Przykłady..."
          - id: law-23
            heading: "Przepis 23"
            laws: ["23A"]
            text: "Zapowiedź porównywalna to nowa koncepcja: takie samo lub podobne znaczenie; podzbiór;
              taki sam cel. Odzywka 1♥ & 2BA, a nie <3♠."
    """,
    "content/mini-wiki/el.yaml": """
        source: mini-wiki
        lang: el
        units:
          - id: p01
            laws: ["27B1"]
            text: "Ο Νόμος 27Β1 είναι λίγο διαφορετικός στον Κώδικα του 2017."
          - id: p02
            laws: ["27D", "23C"]
            text: "Ο Νόμος 27Δ έχει παρόμοιο σκοπό και εφαρμογή με τον νέο Νόμο 23Γ. Αν οι υπαίτιοι
              ωφελήθηκαν από την ανεπαρκή αγορά φτάνοντας σε ένα ανέφικτο συμβόλαιο, ο Διαιτητής
              διορθώνει το αποτέλεσμα."
    """,
    "content/mini-wiki/en.yaml": """
        source: mini-wiki
        lang: en
        units:
          - id: p01
            laws: ["27B1"]
            text: "Law 27B1 is a little different in the 2017 code."
          - id: p02
            laws: ["27D", "23C"]
            text: "Law 27D has a similar purpose and application to the new Law 23C. If the offenders gained
              assistance from their insufficient bid in reaching an otherwise unobtainable contract, Law
              27D tells the TD to adjust the score."
    """,
    "content/mini-ru/law-67.yaml": """
        source: mini-ru
        lang: ru
        units:
          - id: p-67-10
            number: "67.10"
            laws: ["67B2"]
            text: "Карта, которая берется назад из сыгранной взятки согласно Правилу 67В2, считается
              находившейся все время в руке игрока. Отсюда следует, что игрок сделал фальшренонс."
          - id: p-68-2
            number: "68.2"
            laws: ["68"]
            text: "Правило 68 вводит понятия \\"претензия\\", \\"уступка\\" и \\"согласие\\".
              Игрок предъявляет претензию на взятки, когда хочет сократить игру."
    """,
    "content/glossary/terms.yaml": """
        concepts:
          - id: revoke
            terms:
              en: [revoke, revokes, revoked]
              pl: [fałszywy renons, fałszywego renonsu, fałszywym renonsem]
              el: [ανωμαλία στο ακολούθημα]
              ru: [фальшренонс, фальшренонса]
            definition: {en: "Failing to follow suit when able to, or to comply with a lead penalty."}
            laws: ["61", "62"]
          - id: claim
            terms:
              en: [claim, claims, claimed]
              pl: [deklaracja, deklaracji, deklarację]
              el: [διεκδίκηση]
              ru: [претензия, претензии, претензию]
            definition: {en: "A statement that a side will win a number of the remaining tricks."}
            laws: ["68", "69"]
          - id: insufficient-bid
            terms:
              en: [insufficient bid]
              pl: [odzywka niewystarczająca]
              el: [ανεπαρκής αγορά]
              ru: [недостаточная заявка]
            definition: {en: "A bid that does not supersede the last bid."}
            laws: ["27"]
    """,
}


@pytest.fixture
def mini_root(tmp_path: Path) -> Path:
    """A fresh copy of the small knowledge base, free to change."""
    return write_tree(tmp_path / "kb", MINI)


@pytest.fixture(scope="session")
def mini_kb(tmp_path_factory: pytest.TempPathFactory) -> KnowledgeBase:
    return load(write_tree(tmp_path_factory.mktemp("mini") / "kb", MINI))


@pytest.fixture(scope="session")
def mini_index(mini_kb: KnowledgeBase, tmp_path_factory: pytest.TempPathFactory) -> SearchIndex:
    folder = tmp_path_factory.mktemp("mini-index")
    build_index(mini_kb, folder)
    return SearchIndex(folder)


@pytest.fixture(scope="session")
def real_kb() -> KnowledgeBase:
    """The project's own knowledge base (what validates of it)."""
    kb = load_with_problems(ROOT).kb
    if not kb.passages:
        pytest.fail("the real corpus has no passages")
    return kb


@pytest.fixture(scope="session")
def real_index(real_kb: KnowledgeBase, tmp_path_factory: pytest.TempPathFactory) -> SearchIndex:
    folder = tmp_path_factory.mktemp("real-index")
    build_index(real_kb, folder)
    return SearchIndex(folder)


@pytest.fixture
def real_copy(tmp_path: Path) -> Path:
    """A copy of the project's laws/ and content/ YAML, free to change."""
    for name in ("laws", "content"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("originals"))
    return tmp_path
