"""First place (helper sp5), now that the finder, the plain ranking and the index all read the players' questions
(rules/plainwords): the plain ranking weighs more in the finder's list (finderlist.PLAIN_WEIGHT 0.5, was 0.3); an
ask holding 60 % of a query's rare words is enough for asked_first (was 75 %)."""

from search import finderlist, firstplace
from search.rulefinder import Ranked

from .test_sp4 import numbers, rule, shares


def test_a_rule_the_plain_ranking_puts_first_overtakes_the_finder_s_first_from_its_fifth_place():
    # Reciprocal rank fusion (K 6): the fifth of the finder first in the plain ranking scores 1/11 + w/7, the
    # finder's first alone 1/7: first at w 0.5, second at 0.3.
    ranked = [Ranked(n, 1.0) for n in ("1.1", "1.2", "1.3", "1.4", "1.5")]
    assert [r.number for r in finderlist.with_plain(ranked, ["1.5"])][:2] == ["1.5", "1.1"]


def test_an_ask_holding_sixty_percent_of_the_rare_words_takes_the_first_place():
    page = [rule("305.2a"), rule("305.3"), rule("305.1")]
    assert numbers(firstplace.asked_first(page, shares({"305.2a": 0.4, "305.3": 0.65}))) == ["305.3", "305.2a", "305.1"]
    assert firstplace.asked_first(page, shares({"305.2a": 0.4, "305.3": 0.55})) == page
