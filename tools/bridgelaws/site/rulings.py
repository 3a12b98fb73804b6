"""The ruling flows' pages: `/rulings/` lists them, `/rulings/<id>/` walks one.

A flow's page is a whole decision tree in HTML — every step a section whose choices link to the
next step or outcome — so it reads and works without a script; `assets/rulings.js` then shows one
step at a time, keeps the path so far (each step can be changed), copies the ruling as text and
shares the path as a link. The script gets the graph from a JSON block the build writes (keys and
values only: every word it shows is already in the page). The flows' words are the content's; the
interface's come from the catalogue (`bridgelaws.rulings.words`), in the four languages of the site.
"""

from __future__ import annotations

import json
from typing import Any

from markupsafe import Markup
from mkdocs.utils import get_relative_url

from bridgelaws.model.flowschema import RulingFlow, Step
from bridgelaws.model.schema import LANGS
from bridgelaws.rulings.view import commentary_on, example_refs
from bridgelaws.rulings.words import MESSAGES, every_language

from .context import Context, PageRenderer
from .links import Links
from .pages import example_path, law_path, ruling_path, source_path

CSS = "assets/bridgelaws/rulings.css"
JS = "assets/bridgelaws/rulings.js"
SHORT = {"en": "EN", "pl": "PL", "el": "ΕΛ", "ru": "РУ"}


def words(keys: tuple[str, ...] | None = None) -> dict[str, dict[str, str]]:
    """The interface's words (all of them, or `keys`), by key and language."""
    return {key: every_language(key) for key in keys or tuple(MESSAGES)}


def index_page(renderer: PageRenderer, ctx: Context) -> dict[str, Any]:
    """The rulings index's data, with its script."""
    return FlowPages(renderer).index(ctx.links) | {"script": get_relative_url(JS, ctx.links.url)}


def flow_page(renderer: PageRenderer, ctx: Context, flow_id: str) -> dict[str, Any]:
    """A flow's page data, with its script."""
    return FlowPages(renderer).flow(ctx.links, flow_id) | {"script": get_relative_url(JS, ctx.links.url)}


class FlowPages:
    """Page data for the rulings index and each flow, from one renderer (its text and links)."""

    def __init__(self, renderer: PageRenderer) -> None:
        self.renderer = renderer
        self.kb = renderer.kb

    def texts(self, texts: dict[str, str] | None) -> dict[str, Markup]:
        """A text of a flow in each language: escaped, suits coloured."""
        return {
            lang: self.renderer.text.plain(texts[lang], lang) for lang in LANGS if texts and lang in texts
        }

    def laws(self, links: Links, refs: list[str]) -> list[dict[str, str | None]]:
        return [{"ref": ref, "href": links.law(ref)} for ref in refs]

    def index(self, links: Links) -> dict[str, Any]:
        flows = []
        for entry in self.renderer.sitemap.flows:
            flow = entry.flow
            flows.append(
                {
                    "id": flow.id,
                    "href": links.to(ruling_path(flow.id)),
                    "title": self.texts(flow.title),
                    "summary": self.texts(flow.summary),
                    "laws": [{"number": n, "href": links.to(law_path(n))} for n in flow.laws],
                }
            )
        return {"flows": flows, "w": words(), "short": SHORT}

    def flow(self, links: Links, flow_id: str) -> dict[str, Any]:
        entry = self.kb.flow(flow_id)
        assert entry is not None
        flow = entry.flow
        steps = [self._step(links, flow, step) for step in flow.steps if step.kind != "call"]
        outcomes = [self._outcome(links, flow, o) for o in flow.outcomes]
        graph = {
            "flow": flow.id,
            "start": shown_key(flow, flow.steps[0].key),
            "steps": {
                s.key: {c.value: shown_key(flow, c.next) for c in s.choices}
                for s in flow.steps
                if s.kind != "call"
            },
            "outcomes": [o.id for o in flow.outcomes],
        }
        return {
            "flow": flow,
            "title": self.texts(flow.title),
            "summary": self.texts(flow.summary),
            "laws": [{"number": n, "href": links.to(law_path(n))} for n in flow.laws],
            "steps": steps,
            "outcomes": outcomes,
            "unreviewed": [lang for lang in LANGS if lang not in flow.reviewed],
            "graph": Markup(_script_json(graph)),
            "w": words(),
            "short": SHORT,
            "index_href": links.to("rulings/index.md"),
        }

    def _step(self, links: Links, flow: RulingFlow, step: Step) -> dict[str, Any]:
        choices = []
        for choice in step.choices:
            target = shown_key(flow, choice.next)
            labels = choice.label or every_language(choice.value)
            choices.append(
                {"value": choice.value, "label": self.texts(labels), "href": f"#{anchor(flow, target)}"}
            )
        return {
            "key": step.key,
            "anchor": anchor(flow, step.key),
            "judgement": step.kind == "judgement",
            "engine": step.derive is not None,
            "question": self.texts(step.question),
            "test": self.texts(step.test),
            "note": self.texts(step.note),
            "provisions": self.laws(links, list(step.provisions)),
            "units": self._units(links, step.see.commentary),
            "examples": self._examples(links, step.see.examples),
            "choices": choices,
        }

    def _outcome(self, links: Links, flow: RulingFlow, outcome: Any) -> dict[str, Any]:
        units = commentary_on(self.kb, list(outcome.provisions), flow.edition)
        refs = list(dict.fromkeys(f"{e.source}/{e.unit.id}" for e in units))
        follow = self.kb.flow(outcome.continue_) if outcome.continue_ else None
        return {
            "id": outcome.id,
            "anchor": anchor(flow, outcome.id),
            "text": self.texts(outcome.text),
            "provisions": self.laws(links, list(outcome.provisions)),
            "examples": self._examples(links, example_refs(outcome)),
            "units": self._units(links, refs),
            "continue": None
            if follow is None
            else {"href": links.to(ruling_path(follow.flow.id)), "title": self.texts(follow.flow.title)},
        }

    def _units(self, links: Links, refs: list[str]) -> list[dict[str, Any]]:
        found = []
        for ref in refs:
            versions = self.kb.units_by_ref(ref)
            if not versions:
                continue
            unit = versions[0]
            source = self.kb.sources[unit.source]
            label = f"{source.title} · {unit.unit.number or unit.unit.id}"
            found.append(
                {
                    "label": label,
                    "href": links.to(source_path(unit.source), unit.unit.id),
                    "langs": sorted({v.lang for v in versions}, key=LANGS.index),
                }
            )
        return found

    def _examples(self, links: Links, refs: list[str]) -> list[dict[str, Any]]:
        """Each example under its title in each language (its own version, else English, else the
        first held), with its source's title."""
        found = []
        for ref in refs:
            versions = {e.example.lang: e.example for e in self.kb.example_by_ref(ref)}
            if not versions:
                continue
            first = versions.get("en") or next(iter(versions.values()))
            titles = {lang: (versions.get(lang) or first).title for lang in LANGS}
            found.append(
                {
                    "title": self.texts(titles),
                    "source": self.kb.sources[first.source].title,
                    "href": links.to(example_path(first.source, first.id)),
                }
            )
        return found


def shown_key(flow: RulingFlow, key: str) -> str:
    """Where a choice leads on the page: past the `call` steps, which the page does not ask (the
    engine reads a call; the command line takes it)."""
    steps = {step.key: step for step in flow.steps}
    while key in steps and steps[key].kind == "call":
        key = steps[key].next or ""
    return key


def anchor(flow: RulingFlow, key: str) -> str:
    return f"outcome-{key}" if key in {o.id for o in flow.outcomes} else f"step-{key}"


def _script_json(data: Any) -> str:
    """JSON safe inside a <script> element."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
