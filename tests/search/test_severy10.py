"""Helper severy10: a keyword said as the creature that has it (`my trampler`, `his flyer`, `a first striker`) is
read as the keyword (search/keywordforms.py), its forms made from the CR's keyword names."""

import pytest

from search import finder_query, keywordforms
from search.searchers import shared_searchers

KEYWORDS = {"trample": "702.19", "flying": "702.9", "first strike": "702.7", "defender": "702.3", "destroy": "701.8"}


def test_the_forms_of_a_keyword_are_made_from_its_name():
    assert keywordforms.forms_of("trample") >= {"trampler", "tramply", "tramplers"}
    assert keywordforms.forms_of("flying") >= {"flyer", "flier", "flyers"}
    assert keywordforms.forms_of("lifelink") >= {"lifelinker"}


def test_a_keyword_form_in_a_question_is_said_as_the_keyword():
    said = keywordforms.said_as_keywords("My trampler got chumped by his flyer, and a first striker too", KEYWORDS)
    assert said == "My trample got chumped by his flying, and a first strike too"
    assert keywordforms.said_as_keywords("Trampler or not? Tramplers too.", KEYWORDS) == "trample or not? trample too."


def test_a_form_typed_with_a_capital_inside_a_sentence_is_a_card_s_name():
    keywords = {**KEYWORDS, "delve": "702.66"}
    assert keywordforms.said_as_keywords("Can my Delver flip? a delver", keywords) == "Can my Delver flip? a delve"


def test_a_keyword_s_own_name_and_a_keyword_action_s_forms_stay():
    # "defender" is Defender itself, not the doer of a keyword "defend"; a destroyer destroys, it has no keyword.
    assert keywordforms.said_as_keywords("my defender and his destroyer", KEYWORDS) == "my defender and his destroyer"


@pytest.mark.search
@pytest.mark.django_db
def test_a_trampler_question_names_trample(today):
    finder = shared_searchers().finder
    question = "My trampler got chumped by a 1/1. Does the rest of the damage go through to my opponent?"
    read = finder.query_terms(keywordforms.said_as_keywords(question, finder.keywords))
    assert "702.19" not in finder.unnamed(read)
    assert any(r.number.startswith("702.19") for r in finder.rank(read, limit=3))
    # As typed, "trampler" (stem `trampler`) named no keyword: Trample's rules were weighed down as unnamed.
    typed = finder.query_terms(question)
    assert "702.19" in finder.unnamed(typed)
    assert finder_query.KEYWORD_FORMS
