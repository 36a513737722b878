"""Ruling links, links58: WotC's other wordings of the choice of which player, planeswalker or battle a creature
attacks (508.1b's declaration; 508.4 when the card puts the creature onto the battlefield attacking). The rulings are
real ones, the card's name written "Some Card"."""

import pytest

from tests.importers.cr_lines import ATTACKERS

pytestmark = pytest.mark.django_db


PUT_ATTACKING = (
    "Whenever Some Card attacks, create two 1/1 white Cat creature tokens with lifelink that are tapped and attacking."
)


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Leonin Warleader: the plural.
        (
            PUT_ATTACKING,
            "You choose which players or planeswalkers the two tokens are attacking. They don't have to attack the "
            "same player or planeswalker as Some Card.",
            ["508.4"],
        ),
        # Warcry Phoenix, Flamerush Rider, Hanweir Garrison: an opponent or an opposing planeswalker.
        (
            "At the beginning of combat on your turn, you may pay {2}{R}. If you do, return Some Card from your "
            "graveyard to the battlefield tapped and attacking.",
            "As Some Card returns to the battlefield because of its triggered ability, you choose which opponent or "
            "opposing planeswalker it's attacking.",
            ["508.4"],
        ),
        (
            PUT_ATTACKING,
            "You choose which opponent or planeswalker controlled by an opponent each token is attacking.",
            ["508.4"],
        ),
        # Zurgo Helmsmasher, Mogis's Warhound: the card's own name (blanked) or "to attack"; a declared attacker.
        (
            "Some Card attacks each combat if able.",
            "You still choose which player or planeswalker Some Card attacks.",
            ["508"],
        ),
        (
            "Enchant creature\nEnchanted creature attacks each combat if able.",
            "The controller of Some Card or the creature it's enchanting chooses which player or planeswalker to "
            "attack.",
            ["508"],
        ),
        # Guard: not a choice of what a creature attacks.
        (
            "Whenever a creature you control attacks, it gets +1/+0 until end of turn.",
            "If you control more than one attacking creature, you choose which attacking creature gets the bonus.",
            [],
        ),
    ],
)
def test_which_player_or_planeswalker_it_attacks_in_other_words(linked, card_text, ruling, numbers):
    assert linked(ATTACKERS, card_text, ruling) == numbers
