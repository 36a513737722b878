"""axe-core (vendored under tests/browser/vendor/axe-core) run inside the page Chromium shows."""

from pathlib import Path

AXE_JS = Path(__file__).resolve().parent / "vendor" / "axe-core" / "axe.min.js"
# WCAG 2.0 and 2.1, levels A and AA: the rules the issue names, nothing of axe's "best practices".
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

_RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {runOnly: {type: "tag", values: arguments[0]}, resultTypes: ["violations"]})
  .then(result => done(result.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => ({target: n.target.join(" "), summary: n.failureSummary, html: n.html.slice(0, 200)})),
  }))))
  .catch(error => done([{id: "axe-error", impact: "critical", help: String(error), nodes: []}]));
"""


def axe_violations(driver):
    """The page's WCAG 2.0/2.1 A and AA violations: [{id, impact, help, nodes: [{target, summary, html}]}]."""
    if not driver.execute_script("return typeof axe !== 'undefined'"):
        driver.execute_script(AXE_JS.read_text(encoding="utf-8"))
    driver.set_script_timeout(60)
    return driver.execute_async_script(_RUN, WCAG_TAGS)


def describe(violations):
    lines = []
    for v in violations:
        lines.append(f"{v['id']} ({v['impact']}): {v['help']}, {len(v['nodes'])} element(s)")
        for node in v["nodes"][:5]:
            lines.append(f"    {node['target']}: {node['html']}")
            lines.append(f"      {' '.join((node['summary'] or '').split())[:300]}")
    return "\n".join(lines)
