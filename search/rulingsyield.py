"""A second ruling of the named cards in page 1's top five yields to a rule the finder ranks in its first five
(issue 20; scard54).

A question naming a card asks a rule; its best ruling is placed beside the rule (hybrid.BEST_RULING), and the index,
which finds every ruling of the card by the card's name, often holds a second one in the top five (two cards named:
each card's best). cardsown.py caps them at one per card, for a rule below holding more of the question's rare words
than the ruling: the question's words alone do not tell a rule from a ruling that retells it, so it moves few. What
the words do not tell, the finder's order does: a rule it ranks in its first five, pushed below the top five by the
rulings the card's name lifted, is the finder's answer to the question rather than a word match (scard54: of the 54
tuned card misses with the rule asked 6th-10th, 45 had a named card's ruling above it, 12 two or more; the rule asked
was the finder's 1st-5th in 39 of the 54).

finder_query.finder_rules records its first numbers (remember), hybrid.with_best_ruling reads them (first) last.
"""

from .analysis import fold

TOP = 5
# The finder's first FINDER_FIRST rules may take a ruling's place (0: none; the switch).
FINDER_FIRST = 5
KIND = "finder first"
# Whether the first card's rulings below its best ruling yield too (False: only the other named cards' rulings).
FIRST_CARDS = False


def remember(searchers, text, named, numbers):
    """Keep the finder's first numbers for a question's text and the cards it names (read back by first)."""
    if FINDER_FIRST:
        searchers.cache.setdefault(KIND, {})[_key(text, named)] = tuple(numbers[:FINDER_FIRST])


def first(searchers, text, named):
    """The finder's first numbers remembered for text and named; () when none were."""
    return searchers.cache.get(KIND, {}).get(_key(text, named), ()) if FINDER_FIRST else ()


def _key(text, named):
    return text, tuple(named or ())


def yielded(page, named, best, numbers):
    """Page 1 with the lowest ruling of the named cards (folded names; the first card's first) in its top five that
    may yield (_yields), when two or more of their rulings are there, in the place of the first rule below the top
    five that is one of numbers (the finder's first); the ruling follows the top five. best: the first card's best
    ruling (stored fields; None when none holds a rare word of the question). Unchanged otherwise."""
    if not numbers or len(page) <= TOP:
        return page
    top = page[:TOP]
    own = [r for r in top if r["kind"] == "ruling" and set(named) & _folded(r)]
    out = next((r for r in reversed(own) if _yields(r, top, named[0], best)), None)
    if len(own) < 2 or out is None:
        return page
    found = next((r for r in page[TOP:] if r["kind"] == "rule" and r.get("number") in numbers), None)
    if found is None:
        return page
    top[top.index(out)] = found
    return (top + [out] + [r for r in page[TOP:] if r is not found])[: len(page)]


def _yields(ruling, top, first_card, best):
    """Whether a named card's ruling in the top five may give its place: another card's, or the first card's below its
    best ruling (none of the first card's without one). The index ranks the first card's rulings by the question's
    words too: one it put above the best (by the rare words held) may be the one asked (Mindslaver's on conceding:
    measured, the judge's tuned question and its typo copy lost it when any ruling but the best gave its place)."""
    if first_card not in _folded(ruling):
        return True
    if not FIRST_CARDS or best is None or ruling["id"] == best["id"]:
        return False
    at = next((i for i, r in enumerate(top) if r["id"] == best["id"]), None)
    return at is not None and top.index(ruling) > at


def _folded(ruling):
    return {fold(c.lower()) for c in ruling.get("cards") or ()}
