"""The interface words of the ruling flows, by key, from the catalogue of interface words
(`bridgelaws.i18n`): the page shows every language at once, the command line and the ruling report one.

The words of the flows themselves (questions, tests, outcomes) are content: `content/rulings/*.yaml`.
"""

from __future__ import annotations

from bridgelaws.i18n import LANGS, N_, words

MESSAGES: dict[str, str] = {
    "language": N_("Language"),  # the language switch, named in every language at once
    "yes": N_("Yes"),
    "no": N_("No"),
    "prevail": N_("The Laws prevail; this guide is the project's."),
    "rulings": N_("Rulings at the table"),
    # glossary: director, rectification
    "rulings_intro": N_(
        "Walk from what happened at the table to the rectification, one observable fact at a time. "
        "Where the answer is the Director's judgement, the step says so and states the test."
    ),
    "rule_it": N_("Rule it"),
    # glossary: director
    "judgement": N_("The Director's judgement"),
    "test": N_("The test"),
    "see": N_("Where it is applied"),
    "engine": N_("decided by the engine"),
    "path": N_("What happened"),
    "change": N_("Change"),
    "restart": N_("Start again"),
    "ruling": N_("Ruling"),
    "provisions": N_("Provisions applied"),
    "examples": N_("Worked examples ruled this way"),
    "commentary": N_("Commentary on these provisions"),
    "continue": N_("Continue with"),
    "copy": N_("Copy the ruling"),
    "copied": N_("Copied"),
    "share": N_("Copy a link to this ruling"),
    # glossary: call, pass
    "call": N_("a call, e.g. 2♥, Pass, X"),
    "law": N_("Law"),
    # glossary: director
    "review": N_("Awaiting a Director's review."),
    "flows": N_("Flows"),
    "laws": N_("Laws"),
    "question": N_("Question"),
    "report": N_("Ruling report"),
    "bad_link": N_("This link does not fit the flow; start from its first question."),
}


def word(key: str, lang: str) -> str:
    """One interface word in `lang`."""
    return words(lang)._(MESSAGES[key])


def every_language(key: str) -> dict[str, str]:
    """One interface word in each language of the site: `{"en": "Yes", "pl": "Tak", …}`."""
    return {lang: word(key, lang) for lang in LANGS}
