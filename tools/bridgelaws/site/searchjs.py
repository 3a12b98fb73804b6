"""The search languages: Polish added to Material's lunr search, and the analysis all four share.

Material's search worker loads `assets/javascripts/lunr/min/lunr.<lang>.min.js` for every
language in the search plugin's `lang`, then combines them with `lunr.multiLanguage`. It ships
no Polish, and mkdocs drops `pl` from `lang` as unsupported, so the plugin puts `pl` back (first)
after validation and generates that file: the vendored lunr-languages 1.22.0 `lunr.pl.js`
(MPL-1.1, see assets/vendor/lunr-languages/) followed by `assets/search-analysis.js`, which
replaces its stemmer (why and how: see that file).
"""

from __future__ import annotations

from pathlib import Path

ASSETS = Path(__file__).parent / "assets"
LUNR_PL = "assets/javascripts/lunr/min/lunr.pl.min.js"
SEARCH_LANGS = ("pl", "en", "el", "ru")


def lunr_pl() -> str:
    """The content of the generated `lunr.pl.min.js`."""
    vendored = (ASSETS / "vendor" / "lunr-languages" / "lunr.pl.js").read_text(encoding="utf-8")
    analysis = (ASSETS / "search-analysis.js").read_text(encoding="utf-8")
    return f"{vendored}\n;\n{analysis}"


def search_languages(configured: list[str]) -> list[str]:
    """The search languages in the order the analysis needs: Polish first (its stemmer runs
    first on every token), then the others configured, then any of the four still missing."""
    wanted = ["pl", *(lang for lang in configured if lang != "pl")]
    return wanted + [lang for lang in SEARCH_LANGS if lang not in wanted]
