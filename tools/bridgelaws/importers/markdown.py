"""Format `markdown`: a commentary written in Markdown, made into commentary units and examples.

The document (see `bridgelaws new commentary` for a starter that shows every construct):

- a front matter between two "---" lines: `source` (the source id), `title`, `author` (or `authors`),
  `date`, `language`, `edition`; `organisation`, `licence`, `kind` (commentary or lecture) if wanted;
- headings that name laws, in any language ("## Law 27", "## Przepis 27B1", "## Νόμος 27", "##
  Правило 27"): every paragraph under one becomes a commentary unit on it (ids `law-27-1`, …; the
  unit lists its law and the sections of it its words cite); a heading naming no law opens units
  about none (`intro-1` before any heading);
- an example: a heading "### Example" (Przykład, Παράδειγμα, Пример; a number and a title may follow)
  up to the next heading. Its paragraphs tell the situation; fenced blocks (```) hold its diagrams,
  in any notation the engine reads: a PBN deal ("N:AKQ2.… … … …", or its [Deal "…"] tag with
  [Dealer], [Vulnerable] and an [Auction] section with its [Note]s, fenced or not: PBN tag lines
  without a fence run to the next blank line), a compass diagram or one hand a line ("N: ♠ AK4 …")
  in the letters of the document's language, "Dealer: N" and "Vul: NS" lines, an auction table under
  a header of seats; every other PBN tag, and PBN tags outside an example, are reported as ignored;
  a block headed ```expect holds claims for the engine to check (YAML). "**Question:**" opens the
  question, "**Ruling:**" the ruling (every paragraph after it, to the next heading). The example
  becomes an example file whose claims (contract, declarer, insufficient bids) come from its auction;
  the commentary places it where it stands;
- footnotes: "[^1]" in a paragraph, "[^1]: …" on a line of its own.

Every error names the Markdown file's line and column; an import with errors writes nothing.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bridgelaws.bridge.auction import analyse_auction, parse_auction_text
from bridgelaws.bridge.calls import Call
from bridgelaws.bridge.cards import Layout
from bridgelaws.bridge.claims import validate_example
from bridgelaws.bridge.diagram import holdings, parse_diagram
from bridgelaws.bridge.errors import BridgeError
from bridgelaws.bridge.notation import get_notation, is_pbn_deal, parse_deal
from bridgelaws.bridge.score import contract_name
from bridgelaws.model.problems import Problem
from bridgelaws.model.rawhtml import problems_in
from bridgelaws.model.schema import LANGS, id_problem
from bridgelaws.model.yamlfile import YamlError, load_yaml
from bridgelaws.refs import LawRef, find_references

from .emit import dump_yaml
from .frontmatter import FrontMatter, front_matter
from .lawbook import At
from .pbnsection import Chunk, Located, pbn_calls
from .project import Project, source_file, taken_source
from .report import Document, ImportFailure, ImportResult, Options

NAME = "markdown"
SUMMARY = "a commentary written in Markdown: front matter, law headings, examples with diagrams"

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^(```+|~~~+)\s*(\S*)")
_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d{1,3}\.)\s")
_FOOTNOTE_DEF = re.compile(r"^\[\^([^\]\s]+)\]:\s*(.*)$")
_FOOTNOTE_REF = re.compile(r"\[\^([^\]\s]+)\]")
_SLUG = re.compile(r"^[a-z0-9][a-z0-9.\-]*$")
_LAW_WORD = re.compile(r"^(?:laws?|przepis\w*|νόμο\w*|νομο\w*|правил\w*)\s+(\d+)", re.IGNORECASE)
_EXAMPLE = re.compile(
    r"^(?:example|przykład|przyklad|παράδειγμα|παραδειγμα|пример)(?:\s+(\d+[a-z]?))?\s*[:.–—-]?\s*(.*)$",
    re.IGNORECASE,
)
_LABEL = re.compile(r"^\*\*([^*:]+):\*\*\s*|^\*\*([^*]+?)\*\*:\s*")
_QUESTION = {"question", "pytanie", "ερώτηση", "ερωτηση", "вопрос"}
_RULING = {"ruling", "orzeczenie", "decyzja", "rozstrzygnięcie", "απόφαση", "αποφαση", "решение"}
_DEALER = re.compile(
    r"^(?:dealer|rozdaje|rozdający|μοιράζει|διανομέας|сдаёт|сдает|сдающий)\s*:?\s*(\S+)", re.IGNORECASE
)
_VUL = re.compile(
    r"(?:^|\s)(?:vul(?:nerable|nerability)?|strefy|założenia|ευπάθεια|зона|зоны)\s*:?\s*(.+)$", re.IGNORECASE
)
_COMPASS_HEADER = re.compile(r"^([NESWΒΑΝΔСВЮЗ])\s*/\s*(\S+)$")
_PBN_TAG = re.compile(r'^\[(\w+)\s+"([^"]*)"\]$')
_VULNERABILITY = {
    "none": "none", "love": "none", "-": "none", "nikt": "none", "brak": "none", "κανείς": "none",
    "κανεις": "none", "никто": "none", "all": "all", "both": "all", "obie": "all", "όλοι": "all",
    "ολοι": "all", "все": "all", "обе": "all", "ns": "ns", "n-s": "ns", "βν": "ns", "сю": "ns",
    "ew": "ew", "e-w": "ew", "αδ": "ew", "вз": "ew",
}  # fmt: skip
_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(c))


# --- the document as blocks ------------------------------------------------------------------


@dataclass
class Block:
    """A heading, a paragraph, a fenced block or a footnote definition, with where it starts."""

    kind: str  # heading | para | code | note
    text: str
    at: At
    level: int = 0
    info: str = ""
    label: str = ""
    starts: list[tuple[int, At]] = field(default_factory=list)  # a paragraph's lines: (offset in text, At)

    def where(self, offset: int) -> At:
        """The place in the document of character `offset` of the text."""
        start, at = next(((o, a) for o, a in reversed(self.starts) if o <= offset), (0, self.at))
        return At(at.line, at.col + offset - start)


def blocks_of(lines: list[str], first: int) -> tuple[list[Block], list[Problem]]:
    """The blocks of the body (its lines start at line `first`), and problems."""
    out: list[Block] = []
    problems: list[Problem] = []
    para: list[str] = []
    para_at: list[At] = []

    def flush() -> None:
        nonlocal para, para_at
        if para:
            listed = any(_LIST_ITEM.match(line) for line in para)
            offsets = [sum(len(line) + 1 for line in para[:k]) for k in range(len(para))]
            text = "\n".join(para) if listed else " ".join(para)
            out.append(Block("para", text, para_at[0], starts=list(zip(offsets, para_at, strict=True))))
        para, para_at = [], []

    k = 0
    while k < len(lines):
        raw, number = lines[k], first + k
        line = raw.rstrip()
        if fence := _FENCE.match(line.strip()):
            flush()
            close = fence.group(1)
            end = next((j for j in range(k + 1, len(lines)) if lines[j].strip().startswith(close)), None)
            if end is None:
                problems.append(Problem("", number, 1, f"a fenced block opened with {close} is never closed"))
                end = len(lines)
            out.append(Block("code", "\n".join(lines[k + 1 : end]), At(number + 1, 1), info=fence.group(2)))
            k = end + 1
            continue
        if _PBN_TAG.match(line.strip()):  # PBN tag lines without a fence: a PBN block to the blank line
            flush()
            end = next((j for j in range(k + 1, len(lines)) if not lines[j].strip()), len(lines))
            at = At(number, len(line) - len(line.lstrip()) + 1)
            out.append(Block("code", "\n".join(lines[k:end]), at, info="pbn"))
            k = end
            continue
        if heading := _HEADING.match(line):
            flush()
            at = At(number, line.index(heading.group(2)) + 1 if heading.group(2) else 1)
            out.append(Block("heading", heading.group(2), at, level=len(heading.group(1))))
        elif note := _FOOTNOTE_DEF.match(line):
            flush()
            out.append(Block("note", note.group(2), At(number, note.start(2) + 1), label=note.group(1)))
        elif not line.strip():
            flush()
        else:
            listed = _LIST_ITEM.match(line)
            para_at.append(At(number, 1 if listed else len(line) - len(line.lstrip()) + 1))
            para.append(line.rstrip() if listed else line.strip())
        k += 1
    flush()
    return out, problems


# --- reading the body ------------------------------------------------------------------------


@dataclass
class Example:
    """An example while its blocks are read."""

    id: str
    heading: Block
    number: str | None
    title: str
    laws: list[str]
    narrative: list[str] = field(default_factory=list)
    question: list[str] = field(default_factory=list)
    ruling: list[str] = field(default_factory=list)
    code: list[Block] = field(default_factory=list)
    part: str = "narrative"


class _Reader:
    """Reads one document's blocks into units and examples, collecting located problems."""

    def __init__(self, doc: Document, meta: FrontMatter, project: Project, result: ImportResult):
        self.doc = doc
        self.meta = meta
        self.project = project
        self.result = result
        self.problems: list[Problem] = []
        self.units: list[dict[str, Any]] = []
        self.examples: dict[str, dict[str, Any]] = {}
        self.notes: dict[str, str] = {}
        self.used_ids: dict[str, int] = {}
        self.laws: list[str] = []
        self.base = "intro"
        self.heading: str | None = None
        self.example: Example | None = None
        self.outline = self._outline()

    def _outline(self) -> set[str] | None:
        index = self.project.index(self.meta.edition)
        if index is None:
            return None
        refs = set()
        for law in index.get("laws", []):
            refs.add(str(law["number"]))
            refs.update(f"{law['number']}{s}" for s in law.get("sections") or [])
        return refs if index.get("outline", "complete") == "complete" else None

    def problem(self, at: At, message: str) -> None:
        self.problems.append(Problem(self.doc.path, at.line, at.col, message))

    def next_id(self, base: str) -> str:
        self.used_ids[base] = self.used_ids.get(base, 0) + 1
        return f"{base}-{self.used_ids[base]}"

    # --- headings ---------------------------------------------------------------------------

    def heading_laws(self, block: Block) -> list[str] | None:
        """The laws a heading names, canonical (None: it names none); a number beyond the Laws is an error."""
        text = block.text
        for lang in (self.meta.lang, *LANGS):
            refs = [r.ref for r in find_references(text, lang, edition=self.meta.edition) if r.kind == "law"]
            if refs:
                for ref in refs:
                    if self.outline is not None and ref not in self.outline:
                        self.problem(
                            block.at, f"'{text}': {ref} is not in the index of the {self.meta.edition} Laws"
                        )
                return list(dict.fromkeys(refs))
        if word := _LAW_WORD.match(text):
            self.problem(block.at, f"'{text}': Law {word.group(1)} is not a law of the Laws (1–93)")
        return None

    def block(self, block: Block) -> None:
        if block.kind != "code":
            for offset, message in problems_in(block.text):
                at = block.where(offset)
                self.result.warn(self.doc.path, at.line, at.col, message)
        if block.kind == "heading":
            self.end_example()
            if (example := _EXAMPLE.match(block.text)) and block.level >= 2:
                self.start_example(block, example.group(1), example.group(2))
                return
            laws = self.heading_laws(block)
            self.heading = block.text
            if laws is not None:
                self.laws = laws
                self.base = _short("law-" + "-".join(re.sub(r"[()]", "", law).lower() for law in laws))
            else:
                self.laws = []
                slug = _short(re.sub(r"[^a-z0-9]+", "-", fold(block.text)))
                self.base = slug if _SLUG.match(slug or "-") else "part"
            return
        if block.kind == "note":
            self.notes[block.label] = block.text
            return
        if self.example is not None:
            self.example_block(block)
            return
        if block.kind == "code" and block.info == "pbn":
            self.result.warn(
                self.doc.path,
                block.at.line,
                block.at.col,
                "PBN tags outside an example are ignored (a deal belongs under '### Example')",
            )
            return
        if block.kind == "code":
            self.problem(block.at, "a fenced block outside an example (diagrams belong under '### Example')")
            return
        self.paragraph(block)

    def unit_laws(self, text: str) -> list[str]:
        """The heading's laws, then the sections of those laws the text cites."""
        numbers = {LawRef.parse(law).law for law in self.laws}
        refs = [
            r.ref
            for r in find_references(text, self.meta.lang, edition=self.meta.edition)
            if r.kind == "law" and r.edition == self.meta.edition and LawRef.parse(r.ref).law in numbers
        ]
        return list(dict.fromkeys([*self.laws, *refs]))

    def paragraph(self, block: Block) -> None:
        text, footnotes = self.footnoted(block)
        unit: dict[str, Any] = {"id": self.next_id(self.base), "laws": self.unit_laws(text)}
        if self.heading is not None:
            unit["heading"] = self.heading
            self.heading = None
        unit["text"] = text
        if footnotes:
            unit["footnotes"] = footnotes
        self.units.append(unit)

    def footnoted(self, block: Block) -> tuple[str, list[dict[str, str]]]:
        """The paragraph with its footnote references as marks, and the footnotes (read at the end)."""
        found: list[dict[str, str]] = []

        def mark(match: re.Match[str]) -> str:
            label = match.group(1)
            sign = label.translate(_SUPERSCRIPT) if label.isdigit() else "*"
            found.append({"mark": sign, "label": label, "line": str(block.at.line)})
            return sign

        return _FOOTNOTE_REF.sub(mark, block.text), found

    # --- examples ----------------------------------------------------------------------------

    def start_example(self, block: Block, number: str | None, rest: str) -> None:
        base = (
            f"ex-{number}" if number else "ex-" + (self.base.removeprefix("law-") if self.laws else self.base)
        )
        example_id = base if number and base not in self.examples else self.next_id(base)
        if example_id in self.examples:
            self.problem(block.at, f"example {example_id} given twice")
        if why := id_problem(example_id):
            self.problem(block.at, f"the example's id: {why} (number it shorter)")
        self.example = Example(example_id, block, number, block.text, list(self.laws))

    def example_block(self, block: Block) -> None:
        example = self.example
        assert example is not None
        if block.kind == "code":
            example.code.append(block)
            return
        text = block.text
        if ref := _FOOTNOTE_REF.search(text):
            where = At(block.at.line + text[: ref.start()].count("\n"), block.at.col)
            self.problem(
                where, f"footnote [^{ref.group(1)}] in an example: footnotes belong to commentary paragraphs"
            )
        label = _LABEL.match(text)
        name = fold((label.group(1) or label.group(2)).strip()) if label else ""
        if label and name in {fold(w) for w in _QUESTION}:
            example.part = "question"
            text = text[label.end() :]
        elif label and name in {fold(w) for w in _RULING}:
            example.part = "ruling"
            text = text[label.end() :]
        getattr(example, example.part).append(text.strip())

    def end_example(self) -> None:
        example, self.example = self.example, None
        if example is None:
            return
        data: dict[str, Any] = {
            "id": example.id,
            "source": self.meta.source,
            "lang": self.meta.lang,
        }
        if example.number:
            data["number"] = example.number
        text = " ".join([*example.narrative, *example.question, *example.ruling])
        numbers = {LawRef.parse(law).law for law in example.laws}
        cited = [
            r.ref
            for r in find_references(text, self.meta.lang, edition=self.meta.edition)
            if r.kind == "law" and r.edition == self.meta.edition and LawRef.parse(r.ref).law in numbers
        ]
        data["laws"] = list(dict.fromkeys([*example.laws, *cited]))
        data["title"] = example.title
        data["narrative"] = "\n\n".join(example.narrative)
        where = self.cards(example, data)
        for part in ("question", "ruling"):
            if getattr(example, part):
                data[part] = "\n\n".join(getattr(example, part))
        for path, message in validate_example(data):
            key = str(path[0]) if path else ""
            at = where.get(key, example.heading.at)
            self.problem(at, f"example {example.id}: {'.'.join(map(str, path))}: {message}")
        self.examples[example.id] = data
        self.units.append({"id": example.id, "example": example.id})

    def cards(self, example: Example, data: dict[str, Any]) -> dict[str, At]:
        """The deal, auction and claims of the example's fenced blocks into `data`; where each came from."""
        where: dict[str, At] = {}
        deal: dict[str, Any] = {}
        dealer = vulnerable = None
        calls: list[Call] = []
        auction_dealer: str | None = None
        expect: dict[str, Any] = {}
        for block in example.code:
            if block.info.lower() == "expect":
                where["expect"] = block.at
                try:
                    claims = load_yaml(block.text) or {}
                except YamlError as error:
                    at = At(block.at.line + error.line - 1, error.col)
                    self.problem(at, f"example {example.id}: the claims are not YAML: {error.message}")
                    continue
                if not isinstance(claims, dict):
                    self.problem(block.at, f"example {example.id}: the claims are not a mapping")
                    continue
                expect.update(claims)
                continue
            for chunk, at in _chunks(block):
                try:
                    found = self.chunk(chunk, At(at.line, block.at.col if block.info == "pbn" else 1))
                except Located as error:
                    self.problem(error.at, f"example {example.id}: {error}")
                    continue
                except BridgeError as error:
                    self.problem(at, f"example {example.id}: {error}")
                    continue
                if found.get("dealer"):
                    dealer = found["dealer"]
                if found.get("vulnerable"):
                    vulnerable = found["vulnerable"]
                if "layout" in found:
                    where["deal"] = at
                    deal = _deal_data(found["layout"])
                if "calls" in found:
                    where["auction"] = at
                    auction_dealer, calls = found["auction_dealer"], found["calls"]
        dealer = dealer or auction_dealer
        if deal:
            head = {"dealer": dealer} if dealer else {}
            if vulnerable:
                head["vulnerable"] = vulnerable
            data["deal"] = {**head, **deal}
        if calls:
            first = auction_dealer or dealer or "N"
            data["auction"] = {"dealer": first, "calls": [_call_data(c) for c in calls]}
            expect = {**_claims(first, calls), **expect}
        if expect:
            data["expect"] = expect
        return where

    def chunk(self, text: str, at: At) -> dict[str, Any]:
        """What one chunk of a fenced block (or of PBN tag lines) holds: a deal, an auction, the dealer,
        the vulnerability. A PBN tag the importer does not read is reported with its place (and the
        lines of its section, a [Play] section's tricks, are left with it); a mistake in a line is an
        error at that line."""
        state = Chunk()
        for k, line in enumerate(text.split("\n")):
            stripped = line.strip()
            if not stripped:
                continue
            where = At(at.line + k, line.index(stripped[0]) + 1)
            try:
                self.chunk_line(state, line, where)
            except Located:
                raise
            except BridgeError as error:
                raise Located(str(error), where) from None
        found, rest = state.found, state.rest
        if "auction_dealer" in found:
            found["calls"] = pbn_calls(state.tokens, state.notes)
        if not rest:
            return found
        header = rest[0].split()
        diagram = any(re.match(r"^\s*(?:\S{1,2}\s*:\s*)?[♠♥♦♣]", line) for line in rest)
        if not (len(header) == 4 and all(len(cell) <= 2 and cell.isalpha() for cell in header)) and diagram:
            found["layout"] = parse_diagram("\n".join(rest), self.meta.lang)
        else:
            dealer, calls = parse_auction_text("\n".join(rest))
            found["auction_dealer"], found["calls"] = dealer, calls
        return found

    def chunk_line(self, state: Chunk, line: str, where: At) -> None:
        """One line of a chunk: a PBN tag or a line of its section, a PBN deal, the dealer, the
        vulnerability, or a line of a diagram or an auction table (kept in `state.rest`)."""
        stripped, found = line.strip(), state.found
        tag = _PBN_TAG.match(stripped)
        name, value = (tag.group(1).lower(), tag.group(2)) if tag else ("", "")
        if tag:
            state.section = None
        if name == "deal":
            found["layout"] = parse_deal(value)
        elif name == "dealer":
            found["dealer"] = _seat(value, self.meta.lang)
        elif name == "vulnerable":
            found["vulnerable"] = _vulnerability(value)
        elif name == "auction":
            found["auction_dealer"], state.section = _seat(value, self.meta.lang), "auction"
        elif name == "note" and (note := re.match(r"^(\d+):(.*)$", value)):
            state.notes[note.group(1)] = note.group(2).strip()
        elif tag:
            state.section = "ignored"
            self.result.warn(
                self.doc.path,
                where.line,
                where.col,
                f"PBN tag [{tag.group(1)}] ignored: the importer reads Deal, Dealer, Vulnerable, Auction "
                "and Note; the example's claims go in an ```expect block",
            )
        elif state.section == "auction":
            state.tokens += [(token, where) for token in stripped.split()]
        elif state.section == "ignored":
            return
        elif is_pbn_deal(stripped) and ":" in stripped[:2]:
            found["layout"] = parse_deal(stripped)
        elif (compass := _COMPASS_HEADER.match(stripped)) and not holdings(stripped):
            found["dealer"] = _seat(compass.group(1), self.meta.lang)
            found["vulnerable"] = _vulnerability(compass.group(2))
        elif (dealer := _DEALER.match(stripped)) and not holdings(stripped):
            found["dealer"] = _seat(dealer.group(1).strip(",;"), self.meta.lang)
            if vul := _VUL.search(stripped[dealer.end() :]):
                found["vulnerable"] = _vulnerability(vul.group(1))
        elif (vul := _VUL.match(stripped)) and not holdings(stripped):
            found["vulnerable"] = _vulnerability(vul.group(1))
        else:
            state.rest.append(line)

    # --- the end -----------------------------------------------------------------------------

    def finish(self) -> None:
        self.end_example()
        used: set[str] = set()
        for unit in self.units:
            for note in unit.get("footnotes", []):
                label, line = note.pop("label"), int(note.pop("line"))
                if label not in self.notes:
                    self.problem(At(line, 1), f"footnote [^{label}] has no text (write '[^{label}]: …')")
                    continue
                used.add(label)
                note["text"] = self.notes[label]
        for label in self.notes:
            if label not in used:
                self.result.warn(self.doc.path, 1, 1, f"footnote [^{label}] is never referred to")


def _short(slug: str, limit: int = 40) -> str:
    """A slug cut at a dash to `limit` characters at most (ids are file names)."""
    slug = slug.strip("-")
    return slug if len(slug) <= limit else slug[:limit].rsplit("-", 1)[0].strip("-") or slug[:limit]


def _chunks(block: Block) -> list[tuple[str, At]]:
    """A fenced block cut at blank lines: a diagram, an auction, a line of tags, each with its place."""
    chunks: list[tuple[str, At]] = []
    current: list[str] = []
    start = block.at.line
    for k, line in enumerate(block.text.split("\n")):
        if line.strip():
            if not current:
                start = block.at.line + k
            current.append(line)
        elif current:
            chunks.append(("\n".join(current), At(start, 1)))
            current = []
    if current:
        chunks.append(("\n".join(current), At(start, 1)))
    return chunks


def _seat(text: str, lang: str) -> str:
    for code in (lang, "en", "el", "ru", "pl"):
        try:
            return get_notation(code).parse_seat(text)
        except BridgeError:
            continue
    raise BridgeError(f"invalid dealer {text!r}: expected N, E, S or W")


def _vulnerability(text: str) -> str:
    word = fold(text.strip().strip(".,;"))
    if word in _VULNERABILITY:
        return _VULNERABILITY[word]
    raise BridgeError(f"invalid vulnerability {text.strip()!r}: expected None, NS, EW or All")


def _deal_data(layout: Layout) -> dict[str, Any]:
    hands = {
        seat: {s: layout.hands[seat].holding(s) for s in "SHDC"} for seat in "NESW" if seat in layout.hands
    }
    data: dict[str, Any] = {}
    if layout.kind != "full" or len(layout.hands) < 4:
        data["kind"] = "position"
    data["hands"] = hands
    return data


def _call_data(call: Call) -> Any:
    if call.replaces or call.note or call.seat:
        data: dict[str, Any] = {"call": call.text}
        for name in ("alert", "irregular", "replaces"):
            if getattr(call, name):
                data[name] = True
        if call.note:
            data["note"] = call.note
        if call.seat:
            data["seat"] = call.seat
        return data
    return call.label


def _claims(dealer: str, calls: list[Call]) -> dict[str, Any]:
    """What the engine finds in an auction, as claims it will check: the contract, the insufficient bids."""
    auction = analyse_auction(dealer, calls)
    claims: dict[str, Any] = {}
    if auction.passed_out:
        claims["passed_out"] = True
    elif (contract := auction.contract()) is not None:
        claims["contract"] = contract_name(contract)
        claims["declarer"] = contract.declarer
    found = auction.findings("insufficient")
    if found:
        claims["insufficient_bids"] = [
            {"call": f["call"], "lowest_sufficient": f["lowest_sufficient"]} for f in found
        ]
    return claims


@dataclass(frozen=True)
class MarkdownFormat:
    name: str = NAME
    summary: str = SUMMARY

    def run(self, docs: list[Document], options: Options, project: Project) -> ImportResult:
        result = ImportResult()
        problems: list[Problem] = []
        for doc in docs:
            try:
                result.merge(import_document(doc, options, project))
            except ImportFailure as failure:
                problems.extend(failure.problems)
        if problems:
            raise ImportFailure(problems)
        return result


def import_document(doc: Document, options: Options, project: Project) -> ImportResult:
    """One Markdown commentary: its source record, its units (`content/<source>/<lang>.yaml`) and
    its examples (`content/<source>/examples/<id>.<lang>.yaml`)."""
    meta, first = front_matter(doc, options)
    document = _document(doc, project)
    if taken := taken_source(project, meta.source, "commentary", document):
        raise ImportFailure([Problem(doc.path, *meta.source_at, f"front matter: {taken}")])
    result = ImportResult(warnings=list(meta.warnings))
    lines = doc.text.split("\n")[first - 1 :]
    blocks, problems = blocks_of(lines, first)
    reader = _Reader(doc, meta, project, result)
    reader.problems += [Problem(doc.path, p.line, p.col, p.message) for p in problems]
    if project.index(meta.edition) is None and project.root is not None:
        reader.problem(At(1, 1), f"no index of the {meta.edition} Laws (laws/{meta.edition}/index.yaml)")
    for block in blocks:
        reader.block(block)
    reader.finish()
    if reader.problems:
        raise ImportFailure(reader.problems)
    if not reader.units:
        raise ImportFailure([Problem(doc.path, first, 1, "no paragraph to make a commentary unit of")])
    record = dict(meta.record)
    if document is not None:
        record["document"] = document
    base = f"content/{meta.source}"
    result.files.update(source_file(project, record, result, replace=True))
    commentary = {"source": meta.source, "lang": meta.lang, "units": reader.units}
    result.files[f"{base}/{meta.lang}.yaml"] = dump_yaml(commentary, "commentary")
    for example_id, data in reader.examples.items():
        result.files[f"{base}/examples/{example_id}.{meta.lang}.yaml"] = dump_yaml(data, "example", 3)
    result.counts["units"] += sum(1 for unit in reader.units if "example" not in unit)
    result.counts["examples"] += len(reader.examples)
    result.counts["footnotes"] += sum(len(unit.get("footnotes", [])) for unit in reader.units)
    result.counts["refs"] += sum(
        1
        for unit in reader.units
        for ref in find_references(unit.get("text", ""), meta.lang, edition=meta.edition)
        if ref.kind == "law"
    )
    return result


def _document(doc: Document, project: Project) -> str | None:
    """The document's path under the project's content/ (what its source record names), if it is there."""
    if project.root is None:
        return None
    try:
        return Path(doc.path).resolve().relative_to((project.root / "content").resolve()).as_posix()
    except ValueError:
        return None


FORMAT = MarkdownFormat()
