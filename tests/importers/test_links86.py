"""Ruling links, links86: 107.1b for a negative value used as it is ("If a creature's power is somehow less than 0, it
subtracts from the total power", "even if they were negative", "You can't choose a negative number": the "negative
values" reading of rulings/sentence_concepts.py), and the "basic land types" reading narrowed: a color word beside a
basic land type is what a text change rewrites (612, Trait Doctoring), and a card searched for by its name ("that isn't
also named Forest", Nissa's Encouragement) is no land type. The rulings are real ones (Angrath, Ghalta, Reign of the
Pit, Chandra Nalaar, Trait Doctoring, Nissa's Encouragement; the guards Sunscourge Champion, Grunn, Paladin of
Atonement, Hunting Cheetah and Earth Servant)."""

import pytest

CR = [
    "1. Game Concepts",
    "107. Numbers and Symbols",
    "107.1. The only numbers the Magic game uses are integers.",
    "107.1b Most of the time, the Magic game uses only positive numbers and zero. You can't choose a negative number, "
    "deal negative damage, gain negative life, and so on. However, it's possible for a game value, such as a "
    "creature's power, to be less than zero. If a calculation or comparison needs to use a negative value, it does "
    "so.",
    "3. Card Types",
    "305. Lands",
    "305.1. A player who has priority may play a land card from their hand during a main phase of their turn when the "
    "stack is empty.",
    '305.6. The basic land types are Plains, Island, Swamp, Mountain, and Forest. If an object uses the words "basic '
    "land type,\" it's referring to one of these subtypes.",
    "6. Spells, Abilities, and Effects",
    "612. Text-Changing Effects",
    "612.1. Some continuous effects change an object's text.",
]

ANGRATH = (
    "+2: Angrath deals 1 damage to target opponent or planeswalker. -3: Return target artifact card from your "
    "graveyard to your hand. -11: Destroy all creatures target opponent controls. Angrath deals damage equal to the "
    "total power of those creatures to that player."
)
TRAIT_DOCTORING = (
    "Change the text of target permanent by replacing all instances of one color word with another or one basic land "
    "type with another until end of turn. Cipher"
)
NISSAS_ENCOURAGEMENT = (
    "Search your library and graveyard for a card named Forest, a card named Brambleweft Behemoth, and a card named "
    "Nissa, Genesis Mage. Reveal those cards, put them into your hand, then shuffle."
)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # A negative power counted in a total (the tuned Angrath's and Reign of the Pit's 107.1b).
        (
            ANGRATH,
            "Angrath's last ability uses the power of those creatures as they last existed on the battlefield to "
            "determine their total power. If a creature's power was somehow less than 0, it subtracts from the total "
            "power of the other creatures. If the total power of those creatures is 0 or less, Angrath doesn't deal "
            "damage.",
            ["107.1b"],
        ),
        (
            "This spell costs {X} less to cast, where X is the total power of creatures you control.",
            "If a creature's power is somehow less than 0, it subtracts from the total power of your other creatures. "
            "If the total power of your creatures is 0 or less, Some Card's cost remains {10}{G}{G}.",
            ["107.1b"],
        ),
        (
            "As an additional cost to cast this spell, sacrifice any number of creatures. Create an X/X black Demon "
            "creature token with flying, where X is the total power of the sacrificed creatures.",
            "Use the powers of the creatures as they last existed on the battlefield to determine the value of X, even "
            "if they were negative. For example, if the sacrificed creatures were 3/3, 5/5, 0/4, and -2/2, the Demon "
            "will be 6/6.",
            ["107.1b"],
        ),
        (
            "Target creature gets -5/-0 until end of turn.",
            "Creatures may have negative power. For example, a 3/4 creature that gets -5/-0 becomes -2/4.",
            ["107.1b"],
        ),
        (
            "-X: Some Card deals X damage to target creature.",
            "To activate the second ability, you choose a value of X equal to or less than the number of loyalty "
            "counters on Some Card. You may choose 0. You can't choose a negative number.",
            ["107.1b"],
        ),
        # A color word and a basic land type, the words a text change rewrites (the tuned Trait Doctoring's 612).
        (
            TRAIT_DOCTORING,
            'The type-changing effect can change part of a word such as "nonblack" or "swampwalk" if the part of the '
            "word is being used to refer to a color or basic land type.",
            ["612"],
        ),
        (
            TRAIT_DOCTORING,
            "Some Card changes the color word or basic land type each time it appears in the permanent's type line "
            "and/or rules text.",
            ["612"],
        ),
        (
            TRAIT_DOCTORING,
            "You can target any permanent with Some Card, including one with no color words or basic land types on it.",
            ["612"],
        ),
        # A card searched for by its name, no land type (the tuned Nissa's Encouragement, labelled none).
        (
            NISSAS_ENCOURAGEMENT,
            "Some Card can't be used to find a card with the land type Forest that isn't also named Forest (such as "
            "Sheltered Thicket from the Amonkhet set).",
            [],
        ),
        # Guards: a negative result read as 0 for life (the tuned Sunscourge Champion is labelled 608.2h alone), a
        # doubled negative power, a toughness below 0 gaining no life: not linked before or after.
        (
            "When Some Card enters the battlefield, you gain life equal to its power.",
            "If Some Card leaves the battlefield before its triggered ability resolves, use its power as it last "
            "existed on the battlefield to determine how much life to gain. If that number is negative, you don't "
            "gain any life and you don't lose any life.",
            [],
        ),
        (
            "Target creature gets +X/+X until end of turn, where X is its power.",
            "If a creature's power is less than 0 when it's doubled, instead that creature gets -X/-0, where X is how "
            "much less than 0 its power is.",
            [],
        ),
        (
            "When Some Card dies, you gain life equal to its toughness.",
            "If its toughness was less than 0, you won't gain life. (You also won't lose life.)",
            [],
        ),
        # Guards: the land type, not the name, linked before and after (the tuned Hunting Cheetah, Earth Servant).
        (
            "Whenever Some Card deals damage to an opponent, you may search your library for a Forest card, reveal "
            "that card, put it into your hand, then shuffle.",
            "Some Card's ability allows you to search your library for any card with the land type Forest, not just a "
            "card with the name Forest.",
            ["305.6"],
        ),
        (
            "Some Card gets +0/+1 for each Mountain you control.",
            "The ability cares about lands with the land type Mountain, not necessarily lands named Mountain.",
            ["305.6"],
        ),
    ],
)
def test_negative_values_and_basic_land_types(linked, card_text, ruling, numbers):
    assert linked(CR, card_text, ruling) == numbers
