"""Ruling links, links48: a ruling's parenthesis that gives its reason or states a rule is read by the concepts (a
sentence of its own); one that gives an example, a cause in passing or a hedge is not. The rulings are real ones."""

import pytest

pytestmark = pytest.mark.django_db


NEW_OBJECT = [
    "4. Zones",
    "400. General",
    "400.7. An object that moves from one zone to another becomes a new object with no memory of, or relation to, its "
    "previous existence.",
]

ANIMATE_DEAD = (
    "Enchant creature card in a graveyard\nWhen Some Card enters the battlefield, if it's on the battlefield, it loses "
    '"enchant creature card in a graveyard" and gains "enchant creature put onto the battlefield with Some Card."'
)


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Animate Dead, Dance of the Dead: the reason, "since", in parentheses.
        (
            "It enters the battlefield attached to that card. Then it returns that card to the battlefield, and "
            "attaches itself to the card again (since the card is a new object on the battlefield).",
            ["400.7"],
        ),
        # Aerie Ouphes: "which is actually a new object ...".
        (
            "The ability will check the power of Some Card at the time you sacrificed it, not the power of the "
            "returned creature (which is actually a new object with no relation to its previous existence).",
            ["400.7"],
        ),
        # A sentence of its own in parentheses states the rule.
        (
            "Then it returns that card to the battlefield. (The card is a new object on the battlefield.)",
            ["400.7"],
        ),
        # A hedge or an example names a rule the ruling does not rest on.
        (
            "If the creature isn't returned (perhaps because it became a new object), nothing happens.",
            [],
        ),
        ("If the creature isn't returned (most likely because it's a new object), nothing happens.", []),
        ("It attaches itself to a creature (such as a new object returned by persist).", []),
        ("It attaches itself to a creature (due to a new object returning), not the card.", []),
    ],
)
def test_a_reason_in_parentheses_is_read_by_the_concepts(linked, ruling, numbers):
    assert linked(NEW_OBJECT, ANIMATE_DEAD, ruling) == numbers
