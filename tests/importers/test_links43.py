"""Ruling links, links43: a keyword's rule page lists the rulings linked to it by the card's reminder text
(links42's keyword_reminded), as the card page does. The rulings are real ones."""

import pytest

from rules.models import RuleLineage
from tests.builders import make_card, make_ruling
from tests.importers.conftest import import_of_2022, links_of

pytestmark = pytest.mark.django_db

LANDWALK = [
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.1. Most abilities describe exactly what they do.",
    "702.14. Landwalk",
    '702.14a Landwalk is a generic term that appears within an object\'s rules text as "[type]walk."',
]


def test_a_keyword_rule_page_lists_a_ruling_linked_by_the_cards_reminder_text(no_cr, tmp_path, client):
    # Zombie Musher's ruling tells its snow landwalk's reminder without the word "landwalk": the card page links it
    # to 702.14; the rule page's sift looked for the keyword's word only and missed it.
    from rulings.selectors import rulings_resting_on

    import_of_2022(tmp_path, LANDWALK)
    musher = make_card(
        "Zombie Musher Test",
        oracle_text="Snow landwalk (This creature can't be blocked as long as defending player controls a snow land.)",
    )
    told = make_ruling(musher, "2022-11-20", "It can't be blocked as long as defending player controls a snow land.")
    other = make_ruling(musher, "2022-11-20", "It can be blocked by a creature with flying.")
    assert [link["number"] for link in links_of(musher, told)] == ["702.14"]
    assert links_of(musher, other) == []
    lineages = set(RuleLineage.objects.filter(paragraphs__number__startswith="702.14").values_list("id", flat=True))
    shown = rulings_resting_on(lineages, numbers=["702.14", "702.14a"], keyword="Landwalk")
    assert [r.id for r in shown] == [told.id]
    page = client.get("/rules/702.14").content.decode()
    assert f"ruling-{told.uid}" in page
    assert f"ruling-{other.uid}" not in page


DECLARE_ATTACKERS = [
    "5. Turn Structure",
    "508. Declare Attackers Step",
    "508.1. First, the active player declares attackers. This turn-based action doesn't use the stack.",
    "508.4. If a creature is put onto the battlefield attacking, its controller chooses which defending player or "
    "planeswalker a defending player controls it's attacking as it enters the battlefield. Such creatures are "
    '"attacking" but, for the purposes of trigger events and effects, they never "attacked."',
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # 508.4's "they never 'attacked'" in WotC's words for a token created attacking (Najeela, Ragavan).
        (
            "Although the token is attacking, it was never declared as an attacking creature (for the purposes of "
            "abilities that trigger whenever a creature attacks, for example).",
            ["508.4"],
        ),
        (
            "Although the tokens are attacking, they were never declared as attacking creatures.",
            ["508.4"],
        ),
        # A creature declared as an attacker is the step's own (508.1), not 508.4.
        ("If Some Card is declared as an attacking creature, it gets +1/+0.", []),
    ],
)
def test_a_creature_never_declared_as_an_attacker_is_508_4s(linked, ruling, numbers):
    text = "Whenever a creature you control attacks, create a 1/1 Soldier creature token that's tapped and attacking."
    assert linked(DECLARE_ATTACKERS, text, ruling) == numbers
