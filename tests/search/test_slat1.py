"""The names read at a word tried only at the lengths of the names its word starts (CardNames.first_sizes): a name
typed split (`torrential gear hulk`, `swords to plow shares`), with its last word slipped, its first word mistyped or
a possessive is still read, though its typed first word starts no name of that length."""

from search.cardnames import CardNames, name_keys
from search.spelling import Lexicon

TEXTS = Lexicon(
    {"en": {"serra": 50, "angel": 700, "benevolent": 3, "swords": 12, "plowshares": 6, "plow": 17, "shares": 86}}
)


def names(*cards):
    return CardNames([[list(key), card] for card in cards for key in name_keys(card)])


KNOWN = names("Serra Angel", "Serra the Benevolent", "Torrential Gearhulk", "Swords to Plowshares", "Tarmogoyf")


def test_a_name_split_longer_than_any_key_of_its_first_word_is_read():
    assert KNOWN.first_sizes["torrential"] == {2}
    assert KNOWN.named_in("torrential gear hulk lets me cast an instant", TEXTS) == ["Torrential Gearhulk"]
    assert 4 not in KNOWN.first_sizes["swords"]
    assert KNOWN.named_in("swords to plow shares on a token", TEXTS) == ["Swords to Plowshares"]


def test_a_mistyped_first_word_that_starts_no_name_is_read():
    assert "sera" not in KNOWN.first_sizes
    assert KNOWN.named_in("does sera angel have vigilance", TEXTS) == ["Serra Angel"]


def test_a_slipped_last_word_and_a_possessive_are_read():
    assert KNOWN.named_in("serra the benevolant emblem, do I lose", TEXTS) == ["Serra the Benevolent"]
    assert KNOWN.named_in("serra angel's vigilance and tarmogoyf's power", TEXTS) == ["Serra Angel", "Tarmogoyf"]


def test_the_lengths_are_those_of_the_names_of_two_words_or_more():
    assert KNOWN.first_sizes["serra"] == {2, 3}
    assert "tarmogoyf" not in KNOWN.first_sizes
