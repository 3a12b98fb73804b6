"""The content schemas: one pydantic model per kind of YAML file.

These models say what a file may contain; `load.py` reads files into them and
`kb.py` indexes the result. Exported as JSON Schema by `bridgelaws schema`.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator

Lang = Literal["en", "pl", "el", "ru"]
# An edition of the Laws is named by its year ("1987", "2017"); the editions the knowledge base knows
# are the folders `laws/<year>/` with an index (see load.py).
Edition = Annotated[str, Field(pattern=r"^(19|20)[0-9]{2}$")]
LANGS: tuple[str, ...] = ("en", "pl", "el", "ru")

_REF = re.compile(r"^([1-9]\d?)([A-Z](\d{1,2}(\([a-z]\)(\((?:i|ii|iii|iv|v|vi|vii|viii|ix|x)\))?)?)?)?$")
_SECTION = re.compile(r"^[A-Z](\d{1,2}(\([a-z]\)(\((?:i|ii|iii|iv|v|vi|vii|viii|ix|x)\))?)?)?$")
ID_MAX = 64  # an id names files (content/<source>/…, examples/<id>.<lang>.yaml): kept short
_ID = re.compile(r"^[a-z0-9][a-z0-9.\-]*$")
# A link pattern: an http(s) address in which "{law}" (or "{law:02d}") stands for the law's number.
_LINK_FIELD = re.compile(r"\{([^{}]*)\}")


def _law_ref(value: str) -> str:
    match = _REF.match(value)
    if not match or not 1 <= int(match.group(1)) <= 93:
        raise ValueError(f"'{value}' is not a canonical law reference (like 27, 27B1, 27B1(a), 68A2(b)(i))")
    return value


def _section_id(value: str) -> str:
    if not _SECTION.match(value):
        raise ValueError(f"'{value}' is not a section id (like A, A1, A1(a), A1(a)(i))")
    return value


def id_problem(value: str) -> str | None:
    """What is wrong with `value` as an id (of a source, an example, a unit), or None."""
    shown = value if len(value) <= 40 else value[:39] + "…"
    if not _ID.match(value):
        return f"'{shown}' is not an id (lower-case letters, digits, '-' and '.'; a letter or digit first)"
    if len(value) > ID_MAX:
        return f"'{shown}' is not an id: {len(value)} characters, at most {ID_MAX}"
    return None


def _slug(value: str) -> str:
    problem = id_problem(value)
    if problem:
        raise ValueError(problem)
    return value


def _link_pattern(value: str) -> str:
    fields = _LINK_FIELD.findall(value)
    if not re.match(r"^https?://[^\s<>\"']+$", value) or any(f not in ("law", "law:02d") for f in fields):
        raise ValueError(f"'{value}' is not an http(s) address with {{law}} or {{law:02d}} for the number")
    return value


LawRefStr = Annotated[str, AfterValidator(_law_ref)]
SectionId = Annotated[str, AfterValidator(_section_id)]
Slug = Annotated[str, AfterValidator(_slug)]
Seat = Literal["N", "E", "S", "W"]
DateStr = Annotated[str, Field(pattern=r"^\d{4}(-\d{2}(-\d{2})?)?$")]  # as precise as known
Day = Annotated[str, Field(pattern=r"^\d{4}-\d{2}-\d{2}$")]  # a calendar day
LinkPattern = Annotated[str, AfterValidator(_link_pattern)]


class Strict(BaseModel):
    """Base of every content model: immutable, unknown fields are errors."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Footnote(Strict):
    mark: str = "*"
    text: str


# --- law index -------------------------------------------------------------------------------


class Title(Strict):
    text: str
    unofficial: bool = False
    source: Slug | None = None


class LawEntry(Strict):
    number: int = Field(ge=1, le=93)
    titles: dict[Lang, Title]
    sections: list[SectionId] = []


class Chapter(Strict):
    """A chapter of an edition of the Laws: the laws `first` to `last` (none for the Definitions)."""

    number: str = Field(pattern=r"^[IVXL]+$")
    first: int | None = Field(default=None, ge=1, le=93)
    last: int | None = Field(default=None, ge=1, le=93)
    titles: dict[Lang, Title]
    source: Slug  # where the chapter's number, range and titles come from


class LawIndex(Strict):
    """`laws/<edition>/index.yaml`: the laws of one edition and their outlines."""

    edition: Edition
    # when the edition took effect; the current edition is the latest that has this date
    in_force: DateStr | None = None
    # "complete": a law's `sections` are its whole outline; "cited": only the sections the sources
    # cite (an edition of which no text is held)
    outline: Literal["complete", "cited"] = "complete"
    chapters: list[Chapter] = []
    # an edition whose chapters no source gives is grouped by another edition's (`chapters_note` says why)
    chapters_of: Edition | None = None
    chapters_note: str | None = None
    laws: list[LawEntry]


# --- amendments and changes to the law data ----------------------------------------------------


class TitleChange(Strict):
    """A title an amendment changed, in one language, as far as a source gives it."""

    ref: LawRefStr  # the law ("89") or section ("73C") whose title changed
    lang: Lang
    before: str | None = None
    after: str | None = None
    source: Slug | None = None


class Amendment(Strict):
    """An amendment of an edition of the Laws, in the project's own words, with its source."""

    id: Slug
    in_force: Day
    announced: DateStr | None = None
    laws: list[LawRefStr] = Field(min_length=1)  # the provisions amended
    what: str  # what changed, in the project's words (English)
    source: Slug
    see_also: list[Slug] = []
    titles: list[TitleChange] = []
    unconfirmed: str | None = None  # what the sources do not settle


class Amendments(Strict):
    """`laws/<edition>/amendments.yaml`: the amendments of one edition, oldest first."""

    edition: Edition
    amendments: list[Amendment]


class LawDataChange(Strict):
    """A change the project made to its own law data (titles, outlines, chapters, links), dated."""

    date: Day
    edition: Edition
    laws: list[LawRefStr] = []
    what: str
    source: Slug | None = None


class LawDataChanges(Strict):
    """`laws/changes.yaml`: every change to the knowledge base's law data, by date."""

    changes: list[LawDataChange]


# --- law text --------------------------------------------------------------------------------


class LawUnit(Strict):
    id: SectionId
    title: str | None = None
    text: str | None = None
    footnotes: list[Footnote] = []
    children: list[LawUnit] = []


class LawText(Strict):
    """`laws/<edition>/<lang>/law-NN.yaml`: the text of one law in one language."""

    edition: Edition
    lang: Lang
    law: int = Field(ge=1, le=93)
    title: str
    source: Slug
    text: str | None = None
    sections: list[LawUnit] = []
    footnotes: list[Footnote] = []


class Definition(Strict):
    term: str
    text: str
    footnotes: list[Footnote] = []


class Definitions(Strict):
    """`laws/<edition>/<lang>/definitions.yaml`: the Definitions of one edition in one language."""

    edition: Edition
    lang: Lang
    source: Slug
    title: str | None = None
    terms: list[Definition]


# --- sources ---------------------------------------------------------------------------------


class TextLink(Strict):
    """Where a publisher shows the official text: `url` with "{law}" for the law's number."""

    url: LinkPattern
    langs: list[Lang] = Field(min_length=1)
    kind: Literal["law", "commentary", "whole"] = "law"  # one law a page, its commentary, or the whole Laws
    laws: list[int] | None = None  # only these laws (where the source has a page for some laws only)
    note: str | None = None


class Source(Strict):
    """`content/sources/<id>.yaml`: where a text comes from."""

    id: Slug
    title: str
    kind: Literal["law-text", "commentary", "lecture", "announcement"]
    authors: list[str] = []
    organisation: str | None = None
    date: str | None = Field(default=None, pattern=r"^\d{4}(-\d{2}(-\d{2})?)?$")
    languages: list[Lang]
    edition: Edition
    document: str | None = None  # the original the project holds, under content/
    url: str | None = Field(default=None, pattern=r"^https?://\S+$")  # where it is published
    origin: str | None = None
    licence: str | None = None
    section_letters: Literal["lookalike", "russian"] = "lookalike"
    notes: str | None = None
    links: list[TextLink] = []  # the official text, law by law or whole (the organisation publishes it)


# --- commentary ------------------------------------------------------------------------------


class Correction(Strict):
    """A slip of the source, kept as printed and marked: in a text field (`path` = the field:
    "text", "ruling", …) the words `printed` are shown with their `reading`; in the cards
    (`path` = "deal.hands.N.D", …) the data holds what is meant and `printed` what the source shows."""

    path: str
    printed: str
    reading: str | None = None  # what is meant, shown after the printed words: "zagrane go [zagranego]"
    note: str


class CommentaryUnit(Strict):
    id: Slug
    laws: list[LawRefStr] = []  # for a unit placing an example: the example's laws when left out
    heading: str | None = None
    number: str | None = None
    placeholder: bool = False
    text: str = ""
    example: Slug | None = None  # an example of the same source and language told here (no text then)
    footnotes: list[Footnote] = []
    corrections: list[Correction] = []


class CommentaryFile(Strict):
    """`content/<source-id>/*.yaml`: ordered units of one source in one language."""

    source: Slug
    lang: Lang
    units: list[CommentaryUnit]


# --- examples --------------------------------------------------------------------------------


class Example(Strict):
    """`content/<source-id>/examples/*.yaml`: one worked example.

    Cards, calls, play and `expect` are checked by the bridge engine (bridgelaws.bridge.claims).
    """

    id: Slug
    source: Slug
    lang: Lang
    number: str | None = None
    laws: list[LawRefStr] = []
    title: str
    narrative: str = ""
    deal: dict[str, Any] | None = None
    auction: dict[str, Any] | None = None
    play: list[Any] | None = None
    question: str | None = None
    ruling: str | None = None
    irregularity: str | None = None
    corrections: list[Correction] = []
    expect: dict[str, Any] = {}
    note: str | None = None


# --- glossary and concordance ----------------------------------------------------------------


class Concept(Strict):
    """A concept of the Laws: its terms in each language (the first the headword) and its definition
    in each language the knowledge base has it in (English at least). `review`: the definitions are
    the project's own words, `pending` until a director has read them (`reviewed`)."""

    id: Slug
    terms: dict[Lang, list[str]]
    definition: dict[Lang, str]
    review: Literal["pending", "reviewed"] = "pending"
    laws: list[LawRefStr] = []

    @field_validator("definition")
    @classmethod
    def _english_first(cls, value: dict[str, str]) -> dict[str, str]:
        if not value.get("en", "").strip():
            raise ValueError("a definition in English (en) is required; the other languages fall back to it")
        return value

    def definition_in(self, lang: str) -> tuple[str, str]:
        """(definition, its language): in `lang`, else in English."""
        text = self.definition.get(lang, "").strip()  # type: ignore[call-overload]
        return (text, lang) if text else (self.definition["en"], "en")


class GlossaryFile(Strict):
    """`content/glossary/*.yaml`: glossary concepts."""

    concepts: list[Concept]


class ConcordanceEntry(Strict):
    from_: str = Field(alias="from", pattern=r"^(19|20)[0-9]{2}/[0-9]")
    to: str = Field(pattern=r"^(19|20)[0-9]{2}/[0-9]")
    relation: Literal["moved", "renumbered", "merged", "split", "same", "changed"]
    source: Slug
    note: str | None = None

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Concordance(Strict):
    """`laws/concordance.yaml`: correspondences between editions, each with its source."""

    entries: list[ConcordanceEntry]


SCHEMAS: dict[str, type[BaseModel]] = {
    "law-index": LawIndex,
    "law-text": LawText,
    "definitions": Definitions,
    "source": Source,
    "commentary": CommentaryFile,
    "example": Example,
    "glossary": GlossaryFile,
    "concordance": Concordance,
    "amendments": Amendments,
    "law-changes": LawDataChanges,
}  # (the ruling flows' schema, `flowschema.RulingFlow`, builds on these types; export.py adds it)
