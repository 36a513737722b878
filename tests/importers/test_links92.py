"""Ruling links, links92: an evergreen keyword or transform named as its card's condition or effect told again (issue
22, keyword precision).

A card reading other objects' flying ("each creature without flying", "Whenever a creature with flying attacks"):
its ruling naming flying beside that ability, trigger or cost tells the card's condition, not flying's rule
(rulings/keyword_conditions.py); transform told as its card's condition met or not yet met ("will transform even
if", "won't ... transform it yet") likewise; a haste, vigilance, flying, deathtouch or first strike grant told again in
more wordings (keyword_retold.GRANT_TOLD); a transform losing haste the turn the creature came under control
(keyword_declared.only_at_declaration: 302.6). The rulings and card texts are real ones (the corpus's WotC rulings),
each link removed read by hand (docs/links-history.md, links92); the guards keep the keyword's own rule."""

import pytest

from .conftest import keywords_named

KNOWN = {
    "flying": ("702.9", None, "ability"),
    "haste": ("702.10", None, "ability"),
    "vigilance": ("702.20", None, "ability"),
    "first strike": ("702.7", None, "ability"),
    "deathtouch": ("702.2", None, "ability"),
    "lifelink": ("702.15", None, "ability"),
    "suspend": ("702.62", None, "ability"),
    "prowess": ("702.108", None, "ability"),
    "transform": ("701.27", None, "action"),
}


def named(card, card_text, ruling):
    return keywords_named(card, card_text, ruling, KNOWN)


HARBINGER = (
    "Flying\n{2}{R}: Harbinger of the Hunt deals 1 damage to each creature without flying.\n{2}{G}: Harbinger of the "
    "Hunt deals 1 damage to each other creature with flying."
)
SCOURGE = (
    "Flying\n{1}{R}: Scourge of Kher Ridges deals 2 damage to each creature without flying.\n{5}{R}: Scourge of Kher "
    "Ridges deals 6 damage to each other creature with flying."
)
WINDREADER = "Flying\nWhenever a creature with flying attacks, you may draw a card."
WARDEN = "Flying\nCreature spells with flying you cast cost {1} less to cast."
HALL = (
    "Hall of the Bandit Lord enters the battlefield tapped.\n{T}, Pay 3 life: Add {C}. If that mana is spent on a "
    "creature spell, it gains haste."
)
EPOCHRASITE = (
    "Epochrasite enters the battlefield with three +1/+1 counters on it if you didn't cast it from your hand.\nWhen "
    "Epochrasite dies, exile it with three time counters on it and it gains suspend. (At the beginning of your upkeep, "
    "remove a time counter. When the last is removed, cast this card without paying its mana cost. It has haste.)"
)
FELDON = (
    "{2}{R}, {T}: Create a token that's a copy of target creature card in your graveyard, except it's an artifact in "
    "addition to its other types. It gains haste. Sacrifice it at the beginning of the next end step."
)
ASHLING = (
    "As Ashling's Prerogative enters the battlefield, choose odd or even. (Zero is even.)\nEach creature with "
    "converted mana cost of the chosen value has haste.\nEach creature without converted mana cost of the chosen value "
    "enters the battlefield tapped."
)
GRAVITY_SPHERE = "All creatures lose flying."
OLIVIAS_DRAGOON = "Discard a card: Olivia's Dragoon gains flying until end of turn."
KIYOMARO = (
    "Kiyomaro, First to Stand's power and toughness are each equal to the number of cards in your hand.\nAs long as "
    "you have four or more cards in hand, Kiyomaro has vigilance.\nWhenever Kiyomaro deals damage, if you have seven "
    "or more cards in hand, you gain 7 life."
)
HERALD_OF_THE_HOST = (
    "Flying, vigilance\nMyriad (Whenever this creature attacks, for each opponent other than defending player, you may "
    "create a token that's a copy of this creature that's tapped and attacking that player or a planeswalker they "
    "control. Exile the tokens at end of combat.)"
)
WURMCOIL = (
    "Deathtouch, lifelink\nWhen Wurmcoil Engine dies, create a 3/3 colorless Wurm artifact creature token with "
    "deathtouch and a 3/3 colorless Wurm artifact creature token with lifelink."
)
SWARM_SURGE = (
    "Devoid (This card has no color.)\nCreatures you control get +2/+0 until end of turn. Colorless creatures you "
    "control also gain first strike until end of turn."
)
LEGIONS_LANDING = (
    "When Legion's Landing enters the battlefield, create a 1/1 white Vampire creature token with lifelink.\nWhen you "
    "attack with three or more creatures, transform Legion's Landing."
)
ABERRANT_RESEARCHER = (
    "Flying\nAt the beginning of your upkeep, put the top card of your library into your graveyard. If it's an instant "
    "or sorcery card, transform Aberrant Researcher.\nFlying"
)
SEARCH_FOR_AZCANTA = (
    "At the beginning of your upkeep, look at the top card of your library. You may put it into your graveyard. Then "
    "if you have seven or more cards in your graveyard, you may transform Search for Azcanta."
)
PRIMAL_AMULET = (
    "Instant and sorcery spells you cast cost {1} less to cast.\nWhenever you cast an instant or sorcery spell, put a "
    "charge counter on Primal Amulet. Then if there are four or more charge counters on it, you may remove those "
    "counters and transform it."
)
TREASURE_MAP = (
    "{1}, {T}: Scry 1. Put a landmark counter on Treasure Map. Then if there are three or more landmark counters on "
    "it, remove those counters, transform Treasure Map, and create three colorless Treasure artifact tokens."
)
NISSA = (
    "Whenever a land enters the battlefield under your control, if you control seven or more lands, exile Nissa, then "
    "return her to the battlefield transformed under her owner's control."
)
BREAKNECK_RIDER = (
    "At the beginning of each upkeep, if no spells were cast last turn, transform Breakneck Rider.\nAttacking "
    "creatures you control get +1/+0 and have trample.\nAt the beginning of each upkeep, if a player cast two or more "
    "spells last turn, transform Neck Breaker."
)
CULT = "Whenever a permanent you control transforms into a non-Human creature, create a 2/2 green Wolf creature token."
GEIER_REACH_BANDIT = (
    "Haste\nAt the beginning of each upkeep, if no spells were cast last turn, transform Geier Reach Bandit.\nWhenever "
    "a Werewolf enters the battlefield under your control, you may transform it."
)
LIGHTNING_BLOW = (
    "Target creature gains first strike until end of turn.\nDraw a card at the beginning of the next turn's upkeep."
)
MULTIFORM_WONDER = "Pay {E}: Multiform Wonder gains your choice of flying, vigilance, or lifelink until end of turn."
ALTAC_BLOODSEEKER = (
    "Whenever a creature an opponent controls dies, Altac Bloodseeker gets +2/+0 and gains first strike and haste "
    "until end of turn. (It deals combat damage before creatures without first strike, and it can attack and {T} as "
    "soon as it comes under your control.)"
)
MONASTERY_MENTOR = (
    "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\nWhenever you cast "
    "a noncreature spell, create a 1/1 white Monk creature token with prowess."
)
DARING_SLEUTH = (
    "When you sacrifice a Clue, transform Daring Sleuth.\nYou may look at the top card of your library any time."
)

PASSING = [
    # The card's condition on other objects' flying (keyword_conditions.only_as_the_cards_condition).
    (
        "Harbinger of the Hunt",
        HARBINGER,
        "If Harbinger of the Hunt loses flying, its first activated ability will cause it to deal damage to itself.",
        "flying",
    ),
    (
        "Scourge of Kher Ridges",
        SCOURGE,
        "If Scourge of Kher Ridges has lost flying, the first activated ability will cause it to deal damage to "
        "itself.",
        "flying",
    ),
    (
        "Windreader Sphinx",
        WINDREADER,
        "The creature must have flying immediately after being declared as an attacking creature in order for "
        "Windreader Sphinx's ability to trigger. For example, attacking with Kitesail Corsair will cause the ability "
        "to trigger, and attacking with Pegasus Courser and a creature without flying will cause the ability to "
        "trigger only once.",
        "flying",
    ),
    (
        "Warden of Evos Isle",
        WARDEN,
        "A creature spell that doesn't have flying won't cost less even if the creature it will become will have "
        "flying once on the battlefield. For example, if you control an Island and Wonder is in your graveyard, "
        "creature spells won't cost {1} less even though those creatures will have flying once they're on the "
        "battlefield.",
        "flying",
    ),
    # transform as the card's condition met or unmet.
    (
        "Legion's Landing // Adanto, the First Fort",
        LEGIONS_LANDING,
        "Once you've attacked with three or more creatures, Legion's Landing will transform even if some of those "
        "creatures leave the battlefield or are removed from combat.",
        "transform",
    ),
    (
        "Aberrant Researcher // Perfected Form",
        ABERRANT_RESEARCHER,
        "If a replacement effect causes the top card of your library to go to a zone other than your graveyard, "
        "Aberrant Researcher will still transform if that card was an instant or sorcery card.",
        "transform",
    ),
    (
        "Aberrant Researcher // Perfected Form",
        ABERRANT_RESEARCHER,
        "No player may take any action between the two steps of Aberrant Researcher's triggered ability. If the card "
        "put into your graveyard is an instant or sorcery card, Aberrant Researcher will have transformed before a "
        "player can take any action.",
        "transform",
    ),
    (
        "Search for Azcanta // Azcanta, the Sunken Ruin",
        SEARCH_FOR_AZCANTA,
        "If you have seven or more cards in your graveyard, you may transform Search for Azcanta while resolving its "
        "triggered ability even if you choose not to put the top card of your library into your graveyard.",
        "transform",
    ),
    (
        "Primal Amulet // Primal Wellspring",
        PRIMAL_AMULET,
        "If a fourth charge counter is put on Primal Amulet by something other than the resolution of its ability (as "
        "modified by any applicable replacement effects), you won't be able to remove those counters and transform it "
        "yet. You'll have to wait until you cast an instant or sorcery spell again.",
        "transform",
    ),
    (
        "Treasure Map // Treasure Cove",
        TREASURE_MAP,
        "If a third landmark counter is put on Treasure Map by something other than the resolution of its first "
        "ability (as modified by any applicable replacement effects), you won't remove those counters, transform "
        "Treasure Map, or get Treasures yet. You'll have to wait until you activate its first ability again.",
        "transform",
    ),
    (
        "Nissa, Vastwood Seer // Nissa, Sage Animist",
        NISSA,
        "Nissa, Vastwood Seer is exiled as a result of her second triggered ability. If she enters the battlefield "
        "while you control seven or more lands, she won't automatically be exiled and transform.",
        "transform",
    ),
    (
        "Breakneck Rider // Neck Breaker",
        BREAKNECK_RIDER,
        "The abilities that transform a Werewolf back and forth look at the entire previous turn, even if the Werewolf "
        "with that ability wasn't on the battlefield for some or all of that turn.",
        "transform",
    ),
    (
        "Cult of the Waxing Moon",
        CULT,
        "A permanent transforms into a non-Human creature if it transforms and is a creature without the creature type "
        "Human after transforming, regardless of whether it was a Human creature (or a creature at all) before it "
        "transformed. For example, Westvale Abbey and Thraben Gargoyle will both cause Cult of the Waxing Moon's "
        "ability to trigger when they transform.",
        "transform",
    ),
    # Summoning sickness's 302.6, not transform (keyword_declared.only_at_declaration).
    (
        "Geier Reach Bandit // Vildin-Pack Alpha",
        GEIER_REACH_BANDIT,
        "If a creature with haste transforms and no longer has haste on the same turn that it comes under your "
        "control, such as if you cast a Geier Reach Bandit when you already control a Vildin-Pack Alpha, it won't be "
        "able to attack that turn.",
        "transform",
    ),
    # The grant told again (keyword_retold.GRANT_TOLD).
    (
        "Hall of the Bandit Lord",
        HALL,
        "The creature has haste if the mana is spent to cover any cost of the spell, even an additional cost.",
        "haste",
    ),
    (
        "Epochrasite",
        EPOCHRASITE,
        "A creature cast using suspend will enter the battlefield with haste. It will have haste until another player "
        "gains control of it (or, in some rare cases, gains control of the creature spell itself).",
        "haste",
    ),
    (
        "Feldon of the Third Path",
        FELDON,
        "If Feldon's ability creates multiple tokens due to a replacement effect (such as the one Doubling Season "
        "creates), each of those tokens will gain haste and you'll sacrifice each of them.",
        "haste",
    ),
    (
        "Ashling's Prerogative",
        ASHLING,
        'The "chosen value" is either "odd" or "even." So either creatures with odd converted mana costs enter the '
        "battlefield tapped and creatures with even converted mana costs have haste, or vice versa.",
        "haste",
    ),
    (
        "Gravity Sphere",
        GRAVITY_SPHERE,
        "It removes Flying from all creatures on the battlefield when it enters the battlefield and from each creature "
        "as that creature enters the battlefield. It does not prevent the Flying ability being given to the creature "
        "*after* the Sphere is on the battlefield.",
        "flying",
    ),
    (
        "Olivia's Dragoon",
        OLIVIAS_DRAGOON,
        "You can activate the ability more than once in a turn, even if Olivia's Dragoon already has flying.",
        "flying",
    ),
    (
        "Kiyomaro, First to Stand",
        KIYOMARO,
        "Kiyomaro's power and toughness don't affect whether it has vigilance or the life-gain ability.",
        "vigilance",
    ),
    (
        "Herald of the Host",
        HERALD_OF_THE_HOST,
        "The tokens created by the myriad ability enter the battlefield tapped even though they'll have vigilance.",
        "vigilance",
    ),
    (
        "Wurmcoil Engine",
        WURMCOIL,
        "It must be clear to all players which token has deathtouch and which token has lifelink.",
        "deathtouch",
    ),
    (
        "Swarm Surge",
        SWARM_SURGE,
        "A colorless creature given first strike by Swarm Surge won't lose first strike if it stops being colorless "
        "later in the turn.",
        "first strike",
    ),
]


@pytest.mark.parametrize(("card", "card_text", "ruling", "keyword"), PASSING, ids=[f"{p[0]}-{p[3]}" for p in PASSING])
def test_a_keyword_named_as_its_cards_condition_is_no_link(card, card_text, ruling, keyword):
    assert keyword not in named(card, card_text, ruling)


KEPT = [
    # Flying's own rule on a card that reads other objects' flying: no ability, trigger or cost of the card told.
    (
        "Harbinger of the Hunt",
        HARBINGER,
        "Multiple instances of flying on the same creature are redundant.",
        "flying",
    ),
    (
        "Multiform Wonder",
        MULTIFORM_WONDER,
        "Multiple instances of flying, vigilance, or lifelink on the same creature are redundant.",
        "flying",
    ),
    # A reminder text's "creatures without first strike" is no condition of the card; multiple instances are the
    # keyword's own rule (702.7d). Measured without the reminder stripped, this link was lost.
    (
        "Altac Bloodseeker",
        ALTAC_BLOODSEEKER,
        "If the ability triggers multiple times in a single turn, the power bonuses are cumulative, but the additional "
        "instances of first strike and haste are redundant.",
        "first strike",
    ),
    # The card's own token with prowess, not a condition on other objects: prowess's trigger (702.108), a right link
    # lost when the reading was measured for every keyword.
    (
        "Monastery Mentor",
        MONASTERY_MENTOR,
        "The spell that causes Monastery Mentor's second ability to trigger will not cause the prowess ability of the "
        "Monk token that's created to trigger.",
        "prowess",
    ),
    # "already has first strike" beside redundancy, no activation told: first strike's own rule (702.7d).
    (
        "Lightning Blow",
        LIGHTNING_BLOW,
        "You may target any creature, not just one that doesn't have first strike. If the targeted creature already "
        "has first strike as Lightning Blow resolves, Lightning Blow won't affect it (since multiple instances of "
        "first strike are redundant), but you'll still draw a card at the beginning of the next turn's upkeep.",
        "first strike",
    ),
    # 701.28f's own case, kept by links90 and here: only the first resolution transforms it.
    (
        "Daring Sleuth // Bearer of Overwhelming Truths",
        DARING_SLEUTH,
        "If Daring Sleuth's ability triggers multiple times before any of those abilities resolves, only the first one "
        "to resolve will cause it to transform.",
        "transform",
    ),
]


@pytest.mark.parametrize(("card", "card_text", "ruling", "keyword"), KEPT, ids=[f"{k[0]}-{k[3]}" for k in KEPT])
def test_the_keywords_own_rule_keeps_its_link(card, card_text, ruling, keyword):
    assert keyword in named(card, card_text, ruling)
