"""Ruling links, links97: the "mana value" (202.3), "additional costs" (118.8) and "triggered abilities" (603)
readings narrowed where their word is said in passing (rulings/passing_words.py, turn_concepts.py's "will trigger";
issue 22).

A mana value in the card's own comparison ("tie for highest converted mana cost", "lowest") or in what defines an X
(107.3's: the tuned Elite Arcanist); an additional cost denied ("It's not an additional cost"), in the total cost's
order of increases and reductions (601.2f: the tuned Rakdos, Lord of Riots) or paid by a card that then can't trigger
(601.2i's); a card's own trigger told again ("will trigger both abilities", "will trigger even on an optional
discard"). The rulings and card texts are real ones, each link removed read on the corpus (docs/links-history.md,
links97); the guards keep their links: the tuned Reanimate (its effect's mana value, 202.3), the rules of mana value
(tokens, X on the stack), additional costs a card may or must pay when cast without its mana cost, and triggers for any
creature entering at the same time (603)."""

import pytest

CR = [
    "1. Game Concepts",
    "118. Costs",
    "118.1. A cost is an action or payment necessary to take another action or to stop another action from taking "
    "place.",
    "118.8. Some spells and abilities have additional costs. An additional cost is a cost listed in a spell's rules "
    "text, or applied to a spell or ability from another effect, that its controller must pay at the same time they "
    "pay the spell's mana cost or the ability's activation cost.",
    "2. Parts of a Card",
    "202. Mana Cost and Color",
    "202.1. A card's mana cost is indicated by mana symbols near the top of the card.",
    "202.3. The mana value of an object is a number equal to the total amount of mana in its mana cost, regardless of "
    "color.",
    "6. Spells, Abilities, and Effects",
    "601. Casting Spells",
    "601.2f The player determines the total cost of the spell.",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect.",
]

FAVOR_OF_THE_MIGHTY = "Each creature with the highest converted mana cost has protection from all colors."
ELITE_ARCANIST = (
    "When Elite Arcanist enters the battlefield, you may exile an instant card from your hand.\n{X}, {T}: Copy the "
    "exiled card. You may cast the copy without paying its mana cost. X is the converted mana cost of the exiled card."
)
VIAL_SMASHER = (
    "Whenever you cast your first spell each turn, choose an opponent at random. Vial Smasher the Fierce deals damage "
    "equal to that spell's converted mana cost to that player or a planeswalker that player controls.\nPartner (You "
    "can have two commanders if both have partner.)"
)
RAKDOS = (
    "You can't cast this spell unless an opponent lost life this turn.\nFlying, trample\nCreature spells you cast cost "
    "{1} less to cast for each 1 life your opponents have lost this turn."
)
TIBOR_AND_LUMIA = (
    "Whenever you cast a blue spell, target creature gains flying until end of turn.\nWhenever you cast a red spell, "
    "Tibor and Lumia deals 1 damage to each creature without flying."
)
GUERRILLA_TACTICS = (
    "Guerrilla Tactics deals 2 damage to any target.\nWhen a spell or ability an opponent controls causes you to "
    "discard Guerrilla Tactics, Guerrilla Tactics deals 4 damage to any target."
)
KAPSHO_KITEFINS = (
    "Flying\nWhenever Kapsho Kitefins or another creature enters the battlefield under your control, tap target "
    "creature an opponent controls."
)

REMOVED = [
    # Mana value: the card's own comparison, an X's definition.
    (
        "Favor of the Mighty",
        FAVOR_OF_THE_MIGHTY,
        "If there's a tie for highest converted mana cost, all of those creatures have protection from all colors.",
        "202.3",
    ),
    (
        "Culling Scales",
        "At the beginning of your upkeep, destroy target nonland permanent with the lowest converted mana cost.",
        "If the lowest converted mana cost is 3, Culling Scales can destroy itself.",
        "202.3",
    ),
    (
        "Elite Arcanist",
        ELITE_ARCANIST,
        "You don't choose the value of {X} in the activation cost of Elite Arcanist's ability. It's defined by the "
        "converted mana cost of the exiled instant card.",
        "202.3",
    ),
    # Additional costs: one denied, the total cost's order, a spell not yet cast.
    (
        "Thoughtseize",
        "Target player reveals their hand. You choose a nonland card from it. That player discards that card. You lose "
        "2 life.",
        "The loss of life is part of the spell's effect. It's not an additional cost.",
        "118.8",
    ),
    (
        "Rakdos, Lord of Riots",
        RAKDOS,
        "If there are additional costs to cast a creature spell, such as a kicker cost or a cost imposed by the rules "
        "of a Commander game, apply those increases before applying cost reductions.",
        "118.8",
    ),
    (
        "Vial Smasher the Fierce",
        VIAL_SMASHER,
        "If that spell causes Vial Smasher to leave the battlefield as an additional cost to cast it, Vial Smasher's "
        "ability can't trigger.",
        "118.8",
    ),
    # Triggered abilities: the card's own trigger told again.
    (
        "Tibor and Lumia",
        TIBOR_AND_LUMIA,
        "A spell you cast that's blue and red will trigger both abilities.",
        "603",
    ),
    (
        "Guerrilla Tactics",
        GUERRILLA_TACTICS,
        "The second ability will trigger even on an optional discard caused by an opponent.",
        "603",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("card", "card_text", "ruling", "number"), REMOVED, ids=[r[0] for r in REMOVED])
def test_the_word_in_passing_links_no_rule_of_its_reading(linked, card, card_text, ruling, number):
    assert number not in linked(CR, card_text, ruling, name=card)


KEPT = [
    # The tuned Reanimate (202.3): the mana value its effect reads, told.
    (
        "Reanimate",
        "Put target creature card from a graveyard onto the battlefield under your control. You lose life equal to its "
        "converted mana cost.",
        "You lose life equal to the converted mana cost of the card you're bringing back.",
        "202.3",
    ),
    # Mana value's own rules.
    (
        "Fragmentize",
        "Destroy target artifact or enchantment with converted mana cost 4 or less.",
        "The converted mana cost of a token that isn't a copy of another object is 0. A token that is a copy of "
        "another object has the same mana cost as that object.",
        "202.3",
    ),
    (
        "Vial Smasher the Fierce",
        VIAL_SMASHER,
        "For spells with {X} in their mana costs, use the value chosen for X to determine the spell's converted mana "
        "cost.",
        "202.3",
    ),
    # Additional costs paid or due when a spell is cast without its mana cost (118.8's).
    (
        "Epic Experiment",
        "Exile the top X cards of your library. For each instant and sorcery card with converted mana cost X or less "
        "among them, you may cast that card without paying its mana cost. Then put all cards exiled this way that "
        "weren't cast into your graveyard.",
        'If you cast a card "without paying its mana cost," you can\'t pay alternative costs such as overload '
        "costs. You can pay additional costs such as kicker costs. If the card has mandatory additional costs, you "
        "must pay those.",
        "118.8",
    ),
    (
        "Snapcaster Mage",
        "Flash\nWhen Snapcaster Mage enters the battlefield, target instant or sorcery card in your graveyard gains "
        "flashback until end of turn. The flashback cost is equal to its mana cost.",
        "You may pay any optional additional costs the spell has, such as conspire costs. You must pay any mandatory "
        "additional costs the spell has, such as that of Bone Splinters.",
        "118.8",
    ),
    # Triggers on creatures entering at the same time (603.6a, 603.10).
    (
        "Kapsho Kitefins",
        KAPSHO_KITEFINS,
        "The triggered ability will trigger for any creature entering the battlefield under your control at the same "
        "time as Kapsho Kitefins.",
        "603",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("card", "card_text", "ruling", "number"), KEPT, ids=[k[0] for k in KEPT])
def test_the_readings_own_rule_keeps_its_link(linked, card, card_text, ruling, number):
    assert number in linked(CR, card_text, ruling, name=card)
