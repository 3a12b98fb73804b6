"""Loading the whole knowledge base: find the files, validate each, check them against each other.

`load(root)` is the one call the site, the search, the CLI and the tests use; nothing else reads YAML.

Each file is read by a `Reader` (reader.py), which re-parses only the files whose bytes changed;
linking, which spans files, runs again when any file changed (`snapshot.py`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from bridgelaws.kept import Last

from . import keptentries
from . import schema as s
from .entries import (
    AmendmentEntry,
    CommentaryEntry,
    DefinitionsEntry,
    ExampleEntry,
    FlowEntry,
    LawTextEntry,
)
from .flowcheck import check_flows
from .flowschema import RulingFlow
from .kb import KnowledgeBase
from .lawdata import check_law_data, read_amendments, read_changes
from .link import link, passages
from .problems import KnowledgeBaseError, Problem
from .rawhtml import check_raw_html
from .reader import Reader, keeping_last_good
from .snapshot import Snapshot, snapshot
from .yamlfile import YamlDocument

_LAW_FILE = re.compile(r"^law-(\d{1,2})\.yaml$")
DEFINITIONS = "definitions.yaml"  # beside the law texts of an edition and language
RULINGS = "rulings"  # content/rulings/<id>.yaml: the ruling flows
_NATURAL = re.compile(r"(\d+)")


@dataclass(frozen=True)
class LoadResult:
    """A knowledge base built from everything that validated, and every problem found."""

    kb: KnowledgeBase
    problems: list[Problem]


def _natural_key(path: Path) -> list[object]:
    return [int(part) if part.isdigit() else part for part in _NATURAL.split(path.name)]


def _yaml_files(folder: Path) -> Iterator[Path]:
    if folder.is_dir():
        yield from sorted(folder.glob("*.yaml"), key=_natural_key)


_LOADED: Last[tuple[Path, bool, Snapshot], LoadResult] = Last()  # this process's last load


def load_with_problems(root: str | Path = ".") -> LoadResult:
    """Read and check everything under `root`; never raises for bad content. Loaded again only when
    something under `laws/` or `content/` changed since this process's last load of the same root
    (`snapshot`): then the very same result is given."""
    root = Path(root).resolve()
    last = _LOADED.key
    now = root, keeping_last_good(), snapshot(root, last[2] if last is not None and last[0] == root else ())
    return _LOADED.get(now, lambda: _load(root))


def _load(root: Path) -> LoadResult:
    reader = Reader(root)

    sources: dict[str, s.Source] = {}
    source_docs: dict[str, YamlDocument] = {}
    broken: set[str] = set()  # sources whose own file is invalid: their folders are not blamed again
    for path in _yaml_files(root / "content" / "sources"):
        source, doc = reader.read(path, s.Source)
        if source is None or doc is None:
            broken.add(path.stem)
            continue
        if source.id != path.stem:
            reader.complain(doc, ("id",), f"source id '{source.id}' differs from the file name '{path.stem}'")
        if source.id in sources:
            reader.complain(doc, ("id",), f"duplicate source id '{source.id}'")
        sources[source.id] = source
        source_docs[source.id] = doc
        if source.document and not (root / "content" / source.document).is_file():
            reader.complain(doc, ("document",), f"document '{source.document}' not found under content/")

    indexes: dict[str, s.LawIndex] = {}
    law_texts: list[LawTextEntry] = []
    definitions: list[DefinitionsEntry] = []
    amendments: list[AmendmentEntry] = []
    for edition in _edition_folders(root / "laws"):
        folder = root / "laws" / edition
        index_path = folder / "index.yaml"
        if index_path.is_file():
            index, doc = reader.read(index_path, s.LawIndex)
            if index is not None and doc is not None:
                _check_index(reader, doc, index, edition)
                indexes[edition] = index
        amendments.extend(read_amendments(reader, folder, edition))
        for lang in s.LANGS:
            for path in _yaml_files(folder / lang):
                if path.name == DEFINITIONS:
                    found = _read_definitions(reader, path, edition, lang, sources)
                    definitions.extend([found] if found else [])
                    continue
                entry = _read_law_text(reader, path, edition, lang, sources)
                if entry is not None:
                    law_texts.append(entry)

    concordance: list[s.ConcordanceEntry] = []
    concordance_path = root / "laws" / "concordance.yaml"
    if concordance_path.is_file():
        record, doc = reader.read(concordance_path, s.Concordance)
        if record is not None and doc is not None:
            for i, entry in enumerate(record.entries):
                if entry.source not in sources:
                    reader.complain(doc, ("entries", i, "source"), f"unknown source '{entry.source}'")
            concordance = list(record.entries)

    concepts: list[s.Concept] = []
    seen_concepts: set[str] = set()
    for path in _yaml_files(root / "content" / "glossary"):
        record, doc = reader.read(path, s.GlossaryFile)
        if record is None or doc is None:
            continue
        for i, concept in enumerate(record.concepts):
            if concept.id in seen_concepts:
                reader.complain(doc, ("concepts", i, "id"), f"duplicate concept id '{concept.id}'")
            seen_concepts.add(concept.id)
            concepts.append(concept)

    commentary, examples = _read_sources(reader, root, sources, broken)
    flows = _read_flows(reader, root)

    kb = KnowledgeBase(
        root=str(root),
        sources=MappingProxyType(sources),
        indexes=MappingProxyType(indexes),
        law_texts=tuple(law_texts),
        commentary=tuple(commentary),
        examples=tuple(examples),
        concepts=tuple(concepts),
        concordance=tuple(concordance),
        definitions=tuple(definitions),
        amendments=tuple(amendments),
        law_changes=tuple(read_changes(reader, root / "laws")),
        flows=tuple(flows),
    )
    _check_law_lists(reader, kb)
    check_law_data(reader, kb)
    _check_corrections(reader, kb)
    placed = list(passages(kb))  # every passage with its file and places, made once for both
    kb = link(kb, reader, placed)
    check_flows(reader, kb)
    check_raw_html(placed, reader)
    reader.forget_unread()
    keptentries.rotate()
    return LoadResult(kb, sorted(set(reader.problems)))


def load(root: str | Path = ".") -> KnowledgeBase:
    """Load the knowledge base under `root`; raise KnowledgeBaseError listing every problem."""
    result = load_with_problems(root)
    if result.problems:
        raise KnowledgeBaseError(result.problems)
    return result.kb


def _edition_folders(laws: Path) -> list[str]:
    """The editions under `laws/`: folders named by a year, oldest first."""
    if not laws.is_dir():
        return []
    return sorted(p.name for p in laws.iterdir() if p.is_dir() and re.fullmatch(r"(19|20)[0-9]{2}", p.name))


def _check_index(reader: Reader, doc: YamlDocument, index: s.LawIndex, edition: str) -> None:
    if index.edition != edition:
        reader.complain(doc, ("edition",), f"edition '{index.edition}' in the folder of edition {edition}")
    seen: set[int] = set()
    for i, law in enumerate(index.laws):
        if law.number in seen:
            reader.complain(doc, ("laws", i, "number"), f"law {law.number} listed twice")
        seen.add(law.number)
        duplicates = {x for x in law.sections if law.sections.count(x) > 1}
        for section in sorted(duplicates):
            reader.complain(doc, ("laws", i, "sections"), f"section '{section}' listed twice")


def _read_law_text(
    reader: Reader, path: Path, edition: str, lang: str, sources: dict[str, s.Source]
) -> LawTextEntry | None:
    match = _LAW_FILE.match(path.name)
    text, doc = reader.read(path, s.LawText)
    if text is None or doc is None:
        return None
    if not match or int(match.group(1)) != text.law:
        reader.complain(
            doc, ("law",), f"law {text.law} in a file named '{path.name}' (expected law-{text.law:02d}.yaml)"
        )
    _check_placed(reader, doc, text, edition, lang, sources)
    return LawTextEntry(text, reader.located(doc, ()))


def _read_definitions(
    reader: Reader, path: Path, edition: str, lang: str, sources: dict[str, s.Source]
) -> DefinitionsEntry | None:
    record, doc = reader.read(path, s.Definitions)
    if record is None or doc is None:
        return None
    _check_placed(reader, doc, record, edition, lang, sources)
    return DefinitionsEntry(record, reader.located(doc, ()))


def _check_placed(
    reader: Reader,
    doc: YamlDocument,
    record: s.LawText | s.Definitions,
    edition: str,
    lang: str,
    sources: dict[str, s.Source],
) -> None:
    """A file under `laws/<edition>/<lang>/` says that edition and language, and names a known source."""
    if record.edition != edition or record.lang != lang:
        reader.complain(
            doc, ("edition",), f"edition/lang {record.edition}/{record.lang} stored under {edition}/{lang}"
        )
    if record.source not in sources:
        reader.complain(
            doc, ("source",), f"unknown source '{record.source}' (expected one of content/sources/)"
        )


def _read_sources(
    reader: Reader, root: Path, sources: dict[str, s.Source], broken: set[str]
) -> tuple[list[CommentaryEntry], list[ExampleEntry]]:
    commentary: list[CommentaryEntry] = []
    examples: list[ExampleEntry] = []
    content = root / "content"
    folders = sorted(p for p in content.iterdir() if p.is_dir()) if content.is_dir() else []
    for folder in folders:
        if folder.name in {"sources", "glossary", "originals", RULINGS} or folder.name in broken:
            continue
        if folder.name not in sources:
            reader.problems.append(
                Problem(
                    reader.display(folder),
                    1,
                    1,
                    f"folder of unknown source '{folder.name}' "
                    "(expected a matching content/sources/<id>.yaml)",
                )
            )
            continue
        seen_units: set[tuple[str, str]] = set()
        for path in _yaml_files(folder):
            record, doc = reader.read(path, s.CommentaryFile)
            if record is None or doc is None:
                continue
            _check_membership(reader, doc, record.source, record.lang, folder.name, sources)
            for i, unit in enumerate(record.units):
                key = (record.lang, unit.id)
                if key in seen_units:
                    reader.complain(doc, ("units", i, "id"), f"duplicate unit id '{unit.id}' ({record.lang})")
                seen_units.add(key)
            commentary.extend(keptentries.commentary(reader, doc, record, len(commentary)))
        seen_examples: set[tuple[str, str]] = set()
        for path in _yaml_files(folder / "examples"):
            example, doc = reader.read(path, s.Example, check=True)
            if example is None or doc is None:
                continue
            _check_membership(reader, doc, example.source, example.lang, folder.name, sources)
            key = (example.lang, example.id)
            if key in seen_examples:
                reader.complain(doc, ("id",), f"duplicate example id '{example.id}' ({example.lang})")
            seen_examples.add(key)
            examples.append(keptentries.example(reader, doc, example, len(examples)))
    return _place_examples(reader, commentary, examples), examples


def _read_flows(reader: Reader, root: Path) -> list[FlowEntry]:
    """The ruling flows (`content/rulings/*.yaml`), each checked later against the rest (flowcheck)."""
    flows: list[FlowEntry] = []
    seen: set[str] = set()
    for path in _yaml_files(root / "content" / RULINGS):
        flow, doc = reader.read(path, RulingFlow)
        if flow is None or doc is None:
            continue
        if flow.id in seen:
            reader.complain(doc, ("id",), f"duplicate flow id '{flow.id}'")
            continue
        seen.add(flow.id)
        locs: list[tuple[str | int, ...]] = [("steps", i, "derive") for i, st in enumerate(flow.steps)]
        for i, outcome in enumerate(flow.outcomes):
            locs += [("outcomes", i, "examples", j) for j, _ in enumerate(outcome.examples)]
        places = MappingProxyType({loc: doc.where(loc) for loc in locs})
        flows.append(FlowEntry(flow, reader.located(doc, ()), places))
    return flows


def _place_examples(
    reader: Reader, commentary: list[CommentaryEntry], examples: list[ExampleEntry]
) -> list[CommentaryEntry]:
    """Units that place an example: the example must exist (same source and language; a unit placing
    one that does not is reported and left out, so no page shows it empty), the unit holds no text of
    its own, and its laws are the example's unless it names them."""
    by_key = {(e.example.source, e.example.lang, e.example.id): e.example for e in examples}
    placed: list[CommentaryEntry] = []
    for entry in commentary:
        unit = entry.unit
        if unit.example is not None:
            doc = reader.documents[entry.at.path]
            example = by_key.get((entry.source, entry.lang, unit.example))
            if example is None:
                known = sorted(i for s_, lg, i in by_key if (s_, lg) == (entry.source, entry.lang))
                message = f"no example '{unit.example}' of {entry.source} in '{entry.lang}'"
                reader.complain(doc, entry.at.loc + ("example",), message + f" (known: {', '.join(known)})")
                continue
            if unit.text.strip():
                reader.complain(doc, entry.at.loc + ("text",), "a unit placing an example has no text")
            if not unit.laws:
                entry = keptentries.with_laws(entry, example)
        placed.append(entry)
    return placed


def _check_membership(
    reader: Reader, doc: YamlDocument, source: str, lang: str, folder: str, sources: dict[str, s.Source]
) -> None:
    if source != folder:
        reader.complain(doc, ("source",), f"source '{source}' in the folder of source '{folder}'")
    elif lang not in sources[source].languages:
        reader.complain(
            doc,
            ("lang",),
            f"language '{lang}' is not among the source's languages {sources[source].languages}",
        )


_TEXT_FIELDS = {"text", "heading", "title", "narrative", "question", "ruling", "irregularity", "note"}


def _check_corrections(reader: Reader, kb: KnowledgeBase) -> None:
    """A slip marked in a text field must stand in that field as printed (a data path such as
    deal.hands.N.D is the engine's to check); its `reading` is what the site shows after it."""
    records = [(e.at, e.unit) for e in kb.commentary] + [(e.at, e.example) for e in kb.examples]
    for at, record in records:
        for i, correction in enumerate(record.corrections):
            if correction.path.rsplit(".", 1)[-1] not in _TEXT_FIELDS:
                continue
            value = _at_path(record.model_dump(), correction.path)
            doc, loc = reader.documents[at.path], at.loc + ("corrections", i)
            if not isinstance(value, str):
                reader.complain(doc, loc + ("path",), f"no text at '{correction.path}'")
            elif correction.printed not in value:
                message = f"'{correction.printed}' is not in {correction.path}"
                reader.complain(doc, loc + ("printed",), message)
            elif correction.reading is None:
                reader.complain(doc, loc, "a slip in a text needs its reading")


def _at_path(data: object, path: str) -> object:
    """The value at a dotted path ("footnotes.0.text") of dumped data, None where there is none."""
    for part in path.split("."):
        if isinstance(data, list) and part.isdigit() and int(part) < len(data):
            data = data[int(part)]
        elif isinstance(data, dict):
            data = data.get(part)
        else:
            return None
    return data


def _check_law_lists(reader: Reader, kb: KnowledgeBase) -> None:
    """Every `laws:` entry must name a law or section of the edition it is about."""

    def check(doc_path: str, loc: tuple[str | int, ...], refs: list[str], edition: str) -> None:
        doc = reader.documents[doc_path]
        for i, ref in enumerate(refs):
            if edition in kb.indexes and not kb.has_law(edition, ref):
                reader.complain(doc, loc + (i,), f"law {ref} is not in the {edition} law index")

    for entry in kb.commentary:
        check(entry.at.path, entry.at.loc + ("laws",), entry.unit.laws, kb.sources[entry.source].edition)
    for entry in kb.examples:
        edition = kb.sources[entry.example.source].edition
        check(entry.at.path, ("laws",), entry.example.laws, edition)
    for path, doc in reader.documents.items():
        if path.startswith("content/glossary/"):
            for i, concept in enumerate(doc.data.get("concepts", [])):
                check(path, ("concepts", i, "laws"), concept.get("laws", []), kb.current_edition)
    for i, entry in enumerate(kb.concordance):
        for key, end in (("from", entry.from_), ("to", entry.to)):
            edition, ref = end.split("/", 1)
            if edition not in kb.indexes:
                message = f"{end}: no index of the {edition} Laws (laws/{edition}/index.yaml)"
            elif not kb.has_law(edition, ref):
                message = f"{end}: law {ref} is not in the {edition} law index"
            else:
                continue
            reader.complain(reader.documents["laws/concordance.yaml"], ("entries", i, key), message)
    for source in kb.sources.values():
        doc = reader.documents.get(f"content/sources/{source.id}.yaml")
        if doc is not None and source.edition not in kb.indexes:
            reader.complain(
                doc, ("edition",), f"no index of the {source.edition} Laws (laws/{source.edition}/index.yaml)"
            )
