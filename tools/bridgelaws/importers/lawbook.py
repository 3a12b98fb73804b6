"""Building law texts from what a format reads: laws, sections, items, sub-items, footnotes, definitions.

A format reads its layout (page furniture, indentation, markup) and tells a `LawBook` what it finds,
in document order and with the place of each: `law(16, "…")`, `section("A", "…")`, `item(1)`,
`subitem("a")`, `subsubitem("i")`, `text("…")`, `footnote("*", "…")`. The book gives every unit its
canonical id (A, A1, A1(a), A1(a)(i)) and checks what real documents get wrong, each a located
warning, never a silent drop:

- numbering out of order, a number given twice (its text joins the first), a number missing;
- a law whose heading comes again (a law split over pages or files): the parts are joined;
- an unknown law number (not 1–93, or not in a complete index of the edition): its text is reported
  as not placed;
- an item outside any section, a sub-item outside any item: kept as a paragraph where it stands;
- text before the first law: not placed;
- a footnote is put on the nearest unit before it that carries its mark; an unmarked one on the unit
  of its law sharing the most three-word phrases with it; one whose mark stands nowhere on the law.
"""

from __future__ import annotations

import re

from bridgelaws.refs.patterns import MAX_LAW

from .lawunits import (
    BARE_LABEL,
    ROMAN,
    Definition,
    Law,
    Unit,
    child_id,
    label_of,
    lone,
    next_labels,
    own_label,
    rank,
    trigrams,
)
from .located import At, screen
from .report import ImportResult


class LawBook:
    """Law texts of one edition and language as a format reads them from its documents."""

    def __init__(
        self,
        result: ImportResult,
        edition: str,
        lang: str,
        index_laws: set[int] | None = None,
    ):
        self.result = result
        self.edition = edition
        self.lang = lang
        self.index_laws = index_laws  # the laws of a complete index of the edition, if there is one
        self.laws: dict[int, Law] = {}
        self.definitions: list[Definition] = []
        self.letters = "lookalike"  # how Cyrillic section letters read (a format may find "russian")
        self.path = ""
        self._law: Law | None = None
        self._skipping: tuple[int, At] | None = None  # an unknown law being read: its text is not placed
        self._stack: list[Unit] = []  # section, item, sub-item, sub-sub-item now open
        self._definition: Definition | None = None
        self._order: list[Unit] = []  # every unit as it was read (footnotes look back)
        self._used: set[tuple[int, str]] = set()  # (id of a unit, footnote mark) already given
        self._gaps: list[tuple] = []  # numbers skipped: warned of at the end if they never came

    # --- where things stand ------------------------------------------------------------------

    def document(self, path: str) -> None:
        """The documents are read one after another: warnings name the one being read."""
        self.path = path

    def warn(self, at: At, message: str, path: str | None = None) -> None:
        self.result.warn(path or self.path, at.line, at.col, message)

    def not_placed(self, at: At, text: str, why: str) -> None:
        self.result.not_placed(self.path, at.line, at.col, text, why)

    def screen(self, text: str | None, at: At) -> None:
        """A warning for raw HTML and links to other schemes than http(s) and mailto in `text`, read
        at `at`: the site drops them."""
        screen(self.result, self.path, text, at)

    @property
    def in_law(self) -> bool:
        return self._law is not None or self._skipping is not None

    def _label(self) -> str:
        unit = self._stack[-1] if self._stack else None
        law = self._law
        return f"Law {law.number}{unit.id if unit else ''}" if law else "the text"

    # --- laws ----------------------------------------------------------------------------------

    def law(self, number: int, title: str, at: At, continued: bool = False) -> None:
        """A law heading. The same law again (a law split over pages or files) goes on where it was."""
        self._definition = None
        self.screen(title, at)
        if not 1 <= number <= MAX_LAW or (self.index_laws is not None and number not in self.index_laws):
            where = f"not between 1 and {MAX_LAW}" if not 1 <= number <= MAX_LAW else "not in the index"
            self.warn(
                at,
                f"Law {number}: unknown law number ({where} of the {self.edition} Laws): its text not placed",
            )
            self._law, self._stack, self._skipping = None, [], (number, at)
            return
        self._skipping = None
        known = self.laws.get(number)
        if known is not None:
            how = "its heading marked as continued" if continued else "its heading again"
            where = f"line {known.at.line}" if known.path == self.path else f"{known.path}:{known.at.line}"
            self.warn(
                at,
                f"Law {number} continues here ({how}; a law split over pages): joined to its part at {where}",
            )
            self._law = known
            self._stack = self._reopen(known)
            return
        if continued:
            self.warn(at, f"Law {number} is marked as continued, but its beginning was not read")
        previous = max(self.laws) if self.laws else 0
        if number < previous:
            self.warn(at, f"Law {number} comes after Law {previous}: laws out of order (kept)")
        self._law = self.laws[number] = Law(number, title, at, self.path)
        self._stack = []

    @staticmethod
    def _reopen(law: Law) -> list[Unit]:
        """The units open at the end of what was read of `law`: its last section and last children."""
        stack: list[Unit] = []
        children = law.sections
        while children:
            stack.append(children[-1])
            children = children[-1].children
        return stack

    def _current_law(self, at: At, text: str) -> Law | None:
        if self._law is None:
            if self._skipping is not None:
                number, _ = self._skipping
                self.not_placed(at, text, f"in Law {number}, an unknown law number")
            elif self._definition is None:
                self.not_placed(at, text, "before the first law")
        return self._law

    # --- sections, items, sub-items --------------------------------------------------------------

    def section(self, letter: str, title: str | None, at: At) -> None:
        self.screen(title, at)
        law = self._current_law(at, f"{letter}. {title or ''}")
        if law is None:
            return
        if not re.fullmatch("[A-Z]", letter):
            self.warn(
                at, f"section letter {letter} of Law {law.number} read as no Latin letter: kept as text"
            )
            self.text(f"{letter}. {title or ''}", at)
            return
        siblings = law.sections
        unit = self._open(siblings, letter, letter, at, "section", f"Law {law.number}", "letter")
        if title and not unit.title:
            unit.title = title
        elif title and unit.title != title:
            unit.paragraphs.append(title)
        self._stack = [unit]

    def item(self, number: int, at: At) -> None:
        """A numbered item ("1.") of the open section."""
        law = self._current_law(at, f"{number}.")
        if law is None:
            return
        if not self._stack:
            self.warn(at, f"item {number} of Law {law.number} outside any section: kept as text of the law")
            law.preamble.append(f"{number}.")
            return
        section = self._stack[0]
        unit = self._open(
            section.children,
            str(number),
            f"{section.id}{number}",
            at,
            "item",
            f"{law.number}{section.id}",
            "number",
        )
        self._stack = [section, unit]

    def subitem(self, letter: str, at: At) -> None:
        """A lettered sub-item ("(a)") of the open item."""
        law = self._current_law(at, f"({letter})")
        if law is None:
            return
        if not re.fullmatch("[a-z]", letter):
            self.warn(at, f"sub-item ({letter}) in {self._label()} read as no Latin letter: kept as text")
            self._paragraph_target(law).append(f"({letter})")
            return
        if len(self._stack) < 2:
            self.warn(at, f"sub-item ({letter}) in {self._label()} outside any numbered item: kept as text")
            self._paragraph_target(law).append(f"({letter})")
            return
        item = self._stack[1]
        unit = self._open(
            item.children, letter, f"{item.id}({letter})", at, "sub-item", f"{law.number}{item.id}", "letter"
        )
        self._stack = self._stack[:2] + [unit]

    def subsubitem(self, roman: str, at: At) -> None:
        """A sub-item numbered in small roman numerals ("(i)") of the open sub-item."""
        law = self._current_law(at, f"({roman})")
        if law is None:
            return
        if len(self._stack) < 3:
            self.warn(
                at, f"sub-item ({roman}) in {self._label()} outside any lettered sub-item: kept as text"
            )
            self._paragraph_target(law).append(f"({roman})")
            return
        parent = self._stack[2]
        unit = self._open(
            parent.children,
            roman,
            f"{parent.id}({roman})",
            at,
            "sub-item",
            f"{law.number}{parent.id}",
            "roman",
        )
        self._stack = self._stack[:3] + [unit]

    def parenthesised(self, label: str, at: At) -> None:
        """ "(a)" or "(ii)": a lettered sub-item, or a roman one below it, as the numbering open says
        ("(i)" after "(h)" is a letter, after "(a)" a roman numeral)."""
        if self._roman(label):
            self.subsubitem(label, at)
        else:
            self.subitem(label, at)

    def _roman(self, label: str) -> bool:
        if label not in ROMAN or len(self._stack) < 3:
            return False
        letter = own_label(self._stack[2].id)
        return label != chr(ord(letter) + 1)

    def _open(
        self, siblings: list[Unit], label: str, unit_id: str, at: At, kind: str, parent: str, numbering: str
    ) -> Unit:
        """The unit `unit_id` among `siblings`: a new one after the checks of its numbering, or the one
        already there (its number given twice)."""
        law = self._law
        assert law is not None
        same = next((u for u in siblings if u.id == unit_id), None)
        if same is not None:
            self.warn(
                at,
                f"{kind} {label} of {parent} given twice (first at line {same.at.line}): its text joins it",
            )
            return same
        position = rank(label, numbering)
        last_label = own_label(siblings[-1].id) if siblings else None
        last = rank(last_label, numbering) if last_label is not None else -1
        if position < last:
            self.warn(
                at,
                f"{kind} {label} of {parent} comes after {last_label}: numbering out of order (kept as read)",
            )
        elif position > last + 1:
            missing = [label_of(n, numbering, label) for n in range(last + 1, position)]
            after = f"{last_label} is followed by {label}" if last_label else f"it starts at {label}"
            prefix = unit_id.removesuffix(f"({label})").removesuffix(label)
            self._gaps.append((self.path, at, kind, parent, siblings, prefix, missing, after))
        unit = Unit(unit_id, at)
        siblings.append(unit)
        self._order.append(unit)
        return unit

    # --- text ----------------------------------------------------------------------------------

    def _paragraph_target(self, law: Law) -> list[str]:
        return self._stack[-1].paragraphs if self._stack else law.preamble

    def text(self, text: str, at: At) -> None:
        """A paragraph of the unit now open (of the law itself before its first section)."""
        text = text.strip()
        if not text:
            return
        self.screen(text, at)
        if self._definition is not None and self._law is None:
            self._definition.paragraphs.append(text)
            return
        law = self._current_law(at, text)
        if law is None:
            return
        target = self._paragraph_target(law)
        if target and BARE_LABEL.fullmatch(target[-1]):
            target[-1] = f"{target[-1]} {text}"  # "1." kept as text, then its words
        else:
            target.append(text)

    def section_title(self, text: str) -> None:
        """The title of the section now open, printed on a line of its own (more words when it has one)."""
        if self._stack:
            section = self._stack[0]
            section.title = f"{section.title} {text.strip()}" if section.title else text.strip()

    def law_title(self, title: str) -> None:
        """The title of the law now open, printed on the line after its number."""
        if self._law is not None and not self._law.title:
            self._law.title = title

    def expects_section(self, letter: str) -> bool:
        """Is `letter` the next section of the law now open (A when it has none)?"""
        return self._law is not None and self.expected().get("section") == letter

    def expected(self) -> dict[str, str | int]:
        """The labels that would come next: the section of the law open, the item of the section
        open, the sub-item of the item open, the roman sub-item of the sub-item open."""
        return next_labels(self._law, self._stack) if self._law is not None else {}

    def not_in_a_law(self, at: At, text: str, why: str) -> None:
        """Text the format knows is not law text (a preface, a chapter heading it cannot place)."""
        self.not_placed(at, text, why)

    # --- footnotes -------------------------------------------------------------------------------

    def footnote(self, mark: str | None, text: str, at: At, pending: str = "") -> None:
        """A footnote: on the nearest unit read before it that carries `mark` (`pending`: words of the
        unit now open not given yet, a paragraph that goes on over the page); an unmarked one on the
        unit of the open law sharing the most three-word phrases with it."""
        text = text.strip()
        self.screen(text, at)
        if mark and pending and lone(mark).search(pending):
            if self._definition is not None and self._law is None:
                self._definition.footnotes.append({"mark": mark, "text": text})
                return
            if self._stack:
                self._used.add((id(self._stack[-1]), mark))
                self._stack[-1].footnotes.append({"mark": mark, "text": text})
                return
        if self._definition is not None and self._law is None:
            self._definition.footnotes.append({"mark": mark or "*", "text": text})
            return
        law = self._current_law(at, text)
        if law is None:
            return
        if mark is None:
            units = law.units()
            if units:
                target = max(units, key=lambda u: len(trigrams(u.words()) & trigrams(text)))
                target.footnotes.append({"mark": "*", "text": text})
                self.warn(
                    at, f"a footnote without a mark: put on {law.number}{target.id}, whose words it shares"
                )
                return
            law.footnotes.append({"mark": "*", "text": text})
            return
        carries = lone(mark)
        for unit in reversed(self._order):
            if (id(unit), mark) not in self._used and carries.search(unit.words()):
                self._used.add((id(unit), mark))
                unit.footnotes.append({"mark": mark, "text": text})
                return
        self.warn(
            at, f"footnote {mark}: no text of Law {law.number} carries its mark; put on the law as a whole"
        )
        law.footnotes.append({"mark": mark, "text": text})

    def footnote_here(self, mark: str, text: str) -> None:
        """A footnote written where its mark stands (DokuWiki's ((…))): on the unit now open."""
        law = self._law
        if law is None:
            if self._definition is not None:
                self._definition.footnotes.append({"mark": mark, "text": text})
            return
        notes = self._stack[-1].footnotes if self._stack else law.footnotes
        notes.append({"mark": mark, "text": text.strip()})

    # --- definitions -----------------------------------------------------------------------------

    def definition(self, term: str, text: str, at: At) -> None:
        """A term of the Definitions (they come before the laws)."""
        self.screen(f"{term} {text}", at)
        self._law, self._stack, self._skipping = None, [], None
        self._definition = Definition(term.strip(), at, [text.strip()] if text.strip() else [])
        self.definitions.append(self._definition)

    def end_definitions(self) -> None:
        self._definition = None

    def missing(self) -> None:
        """Warn of every number skipped that did not come later (out of order) either."""
        for path, at, kind, parent, siblings, prefix, labels, after in self._gaps:
            have = {unit.id for unit in siblings}
            lacking = [label for label in labels if child_id(prefix, label) not in have]
            if lacking:
                self.warn(at, f"{kind} {', '.join(lacking)} of {parent} missing: {after}", path)
        self._gaps = []
