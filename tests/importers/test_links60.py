"""Ruling links, links60: three of WotC's wordings of a triggered ability read as 603's, found among the tuned
rows' missed 603 labels: a trigger event met "for any reason" (603.2, 603.6), a trigger event not met "even if" it
seems met right after (Amulet of Vigor's "won't trigger, even if you tap that permanent afterward"), and a triggered
ability that doesn't resolve apart from the ability that put it there (Gempalm Incinerator's "The cycling ability and
the triggered ability are separate"). The rulings are real ones, the card's name written "Some Card"."""

import pytest

from tests.importers.cr_lines import TRIGGERS


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Golgari Brownscale, Nicol Bolas: the trigger event, whatever caused it.
        (
            "When Some Card is put into your hand from your graveyard, you gain 2 life.",
            "The first ability triggers when Some Card returns to your hand from your graveyard for any reason, not "
            "just when you use its dredge ability.",
            ["603"],
        ),
        (
            "Whenever Some Card deals damage to an opponent, that player discards a card.",
            "Some Card's third ability triggers whenever it deals damage to an opponent for any reason. It's not "
            "limited to combat damage.",
            ["603"],
        ),
        # Gempalm Incinerator, Draining Whelk: the triggered ability countered or without a legal target.
        (
            "Cycling {1}{R}\nWhen you cycle Some Card, you may have it deal X damage to target creature.",
            "The cycling ability and the triggered ability are separate. If the triggered ability doesn't resolve "
            "(due to being countered with Stifle, for example, or if all its targets have become illegal), the "
            "cycling ability will still resolve and you'll draw a card.",
            ["603"],
        ),
        (
            "Flash\nWhen Some Card enters, counter target spell.",
            "If the triggered ability doesn't resolve (the targeted spell becomes an illegal target, for example), "
            "Some Card doesn't get any +1/+1 counters.",
            ["603"],
        ),
        # Amulet of Vigor, Bloodhall Priest: the trigger event not met when it happens, whatever follows.
        (
            "Whenever a permanent enters tapped and under your control, untap it.",
            "If it enters the battlefield untapped, the ability won't trigger, even if you tap that permanent "
            "afterward.",
            ["603"],
        ),
        # Guards: "for any reason" said of no trigger; an activated ability that doesn't resolve.
        (
            "Sacrifice a creature: Add {B}.",
            "You may sacrifice a creature for any reason.",
            [],
        ),
        (
            "{T}: Draw a card.",
            "If the ability doesn't resolve, you don't draw a card.",
            [],
        ),
    ],
)
def test_a_trigger_event_for_any_reason_and_a_triggered_ability_that_does_not_resolve(
    linked, card_text, ruling, numbers
):
    assert linked(TRIGGERS, card_text, ruling) == numbers
