"""The language data of the reference finder: keywords, joining words, markers and letter maps.

Everything here is plain data; `regexes.py` builds the compiled patterns from it. Words are
written as they appear in text: matching ignores case and diacritics (ό matches ο, ó matches o).
"""

from __future__ import annotations

LANGS = ("en", "pl", "el", "ru")
# The editions of the Laws of Duplicate Bridge published so far, oldest first (the preface of the 2017
# Laws): "the old law" of a document is the edition before its own. A later edition needs no change
# here: a caller that holds it passes its editions to `find_references`, and a year after the last
# one's "old law" is the last one. Any year in an edition phrase ("the 2027 Laws") names an edition.
EDITIONS = ("1928", "1933", "1935", "1943", "1949", "1963", "1975", "1987", "1997", "2007", "2017")
YEAR = r"(?:19|20)[0-9]{2}"
LETTER_MODES = ("lookalike", "russian")
MAX_LAW = 93

# Words that introduce a law reference, by language, singular forms then plural forms.
# A plural keyword ("Laws 40, 41") accepts a list joined by commas only.
LAW_WORDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en": (("law",), ("laws",)),
    "pl": (
        ("przepis", "przepisu", "przepisowi", "przepisem", "przepisie"),
        ("przepisy", "przepisów", "przepisom", "przepisami", "przepisach"),
    ),
    "el": (
        ("νόμος", "νόμου", "νόμο", "νόμε"),
        ("νόμοι", "νόμων", "νόμους"),
    ),
    "ru": (
        ("правило", "правилу", "правилом", "правиле"),
        ("правила", "правил", "правилам", "правилами", "правилах"),
    ),
}

# Abbreviations of a law keyword, by language, right before the number with or without a space:
# "prz. 16C", "Ν.16Β1(α)" (the Greek abbreviation of Νόμος, either case). A number followed by
# "/" and digits is a statute or a fraction ("ν. 4624/2019", "ν. 12/1990"), never a law.
LAW_ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    "en": (),
    "pl": ("prz.",),
    "el": ("ν.",),
    "ru": (),
}
# The directors' shorthand of every language: a capital L directly before a law number ("L12C1(c)",
# "L16B1(a)", "L73C", "L16"). Its section letters are those laws have (none goes past G in the
# outlines held: A–H leaves a margin), so "L40S" (a model name) is no law. An "L" token of a law
# number alone ("L16") stands on its own: not glued to code (L1=, L1:, L3-8B, L1/L2, x.L1).
LAW_PREFIX = "L"
LAW_PREFIX_SECTIONS = "ABCDEFGH"

# Words after which a token that would otherwise be a bare law reference ("7A", "L1") labels
# something else: "table 7A", "round L1", "stół 12B", "τραπέζι 3Α", "стол 5В". A law keyword always
# wins ("Law 7A"). An optional number sign may stand between ("board no. 7", "stół nr 3A"). The
# labels of every language apply to text in any language (a query's language is not known).
LABEL_WORDS: dict[str, tuple[str, ...]] = {
    "en": (
        "board", "boards", "table", "tables", "round", "rounds", "trick", "tricks", "page", "pages",
        "p.", "pp.", "segment", "session", "match", "room", "row", "seat", "flight",
        "stanza", "set", "level", "heat", "pair", "team", "line", "version", "model",
    ),
    "pl": (
        "rozdanie", "rozdania", "rozdaniu", "rozdaniem", "stół", "stołu", "stole", "stolik", "stoliku",
        "runda", "rundy", "rundzie", "rundę", "lewa", "lewy", "lewie", "lewę", "strona", "strony",
        "stronie", "str.", "s.", "sesja", "sesji", "mecz", "meczu", "segment", "segmencie", "sektor",
        "sektorze", "para", "pary", "parze", "drużyna", "linia", "linii", "sala", "sali",
    ),
    "el": (
        "διανομή", "διανομής", "τραπέζι", "τραπεζιού", "γύρος", "γύρου", "γύρο", "λεβέ",
        "σελίδα", "σελίδας", "σελ.", "σ.", "αγώνας", "αγώνα", "ζεύγος", "ζευγάρι", "ομάδα", "γραμμή",
    ),
    "ru": (
        "сдача", "сдачи", "сдаче", "сдачу", "стол", "стола", "столе", "столом", "раунд", "раунда",
        "раунде", "тур", "тура", "туре", "взятка", "взятки", "взятке", "взятку", "страница",
        "страницы", "странице", "стр.", "с.", "матч", "матче", "сессия", "сессии", "сегмент",
        "сегменте", "пара", "пары", "паре", "команда", "линия", "зал", "зале",
    ),
}
NUMBER_SIGNS = ("no.", "nr", "nr.", "№", "#", "αρ.", "n°")

# Words that introduce a commentary's own paragraph number ("п. 68.7.(i)(b)", "see 40.11").
PARAGRAPH_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("see", "paragraph", "paragraphs", "para.", "paras.", "§", "§§", "cf."),
    "pl": ("zob.", "patrz", "pkt", "pkt.", "punkt", "punkcie", "punktu", "punkty", "§", "§§"),
    "el": ("βλ.", "παράγραφος", "παράγραφο", "παραγράφου", "παράγραφοι", "§", "§§"),
    "ru": ("п.", "пп.", "пункт", "пункте", "пункта", "пункты", "§", "§§"),
}

# Words that join the members of a list ("Laws 16 and 26") and a range ("Laws 72 to 76").
AND_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("and", "or", "and/or", "&"),
    "pl": ("i", "oraz", "lub", "albo", "czy"),
    "el": ("και", "κι", "ή"),
    "ru": ("и", "или", "либо"),
}
RANGE_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("to", "through"),
    "pl": (),
    "el": ("έως",),
    "ru": (),
}
RANGE_MARKS = ("-", "...", "…")  # dashes are folded to "-" by clean.py
# Marks between alternatives of one provision: "27B1(a)/(b)", "27B1a/b", "16B1/16B2".
ALTERNATIVE_MARKS = ("/",)

# An edition named in text ("the 2007 Laws", "2007 Law 17D", "MPB 2007", "Κώδικα του 2007",
# "Правила 1997 года"): regex templates, `{year}` standing for a known edition.
EDITION_PHRASES: dict[str, tuple[str, ...]] = {
    "en": (
        # "the 2007 Laws", "the old (2007) Law 15", "the 2007 L17D"
        r"\(?{year}\)?(?=\s+(?:(?:laws?|code|edition)\b|L[0-9]))",
        r"(?:laws|code|edition)\s+of\s+{year}",
    ),
    "pl": (r"MPB\s*{year}", r"(?:edycj\w*|wersj\w*)\s+(?:z\s+)?{year}"),
    "el": (r"κ[ωώ]δικ\w*\s+(?:του\s+)?{year}",),
    "ru": (r"(?:правил\w*|кодекс\w*|редакци\w*)\s+{year}\s*(?:года|г\.)",),
}

# An edition named right after a reference or a list names its edition, and only its: "Law 12C3 of
# the 1997 Laws", "L12C3 (1997)", "27B1b z MPB 2007", "12Γ3 του Κώδικα του 1997", "12С3 Правил 1997
# года". Regex templates, `{year}` standing for a known edition.
EDITION_AFTER: dict[str, tuple[str, ...]] = {
    "en": (
        r",?\s+(?:of|in|from|under)\s+the\s+{year}\s+(?:laws?|code|edition)\b",
        r"\s*\((?:the\s+)?{year}(?:\s+(?:laws?|code|edition))?\)",
    ),
    "pl": (
        r",?\s+(?:z\s+|w\s+)?MPB\s*{year}",
        r"\s*\((?:MPB\s*)?{year}\)",
        r",?\s+(?:w\s+|z\s+)?(?:edycji|wersji|przepisów|przepisow)\s+(?:z\s+)?{year}(?:\s+(?:roku|r\.))?",
    ),
    "el": (r",?\s+(?:του\s+|στον\s+)?κ[ωώ]δικα\s+(?:του\s+)?{year}", r"\s*\({year}\)"),
    "ru": (
        r",?\s+(?:в\s+)?(?:правил|редакции|кодекса)\s+{year}\s*(?:года|г\.)",
        r"\s*\((?:редакция\s+|правила\s+)?{year}(?:\s*(?:года|г\.))?\)",
    ),
}

# Words right before a law keyword or a law number that mean the law of the edition before the
# document's own: "Stary przepis 23", "nowy przepis 16C odpowiada starymu 16D" ("starymu" is the
# source's misspelling of "staremu", kept as printed), "the old Law 23", "ο παλιός Νόμος 23",
# "старое Правило 23".
OLDER_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("old", "former", "previous"),
    "pl": (
        "stary", "starego", "staremu", "starym", "starymu",
        "dawny", "dawnego", "dawnemu", "dawnym",
        "poprzedni", "poprzedniego", "poprzedniemu", "poprzednim",
    ),
    "el": (
        "παλιός", "παλιού", "παλιό", "παλαιός", "παλαιού", "παλαιό",
        "προηγούμενος", "προηγούμενου", "προηγούμενο",
    ),
    "ru": (
        "старое", "старого", "старому", "старым", "старом",
        "прежнее", "прежнего", "прежнему", "прежним", "прежнем",
    ),
}
# A law that was moved away names the old edition's law: regex templates for the words before its
# keyword ("przeniesienie i modyfikacja przepisu 17D", "moved from Law 17D") and after the
# reference ("przepis 17D został przeniesiony", "Law 17D was moved"). Its new place ("i stał się
# przepisem 15A") is the document's own edition.
MOVED_BEFORE: dict[str, tuple[str, ...]] = {
    "en": (r"moved\s+from", r"(?:the\s+)?move\s+of"),
    "pl": (r"przeniesieni[ea](?:\s+i\s+\w+)?",),
    "el": (r"μεταφορ[άα](?:\s+του)?",),
    "ru": (r"перенос\w*",),
}
MOVED_AFTER: dict[str, tuple[str, ...]] = {
    "en": (r"(?:was|were|has\s+been|have\s+been)\s+moved",),
    "pl": (r"zosta(?:ł|ła|ło|ły|li)\s+przeniesion\w*",),
    "el": (r"μεταφ[έε]ρθηκ\w*",),
    "ru": (r"(?:был[аои]?\s+)?перенесен\w*",),
}

# Words that, after a law reference in the same sentence, take a bare law number as another
# reference of the document's own edition: "Stary przepis 23 jest teraz częścią 72", "the old Law 23
# is now part of 72".
PART_OF_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("part of",),
    "pl": ("częścią", "część"),
    "el": ("μέρος του",),
    "ru": ("частью", "часть"),
}

# Section letters (capital) and item letters (small) of other scripts → Latin.
# ΣΤ is the Greek sixth letter (stigma), as in Greek numbering.
GREEK_SECTIONS = {"Α": "A", "Β": "B", "Γ": "C", "Δ": "D", "Ε": "E", "ΣΤ": "F", "Ϛ": "F",
                  "Ζ": "G", "Η": "H", "Θ": "I", "Ι": "J"}
GREEK_ITEMS = {"α": "a", "β": "b", "γ": "c", "δ": "d", "ε": "e", "στ": "f", "ϛ": "f",
               "ζ": "g", "η": "h", "θ": "i"}
CYRILLIC_SECTIONS = {
    "lookalike": {"А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "К": "K", "М": "M", "Р": "P",
                  "Т": "T", "Х": "X"},
    "russian": {"А": "A", "Б": "B", "В": "C", "Г": "D", "Д": "E", "Е": "F", "Ж": "G", "З": "H",
                "И": "I"},
}
CYRILLIC_ITEMS = {
    "lookalike": {"а": "a", "с": "c", "е": "e", "о": "o", "р": "p", "х": "x", "у": "y"},
    "russian": {"а": "a", "б": "b", "в": "c", "г": "d", "д": "e", "е": "f", "ж": "g", "з": "h",
                "и": "i"},
}

# A bare token "level + strain letter" (1C, 2D, 3H, 4S; Polish T K P; Russian Т Б Ч П) is a bid,
# not a law, unless a keyword introduces it ("Law 7C").
BID_LEVELS = range(1, 8)
BID_STRAINS = frozenset("CDHS" "TKP" "ТБЧП")

# How format.py writes a reference: keyword (singular, plural) and letters.
DISPLAY_WORDS = {
    "en": ("Law", "Laws"),
    "pl": ("Przepis", "Przepisy"),
    "el": ("Νόμος", "Νόμοι"),
    "ru": ("Правило", "Правила"),
}
