"""Everyday questions in plain words: a keyword's rules, a kind of card's and a variant's rank low in a question that
names none of them (search/hybrid.py, RuleFinder.unnamed)."""

import re

from search.ruleexpansion import kinds
from search.rulefinder import RuleFinder
from tests.search.conftest import numbers_found


def field(title):
    return {"title": title}


def test_the_kinds_of_card_and_the_variants_are_the_sections_the_cr_titles_so():
    found = kinds(
        {
            "101": field("The Magic Golden Rules"),
            "704": field("State-Based Actions"),
            "706": field("Rolling a Die"),
            "711": field("Leveler Cards"),
            "711.1": field("Leveler Cards"),
            "724": field("The Monarch"),
            "800": field("General"),
            "801": field("Limited Range of Influence Option"),
            "810": field("Two-Headed Giant Variant"),
            "900": field("General"),
            "902": field("Vanguard"),
        }
    )
    assert found == {
        "rolling a die": "706",
        "leveler": "711",
        "the monarch": "724",
        "limited range of influence": "801",
        "two-headed giant": "810",
        "vanguard": "902",
    }


def test_a_family_is_named_when_every_word_of_its_name_is_in_the_question():
    finder = RuleFinder({"keywords": {"bloodthirst": "702.54", "first strike": "702.7"}, "kinds": {"vanguard": "902"}})
    terms = finder.query_terms("Does my creature with first strike deal damage before bloodthirst counts?")
    assert finder.unnamed(terms) == {"902"}
    assert finder.unnamed(finder.query_terms("Does first damage count?")) == {"702.54", "702.7", "902"}
    # An index built before the kinds were written knows the keywords alone.
    assert RuleFinder({"keywords": {"bloodthirst": "702.54"}}).unnamed({}) == {"702.54"}


def test_a_plain_question_keeps_the_rules_of_what_it_does_not_name_out_of_its_top_five(today):
    # Today's whole CR, as the site imports it. Asked in plain words, the rules of Bloodthirst, Free-for-All and
    # the like shared a word or two with the question ("damage", "opponent", "turn", "player") and took places.
    # (The index's own results are left as they are: `…pay 2 life…` still has 702.24b Cumulative Upkeep from it.)
    for question in (
        "My creature took 2 damage during my opponent's turn. Is that damage still on it when my turn comes around?",
        "We're playing a four-player game. Is my first redraw of my opening hand free?",
    ):
        found = numbers_found(question)
        assert not [n for n in found if re.match(r"702\.|8(?!00)\d\d|9(?!00)\d\d", n)], (question, found)
    # A question that names the keyword or the variant still finds its rules.
    assert any(n.startswith("702.54") for n in numbers_found("How does bloodthirst work?"))
    assert any(n.startswith("810") for n in numbers_found("What is the starting life total in two-headed giant?"))
