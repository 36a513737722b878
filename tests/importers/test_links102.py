"""Ruling links, links102: the "resolving" (608.2) and "choices on resolution" (608.2d) readings narrowed again where
the ruling rests on another rule (rulings/resolution_readings.py, issue 22).

An outcome told of a choice made as the spell was cast ("If you do, you'll draw a card as the spell resolves": zero
targets, zero lands sacrificed), untargeted creatures with hexproof affected "as that ability resolves" (hexproof,
targeting), an outcome told after the phrase ("simply draws three cards"), a restriction "not rechecked as the ability
resolves" (the activation's), "too late to respond" once an ability is activated and its cost paid (602.2), the
declare blockers step named as a time (the tuned Elusive Tormentor, labelled transform), and a mana ability's color
chosen (605.3b). The rulings and card texts are real ones, each link removed read on the corpus
(docs/links-history.md, links102); the guards keep their links: a choice made as the ability resolves and "too late
for anyone to respond" once it is made (Electropotence, Akoum Firebird), hexproof lost as an ability resolves (Bonds of
Mortality), a power checked "both as you target it and as the ability resolves" (Simic Manipulator), and a target
checked again (Sarkhan the Mad's "too late to respond")."""

import pytest

CR = [
    "6. Spells, Abilities, and Effects",
    "608. Resolving Spells and Abilities",
    "608.1. Each time all players pass in succession, the spell or ability on top of the stack resolves.",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps.",
    "608.2b If the spell or ability specifies targets, it checks whether the targets are still legal.",
    "608.2d If an effect of a spell or ability offers any choices other than choices already made as part of casting "
    "the spell, activating the ability, or otherwise putting the spell or ability on the stack, the player announces "
    "these while applying the effect.",
]

ROWAN_KENRITH = (
    "+2: During target player's next turn, each creature that player controls attacks if able.\n−2: Rowan Kenrith "
    "deals 3 damage to each tapped creature target player controls."
)
ELECTROPOTENCE = (
    "Whenever a creature enters the battlefield under your control, you may pay {2}{R}. If you do, that creature deals "
    "damage equal to its power to any target."
)
ELUSIVE_TORMENTOR = (
    "{1}, Discard a card: Transform Elusive Tormentor.\nHexproof, indestructible\nInsidious Mist can't block and can't "
    "be blocked.\nWhenever Insidious Mist attacks and isn't blocked, you may pay {2}{B}. If you do, transform it."
)

REMOVED = [
    (
        "Gravepurge",
        "Put any number of target creature cards from your graveyard on top of your library.\nDraw a card.",
        "You can cast Gravepurge with zero targets. If you do, you'll draw a card as the spell resolves.",
        "608.2",
    ),
    (
        "Devastating Summons",
        "As an additional cost to cast this spell, sacrifice X lands.\nCreate two X/X red Elemental creature tokens.",
        "You may sacrifice zero lands as you cast Devastating Summons. If you do, you'll put two 0/0 creature tokens "
        "onto the battlefield as the spell resolves.",
        "608.2",
    ),
    (
        "Rowan Kenrith",
        ROWAN_KENRITH,
        "Rowan's second ability targets only the player. Tapped creatures with hexproof that player controls will be "
        "dealt damage as that ability resolves.",
        "608.2",
    ),
    (
        "Tempest Caller",
        "When Tempest Caller enters the battlefield, tap all creatures target opponent controls.",
        "Tempest Caller's ability targets only the player. Creatures with hexproof that player controls will be tapped "
        "as that ability resolves.",
        "608.2",
    ),
    (
        "Chandra Ablaze",
        "−2: Each player discards their hand, then draws three cards.",
        "You may activate Chandra's second ability even if your hand is empty. As it resolves, a player whose hand is "
        "empty simply draws three cards.",
        "608.2",
    ),
    (
        "Reaper of Flight Moonsilver",
        "Flying\nDelirium — Sacrifice another creature: Reaper of Flight Moonsilver gets +2/+1 until end of turn. "
        "Activate this ability only if there are four or more card types among cards in your graveyard.",
        "To activate such an ability, there must be four or more card types among cards in your graveyard. The number "
        "of card types is not rechecked as the ability resolves.",
        "608.2",
    ),
    (
        "Phyrexia's Core",
        "{T}: Add {C}.\n{1}, {T}, Sacrifice an artifact: You gain 1 life.",
        "Once you activate the ability and sacrifice an artifact, it's too late for anyone to respond to try and "
        "prevent you from paying the cost.",
        "608.2",
    ),
    (
        "Elusive Tormentor // Insidious Mist",
        ELUSIVE_TORMENTOR,
        "You can, all within one turn, attack with Elusive Tormentor, transform it into Insidious Mist before blockers "
        "are chosen, transform it back as its triggered ability resolves, and have it deal 4 combat damage.",
        "608.2d",
    ),
    (
        "Axebane Guardian",
        "Defender\n{T}: Add X mana in any combination of colors, where X is the number of creatures with defender you "
        "control.",
        "Axebane Guardian's activated ability is a mana ability. It doesn't use the stack and can't be responded to. "
        "The number of creatures with defender you control is counted, and the color(s) of mana produced chosen, "
        "immediately after the ability is activated when the ability resolves.",
        "608.2d",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("card", "card_text", "ruling", "number"), REMOVED, ids=[r[0] for r in REMOVED])
def test_another_rule_s_ruling_links_no_resolution_step(linked, card, card_text, ruling, number):
    assert number not in linked(CR, card_text, ruling, name=card)


KEPT = [
    # The tuned Electropotence: the choice made as the ability resolves, and no response once it is made.
    ("Electropotence", ELECTROPOTENCE, "You decide whether or not to pay {2}{R} as the ability resolves.", "608.2d"),
    (
        "Electropotence",
        ELECTROPOTENCE,
        "Once you decide to pay {2}{R}, it's too late for anyone to respond (such as by activating a regeneration "
        "ability the targeted creature has).",
        "608.2",
    ),
    (
        "Akoum Firebird",
        "Flying, haste\nAkoum Firebird attacks each combat if able.\nLandfall — Whenever a land enters the battlefield "
        "under your control, you may pay {4}{R}{R}. If you do, return Akoum Firebird from your graveyard to the "
        "battlefield.",
        "Players can respond to the triggered ability, but once it starts resolving and you decide whether to pay "
        "{4}{R}{R}, it's too late for anyone to respond.",
        "608.2",
    ),
    # What the effect does as it resolves, hexproof or not.
    (
        "Bonds of Mortality",
        "When Bonds of Mortality enters the battlefield, draw a card.\n{G}: Creatures your opponents control lose "
        "hexproof and indestructible until end of turn.",
        "The last ability causes creatures your opponents control to lose hexproof and indestructible as it resolves.",
        "608.2",
    ),
    # Information read as it resolves (608.2h's, counted for 608.2).
    (
        "Simic Manipulator",
        "{T}, Remove one or more +1/+1 counters from Simic Manipulator: Gain control of target creature with power "
        "less than or equal to the number of +1/+1 counters removed this way.",
        "The power of the target creature is checked both as you target it and as the ability resolves.",
        "608.2",
    ),
    (
        "Sarkhan the Mad",
        "0: Reveal the top card of your library and put it into your hand. Sarkhan the Mad deals damage to himself "
        "equal to that card's converted mana cost.",
        "Once the first ability starts to resolve and you reveal the top card of your library (and see how much damage "
        "Sarkhan the Mad deals to himself), it's too late to respond.",
        "608.2",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("card", "card_text", "ruling", "number"), KEPT, ids=[f"{k[0]}-{k[3]}" for k in KEPT])
def test_the_resolution_s_own_steps_keep_their_link(linked, card, card_text, ruling, number):
    assert number in linked(CR, card_text, ruling, name=card)
