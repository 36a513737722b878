"""scard59: a named card's keyword the question does not say keeps its boost (finder_query.KEYWORD_BOOST) only when
the keyword's rules say the question's rarest asking word, a word neither the cards' names nor their texts say
(finder_query.UNSAID_ASKING, unsaidboost.py)."""

from search import unsaidboost
from search.finder_query import MANA_SYMBOL, REMINDER_TEXT

RANCOR = (
    "Enchanted creature gets +2/+0 and has trample.\n"
    "When Rancor is put into a graveyard from the battlefield, return Rancor to its owner's hand."
)


def _rarest(finder, question, text):
    own = set(finder.query_terms(MANA_SYMBOL.sub(" ", REMINDER_TEXT.sub(" ", text))))
    return unsaidboost.asking_rarest(finder, finder.query_terms(question), own)


def test_the_asking_words_are_the_rare_ones_the_card_does_not_say(today_searchers):
    finder = today_searchers.finder
    # `creature`, `hand`, `battlefield`: the card says them; `player` and `if` are common: none is what is asked.
    assert _rarest(finder, "If the creature goes to my hand from the battlefield, which player?", RANCOR) is None
    assert _rarest(finder, "Does it come back if the creature is destroyed?", RANCOR) == "destroy"


def test_trample_keeps_its_boost_for_damage_assigned_not_for_a_creature_destroyed(today_searchers):
    finder = today_searchers.finder
    assert "702.19" in finder.keywords_in(RANCOR.lower())
    assigned = _rarest(finder, "My creature is blocked by a 1/1: how much damage can I assign to the player?", RANCOR)
    destroyed = _rarest(finder, "If my creature is destroyed, does it come back even if it was countered?", RANCOR)
    # 702.19b/c say how combat damage is assigned; no trample rule says a creature is destroyed.
    assert unsaidboost.boosted(finder, "702.19", assigned)
    assert not unsaidboost.boosted(finder, "702.19", destroyed)
    # No rare asking word: the keyword keeps its boost (a card + "cost" question asks its keyword's rules).
    assert unsaidboost.boosted(finder, "702.19", None)


def test_a_familys_words_hold_its_subrules_words_read_once_per_finder(today_searchers):
    finder = today_searchers.finder
    words = unsaidboost.family_words(finder, "702.19")
    assert "assign" in words and "trampl" in words
    assert words is unsaidboost.family_words(finder, "702.19")
