"""Ruling links, links51: WotC's "overwrite" as 613's timestamp order, and a token that "ceases to exist" as 704.5d.
The rulings are real ones."""

import pytest

from ingest.cr import import_cr_files
from tests.builders import make_card, make_ruling
from tests.importers.conftest import links_of
from tests.predicates.conftest import write_cr

pytestmark = pytest.mark.django_db


EFFECTS = [
    "6. Spells, Abilities, and Effects",
    "613. Interaction of Continuous Effects",
    "613.7. Within a layer or sublayer, determining which order effects are applied in is sometimes necessary.",
    "7. Additional Rules",
    "704. State-Based Actions",
    "704.5. The state-based actions are as follows:",
    "704.5d If a token is in a zone other than the battlefield, it ceases to exist.",
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Indigo Faerie, Lignify.
        (
            "After the ability resolves, an effect that changes the permanent's colors will overwrite its effect.",
            ["613"],
        ),
        ("Lignify overwrites previous effects that changed the enchanted creature's creature types.", ["613"]),
        # Nothing overwritten, a copy effect's (707), player-controlling effects (722).
        ("Rise from the Grave doesn't overwrite any previous colors or types.", []),
        ("If it becomes a copy of a different creature card, the new copy will overwrite the old copy.", []),
        ("Multiple player-controlling effects that affect the same player overwrite each other.", []),
        # Cold Storage, Enduring Renewal, Master of Waves.
        ("If it exiles a token creature, the token ceases to exist and will not return.", ["704.5d"]),
        ("Token creatures cease to exist if they leave the battlefield.", ["704.5d"]),
        ("The Elemental tokens will die and subsequently cease to exist.", ["704.5d"]),
        # A copy of a spell (704.5e's), not a token.
        ("If you don't cast the copy, the copy will cease to exist.", []),
    ],
)
def test_overwriting_is_613_and_a_token_ceasing_to_exist_704_5d(linked, ruling, numbers):
    assert linked(EFFECTS, "Target creature becomes blue until end of turn.", ruling) == numbers


# The CR of 2004: 420.5f, in its own words then.
IN_PLAY = [
    "4. Zones",
    "420. State-Based Effects",
    "420.5. The state-based effects are as follows:",
    "420.5f A token in a zone other than the in-play zone ceases to exist.",
]


def test_the_2004_rule_is_420_5f_in_its_words(tmp_path):
    """Cold Storage (2004-10-04): the rule of its date, found by its own words then."""
    results = import_cr_files([write_cr(tmp_path, "October 1, 2004", IN_PLAY)])
    assert all(r.status == "imported" for r in results), [r.error for r in results]
    card = make_card("Some Card", oracle_text="Exile target creature.")
    ruling = make_ruling(
        card, "2004-10-04", "If it exiles a token creature, the token ceases to exist and will not return."
    )
    assert [link["number"] for link in links_of(card, ruling)] == ["420.5f"]


@pytest.mark.parametrize(
    "ruling",
    [
        # Humble, Cerulean Wisps: 613.7's template and 105.3's colors, linked by their own concepts.
        "Humble overwrites all previous effects that set the creature's base power and toughness to specific values.",
        "Any power- or toughness-setting effects that start to apply after this ability resolves will overwrite it.",
        "An effect that changes a permanent's colors overwrites all its old colors.",
    ],
)
def test_what_another_concept_links_is_not_613_beside_it(linked, ruling):
    assert "613" not in linked(EFFECTS, "Target creature becomes blue until end of turn.", ruling)
