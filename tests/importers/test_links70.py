"""Ruling links, links70: precision of the "triggered abilities" reading (rulings/turn_concepts.py, its exceptions in
rulings/turn_exceptions.py). A trigger in the cleanup step, which gives priority there and another cleanup step, is
514.3a's; a turn's end in which "no triggered abilities are put onto the stack" is 723.1's; an ability that "triggers
when the spell is cast, so ... before the spell resolves" is 601.2i's: none is a link to 603. The rulings are real
ones (Horror of the Broken Lands, Midnight Oil, Abyssal Nocturnus, Day's Undoing, Opal Acrolith, Hidden Gibbons; the
guards Curse of Wizardry, Duergar Hedge-Mage, Bontu's Monument, Quarantine Field)."""

import pytest

from tests.importers.cr_lines import TRIGGERS


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # A trigger in the cleanup step (514.3a), the tuned Horror of the Broken Lands's label.
        (
            "Whenever you cycle or discard another card, Some Card gets +2/+1 until end of turn.",
            "If a player discards a card during their cleanup step due to having too many cards in hand, any "
            "appropriate abilities that trigger on discarding that card trigger. If this happens, those triggered "
            "abilities are put onto the stack and players receive priority in that cleanup step to cast spells or "
            "activate abilities (normally, no players may take actions during a cleanup step). Another cleanup step "
            "is created following that one.",
            [],
        ),
        (
            "Whenever you discard a card, Some Card deals 1 damage to you.",
            "If you discard a card during your cleanup step while you control Some Card, its last ability will "
            "trigger, and players will get priority in your cleanup step. You'll have another cleanup step after "
            "that one before continuing to the next player's turn.",
            [],
        ),
        (
            "Whenever an opponent discards a card, put a +1/+1 counter on Some Card.",
            "If your opponent discards any cards during their cleanup step to get down to the maximum hand size, the "
            "ability will trigger and players will receive priority. After that cleanup step ends, a new one will "
            "begin and Some Card's effect will end.",
            [],
        ),
        # Ending the turn (723.1).
        (
            "Each player shuffles their hand and graveyard into their library, then draws seven cards. End the turn.",
            "Ending the turn this way means the following things happen in order: 1) All spells and abilities on the "
            "stack are exiled. 2) If there are any attacking and blocking creatures, they're removed from combat. 3) "
            "State-based actions are checked. No player gets priority, and no triggered abilities are put onto the "
            "stack. 4) The current phase and/or step ends.",
            [],
        ),
        # Triggering when a spell becomes cast (601.2i), the tuned Opal Acrolith's label.
        (
            "Whenever an opponent casts a creature spell, if Some Card is an enchantment, Some Card becomes a 2/4 "
            "Soldier creature.",
            "It triggers when the spell is cast, which means it becomes a creature before that spell resolves.",
            [],
        ),
        (
            "When an opponent casts an instant or sorcery spell, if Some Card is an enchantment, Some Card becomes "
            "a 4/4 Ape creature.",
            "The ability triggers when the spell is cast, so it becomes a creature before the spell resolves.",
            [],
        ),
        # Guards: a triggered ability put on the stack on top of the spell, two triggers ordered, an ability that
        # triggers as a spell is cast and resolves first, a source gone before its trigger resolves.
        (
            "Whenever a player casts a spell of the chosen color, Some Card deals 2 damage to that player.",
            "If a player casts a spell of the chosen color, Some Card's second ability triggers and goes on the stack "
            "on top of it. The ability will resolve before the spell does.",
            ["603"],
        ),
        (
            "When Some Card enters the battlefield, you may destroy target enchantment. When Some Card enters the "
            "battlefield, you may return target creature card from your graveyard to your hand.",
            "Both abilities trigger at the same time. You can put them on the stack in any order.",
            ["603"],
        ),
        (
            "Whenever you cast a creature spell, each opponent loses 1 life and you gain 1 life.",
            "Some Card's last ability triggers as the creature spell is cast and resolves before that creature spell "
            "resolves.",
            ["603"],
        ),
        (
            "When Some Card enters the battlefield, exile up to one target nonland permanent an opponent controls "
            "until Some Card leaves the battlefield.",
            "If Some Card leaves the battlefield before its triggered ability resolves, no permanents will be exiled.",
            ["603"],
        ),
    ],
)
def test_triggers_of_the_cleanup_step_of_a_turns_end_and_of_a_spell_cast(linked, card_text, ruling, numbers):
    assert linked(TRIGGERS, card_text, ruling) == numbers
