"""Ruling links, links98: 603.3d for a triggered ability's required target told by what the ability does to it ("the
Ogre will have to return itself", "you must put a +1/+1 on one of them": rulings/trigger_targets.py), and 702.29 for a
typecycling the card has, named by its own word ("Plainscycling is an activated ability", "which landcycling ability
you are activating": rulings/keyword_typecycling.py). The rulings are real ones (Ogre Savant, Afiya Grove, Hornet
Harasser, Eternal Dragon, Valley Rannet / Sanctum Plowbeast, Stabilizer, Kydele), the card's name replaced
by the fixture's."""

import pytest

pytestmark = pytest.mark.django_db

TRIGGERS = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.3d The remainder of the process for putting a triggered ability on the stack is identical to the process for "
    "casting a spell listed in rules 601.2c-d. If a choice is required when the triggered ability goes on the stack "
    "but no legal choices can be made for it, or if a rule or a continuous effect otherwise makes the ability "
    "illegal, the ability is simply removed from the stack.",
]
BOUNCER = "When Some Card enters, if {U} was spent to cast it, return target creature to its owner's hand."


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Ogre Savant, Afiya Grove (tuned46, each labelled 603.3d), Hornet Harasser: what the ability must do to the
        # only target it can have.
        (
            BOUNCER,
            "If {U} was spent to cast Some Card and no other creatures are on the battlefield, the Ogre will have to "
            "return itself.",
            ["603.3d"],
        ),
        (
            "At the beginning of your upkeep, move a +1/+1 counter from Some Card onto target creature.",
            "If there are any creatures on the battlefield, even if they are just your opponent's, you must put a "
            "+1/+1 on one of them. If there are no creatures on the battlefield, then no counter is removed from this "
            "card.",
            ["603.3d"],
        ),
        (
            "When Some Card dies, target creature gets -2/-2 until end of turn.",
            # Its first sentence ("Some Card's ability is mandatory.") left out: it links 603, another reading's.
            "If you're the only player who controls any creatures, you must give one of your own creatures -2/-2.",
            ["603.3d"],
        ),
        # Guards: the same words on a card whose triggered ability targets nothing (a spell's effect); an obligation
        # withheld ("don't have to"); a sacrifice, the card's cost or effect, not a target.
        (
            "Return target creature to its owner's hand.",
            "If no other creatures are on the battlefield, you will have to return itself.",
            [],
        ),
        (BOUNCER, "You don't have to give one of them -2/-2 if you control them all.", []),
        (BOUNCER, "If you control the only creatures, you must sacrifice one of them.", []),
    ],
)
def test_a_triggered_abilitys_target_told_by_its_effect(linked, card_text, ruling, numbers):
    assert linked(TRIGGERS, card_text, ruling) == numbers


CYCLING = [
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.29. Cycling",
    "702.29a Cycling is an activated ability that functions only while the card with cycling is in a player's hand. "
    '"Cycling [cost]" means "[Cost], Discard this card: Draw a card."',
    '702.29e Typecycling is a variant of the cycling ability. "[Type]cycling [cost]" means "[Cost], Discard this '
    'card: Search your library for a [type] card, reveal it, and put it into your hand. Then shuffle your library."',
]
PLAINSCYCLING = (
    "Flying\nPlainscycling {2} ({2}, Discard this card: Search your library for a Plains card, reveal it, put it into "
    "your hand, then shuffle.)"
)
TWO_TYPES = (
    "Defender\nPlainscycling {2}, islandcycling {2} ({2}, Discard this card: Search your library for a Plains or "
    "Island card, reveal it, put it into your hand, then shuffle.)"
)


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Eternal Dragon (2009): the card's own typecycling named, an activated ability.
        (
            PLAINSCYCLING,
            "Plainscycling is an activated ability. Effects that interact with activated abilities (such as Stifle or "
            "Rings of Brighthearth) will interact with Plainscycling.",
            ["702.29"],
        ),
        (
            PLAINSCYCLING,
            "Plainscycling is a form of cycling. Any ability that triggers on a card being cycled also triggers on "
            "Plainscycling this card.",
            ["702.29"],
        ),
        # Sanctum Plowbeast (tuned46, labelled 702.29e and 602.2), Valley Rannet: "landcycling" for the card's two.
        (
            TWO_TYPES,
            "You may only activate one landcycling ability at a time. You must specify which landcycling ability you "
            "are activating as you cycle this card, not as the ability resolves.",
            ["702.29"],
        ),
        # Stabilizer: the card's effect on cycling reaches a typecycling (702.29f).
        ("Players can't cycle cards.", "This affects both Cycling and Landcycling.", ["702.29"]),
        # Guards: a card without a typecycling (Kydele's "such as those found with a basic landcycling ability", an
        # example; a card found by another card's typecycling); a card with one, the word only in an example.
        (
            "{T}: Add {C} for each card you've drawn this turn.",
            'Cards put into your hand without an instruction to "draw" them, such as those found with a basic '
            "landcycling ability, weren't drawn.",
            [],
        ),
        (
            "You may cast spells from your graveyard.",
            "A card found with a basic landcycling ability wasn't drawn.",
            [],
        ),
        (
            PLAINSCYCLING,
            "Cards found with an ability such as Plainscycling weren't drawn.",
            [],
        ),
    ],
)
def test_a_typecycling_the_card_has(linked, card_text, ruling, numbers):
    assert linked(CYCLING, card_text, ruling) == numbers
