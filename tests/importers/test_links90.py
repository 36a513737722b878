"""Ruling links, links90: keyword links of an evergreen keyword named in passing (issue 22, keyword precision).

A keyword named for when a combat declaration reads it ("For flying to work as an evasion ability, ... must be cast
before the declare blockers step begins", "gains haste, but then loses it before attacking, it won't be able to
attack") rests on the declaration (509.1, 506.4) or on summoning sickness (302.6), not on the keyword's rule
(rulings/keyword_declared.py); a keyword the card's grant names again (its set, its way, its condition unmet,
another keyword's grant, its duration) or a damage step's quoted name is named in passing
(rulings/keyword_retold.py GRANT_TOLD, STEP_NAMED); a keyword gained in a ruling on timestamp order, or transform told
as its card's trigger met or missed, rests on 613.7 or 603.2 (keyword_declared.only_as_ordered_or_triggered). The
rulings and card texts are real ones, each link removed read on the corpus (docs/links-history.md, links90); the
guards are rulings on the keyword's own rule that keep their link (Kiyomaro's vigilance, labelled so in the tuned
rows; first strike lost after the first damage step; multiple instances; deathtouch on any damage; a transform told
in its own steps, tuned, labelled transform; a transform already made, 701.28f)."""

import pytest

from .conftest import keywords_named

KNOWN = {
    "flying": ("702.9", None, "ability"),
    "haste": ("702.10", None, "ability"),
    "menace": ("702.111", None, "ability"),
    "vigilance": ("702.20", None, "ability"),
    "first strike": ("702.7", None, "ability"),
    "double strike": ("702.4", None, "ability"),
    "deathtouch": ("702.2", None, "ability"),
    "lifelink": ("702.15", None, "ability"),
    "unearth": ("702.84", None, "ability"),
    "transform": ("701.27", None, "action"),
}


def named(card, card_text, ruling):
    return keywords_named(card, card_text, ruling, KNOWN)


GOBLIN_BALLOON_BRIGADE = "{R}: Goblin Balloon Brigade gains flying until end of turn."
MARKOV_CRUSADER = "Lifelink\nMarkov Crusader has haste as long as you control another Vampire."
SWIFTFOOT_BOOTS = "Equipped creature has hexproof and haste.\nEquip {1}"
CLIFFRUNNER_BEHEMOTH = (
    "Cliffrunner Behemoth has haste as long as you control a red permanent.\nCliffrunner Behemoth has lifelink as "
    "long as you control a white permanent."
)
GEIER_REACH_BANDIT = (
    "Haste\nAt the beginning of each upkeep, if no spells were cast last turn, transform Geier Reach Bandit.\n"
    "Whenever a Werewolf enters the battlefield under your control, you may transform it.\nAt the beginning of each "
    "upkeep, if a player cast two or more spells last turn, transform Vildin-Pack Alpha."
)
MOORLAND_DRIFTER = (
    "Delirium — Moorland Drifter has flying as long as there are four or more card types among cards in your graveyard."
)
JESKAI_RUNEMARK = (
    "Enchant creature\nEnchanted creature gets +2/+2.\nEnchanted creature has flying as long as you control a red or "
    "white permanent."
)
THRABEN_FOULBLOODS = (
    "Delirium — Thraben Foulbloods gets +1/+1 and has menace as long as there are four or more card types among "
    "cards in your graveyard. (A creature with menace can't be blocked except by two or more creatures.)"
)
ELUSIVE_TORMENTOR = (
    "{1}, Discard a card: Transform Elusive Tormentor.\nHexproof, indestructible\nInsidious Mist can't block and "
    "can't be blocked.\nWhenever Insidious Mist attacks and isn't blocked, you may pay {2}{B}. If you do, transform "
    "it."
)
TANGLECLAW_WEREWOLF = (
    "Tangleclaw Werewolf can block an additional creature each combat.\n{6}{G}: Transform Tangleclaw Werewolf.\n"
    "Vigilance\nFibrous Entangler must be blocked if able.\nFibrous Entangler can block an additional creature each "
    "combat."
)
OGRE_SLUMLORD = (
    "Whenever another nontoken creature dies, you may create a 1/1 black Rat creature token.\nRats you control have "
    "deathtouch."
)
UNDERCITY_UPRISING = (
    "Creatures you control gain deathtouch until end of turn. Then target creature you control fights target "
    "creature you don't control. (Each deals damage equal to its power to the other.)"
)
HOLD_THE_GATES = "Creatures you control get +0/+1 for each Gate you control and have vigilance."
BULL_RUSH_BRUISER = (
    "Whenever Bull-Rush Bruiser attacks, if your team controls another Warrior, Bull-Rush Bruiser gains first strike "
    "until end of turn."
)
SKYRIDER_PATROL = (
    "Flying\nAt the beginning of combat on your turn, you may pay {G}{U}. When you do, put a +1/+1 counter on "
    "another target creature you control, and that creature gains flying until end of turn."
)
TIDAL_FLATS = (
    "{U}{U}: For each attacking creature without flying, its controller may pay {1}. If that player doesn't, "
    "creatures you control blocking that creature gain first strike until end of turn."
)
GRIXIS = (
    "Blue, black, and/or red creature cards in your graveyard have unearth. The unearth cost is equal to the card's "
    "mana cost. (Pay the card's mana cost: Return it to the battlefield. The creature gains haste. Exile it at the "
    "beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)\nWhenever you "
    "roll {CHAOS}, put target creature card from a graveyard onto the battlefield under your control."
)
WHIP_OF_EREBOS = (
    "Creatures you control have lifelink.\n{2}{B}{B}, {T}: Return target creature card from your graveyard to the "
    "battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, "
    "exile it instead of putting it anywhere else. Activate this ability only any time you could cast a sorcery."
)
AJANI_GOLDMANE = (
    "+1: You gain 2 life.\n−1: Put a +1/+1 counter on each creature you control. Those creatures gain vigilance "
    "until end of turn.\n−6: Create a white Avatar creature token. It has \"This creature's power and toughness are "
    'each equal to your life total."'
)
RAGE_REFLECTION = "Creatures you control have double strike."
KIYOMARO = (
    "Kiyomaro, First to Stand's power and toughness are each equal to the number of cards in your hand.\nAs long as "
    "you have four or more cards in hand, Kiyomaro has vigilance.\nWhenever Kiyomaro deals damage, if you have seven "
    "or more cards in hand, you gain 7 life."
)
MAKINDI_PATROL = (
    "Rally — Whenever Makindi Patrol or another Ally enters the battlefield under your control, creatures you "
    "control gain vigilance until end of turn."
)
STROMKIRK_CAPTAIN = "First strike\nOther Vampire creatures you control get +1/+1 and have first strike."
ON_SERRAS_WINGS = (
    "Enchant creature\nEnchanted creature is legendary, gets +1/+1, and has flying, vigilance, and lifelink."
)
LACE_WITH_MOONGLOVE = (
    "Target creature gains deathtouch until end of turn. (Any amount of damage it deals to a creature is enough to "
    "destroy that creature.)\nDraw a card."
)

EARTHBIND = (
    "Enchant creature\nWhen Earthbind enters the battlefield, if enchanted creature has flying, Earthbind deals 2 "
    'damage to that creature and Earthbind gains "Enchanted creature loses flying."'
)
GROUNDED = "Enchant creature\nEnchanted creature loses flying."
SMOLDERING_WEREWOLF = (
    "When Smoldering Werewolf enters the battlefield, it deals 1 damage to each of up to two target creatures.\n"
    "{4}{R}{R}: Transform Smoldering Werewolf.\nWhenever Erupting Dreadwolf attacks, it deals 2 damage to any target."
)
DOCENT_OF_PERFECTION = (
    "Flying\nWhenever you cast an instant or sorcery spell, create a 1/1 blue Human Wizard creature token. Then if you "
    "control three or more Wizards, transform Docent of Perfection.\nFlying\nWizards you control get +2/+1 and have "
    "flying.\nWhenever you cast an instant or sorcery spell, create a 1/1 blue Human Wizard creature token."
)
DARING_SLEUTH = (
    "When you sacrifice a Clue, transform Daring Sleuth.\nProwess (Whenever you cast a noncreature spell, this "
    "creature gets +1/+1 until end of turn.)\nWhenever Bearer of Overwhelming Truths deals combat damage to a player, "
    'investigate. (Create a colorless Clue artifact token with "{2}, Sacrifice this artifact: Draw a card.")'
)
ARCHANGEL_AVACYN = (
    "Flash\nFlying, vigilance\nWhen Archangel Avacyn enters the battlefield, creatures you control gain "
    "indestructible until end of turn.\nWhen a non-Angel creature you control dies, transform Archangel Avacyn at the "
    "beginning of the next upkeep.\nFlying\nWhen this creature transforms into Avacyn, the Purifier, it deals 3 "
    "damage to each other creature and each opponent."
)

PASSING = [
    # The declaration reads the keyword (keyword_declared.py).
    (
        "Goblin Balloon Brigade",
        GOBLIN_BALLOON_BRIGADE,
        "For flying to work as an evasion ability, an attacking Goblin Balloon Brigade's ability must be activated "
        "before the declare blockers step begins. Once Goblin Balloon Brigade has become blocked, giving it flying "
        "won't change that.",
        "flying",
    ),
    (
        "Moorland Drifter",
        MOORLAND_DRIFTER,
        "Flying only matters as blockers are chosen. Causing Moorland Drifter to gain flying after blockers are "
        "chosen won't cause it to become unblocked.",
        "flying",
    ),
    (
        "Jeskai Runemark",
        JESKAI_RUNEMARK,
        "Whether a creature has flying is checked as blocking creatures are declared. Once the enchanted creature "
        "blocks or is blocked, losing flying won't change or undo that block.",
        "flying",
    ),
    (
        "Thraben Foulbloods",
        THRABEN_FOULBLOODS,
        "Menace only matters as blockers are chosen. Causing Thraben Foulbloods to gain menace after blockers are "
        "chosen won't cause it to become unblocked.",
        "menace",
    ),
    (
        "Markov Crusader",
        MARKOV_CRUSADER,
        "If Markov Crusader loses haste before the declare attackers step on the turn it enters the battlefield, it "
        "won't be able to attack. Once you've attacked with Markov Crusader, causing it to lose haste won't remove it "
        "from combat.",
        "haste",
    ),
    (
        "Swiftfoot Boots",
        SWIFTFOOT_BOOTS,
        "If a creature enters the battlefield under your control and gains haste, but then loses it before "
        "attacking, it won't be able to attack that turn. This means that you can't use one Swiftfoot Boots to allow "
        "two new creatures to attack in the same turn.",
        "haste",
    ),
    (
        "Cliffrunner Behemoth",
        CLIFFRUNNER_BEHEMOTH,
        "Whether Cliffrunner Behemoth has haste matters only when attackers are declared. Once it's been declared as "
        "an attacker, it doesn't matter if it loses haste.",
        "haste",
    ),
    (
        "Geier Reach Bandit // Vildin-Pack Alpha",
        GEIER_REACH_BANDIT,
        "If a creature with haste transforms and no longer has haste on the same turn that it comes under your "
        "control, such as if you cast a Geier Reach Bandit when you already control a Vildin-Pack Alpha, it won't be "
        "able to attack that turn.",
        "haste",
    ),
    (
        "Elusive Tormentor // Insidious Mist",
        ELUSIVE_TORMENTOR,
        "Once blockers have been chosen, transforming Elusive Tormentor into Insidious Mist won't cause it to become "
        "unblocked.",
        "transform",
    ),
    (
        "Tangleclaw Werewolf // Fibrous Entangler",
        TANGLECLAW_WEREWOLF,
        "If Tangleclaw Werewolf transforms into Fibrous Entangler while it's attacking, having vigilance won't cause "
        "it to become untapped.",
        "transform",
    ),
    # The card's grant told again, a damage step's name (keyword_retold.py).
    (
        "Ogre Slumlord",
        OGRE_SLUMLORD,
        "All Rats you control have deathtouch while Ogre Slumlord is on the battlefield, not just the ones created "
        "by Ogre Slumlord.",
        "deathtouch",
    ),
    (
        "Undercity Uprising",
        UNDERCITY_UPRISING,
        "If both target creatures are illegal targets by the time Undercity Uprising tries to resolve, the spell "
        "doesn't resolve. No creatures deal damage or gain deathtouch.",
        "deathtouch",
    ),
    (
        "Hold the Gates",
        HOLD_THE_GATES,
        "Creatures you control will have vigilance even if you control no Gates.",
        "vigilance",
    ),
    (
        "Bull-Rush Bruiser",
        BULL_RUSH_BRUISER,
        "Whether your team controls another Warrior is checked as Bull-Rush Bruiser's triggered ability triggers "
        "and again as it resolves. Once it gains first strike this way, it won't lose it, even if your team loses its "
        "other Warriors.",
        "first strike",
    ),
    (
        "Skyrider Patrol",
        SKYRIDER_PATROL,
        "Skyrider Patrol's triggered ability goes on the stack without a target. While that ability is resolving, "
        "you may pay {G}{U}. If you do, a second ability triggers and you pick a target creature. This is different "
        'from abilities that say "If you do . . ." in that players may cast spells and activate abilities after '
        "mana is paid but before the target receives a counter and flying.",
        "flying",
    ),
    (
        "Tidal Flats",
        TIDAL_FLATS,
        "Can be used more than once in a turn. Each time, the opponent can pay to prevent giving first strike to a "
        "creature, but this payment only stops the current activation and not future activations of Tidal Flats.",
        "first strike",
    ),
    (
        "Grixis",
        GRIXIS,
        "Unearth grants haste to the creature that's returned to the battlefield. However, neither of the exile "
        "abilities is granted to that creature. If that creature loses all its abilities, it will still be exiled at "
        "the beginning of the end step, and if it would leave the battlefield, it is still exiled instead.",
        "haste",
    ),
    (
        "Whip of Erebos",
        WHIP_OF_EREBOS,
        "Whip of Erebos grants haste to the creature that's returned to the battlefield. However, neither of the "
        '"exile" abilities is granted to that creature. If that creature loses all its abilities, it will still be '
        "exiled at the beginning of the end step, and if it would leave the battlefield, it is still exiled instead.",
        "haste",
    ),
    (
        "Ajani Goldmane",
        AJANI_GOLDMANE,
        "The vigilance granted to a creature by the second ability remains until the end of the turn even if the "
        "+1/+1 counter is removed.",
        "vigilance",
    ),
    (
        "Rage Reflection",
        RAGE_REFLECTION,
        'If a creature loses double strike after assigning damage in the "first strike" combat damage step (due to '
        'Rage Reflection leaving the battlefield, for example), that creature won\'t assign damage in the "normal" '
        "combat damage step.",
        "first strike",
    ),
    # Timestamp order (613.7), a transforming card's own trigger (603.2): keyword_declared.only_as_ordered_or_triggered.
    (
        "Earthbind",
        EARTHBIND,
        "If the enchanted creature gains flying after Earthbind is put onto it, it will have flying. The two effects "
        "are simply applied in timestamp order.",
        "flying",
    ),
    (
        "Grounded",
        GROUNDED,
        "The creature can later gain flying from another effect. That will override Grounded's effect.",
        "flying",
    ),
    (
        "Smoldering Werewolf // Erupting Dreadwolf",
        SMOLDERING_WEREWOLF,
        "If you transform Smoldering Werewolf into Erupting Dreadwolf after it has attacked, Erupting Dreadwolf's "
        "triggered ability won't trigger that combat.",
        "transform",
    ),
    (
        "Docent of Perfection // Final Iteration",
        DOCENT_OF_PERFECTION,
        "When Docent of Perfection transforms into Final Iteration, the instant or sorcery spell that's on the stack "
        "doesn't cause Final Iteration's triggered ability to trigger.",
        "transform",
    ),
]


@pytest.mark.parametrize(("card", "card_text", "ruling", "keyword"), PASSING, ids=[p[0] for p in PASSING])
def test_a_keyword_named_in_passing_is_no_link(card, card_text, ruling, keyword):
    assert keyword not in named(card, card_text, ruling)


KEPT = [
    # Vigilance's rule is the attack declaration's own (702.20b; the tuned Kiyomaro row is labelled vigilance).
    (
        "Kiyomaro, First to Stand",
        KIYOMARO,
        "Losing vigilance after attackers are declared doesn't cause Kiyomaro to tap.",
        "vigilance",
    ),
    (
        "Makindi Patrol",
        MAKINDI_PATROL,
        "Vigilance matters only as attackers are declared. Giving a creature vigilance after that point won't untap "
        "it, even if it's attacking.",
        "vigilance",
    ),
    # First strike lost after the first damage step (702.7c).
    (
        "Stromkirk Captain",
        STROMKIRK_CAPTAIN,
        "If a creature with first strike deals damage in the first combat damage step, but then loses first strike "
        "before regular combat damage, it won't deal combat damage a second time (unless it also has double strike).",
        "first strike",
    ),
    (
        "On Serra's Wings",
        ON_SERRAS_WINGS,
        "Multiple instances of flying, vigilance, and/or lifelink on the same creature are redundant.",
        "flying",
    ),
    # "not just when": deathtouch's own reach (702.2b), not the set a grant reaches.
    (
        "Lace with Moonglove",
        LACE_WITH_MOONGLOVE,
        "Deathtouch applies when any damage is dealt, not just when combat damage is dealt.",
        "deathtouch",
    ),
    # The tuned row, labelled transform: no declaration standing is told.
    (
        "Elusive Tormentor // Insidious Mist",
        ELUSIVE_TORMENTOR,
        "You can, all within one turn, attack with Elusive Tormentor, transform it into Insidious Mist before "
        "blockers are chosen, transform it back as its triggered ability resolves, and have it deal 4 combat damage.",
        "transform",
    ),
    # 701.28f's own case: a transform told with the trigger that causes it, the permanent already transformed.
    (
        "Daring Sleuth // Bearer of Overwhelming Truths",
        DARING_SLEUTH,
        "If Daring Sleuth's ability triggers multiple times before any of those abilities resolves, only the first one "
        "to resolve will cause it to transform.",
        "transform",
    ),
    (
        "Archangel Avacyn // Avacyn, the Purifier",
        ARCHANGEL_AVACYN,
        "Archangel Avacyn's delayed triggered ability won't cause it to transform back into Archangel Avacyn if it has "
        "already transformed into Avacyn, the Purifier, perhaps because several creatures died in one turn.",
        "transform",
    ),
]


@pytest.mark.parametrize(("card", "card_text", "ruling", "keyword"), KEPT, ids=[k[0] for k in KEPT])
def test_the_keywords_own_rule_keeps_its_link(card, card_text, ruling, keyword):
    assert keyword in named(card, card_text, ruling)
