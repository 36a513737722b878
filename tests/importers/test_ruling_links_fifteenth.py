"""Ruling links, the fifteenth session's step (rulings/links.py split: keyword matching in rulings/keyword_matching.py;
draw 11 labelled blind as tuned11, then tuned on with the other tuned groups): WotC's templates for rules already
linked (X "considered to be zero", summoning sickness without "continuously", an intervening "if" "checked as ...
triggers and again as it resolves", choices "during resolution", "only control the player", "an available land play",
"in time to save it", "won't be the target of any spells or abilities that targeted it", "can still play lands",
"checks ... on resolution") and new concepts (coin flips, 705; state triggers, 603.8; blocking triggers, 509.3c; an
Aura put onto the battlefield attached, 303.4; another permanent entering at the same time as one that chooses as it
enters, 614.12; two creatures dying at the same time, 603.10a). Each phrase was counted on the corpus's WotC rulings;
the rulings are real ones, a card's name given as "Some Card"."""

import pytest

from rulings.keyword_matching import keywords_named

pytestmark = pytest.mark.django_db


def cr_of_the_fifteenth_session():
    return [
        "1. Game Concepts",
        "107. Numbers and Symbols",
        "107.3. Many objects use the letter X as a placeholder for a number that needs to be determined.",
        "3. Card Types",
        "302. Creatures",
        "302.6. A creature can't attack unless it has been under its controller's control continuously since their "
        "most recent turn began. This rule is informally called the \u201csummoning sickness\u201d rule.",
        "303. Enchantments",
        "303.4. Some enchantments have the subtype \u201cAura.\u201d An Aura enters the battlefield attached to an "
        "object or player.",
        "305. Lands",
        "305.1. A player who has priority may play a land card from their hand during a main phase of their turn when "
        "the stack is empty.",
        "305.2. A player can normally play one land during their turn; however, continuous effects may increase this "
        "number.",
        "4. Zones",
        "400. General",
        "400.7. An object that moves from one zone to another becomes a new object with no memory of, or relation "
        "to, its previous existence.",
        "5. Turn Structure",
        "509. Declare Blockers Step",
        "509.3. Triggered abilities that trigger on blockers being declared may have different trigger conditions.",
        "509.3c An ability that reads \u201cWhenever [a creature] becomes blocked, . . .\u201d generally triggers only "
        "once each combat for that creature, even if it's blocked by multiple creatures.",
        "6. Spells, Abilities, and Effects",
        "603. Handling Triggered Abilities",
        "603.4. A triggered ability may read \u201cWhen/Whenever/At [trigger event], if [condition], [effect].\u201d "
        "This is known as the intervening \u2018if\u2019 clause rule.",
        "603.8. Some triggered abilities trigger when a game state is true, rather than triggering when an event "
        "occurs. These are called state triggers.",
        "603.10. Normally, objects that exist immediately after an event are checked to see if the event matched any "
        "trigger conditions.",
        "603.10a Some zone-change triggers look back in time. These are leaves-the-battlefield abilities.",
        "608. Resolving Spells and Abilities",
        "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution "
        "may involve several steps.",
        "608.2d If an effect of a spell or ability offers any choices other than choices already made as part of "
        "casting the spell, the player announces these while applying the effect.",
        "608.2h If an effect requires information from the game (such as the number of creatures on the "
        "battlefield), the answer is determined only once, when the effect is applied.",
        "614. Replacement Effects",
        "614.1. Some continuous effects are replacement effects.",
        "7. Additional Rules",
        "704. State-Based Actions",
        "704.1. State-based actions are game actions that happen automatically whenever certain conditions are met.",
        "705. Flipping a Coin",
        "705.1. Some cards refer to flipping a coin.",
        "722. Controlling Another Player",
        "722.1. Some cards allow a player to control another player during that player's next turn.",
    ]


AURA = "Enchant creature\nWhen Some Card is put into a graveyard, return it to the battlefield attached to a creature."


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # X "considered to be zero" (20 corpus rulings: Splinter Twin, Sakashima's Student): 107.3.
        (
            "Enchant creature",
            "If the enchanted creature has {X} in its mana cost (such as Protean Hydra), X is considered to be zero.",
            ["107.3"],
        ),
        # Summoning sickness without "continuously" (Topan Ascetic, Insatiable Gorgers): 302.6.
        (
            "Tap an untapped creature you control: Some Card gets +1/+1.",
            "You can tap a creature that hasn't been under your control since your most recent turn began to pay "
            "the cost.",
            ["302.6"],
        ),
        # Battlebond's team Warriors: an intervening "if", 603.4, not 608.2h beside it.
        (
            "Whenever Some Card attacks, if your team controls another Warrior, Some Card gets +1/+1.",
            "Whether your team controls another Warrior is checked as Some Card's triggered ability triggers and "
            "again as it resolves.",
            ["603.4"],
        ),
        # Choices "during resolution" (Tainted Aether, Waterspout Djinn): 608.2d.
        (
            "Whenever a creature enters, its controller sacrifices a creature or land.",
            "The controller of the creature that entered the battlefield chooses what creature they sacrifice during "
            "resolution.",
            ["608.2d"],
        ),
        # Worst Fears, Mindslaver: 722.
        (
            "You control target player during that player's next turn.",
            "You only control the player. You don't control any of their permanents, spells, or abilities.",
            ["722"],
        ),
        # "An available land play" (14 corpus rulings: Outpost Siege, Crucible of Worlds): 305.2.
        (
            "Exile the top card of your library. Until end of turn, you may play that card.",
            "You may play a land exiled this way only if you have an available land play this turn.",
            ["305.2"],
        ),
        # What a "can't cast spells" effect leaves (Silence, Render Silent): a land is played, 305.1.
        (
            "Your opponents can't cast spells this turn.",
            "They can still activate abilities, and they can still play lands.",
            ["305.1"],
        ),
        # WotC's "in time to save it" (Pelt Collector, Spinal Centipede, Wall of Limbs): state-based actions.
        (
            "Whenever another creature you control dies, put a +1/+1 counter on Some Card.",
            "If another creature you control is dealt damage that destroys it at the same time as Some Card, that "
            "creature can't receive a counter from Some Card's ability in time to save it.",
            ["704"],
        ),
        # Cloudshift's template: a new object, 400.7.
        (
            "Exile target creature you control, then return that card to the battlefield under your control.",
            "The returned card won't be the target of any spells or abilities that targeted it before.",
            ["400.7"],
        ),
        # Two creatures dying at the same time, the ability triggering for the other (Falkenrath Noble): 603.10a.
        (
            "Whenever Some Card or another creature dies, target player loses 1 life.",
            "If Some Card and another creature die at the same time, Some Card's triggered ability will trigger for "
            "each of them.",
            ["603", "603.10a"],
        ),
        # Who wins a coin flip: 705; what the card does when you win it is the card's.
        (
            "Flip a coin. If you win the flip, Some Card deals 2 damage to any target.",
            "If an effect has a player flip a coin, only the player who flipped the coin wins or loses the flip.",
            ["705"],
        ),
        ("Flip a coin. If you win the flip, draw a card.", "If you win the flip, you draw a card.", []),
        # An Aura returned or moved, attached without targeting (Reins of the Vinesteed, Dream Leash): 303.4; not an
        # Equipment's "attached to".
        (AURA, "You may return Some Card to the battlefield attached to a creature that has shroud.", ["303.4"]),
        (
            "Equipped creature gets +1/+1.\nEquip {1}",
            "If an effect returns Some Card to the battlefield attached to a creature, it stays attached.",
            [],
        ),
        # A check "on resolution" (Elvish Healer, Hydroblast): 608.2h; one not made again is a state trigger's.
        (
            "Prevent the next 1 damage that would be dealt to any target.",
            "It checks the color on resolution.",
            ["608.2h"],
        ),
        (
            "When you control no other creatures, sacrifice Some Card.",
            "The ability only checks if you control no other creatures at the time it triggers. It does not check "
            "again on resolution.",
            ["603.8"],
        ),
        # State triggers (Dark Depths, Phylactery Lich): 603.8.
        (
            "When Some Card has no ice counters on it, sacrifice it.",
            "Some Card's last ability is a state trigger. Once it triggers, it won't trigger again while the ability "
            "is on the stack.",
            ["603.8"],
        ),
        # "Becomes blocked" triggers (Rust Scarab, Tide of War): 509.3c.
        (
            "Whenever Some Card becomes blocked, you may destroy target artifact.",
            "Some Card's ability normally triggers only once per combat, no matter how many creatures are assigned "
            "to block it.",
            ["509.3c"],
        ),
        # Another creature entering at the same time as one that chooses as it enters (Ixidron): 614.12; not on a
        # card without "As ... enters".
        (
            "As Some Card enters, turn all other nontoken creatures face down.",
            "If Some Card and another creature are entering the battlefield at the same time, the other creature "
            "enters the battlefield face up.",
            ["614"],
        ),
        ("Create two 1/1 white Soldier creature tokens.", "The two creature tokens enter at the same time.", []),
    ],
)
def test_rules_of_the_fifteenth_session_link_by_their_own_words(linked, card_text, ruling, numbers):
    assert linked(cr_of_the_fifteenth_session(), card_text, ruling) == numbers


def test_keyword_matching_stands_apart_from_the_links():
    """The split kept what a keyword link reads: the card's keyword named in the ruling, not one in a list."""
    known = {"flying": ("702.9", 1, "ability"), "reach": ("702.17", 2, "ability")}
    named = [k for k, _ in keywords_named("A creature with flying can block it.", "Flying", known, known.items())]
    assert named == ["flying"]
    listed = "It gains flying and reach until end of turn."
    assert [k for k, _ in keywords_named(listed, "Flying", known, known.items())] == []
