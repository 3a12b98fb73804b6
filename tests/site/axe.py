"""axe-core (the npm package, pinned in package.json) run in a page of Debian's chromium: the WCAG 2 A
and AA rules, and a report a reader can act on (rule, element, contrast figures)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
SHOWN = 8  # elements shown per rule; the rest are counted
# The rules that read colours (the palette changes what they find); the others read the page's
# structure and layout. Colour rules are the costly ones (two thirds of a scan).
COLOUR_RULES = ["color-contrast", "link-in-text-block"]

# Only what a report needs: the rules' results are reduced in the page, not shipped whole.
_RUN = """async ([tags, only, skip]) => {
  const results = await axe.run(document, {
    runOnly: only.length ? {type: "rule", values: only} : {type: "tag", values: tags},
    rules: Object.fromEntries(skip.map((id) => [id, {enabled: false}])),
    resultTypes: ["violations"],
  });
  return results.violations.map((rule) => ({
    id: rule.id,
    impact: rule.impact,
    help: rule.help,
    nodes: rule.nodes.map((node) => {
      const data = [...node.any, ...node.all, ...node.none].map((check) => check.data).find(
        (d) => d && typeof d === "object" && "contrastRatio" in d) || null;
      return {
        target: node.target.flat().join(" "),
        html: node.html.slice(0, 200),
        summary: node.failureSummary,
        contrast: data && {
          ratio: data.contrastRatio, expected: data.expectedContrastRatio || data.requiredContrastRatio,
          fg: data.fgColor || data.nodeColor, bg: data.bgColor || data.parentColor,
          against: data.nodeColor ? "the text around it" : "its background",
          size: data.fontSize || "", weight: data.fontWeight || "",
        },
      };
    }),
  }));
}"""


def axe_violations(page: Page, rules: Literal["all", "colour", "other"] = "all") -> list[dict]:
    """The WCAG 2 A/AA violations axe-core finds on the page as it is now: by all the rules, by the
    colour rules only, or by the other rules only."""
    assert AXE.exists(), f"{AXE.relative_to(ROOT)} is missing: `make setup` installs it (npm ci)"
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    only = COLOUR_RULES if rules == "colour" else []
    skip = COLOUR_RULES if rules == "other" else []
    return page.evaluate(_RUN, [WCAG_A_AA, only, skip])


def _node(node: dict) -> str:
    line = f"    {node['target']}"
    if c := node["contrast"]:
        need = f" (needs {str(c['expected']).removesuffix(':1')}:1)" if c["expected"] else ""
        line += f"  {c['ratio']}:1 against {c['against']}{need}: {c['fg']} on {c['bg']}"
        line += f", {c['size']} {c['weight']}" if c["size"] else ""
    elif node["summary"]:
        line += "  " + node["summary"].splitlines()[-1].strip()
    return line + "\n      " + " ".join(node["html"].split())


def axe_report(where: str, violations: list[dict]) -> str:
    """The violations, readably: per rule its help and the elements at fault, with contrast figures."""
    lines = []
    for rule in violations:
        nodes = rule["nodes"]
        lines.append(f"{where}: {rule['id']} ({rule['impact']}, {len(nodes)}×): {rule['help']}")
        lines += [_node(node) for node in nodes[:SHOWN]]
        if len(nodes) > SHOWN:
            lines.append(f"    … and {len(nodes) - SHOWN} more")
    return "\n".join(lines)
