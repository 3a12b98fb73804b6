"""The app's icons, drawn at build time: a white spade on the site's primary colour.

Drawn four times larger than asked and scaled down (smooth edges), with Pillow. The same bytes
for the same size and colour, so a rebuild leaves the files as they were.

- `any`: a rounded square, the spade filling most of it (browsers, desktop installs);
- `maskable`: the colour to the edges and the spade inside the central circle of 40% radius that
  every launcher mask keeps (Android's adaptive icons cut the rest);
- `apple`: the colour to the edges (iOS rounds the corners itself).
"""

from __future__ import annotations

import io
import math
from functools import lru_cache
from typing import Literal

from PIL import Image, ImageDraw

Kind = Literal["any", "maskable", "apple"]
SCALE = 4  # drawn this many times larger, then scaled down
_MARK = {"any": 0.62, "maskable": 0.58, "apple": 0.56}  # the spade's height, as a share of the icon


Outline = list[tuple[float, float]]


def _spade(size: float, left: float, top: float) -> tuple[Outline, Outline]:
    """The outline of a spade `size` high with its top-left corner at (left, top): its body (a
    heart upside down, from the classic heart curve) and its stem (a foot with curved sides)."""
    body = []
    for step in range(360):
        t = 2 * math.pi * step / 360
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        # the curve spans x in [-16, 16] and y in [-17, 12] (y up): as drawn (y down) its tip is
        # at the top, its lobes 29.5/36 of `size` down, the notch between them at 0.625
        body.append((left + size * (0.5 + x / 36), top + size * (y + 17.5) / 36))
    stem = []
    for step in range(21):  # the left side of the foot, curving out towards the bottom
        f = step / 20
        stem.append((left + size * (0.5 - 0.03 - 0.15 * f**2), top + size * (0.62 + 0.38 * f)))
    stem += [(2 * (left + size / 2) - x, y) for x, y in reversed(stem)]
    return body, stem


@lru_cache(maxsize=16)
def icon_png(size: int, colour: str, kind: Kind = "any") -> bytes:
    """The icon of `size` × `size` pixels on `colour` ("#4051b5"), as PNG bytes."""
    big = size * SCALE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    if kind == "any":
        draw.rounded_rectangle((0, 0, big - 1, big - 1), radius=round(big * 0.22), fill=colour)
    else:
        draw.rectangle((0, 0, big, big), fill=colour)
    mark = big * _MARK[kind]
    body, stem = _spade(mark, (big - mark) / 2, (big - mark) / 2)
    draw.polygon(body, fill="white")
    draw.polygon(stem, fill="white")
    small = image.resize((size, size), Image.Resampling.LANCZOS)
    if kind != "any":
        small = small.convert("RGB")  # no transparency where the colour reaches the edges
    out = io.BytesIO()
    small.save(out, format="PNG", optimize=True)
    return out.getvalue()
