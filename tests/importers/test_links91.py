"""Ruling links, links91: 702.12 for a permanent that isn't destroyed because of indestructible, on a card that need not
have the keyword (rulings/indestructible.py), and the "archenemy" reading narrowed to what 904 tells (the archenemy, a
scheme deck, a face-up or ongoing scheme, setting a scheme in motion), not "this scheme's ability" in passing (issue
22). The rulings and card texts are real ones: the tuned Make Yourself Useful, Drop of Honey, Knight Exemplar, Bow to
My Command, Contract Killing and Every Dream a Nightmare; the corpus's Noxious Gearhulk, Assassin's Trophy, Eel Umbra,
Assassin's Strike, I Bask in Your Silent Awe and The Fate of the Flammable."""

import pytest

CR = [
    "1. Game Concepts",
    "101. The Magic Golden Rules",
    "101.4. If multiple players would make choices and/or take actions at the same time, the active player makes any "
    "choices required, then the next player in turn order makes any choices required.",
    "6. Spells, Abilities, and Effects",
    "608. Resolving Spells and Abilities",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps.",
    "608.2b If the spell or ability specifies targets, it checks whether the targets are still legal.",
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.1. Most abilities describe exactly what they do.",
    "702.12. Indestructible",
    "702.12a Indestructible is a static ability.",
    "702.12b A permanent with indestructible can't be destroyed. Such permanents aren't destroyed by lethal damage, "
    "and they ignore the state-based action that checks for lethal damage (see rule 704.5g).",
    "702.89. Umbra Armor",
    "702.89a Umbra armor is a static ability that appears on some Auras.",
    "9. Casual Variants",
    "904. Archenemy",
    "904.1. In the Archenemy variant, a team of players faces off against a single opponent strengthened with "
    "powerful scheme cards.",
    "904.9. Immediately after the archenemy's precombat main phase begins during each of their turns, that player "
    "moves the top card of their scheme deck off that scheme deck and turns it face up. This is called \u201csetting "
    "that scheme in motion.\u201d",
]

MAKE_YOURSELF_USEFUL = (
    "When you set this scheme in motion, destroy target creature an opponent controls. If a creature is destroyed "
    "this way, you gain life equal to its toughness."
)
NOXIOUS_GEARHULK = (
    "Menace\nWhen Noxious Gearhulk enters the battlefield, you may destroy another target creature. If a creature is "
    "destroyed this way, you gain life equal to its toughness."
)
DROP_OF_HONEY = (
    "At the beginning of your upkeep, destroy the creature with the least power. It can't be regenerated. If two or "
    "more creatures are tied for least power, you choose one of them.\nWhen there are no creatures on the "
    "battlefield, sacrifice Drop of Honey."
)
BOW_TO_MY_COMMAND = (
    "(An ongoing scheme remains face up until it's abandoned.)\nAs you set this scheme in motion, choose an opponent."
    "\nCreatures the chosen player controls can't attack you or planeswalkers you control.\nAt the beginning of your "
    "opponents' end step, they may tap any number of untapped creatures they control with total power 8 or greater. "
    "If they do, abandon this scheme."
)
CONTRACT_KILLING = (
    'Destroy target creature. Create two colorless Treasure artifact tokens with "{T}, Sacrifice this artifact: Add '
    'one mana of any color."'
)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Not destroyed because of indestructible the card lacks (the tuned Make Yourself Useful: 702.12 and 608.2b;
        # its scheme named in passing, no 904).
        (
            MAKE_YOURSELF_USEFUL,
            "If the target creature isn't destroyed, most likely because it has indestructible, you won't gain any "
            "life. The same is true if the target creature leaves the battlefield before this scheme's triggered "
            "ability resolves.",
            ["702.12"],
        ),
        (
            "Destroy target permanent an opponent controls. Its controller may search their library for a basic land "
            "card, put it onto the battlefield, then shuffle their library.",
            "If the target permanent is a legal target but isn't destroyed, most likely because it has indestructible, "
            "its controller may search their library.",
            ["702.12"],
        ),
        # Having it the condition of not being destroyed, of a destroy effect doing nothing.
        (
            NOXIOUS_GEARHULK,
            "If the target creature has indestructible, it isn't destroyed this way and you won't gain life. If it is "
            "destroyed but put into a zone other than a graveyard, you'll gain life.",
            ["702.12"],
        ),
        (
            DROP_OF_HONEY,
            "If the creature with the least power has indestructible, the ability does nothing.",
            ["702.12"],
        ),
        # Losing it: the marked damage destroys the creature then (the tuned Knight Exemplar's, on a card without it).
        (
            "Target creature loses indestructible until end of turn.",
            "If another Knight creature you control is dealt lethal damage, the creature isn't destroyed, but the "
            "damage remains marked on it. If, at some point later in that turn, you no longer control Knight Exemplar "
            "or it loses its abilities, the other Knight creature will lose indestructible and will be destroyed.",
            ["702.12"],
        ),
        # A scheme's own ability told: no 904 (the tuned Bow to My Command, labelled none).
        (
            BOW_TO_MY_COMMAND,
            "To pay the cost of this scheme's second ability, your opponents collectively need to tap creatures with "
            "total power 8 or greater. Those creatures may be controlled by different teammates.",
            [],
        ),
    ],
)
def test_indestructible_and_a_scheme_in_passing(linked, card_text, ruling, numbers):
    found = linked(CR, card_text, ruling)
    assert [n for n in found if n.startswith(("702.12", "904"))] == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Guards, the same before and after. A cause in parentheses is an aside, no link (the tuned Contract
        # Killing is labelled 608.2 alone; Assassin's Strike).
        (
            CONTRACT_KILLING,
            "If, on the other hand, the target is a legal target but isn't destroyed (most likely because it has "
            "indestructible), you'll get Treasures.",
            [],
        ),
        (
            "Destroy target creature. Its controller discards a card.",
            "If Some Card resolves but the creature isn't destroyed (perhaps because it regenerated or has "
            "indestructible), its controller will discard a card.",
            [],
        ),
        # Indestructible named, nothing not destroyed because of it.
        (
            "Target creature you control gains indestructible until end of turn.",
            "If the creature is an illegal target as Some Card tries to resolve, it won't resolve. No creature gains "
            "indestructible.",
            [],
        ),
        # The variant's own rules keep 904: setting a scheme in motion, the archenemy.
        (
            "(An ongoing scheme remains face up until it's abandoned.)\nEach opponent can't cast more than one spell "
            "each turn.",
            "Players can't respond to the action of setting a scheme in motion. That means that if this scheme is "
            "turned face up, your opponents can't cast spells before the static ability takes effect.",
            ["904"],
        ),
        (
            "When you set this scheme in motion, target opponent chooses self or others.",
            "The targeted player may choose \u201cothers\u201d even if there are no others, or the archenemy's other "
            "opponents can't perform the resulting action.",
            ["904"],
        ),
        # "In a Supervillain Rumble game" as the setting of a rule told (the tuned Every Dream a Nightmare: 101.4).
        (
            "When you set this scheme in motion, each opponent reveals a card from their hand.",
            "In a Supervillain Rumble game, first the next player in turn order chooses a card in hand without "
            "revealing it, then each other opponent in turn order does the same.",
            [],
        ),
    ],
)
def test_guards_the_same_before_and_after(linked, card_text, ruling, numbers):
    found = linked(CR, card_text, ruling)
    assert [n for n in found if n.startswith(("702.12", "904"))] == numbers
