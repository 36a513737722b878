"""Ruling links, the twentieth session (links20): draw 15 labelled blind as a never-tuned group (blind15), then the link
phrases and keywords measured one by one over every tuned group together, those wrong at least as often as right
tightened. "Prevent ... damage" as 615 becomes the prevention effect or shield named, or "prevent the (N) damage"; the
order of replacement and prevention effects (616.1) holds 615. The rulings are real ones, a card's name given as
"Some Card"."""

import pytest

from rules.models import CRVersion, RuleLineage
from tests.importers.test_ruling_links import import_of_2022, numbers_linked


def cr_of_the_twentieth_session():
    return [
        "6. Spells, Abilities, and Effects",
        "615. Prevention Effects",
        "615.1. Some continuous effects are prevention effects. Prevention effects apply to damage.",
        "616. Interaction of Replacement and/or Prevention Effects",
        "616.1. If two or more replacement and/or prevention effects are attempting to modify the way an event "
        "affects an object or player, the affected object's controller chooses one to apply.",
    ]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # What the card prevents, read (Immortal Coil): not 615.
        (
            "Exile two cards from your graveyard: Draw a card.\nIf damage would be dealt to you, prevent that damage.",
            "The second ability prevents all damage that would be dealt to you, regardless of how many cards are in "
            "your graveyard.",
            [],
        ),
        # The prevention effect or shield named (Undergrowth Champion, Acolyte's Reward): 615.
        (
            "If damage would be dealt to Some Card while it has a +1/+1 counter on it, prevent that damage.",
            "If Some Card is dealt damage from multiple sources at the same time, its prevention effect will apply "
            "once to all that damage.",
            ["615"],
        ),
        (
            "Prevent the next X damage that would be dealt to target creature this turn.",
            "The prevention shield will apply to the next X damage that would be dealt to the first target, no matter "
            "where that damage comes from.",
            ["615"],
        ),
        # Prevention effects ordered (Phyrexian Hydra): 616.1 alone.
        (
            "If damage would be dealt to Some Card, prevent that damage.",
            "If multiple damage prevention effects are attempting to prevent damage that would be dealt to Some Card, "
            "its controller chooses which to apply.",
            ["616"],
        ),
    ],
)
def test_links_of_the_twentieth_session(tmp_path, card_text, ruling, numbers):
    CRVersion.objects.all().delete()
    RuleLineage.objects.all().delete()
    import_of_2022(tmp_path, cr_of_the_twentieth_session())
    assert sorted(numbers_linked("Some Card", card_text, ruling)) == numbers
