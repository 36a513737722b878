"""The card-text wordings whose rules the CR does not quote (branch scard23, search/cardtextrules.py): a card's
"for each" invokes 608.2h and its "can't" 101.2, which neither the finder's wordings nor the rulings' concepts
gave (Collective Unconscious and Stranglehold read nothing of them); each rule checked against today's CR."""

import pytest

from rules.models import CRVersion
from search import cardtextrules, textrule
from search.index import shared_searchers
from tests.builders import built_index, import_todays_cr, todays_rule


def test_every_rule_of_the_table_says_what_the_wording_does_in_todays_cr():
    numbers = {n for _, rules in cardtextrules.WORDINGS for n in rules}
    assert numbers == set(cardtextrules.SAYS)
    for number, says in cardtextrules.SAYS.items():
        assert says.lower() in todays_rule(number), number


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Draw a card for each creature you control.", ["608.2h"]),
        ("Your opponents can't search libraries.", ["101.2"]),
        ("Your opponents can’t search libraries.", ["101.2"]),
        ("If a creature would die, exile it instead.", ["614.1a"]),
        ("As an additional cost to cast this spell, sacrifice a creature.", ["601.2b", "601.2f", "118.8"]),
        ("You may cast this spell without paying its mana cost.", ["118.9"]),
        ("{X}, {T}: Put X +1/+1 counters on target creature.", []),
        ("Flying, xerox, exactly", []),
    ],
)
def test_a_cards_wordings_give_their_rules(text, expected):
    assert cardtextrules.text_wording_rules(text) == expected


@pytest.fixture
def todays_searchers(db, index_dir):
    import_todays_cr()
    built_index()
    return shared_searchers()


def test_collective_unconscious_and_stranglehold_invoke_their_rules(todays_searchers):
    current = CRVersion.objects.order_by("-effective_date").first().effective_date.isoformat()
    collective = "Draw a card for each creature you control."
    assert "608.2h" in textrule.text_rules(todays_searchers, current, collective)
    stranglehold = (
        "Your opponents can't search libraries.\n"
        "If an opponent would begin an extra turn, that player skips that turn instead."
    )
    found = textrule.text_rules(todays_searchers, current, stranglehold)
    assert "101.2" in found and "614.1a" in found


def test_the_finders_card_step_reads_the_tables_rules_with_the_concepts(todays_searchers):
    # finder_query's card step enters textrule.concepts_of's rules at WORDED_PLACE: Collective Unconscious's
    # 608.2h was off page 1 for `…how many cards do i draw`, and no move beside the card could reach it.
    current = CRVersion.objects.order_by("-effective_date").first().effective_date.isoformat()
    assert "608.2h" in textrule.concepts_of(todays_searchers, current, "Draw a card for each creature you control.")
