"""A short query (a few words, no question) names a thing, as a question about it does: a rule's first subrules state
it, the later ones its special cases. firstplace.general_before_special_sibling puts the earlier sibling first in a
question; a short query gets it too, within its top five (`lifelink damage`: 702.15b, what lifelink's damage does,
before 702.15e, several lifelink sources at once). A subrule's own rule first (parent_before_its_subrule) stays a
question's only.
"""

from . import firstplace

SWITCH = True
# A query of at most so many required words (stop words and question words not counted) is a short one.
SHORT_WORDS = 4
# In a short query the earlier sibling is sought in the top five only: the two swap places there, and no result
# enters or leaves it. Sought within ten places (a question's depth), the first sent to the sibling's place left the
# top five, and a never-tuned misspelled question lost its hit (smix16, measured: never tuned hit@5 93.0 -> 92.5).
SHORT_DEPTH = 5


def is_short(understanding):
    """Whether a query is a short one: not a question, one to SHORT_WORDS required words."""
    return bool(understanding) and not understanding.question and 0 < understanding.words <= SHORT_WORDS


def siblings_placed(page, understanding, held, length):
    """page with a question's first subrule swapped with an earlier sibling within ten places holding as much of its
    rare words (general_before_special_sibling), then put after its own rule when the rule holds more
    (parent_before_its_subrule); with SWITCH, a short query's first subrule swapped with such a sibling in the top
    five. held, length: RuleFinder.held-like and the plain ranking's length."""
    if understanding.question:
        page = firstplace.general_before_special_sibling(page, held, length)
    elif SWITCH and is_short(understanding):
        page = firstplace.general_before_special_sibling(page, held, length, depth=SHORT_DEPTH)
    if understanding.question:
        page = firstplace.parent_before_its_subrule(page, held, length)
    return page
