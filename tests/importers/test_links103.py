"""Ruling links, links103: the "combat damage" (510) and "last known information" (608.2h) readings narrowed where
the rule is named in passing, and two more "replacement effects" wordings (rulings/incidental_readings.py, issue 22).

Each ruling below is a real one whose link was read wrong on the corpus (docs/links-history.md, links103): the tuned
Launch Party's sacrifice-in-time template (labelled 506.4 and 704.5, not 510), one regeneration shield against lethal
and deathtouch damage in one step, a trigger looking back on a creature that died (603.10), a new object (400.7), and
"replacement effects" (614) in a card's own effect read on resolution or an errata. The
guards keep the link where the ruling tells of the rule itself: the tuned Party Crasher (510), a second combat damage
step, a creature's power as it last existed on the battlefield, and a ruling's other sentence on the step."""

import pytest

CR = [
    "5. Turn Structure",
    "510. Combat Damage Step",
    "510.1. First, the active player announces how each attacking creature assigns its combat damage.",
    "510.2. Second, all combat damage that's been assigned is dealt simultaneously.",
    "6. Spells, Abilities, and Effects",
    "608. Resolving Spells and Abilities",
    "608.1. Each time all players pass in succession, the spell or ability on top of the stack resolves.",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps.",
    "608.2h. If an effect requires information from the game (such as the number of creatures on the battlefield), "
    "the answer is determined only once, when the effect is applied. If the effect requires information from a "
    "specific object, including the source of the ability itself, the effect uses the current information of that "
    "object if it's in the public zone it was expected to be in; otherwise, the effect uses the object's last known "
    "information.",
    "614. Replacement Effects",
    "614.1. Some continuous effects are replacement effects.",
]

LAUNCH_PARTY = (
    "As an additional cost to cast this spell, sacrifice a creature.\nDestroy target creature. Its controller loses 2 "
    "life."
)
SACRIFICE_IN_TIME = (
    "If you sacrifice an attacking or blocking creature during the declare blockers step, it won't deal combat damage. "
    "If you wait until the combat damage step, but that creature is dealt lethal damage, it'll be destroyed before you "
    "get a chance to sacrifice it."
)
REGENERATES = "{B}: Regenerate this creature."
PELT_COLLECTOR = (
    "Whenever another creature you control enters the battlefield or dies, if that creature's power is greater than "
    "Pelt Collector's, put a +1/+1 counter on Pelt Collector."
)

REMOVED = [
    # The tuned row (Launch Party, labelled 506.4 and 704.5) and the template's other cards.
    ("Launch Party", LAUNCH_PARTY, SACRIFICE_IN_TIME, "510"),
    (
        "Triskelion",
        "Triskelion enters the battlefield with three +1/+1 counters on it.\nRemove a +1/+1 counter from Triskelion: "
        "It deals 1 damage to any target.",
        "If you activate the ability of an attacking or blocking Triskelion during the declare blockers step, it will "
        "deal less combat damage as a result. If you wait until the combat damage step, but Triskelion is dealt lethal "
        "damage, it'll be destroyed before you get a chance to activate its ability.",
        "510",
    ),
    # One regeneration shield (701.15, 704.5).
    (
        "Vampire Warlord",
        "Sacrifice another creature: Regenerate Vampire Warlord.",
        "If Vampire Warlord is dealt lethal damage and is dealt damage by a source with deathtouch during the same "
        "combat damage step, a single regeneration shield will save it.",
        "510",
    ),
    # A trigger looking back (603.10).
    (
        "Vengeful Pharaoh",
        "Deathtouch\nWhenever combat damage is dealt to you or a planeswalker you control, if Vengeful Pharaoh is in "
        "your graveyard, destroy target attacking creature, then put Vengeful Pharaoh on top of your library.",
        "Vengeful Pharaoh must be in your graveyard when combat damage is dealt to you or a planeswalker you control "
        "in order for its ability to trigger. That is, it can't die and trigger from your graveyard during the same "
        "combat damage step.",
        "510",
    ),
    (
        "Pelt Collector",
        PELT_COLLECTOR,
        "To determine if Pelt Collector's first ability triggers when a creature dies, use its power as it last "
        "existed on the battlefield.",
        "608.2h",
    ),
    (
        "Prince of Thralls",
        "Whenever a permanent an opponent controls is put into a graveyard, put that card onto the battlefield under "
        "your control unless that opponent pays 3 life.",
        "It doesn't matter whose graveyard the permanent is put into as long as an opponent controlled it when it last "
        "existed on the battlefield.",
        "608.2h",
    ),
    # A replacement effect named in passing: the card's own effect read on resolution (608.2h), an errata.
    (
        "Retreat to Hagra",
        "Landfall — Whenever a land enters the battlefield under your control, choose one —\n• Target creature gets "
        "+1/+0 and gains deathtouch until end of turn.\n• Each opponent loses 1 life and you gain 1 life.",
        "If the ability has an additional or replacement effect that depends on the land having a certain basic land "
        "type, the ability will check that land's type as the ability resolves.",
        "614",
    ),
    (
        "Bogardan Phoenix",
        "Flying\nWhen Bogardan Phoenix dies, exile it if it had a death counter on it. Otherwise, return it to the "
        "battlefield under your control and put a death counter on it.",
        "Errata streamlined the trigger and got rid of the replacement effect.",
        "614",
    ),
    # A new object (400.7).
    (
        "Skullbriar, the Walking Grave",
        "Haste\nWhenever Skullbriar deals combat damage to a player, put a +1/+1 counter on it.\nCounters remain on "
        "Skullbriar as it moves to any zone other than a player's hand or library.",
        "Even though Skullbriar retains the counters, it becomes a new object with no relation to its last existence "
        "in its previous zone.",
        "608.2h",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("card", "card_text", "ruling", "rule"), REMOVED, ids=[r[0] for r in REMOVED])
def test_a_rule_named_in_passing_is_no_link(linked, card, card_text, ruling, rule):
    assert rule not in linked(CR, card_text, ruling, name=card)


KEPT = [
    # The tuned Party Crasher (labelled 508 and 510).
    (
        "Party Crasher",
        "Haste\nAs long as it's your turn, other creatures you control have haste.",
        "All combat damage is dealt simultaneously, unless a strike ability (first, double, last, and/or triple) is "
        "involved.",
        "510",
    ),
    # A second combat damage step.
    (
        "Mardu Runemark",
        "Enchant creature\nEnchanted creature gets +2/+2.\nEnchanted creature has first strike as long as you control "
        "a white or black permanent.",
        "If the enchanted creature assigns combat damage during the first combat damage step, and then it loses first "
        "strike before the second combat damage step, it won't assign combat damage again in the second combat damage "
        "step.",
        "510",
    ),
    # The step's rule in one sentence, the regeneration shield in another: the step's sentence keeps the link.
    (
        "Cudgel Troll",
        REGENERATES,
        "A creature with first strike deals its damage in the first combat damage step. If Cudgel Troll is dealt "
        "lethal damage and is dealt damage by a source with deathtouch during the same combat damage step, a single "
        "regeneration shield will save it.",
        "510",
    ),
    # A replacement effect the ruling tells of (614).
    (
        "Contamination",
        "At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a creature.\nIf a land is "
        "tapped for mana, it produces {B} instead of any other type and amount.",
        "The second ability of this card is a replacement effect, not a triggered ability.",
        "614",
    ),
    # A creature's last existence read on resolution (608.2h).
    (
        "Wall of Limbs",
        "Whenever you gain life, put a +1/+1 counter on Wall of Limbs.\n{5}{B}{B}, Sacrifice Wall of Limbs: Target "
        "player loses X life, where X is Wall of Limbs's power.",
        "Use Wall of Limbs's power as it last existed on the battlefield, including any +1/+1 counters it had, to "
        "determine the value of X.",
        "608.2h",
    ),
    (
        "Pelt Collector",
        PELT_COLLECTOR,
        "If the entering creature leaves the battlefield while Pelt Collector's triggered ability is on the stack, use "
        "its power as it last existed on the battlefield to determine whether Pelt Collector gets a +1/+1 counter.",
        "608.2h",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("card", "card_text", "ruling", "rule"), KEPT, ids=[k[0] + str(i) for i, k in enumerate(KEPT)])
def test_a_ruling_on_the_rule_keeps_it(linked, card, card_text, ruling, rule):
    assert rule in linked(CR, card_text, ruling, name=card)
