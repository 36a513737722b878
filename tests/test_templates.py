"""No template turns autoescaping off: HTML a view computes is built safe where it is made (format_html), so a
template never has to trust a computed string with `|safe` (issue 23, item 5)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_no_template_marks_a_value_safe():
    offenders = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "templates").rglob("*.html"))
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if "|safe" in line.replace(" ", "") or "autoescape off" in line
    ]
    assert offenders == []
