"""A situation's rule keeps a place in page 1's top three beside the card's page and rulings (scard30,
situations.kept_in_top): the fusion put them above it (Humility and Giant Growth's 613.4b sixth)."""

from search import cardkeywords, situations
from search.rulefinder import Ranked


def _rule(number):
    return {"id": f"rule-{number}", "kind": "rule", "number": number}


def _own(n, kind="ruling"):
    return {"id": f"{kind}-{n}", "kind": kind, "cards": ["Humility"], "title": "Humility"}


PAGE = [_own(0, "card"), _own(1), _rule("702.3b"), _own(2), _own(3), _rule("613.4b"), _rule("613.1")]
WORDS = "With  out, I cast Giant Growth on my bear, is it a 1/1 or a 4/4?"


def test_the_situations_rule_moves_to_the_third_place():
    page = situations.kept_in_top(PAGE, WORDS)
    assert [r["id"] for r in page[:4]] == ["card-0", "ruling-1", "rule-613.4b", "rule-702.3b"]
    assert sorted(r["id"] for r in page) == sorted(r["id"] for r in PAGE)


def test_a_rule_already_in_the_top_three_stays():
    page = [_own(0, "card"), _rule("613.4c"), _own(1), _rule("613.4b")]
    assert situations.kept_in_top(page, WORDS) == page


def test_a_question_telling_no_situation_moves_nothing():
    assert situations.kept_in_top(PAGE, "what does  do?") == PAGE


def test_a_rule_outside_the_situations_family_is_not_moved():
    page = [_own(0, "card"), _own(1), _own(2), _rule("613.1"), _rule("613.40")]
    assert situations.kept_in_top(page, WORDS) == page


class _Finder:
    """RuleFinder.keywords_in of a few keywords."""

    KEYWORDS = {"madness": "702.35", "vigilance": "702.20", "changeling": "702.73", "destroy": "701.8"}

    def keywords_in(self, text):
        return [n for word, n in self.KEYWORDS.items() if word in text.lower()]


def test_a_card_of_keywords_alone():
    finder = _Finder()
    assert cardkeywords.keywords_only(finder, "Madness {2}{B} (If you discard this card, discard it into exile.)")
    assert cardkeywords.keywords_only(finder, "Vigilance, changeling")
    assert not cardkeywords.keywords_only(finder, "Destroy target creature.")
    assert not cardkeywords.keywords_only(finder, "Vigilance\nWhenever this creature attacks, madness happens to you.")
    assert not cardkeywords.keywords_only(finder, "")


def test_the_finders_first_are_not_compared_for_a_card_of_keywords_alone():
    finder, first = _Finder(), [Ranked("514.1", 3.0)]
    assert cardkeywords.first_gate(finder, first, ["Search your library for a Goblin card.", "Changeling"]) == []
    assert cardkeywords.first_gate(finder, first, ["Search your library for a Goblin card."]) == ["514.1"]


def test_a_size_asked_brings_the_setting_and_modifying_sublayers():
    assert situations.situation_rules("humility is out and I Giant Growth my creature, how big is it?") == [
        "613.4b",
        "613.4c",
    ]
