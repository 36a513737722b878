"""The order of a question's first page, as the fusion leaves it."""

from search.hybrid import (
    _titles_after_their_rules,
    before_pinned,
    best_ruling_placed,
    each_cards_ruling_placed,
)
from search.questioncards import without_cards


def rule(number, snippet="It says something."):
    return {"kind": "rule", "number": number, "snippet": snippet, "id": f"rule:{number}"}


def test_a_rule_that_is_only_a_title_gives_its_place_to_the_first_of_its_subrules():
    page = [rule("702.20", ""), rule("310.8c"), rule("702.20b"), rule("702.20a"), rule("513", "")]
    ordered = [r["number"] for r in _titles_after_their_rules(page)]
    # The others keep their places; 513 has no subrule on the page and stays where it is.
    assert ordered == ["702.20b", "702.20", "310.8c", "702.20a", "513"]


def test_a_rule_with_words_of_its_own_keeps_its_place():
    page = [rule("103.8"), rule("103.8a"), {"kind": "ruling", "snippet": "", "id": "ruling:1"}]
    assert _titles_after_their_rules(list(page)) == page


def test_a_card_name_is_taken_out_of_a_question_read_without_its_question_words():
    # The question's plain words lose "will" (an auxiliary): "Force of Will cast by…" reads "Force of cast by…".
    # The name still goes: "force" is no rules word of the question (it was searched as one).
    plain = "Force of cast by exiling a blue card while opponent controls Thalia, Guardian of Thraben: pay {1}"
    left = without_cards(plain, ["Force of Will", "Thalia, Guardian of Thraben"])
    assert "Force" not in left and "Thalia" not in left and "Thraben" not in left
    assert left.split()[:2] == ["cast", "by"] and left.endswith(": pay {1}")


def test_a_card_name_is_taken_out_whole_and_only_where_it_stands():
    assert without_cards("does wrath of god's regenerate work", ["Wrath of God"]).split() == [
        "does",
        "'s",
        "regenerate",
        "work",
    ]
    # A word that begins as the name does is not the name.
    assert without_cards("regenerated creatures", ["Regeneration"]) == "regenerated creatures"
    assert without_cards("Forceful cast", ["Force of Will"]) == "Forceful cast"


def holding(**held):
    """held(number) as RuleFinder.held gives it for a question: the rare words' IDF a rule's own words hold."""
    return lambda number: held.get("_" + number.replace(".", "_"), 0.0)


def test_a_rule_gives_its_place_to_a_subrule_below_that_holds_more_of_the_questions_rare_words():
    # `hybrid mana value`: 202.3 is about mana value, 202.3f about hybrid symbols too.
    page = [rule("202.3"), rule("601.2b"), rule("202.3f"), rule("202.3g")]
    held = holding(_202_3=6.0, _202_3f=11.6, _202_3g=6.0, _601_2b=2.5)
    ordered = [r["number"] for r in _titles_after_their_rules(list(page), held, titles=False)]
    assert ordered == ["202.3f", "202.3", "601.2b", "202.3g"]
    # A subrule holding as many (202.3g) does not: the rule's order stands.
    held = holding(_202_3=6.0, _202_3f=6.0, _202_3g=6.0)
    assert _titles_after_their_rules(list(page), held, titles=False) == page


def test_a_title_on_a_page_not_a_question_stays_unless_a_subrule_holds_more_rare_words():
    page = [rule("702.20", ""), rule("702.20a")]
    assert _titles_after_their_rules(list(page), holding(_702_20=4.0, _702_20a=4.0), titles=False) == page
    page = [rule("122", ""), rule("122.1"), rule("122.1f")]
    held = holding(_122=2.7, _122_1=2.7, _122_1f=7.8)
    ordered = [r["number"] for r in _titles_after_their_rules(list(page), held, titles=False)]
    assert ordered == ["122.1f", "122", "122.1"]


def test_a_subrule_of_the_page_holding_more_rare_words_comes_before_the_rule_a_term_pins():
    pinned = [rule("202.3")]
    page = [rule("601.2b"), rule("202.3f"), {"kind": "ruling", "snippet": "x", "id": "ruling:1"}]
    held = holding(_202_3=6.0, _202_3f=11.6)
    assert [r["id"] for r in before_pinned(pinned, page, held)] == ["rule:202.3f", "rule:202.3"]
    # Without the question's words (a French question), the pinned rules stand alone.
    assert before_pinned(pinned, page, None) == pinned
    assert before_pinned(pinned, page, holding(_202_3=6.0, _202_3f=6.0)) == pinned


def ruling(uid, text):
    return {"kind": "ruling", "id": f"ruling:{uid}", "en": text, "lang": "en", "snippet": text}


def test_the_named_cards_ruling_holding_the_questions_rare_words_enters_the_top_five():
    # `Panharmonicon: does it double 'enters with counters' effects…`: the index put first the card's rulings that
    # say its name; the one on counters, that answers, was not on page 1.
    twice = ruling(7, "If you control two Panharmonicons, abilities trigger three times, not four.")
    counters = ruling(2, "Abilities that create replacement effects, such as entering with counters, are unaffected.")
    page = [
        rule("702.138c"),
        twice,
        rule("707.5"),
        ruling(9, "Panharmonicon enters at the same time."),
        rule("702.58a"),
    ]
    page += [rule(f"100.{i}") for i in range(5)]
    rare = {"counter": 3.0, "effect": 2.6, "doubl": 4.0}
    placed = best_ruling_placed(list(page), [twice, counters], rare, lambda fields: dict(fields))
    assert [r["id"] for r in placed[:4]] == ["rule:702.138c", "ruling:7", "ruling:2", "rule:707.5"]
    assert len(placed) == len(page)
    # Already in the top five, or holding none of the rare words: the page stands.
    assert best_ruling_placed(list(placed), [twice, counters], rare, dict) == placed
    assert best_ruling_placed(list(page), [twice, counters], {"sorceri": 5.0}, dict) == page
    # Lower on the page, it moves up rather than appearing twice.
    lower = page[:7] + [counters] + page[7:9]
    moved = best_ruling_placed(list(lower), [twice, counters], rare, dict)
    assert [r["id"] for r in moved].count("ruling:2") == 1 and moved[2] is counters


def test_each_card_named_has_its_own_best_ruling_in_the_top_five():
    # `Force of Will cast by exiling a blue card while my opponent controls Thalia…: do I still have to pay {1}?`:
    # Thalia's cost ruling holds "pay" as Force of Will's does; Force of Will's was eighth.
    thalia = {
        **ruling(1, "To determine the total cost of a spell, start with the cost you're paying."),
        "cards": ["Thalia"],
    }
    force = {
        **ruling(2, "If another effect causes it to cost more, you must pay that cost."),
        "cards": ["Force of Will"],
    }
    page = [rule("118.9"), thalia, rule("607.2q"), rule("601.6"), rule("310.11"), rule("702.170d"), force]
    rare = {"pai": 2.9, "exil": 3.3, "blue": 5.6}
    placed = each_cards_ruling_placed(list(page), [thalia, force], rare, dict, ["force of will", "thalia"])
    assert [r["id"] for r in placed[:5]] == ["rule:118.9", "ruling:1", "ruling:2", "rule:607.2q", "rule:601.6"]
    # One best ruling for all the cards would have left the page as it was.
    assert best_ruling_placed(list(page), [thalia, force], rare, dict) == page
