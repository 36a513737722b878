"""A French question naming a card (branch sfrcard): its words put into English, its cards' French names out, read the
card's ruling it asks about and the rules that ruling rests on, as an English question's own words do. The names are
no rules words: `Colère de Dieu` (Wrath of God) would be read as wrath and god."""

import pytest

from search.bilingual import Lexicon
from search.cardnames import CardNames, name_keys
from search.frenchquestion import asked_rare
from search.index import shared_searchers
from tests.builders import built_index, import_todays_cr

from . import standins

QUESTION = "est-ce que la Colère de Dieu détruit une créature indestructible ?"


def _names():
    cards = (("Colère de Dieu", "Wrath of God"), ("Colère", "Anger"))
    return CardNames([(list(key), english) for name, english in cards for key in name_keys(name)])


def test_a_question_less_its_cards_french_names():
    words = _names().unnamed(QUESTION).split()
    assert "indestructible" in words
    assert not {"colere", "dieu"} & set(words)  # the longest name, all of it, and not read again as Anger


@pytest.fixture
def todays_finder(db, index_dir):
    import_todays_cr()
    built_index()
    return shared_searchers().finder


def test_a_french_questions_rare_words_are_its_words_in_english_without_the_names(todays_finder):
    searchers = standins.searchers(finder=todays_finder, french=Lexicon({}), card_names=_names(), lexicon=None)
    plan_ = standins.plan(searchers=searchers, french=True, cards=["Wrath of God"])
    rare = asked_rare(searchers, plan_, QUESTION, plan_.cards)
    assert rare and set(rare) <= set(todays_finder.plain.idf)
    assert any(term.startswith("indestruct") for term in rare)
    assert not {"wrath", "god", "dieu", "coler"} & set(rare)
