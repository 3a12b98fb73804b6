"""Generate a scaled knowledge base (×N the real one) for the benchmarks.

    python bench/generate.py --scale 10 --out bench/out/x10

The result is valid YAML that passes `bridgelaws check`: the real law indexes, law texts in
3 editions × 4 languages for all 93 laws, commentary units, examples with real random deals
and legal auctions, and a glossary — its text drawn from the sources' own vocabularies
(word sequences of the real corpus per language) so analysis and stemming do real work.
"""

from __future__ import annotations

import argparse
import random
import shutil
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("en", "pl", "el", "ru")
EDITIONS = ("1997", "2007", "2017")
SEATS = "NESW"
STRAINS = ("C", "D", "H", "S", "NT")


class _Written(yaml.SafeDumper):
    """Every value written out where it is used: the knowledge base refuses YAML anchors and aliases
    (a value the generator shares between records would otherwise be written once, as `&id001`)."""

    def ignore_aliases(self, data: object) -> bool:
        return True


def _dump(path: Path, data: object, schema: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    depth = len(path.relative_to(_dump.root).parts) - 1  # type: ignore[attr-defined]
    header = f"# yaml-language-server: $schema={'../' * depth}tools/schemas/{schema}.schema.json\n"
    text = yaml.dump(data, Dumper=_Written, allow_unicode=True, sort_keys=False, width=100)
    path.write_text(header + text, encoding="utf-8")


class Vocabulary:
    """Sentences made of the real corpus's word runs, per language."""

    def __init__(self, texts: dict[str, list[str]], rng: random.Random):
        self.rng = rng
        self.words = {lang: [w for t in ts for w in t.split()] or ["text"] for lang, ts in texts.items()}

    def sentence(self, lang: str, length: int = 18) -> str:
        """A run of real words, with any law reference in it taken out (it may not exist here)."""
        from bridgelaws.refs import find_references

        words = self.words.get(lang) or self.words["en"]
        start = self.rng.randrange(max(1, len(words) - length))
        text = " ".join(words[start : start + length])
        for reference in reversed(find_references(text, lang)):
            text = text[: reference.start] + text[reference.end :]
        return text

    def paragraph(self, lang: str, sentences: int = 3) -> str:
        return " ".join(self.sentence(lang) for _ in range(sentences))


def _random_deal(rng: random.Random) -> dict[str, dict[str, str]]:
    cards = [(s, r) for s in "SHDC" for r in "AKQJT98765432"]
    rng.shuffle(cards)
    hands = {}
    for i, seat in enumerate(SEATS):
        hand = cards[i * 13 : (i + 1) * 13]
        hands[seat] = {s: "".join(r for r in "AKQJT98765432" if (s, r) in hand) for s in "SHDC"}
    return hands


def _random_auction(rng: random.Random) -> tuple[str, list[str]]:
    dealer = rng.choice(SEATS)
    calls: list[str] = []
    level, strain = 0, -1
    while len(calls) < 12:
        if rng.random() < 0.45 or level == 7:
            calls.append("Pass")
        else:
            strain += 1 + rng.randrange(2)
            if strain >= len(STRAINS):
                level, strain = level + 1, strain - len(STRAINS)
            level = max(level, 1)
            calls.append(f"{level}{STRAINS[strain]}")
        if len(calls) >= 4 and calls[-3:] == ["Pass"] * 3 and any(c != "Pass" for c in calls):
            break
    if all(c == "Pass" for c in calls) or calls[-3:] != ["Pass"] * 3:
        calls += ["Pass"] * 3
    return dealer, calls


def generate(scale: int, out: Path, seed: int = 2017) -> dict[str, int]:
    """Write a ×`scale` corpus into `out`; return counts of what was written."""
    from bridgelaws import load

    kb = load(ROOT)
    rng = random.Random(seed)
    texts: dict[str, list[str]] = {lang: [] for lang in LANGS}
    for passage in kb.passages.values():
        texts.setdefault(passage.lang, []).append(passage.text)
    vocab = Vocabulary(texts, rng)
    if out.exists():
        shutil.rmtree(out)
    _dump.root = out  # type: ignore[attr-defined]
    shutil.copytree(ROOT / "laws", out / "laws")
    shutil.copytree(ROOT / "content", out / "content")
    index = kb.indexes["2017"]
    counts = {"law_texts": 0, "units": 0, "examples": 0, "concepts": 0}

    for edition in EDITIONS:
        if not (out / "laws" / edition / "index.yaml").exists():
            _dump(
                out / "laws" / edition / "index.yaml",
                {"edition": edition, **index.model_dump(exclude={"edition"}, exclude_defaults=True)},
                "law-index",
            )
        for lang in LANGS:
            for law in index.laws:
                target = out / "laws" / edition / lang / f"law-{law.number:02d}.yaml"
                if target.exists():
                    continue
                sections = [
                    {"id": s, "text": vocab.paragraph(lang, 2)} for s in law.sections if s.isalpha()
                ] or [{"id": "A", "text": vocab.paragraph(lang, 2)}]
                _dump(
                    target,
                    {
                        "edition": edition,
                        "lang": lang,
                        "law": law.number,
                        "title": (law.titles.get(lang) or law.titles["en"]).text,
                        "source": "bench-corpus",
                        "sections": sections,
                    },
                    "law-text",
                )
                counts["law_texts"] += 1

    _dump(
        out / "content/sources/bench-corpus.yaml",
        {
            "id": "bench-corpus",
            "title": "Generated benchmark corpus",
            "kind": "commentary",
            "languages": list(LANGS),
            "edition": "2017",
        },
        "source",
    )
    numbers = [law.number for law in index.laws]
    units_per_file = 50
    for f in range(scale * 2):
        lang = LANGS[f % len(LANGS)]
        units = []
        for u in range(units_per_file):
            law = rng.choice(numbers)
            units.append(
                {
                    "id": f"u{f:04d}-{u:02d}",
                    "laws": [str(law)],
                    "text": f"Law {law}: " + vocab.paragraph(lang, 3),
                }
            )
        _dump(
            out / "content/bench-corpus" / f"part-{f:04d}-{lang}.yaml",
            {"source": "bench-corpus", "lang": lang, "units": units},
            "commentary",
        )
        counts["units"] += len(units)
    for e in range(scale * 20):
        lang = LANGS[e % len(LANGS)]
        dealer, calls = _random_auction(rng)
        _dump(
            out / "content/bench-corpus/examples" / f"ex-{e:05d}.yaml",
            {
                "id": f"ex-{e:05d}",
                "source": "bench-corpus",
                "lang": lang,
                "number": str(e),
                "laws": [str(rng.choice(numbers))],
                "title": f"Example {e}",
                "narrative": vocab.paragraph(lang, 2),
                "question": vocab.sentence(lang),
                "ruling": vocab.paragraph(lang, 2),
                "deal": {
                    "dealer": dealer,
                    "vulnerable": rng.choice(["none", "ns", "ew", "all"]),
                    "hands": _random_deal(rng),
                },
                "auction": {"dealer": dealer, "calls": calls},
            },
            "example",
        )
        counts["examples"] += 1
    concepts = []
    for c in range(scale * 6):
        base = kb.concepts[c % len(kb.concepts)]
        concepts.append(
            {
                "id": f"{base.id}-{c}",
                "terms": {k: list(v) for k, v in base.terms.items()},
                "definition": base.definition,
                "laws": list(base.laws),
            }
        )
    _dump(out / "content/glossary/bench.yaml", {"concepts": concepts}, "glossary")
    counts["concepts"] = len(concepts)
    return counts


def with_site(scale: int, out: Path) -> Path:
    """A corpus `scale` times the real one under `out`, with a mkdocs.yml that builds its site (the
    repository's, with the repository's docs_dir); ×1 is the repository itself. Returns the corpus."""
    if scale == 1:
        return ROOT
    generate(scale, out)
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8").replace("docs_dir: ", f"docs_dir: {ROOT}/", 1)
    (out / "mkdocs.yml").write_text(text, encoding="utf-8")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=int, default=10)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    out = args.out or ROOT / "bench" / "out" / f"x{args.scale}"
    counts = generate(args.scale, out)
    print(f"wrote ×{args.scale} corpus to {out}: " + ", ".join(f"{k} {v}" for k, v in counts.items()))


if __name__ == "__main__":
    main()
