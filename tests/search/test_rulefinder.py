"""The rule finder's reading of a question and of a card's wording (search/rulefinder.py)."""

from search.rulefinder import RuleFinder, wordings


def test_a_word_said_twice_counts_once():
    # "2/2 ... -2/-2" weighed the number 2 four times: the question became about the number.
    finder = RuleFinder({})
    terms = finder.query_terms("My 2/2 gets -2/-2 until end of turn: does it die?")
    assert terms["2"] == 1
    assert set(terms.values()) == {1}


def test_the_crs_quoted_wordings_become_patterns_with_their_placeholders_read_as_any_words():
    found = wordings(
        [
            ("611.2b", "Some effects have durations worded \u201cfor as long as . . . .\u201d"),
            ("614.1c", "Effects that read \u201c[This permanent] enters with . . . ,\u201d are replacement effects."),
            ("614.1a", "Effects that use the word \u201cinstead\u201d are replacement effects."),
        ]
    )
    by_rule = {numbers[0]: pattern for pattern, numbers in found.items()}
    assert "614.1a" not in by_rule  # one word: too loose to single out a card
    finder = RuleFinder({"wordings": [[p, [n], 0.0] for n, p in by_rule.items()]})
    assert finder.worded_in("Gain control of target creature for as long as you control this.") == ["611.2b"]
    assert finder.worded_in("Grizzled Wolf enters with two +1/+1 counters on it.") == ["614.1c"]
    assert finder.worded_in("Draw a card.") == []
