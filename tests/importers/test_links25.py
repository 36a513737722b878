"""Ruling links, the twenty-fifth session (links25): rules a concept names found in today's words and the words of
the CR of the ruling's date (draw 18, blind18, is checked with the other draws in test_link_evaluation.py)."""

import pytest

MANA_VALUE = [
    "2. Parts of a Card",
    "202. Mana Cost and Color",
    "202.1. A card's mana cost is indicated by mana symbols near the top of the card.",
    "202.3. The mana value of an object is a number equal to the total amount of mana in its mana cost, regardless "
    "of color.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    "ruling",
    [
        # Today's words (since April 2021) name the rule: "mana value" and the older "converted mana cost" link it.
        "Some Card's mana value is 3.",
        "You lose life equal to the converted mana cost of the card you're bringing back.",
    ],
)
def test_mana_value_is_found_in_todays_words(linked, ruling):
    assert linked(MANA_VALUE, "Return target creature card from a graveyard to the battlefield.", ruling) == ["202.3"]


# The CR before July 2009, whose rule the lineage of 400.7 does not reach (2004's words).
OLD_ZONES = [
    "2. Parts of the Game",
    "217. Zones",
    "217.1. A zone is a place where objects can be during a game.",
    "217.1c An object that moves from one zone to another is treated as a new object. Effects connected with its "
    "previous location will no longer apply.",
]


@pytest.mark.django_db
def test_a_new_object_is_found_in_the_words_of_the_cr_before_july_2009(linked):
    ruling = "The creature comes back onto the battlefield as a new creature, with one +1/+1 counter on it."
    card = "Exile target creature. At the beginning of the next end step, return that card to the battlefield."
    assert linked(OLD_ZONES, card, ruling) == ["217.1c"]


# The CR before October 2007, whose rule the lineage of 305.2 does not reach (2004's words).
OLD_LANDS = [
    "2. Parts of the Game",
    "212. Card Types",
    "212.6. Lands",
    "212.6b A player may play only one land card during each of his or her own turns. Effects may allow the playing "
    "of additional lands.",
]


@pytest.mark.django_db
def test_the_land_play_is_found_in_the_words_of_the_cr_before_october_2007(linked):
    ruling = "This does not count as your one land you can normally play each turn."
    card = "{T}: You may put a land card from your hand onto the battlefield."
    assert linked(OLD_LANDS, card, ruling) == ["212.6b"]
