"""Which result comes first on page 1 when a section's heading is there: a rule of the section, not its title.

A section's heading (`614 Replacement Effects`, `110 Permanents`) is a title with no text: planning pins it above
the fused page when the question names the section's term (`Qu'est-ce qu'un effet de remplacement ?`), but the
answer is what the section's first rule says (614.1). That rule, the first of the section's on page 1, takes the
first place and the heading follows it; the answer box still names the section. Only in a question (query.py): a
query that is the term alone lands on the section (`SBA`: 704, then 704.1; tests/search/test_answers.py).
"""

import re

SWITCH = True
# How far down the section's rule may be: the places below the first page's top ten are another topic.
DEPTH = 10
SECTION = re.compile(r"^\d{3}$")


def rule_before_its_heading(pinned, page, depth=DEPTH):
    """The pinned results (planning's: the rule a term names, first on page 1, often with its first subrule) with,
    when the first is a section heading, the first of the section's own rules among the first depth places of page
    1 (the pinned, then the page) put before it."""
    if not SWITCH or not pinned or pinned[0]["kind"] != "rule" or not SECTION.match(pinned[0].get("number") or ""):
        return pinned
    section = pinned[0]["number"] + "."
    ids = {item["id"] for item in pinned}
    first = [*pinned, *(item for item in page if item["id"] not in ids)][:depth]
    rule = next((r for r in first if r["kind"] == "rule" and (r.get("number") or "").startswith(section)), None)
    if rule is None:
        return pinned
    return [rule, *(item for item in pinned if item["id"] != rule["id"])]
