"""A keyword whose rule came with the CR published days after the ruling: read in that next version.

A set's release notes (its rulings) come out days before the CR update that adds its mechanics: Conspiracy: Take the
Crown's rulings are dated 2016-08-23, and melee (702.120, today 702.121) and goad (701.36, today
701.15) came with the CR of 2016-08-26. The CR in force on the ruling's date has no such keyword, so its table can link
none. Such a keyword is read in the next version when that version is published within AHEAD_DAYS of the ruling, and
only when the card has it: the link says it was read after the ruling (`Link.after_cr`, the days between).

Not a later one: Prowl's ruling of 2022-10-14 stays unlinked to 702.162 of the CR of 2022-11-18 (35 days later, the
issue's promise that a rule that did not exist on that date is not linked as if it did); a version a month on may hold
a later set's keywords as well as the ruling's own.
"""

from rulings.keyword_matching import _has_keyword, keywords_named

# The corpus's cases (links100, /tmp/links45.sqlite3's 106 versions, outside the never-tuned rows): a ruling naming a
# keyword its card has, absent from its date's CR and in the next one, falls 3 or 5 days before that version for 18
# links (goad, melee, abandon, partner, undaunted, outlast, prowess), 8 to 12 days for 65 more (indestructible in
# 2013, transform, emerge, exert, aftermath...), 16 to 30 for 25 (fuse, renown, exploit). A week holds the first,
# a set's release notes and its CR update of the same week; 14 days reached one wrong tuned link more (a meld named
# in passing) and lowered tuned precision.
AHEAD_DAYS = 7


def next_version(versions, chosen, date, days=None):
    """(id, date) of the version published after `chosen` (the one in force on `date`) within `days` (AHEAD_DAYS,
    read at call time) of the date, else None. versions: oldest first, as versions_in_order gives them."""
    days = AHEAD_DAYS if days is None else days
    at = versions.index(chosen) if chosen in versions else -1
    if at < 0 or at + 1 >= len(versions):
        return None
    following = versions[at + 1]
    return following if 0 < (following[1] - date).days <= days else None


def keywords_ahead(named, card_text, known, ahead_known):
    """The (keyword, (number, lineage, kind)) of the next version that the version in force lacks (`known`), that
    the ruling names as keywords_named reads it, and that the card has (its text or keywords)."""
    new = [(k, entry) for k, entry in ahead_known.items() if k not in known]
    if not new:
        return []
    every = {**known, **ahead_known}
    return [
        (keyword, entry)
        for keyword, entry in keywords_named(named, card_text, every, new)
        if _has_keyword(card_text, keyword, entry[2])
    ]
