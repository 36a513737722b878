"""Ruling links, links68: cards face down that are no spell or permanent (a pile, a graveyard turned face down to pick
a card at random, cards drafted or removed from a draft, a Contraption deck, a plane or a scheme) are not 708's
face-down spells and permanents; a replacement effect supposed as the cause of a move ("destroyed but a replacement
effect moves it to a different zone instead") rests on what the card does then. The rulings are real ones, the
card's name written "Some Card"."""

import pytest

from tests.importers.cr_lines import REPLACEMENT

FACE_DOWN = [
    "7. Additional Rules",
    "708. Face-Down Spells and Permanents",
    "708.1. Two cards (Illusionary Mask and Ixidron) allow spells and permanents to be face down.",
    "708.2. Face-down spells and face-down permanents have no characteristics other than those listed.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Fossil Find, Deadbridge Chant, Hot Fix, Whispergear Sneak, Cogwork Spy, Academy at Tolaria West, I Bask in
        # Your Silent Awe, Better Than One: 708 linked before.
        (
            "The easiest way to choose a card at random from your graveyard is to turn your graveyard face down, "
            "shuffle it, and pick a card.",
            [],
        ),
        (
            "In formats that allow you to rearrange your graveyard, you may also shuffle your graveyard face down and "
            "choose a card at random.",
            [],
        ),
        ("At the end of the ten seconds, your library must again be a single face-down pile of cards.", []),
        (
            "If you look at a booster pack not being drafted during the current draft round, open that booster pack, "
            "look at the cards, and return them in a face-down pile.",
            [],
        ),
        ("You may look at the card even if it's removed from the draft face down by Cogwork Grinder.", []),
        (
            "A face-up plane card that's turned face down becomes a new object with no relation to its previous "
            "existence.",
            [],
        ),
        (
            "Players can't respond to the action of setting a scheme in motion. That means that if this scheme is "
            "turned face up, your opponents can't cast spells before the static ability takes effect.",
            [],
        ),
        ("You can also give them face down cards from your Contraption deck.", []),
        # Guards, linked before and after: a face-down creature, a face-down spell, a permanent turned face up.
        ("A face-down creature has no name, so it doesn't have the same name as anything else.", ["708"]),
        ("Face-down spells are creature spells, but they have converted mana cost 0.", ["708"]),
        ("Triggers when any permanent is turned face up, not just a creature.", ["708"]),
    ],
)
def test_cards_face_down_that_are_no_spell_or_permanent(linked, ruling, numbers):
    assert linked(FACE_DOWN, "Some text.", ruling) == numbers


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Terastodon, Kalitas, Bloodchief of Ghet: 614 linked before; the ruling rests on what the card's trigger does.
        (
            "Similarly, if the targeted permanent is destroyed but a replacement effect moves it to a different zone "
            "instead of its owner's graveyard, its controller won't get an Elephant token for it.",
            [],
        ),
        (
            "Similarly, if the targeted creature is destroyed but a replacement effect moves it to a different zone "
            "instead of its owner's graveyard, you won't get a Vampire token.",
            [],
        ),
        # Guard, linked before and after: what a replacement effect is.
        ("This replacement effect replaces the draw, so nothing that triggers on a draw will trigger.", ["614"]),
    ],
)
def test_a_replacement_effect_supposed_as_a_moves_cause(linked, ruling, numbers):
    assert linked(REPLACEMENT, "Some text.", ruling) == numbers
