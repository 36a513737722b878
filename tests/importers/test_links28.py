"""Ruling links, links28: a phrase that names another rule than its concept's, or a keyword the card's effect keeps
all the same (draw 20, blind20, is checked with the other draws in test_link_evaluation.py)."""

import pytest

EXILE_AND_FACES = [
    "4. Zones",
    "406. Exile",
    "406.3. Exiled cards are, by default, kept face up and may be examined by any player at any time.",
    "7. Additional Rules",
    "712. Double-Faced Cards",
    "712.1. A double-faced card has a Magic card face on each side rather than a Magic card back.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        ("Exiled cards are face up by default; they're face down only if the effect said so.", ["406.3"]),
        # A double-faced card's front face up (712.14: Chandra, Fire of Kaladesh), not a card in exile.
        (
            "A double-faced card enters the battlefield with its front face up by default, unless a spell or ability "
            "instructs you to put it onto the battlefield transformed.",
            ["712"],
        ),
    ],
)
def test_face_up_by_default_is_exiles_only_for_a_card_in_exile(linked, ruling, numbers):
    assert linked(EXILE_AND_FACES, "Exile target card.", ruling) == numbers


HASTE = [
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.1. Most abilities describe exactly what they do in the card's rules text.",
    "702.10. Haste",
    "702.10a Haste is a static ability.",
]
TOKEN_WITH_HASTE = (
    "Create a token that's a copy of that card. It gains haste. Exile it at the beginning of the next end step."
)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # The effect's keyword kept all the same (Mimic Vat): the card's reading, not haste's rule.
        (
            "If the token isn't exiled when the delayed triggered ability resolves, it remains on the battlefield "
            "indefinitely. It continues to have haste.",
            [],
        ),
        ("Creatures that enter the battlefield after it resolves will still have haste.", []),
        ("The token has haste, so it can attack the turn it's created.", ["702.10"]),
    ],
)
def test_a_keyword_the_effect_keeps_all_the_same(linked, ruling, numbers):
    assert linked(HASTE, TOKEN_WITH_HASTE, ruling) == numbers


APNAP = [
    "1. Game Concepts",
    "101. The Magic Golden Rules",
    "101.4. If multiple players would make choices and/or take actions at the same time, the active player (the "
    "player whose turn it is) makes any choices required, then the next player in turn order makes any choices "
    "required.",
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.3. Once an ability has triggered, its controller puts it on the stack the next time a player would receive "
    "priority.",
    "603.3b If multiple abilities have triggered since the last time a player received priority, each player, in APNAP "
    "order, puts triggered abilities they control on the stack in any order they choose.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Triggered abilities put on the stack once a resolution ends, in APNAP order: 603.3b's own case (Primal
        # Surge, Rite of Ruin), not 101.4's.
        (
            "If putting any of those permanent cards onto the battlefield causes abilities to trigger, those abilities "
            "will wait to go on the stack until Some Card has finished resolving. Starting with the active player, "
            "each player puts their abilities on the stack in any order.",
            ["603.3b"],
        ),
        ("Starting with the active player, each player chooses a creature they control.", ["101.4"]),
    ],
)
def test_triggers_put_on_the_stack_in_apnap_order_are_603_3b(linked, ruling, numbers):
    assert linked(APNAP, "Exile the top card of your library.", ruling) == numbers


CASTING_AND_MANA = [
    "6. Spells, Abilities, and Effects",
    "601. Casting Spells",
    "601.2. To cast a spell is to take it from where it is, put it on the stack, and pay its costs.",
    "601.2f The player determines the total cost of the spell.",
    "601.2g If the total cost includes a mana payment, the player then has a chance to activate mana abilities.",
    "605. Mana Abilities",
    "605.1. Some activated abilities and some triggered abilities are mana abilities.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Mana abilities activated while a spell is cast: 601.2g's step (Ghalta, Decimator of the Provinces).
        (
            "The total cost is locked in before you pay that cost. Then you can sacrifice the creature when you "
            "activate mana abilities just before paying the cost.",
            ["601.2f", "601.2g"],
        ),
        ("Pristine Talisman has a mana ability. Its mana ability doesn't use the stack.", ["605"]),
    ],
)
def test_mana_abilities_activated_while_casting_are_the_casting_step(linked, ruling, numbers):
    assert linked(CASTING_AND_MANA, "Sacrifice a creature: Add {C}.", ruling) == numbers


REGENERATION = [
    "7. Additional Rules",
    "701. Keyword Actions",
    "701.1. Most actions described in a card's rules text use the standard English definitions of the verbs within.",
    "701.8. Destroy",
    "701.8a To destroy a permanent, move it from the battlefield to its owner's graveyard.",
    "701.19. Regenerate",
    "701.19a If the effect of a resolving spell or ability regenerates a permanent, it creates a replacement effect "
    "that protects the permanent the next time it would be destroyed this turn.",
]


@pytest.mark.django_db
def test_a_regeneration_shield_against_destroy_is_regenerations_rule(linked):
    # Cudgel Troll: the shield works only against what says to "destroy" it, regeneration's own rule (701.19).
    ruling = (
        'Activating the ability causes a "regeneration shield" to be created. This works only if it is affected by a '
        'spell or ability that says to "destroy" it.'
    )
    assert linked(REGENERATION, "{G}: Regenerate Some Card.", ruling) == ["701.19"]


TARGETS = [
    "1. Game Concepts",
    "115. Targets",
    "115.1. Some spells and abilities require their controller to choose one or more targets for them.",
]
AURA_TODAY = [
    "3. Card Types",
    "303. Enchantments",
    "303.4. Some enchantments have the subtype Aura.",
    "303.4f If an Aura is entering the battlefield under a player's control by any means other than by resolving as "
    "an Aura spell, and the effect putting it onto the battlefield doesn't specify the object or player the Aura "
    "will enchant, that player chooses what it will enchant as the Aura enters the battlefield.",
]
# The CR before July 2009 (212.4j of May 2009), whose rule the lineage of 303.4f does not reach.
AURA_2009 = [
    "2. Parts of the Game",
    "212. Card Types",
    "212.4. Enchantments",
    "212.4j If an Aura is coming into play under a player's control by any means other than by being played, and the "
    "effect putting it into play doesn't specify the object or player the Aura will enchant, that player chooses what "
    "it will enchant as the Aura comes into play.",
]
SENTINEL = (
    "If the enchantment card is an Aura, you choose a legal player or object for that Aura to enchant as it enters "
    "the battlefield. This doesn't target the player or object, so it's possible to enchant an opposing creature with "
    "hexproof this way."
)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("lines", "ruling", "numbers"),
    [
        # An Aura put onto the battlefield by another card (Silent Sentinel, Obzedat's Aid): 303.4f, which also says it
        # is not targeted, not 115.
        (TARGETS + AURA_TODAY, SENTINEL, ["303.4f"]),
        (
            AURA_TODAY,
            "If the exiled card is an Aura, that card's owner chooses what it will enchant as it comes back onto the "
            "battlefield.",
            ["303.4f"],
        ),
        (AURA_2009, SENTINEL, ["212.4j"]),
        (TARGETS + AURA_TODAY, "The ability doesn't target the creature.", ["115"]),
    ],
)
def test_an_aura_put_onto_the_battlefield_by_another_card(linked, lines, ruling, numbers):
    card_text = "Whenever you attack, return target enchantment card from your graveyard to the battlefield."
    assert linked(lines, card_text, ruling) == numbers


DEFENDER = [
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.1. Most abilities describe exactly what they do in the card's rules text.",
    "702.3. Defender",
    "702.3b A creature with defender can't attack.",
]


@pytest.mark.django_db
def test_a_keyword_the_card_still_has_while_its_rule_is_set_aside_is_its_rule(linked):
    # Nivix Cyclops: "still has defender", yet can attack as though it didn't: defender's rule, not kept all the same.
    ruling = "Some Card still has defender after its triggered ability resolves, although it will be able to attack."
    card_text = (
        "Defender\nWhenever you cast an instant or sorcery spell, Some Card can attack this turn as though it didn't "
        "have defender."
    )
    assert linked(DEFENDER, card_text, ruling) == ["702.3"]
