"""sfr21: a French question naming a card whose text says a keyword the question says too (Wrath of God's "Destroy",
`détruit`) has that keyword's whole family boosted ×2 in its finder list (701.8 first for `est-ce que la Colère de Dieu
détruit les créatures indestructibles`); its plain ranking, over its words put into English, is fused in as the
counterweight (finderlist.french_with_plain), as an English question's always is (with_plain)."""

from search.finder_query import KEYWORD_SAID_BOOST
from search.finderlist import french_with_plain
from search.rulefinder import Ranked

# The finder's list of the Wrath of God question (sfr20's trace): 701.8 (destroy) boosted first, 702.12 (indestructible)
# third and fourth; the plain ranking has 702.12b, 702.12a first.
FINDER = [Ranked(n, 1.0) for n in ("701.8c", "701.8b", "702.12b", "702.12a", "701.8a")]
BOOST = {"701.8": KEYWORD_SAID_BOOST}


def _numbers(ranked):
    return [r.number for r in ranked]


def test_the_plain_ranking_outweighs_a_said_keyword_s_family_boost():
    fused = _numbers(french_with_plain(FINDER, ["702.12b", "702.12a", "701.8a"], BOOST))
    assert fused[:2] == ["702.12b", "702.12a"]
    assert len(fused) == len(FINDER)


def test_a_plain_first_of_the_boosted_family_leaves_the_finder_s_list():
    assert _numbers(french_with_plain(FINDER, ["701.8a", "702.12b"], BOOST)) == _numbers(FINDER)
    assert _numbers(french_with_plain(FINDER, [], BOOST)) == _numbers(FINDER)
