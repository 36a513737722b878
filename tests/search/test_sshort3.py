"""Short queries naming two terms, one a keyword (`trample lifelink`, `flash sorcery speed`): each term's rules get a
place in the top five (planning.keywords_each, firstplace.each_keyword_placed), not the one the index ranks higher
filling it alone."""

import re

import pytest

from search import answers, jargon
from search.answers import Definition, Glossary
from search.firstplace import each_keyword_placed
from search.index import shared_searchers
from search.planning import keywords_each
from tests.search.conftest import numbers_found

GLOSSARY = Glossary(
    [
        Definition("Trample", "", "702.19", ("702.19",)),
        Definition("Lifelink", "", "702.15", ("702.15",)),
        Definition("Token", "", "111", ("111",)),
        Definition("Sorcery", "", "307", ("307",)),
        Definition("Zone", "", "4", ("4",)),
    ]
)


def families(text):
    understanding = jargon.load().understand(text)
    return keywords_each(understanding, answers.named(understanding, GLOSSARY, jargon.load()))


def test_two_terms_one_a_keyword_that_are_the_whole_query_each_name_their_rule():
    assert families("trample lifelink") == ["702.19", "702.15"]
    assert set(families("lifelink token")) == {"702.15", "111"}


def test_one_term_another_word_a_chapter_or_a_question_name_none():
    assert families("trample") == []
    assert families("trample damage") == []  # `damage` is no term here: the query is not all terms
    assert families("sorcery token") == []  # no keyword
    assert families("trample zone") == []  # a chapter is no place
    assert families("does trample work with lifelink?") == []  # a question asks one thing of them


def rule(number):
    return {"kind": "rule", "number": number, "id": number}


def test_the_first_rule_of_each_family_goes_to_the_front_in_the_page_s_order():
    page = [rule("122.1b"), rule("702.15f"), rule("702.15d"), rule("702.15a"), rule("702.19g"), rule("702.15b")]
    placed = each_keyword_placed(page, ["702.19", "702.15"], lambda number: None)
    assert [r["number"] for r in placed] == ["702.15f", "702.19g", "122.1b", "702.15d", "702.15a", "702.15b"]


def test_a_family_missing_from_the_page_gets_its_defining_rule_and_the_page_keeps_its_length():
    page = [rule("702.7d"), rule("122.1b"), rule("702.7c")]
    placed = each_keyword_placed(page, ["702.2", "702.7"], lambda number: rule(number + "a"))
    assert [r["number"] for r in placed] == ["702.7d", "702.2a", "122.1b"]


@pytest.mark.django_db
def test_both_keywords_show_in_the_top_five_of_today_s_cr(today):
    for query, wanted in (
        ("trample lifelink", ("702.19", "702.15")),
        ("deathtouch first strike", ("702.2", "702.7")),
        ("flash sorcery speed", ("702.8", "307.1")),
    ):
        found = numbers_found(query)
        for family in wanted:
            assert any(re.fullmatch(re.escape(family) + "[a-z]*", n) for n in found), (query, family, found)


@pytest.mark.django_db
def test_a_glossary_term_citing_another_keyword_s_rule_names_the_rule_titled_with_it(today):
    # Today's CR sends Endure to "rule 702.62, “Endure.”", which is Suspend: endure is 701.63.
    endure = shared_searchers().glossary.get("endure")
    assert endure.rule == "701.63" and "702.62" not in endure.rules
    assert shared_searchers().glossary.get("suspend").rule == "702.62"
    assert "701.63a" in numbers_found("endure token", 3)
