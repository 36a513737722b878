"""Helper scard27: a family's member (cardtypes.family_best) is chosen with a flatter BM25 length norm than the
finder's whole-CR ranking (cardtypes.FAMILY_B, 0.3): among one section's rules, which all say its words, the finder's
b made the short general rule win over the long one holding more of the question."""

import pytest

from search import cardtypes
from search.searchers import shared_searchers

HIVE_MIND = "hive mind copies, are they cast? do they count for storm?"


@pytest.mark.search
@pytest.mark.django_db
def test_a_copy_of_a_spell_is_not_cast_is_section_707_s_member_for_a_copied_spell_s_question(today):
    finder = shared_searchers().finder
    # 707.12 (a copy put on the stack, 52 terms) beat 707.10 (a copy of a spell isn't cast, 294 terms) at b 0.75.
    assert cardtypes.family_best(finder, finder.query_terms(HIVE_MIND), "707") == "707.10"


@pytest.mark.search
@pytest.mark.django_db
def test_the_finder_s_own_ranking_keeps_its_length_norm(today):
    finder = shared_searchers().finder
    terms = finder.query_terms(HIVE_MIND)
    i = finder.index["707.10"]
    assert finder.paragraph_score(i, terms) != finder.paragraph_score(i, terms, b=cardtypes.FAMILY_B)
