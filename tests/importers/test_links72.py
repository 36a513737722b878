"""Ruling links, links72: precision of keyword links and of the "resolving" reading (issue 22).

A keyword action named only with the count the card's instruction gives it ("you'll scry 1 before that spell
resolves") and a keyword the card's effect gives, named with how long it lasts ("It will have haste permanently"),
rest on the card's effect, not on the keyword's rule (rulings/keyword_retold.py). The set of objects an effect
affects, fixed as it resolves ("only applies to creatures you control at the time it resolves"), is 611.2c's, and a
trigger whose condition is not checked again ("Once dethrone triggers, it doesn't matter ...") 603's: neither is a
link to 608.2 (rulings/turn_exceptions.py). The rulings are real ones (Path of Ancestry, Condescend, Thought
Erasure, Prescient Chimera, Glimpse the Sun God, Treacherous Urge, Hall of the Bandit Lord, Accursed Horde, Kamahl,
Warrior's Honor, Marchesa's Emissary; the guards Eager Construct, Whispering Snitch, Horizon Scholar, Knight of
Grace, Molten Disaster, Lightning Blow, Deadbridge Chant, View from Above)."""

import pytest

from rulings import keyword_matching
from tests.importers.cr_lines import RESOLVING

KNOWN = {
    "scry": ("701.22", None, "action"),
    "surveil": ("701.25", None, "action"),
    "haste": ("702.10", None, "ability"),
    "indestructible": ("702.12", None, "ability"),
    "hexproof": ("702.11", None, "ability"),
    "split second": ("702.61", None, "ability"),
    "first strike": ("702.7", None, "ability"),
    "kicker": ("702.33", None, "ability"),
}


def named(ruling, card_text):
    return [k for k, _ in keyword_matching.keywords_named(ruling, card_text, KNOWN, list(KNOWN.items()))]


@pytest.mark.parametrize(
    ("card_text", "ruling", "keywords"),
    [
        # The card's instruction with its count: linked to 701.22 / 701.25 before.
        (
            "{T}: Add {C}.\n{T}: Add one mana of any color in your commander's color identity. When that mana is "
            "spent to cast a creature spell that shares a creature type with your commander, scry 1.",
            "If mana from Path of Ancestry is spent to cast a creature spell that shares a type with your commander, "
            "you'll scry 1 before that spell resolves.",
            [],
        ),
        (
            "Counter target spell unless its controller pays {X}. Scry 2.",
            "You scry 2 even if the spell's controller pays {X}.",
            [],
        ),
        (
            "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card. "
            "Surveil 1.",
            "You surveil 1 even if the opponent doesn't discard a card, perhaps because they had no cards in hand at "
            "all.",
            [],
        ),
        # The instruction placed in time, or its count beside its withholding: linked to 701.22 before.
        (
            "Whenever you cast an instant or sorcery spell, scry 1.",
            "The triggered ability will resolve and you'll scry before the instant or sorcery spell resolves.",
            [],
        ),
        (
            "Tap up to two target creatures. Scry 1.",
            "If you choose zero targets, you'll just scry 1 when the spell resolves. However, if you choose at least "
            "one target and all of the spell's targets are illegal as it tries to resolve, the spell won't resolve "
            "and none of its effects will happen. You won't scry in that case.",
            [],
        ),
        # A granted keyword named with its duration: linked to 702.10 / 702.12 before.
        (
            "Gain control of target creature an opponent controls. Untap that creature. It gains haste. Sacrifice it "
            "at the beginning of the next end step.",
            "If you don't control the creature when the ability resolves, the creature won't be sacrificed. It will "
            "have haste permanently.",
            [],
        ),
        (
            "{T}: Add {C}.\n{T}, Pay 1 life: Add {R}. If that mana is spent on a creature spell, it gains haste.",
            "The effect that grants haste doesn't wear off at end of turn.",
            [],
        ),
        (
            "Sacrifice a creature: Target Zombie gains indestructible until end of turn.",
            "The target Zombie gains indestructible for the rest of the turn, even after it stops being an attacking "
            "creature.",
            [],
        ),
        # Guards: several players scrying in turn order (701.22c), what scrying is (701.22a), "hexproof from" named
        # beside what withholds it (702.11), split second's own words (702.61a), first strike granted too late.
        (
            "Whenever Eager Construct enters the battlefield, each player may scry 1.",
            "As Eager Construct's triggered ability resolves, first the player whose turn it is scrys 1, then each "
            "other player in turn order does the same.",
            ["scry"],
        ),
        (
            "Whenever you surveil for the first time each turn, put a +1/+1 counter on Some Card.\nSurveil 1.",
            "If you surveil before Whispering Snitch enters the battlefield, surveilling again during that turn "
            "won't cause its ability to trigger.",
            ["surveil"],
        ),
        (
            "When Horizon Scholar enters the battlefield, scry 2.",
            "When you scry, you may put all the cards you look at back on top of your library, you may put all of "
            "those cards on the bottom of your library, or you may put some of those cards on top and the rest of "
            "them on the bottom.",
            ["scry"],
        ),
        (
            "First strike\nHexproof from black",
            "If an effect says that a creature loses hexproof or can be targeted as though it didn't have hexproof, "
            "this applies to hexproof from black as well.",
            ["hexproof"],
        ),
        (
            "Kicker {3}{R}\nIf this spell was kicked, it has split second.",
            "If Molten Disaster was kicked, Molten Disaster has split second as long as it's on the stack.",
            ["split second", "kicker"],
        ),
        (
            "Target creature gains first strike until end of turn.",
            "If the targeted creature doesn't have first strike, granting it first strike after combat damage has "
            "been dealt in the first combat damage step won't prevent it from dealing combat damage.",
            ["first strike"],
        ),
    ],
)
def test_a_keyword_told_as_the_cards_count_or_duration(card_text, ruling, keywords):
    assert named(ruling, card_text) == keywords


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # The set affected, fixed as the effect resolves (611.2c): linked to 608.2 before.
        (
            "{G}{G}{G}: Creatures you control get +1/+1 and gain trample until end of turn.",
            "The second ability only applies to creatures you control at the time it resolves.",
            [],
        ),
        (
            "Creatures you control get +2/+2 until end of turn.",
            "Some Card affects creatures you control that are on the battlefield at the time it resolves. If you put "
            "a creature onto the battlefield later in the turn, that creature won't get the bonus.",
            [],
        ),
        # A trigger's condition not checked again, the tuned Marchesa's Emissary (labelled 603.4 and dethrone).
        (
            "Hexproof\nDethrone",
            "Once dethrone triggers, it doesn't matter what happens to the players' life totals before the ability "
            "resolves. You'll put a +1/+1 counter on the creature even if the defending player doesn't have the most "
            "life as the ability resolves.",
            [],
        ),
        # Guards: a choice at random and information read as it resolves stay 608.2's.
        (
            "When Some Card enters the battlefield, return a creature card at random from your graveyard to your hand.",
            "The card is chosen at random as the ability resolves. If any player responds to the ability, that "
            "player won't yet know what card will be returned.",
            ["608.2"],
        ),
        (
            "Choose a color. You gain 1 life for each permanent you control of that color.",
            "This checks the colors of permanents you control as it resolves.",
            ["608.2"],
        ),
    ],
)
def test_a_set_fixed_or_a_trigger_not_rechecked_is_no_resolution(linked, card_text, ruling, numbers):
    assert linked(RESOLVING, card_text, ruling) == numbers
