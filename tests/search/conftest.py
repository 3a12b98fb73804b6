"""Fixtures of the search tests: a small knowledge base made of sentences of the seed documents
(with a glossary), and the real corpus, each indexed into a temporary folder; a small static site for
the servers."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bridgelaws.model import KnowledgeBase, load, load_with_problems
from bridgelaws.search import SearchIndex, build_index
from kbtree import (
    Files,
    commentary,
    concept,
    glossary,
    insufficient_bid,
    law,
    law_index,
    law_text,
    section,
    source,
    unit,
    write_tree,
)
from loopback import static_site

ROOT = Path(__file__).resolve().parents[2]


def slide(law: int, laws: list[str] | None, text: str, **fields: object) -> dict:
    """A unit of the Polish slides: one slide on a law, headed "Przepis <law>"."""
    return unit(f"law-{law}", laws, text, heading=f"Przepis {law}", **fields)


def wiki_page(lang: str, first: str, second: str) -> Files:
    """The wiki page on Law 27 in `lang`: its two paragraphs, on 27B1 and on 27D with 23C."""
    return commentary(
        unit("p01", ["27B1"], first), unit("p02", ["27D", "23C"], second), source="mini-wiki", lang=lang
    )


MINI: Files = (
    law_index(
        law(
            15,
            "Wrong Board or Hand",
            ["A", "A1", "A2", "A2(a)", "A2(b)", "A2(c)", "B"],
            pl={"text": "Niewłaściwe rozdanie lub ręka"},
        ),
        law(16, "Authorized and Unauthorized Information", ["C"]),
        law(23, "Comparable Call", ["A", "C"]),
        law(26, "Call Withdrawn, Lead Restrictions"),
        law(
            27,
            "Insufficient Bid",
            ["A", "B", "B1", "B1(a)", "B1(b)", "D"],
            el={"text": "Ανεπαρκής Αγορά", "unofficial": True},
        ),
        law(43, "Dummy's Limitations", ["A", "A1", "A1(a)"]),
        law(61, "Failure to Follow Suit", ["A", "B"]),
        law(62, "Correction of a Revoke", ["A", "C"]),
        law(67, "Defective Trick", ["B", "B2"]),
        law(68, "Claim or Concession of Tricks", ["A", "B"]),
        law(69, "Acquiescence in Claim or Concession", ["A"]),
    )
    | law_text(
        15,
        "Niewłaściwe rozdanie lub ręka",
        section(
            "A",
            None,
            section(
                "A1",
                "Zapowiedź unieważnia się (wraz ze wszystkimi kolejnymi zapowiedziami), jeśli zgłosił ją "
                "gracz z kartami z niewłaściwego pudełka.",
            ),
            section(
                "A2",
                None,
                section("A2(c)", "Do każdej zapowiedzi wycofanej lub unieważnionej stosuje się przepis 16C."),
            ),
            title="Karty z niewłaściwego pudełka",
        ),
        lang="pl",
        source="mini-laws",
    )
    | source("mini-laws", "Międzynarodowe Prawo Brydżowe 2017 (fragment)", "law-text", ["pl"])
    | source("mini-slides", "Komentarz WBF do MPB 2017 (fragment)", "lecture", ["pl"])
    | source("mini-wiki", "comment_law_27 (fragment)", "commentary", ["el", "en"])
    | source("mini-ru", "Комментарий к Правилам (фрагмент)", "commentary", ["ru"])
    | commentary(
        slide(
            43,
            ["43A1(a)"],
            "Dziadek nie może oglądać kart obrońcy, obrońca nie może pokazywać kart dziadkowi.",
        ),
        slide(
            61,
            ["61B"],
            "Pytania o fałszywy renons. Obrońcy mogą pytać siebie wzajemnie, ale pytania nie powinny być "
            "powiązane z zaskoczeniem.",
        ),
        slide(62, ["62C"], "Po poprawieniu fałszywego renonsu następny gracz może zmienić swoją kartę."),
        slide(
            68,
            ["68"],
            "Nowe warunki, kiedy można kontynuować grę mimo deklaracji: propozycja strony niedeklarującej, "
            "zgoda wszystkich graczy.",
        ),
        slide(26, None, "Przykłady...", placeholder=True),
        slide(
            23,
            ["23A"],
            "Zapowiedź porównywalna to nowa koncepcja: takie samo lub podobne znaczenie; podzbiór; taki sam "
            "cel. Odzywka 1♥ & 2BA, a nie <3♠.",
        ),
        source="mini-slides",
        lang="pl",
    )
    | wiki_page(
        "el",
        "Ο Νόμος 27Β1 είναι λίγο διαφορετικός στον Κώδικα του 2017.",
        "Ο Νόμος 27Δ έχει παρόμοιο σκοπό και εφαρμογή με τον νέο Νόμο 23Γ. Αν οι υπαίτιοι ωφελήθηκαν από την "
        "ανεπαρκή αγορά φτάνοντας σε ένα ανέφικτο συμβόλαιο, ο Διαιτητής διορθώνει το αποτέλεσμα.",
    )
    | wiki_page(
        "en",
        "Law 27B1 is a little different in the 2017 code.",
        "Law 27D has a similar purpose and application to the new Law 23C. If the offenders gained "
        "assistance from their insufficient bid in reaching an otherwise unobtainable contract, Law 27D "
        "tells the TD to adjust the score.",
    )
    | commentary(
        unit(
            "p-67-10",
            ["67B2"],
            "Карта, которая берется назад из сыгранной взятки согласно Правилу 67В2, считается находившейся "
            "все время в руке игрока. Отсюда следует, что игрок сделал фальшренонс.",
            number="67.10",
        ),
        unit(
            "p-68-2",
            ["68"],
            'Правило 68 вводит понятия "претензия", "уступка" и "согласие". Игрок предъявляет претензию на '
            "взятки, когда хочет сократить игру.",
            number="68.2",
        ),
        source="mini-ru",
        lang="ru",
        file="law-67",
    )
    | glossary(
        concept(
            "revoke",
            "Failing to follow suit when able to, or to comply with a lead penalty.",
            ["61", "62"],
            en=["revoke", "revokes", "revoked"],
            pl=["fałszywy renons", "fałszywego renonsu", "fałszywym renonsem"],
            el=["ανωμαλία στο ακολούθημα"],
            ru=["фальшренонс", "фальшренонса"],
        ),
        concept(
            "claim",
            "A statement that a side will win a number of the remaining tricks.",
            ["68", "69"],
            en=["claim", "claims", "claimed"],
            pl=["deklaracja", "deklaracji", "deklarację"],
            el=["διεκδίκηση"],
            ru=["претензия", "претензии", "претензию"],
        ),
        insufficient_bid(
            en=["insufficient bid"],
            pl=["odzywka niewystarczająca"],
            el=["ανεπαρκής αγορά"],
            ru=["недостаточная заявка"],
        ),
    )
)
"""Laws 15–69 of 2017 (a Polish text of Law 15), Polish slides, a Greek and English wiki page, a
Russian commentary and a glossary of three concepts in four languages."""


@pytest.fixture
def site(tmp_path: Path) -> Path:
    """A small static site with a secret beside it and a link out of it (`loopback.static_site`)."""
    return static_site(tmp_path)


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
