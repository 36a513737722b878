"""Ruling links, links79: recall of 609.3 ("does only as much as possible", the "as much as possible" reading of
rulings/sentence_concepts.py) in two of WotC's wordings: the card still drawn when the rest of the effect had nothing
to act on, told in the sentence after the condition ("even if you control no Vampires. You'll still draw a card"), and
a library without the cards sought, all of it revealed ("has no land cards in their library, all cards from that
library will be revealed"). The rulings are real ones (Relic of Progenitus, Stensia Banquet, Warlord's Fury, Gitaxian
Probe, Sorcerer's Strongbox, Dark Intimations, Balustrade Spy, Gamekeeper; the guards Bone to Ash, Electrolyze,
Aura Finesse's two-illegal-targets ruling and Mind Ravel, which main already links)."""

import pytest

from tests.importers.cr_lines import IMPOSSIBLE


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # The card still drawn, the condition in the sentence before (the tuned Relic of Progenitus's and Stensia
        # Banquet's 609.3).
        (
            "{T}: Target player exiles a card from their graveyard. {1}, Exile Some Card: Exile all graveyards. "
            "Draw a card.",
            "You can activate Some Card's second ability even if no players have any cards in their graveyards. "
            "You'll still draw a card.",
            ["609.3"],
        ),
        (
            "Some Card deals damage to target opponent or planeswalker equal to the number of Vampires you control. "
            "Draw a card.",
            "You may cast Some Card targeting an opponent even if you control no Vampires. You'll still draw a card.",
            ["609.3"],
        ),
        (
            "Some Card deals damage to target player or planeswalker equal to the number of creatures you control "
            "with power 4 or greater. Draw a card.",
            "You can cast Some Card even if you control no creatures. You'll still draw a card.",
            ["609.3"],
        ),
        (
            "Look at target player's hand. Draw a card.",
            "The targeted player may have no cards in their hand. You'll still draw a card.",
            ["609.3"],
        ),
        (
            "{3}, {T}: Flip a coin. If you win the flip, sacrifice Some Card and draw three cards.",
            "If you no longer control Some Card by the time you win the flip, you won't be able to sacrifice it. "
            "You'll still draw three cards, though.",
            ["609.3"],
        ),
        (
            "Each opponent sacrifices a creature or planeswalker and discards a card. You return a creature or "
            "planeswalker card from your graveyard to your hand and draw a card.",
            "You still draw a card even if you can't return a card to your hand.",
            ["609.3"],
        ),
        # A library without the cards sought: all of it revealed (tuned40's Balustrade Spy).
        (
            "When Some Card enters the battlefield, target player reveals cards from the top of their library until "
            "they reveal a land card, then puts those cards into their graveyard.",
            "If the target player has no land cards in their library, all cards from that library will be revealed "
            "and put into their graveyard.",
            ["609.3"],
        ),
        (
            "When Some Card dies, you may exile it. If you do, reveal cards from the top of your library until you "
            "reveal a creature card. Put that card onto the battlefield and put all other cards revealed this way "
            "into your graveyard.",
            "If you have no creature cards in your library, all the cards from your library end up in your graveyard "
            "and you do not get to put a creature onto the battlefield.",
            ["609.3"],
        ),
        # Guards: a draw after a spell that can't be countered (the tuned Bone to Ash is labelled none), after an
        # illegal target (608.2b's), after a spell that does not resolve; Mind Ravel's same-sentence wording, linked
        # before and after.
        (
            "Counter target creature spell with mana value 5 or less. If that spell is countered this way, exile it "
            "instead of putting it into its owner's graveyard. Draw a card.",
            "A creature spell that can't be countered is a legal target for Some Card. The creature spell won't be "
            "countered when Some Card resolves, but you'll still draw a card.",
            [],
        ),
        (
            "Some Card deals 2 damage divided as you choose among one or two targets. Draw a card.",
            "If Some Card targets two creatures and one becomes an illegal target, the remaining target is dealt 1 "
            "damage, not 2. You'll still draw a card.",
            [],
        ),
        (
            "Attach target Aura attached to a creature to another creature. Draw a card.",
            "As Some Card resolves, if either target is illegal, the spell resolves but the Aura doesn't move. You "
            "still draw a card. If both targets are illegal, Some Card doesn't resolve and you don't draw a card.",
            [],
        ),
        (
            "Target player discards a card. Draw a card at the beginning of the next turn's upkeep.",
            "You still draw a card if opponent had no cards in hand.",
            ["609.3"],
        ),
    ],
)
def test_the_rest_done_when_there_is_nothing_to_act_on(linked, card_text, ruling, numbers):
    assert linked(IMPOSSIBLE, card_text, ruling) == numbers
