"""The static site: an mkdocs plugin that turns the knowledge base into pages.

`plugin.BridgeLawsPlugin` (entry point `bridgelaws`) loads the model with `bridgelaws.model`,
lists the pages (`pages`), renders each from a Jinja template (`render`) with texts made safe
and linked (`text`), checks every internal link and anchor of the built site (`checklinks`)
and ships the search analysis for Polish, Greek and Russian (`searchjs`).
"""
