"""Ruling links, links41: recall in 603 (triggered abilities) from the CR's own words for them. The rulings are real
ones, a card's name given as "Some Card"."""

import pytest

from tests.importers.cr_lines import TRIGGERS

pytestmark = pytest.mark.django_db

TRIGGERS_PUT_ON_THE_STACK = [
    *TRIGGERS,
    "603.3. Once an ability has triggered, its controller puts it on the stack as an object that's not a card the "
    "next time a player would receive priority.",
    "603.3d The remainder of the process for putting a triggered ability on the stack is identical to the process "
    "for casting a spell listed in rules 601.2c-d.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # 603.3: a triggered ability put on the stack once it has triggered (Tattered Mummy, Truefire Captain,
        # Lazav, Warped Researcher, Kiyomaro).
        (
            "If your life total is brought to 0 or less at the same time that Some Card is dealt lethal damage, you "
            "lose the game before its triggered ability goes on the stack.",
            ["603"],
        ),
        (
            "If multiple creature cards are put into an opponent's graveyard at the same time, you choose the order "
            "that Some Card's triggered abilities go on the stack.",
            ["603"],
        ),
        (
            "If you cast a creature spell, Some Card's triggered ability triggers and goes on the stack on top of it.",
            ["603"],
        ),
        # An activated ability goes on the stack too: not 603's.
        ("When you sacrifice Some Card, its search ability goes on the stack.", []),
        # Its choices as it goes on the stack are 603.3d's, not 603 beside it (Demonic Pact).
        ("You choose the mode as the triggered ability goes on the stack.", ["603.3d"]),
    ],
)
def test_a_triggered_ability_going_on_the_stack_is_603s(linked, ruling, numbers):
    text = "Whenever a creature dies, Some Card deals 1 damage to any target."
    assert linked(TRIGGERS_PUT_ON_THE_STACK, text, ruling) == numbers


TRIGGERS_AND_INFORMATION = [
    *TRIGGERS,
    "608. Resolving Spells and Abilities",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps.",
    "608.2h If an effect requires information from the game (such as the number of creatures on the battlefield), the "
    "answer is determined only once, when the effect is applied.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # 603's life of a triggered ability, from its triggering to its resolution (Novablast Wurm, Guan Yu,
        # Admonition Angel, Valakut).
        (
            "Some Card's ability triggers and resolves during the declare attackers step, before blockers can be "
            "declared.",
            ["603"],
        ),
        (
            "If Some Card is removed from the graveyard after the ability triggers but before it resolves, it won't "
            "get shuffled into your library.",
            ["603"],
        ),
        # The trigger alone, without its resolution: the card's condition told again.
        ("Some Card's ability triggers whenever a creature attacks.", []),
        # The source's last existence read as the ability resolves is 608.2h's, not 603 beside it (Surrakar
        # Spellblade).
        (
            "If Some Card leaves the battlefield after its second ability triggers but before it resolves, its last "
            "existence on the battlefield is checked to determine how many cards you draw.",
            ["608.2h"],
        ),
    ],
)
def test_a_triggered_ability_from_its_trigger_to_its_resolution_is_603s(linked, ruling, numbers):
    text = "Whenever Some Card attacks, it deals 1 damage to any target."
    assert linked(TRIGGERS_AND_INFORMATION, text, ruling) == numbers


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # "won't trigger at all" said the other ways (Pyrohemia, Howling Mine, Toolcraft Exemplar): a condition
        # checked as the trigger event happens.
        (
            "This is because this ability will not trigger at all if there is at least one creature on the "
            "battlefield as the end step begins.",
            ["603"],
        ),
        ("It does not trigger at all if this is tapped at the start of the draw step.", ["603"]),
        (
            "If you control no artifacts as your combat phase begins, Some Card's ability doesn't trigger at all.",
            ["603"],
        ),
    ],
)
def test_a_trigger_that_does_not_happen_at_all_is_603s(linked, ruling, numbers):
    text = "At the beginning of the end step, if no creatures are on the battlefield, sacrifice Some Card."
    assert linked(TRIGGERS, text, ruling) == numbers
