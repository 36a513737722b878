"""A question's verb typed in lower case after its auxiliary's subject (`does the bonus shrink?`) names no card of
one word (questionverbs.verbs_of); a player's own verb (`can I Stifle`) and a name after a possessive or a small word
still name their card."""

from search.cardnames import CardNames, name_keys
from search.spelling import Lexicon

TEXTS = Lexicon({"en": {"bonus": 300, "damage": 900, "creature": 900}})


def names(*cards):
    return CardNames([[list(key), card] for card in cards for key in name_keys(card)])


KNOWN = names("Shrink", "Heal", "Cancel", "Override", "Pacifism", "Stifle", "Electrolyze", "Tarmogoyf")


def test_a_subjects_verb_names_no_card():
    # Before: Shrink, Heal, Cancel and Override were read as the cards named.
    assert KNOWN.named_in("If my hand gets smaller, does the bonus shrink?", TEXTS) == []
    assert KNOWN.named_in("Does the damage on my creature heal at the end of the turn?", TEXTS) == []
    assert KNOWN.named_in("A +1/+1 counter and a -1/-1 counter: do they cancel out?", TEXTS) == []
    assert KNOWN.named_in("When does a dependency override timestamp order?", TEXTS) == []
    assert KNOWN.unnamed("does the bonus shrink?", TEXTS) == "does the bonus shrink"


def test_the_questions_that_name_one_word_cards_keep_them():
    assert KNOWN.named_in("Can I Stifle the trigger of a fetch land?", TEXTS) == ["Stifle"]
    assert KNOWN.named_in("can i stifle my own trigger", TEXTS) == ["Stifle"]
    assert KNOWN.named_in("Does the creature's pacifism fall off?", TEXTS) == ["Pacifism"]
    assert KNOWN.named_in("Does the creature enchanted with pacifism die?", TEXTS) == ["Pacifism"]
    assert KNOWN.named_in("Does the copy of my electrolyze split its damage?", TEXTS) == ["Electrolyze"]
    assert KNOWN.named_in("does the bolt kill tarmogoyf", TEXTS) == ["Tarmogoyf"]
    assert KNOWN.named_in("Does the bonus Shrink gives last?", TEXTS) == ["Shrink"]
    assert KNOWN.named_in("shrink", TEXTS) == ["Shrink"]
