"""Ruling links, the nineteenth session's step (recall on the tuned groups' misses): regeneration's noun ("a
regeneration shield", "its regeneration ability") names the keyword action regenerate on a card that has it, not
"Regeneration won't save it" (a sacrifice's); a spell cast or an ability activated "with no targets" or "without any
targets" is casting's choice of targets (601.2c); what triggers "when you cast" ("It triggers when the spell is
cast", "put onto the battlefield without being cast won't cause ... to trigger") is casting's rule (601.2); a 0/0
creature put into the graveyard is toughness 0's state-based action (704.5f). Each phrase was counted on the corpus's
WotC rulings; the rulings are real ones, a card's name given as "Some Card"."""

import pytest

from rules.models import CRVersion, RuleLineage
from tests.importers.test_ruling_links import import_of_2022, numbers_linked

pytestmark = pytest.mark.django_db


def cr_of_the_nineteenth_session():
    return [
        "6. Spells, Abilities, and Effects",
        "601. Casting Spells",
        "601.2. To cast a spell is to take it from where it is and put it on the stack.",
        "601.2c The player announces their choice of an appropriate object or player for each target the spell "
        "requires.",
        "601.2i Once the steps described in 601.2a-h are completed, the spell becomes cast.",
        "7. Additional Rules",
        "701. Keyword Actions",
        "701.1. Most actions described in a card's rules text use the standard English definitions.",
        "701.19. Regenerate",
        "701.19a If the effect of a resolving spell or ability regenerates a permanent, it creates a replacement "
        "effect that protects the permanent the next time it would be destroyed this turn.",
        "704. State-Based Actions",
        "704.1. State-based actions are game actions that happen automatically whenever certain conditions are met.",
        "704.5f If a creature has toughness 0 or less, it's put into its owner's graveyard.",
    ]


REGENERATES = "{1}{B}: Regenerate Some Card."


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Rhys the Exiled, Cudgel Troll: the noun names regeneration's rule on a card that regenerates.
        (
            REGENERATES,
            "You may sacrifice Some Card to pay for its own regeneration ability. However, since Some Card is no "
            "longer on the battlefield, the ability will have no effect.",
            ["701.19"],
        ),
        (
            REGENERATES,
            "To work, the regeneration shield must be created before Some Card is destroyed.",
            ["701.19"],
        ),
        # Lord of Tresserhorn: what a regeneration can't do is the sacrifice's rule, not regeneration's.
        (
            REGENERATES,
            "Some Card itself will be sacrificed as part of its ability's effect. Regeneration won't save it.",
            [],
        ),
        # Electropotence: a card without the keyword action names another's regeneration ability in passing.
        (
            "Whenever a creature enters the battlefield under your control, you may pay {2}{R}.",
            "Once you decide to pay {2}{R}, it's too late for anyone to respond (such as by activating a regeneration "
            "ability the targeted creature has).",
            [],
        ),
        # Opal Acrolith, Mesa Enchantress, Distended Mindbender: what triggers when a spell is cast.
        (
            "Whenever an opponent casts a creature spell, Some Card becomes a 2/4 Soldier creature.",
            "It triggers when the spell is cast, which means it becomes a creature before that spell resolves.",
            ["601.2"],
        ),
        (
            "Whenever you cast an enchantment spell, you may draw a card.",
            "Enchantments put onto the battlefield without being cast won't cause Some Card's last ability to trigger.",
            ["601.2"],
        ),
        (
            "When you cast this spell, target opponent reveals their hand.",
            "Some Card's last ability triggers after you've taken all the actions necessary to cast the spell.",
            ["601.2"],
        ),
        # Liliana, the Last Hope, Tandem Tactics: a spell cast or an ability activated with no targets.
        (
            "+1: Up to one target creature gets -2/-1 until your next turn.",
            "You can activate Some Card's first ability without any targets just to add a loyalty counter to her.",
            ["601.2c"],
        ),
        (
            "Up to two target creatures each get +1/+2 until end of turn. You gain 2 life.",
            "You can cast Some Card with no targets. When it resolves, you'll gain 2 life.",
            ["601.2c"],
        ),
        # Angel of Serenity: "You may choose zero targets" alone is the card's "up to" (labelled 115), not casting's.
        (
            "When Some Card enters the battlefield, you may exile up to three other target creatures.",
            "You may choose zero targets.",
            [],
        ),
        # Clone, Kin-Tree Invocation: a 0/0 creature's end.
        (
            "You may have Some Card enter the battlefield as a copy of any creature on the battlefield.",
            "You can choose not to copy anything. In that case, Some Card enters the battlefield as a 0/0 "
            "Shapeshifter creature, and is probably put into the graveyard immediately.",
            ["704.5f"],
        ),
        (
            "Create an X/X green Spirit Warrior creature token.",
            "If you control no creatures as Some Card resolves, you'll put a 0/0 token onto the battlefield. Unless "
            "something else is raising its toughness above 0, it will immediately die.",
            ["704.5f"],
        ),
    ],
)
def test_rules_of_the_nineteenth_session(tmp_path, card_text, ruling, numbers):
    CRVersion.objects.all().delete()
    RuleLineage.objects.all().delete()
    import_of_2022(tmp_path, cr_of_the_nineteenth_session())
    assert sorted(numbers_linked("Some Card", card_text, ruling)) == numbers
