"""A card named with a possessive (`Tarmogoyf's power`, `Thalia’s tax`) is named (cardnames.CardNames.spans)."""

from search.cardnames import CardNames, name_keys
from search.spelling import Lexicon

TEXTS = Lexicon({"en": {"opponent": 5000, "creature": 9000, "will": 900}})


def names(*cards):
    return CardNames([[list(key), card] for card in cards for key in name_keys(card)])


KNOWN = names("Tarmogoyf", "Blood Moon", "Thalia, Guardian of Thraben", "Saheeli's Directive", "Opponent")


def test_a_possessive_names_the_card():
    # Before: "tarmogoyfs" and "moons" were no card's words, and the questions named none.
    assert KNOWN.named_in("What is Tarmogoyf's power in my hand?", TEXTS) == ["Tarmogoyf"]
    assert KNOWN.named_in("Does Blood Moon's effect turn Urborg into a Mountain?", TEXTS) == ["Blood Moon"]


def test_a_curly_apostrophe_and_a_short_name():
    assert KNOWN.named_in("Is Thalia’s tax paid for Force of Will?", TEXTS) == ["Thalia, Guardian of Thraben"]


def test_a_name_with_its_own_possessive_is_read_as_before():
    assert KNOWN.named_in("Saheeli's Directive with X = 3", TEXTS) == ["Saheeli's Directive"]


def test_a_common_words_possessive_names_no_card():
    assert KNOWN.named_in("my opponent's creature's power", TEXTS) == []
