"""A short query (a few words, no question) names a thing: the rule that states it, not only a special case of it.

`copiable values`, `copy kicked spell`: the fusion ranked subrules of the rule that says what the query names (707.2b,
707.10f: a copy's special cases) in the top five and the rule itself (707.2, 707.10) sixth to tenth, behind them. A
rule one of whose subrules, and only one, is in places 2-5, that says something itself (not a keyword's or a section's title), exchanges
places with that subrule when it is below the top five within DEPTH places: the first place is never taken, and no
other result leaves the top five (pushing the fifth out cost four tuned questions for two, measured). A
question asks something of the thing named: its subrules are left as the ranking put them (firstplace's
parent_before_its_subrule reads a question's rare words instead).
"""

from .siblings import parent

SWITCH = True
# A query of at most so many required words (stop words and question words not counted) is a short one.
SHORT_WORDS = 4
# The places searched below the top five, and the top five's last place, where the rule enters.
DEPTH = 10
TOP = 5
# A rule of at most so many terms is a title (`702.18 Shroud`), no statement of the thing named.
TITLE_TERMS = 12


def is_short(understanding):
    """Whether a query is a short one: not a question, one to SHORT_WORDS required words."""
    return bool(understanding) and not understanding.question and 0 < understanding.words <= SHORT_WORDS


def parent_lifted(page, understanding, length, pinned=(), depth=DEPTH, top=TOP):
    """page with, in a short query, the first rule below the top five (within depth places) one of whose subrules,
    and only one, is in the top five, in places 2-5, while no result of the top five is that rule, exchanged with
    that subrule; a rule of at most TITLE_TERMS terms (length(number): the plain ranking's count, None unknown)
    stays where it is. pinned: the hits put above page (results.put_first), which take the top places first."""
    if not SWITCH or not is_short(understanding):
        return page
    ids = {r["id"] for r in pinned}
    shown = list(pinned) + [r for r in page if r["id"] not in ids]
    numbers = [r.get("number") if r["kind"] == "rule" else None for r in shown[:depth]]
    families = [parent(n) for n in numbers[:top]]
    # The rules with one subrule in the top five, in places 2-5 and on the page (not pinned): that special case alone
    # stands for the rule. Two or more of them already read the rule's family.
    in_top = {
        family: at
        for at, family in enumerate(families)
        if family and at > 0 and families.count(family) == 1 and shown[at]["id"] not in ids
    }
    for at in range(top, len(numbers)):
        number = numbers[at]
        if number in in_top and number not in numbers[:top] and (length(number) or 0) > TITLE_TERMS:
            shown[at], shown[in_top[number]] = shown[in_top[number]], shown[at]
            return [r for r in shown if r["id"] not in ids]
    return page
