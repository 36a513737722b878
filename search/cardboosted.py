"""The finder's own first rules for a card question's words, kept among its first five once a named card's boosts
have ranked its families.

A question naming a card boosts the card's keywords, kind and wordings' rules (finder_query: ×1.5, ×2 when said),
each family capped at two of the first five (finderlist.FAMILY_CAP). With three or four such families, the boosted
rules fill the first five and the rule the question's own words rank third or fourth drops out of the finder's list
or below what fusion keeps (scard49's count of the tuned card misses whose rule the finder never fetched: with the
boosts off, 10 of 122 had it 3rd-8th; `Does paying the kicker on Phyrexian Scuta raise its mana value?`: 118.8d,
the words' own third, under kicker's and the creature's boosted rules). Before the boosts, the list is in the order
of the question's words (the scores are not changed by a boost, only the sort): its first OWN rules keep a place in
the first PLACE, after the boosted rules that rank above them.
"""

# The unboosted ranking's first rules kept, and within how many of the boosted list's first.
OWN = 3
PLACE = 5


def own_kept(ranked):
    """The boosted finder list ([Ranked], its scores unboosted) with its first OWN rules by score among its first
    PLACE: each missing one takes the place of the lowest other rule there, in the score's order."""
    own, place = OWN, PLACE
    if not own:
        return ranked
    first = sorted(ranked, key=lambda r: -r.score)[:own]
    top = ranked[:place]
    missing = [r for r in first if r not in top]
    if not missing:
        return ranked
    kept = list(top)
    # The lowest boosted rules there give up their places; the question's own rules there keep theirs.
    for r in reversed(top):
        if len(kept) + len(missing) <= place:
            break
        if r not in first:
            kept.remove(r)
    head = kept + missing
    return head + [r for r in ranked if r not in head]
