"""Ruling links, links47: 608.2's recall from the tuned misses, each reading the CR's own words. The rulings are real
ones."""

import pytest

pytestmark = pytest.mark.django_db


TARGETS = [
    "6. Spells, Abilities, and Effects",
    "608. Resolving Spells and Abilities",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps.",
    "608.2b If the spell or ability specifies targets, it checks whether the targets are still legal.",
]


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
