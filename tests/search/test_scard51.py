"""A target gone or changed in response, told the response first (scard51, search/targetsgone.py): the named card's
text saying it targets tells that the spell or ability checks its targets as it resolves (608.2b); situations.py's
608.2b row read only "X dies in response ... still"."""

import pytest

from search import situations, targetsgone

GOBLIN_WELDER = (
    "{T}: Choose target artifact a player controls and target artifact card in that player's graveyard. If both"
    " targets are still legal as this ability resolves, that player simultaneously sacrifices the artifact and"
    " returns the artifact card to the battlefield."
)
GRAVEDIGGER = "When this creature enters, you may return target creature card from your graveyard to your hand."
VRASKAS_CONTEMPT = "Exile target creature or planeswalker. You gain 2 life."
DIVINATION = "Draw two cards."


@pytest.mark.parametrize(
    ("words", "cards"),
    [
        # The cards' names are out of the words read (questioncards.without_cards).
        (
            "in response to  my opponent exiles the artifact card in my graveyard. do i still have to sacrifice my"
            " artifact?",
            GOBLIN_WELDER,
        ),
        ("Can I respond when my opponent's  comes in by exiling the creature it's getting back?", GRAVEDIGGER),
        ("My opponent responds to my  by giving their creature hexproof, do I still gain 2 life?", VRASKAS_CONTEMPT),
    ],
)
def test_a_response_told_first_against_a_card_that_targets_reads_608_2b(words, cards):
    assert "608.2b" in situations.situation_rules(words, cards)


def test_a_card_that_does_not_target_reads_nothing():
    # The words alone are any response: without "target" in the card's text they tell no target checked.
    assert "608.2b" not in situations.situation_rules("in response to  my opponent exiles a card", DIVINATION)


def test_a_source_gone_in_response_to_its_own_trigger_stays_113_7a():
    words = "the  died in response to its trigger, do I still get the token?"
    assert situations.situation_rules(words, GRAVEDIGGER) == ["113.7a"]


def test_the_row_is_in_the_table_after_608_2b_s_own():
    rows = [rules for _, rules in situations.SITUATIONS]
    assert rows.index(targetsgone.TARGETS_TOLD) == rows.index(("608.2b",)) + 1


def test_a_split_second_card_reads_nothing_though_it_targets():
    # No player may respond to it but with a mana ability (702.61a): asked "can I sac creatures in response?", the
    # question is whether one may, not what its targets do (Krosan Grip, cards9-3, lost before this cue).
    krosan_grip = "Split second (As long as this spell is on the stack, players can't cast spells or activate"
    krosan_grip += " abilities that aren't mana abilities.)\nDestroy target artifact or enchantment."
    words = "opponent casts  on my artifact, can i sac creatures to  in response?"
    assert "608.2b" not in situations.situation_rules(words, krosan_grip)
    assert "608.2b" in situations.situation_rules(words, krosan_grip.split("\n")[1])
