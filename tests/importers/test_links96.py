"""Ruling links, links96: the "copies" reading (707) narrowed to the sentences that rest on copying
(rulings/copy_readings.py, issue 22).

A copy named in passing, the ruling resting on another rule, is no 707 link: a token's name "unless the token is a
copy" (111.4), the tuned Kharasha Foothills' token copies put onto the battlefield attacking (508.4), Mizzix's
Mastery's "no matter what happens to the copies" (tuned `none`), Elite Arcanist's "no longer be able to copy the exiled
card" (400.7, 607.2a), Dream Leash's "If you cast Copy Enchantment and copy Dream Leash" (303.4f), Altered Ego's
"it will just be a copy" (107.3), Panharmonicon's "doesn't copy the triggered ability" (603.2d), a token that left
the battlefield (111.8), a spell "can be countered, copied, and so on".
The rulings and card texts are real ones, each link removed read on the corpus (docs/links-history.md, links96); the
guards keep 707 where the ruling tells what a copy is, has or does (the tuned Zndrsplt's Judgment, Hive Mind,
Blistercoil Weird; Splinter Twin's granted ability not copied; Sprouting Phytohydra's token copy)."""

import pytest

CR = [
    "1. Game Concepts",
    "111. Tokens",
    "111.1. Some effects put tokens onto the battlefield.",
    "111.4. A spell or ability that creates a token sets both its name and its subtype(s).",
    "5. Turn Structure",
    "508. Declare Attackers Step",
    "508.1. First, the active player declares attackers.",
    "508.4. If a creature is put onto the battlefield attacking, its controller chooses which defending player it's "
    "attacking.",
    "7. Additional Rules",
    "707. Copying Objects",
    '707.1. Some objects become or turn another object into a "copy" of a spell, permanent, or card.',
    "707.2. When copying an object, the copy acquires the copiable values of the original object's characteristics.",
    "707.10. To copy a spell, activated ability, or triggered ability means to put a copy of it onto the stack; a copy "
    "of a spell isn't cast.",
]

MIZZIX = (
    "Exile target card that's an instant or sorcery from your graveyard. For each card exiled this way, copy it, and "
    "you may cast the copy without paying its mana cost. Exile Mizzix's Mastery.\nOverload {5}{R}{R}{R}"
)
KHARASHA = (
    "Whenever a creature you control attacks a player, for each other opponent, you may create a token that's a copy "
    "of that creature, tapped and attacking that opponent. Exile those tokens at the beginning of the next end step."
)
ELITE_ARCANIST = (
    "When Elite Arcanist enters the battlefield, you may exile an instant card from your hand.\n{X}, {T}: Copy the "
    "exiled card. You may cast the copy without paying its mana cost. X is the converted mana cost of the exiled card."
)
ALTERED_EGO = (
    "This spell can't be countered.\nYou may have Altered Ego enter the battlefield as a copy of any creature on the "
    "battlefield, except it enters with X additional +1/+1 counters on it."
)
PANHARMONICON = (
    "If an artifact or creature entering the battlefield causes a triggered ability of a permanent you control to "
    "trigger, that ability triggers an additional time."
)
STALKING_LEONIN = (
    "When Stalking Leonin enters the battlefield, secretly choose an opponent.\nReveal the player you chose: Exile "
    "target creature that's attacking you if it's controlled by the chosen player. Activate this ability only once."
)
SPLINTER_TWIN = (
    "Enchant creature\nEnchanted creature has \"{T}: Create a token that's a copy of this creature, except it has "
    'haste. Exile that token at the beginning of the next end step."'
)

REMOVED = [
    # The tuned rows (Mizzix's Mastery `none`, Kharasha Foothills 508.4, Elite Arcanist 400.7 and 607.2a, Dream Leash
    # 303.4f, Altered Ego 107.3).
    ("Mizzix's Mastery", MIZZIX, "The cards remain exiled no matter what happens to the copies."),
    (
        "Kharasha Foothills",
        KHARASHA,
        "The first ability doesn't trigger when a creature attacks a planeswalker, and the token copies can't be put "
        "onto the battlefield attacking a planeswalker.",
    ),
    (
        "Elite Arcanist",
        ELITE_ARCANIST,
        "If Elite Arcanist leaves the battlefield, you will no longer be able to copy the exiled card. If it returns "
        "to the battlefield, you'll be able to exile another instant card from your hand, but Elite Arcanist will be "
        "a different permanent with no connection to the first exiled card.",
    ),
    (
        "Dream Leash",
        "Enchant permanent\nYou can't choose an untapped permanent as this spell's target as you cast it.\nYou control "
        "enchanted permanent.",
        "If an effect puts Dream Leash onto the battlefield or moves it to another permanent, the permanent it becomes "
        "attached to need not be tapped. If you cast Copy Enchantment and copy Dream Leash as it enters the "
        "battlefield, the permanent it becomes attached to need not be tapped.",
    ),
    (
        "Altered Ego",
        ALTERED_EGO,
        "X can be 0. Altered Ego won't enter with any additional +1/+1 counters, and it will just be a copy of the "
        "chosen creature.",
    ),
    # The corpus's wordings (22 corpus links with the above).
    (
        "Bile Blight",
        "Target creature and all other creatures with the same name as that creature get -3/-3 until end of turn.",
        "The name of a creature token is the same as its creature types, unless the token is a copy of another "
        "creature or the effect that created the token specifically gives it a different name.",
    ),
    (
        "Declaration in Stone",
        "Exile target creature and all other creatures its controller controls with the same name as that creature.",
        "Unless a token is a copy, or unless specified by the effect that created it, a token's name is the same as "
        "its subtypes at the time it was created.",
    ),
    (
        "Panharmonicon",
        PANHARMONICON,
        "Panharmonicon's effect doesn't copy the triggered ability; it just causes it to trigger twice.",
    ),
    (
        "Stalking Leonin",
        STALKING_LEONIN,
        "This will usually happen because you gained control of another player's Stalking Leonin or because a "
        "creature already on the battlefield became a copy of Stalking Leonin.",
    ),
    (
        "Broken Concentration",
        "Counter target spell.\nMadness {3}{U}",
        "It can be countered, copied, and so on.",
    ),
    (
        "Flickering Spirit",
        "Flying\n{3}{W}: Exile Flickering Spirit, then return it to the battlefield under its owner's control.",
        "If a token copy of Flickering Spirit uses its activated ability, the token will not return to the "
        "battlefield, because of the rule that says tokens that leave the battlefield can't return.",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("card", "card_text", "ruling"), REMOVED, ids=[r[0] for r in REMOVED])
def test_a_copy_named_in_passing_is_no_link(linked, card, card_text, ruling):
    assert "707" not in linked(CR, card_text, ruling, name=card)


KEPT = [
    # The tuned rows labelled 707 (707.2, 707.10).
    (
        "Zndrsplt's Judgment",
        "For each player, choose friend or foe. Each friend creates a token that's a copy of a creature they control. "
        "Each foe returns a creature they control to its owner's hand.",
        "Each token copies exactly what is printed on the original creature and nothing else (unless that creature is "
        "copying something else or is a token; see below).",
    ),
    (
        "Hive Mind",
        "Whenever a player casts an instant or sorcery spell, each other player copies that spell. Each of those "
        "players may choose new targets for their copy.",
        'If the spell that\'s copied is modal (that is, it says "Choose one —" or the like), the copy will have the '
        "same mode. A player can't choose a different one.",
    ),
    (
        "Blistercoil Weird",
        "Whenever you cast an instant or sorcery spell, Blistercoil Weird gets +1/+1 until end of turn. Untap it.",
        "If you copy an instant or sorcery spell on the stack (using Nivix Guildmage's second ability, for example), "
        "the copy isn't cast. Blistercoil Weird's ability won't trigger.",
    ),
    # A granted ability the copy doesn't copy (707.2), beside Panharmonicon's "doesn't copy the triggered ability".
    (
        "Splinter Twin",
        SPLINTER_TWIN,
        "In particular, it doesn't copy the ability granted to the enchanted creature by Splinter Twin.",
    ),
    # A token copy that has the copied ability (707.2), beside Flickering Spirit's token that can't return.
    (
        "Sprouting Phytohydra",
        "Defender\nWhenever Sprouting Phytohydra is dealt damage, you may create a token that's a copy of Sprouting "
        "Phytohydra.",
        "If a token copy of Sprouting Phytohydra is dealt damage, it will create another token copy.",
    ),
    # The copy told in one sentence, the ruling's passing words in another: the copy's sentence keeps the link.
    (
        "Mizzix's Mastery",
        MIZZIX,
        "If the copy has {X} in its mana cost, you must choose 0 as the value of X. The cards remain exiled no matter "
        "what happens to the copies.",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("card", "card_text", "ruling"), KEPT, ids=[k[0] + str(i) for i, k in enumerate(KEPT)])
def test_a_ruling_on_copying_keeps_707(linked, card, card_text, ruling):
    assert "707" in linked(CR, card_text, ruling, name=card)
