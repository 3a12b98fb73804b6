"""The interface's words for the scripts in the browser: the runtime (`BLWords`, from
`bridgelaws/i18n/words.js`) on every page, and one file of words per language made from the
catalogue (`bridgelaws.i18n.script`), which a page loads for each language it speaks.

Every page gets the runtime (a word it has no file for shows in English, the message id); the study
pages load every language (their switch changes language in place). A page rendered in another
language loads `data_path(lang)` after the runtime.
"""

from __future__ import annotations

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File
from mkdocs.utils import get_relative_url

from bridgelaws.i18n import LANGS
from bridgelaws.i18n.script import RUNTIME as RUNTIME_SOURCE
from bridgelaws.i18n.script import script

from .manifest import DataFile

RUNTIME = "assets/bridgelaws/words.js"


def data_path(lang: str) -> str:
    """The words of `lang` for the scripts, as a file of the site."""
    return f"assets/bridgelaws/words/{lang}.js"


def configure(config: MkDocsConfig) -> None:
    """The runtime first on every page: the site's other scripts look their words up in it."""
    if RUNTIME not in config.extra_javascript:
        config.extra_javascript.insert(0, RUNTIME)


def files(config: MkDocsConfig) -> list[File]:
    """The runtime and a file of words for each language (English's holds only its plural rule:
    its words are the message ids)."""
    out: list[File] = [File.generated(config, RUNTIME, abs_src_path=str(RUNTIME_SOURCE))]
    out += [DataFile.generated(config, data_path(lang), content=script(lang)) for lang in LANGS]
    return out


def add_language(html: str, page_url: str, lang: str) -> str:
    """The page of `lang`'s site with that language's words for its scripts, loaded right after the
    runtime (English needs none: its words are the message ids)."""
    if lang == LANGS[0]:
        return html
    runtime = f'src="{get_relative_url(RUNTIME, page_url)}"></script>'
    words = f'<script src="{get_relative_url(data_path(lang), page_url)}"></script>'
    return html.replace(runtime, runtime + words, 1)
