"""Long questions in plain words: a phrase the CR says as one idea counts once (search/rulefinder.py)."""

from search.rulefinder import RuleFinder, phrases

CR = [
    "Giant Growth gives target creature +3/+3 until end of turn.",
    "The effect lasts until end of turn.",
    "A creature that gets -2/-2 until end of turn may die.",
    "Regeneration can't replace this event: if a creature has toughness 0 or less, it's put into its graveyard.",
    "Damage wears off in the cleanup step at the end of the turn.",
    "Each player draws at the beginning of the turn.",
]


def test_the_pairs_the_cr_says_as_one_are_found_and_rare_pairs_left_out():
    found = phrases(CR)
    assert found["until end"] == 1.0  # "until" is always said before "end"
    assert "end turn" in found  # "of" is a stop word: "end of turn" is the pair "end turn"
    assert "toughness 0" not in found and "tough 0" not in found  # said once: no evidence of a phrase


def test_a_phrase_of_the_cr_counts_once_in_a_question():
    # Counted as three words, "until end of turn" outweighed "die" and "regenerate", what the question asks about.
    finder = RuleFinder({"phrases": phrases(CR)})
    terms = finder.query_terms("My 2/2 gets -2/-2 until end of turn: does it die, and can they regenerate it?")
    assert terms["until"] == 1 and terms["die"] == 1 and terms["regener"] == 1
    assert terms["end"] < 0.5 and terms["turn"] < 0.5
    assert terms["until"] + terms["end"] + terms["turn"] < 2


def test_a_word_said_alone_too_keeps_its_weight():
    finder = RuleFinder({"phrases": phrases(CR)})
    terms = finder.query_terms("Until end of turn, or until my next turn?")
    assert terms["turn"] == 1  # "next turn" is no phrase of these texts: "turn" is said for itself there


def test_an_index_built_before_the_phrases_reads_every_word_at_full_weight():
    terms = RuleFinder({}).query_terms("until end of turn")
    assert set(terms.values()) == {1}
