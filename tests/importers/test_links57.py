"""Ruling links, links57: links56's 609.3 reading ("does only as much as possible") for a player with nothing to
sacrifice or return, brought back once the tuned rows worded so (Disciple of Bolas, Riptide Chimera) were labelled
609.3 as Morkrut Necropod's. The rulings are real ones."""

import pytest

from tests.importers.cr_lines import ATTACKERS, IMPOSSIBLE

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Disciple of Bolas, Riptide Chimera, Morkrut Necropod, Sarkhan Vol.
        (
            "When Some Card enters the battlefield, sacrifice another creature. You gain X life and draw X cards, "
            "where X is that creature's power.",
            "The ability is mandatory. If you control at least one other creature when the ability resolves, you must "
            "sacrifice one. If you don't control any other creatures at that time, the ability won't do anything.",
            ["609.3"],
        ),
        (
            "At the beginning of your upkeep, return an enchantment you control to its owner's hand.",
            "If you control no enchantments when Some Card's ability resolves (perhaps because Some Card stops being "
            "an enchantment for some reason), then nothing happens.",
            ["609.3"],
        ),
        (
            "Whenever Some Card attacks or blocks, sacrifice another creature or land.",
            "In the unusual situation that you control no other creatures or lands, the last ability won't do "
            "anything. Some Card can attack or block with no penalty.",
            ["609.3"],
        ),
        (
            "+1: Creatures you control get +1/+1 and gain haste until end of turn.",
            "You may activate the first ability even if you control no creatures. Some Card gains a loyalty counter, "
            "but the ability will have no effect.",
            ["609.3"],
        ),
        # An intervening "if" (Supply Caravan, 603.4), an ability without a legal target removed from the stack
        # (Advocate of the Beast, 603.3d).
        (
            "When Some Card enters the battlefield, if you control a tapped creature, create a 1/1 white Warrior "
            "creature token with vigilance.",
            "If you don't control a tapped creature as Some Card enters the battlefield, its ability doesn't "
            "trigger, even if you can tap a creature right away. If you control no tapped creatures as the ability "
            "resolves, nothing happens.",
            [],
        ),
        (
            "At the beginning of your end step, put a +1/+1 counter on target Beast creature you control.",
            "If you don't control any Beast creatures as your end step begins, the ability will be removed from the "
            "stack and will have no effect.",
            [],
        ),
    ],
)
def test_nothing_to_act_on_is_609_3(linked, card_text, ruling, numbers):
    assert linked(IMPOSSIBLE, card_text, ruling) == numbers


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # The rest done when a zone is empty (Archangel's Light, Witness the End, Sword of Feast and Famine,
        # Horrifying Revelation).
        (
            "You gain 2 life for each card in your graveyard, then shuffle your graveyard into your library.",
            "If you have no cards in your graveyard, you won't gain any life, but you'll still shuffle your library.",
            ["609.3"],
        ),
        (
            "Target opponent exiles two cards from their hand and loses 2 life.",
            "If that player has only one card in hand, that card will be exiled. If the player has no cards in hand, "
            "no cards will be exiled, but they will still lose 2 life.",
            ["609.3"],
        ),
        (
            "Whenever equipped creature deals combat damage to a player, that player discards a card and you untap "
            "all lands you control.",
            "You'll untap all lands you control even if the player doesn't discard a card.",
            ["609.3"],
        ),
        # A choice still to be made (Cursed Scroll, Perplex).
        (
            "{3}, {T}: Name a card. Reveal a card at random from your hand. If it's the named card, Some Card deals "
            "2 damage to any target.",
            "If you have no cards in hand, you still have to name a card. Then you fail to reveal one (since there "
            "aren't any).",
            [],
        ),
        (
            "Counter target spell unless its controller discards their hand.",
            "If the spell's controller has no cards in their hand, that player can still choose to discard their hand "
            "and prevent the spell from being countered.",
            [],
        ),
    ],
)
def test_the_rest_done_when_a_zone_is_empty_is_609_3(linked, card_text, ruling, numbers):
    assert linked(IMPOSSIBLE, card_text, ruling) == numbers


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Militia's Pride, Leonin Warleader's kind: 508.4; Skin Invasion's declared attacker: the step.
        (
            "Whenever a nontoken creature you control attacks, you may pay {W}. If you do, create a 1/1 white Kithkin "
            "Soldier creature token that's tapped and attacking.",
            "You choose which player or planeswalker the token is attacking. It doesn't have to attack the same player "
            "or planeswalker as the creature that caused the ability to trigger.",
            ["508.4"],
        ),
        (
            "Enchant creature\nEnchanted creature attacks each combat if able.",
            "The enchanted creature's controller still chooses which player or planeswalker that creature attacks.",
            ["508"],
        ),
    ],
)
def test_a_creature_put_onto_the_battlefield_attacking_is_508_4(linked, card_text, ruling, numbers):
    assert linked(ATTACKERS, card_text, ruling) == numbers
