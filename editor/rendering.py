"""The editors' preview renders Markdown exactly as the public pages do (rules.text.render_markdown), and what an
editor's text may hold at all, on every way in (the editor's form and preview, PO, XLIFF and TMX imports).

- No control character but tab and line breaks: a NUL is refused by PostgreSQL (a 500 half-way through an
  import), and ESC or U+0001 make every XLIFF export invalid XML.
- Markdown nested MAX_NESTING levels deep at most: Python-Markdown recurses once per level of a nested list and
  fails with RecursionError near 300 (a 500 on every page showing the text).

A text saved before these rules (or behind the site's back) still renders on the editor's page: render_markdown
falls back to the plain text, so the page answers and the text can be corrected or reverted.
"""

from __future__ import annotations

import re
from typing import Any

from rules.text import render_markdown as _render_markdown

# C0 controls but tab, LF and CR; DEL and the C1 controls; what XML cannot hold (surrogates, U+FFFE, U+FFFF).
CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")
MAX_NESTING = 16
# What opens a level of nesting at the start of a line: a quote marker, a list item's marker.
_LEADER = re.compile(r" *(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?")


def control_problem(text: str | None) -> str | None:
    """Why text may not be stored (a control character), or None."""
    found = CONTROL.search(text or "")
    if found is None:
        return None
    return (
        f"the text holds the control character U+{ord(found.group()):04X} (character {found.start() + 1}); "
        "remove it: only tabs and line breaks are allowed"
    )


def nesting_depth(text: str | None) -> int:
    """How deep the Markdown of text nests lists and quotes (an upper bound: every 4 columns of indent count)."""
    deepest = 0
    for line in (text or "").splitlines():
        line = line.expandtabs(4)
        indent = len(line) - len(line.lstrip(" "))
        depth, position = indent // 4, indent
        while (leader := _LEADER.match(line, position)) and leader.end() > position:
            depth += 1
            position = leader.end()
            position += (len(line) - position) - len(line[position:].lstrip(" "))
        deepest = max(deepest, depth)
    return deepest


def text_problem(text: str | None) -> str | None:
    """Why an editor's text is refused, or None: what every way in checks."""
    problem = control_problem(text)
    if problem:
        return problem
    depth = nesting_depth(text)
    if depth > MAX_NESTING:
        return f"the text nests lists or quotes {depth} levels deep; {MAX_NESTING} at most"
    return None


def render_markdown(text: str | None, *, linker: Any = None) -> Any:
    # rules.text shows a text nested deeper than Markdown can follow (saved before MAX_NESTING) as plain text.
    return _render_markdown(CONTROL.sub("", text or ""), linker)
