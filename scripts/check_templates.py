"""No template turns autoescaping off: HTML a view computes is built safe where it is made (format_html), so a
template never has to trust a computed string with `|safe` or `{% autoescape off %}` (issue 23, item 5).

Run by `make lint`; exits 1 naming each offending line.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def offenders(root=ROOT):
    return [
        f"{path.relative_to(root)}:{number}"
        for path in sorted((root / "templates").rglob("*.html"))
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if "|safe" in line.replace(" ", "") or "autoescape off" in line
    ]


if __name__ == "__main__":
    found = offenders()
    for where in found:
        print(f"{where}: marks a computed value safe; build it with format_html where it is made")
    sys.exit(1 if found else 0)
