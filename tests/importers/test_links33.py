"""Ruling links, links33: precision on the tuned groups, by cause (the phrase or table entry that made each wrong link):
a trigger named only to say what happens instead of its effect ("will trigger, but ..."); a keyword withheld beside a
bonus ("won't get +1/+1 or gain trample"), or the card's grant told again ("gives itself haste", "untaps and gains
haste"); a delayed trigger's resolution named as a time; the card's extra turn given or withheld; the mana ability of
each basic land type."""

import pytest

from tests.importers.cr_lines import TRAMPLE, TRIGGERS


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # "X will trigger, but ...": the ruling rests on what the "but" says (the creature already returned, 400.7:
        # Sorin; destroyed first by state-based actions: Wall of Limbs; exalted of one team member: Bant), not 603.
        (
            "If a creature with undying is destroyed by Sorin's third ability, the undying ability will trigger, but "
            "the creature will already have been returned to the battlefield by Sorin.",
            [],
        ),
        (
            "If you control that attacking creature, your exalted abilities will trigger but your teammate's exalted "
            "abilities won't.",
            [],
        ),
        # A trigger's own rule stays: "will trigger that many times", "will trigger when the token enters".
        ("If you draw multiple cards, the ability will trigger that many times.", ["603"]),
        ("Any enters-the-battlefield abilities of the copied creature will trigger when the token enters.", ["603"]),
        # Events at the same time as the trigger event (603.10's look back) stay, whatever follows.
        (
            "If Some Card and a creature it dealt damage to are both put into a graveyard at the same time, its "
            "ability will trigger, but it will do nothing when it resolves.",
            ["603"],
        ),
    ],
)
def test_a_trigger_named_for_what_happens_instead(linked, ruling, numbers):
    assert linked(TRIGGERS, "Whenever a creature dies, draw a card.", ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # 611.2c's template: the keyword withheld with the bonus is the card's effect read, not trample's rule.
        (
            "Stampede Driver's ability affects only creatures you control at the time it resolves. Creatures you "
            "begin to control later in the turn won't get +1/+1 or gain trample.",
            [],
        ),
        # The card's grant told again ("gives itself", a copy's "plus it has"): the card read, not the keyword's rule.
        ("While it's a creature, Some Card gives itself trample.", []),
        (
            "The token enters the battlefield as a copy of whatever the enchanted creature is copying, plus it has "
            "trample.",
            [],
        ),
        # A threaten effect's results told again (untap, gain haste): the card read.
        ("If you choose to apply it, the permanent untaps and gains trample. If you don't, it doesn't.", []),
        (
            "It can target a creature that's already untapped. You'll still gain control of it and it will gain "
            "trample.",
            [],
        ),
        # A keyword named for its own rule stays.
        ("If the creature has trample, excess damage is assigned to the player.", ["702.19"]),
    ],
)
def test_a_keyword_withheld_beside_a_bonus(linked, ruling, numbers):
    card = "Creatures you control get +1/+1 and gain trample until end of turn."
    assert linked(TRAMPLE, card, ruling) == numbers


DELAYED = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect.",
    "603.7. An effect may create a delayed triggered ability that can do something at a later time.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # The time the card is looked for, "when the delayed triggered ability resolves": 400.7 (Phytotitan), not 603.7.
        (
            "Some Card's ability will return it to the battlefield only if it's still in the graveyard when the "
            "delayed triggered ability resolves. If it's not, it won't return to the battlefield.",
            [],
        ),
        (
            "If the creature card leaves the graveyard before the delayed triggered ability resolves, it won't return "
            "to the battlefield.",
            [],
        ),
        # A delayed trigger's own rule stays, said at its resolution too (countered: Mimic Vat).
        (
            "If the token isn't exiled when the delayed triggered ability resolves (due to Stifle, perhaps), it "
            "remains on the battlefield indefinitely.",
            ["603.7"],
        ),
        ("The delayed triggered ability is created even if Some Card has left the battlefield.", ["603.7"]),
        ("This ability creates a delayed triggered ability that returns the card at the next end step.", ["603.7"]),
    ],
)
def test_a_delayed_triggers_resolution_named_as_a_time(linked, ruling, numbers):
    card = "Return target creature card from your graveyard to the battlefield at the beginning of the next end step."
    assert linked(DELAYED, card, ruling) == numbers


TURNS = [
    "5. Turn Structure",
    "500. General",
    "500.7. Some effects can give a player extra turns. They do this by adding the turns directly after the specified "
    "turn.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # The card's condition read, the extra turn given or withheld (Timesifter, Search the City), not 500.7.
        ("If a player fails to exile a card, they can't take the extra turn.", []),
        ("If you don't sacrifice Some Card, perhaps because it was destroyed, you won't take an extra turn.", []),
        # Extra turns' own rule stays: their order.
        (
            "If multiple extra turns are created in a game, the most recently created extra turn is taken first.",
            ["500.7"],
        ),
    ],
)
def test_an_extra_turn_given_or_withheld_is_the_cards(linked, ruling, numbers):
    assert linked(TURNS, "Take an extra turn after this one.", ruling) == numbers


MANA = [
    "6. Spells, Abilities, and Effects",
    "605. Mana Abilities",
    "605.1. Some activated abilities and some triggered abilities are mana abilities.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # The basic land types' mana abilities a land is given (Prismatic Omen): 305.6's, not what a mana ability is.
        (
            "Each land you control will have the land types Plains, Island, Swamp, Mountain, and Forest. They'll also "
            "have the mana ability of each basic land type.",
            [],
        ),
        ("This is a mana ability. It doesn't use the stack and can't be responded to.", ["605"]),
    ],
)
def test_the_mana_ability_of_each_basic_land_type(linked, ruling, numbers):
    assert (
        linked(MANA, "Lands you control are every basic land type in addition to their other types.", ruling) == numbers
    )
