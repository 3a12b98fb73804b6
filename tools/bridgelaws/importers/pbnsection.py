"""The lines of a diagram block in a Markdown commentary (`markdown`), PBN tag lines among them: what
they have given so far, the calls of a PBN [Auction] section, and a mistake placed at its line."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from bridgelaws.bridge.calls import Call, parse_call
from bridgelaws.bridge.errors import BridgeError

from .located import At, Located


@dataclass
class Chunk:
    """What the lines of a chunk have given so far."""

    found: dict[str, Any] = field(default_factory=dict)
    rest: list[str] = field(default_factory=list)  # lines of a diagram or an auction table
    section: str | None = None  # "auction" after an [Auction] tag, "ignored" after a tag not read
    tokens: list[tuple[str, At]] = field(default_factory=list)  # the calls of the [Auction] section
    notes: dict[str, str] = field(default_factory=dict)  # [Note "1:…"]


def pbn_calls(tokens: list[tuple[str, At]], notes: dict[str, str]) -> list[Call]:
    """The calls of a PBN auction section: `AP` (all pass) is three passes, `=1=` puts note 1 on the
    call before it, a `$n` annotation is left out, `*` or `+` ends the calls recorded."""
    calls: list[Call] = []
    for token, at in tokens:
        if token in ("*", "+"):
            break
        try:
            if re.fullmatch(r"\$\d+", token):
                continue
            if ref := re.fullmatch(r"=(\d+)=", token):
                if not calls or ref.group(1) not in notes:
                    raise BridgeError(
                        f"PBN note reference {token} without a call before it or its [Note] tag"
                    )
                calls[-1] = replace(calls[-1], alert=True, note=notes[ref.group(1)])
            elif token.upper() == "AP":
                calls += [Call("pass")] * 3
            else:
                calls.append(parse_call(token))
        except BridgeError as error:
            raise Located(str(error), at) from None
    if not calls:
        raise BridgeError("an [Auction] tag without calls")
    return calls
