"""The rules a CR paragraph sends its reader to: "See rule 704." after 119.6's "…loses the game as a state-based
action", "(see rule 306.5b)" in 209.1's loyalty number. Read from the paragraph's own text in the database, once per
paragraph and CR version, for firstplace.cited_before_citing."""

from datetime import date

from rules.models import RuleParagraph
from rules.rule_refs import cited_rule_numbers

# {(version, number): the rule numbers its text cites, sections ("704") and paragraphs ("306.5b") alike}.
_CITED = {}
# The cache holds a few thousand paragraphs at most (one CR's, two when a new one comes out): past that, start over.
LIMIT = 20000


def cites(version, number):
    """The rule numbers the paragraph number of the CR of version (an ISO date) cites, in order; () when unknown."""
    key = (version, number)
    if key not in _CITED:
        if len(_CITED) >= LIMIT:
            _CITED.clear()
        text = (
            RuleParagraph.objects.filter(version__effective_date=date.fromisoformat(version), number=number)
            .values_list("text", flat=True)
            .first()
        )
        _CITED[key] = tuple(n for n in cited_rule_numbers(text or "") if n != number)
    return _CITED[key]
