"""Studying for the TD exam: drills made by the bridge engine, the calculators' tables, and the
checked answers of the practice rulings.

It reads the bridge engine (and, for practice rulings, the engine's results of the examples); the
site (`bridgelaws.site.study`) writes what it makes as data files and the browser only shows,
compares and explains. Texts come in the four languages of the interface, with the catalogue's
words (`bridgelaws.i18n`); the engine's English working is translated line by line (`working`).
"""
