"""Texts from the YAML made into safe HTML: references linked, a small Markdown subset rendered,
everything sanitised with nh3, then suit symbols coloured and glossary terms explained.

Order matters: references are linked in the raw text (their offsets are into it), Markdown is
rendered, nh3 removes whatever HTML a source smuggled in, and only then does this module add
its own markup, to text nodes outside links.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import markdown
import nh3
from markupsafe import Markup

from bridgelaws.kept import Kept, Last
from bridgelaws.model import Citation
from bridgelaws.model.schema import Concept, Correction
from bridgelaws.refs import annotate

from .glossary import Glossary

ALLOWED_TAGS = {"p", "br", "strong", "em", "b", "i", "ul", "ol", "li", "a", "sup", "sub", "code"}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "ol": {"start"}}
URL_SCHEMES = {"http", "https", "mailto"}

_BLOCKS_OFF = ("code", "hashheader", "setextheader", "hr", "quote", "reference")
_INLINE_OFF = (
    "backtick",
    "reference",
    "image_link",
    "image_reference",
    "short_reference",
    "short_image_ref",
    "autolink",
    "automail",
)
_TAG = re.compile(r"""(<(?:[^>"']|"[^"]*"|'[^']*')*>)""")
_HREF = re.compile(r'href="([^"]*)"')
_SUIT = re.compile(r"([♥♦])")


@dataclass(frozen=True)
class CitationLink:
    """Where a citation links to, the edition to show in its text when it is not the 2017 Laws, and
    what the link's title tells the reader (which code, why that one, and "23B is not a section …")."""

    href: str
    edition: str | None = None
    title: str | None = None


def _markdown() -> markdown.Markdown:
    md = markdown.Markdown(lazy_ol=False)
    for name in _BLOCKS_OFF:
        md.parser.blockprocessors.deregister(name)
    for name in _INLINE_OFF:
        md.inlinePatterns.deregister(name, strict=False)
    return md


@dataclass
class TextRenderer:
    """Renders text fields of one language; `glossary` explains its terms. A text shows on several
    pages (a unit on its source page and on its laws' pages): each rendering is kept, keyed by
    the linked text and everything else the result depends on, while builds ask for it (`rotate`,
    and `for_concepts`: the next build with the same glossary renders again only what changed)."""

    glossary: Glossary
    _done: Kept[Markup] = field(default_factory=Kept, init=False, repr=False)

    def __post_init__(self) -> None:
        self._md = _markdown()

    def markdown(self, text: str) -> str:
        """The Markdown subset as sanitised HTML (no links added, no decoration)."""
        self._md.reset()
        return nh3.clean(
            self._md.convert(text),
            tags=ALLOWED_TAGS,
            attributes=ALLOWED_ATTRIBUTES,
            url_schemes=URL_SCHEMES,
            link_rel=None,
        )

    def render(
        self,
        text: str,
        lang: str,
        citations: Iterable[Citation] = (),
        link: Callable[[Citation], CitationLink | None] | None = None,
        inline: bool = False,
        explain: bool = True,
        slips: Iterable[Correction] = (),
    ) -> Markup:
        """`text` as HTML: each citation a link (via `link`), glossary terms of `lang` explained
        (unless `explain` is false: the glossary's own definitions), each slip of the source kept as
        printed and followed by its reading ("zagrane go [zagranego]")."""
        editions: dict[str, str] = {}  # href → the edition a link shows in its text
        found: dict[int, CitationLink | None] = {}

        def target(citation: Citation) -> CitationLink | None:
            if id(citation) not in found:
                found[id(citation)] = link(citation) if link else None
            return found[id(citation)]

        def href(citation: Citation) -> str | None:
            got = target(citation)
            if got is None:
                return None
            if got.edition:
                editions[got.href] = got.edition
            return got.href

        def title(citation: Citation) -> str | None:
            got = target(citation)
            return got.title if got else None

        linked = annotate(text, list(citations), href, title) if link else text
        linked, marks = _hold_slips(linked, slips)
        key = (linked, lang, inline, explain, frozenset(editions.items()), tuple(marks))
        return self._done.get(key, lambda: self._rendered(linked, lang, inline, explain, editions, marks))

    def _rendered(
        self, linked: str, lang: str, inline: bool, explain: bool, editions: dict[str, str], marks: list[str]
    ) -> Markup:
        body = self.markdown(linked)
        if inline:  # one paragraph unwrapped; a longer text keeps its blocks (never half a tag pair)
            body = body.strip()
            if body.startswith("<p>") and body.endswith("</p>") and body.count("<p>") == 1:
                body = body[3:-4]
        return Markup(_put_slips(self._decorate(body, lang, editions, explain), marks))

    def rotate(self) -> None:
        """A build is over: keep the renderings it asked for, drop the rest."""
        self._done.rotate()

    def plain(self, text: str, lang: str) -> Markup:
        """A short text (a title, a heading, a term) escaped, its suits coloured, no Markdown."""
        return Markup(self._decorate(html.escape(text, quote=False), lang, {}, explain=False))

    def _decorate(self, body: str, lang: str, editions: dict[str, str], explain: bool = True) -> str:
        out: list[str] = []
        depth = 0  # inside <a> or <abbr>
        seen: set[str] = set()
        shown: list[str] = []  # the edition each open link shows at its end ("" for none)
        for part in _TAG.split(body):
            if not part:
                continue
            if part.startswith("<"):
                lowered = part.lower()
                if lowered.startswith("<a ") or lowered == "<a>":
                    depth += 1
                    href = _HREF.search(part)
                    target = html.unescape(href.group(1)) if href else ""
                    edition = editions.get(target)
                    if edition:
                        part = part[:-1] + ' class="bl-ref-edition">'
                    shown.append(edition or "")
                elif lowered == "</a>":
                    depth -= 1
                    edition = shown.pop() if shown else ""
                    if edition:
                        part = f'<span class="bl-edition">{html.escape(edition)}</span></a>'
                out.append(part)
                continue
            if depth == 0 and explain:
                out.extend(_colour(piece) for piece in _TAG.split(self.glossary.explain(part, lang, seen)))
            else:
                out.append(_colour(part))
        return "".join(out)


_RENDERER: Last[tuple[Concept, ...], TextRenderer] = Last()  # the last build's, by its glossary


def for_concepts(concepts: Iterable[Concept]) -> TextRenderer:
    """The renderer of a build whose glossary holds `concepts`: the last build's, with what it
    rendered, when the glossary is the same (a rebuild under `serve`); else a new one."""
    held = tuple(concepts)
    return _RENDERER.get(held, lambda: TextRenderer(Glossary(held)))


_HELD = "\ue000{}\ue001"  # where a slip stands while the text is rendered (private-use characters)


def _hold_slips(text: str, slips: Iterable[Correction]) -> tuple[str, list[str]]:
    """`text` with the first occurrence of each slip's printed words replaced by a placeholder, and
    the HTML each placeholder stands for: the printed words, marked, then the reading."""
    marks: list[str] = []
    for slip in slips:
        at = text.find(slip.printed)
        if at < 0 or slip.reading is None:
            continue
        note = html.escape(slip.note)
        marks.append(
            f'<span class="bl-slip" title="{note}">{html.escape(slip.printed)}</span>'
            f'<span class="bl-reading" title="{note}"> [{html.escape(slip.reading)}]</span>'
        )
        text = text[:at] + _HELD.format(len(marks) - 1) + text[at + len(slip.printed) :]
    return text, marks


def _put_slips(body: str, marks: list[str]) -> str:
    for i, mark in enumerate(marks):
        body = body.replace(_HELD.format(i), mark)
    return body


def _colour(piece: str) -> str:
    """Red hearts and diamonds in a text piece (a tag is left alone)."""
    return piece if piece.startswith("<") else _SUIT.sub(r'<span class="bl-red">\1</span>', piece)


def plain_title(text: str) -> str:
    """A title as plain text: tags (and scripts) dropped, and no angle brackets left, since the
    theme copies a page's title into `<title>` unescaped."""
    text = html.unescape(nh3.clean(text, tags=set()))
    return text.replace("<", "‹").replace(">", "›")


def md_escape(text: str) -> str:
    """`text` safe as inline Markdown (a heading): HTML escaped, Markdown characters escaped."""
    text = html.escape(text, quote=False)
    return re.sub(r"([\\`*_{}\[\]()#+\-.!|])", r"\\\1", text)
