"""Ruling links, links99: the "mana abilities" (605), "replacement effects" (614), "end step" (513) and "marked
damage" (120.6) readings narrowed where the rule is named in passing (rulings/incidental_readings.py, issue 22).

Each ruling below is a real one whose link was read wrong on the corpus (docs/links-history.md, links99): the tuned
Stormscale Anarch (601.2, 602.2), Imperiosaur (none) and Island Sanctuary (611.2); a mana ability activated in the
casting steps (601.2f-g), the mana a land could produce (106.7), the order of several prevention and replacement
effects (616.1), an exchange of life totals, another player's end step as a card's timing, lethal damage (704.5g), a
token copy (707.2). The guards keep the link where the ruling tells of the rule itself: the tuned Linvala, Lotus Cobra,
Rakdos Guildmage and Legion Lieutenant, Whip of Erebos' replacement effect."""

import pytest

CR = [
    "1. Game Concepts",
    "120. Damage",
    "120.1. Objects can deal damage to creatures, planeswalkers, and players.",
    "120.6. Damage marked on a creature remains until the cleanup step, even if that permanent stops being a creature.",
    "5. Turn Structure",
    "513. End Step",
    "513.1. The end step has no turn-based actions.",
    '513.2. If a permanent with an ability that triggers "at the beginning of the end step" enters the battlefield '
    "during this step, that ability won't trigger until the next turn's end step.",
    "6. Spells, Abilities, and Effects",
    "605. Mana Abilities",
    "605.1. Some activated abilities and some triggered abilities are mana abilities.",
    "614. Replacement Effects",
    "614.1. Some continuous effects are replacement effects.",
]

STORMSCALE = (
    "{2}{R}, Discard a card at random: Stormscale Anarch deals 2 damage to any target. If the discarded card was "
    "multicolored, Stormscale Anarch deals 4 damage to that permanent or player instead."
)
LUMINARCH = (
    "At the beginning of each opponent's end step, if you didn't lose life this turn, you may put a quest counter on "
    "Luminarch Ascension."
)
POLYRAPTOR = "Enrage — Whenever Polyraptor is dealt damage, create a token that's a copy of Polyraptor."

REMOVED = [
    # The tuned rows.
    (
        "Stormscale Anarch",
        STORMSCALE,
        "You can't discard a card at random, see what it is, and then decide whether or not to pay the mana. Mana "
        "abilities must be activated before costs are paid.",
        "605",
    ),
    (
        "Imperiosaur",
        "Spend only mana produced by basic lands to cast Imperiosaur.",
        "If a basic land gains a mana ability (from Riftstone Portal, Joiner Adept, or Rain of Filth, for example), "
        "the mana produced this way can be used to cast for Imperiosaur.",
        "605",
    ),
    (
        "Island Sanctuary",
        "If you would draw a card during your draw step, instead you may skip that draw. If you do, until your next "
        "turn, you can't be attacked except by creatures with flying and/or islandwalk.",
        "If the replacement effect is applied, the effect will continue until your next turn even if this card leaves "
        "the battlefield.",
        "614",
    ),
    # The corpus's wordings.
    (
        "Khalni Hydra",
        "This spell costs {G} less to cast for each green creature you control.\nTrample",
        "For the purpose of determining the cost reduction, the number of green creatures you control is checked as "
        "you cast Khalni Hydra, before your last chance to activate mana abilities to pay for it.",
        "605",
    ),
    (
        "Benthic Explorers",
        "{T}, Untap a tapped land an opponent controls: Add one mana of any type that land could produce.",
        "When determining what types of mana an opponent's land could produce, take into account any applicable "
        "replacement effects that would apply to that land's mana abilities (such as Contamination's effect, for "
        "example).",
        "605",
    ),
    (
        "Deflecting Palm",
        "The next time a source of your choice would deal damage to you this turn, prevent that damage.",
        "If multiple prevention and/or replacement effects are trying to apply to the same damage, the player who "
        "would be dealt damage chooses the order in which to apply them.",
        "614",
    ),
    (
        "Mirror Universe",
        "{T}, Sacrifice Mirror Universe: Exchange life totals with target opponent.",
        "For example, if player A has 5 life and player B has 3 life before the exchange, player A will lose 2 life "
        "and player B will gain 2 life. Replacement effects may modify these gains and losses, and triggered "
        "abilities may trigger on them.",
        "614",
    ),
    (
        "Luminarch Ascension",
        LUMINARCH,
        "In a Two-Headed Giant game, Luminarch Ascension's first ability will trigger twice at the beginning of the "
        "opposing team's end step if you didn't lose life that turn.",
        "513",
    ),
    (
        "Charging Cinderhorn",
        "Haste\nAt the beginning of each player's end step, if no creatures attacked this turn, put a fury counter on "
        "Charging Cinderhorn.",
        "Charging Cinderhorn's triggered ability triggers at the beginning of each player's end step if no creatures "
        "attacked, including yours, and even if it wasn't on the battlefield during combat.",
        "513",
    ),
    (
        "Secret Plans",
        "Face-down creatures you control get +0/+1.",
        "As soon as a creature turns face up, it loses the +0/+1 from Secret Plans. If damage marked on that creature "
        "is equal to or greater than its new toughness, the creature will be destroyed.",
        "120.6",
    ),
    (
        "Polyraptor",
        POLYRAPTOR,
        "The token won't copy counters or damage marked on Polyraptor, nor will it copy other effects that have "
        "changed Polyraptor's power, toughness, types, color, or so on.",
        "120.6",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("card", "card_text", "ruling", "rule"), REMOVED, ids=[r[0] for r in REMOVED])
def test_a_rule_named_in_passing_is_no_link(linked, card, card_text, ruling, rule):
    assert rule not in linked(CR, card_text, ruling, name=card)


KEPT = [
    # The tuned rows labelled 605.1, 513.2, 120.6.
    (
        "Linvala, Keeper of Silence",
        "Flying\nActivated abilities of creatures your opponents control can't be activated.",
        "No abilities of creatures your opponents control can be activated, including mana abilities.",
        "605",
    ),
    (
        "Lotus Cobra",
        "Landfall — Whenever a land enters the battlefield under your control, you may add one mana of any color.",
        "Lotus Cobra's ability isn't a mana ability. Opponents may respond to it before you have that mana.",
        "605",
    ),
    (
        "Rakdos Guildmage",
        "{3}{R}: Create a 2/1 red Goblin creature token with haste. Exile it at the beginning of the next end step.",
        "If the second ability is activated during the End step, the token won't be exiled until the following turn's "
        "End step.",
        "513",
    ),
    (
        "Legion Lieutenant",
        "Other Vampires you control get +1/+1.",
        "Because damage remains marked on a creature until it's removed as the turn ends, nonlethal damage dealt to "
        "another Vampire you control may become lethal if Legion Lieutenant leaves the battlefield during that turn.",
        "120.6",
    ),
    # A replacement effect the ruling tells of (614), beside the passing wordings above.
    (
        "Whip of Erebos",
        "{2}{B}{B}, {T}: Return target creature card from your graveyard to the battlefield. If it would leave the "
        "battlefield, exile it instead of putting it anywhere else.",
        "However, if that creature is already being exiled, then the replacement effect won't apply.",
        "614",
    ),
    # The rule told in one sentence, a passing wording in another: the rule's sentence keeps the link.
    (
        "Polyraptor",
        POLYRAPTOR,
        "Damage remains marked on creatures until the turn ends. The token won't copy counters or damage marked on "
        "Polyraptor.",
        "120.6",
    ),
    (
        "Some Card",
        STORMSCALE,
        "Stormscale Anarch's ability isn't a mana ability. Mana abilities must be activated before costs are paid.",
        "605",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("card", "card_text", "ruling", "rule"), KEPT, ids=[k[0] + str(i) for i, k in enumerate(KEPT)])
def test_a_ruling_on_the_rule_keeps_it(linked, card, card_text, ruling, rule):
    assert rule in linked(CR, card_text, ruling, name=card)
