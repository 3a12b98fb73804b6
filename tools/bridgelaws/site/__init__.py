"""The static site: an mkdocs plugin that turns the knowledge base into pages.

`plugin.BridgeLawsPlugin` (entry point `bridgelaws`) loads the model with `bridgelaws.model`,
lists the pages (`pages`), renders each from a Jinja template (`render`) with texts made safe
and linked (`text`), checks every internal link and anchor of the built site (`checklinks`)
and writes the site's own search: its indexes and scripts (`staticsearch`).
"""
