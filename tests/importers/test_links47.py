"""Ruling links, links47: 608.2's recall from the tuned misses, each reading the CR's own words. The rulings are real
ones."""

import pytest

pytestmark = pytest.mark.django_db

RESOLVING = [
    "6. Spells, Abilities, and Effects",
    "608. Resolving Spells and Abilities",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps. The steps described in rules 608.2a and 608.2b are followed first. The steps described in "
    "rules 608.2c-j are then followed in no specific order.",
    "608.2c The controller of the spell or ability follows its instructions in the order written.",
]
BROKER = "{T}: Draw a card, then exile a card from your hand face down."


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Bane Alley Broker, Jace's Erasure-like discards: nothing is done between two instructions of one resolution.
        (
            "If Bane Alley Broker's first ability resolves when you have no cards in your hand, you'll draw a card and "
            "then exile it. You won't have the opportunity to cast that card (or do anything else with it) before "
            "exiling it.",
            ["608.2"],
        ),
        (
            "You choose which creatures to sacrifice, then discard the required number of cards from your hand. There "
            "is no chance to play any cards in between these actions.",
            ["608.2"],
        ),
        # Conversion's continuous effect: no resolution (613's timing, not 608.2's).
        (
            "There is no chance to tap a just-played mountain for red mana before it becomes a plains.",
            [],
        ),
    ],
)
def test_no_action_between_two_instructions_is_608_2(linked, ruling, numbers):
    assert linked(RESOLVING, BROKER, ruling) == numbers


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Cruel Ultimatum, Primal Command, the Confluences, Jace's Erasure: 608.2c's order written.
        (
            "All of the actions for Cruel Ultimatum are performed sequentially, in the order listed. Earlier actions "
            "may affect how you perform later actions.",
            ["608.2c"],
        ),
        ("Primal Command's modes are performed in the order listed.", ["608.2c"]),
        (
            "No matter which combination of modes you choose, you always follow the instructions of a Confluence in "
            "the order they are written.",
            ["608.2c"],
        ),
    ],
)
def test_instructions_in_the_order_written_are_608_2c(linked, ruling, numbers):
    assert linked(RESOLVING, BROKER, ruling) == numbers


TARGETS = [
    "6. Spells, Abilities, and Effects",
    "608. Resolving Spells and Abilities",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps.",
    "608.2b If the spell or ability specifies targets, it checks whether the targets are still legal.",
]


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Shadowfeed, Shreds of Sanity: the spell that doesn't resolve is named, and its name is blanked as a ruling
        # is read, so the sentence has no "spell" or "it" before "doesn't resolve".
        (
            "Exile target card from a graveyard. You gain 3 life.",
            "If the targeted card is removed from the graveyard before Some Card resolves, Some Card doesn't resolve. "
            "You won't gain 3 life.",
            ["608.2b"],
        ),
        (
            "Return up to one target instant card and up to one target sorcery card from your graveyard to your hand.",
            "If each targeted card becomes illegal, Some Card doesn't resolve and you won't discard a card.",
            ["608.2b"],
        ),
        # A spell that doesn't resolve for any reason, no target named (rebound's, Soulfire Grand Master's).
        (
            "Some Card deals 3 damage to any target.",
            "If Some Card doesn't resolve for any reason, it won't be exiled.",
            [],
        ),
    ],
)
def test_a_named_spell_with_illegal_targets_is_608_2b(linked, card_text, ruling, numbers):
    assert linked(TARGETS, card_text, ruling) == numbers


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Phantasmal Bear, Skulking Ghost, Rivals' Duel: 608.2b in WotC's "countered ... for having no legal targets".
        (
            "Unless the spell or ability has another target, it will then be countered when it tries to resolve for "
            "having no legal targets.",
            ["608.2b"],
        ),
        ("If that spell has no other targets, it'll be countered when it tries to resolve.", ["608.2b"]),
        # Zero targets chosen (Repel the Darkness): no check of targets at all.
        ("If you target zero creatures, Some Card can't be countered for having no legal targets.", []),
    ],
)
def test_countered_for_having_no_legal_targets_is_608_2b(linked, ruling, numbers):
    assert linked(TARGETS, "Target creature gets -1/-1 until end of turn.", ruling) == numbers
