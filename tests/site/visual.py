"""What the eye needs, measured in the browser: contrast of text against what is behind it, text
that is really visible, and screenshots for review under test-artifacts/."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Locator, Page

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

# WCAG 2 contrast of an element's text colour against its background: the first ancestor (itself
# included) with a background colour, every translucent layer composited over the ones below it.
CONTRAST_JS = """(el) => {
  const rgba = (s) => {
    const m = s.match(/[\\d.]+/g).map(Number);
    return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1];
  };
  const over = (top, bottom) => [0, 1, 2].map(i => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
  const layers = [];
  for (let node = el; node; node = node.parentElement) {
    const bg = rgba(getComputedStyle(node).backgroundColor);
    if (bg[3] > 0) { layers.push(bg); if (bg[3] >= 1) break; }
  }
  let bg = [255, 255, 255, 1];
  for (const layer of layers.reverse()) bg = over(layer, bg);
  const fg = over(rgba(getComputedStyle(el).color), bg);
  const lum = (c) => {
    const v = c.slice(0, 3).map(x => (x /= 255) <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
  };
  const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}"""


def contrast(locator: Locator) -> float:
    """The WCAG contrast ratio of the element's text against its background (1 to 21)."""
    return float(locator.evaluate(CONTRAST_JS))


def shoot(page: Page, name: str, full_page: bool = False) -> Path:
    """A screenshot of what the reader sees now, as test-artifacts/<name>.png."""
    path = ARTIFACTS / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(path), full_page=full_page)
    return path


# Every element with text of its own inside a container, visible, measured as `contrast` does;
# what falls short of WCAG AA (4.5, or 3 for large text). Disabled controls and decorative marks
# (`.bl-empty`, aria-hidden) are exempt, as WCAG exempts them.
_LOWCONTRAST_JS = f"""(root) => {{
  const contrast = {CONTRAST_JS};
  const low = [];
  for (const el of root.querySelectorAll("*")) {{
    if (!el.checkVisibility({{opacityProperty: true}})) continue;
    if (el.closest(".bl-empty, :disabled, [aria-hidden=true]")) continue;
    if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
    const style = getComputedStyle(el);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const ratio = contrast(el);
    const what = `${{el.tagName}}.${{el.className}} "${{el.textContent.trim().slice(0, 40)}}"`;
    if (ratio < (large ? 3 : 4.5)) low.push(`${{what}} ${{ratio.toFixed(2)}}`);
  }}
  return low;
}}"""


def low_contrast(container: Locator) -> list[str]:
    """The visible texts inside `container` whose contrast falls short of WCAG AA (empty: none)."""
    return list(container.evaluate(_LOWCONTRAST_JS))
