"""The printed books, read back from their PDFs with pypdf: what a director holding one would check.

Each language's whole book is printed once per session (conftest). Texts are compared on their
letters and digits only, so that line breaks, hyphenation and markup cannot hide or fake a match.
"""

from __future__ import annotations

import re

import pypdfium2 as pdfium
import pytest

from bridgelaws.books import BookError, Plan
from bridgelaws.books.assemble import collation_key
from bridgelaws.books.pdf import render_pdf
from bridgelaws.books.plan import Chapter
from bridgelaws.books.words import CARD_WORDS, WORDS
from bridgelaws.model import KnowledgeBase
from bridgelaws.model.editions import indexed_editions

from .conftest import BUILT, LANGS, ROOT
from .pdfcheck import Book, flat, letters

ARTIFACTS = ROOT / "test-artifacts" / "books"
SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_WORD = re.compile(r"^[\W_]*(\w+)[\W_]*$")
CURRENT = indexed_editions(ROOT)[1]  # the knowledge base's current edition
EXAMPLE_33 = {"en": ("hellenic-wiki-law27", "Example 33"), "el": ("hellenic-wiki-law27", "Παράδειγμα 33")}
EXAMPLE_33["pl"] = ("wasiak-2019", "Przykład 33")


def label(chapter: Chapter, lang: str, kb: KnowledgeBase) -> str:
    """A chapter as the contents and its heading name it: "Przepis 27 Odzywka niewystarczająca"."""
    title = kb.law_title(chapter.number, lang, chapter.edition) or ""
    edition = f" ({chapter.edition})" if chapter.edition != CURRENT else ""
    return f"{WORDS[lang]['law']} {chapter.number}{edition} {title}".strip()


def windows(text: str, slips: list[str], size: int = 6) -> list[str]:
    """The first and the last run of `size` plain words of `text` (no digits, no Markdown, no slip
    of the source, which is printed with its reading after it); shorter runs for a short text."""
    for slip in slips:
        text = text.replace(slip, " 0 ")
    runs, run = [], []
    for token in text.replace("*", " ").split():
        match = _WORD.match(token)
        if match and match[1].isalpha():
            run.append(match[1])
            if len(run) >= size:
                runs.append(" ".join(run[-size:]))
        else:
            run = []
    if not runs and size > 2:
        return windows(text, [], size - 1)
    return [runs[0], runs[-1]] if runs else []


def chapter_texts(book: Book, plan: Plan, kb: KnowledgeBase) -> dict[int, tuple[int, str]]:
    """Each chapter's first page (from the contents) and its flattened text, heading to heading."""
    lang = plan.selection.lang
    pages = dict(book.toc())
    labels = [label(c, lang, kb) for c in plan.chapters]
    ends = labels[1:] + [WORDS[lang]["sources"]]
    out = {}
    for i, (chapter_label, end_label) in enumerate(zip(labels, ends, strict=True)):
        first = pages[chapter_label]
        last = pages[end_label]
        text = flat(" ".join(book.texts[first - 1 : last]))
        start = text.index(flat(chapter_label))
        stop = text.find(flat(end_label), start + 1)
        out[i] = (first, text[start : stop if stop > 0 else None])
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_the_cover_names_the_language_the_edition_and_the_build_date(
    books: dict[str, Book], plans: dict[str, Plan], lang: str
) -> None:
    cover = flat(books[lang].texts[0])
    words = WORDS[lang]
    assert words["title"] in cover
    assert words["editions"].format(editions=", ".join(plans[lang].editions)) in cover
    assert words["built"].format(date=BUILT) in cover
    assert books[lang].head(1) == ""  # no running head on the cover


@pytest.mark.parametrize("lang", LANGS)
def test_the_contents_give_the_page_each_law_starts_on(
    books: dict[str, Book], plans: dict[str, Plan], kb: KnowledgeBase, lang: str
) -> None:
    book, plan, words = books[lang], plans[lang], WORDS[lang]
    toc = book.toc()
    expected = []
    for edition in plan.editions:
        expected.append(words["part"].format(edition=edition))
        expected += [label(c, lang, kb) for c in plan.chapters if c.edition == edition]
    expected += [words["sources"], words["index"].format(edition=CURRENT), words["glossary"]]
    assert [entry for entry, _ in toc] == expected
    for entry, page in toc:
        assert book.first_page_with(entry, after=book.contents_end) == page, entry
    # the running head names the law at the top of the page: the one that heads the page, else
    # the one running on from the page before
    starts = [(dict(toc)[label(c, lang, kb)], c) for c in plan.chapters]
    for page in range(starts[0][0], dict(toc)[words["sources"]]):
        body = flat(book.texts[page - 1])
        heads = [
            c
            for first, c in starts
            if first == page
            and body.startswith(flat(label(c, lang, kb)))
            or c is next(d for d in plan.chapters if d.edition == c.edition)
            and body.startswith(flat(words["part"].format(edition=c.edition)))
        ]
        running = heads[0] if heads else [c for first, c in starts if first < page][-1]
        edition = f" ({running.edition})" if running.edition != CURRENT else ""
        assert book.head(page).endswith(f"{words['law']} {running.number}{edition}"), (page, book.head(page))


def test_the_index_of_laws_lists_them_by_the_laws_chapters(books: dict[str, Book]) -> None:
    """Law 40 under chapter V (The Auction, 17–40), before chapter VI opens (issue 21)."""
    book = books["en"]
    first = dict(book.toc())[WORDS["en"]["index"].format(edition=CURRENT)]
    index = letters(" ".join(book.texts[first - 1 :]))
    v, vi = index.index(letters("V. The Auction (17–40)")), index.index(letters("VI. The Play (41–71)"))
    assert v < index.index(letters("Partnership Understandings")) < vi
    assert index.index(letters("IV. General Laws Governing Irregularities (9–16)")) < v


@pytest.mark.parametrize("lang", LANGS)
def test_each_laws_commentary_is_printed_in_its_chapter_in_the_books_language(
    books: dict[str, Book], plans: dict[str, Plan], kb: KnowledgeBase, lang: str
) -> None:
    book, plan = books[lang], plans[lang]
    texts = chapter_texts(book, plan, kb)
    first_pages = {id(c): texts[i][0] for i, c in enumerate(plan.chapters)}
    checked: set[str] = set()
    for i, chapter in enumerate(plan.chapters):
        _, text = texts[i]
        for unit in chapter.units:
            home = plan.homes[unit.uid]
            if home is not chapter:  # printed under its main law; here its head and page
                see = WORDS[lang]["see"].format(
                    where=home.number if home.edition == CURRENT else f"{home.number} ({home.edition})"
                )
                found = re.search(re.escape(flat(see)) + r"\s*(\d+)", text)
                assert found, (unit.uid, see)
                assert int(found[1]) >= first_pages[id(home)]
                continue
            passages = [(unit.unit.text, [c.printed for c in unit.unit.corrections])]
            if unit.unit.example:
                told = kb.example(unit.source, lang, unit.unit.example)
                assert told is not None
                slips = [c.printed for c in told.example.corrections]
                example = told.example
                passages = [(example.narrative, slips), (example.ruling or example.irregularity or "", slips)]
                assert flat(example.title) in text, (unit.uid, example.title)
                for shown in cards_shown(example.deal, example.auction):  # slides with only the cards
                    assert compact(shown) in compact(text), (unit.uid, shown)
                    checked.add(unit.uid)
            for passage, slips in passages:
                for window in windows(passage, slips):
                    assert letters(window) in letters(text), (unit.uid, window)
                    checked.add(unit.uid)
    assert checked == {u.uid for c in plan.chapters for u in c.units if plan.homes[u.uid] is c}


def test_a_translated_commentary_is_printed_in_the_books_language_only(
    books: dict[str, Book], kb: KnowledgeBase
) -> None:
    """The WBF commentary on Law 27 is held in English and Greek: each book has its own."""
    units = {u.lang: u for u in kb.units_of_source("hellenic-wiki-law27") if u.unit.id == "p02"}
    english, greek = (letters(windows(units[lang].unit.text, [])[0]) for lang in ("en", "el"))
    assert english in letters(" ".join(books["en"].texts)) and english not in letters(
        " ".join(books["el"].texts)
    )
    assert greek in letters(" ".join(books["el"].texts)) and greek not in letters(" ".join(books["en"].texts))


def compact(text: str) -> str:
    """Text without any whitespace: a diagram's spacing is layout, not content."""
    return re.sub(r"\s+", "", text)


def cards_shown(deal: dict | None, auction: dict | None) -> list[str]:
    """What an example's diagram and auction print: each hand, each holding of a one-suit layout,
    each call ("4C" as "4♣")."""
    shown = hands_shown(deal)
    for hand in ((deal or {}).get("hands") or {}).values():
        if isinstance(hand, str):
            shown.append(hand.replace("T", "10") or "—")
    for call in (auction or {}).get("calls") or []:
        text = str(call["call"] if isinstance(call, dict) else call).rstrip("*!")
        shown.append(re.sub(r"^([1-7])([SHDC])$", lambda m: m[1] + SYMBOLS[m[2]], text))
    return shown


def hands_shown(deal: dict | None) -> list[str]:
    """Each hand of a full deal as the diagram prints it: "♠ J108 ♥ 9 ♦ QJ106 ♣ AJ854", a card the
    source marks in parentheses."""
    out = []
    for seat, hand in ((deal or {}).get("hands") or {}).items():
        if isinstance(hand, dict):
            marked = ((deal or {}).get("marked") or {}).get(seat, [])
            holdings = [
                "".join(f"({r})" if f"{suit}{r}" in marked else r for r in hand.get(suit, "")).replace(
                    "T", "10"
                )
                or "—"
                for suit in "SHDC"
            ]
            out.append(" ".join(f"{symbol} {ranks}" for symbol, ranks in zip("♠♥♦♣", holdings, strict=True)))
    return out


@pytest.mark.parametrize("lang", ["en", "el", "pl"])
def test_example_33_is_drawn_with_its_cards_auction_and_ruling(
    books: dict[str, Book], kb: KnowledgeBase, lang: str
) -> None:
    source, title = EXAMPLE_33[lang]
    example = kb.example(source, lang, "ex-33")
    assert example is not None
    book = books[lang]
    shown = hands_shown(example.example.deal)
    assert len(shown) == 4
    pages = [n for n in range(book.contents_end + 1, len(book.texts)) if title in book.texts[n - 1]]
    # the page where it is told (another chapter may name it): the cards may start the next page
    page = next(
        n for n in pages if all(compact(h) in compact(" ".join(book.texts[n - 1 : n + 1])) for h in shown)
    )
    text = flat(" ".join(book.texts[page - 1 : page + 1]))
    for call in ("Pass", "2NT"):
        assert call in text
    words = CARD_WORDS[lang]  # the diagram's own words in the book's language
    for word in ("Dealer", "North", "South"):
        assert words.get(word, word) in text
    if lang != "en":
        assert "Dealer" not in text
    told = example.example.ruling or example.example.irregularity or ""  # a slide may have no ruling
    ruling = windows(told, [c.printed for c in example.example.corrections])
    assert ruling and all(letters(w) in letters(text) for w in ruling)
    # hearts and diamonds in red, as on the site
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    pdf = pdfium.PdfDocument(book.path)
    red = 0  # the diagram's 4 hearts and 4 diamonds, in the site's red (#c8102e)
    for number in (page, page + 1):
        image = pdf[number - 1].render(scale=1.5).to_pil().convert("RGB")
        image.save(ARTIFACTS / f"{lang}-example-33-page-{number}.png")
        red += sum(1 for r, g, b in image.get_flattened_data() if r > 150 and g < 70 and b < 90)
    assert red > 250, "hearts and diamonds are not red"


@pytest.mark.parametrize("lang", LANGS)
def test_no_missing_glyph_boxes_and_every_font_embedded(
    books: dict[str, Book], plans: dict[str, Plan], lang: str
) -> None:
    book = books[lang]
    assert book.notdef() == []
    fonts = book.fonts()
    assert fonts
    for name, font in fonts.items():
        descriptor = font["/DescendantFonts"][0].get_object()["/FontDescriptor"].get_object()
        assert "/FontFile2" in descriptor or "/FontFile3" in descriptor, f"{name} is not embedded"
        assert "DejaVu" in name
    # every letter of the commentary reads back from the PDF (each glyph maps to its character)
    used = {c for chapter in plans[lang].chapters for u in chapter.units for c in u.unit.text if c.isalpha()}
    printed = set("".join(book.texts))
    assert used and used <= printed, sorted(used - printed)


def test_a_character_no_font_has_fails_the_book_and_is_caught_in_a_pdf() -> None:
    """The two checks above can fail: WeasyPrint's report stops the book, and a PDF printed with a
    box anyway is caught by reading its fonts."""
    html = "<html lang='pl'><body><p>Zapowiedź \u0378 odzywka ♠ ♥</p></body></html>"
    with pytest.raises(BookError, match="U\\+0378"):
        render_pdf(html)
    from weasyprint import HTML

    boxed = ARTIFACTS.parent / "books-notdef-probe.pdf"
    boxed.parent.mkdir(parents=True, exist_ok=True)
    boxed.write_bytes(HTML(string=html).write_pdf())
    try:
        assert Book(boxed).notdef()
    finally:
        boxed.unlink()


def test_law_references_are_internal_links(
    books: dict[str, Book], plans: dict[str, Plan], kb: KnowledgeBase
) -> None:
    book = books["pl"]
    links = book.link_targets()
    names = set(book.reader.named_destinations)
    assert len(links) > 100
    assert all(name in names for _, name in links), [n for _, n in links if n not in names][:5]
    # Law 15's text cites "przepis 16C": the link goes to Law 16's chapter, on its page
    pages = dict(book.toc())
    law_16 = next(c for c in plans["pl"].chapters if c.number == 16 and c.edition == CURRENT)
    law_15 = next(c for c in plans["pl"].chapters if c.number == 15 and c.edition == CURRENT)
    from_15 = {name for page, name in links if pages[label(law_15, "pl", kb)] <= page}
    assert "law-2017-16" in from_15
    assert book.destination_page("law-2017-16") == pages[label(law_16, "pl", kb)]


def test_the_polish_book_prints_the_law_texts_section_by_section(
    books: dict[str, Book], kb: KnowledgeBase
) -> None:
    text = flat(" ".join(books["pl"].texts))
    law = next(e for e in kb.texts_of_law(15, "2017") if e.text.lang == "pl")
    for unit in law.units():
        assert f"15{unit.id}" in text
        if unit.text:
            for window in windows(unit.text, []):
                assert letters(window) in letters(text), (unit.id, window)
    assert "Przepis 17 (2007)" in text  # the 2007 text of Law 17, in its own part


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_is_in_the_books_language_in_its_alphabetical_order(
    books: dict[str, Book], plans: dict[str, Plan], lang: str
) -> None:
    book = books[lang]
    start = book.first_page_with(WORDS[lang]["glossary_intro"][:40], after=2)
    assert start is not None
    glossary = flat(" ".join(book.texts[start - 1 :]))
    concepts = plans[lang].concepts
    headwords = sorted((c.terms[lang][0] for c in concepts), key=lambda t: collation_key(t, lang))
    positions = [glossary.find(flat(h)) for h in headwords]
    assert all(p >= 0 for p in positions)
    insufficient = next(c for c in concepts if c.id == "insufficient-bid")
    entry = insufficient.terms[lang][0] + (f" ({insufficient.terms['en'][0]})" if lang != "en" else "")
    assert flat(entry) in glossary


def test_dictionary_order_of_each_language() -> None:
    assert sorted(
        ["zapowiedź", "łapa", "lewa", "ósemka", "odzywka", "ćwiczenie", "cel"],
        key=lambda t: collation_key(t, "pl"),
    ) == ["cel", "ćwiczenie", "lewa", "łapa", "odzywka", "ósemka", "zapowiedź"]
    assert sorted(["ώρα", "άμυνα", "βάση", "αγορά"], key=lambda t: collation_key(t, "el")) == [
        "αγορά",
        "άμυνα",
        "βάση",
        "ώρα",
    ]
    assert sorted(["ёлка", "ель", "жук", "еда"], key=lambda t: collation_key(t, "ru")) == [
        "еда",
        "ель",
        "ёлка",
        "жук",
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_pages_to_look_at(books: dict[str, Book], lang: str) -> None:
    """The cover, the contents and the first chapter page of each book as PNG, for a reader's eye."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    book = books[lang]
    pdf = pdfium.PdfDocument(book.path)
    first_chapter = book.toc()[1][1]
    for number in (1, 2, first_chapter):
        pdf[number - 1].render(scale=1.5).to_pil().save(ARTIFACTS / f"{lang}-page-{number}.png")
    assert all((ARTIFACTS / f"{lang}-page-{n}.png").stat().st_size > 5000 for n in (1, 2, first_chapter))


def test_every_book_language_has_every_word() -> None:
    english = set(WORDS["en"])
    assert all(set(WORDS[lang]) == english for lang in LANGS)
    cards = set(CARD_WORDS["pl"])
    assert all(set(CARD_WORDS[lang]) == cards for lang in LANGS if lang != "en")
