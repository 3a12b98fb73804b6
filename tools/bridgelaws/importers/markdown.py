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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bridgelaws.bridge.claims import validate_example
from bridgelaws.model.problems import Problem
from bridgelaws.model.schema import LANGS, id_problem
from bridgelaws.refs import find_references

from .commentary import cited_laws, commentary_file, example_file, example_head, fold, unit_data
from .frontmatter import FrontMatter, front_matter
from .located import At, screen
from .mdblocks import Block, blocks_of
from .mdcards import Cards
from .project import Project, source_file, taken_source
from .report import Document, ImportFailure, ImportResult, Options

NAME = "markdown"
SUMMARY = "a commentary written in Markdown: front matter, law headings, examples with diagrams"

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
_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


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
        self.cards = Cards(doc.path, meta.lang, result, self.problem)

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
            screen(self.result, self.doc.path, block.text, block.where)
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

    def paragraph(self, block: Block) -> None:
        text, footnotes = self.footnoted(block)
        laws = cited_laws(self.laws, text, self.meta.lang, self.meta.edition)
        data = unit_data(self.next_id(self.base), laws, text, heading=self.heading)
        self.heading = None
        if footnotes:
            data["footnotes"] = footnotes
        self.units.append(data)

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
        text = " ".join([*example.narrative, *example.question, *example.ruling])
        laws = cited_laws(example.laws, text, self.meta.lang, self.meta.edition)
        data = example_head(example.id, self.meta.source, self.meta.lang, example.number, laws, example.title)
        if not example.number:
            del data["number"]
        data["narrative"] = "\n\n".join(example.narrative)
        where = self.cards.read(example.id, example.code, data)
        for part in ("question", "ruling"):
            if getattr(example, part):
                data[part] = "\n\n".join(getattr(example, part))
        for path, message in validate_example(data):
            key = str(path[0]) if path else ""
            at = where.get(key, example.heading.at)
            self.problem(at, f"example {example.id}: {'.'.join(map(str, path))}: {message}")
        self.examples[example.id] = data
        self.units.append({"id": example.id, "example": example.id})

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
    result.files.update(source_file(project, record, result, replace=True))
    result.files.update(commentary_file(meta.source, meta.lang, reader.units, meta.lang))
    for data in reader.examples.values():
        result.files.update(example_file(meta.source, data, meta.lang))
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
