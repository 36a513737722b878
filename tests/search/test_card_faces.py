"""A two-faced card is named by a face of two words or more (cardnames.name_keys), as players name it."""

from search.cardnames import CardNames, name_keys
from search.spelling import Lexicon

TEXTS = Lexicon({"en": {"start": 90, "finish": 20, "turn": 9000, "creature": 9000}})


def names(*cards):
    return CardNames([[list(key), card] for card in cards for key in name_keys(card)])


KNOWN = names(
    "Delver of Secrets // Insectile Aberration", "Start // Finish", "Archangel Avacyn // Avacyn, the Purifier"
)


def test_a_front_face_names_the_card():
    # Before: only the stored `A // B` name was a key, and "Delver of Secrets" named no card.
    assert KNOWN.named_in("When does Delver of Secrets transform?", TEXTS) == [
        "Delver of Secrets // Insectile Aberration"
    ]


def test_a_back_face_and_its_short_name():
    assert KNOWN.named_in("Is Avacyn, the Purifier's damage dealt at once?", TEXTS) == [
        "Archangel Avacyn // Avacyn, the Purifier"
    ]


def test_a_split_cards_one_word_half_names_nothing():
    assert KNOWN.named_in("at the start of combat", TEXTS) == []
    assert KNOWN.named_in("Start // Finish", TEXTS) == ["Start // Finish"]
