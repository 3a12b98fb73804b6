"""Snippets: the densest window of matches, escaped, with marks."""

from __future__ import annotations

from bridgelaws.search.analysis import analyze
from bridgelaws.search.snippets import snippet, tokens

# Law 27 commentary (Greek seed), and a Polish slide with characters that need escaping
GREEK = (
    "Ο Νόμος 27Δ έχει παρόμοιο σκοπό και εφαρμογή με τον νέο Νόμο 23Γ. Αν οι υπαίτιοι ωφελήθηκαν από την "
    "ανεπαρκή αγορά φτάνοντας σε ένα - διαφορετικά - ανέφικτο συμβόλαιο, ο Νόμος 27Δ λέει στο Διαιτητή να "
    "διορθώσει το αποτέλεσμα. Σκεφτείτε το ως εξής: θα μπορούσε να είχε συμβεί αυτό χωρίς την ανεπαρκή αγορά;"
)


def marks(html: str) -> list[str]:
    return [part.split("</mark>")[0] for part in html.split("<mark>")[1:]]


def test_the_window_holds_the_most_matches() -> None:
    terms = frozenset(analyze("el", "ανεπαρκής αγορά"))
    text = "Άσχετο κείμενο. " * 30 + GREEK
    out = snippet(text, tokens(text, "el"), terms, width=200)
    assert out.startswith("… ") and out.endswith(" …")
    assert marks(out)[:2] == ["ανεπαρκή", "αγορά"]
    assert "Άσχετο κείμενο. Άσχετο κείμενο. Άσχετο" not in out


def test_escaping_and_whitespace() -> None:
    text = "Odzywka 1♥ & 2BA,\n\na nie <3♠> — zapowiedź porównywalna."
    out = snippet(text, tokens(text, "pl"), frozenset(analyze("pl", "zapowiedzi porównywalnej 2NT")))
    expected = (
        "Odzywka 1♥ &amp; <mark>2BA</mark>, a nie &lt;3♠&gt; — "
        "<mark>zapowiedź</mark> <mark>porównywalna</mark>."
    )
    assert out == expected


def test_no_match_gives_the_start_of_the_text() -> None:
    out = snippet(GREEK, tokens(GREEK, "el"), frozenset({"ζζζ"}), width=60)
    assert out.startswith("Ο Νόμος 27Δ") and out.endswith(" …") and "<mark>" not in out
    assert len(out) <= 62
