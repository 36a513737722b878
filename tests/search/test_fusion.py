"""The order of a question's first page, as the fusion leaves it."""

from search.hybrid import _titles_after_their_rules, _without_cards


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
    left = _without_cards(plain, ["Force of Will", "Thalia, Guardian of Thraben"])
    assert "Force" not in left and "Thalia" not in left and "Thraben" not in left
    assert left.split()[:2] == ["cast", "by"] and left.endswith(": pay {1}")


def test_a_card_name_is_taken_out_whole_and_only_where_it_stands():
    assert _without_cards("does wrath of god's regenerate work", ["Wrath of God"]).split() == [
        "does",
        "'s",
        "regenerate",
        "work",
    ]
    # A word that begins as the name does is not the name.
    assert _without_cards("regenerated creatures", ["Regeneration"]) == "regenerated creatures"
    assert _without_cards("Forceful cast", ["Force of Will"]) == "Forceful cast"
