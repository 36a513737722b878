"""A question naming a card: the rules of a kind of card or a variant it does not name rank low, as in a plain
question (search/hybrid.py, UNNAMED_WITH_CARDS; branches severy2 and scard5, merged)."""

import re

from tests.search.conftest import numbers_found

ANGEL = "Platinum Seraph"


def test_a_card_question_keeps_the_variants_it_does_not_name_out_of_its_top_five(without_asks, today_with):
    # Today's whole CR, as the site imports it, and a card that keeps its controller in the game. Before: the
    # question about losing at 0 life drew 810.9h and 810.8a of Two-Headed Giant (life, lose, game) to the top:
    # only questions naming no card had a variant's rules weighed down.
    today_with((ANGEL, "Artifact Creature — Angel", "You can't lose the game and your opponents can't win the game."))
    found = numbers_found(f"Do I lose at 0 life while I control {ANGEL}?")
    # Before: 810.8a, 810.9h, 704.5a. The index's own 810.8a may stay (its results are not weighed down).
    assert found[0] == "704.5a", found
    assert len([n for n in found if re.match(r"8(?!00)\d\d|9(?!00)\d\d", n)]) <= 1, found
    # A question naming the variant still finds its rules.
    found = numbers_found(f"In two-headed giant, do I lose at 0 life while I control {ANGEL}?")
    assert any(n.startswith("810") for n in found), found
