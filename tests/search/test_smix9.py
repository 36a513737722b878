"""A card's name typed with its last word slipped into another word (`ashnods alter`) names the card
(cardnames.SLIPPED_LAST), unless its other words are all rules words or small ones."""

from search.cardnames import CardNames, name_keys
from search.spelling import Lexicon

TEXTS = Lexicon({"en": {"double": 900, "strike": 900, "goblin": 400, "lord": 300, "back": 800, "altar": 20}})


def names(*cards):
    return CardNames([[list(key), card] for card in cards for key in name_keys(card)])


KNOWN = names("Ashnod's Altar", "Consecrated Sphinx", "Double Stroke", "Goblin Lore", "The Rack")


def test_a_slipped_last_word_names_the_card():
    # Before: `alter` and `sphynx` were no name's words, and the questions named no card.
    assert KNOWN.named_in("ashnods alter, can I sac a creature in response", TEXTS) == ["Ashnod's Altar"]
    assert KNOWN.named_in("consecrated sphynx, how many times does it trigger", TEXTS) == ["Consecrated Sphinx"]


def test_rules_words_one_slip_from_a_name_name_no_card():
    assert KNOWN.named_in("first strike and double strike damage", TEXTS) == []
    assert KNOWN.named_in("does my goblin lord pump it", TEXTS) == []
    assert KNOWN.named_in("the back face of a double-faced card", TEXTS) == []
