"""A rule entered in page 1's top five, and the rules the finder entered kept there (smix20).

Several readings put one rule into a top five on purpose: the finder's own (a slang term's family fetched,
jargonfamily; a situation's rule, situations.entered; a named card's wordings' rules, cardtypes.enter) in its list,
and others on the page itself (cardsituations.placed, frenchsiblings.section_neighbour_lifted,
hybrid.rested_rule_placed). A rule the finder enters fifth in its own list of ten is not on page 1's top five: the
plain ranking fused into that list (finderlist.with_plain) does not hold it, so rules both lists hold pass it; then
the index's results fused with the finder's (hybrid.fuse) add their own weight to the rules they hold, and the
entered rule, held by one list at its fifth place only, falls to the seventh place or lower (smix19's 508.1f for
`crack back`: fifth in the finder's list, not on page 1).

So the finder's list carries what it entered (FinderList.entered), and page 1 keeps each of them in its top five
(kept), with the one placing every page-level entry could share (entered): the rule moved up from lower on the page,
or put in from outside it, at a place of the top five; the result it displaces follows the top five; the first
place is never taken.
"""

from rules.rule_refs import is_under

TOP = 5
# The switch: the rules the finder entered in its first TOP places are kept in page 1's top five.
KEPT = True


class FinderList(list):
    """The finder's list ([Ranked]) with the numbers of the rules its readings entered (entered)."""

    entered = ()


def carrying(ranked, entered, before=None):
    """ranked (a list of [Ranked]) as a FinderList carrying the entered numbers held in the first TOP places of
    before (the finder's list before the plain ranking's fusion; ranked itself when None)."""
    out = FinderList(ranked)
    top = {r.number for r in (ranked if before is None else before)[:TOP]}
    out.entered = tuple(dict.fromkeys(n for n in entered if n in top))
    return out


def entered_of(ranked):
    """The numbers a finder's list carries as entered (none for a plain list)."""
    return getattr(ranked, "entered", ())


def entered(page, found, *, place=TOP, out=None, top=TOP):
    """Page 1 (results) with found (a result) at place (1-based, within top, never the first) unless it is in the
    top places already: moved up from lower on the page, or put in. out: the index of the top places' result that
    gives its place (it follows them); by default the last rule below the first place. The others
    keep their order; the page keeps its length. The page unchanged when nothing can give its place (no rule below
    the first place, or out the first place)."""
    if len(page) < top or any(r is found or r["id"] == found["id"] for r in page[:top]):
        return page
    if out is None:
        out = next((i for i in range(top - 1, 0, -1) if page[i]["kind"] == "rule"), None)
    if out is None or out < 1:
        return page
    kept = [r for i, r in enumerate(page[:top]) if i != out]
    kept.insert(min(max(place, 2), top) - 1, found)
    rest = [r for r in page[top:] if r["id"] != found["id"]]
    return (kept + [page[out]] + rest)[: len(page)]


def kept(page, numbers, rule_item, top=TOP):
    """Page 1 with each rule of numbers (the finder's entered rules) in its top places when neither it nor a subrule
    of it is there: the one lower on the page, else rule_item(number) (None: the index has
    none), entered last of the top places (entered)."""
    if not KEPT:
        return page
    for number in numbers:
        if any(_related(r, number) for r in page[:top]):
            continue
        found = next((r for r in page[top:] if r["kind"] == "rule" and r.get("number") == number), None)
        found = found if found is not None else rule_item(number)
        if found is not None:
            page = entered(page, found, top=top)
    return page


def _related(result, number):
    """Whether a result is the rule number or a subrule of it."""
    return result["kind"] == "rule" and is_under(result.get("number") or "", number)
