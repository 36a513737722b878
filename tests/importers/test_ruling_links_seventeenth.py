"""Ruling links, the seventeenth session's step (draw 13 labelled blind as tuned13, then the tuned groups' missed
labels grouped by their rule's concept): WotC's templates for a requirement a creature can't obey ("is affected by a
spell or ability that says it can't attack ... then it doesn't attack", 508/509), for what removes a creature from
combat (506.4), for the interaction of replacement effects ("its controller chooses which to apply", "four times the
original number", 616), a delayed triggered ability said to resolve (603.7), triggers waiting for a resolution
(603.3b), control of an Aura or Equipment (303.4e, 301.5d), a cost without its resources (118.3), a cost paid as an
ability is activated (602.2), a colorless object (105.2c), the last thing that happens to a resolving spell (608.2n),
a creature put onto the battlefield attacking (508.4, not 508.3a), and a permanent that leaves the battlefield and
returns (400.7). Each phrase was counted on the corpus's WotC rulings; the rulings are real ones, a card's name given
as "Some Card"."""

import pytest

pytestmark = pytest.mark.django_db


def cr_of_the_seventeenth_session():
    return [
        "1. Game Concepts",
        "105. Colors",
        "105.2. An object can be one or more of the five colors, or it can be no color at all.",
        "105.2c A colorless object has no color.",
        "118. Costs",
        "118.3. A player can't pay a cost without having the necessary resources to pay it fully.",
        "3. Card Types",
        "301. Artifacts",
        '301.5. Some artifacts have the subtype "Equipment." An Equipment can be attached to a creature.',
        "303. Enchantments",
        '303.4. Some enchantments have the subtype "Aura." An Aura enters the battlefield attached to an object.',
        "4. Zones",
        "400. General",
        "400.7. An object that moves from one zone to another becomes a new object with no memory of, or relation "
        "to, its previous existence.",
        "5. Turn Structure",
        "506. Combat Phase",
        "506.4. A permanent is removed from combat if it leaves the battlefield, if its controller changes, or if "
        "an effect specifically removes it from combat.",
        "508. Declare Attackers Step",
        '508.3a An ability that reads "Whenever [a creature] attacks, . . ." triggers if that creature is declared '
        "as an attacker. Such abilities won't trigger if a creature is put onto the battlefield attacking.",
        "508.4. If a creature is put onto the battlefield attacking, its controller chooses which defending player "
        "it's attacking as it enters the battlefield.",
        "509. Declare Blockers Step",
        "509.1. First, the defending player declares blockers.",
        "6. Spells, Abilities, and Effects",
        "602. Activating Activated Abilities",
        "602.2. To activate an ability is to put it onto the stack and pay its costs, so that it will eventually "
        "resolve and have its effect.",
        "603. Handling Triggered Abilities",
        "603.3. Once an ability has triggered, its controller puts it on the stack the next time a player would "
        "receive priority.",
        "603.3b If multiple abilities have triggered since the last time a player received priority, the abilities "
        "are placed on the stack in a two-part process.",
        "603.7. An effect may create a delayed triggered ability that can do something at a later time.",
        "608. Resolving Spells and Abilities",
        "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution "
        "may involve several steps.",
        "608.2n As the final part of an instant or sorcery spell's resolution, the spell is put into its owner's "
        "graveyard.",
        "616. Interaction of Replacement and/or Prevention Effects",
        "616.1. If two or more replacement and/or prevention effects are attempting to modify the way an event "
        "affects an object or player, the affected object's controller chooses one to apply.",
    ]


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # A requirement a creature can't obey (58 corpus rulings for attacking, 19 for blocking; Ulamog's Crusher,
        # Destined // Lead): the declare attackers or blockers step.
        (
            "Annihilator 2\nSome Card attacks each combat if able.",
            "If, during your declare attackers step, Some Card is tapped, is affected by a spell or ability that says "
            "it can't attack, or is affected by \"summoning sickness,\" then it doesn't attack. If there's a cost "
            "associated with having Some Card attack, you aren't forced to pay that cost, so it doesn't have to "
            "attack in that case either.",
            ["508"],
        ),
        (
            "All creatures able to block target creature this turn do so.",
            "As blockers are declared, any creature that's tapped or affected by a spell or ability that says it "
            "can't block doesn't block. If there's a cost associated with having the creature block, no player is "
            "forced to pay that cost, so it doesn't block if that cost isn't paid.",
            ["509"],
        ),
        # What removes a creature from combat (108 corpus rulings: Vona, Ledev Champion, Mystifying Maze): 506.4.
        (
            "Pay 7 life: Destroy target nonland permanent. Activate only during your turn.",
            "It's possible to attack with Some Card and then activate its ability before blockers are declared. "
            "Doing so won't remove Some Card from combat.",
            ["506.4"],
        ),
        # Regeneration's removal is its own rule: no link here.
        (
            "Sacrifice Some Card: Regenerate target creature.",
            "Setting up the regeneration shield doesn't remove the creature from combat.",
            [],
        ),
        # The interaction of replacement effects (10 corpus rulings: Phyrexian Hydra, Doubling Season): 616.
        (
            "If damage would be dealt to Some Card, prevent that damage.",
            "If multiple damage prevention effects are attempting to prevent damage that would be dealt to Some Card, "
            "its controller chooses which to apply.",
            ["616"],
        ),
        (
            "If an effect would create one or more tokens under your control, it creates twice that many instead.",
            "If there are two Some Cards on the battlefield, then the number of tokens is four times the original "
            "number.",
            ["616"],
        ),
        # A delayed triggered ability said to resolve (24 corpus rulings more: Mimic Vat): 603.7.
        (
            "{3}, {T}: Create a token that's a copy of a card exiled with Some Card. Exile it at the beginning of the "
            "next end step.",
            "If the token isn't exiled when the delayed triggered ability resolves (due to Stifle, perhaps), it "
            "remains on the battlefield indefinitely.",
            ["603.7"],
        ),
        # Triggers waiting for a resolution (5 corpus rulings: Primal Surge, Rite of Ruin): 603.3b.
        (
            "Exile the top card of your library. If it's a permanent card, you may put it onto the battlefield.",
            "If putting any of those permanent cards onto the battlefield causes abilities to trigger, those "
            "abilities will wait to go on the stack until Some Card has finished resolving.",
            ["603.3b"],
        ),
        # Control of an Aura or Equipment (7 corpus rulings: Shifting Loyalties, Carry Away): 303.4 and 301.5.
        (
            "Exchange control of two target permanents that share a card type.",
            "Gaining control of an Aura or Equipment doesn't cause it to move.",
            ["301.5", "303.4"],
        ),
        # A cost without its resources (6 corpus rulings: Cathartic Reunion, Mage il-Vec): 118.3.
        (
            "As an additional cost to cast this spell, discard two cards.\nDraw three cards.",
            "Because discarding two cards is an additional cost, you can't cast Some Card if you don't have at least "
            "two other cards in hand.",
            ["118.3"],
        ),
        # A colorless object (22 corpus rulings: Rakdos Keyrune, Ral's emblem): 105.2c.
        (
            "{B}{R}: Some Card becomes a black and red Devil artifact creature until end of turn.",
            "Until the ability that turns Some Card into a creature resolves, Some Card is colorless.",
            ["105.2c"],
        ),
        # The last thing that happens to a resolving spell (Nether Shadow's ruling): 608.2n.
        (
            "Haste",
            "The last thing that happens to a resolving instant or sorcery spell is that it's put into its owner's "
            "graveyard.",
            ["608.2n"],
        ),
        # A creature put onto the battlefield attacking: its own rule, 508.4, not 508.3a's triggers.
        (
            "{2}{W}, {T}: Choose a creature at random that attacked this turn. Destroy that creature.",
            "A creature that was put onto the battlefield attacking didn't attack, so it can't be chosen at random.",
            ["508.4"],
        ),
        # A cost paid as an ability is activated (13 corpus rulings: Brittle Effigy, Dreg Mangler): 602.2.
        (
            "{4}, {T}, Exile Some Card: Exile target creature.",
            "Some Card is exiled as a cost to activate its ability, not as part of its effect.",
            ["602.2"],
        ),
        # A permanent that leaves and returns (7 corpus rulings: Saskia, Emissary of Grudges): a new object, 400.7.
        (
            "As Some Card enters the battlefield, choose a player.",
            "If Some Card leaves the battlefield and returns, you choose a player again. It doesn't remember the "
            "previously chosen player.",
            ["400.7"],
        ),
    ],
)
def test_rules_of_the_seventeenth_session_link_by_their_own_words(linked, card_text, ruling, numbers):
    assert linked(cr_of_the_seventeenth_session(), card_text, ruling) == numbers


def test_each_concept_has_a_name_of_its_own():
    """The tables keep a concept's rule by its name: a second concept of the same name ("removed from combat") would
    take the first one's rule in each version where it finds one."""
    from rulings.concepts import CONCEPTS

    names = [concept.name for concept in CONCEPTS]
    assert sorted(name for name in set(names) if names.count(name) > 1) == []
