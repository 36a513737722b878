"""Ruling links, links78: the "triggered abilities" (603) and "resolving" (608.2) readings' remaining wrong links. A
card's intervening "if" checked again as the ability resolves ("If ... as it resolves, it does nothing") is 603.4's
second check, not 608.2 nor 603 at large (rulings/trigger_rechecks.py, read by turn_concepts.py's "intervening if on
the card"; "doing nothing on resolution" not on such a card); an "at end of combat" trigger that needs its permanent
still on the battlefield is not 603's (rulings/turn_exceptions.py NOT_603; the tuned Kjeldoran Frostbeast is 511.2 and
113.6); no player acting "in a turn before" an upkeep trigger is checked is not a resolution (NOT_608_2). The
rulings are real ones (Ghitu Journeymage, Supply Caravan, Krond the Dawn-Clad, Kiyomaro, Hollowborn Barghest, Leonin
Vanguard, Liliana's Contract, Inventors' Fair, Kjeldoran Frostbeast; the guards Simic Guildmage, Reaver Drone,
Fathom Fleet Captain, Kalastria Highborn, Quarantine Field)."""

import pytest

LINES = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect.",
    "603.4. A triggered ability may read \u201cWhen/Whenever/At [trigger event], if [condition], [effect].\u201d "
    "This is called the intervening \u2018if\u2019 clause rule.",
    "608. Resolving Spells and Abilities",
    "608.1. Each time all players pass in succession, the spell or ability on top of the stack resolves.",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # The intervening "if" checked again as the ability resolves (603.4), as the tuned Krond's is labelled.
        (
            "When Some Card enters the battlefield, if you control another Wizard, Some Card deals 2 damage to each "
            "opponent.",
            "Some Card's ability doesn't trigger if you don't control another Wizard immediately after it enters the "
            "battlefield. If it does trigger but you don't control another Wizard as it resolves, it does nothing.",
            ["603.4"],
        ),
        (
            "When Some Card enters the battlefield, if you control a tapped creature, create a 1/1 white Warrior "
            "creature token with vigilance.",
            "If you don't control a tapped creature as Some Card enters the battlefield, its ability doesn't "
            "trigger, even if you can tap a creature right away. If you control no tapped creatures as the ability "
            "resolves, nothing happens.",
            ["603.4"],
        ),
        (
            "Whenever Some Card attacks, if it's enchanted, exile target permanent.",
            "If Some Card isn't enchanted when it's declared as an attacking creature, the ability won't trigger. If "
            "Some Card isn't enchanted when the ability resolves, the ability won't do anything.",
            ["603.4"],
        ),
        (
            "Whenever Some Card deals damage, if you have seven or more cards in hand, you gain 7 life.",
            "If you have seven or more cards in hand when Some Card's triggered ability goes on the stack but less "
            "than seven when the ability resolves, the ability does nothing.",
            ["603.4"],
        ),
        (
            "At the beginning of your upkeep, if you have no cards in hand, you may exile a creature card from your "
            "graveyard.",
            "The first ability checks whether you have no cards in hand both when it triggers and when it resolves. "
            "If you have any cards in your hand at the beginning of your upkeep, it won't trigger at all. If you have "
            "any cards in your hand when the ability resolves, it does nothing.",
            ["603.4"],
        ),
        (
            "At the beginning of combat on your turn, if you control three or more creatures, Some Card gets +1/+1 "
            "until end of turn and you gain 1 life.",
            "If you don't control three or more creatures as Some Card's ability resolves, the ability does nothing.",
            ["603.4"],
        ),
        (
            "At the beginning of your upkeep, if you control four or more Demons with different names, you win the "
            "game.",
            "If the second ability does trigger, but you no longer control four Demons with different names as the "
            "ability resolves, you won't win the game.",
            ["603.4"],
        ),
        # No one acting before an upkeep trigger's intervening "if" is checked: a turn's beginning, not a resolution.
        (
            "At the beginning of your upkeep, if you control three or more artifacts, you gain 1 life.",
            "No player may take actions in a turn before Some Card's triggered ability checks to see if it should "
            "trigger. If you don't control three or more artifacts, it won't trigger.",
            [],
        ),
        # An "at end of combat" trigger of a permanent no longer there: 511.2 and 113.6, not 603.
        (
            "At end of combat, destroy all creatures blocking or blocked by Some Card.",
            "Some Card's ability triggers only if it's still on the battlefield when the end of combat step begins "
            "(after the combat damage step). For example, if it blocks a 7/7 creature and is destroyed, its ability "
            "won't trigger at all. The 7/7 will remain on the battlefield.",
            [],
        ),
        # Guards: targets checked as the ability resolves with no intervening "if" on the card; a condition checked
        # as it resolves with none; a choice made as it resolves on a card with one; triggering and resolving told
        # together; a source gone before its trigger resolves.
        (
            "{1}{G}: Move a +1/+1 counter from target creature onto a second target creature with the same controller.",
            "For the first ability, if the two target creatures aren't controlled by the same player when the "
            "ability resolves, the ability does nothing.",
            ["608.2"],
        ),
        (
            "At the beginning of your upkeep, you lose 1 life unless you control another colorless creature.",
            "Whether you control another colorless creature is checked as the ability resolves.",
            ["608.2"],
        ),
        (
            "Whenever Some Card attacks, if you control another nontoken Pirate, you may pay {2}. If you do, create a "
            "2/2 black Pirate creature token with menace.",
            "You choose whether to pay {2} as the ability resolves.",
            ["608.2"],
        ),
        (
            "Whenever Some Card or another Ally enters the battlefield under your control, you may pay {B}. If you "
            "do, target player loses 2 life and you gain 2 life.",
            "You target a player when the ability triggers. You choose whether to pay {B} as the ability resolves.",
            ["603", "608.2"],
        ),
        (
            "When Some Card enters the battlefield, exile up to one target nonland permanent an opponent controls "
            "until Some Card leaves the battlefield.",
            "If Some Card leaves the battlefield before its triggered ability resolves, no permanents will be exiled.",
            ["603"],
        ),
    ],
)
def test_an_intervening_if_checked_again_and_an_end_of_combat_trigger(linked, card_text, ruling, numbers):
    assert linked(LINES, card_text, ruling) == numbers
