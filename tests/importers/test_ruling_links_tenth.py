"""Ruling links, the tenth session's step (draw 8 labelled blind, then the tuned groups' wrong links and misses):
what an effect does not give is not the keyword's rule, X taken as 0 when cast without paying its mana cost is X's
rule, 302.6's own words and the controller of a triggered ability link their rules. Each phrase was counted on the
corpus's WotC rulings; the rulings are real ones (the card's names blanked as the linker blanks them)."""

import pytest

pytestmark = pytest.mark.django_db


def cr_of_the_eighth_draw():
    return [
        "1. Game Concepts",
        "107. Numbers and Symbols",
        "107.3. Many objects use the letter X as a placeholder for a number that needs to be determined.",
        "118. Costs",
        "118.9. Some spells have alternative costs. An alternative cost is a cost listed in a spell's text, or "
        "applied to it from another effect, that its controller may pay rather than paying the spell's mana cost.",
        "3. Card Types",
        "302. Creatures",
        "302.6. A creature's activated ability with the tap symbol in its activation cost can't be activated unless "
        "the creature has been under its controller's control continuously since their most recent turn began.",
        "6. Spells, Abilities, and Effects",
        "603. Handling Triggered Abilities",
        "603.3. Once an ability has triggered, its controller puts it on the stack the next time a player would "
        "receive priority.",
        "603.3a A triggered ability is controlled by the player who controlled its source at the time it "
        "triggered, unless it's a delayed triggered ability.",
        "7. Additional Rules",
        "702. Keyword Abilities",
        "702.10. Haste",
        "702.10a Haste is a static ability.",
        "702.12. Indestructible",
        "702.12a Indestructible is a static ability.",
        "702.16. Protection",
        "702.16a Protection is a static ability, written \u201cProtection from [quality].\u201d",
    ]


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # What an effect does not give reads the card's effect (32 corpus links, nearly all wrong: Selfless Spirit,
        # Crash Through, It That Gets Left Hanging, Runed Halo, Council Guardian).
        (
            "Sacrifice this creature: Creatures you control gain indestructible until end of turn.",
            "The set of creatures affected is determined as the ability resolves. Creatures you begin to control "
            "later in the turn won't gain indestructible.",
            [],
        ),
        (
            "You have protection from the chosen card name.",
            "You can't choose [nothing] as a name. So it can't give you protection from them.",
            [],
        ),
        ("Haste", "If there are no other people around to ask, it won't gain haste.", []),
        # A mention that gives it still links.
        (
            "Whenever this creature attacks, each other attacking creature gains haste until end of turn.",
            "It doesn't give itself haste, but if two are attacking, each gives the other one haste.",
            ["702.10"],
        ),
        # X taken as 0 when a card is cast without paying its mana cost is X's rule (107.3b; 20 corpus rulings),
        # unless the ruling names alternative costs themselves.
        (
            "You may cast the exiled card without paying its mana cost.",
            "If the card has {X} in its mana cost, you must choose 0 as the value of X when casting it without paying "
            "its mana cost.",
            ["107.3"],
        ),
        (
            "You may cast the exiled card without paying its mana cost.",
            'If you cast a card "without paying its mana cost," you can\'t pay any alternative costs. Any X in the '
            "mana cost will be 0.",
            ["107.3", "118.9"],
        ),
        # 302.6's own words (38 more corpus rulings), not in WotC's template of an attack requirement not met.
        (
            "Target artifact becomes an artifact creature.",
            "The resulting artifact creature will be able to attack on your turn if it's been under your control "
            "continuously since the turn began.",
            ["302.6"],
        ),
        (
            "Target creature attacks this turn if able.",
            "If, during its controller's declare attackers step, that creature is tapped, is affected by a spell or "
            "ability that says it can't attack, or hasn't been under that player's control continuously since the "
            "turn began, then it doesn't attack.",
            [],
        ),
        # Who controls a triggered ability (603.3a; 14 corpus rulings, none linked before); not "if you control".
        (
            "Whenever an Aura becomes attached to this creature, create a 2/2 Dragon token.",
            "If an Aura becomes attached that causes another player to gain control of it, that player will control "
            "the triggered ability that creates a Dragon.",
            ["603.3a"],
        ),
        (
            "Whenever a creature attacks, you may have target creature block it.",
            "If you control the triggered ability, you decide whether to have the targeted creature block the "
            "attacking creature at the time the ability resolves.",
            [],
        ),
    ],
)
def test_rules_of_the_eighth_draws_session_link_by_their_own_words(linked, card_text, ruling, numbers):
    assert linked(cr_of_the_eighth_draw(), card_text, ruling) == numbers
