"""scard39: a card named by its initials as judges type them (`TKS` is Thought-Knot Seer, `KCI` Krark-Clan
Ironworks, `SoFI` Sword of Fire and Ice): a word typed with two capitals or more, three to five letters, whose
initials are one card's only, and no rules abbreviation (`SBA`) nor a word the CR says."""

import pytest

from search import cardinitials
from search.cardnames import CardNames, name_keys

NAMES = [
    "Thought-Knot Seer",
    "Krark-Clan Ironworks",
    "Sword of Fire and Ice",
    "Jace, the Mind Sculptor",
    "Birds of Paradise",
    "Balance of Power",
    "Swans of Bryn Argoll",
    "Path to Exile",
]


def _names():
    return CardNames([[list(key), name] for name in NAMES for key in name_keys(name)])


@pytest.mark.parametrize(
    ("name", "typed"),
    [
        ("Thought-Knot Seer", "tks"),
        ("Krark-Clan Ironworks", "kci"),
        ("Sword of Fire and Ice", "sofi"),
        ("Sword of Fire and Ice", "sfi"),
        ("Jace, the Mind Sculptor", "jtms"),
        ("Jace, the Mind Sculptor", "jms"),
    ],
)
def test_a_name_s_initials(name, typed):
    assert typed in cardinitials.of_name(name)


def test_words_typed_as_initials():
    typed = cardinitials.typed_initials("If my opponent Paths my TKS, does SoFI or LotV stop tks? Sba, ETB.")
    assert typed == {"tks", "sofi", "lotv", "etb"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("If my opponent Paths my TKS, do they draw a card?", ["Thought-Knot Seer"]),
        ("Can I sacrifice the artifact to KCI in response?", ["Krark-Clan Ironworks"]),
        ("My SoFI-equipped creature", []),
        ("Does SoFI trigger on a planeswalker?", ["Sword of Fire and Ice"]),
        ("Can JTMS bounce my creature?", ["Jace, the Mind Sculptor"]),
        # Initials typed in lower case are a word; initials several names have name none of them.
        ("my tks died", []),
        ("Can BoP block a flier?", []),
    ],
)
def test_a_card_named_by_its_initials(text, expected):
    assert _names().named_in(text) == expected


def test_a_rules_abbreviation_is_no_card():
    # Swans of Bryn Argoll's initials are the state-based actions' (jargon.toml).
    assert _names().named_in("When do SBA happen?") == []


def test_a_tournament_document_is_no_card():
    names = CardNames([[list(key), "March of the Returned"] for key in name_keys("March of the Returned")])
    assert names.named_in("The MTR says I get a warning, right?") == []


def test_a_word_the_cr_says_is_no_card():
    assert _names().named_in("Can JTMS bounce it?", rules_word=lambda word: word == "jtms") == []


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("I take the two extra cards from  but only one card is left in my library. Do I lose right away?", ["104.3c"]),
        ("I have to draw three cards with only two cards left in my library, what happens?", ["104.3c"]),
        ("I must draw more cards than I have left, do I lose?", ["104.3c"]),
        # Nothing to draw, or no draw asked: not this rule.
        ("I had to draw with no cards left in my library. Do I lose immediately?", []),
        ("My opponent has two cards left in their library, can I mill them?", []),
    ],
)
def test_more_cards_drawn_than_are_left(words, expected):
    from search import situations

    assert [n for n in situations.situation_rules(words) if n == "104.3c"] == expected
