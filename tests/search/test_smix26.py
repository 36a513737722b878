"""A named card's keyword said in an irregular form is said (branch smix26): finder_query.keyword_said reads smix25's
forms (verbforms.keyword_terms) as RuleFinder.unnamed does. On main `I foretold it` held no term of 702.143
Foretell (`foretold` is no `foretel`) and `it got sacrificed` none of 701.21 Sacrifice (`sacrif`, not `sacrific`), so
the named card's keyword ranked as a keyword the question does not say (KEYWORD_BOOST, not KEYWORD_SAID_BOOST)."""

import pytest

from search import finder_query
from search.index import shared_searchers


@pytest.fixture
def finder(without_asks, today_with):
    today_with(("Zorbling Seer", "Creature — Goblin Wizard", "Foretell {1}{U}"))
    return shared_searchers().finder


@pytest.mark.parametrize(
    ("keyword", "question"),
    [
        ("foretell", "I foretold it last turn, can I cast it now"),
        ("sacrifice", "it got sacrificed, does it die"),
        ("sacrifice", "is sacrificing it the same as destroying it"),
    ],
)
def test_a_keyword_said_in_an_irregular_form_is_said(finder, keyword, question):
    number = finder.keywords[keyword]
    assert finder_query.keyword_said(finder, number, finder.query_terms(question))


def test_a_question_saying_no_form_does_not_say_the_keyword(finder):
    # The forms add a name's terms only for the form said: a question saying neither still says neither.
    terms = finder.query_terms("my creature died in combat, can I cast it now")
    assert not finder_query.keyword_said(finder, finder.keywords["foretell"], terms)
    assert not finder_query.keyword_said(finder, finder.keywords["sacrifice"], terms)
