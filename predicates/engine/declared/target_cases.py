"""Cases of the cost effects that were refused until 2026-12-02 (second session): whose target it is (Kopala,
Warden of Waves; Monastery Siege's "Dragons", an anchor word, 614.12c), each different permanent targeted (Spellwild
Ouphe given twice), the spell's creature types against a permanent's (Mistform Warchief), the words of the spell's
rules text (Kindly Cognician), a spell's ability that works while it is on the stack (Kaervek's Torch), and the
permanents that change a keyword's cost ("Flashback costs you pay cost up to {2} less": Catalyst Stone; Memory
Crystal; Warbringer), which apply only when that cost is paid and reduce only its generic mana.

A target is named as the card API names cards, with its controller when it isn't the caster's ("opponent's Silvergill
Adept"), or is a player ("opponent", "you"); a name given in battlefield is that permanent. Each answer was written
from the ruling (or from 601.2f and the card's text) before the engine was run on it.
"""

from .chosen_cases import cr, ruled, total
from .cost_cases import raises
from .cost_ruling_texts import (
    COGNICIAN_WORD,
    KOPALA_ONCE,
    KOPALA_TOTAL,
    MEMORY_CRYSTAL_GENERIC,
    MEMORY_CRYSTAL_OTHER_PARTS,
    OUPHE_EACH_DIFFERENT,
    SIEGE_PER_SPELL,
    STONE_CALENDAR_CHOOSE,
    WARBRINGER_COLORED,
)

KOPALA = "Kopala, Warden of Waves"
THEIRS = {"controller": "opponent"}
MINE = {"controller": "you"}
SIEGE = "Monastery Siege"
OUPHE = "Spellwild Ouphe"
WARCHIEF = "Mistform Warchief"
T_HALIA = "Thalia, Guardian of Thraben"


def kopala(spell, targets, *, whose=THEIRS, **situation):
    return total(spell, battlefield=[{"name": KOPALA, **whose}], targets=targets, **situation)


def siege(spell, targets, chosen="Dragons"):
    return total(spell, battlefield=[{"name": SIEGE, **THEIRS}], targets=targets, chosen={SIEGE: chosen})


TARGET_CASES = (
    ruled(
        "Lightning Bolt at an opponent's Kopala, a Merfolk that opponent controls: {2} more, {2}{R}",
        lambda: kopala("Lightning Bolt", [KOPALA]),
        "{2}{R}",
        KOPALA_TOTAL,
        KOPALA,
        "2017-09-29",
    ),
    ruled(
        "Electrolyze at Kopala and the opponent's Silvergill Adept: {2} more once, {3}{U}{R}",
        lambda: kopala("Electrolyze", [KOPALA, "opponent's Silvergill Adept"]),
        "{3}{U}{R}",
        KOPALA_ONCE,
        KOPALA,
        "2017-09-29",
    ),
    ruled(
        "Mana Leak with an opponent's Kopala and Sphere of Resistance, at a spell: no Merfolk targeted, {2}{U}",
        lambda: total(
            "Mana Leak",
            battlefield=[{"name": KOPALA, **THEIRS}, "Sphere of Resistance"],
            targets=["Grizzly Bears"],
        ),
        "{2}{U}",
        KOPALA_TOTAL,
        KOPALA,
        "2017-09-29",
    ),
    cr(
        "Lightning Bolt at the caster's own Silvergill Adept, an opponent's Kopala out: not a Merfolk Kopala's "
        "controller controls, {R}",
        lambda: kopala("Lightning Bolt", [{"name": "Silvergill Adept", "type_line": "Creature — Merfolk Wizard"}]),
        "{R}",
        "601.2f",
    ),
    cr(
        "Ghostly Flicker (targets only what its caster controls) at Kopala and a Merfolk, Kopala named without its "
        "controller: no opponent's Merfolk can be its target, {2}{U}",
        lambda: total("Ghostly Flicker", battlefield=[KOPALA], targets=[KOPALA, "Silvergill Adept"]),
        "{2}{U}",
        "601.2f",
        "115.1",
    ),
    cr(
        "Lightning Bolt at the caster's own Kopala: it taxes its controller's opponents' spells only, {R}",
        lambda: kopala("Lightning Bolt", [KOPALA], whose=MINE),
        "{R}",
        "601.2f",
    ),
    cr(
        "Lightning Bolt at an opponent's Merfolk token no card names: its type must be known, else 400",
        lambda: kopala("Lightning Bolt", ["opponent's Merfolk token"]),
        raises("601.2f"),
        "601.2f",
    ),
    ruled(
        "Electrolyze at the opponent and at that opponent's Grizzly Bears, Monastery Siege (Dragons): {2} once, "
        "{3}{U}{R}",
        lambda: siege("Electrolyze", ["opponent", "opponent's Grizzly Bears"]),
        "{3}{U}{R}",
        SIEGE_PER_SPELL,
        SIEGE,
        "2014-11-24",
    ),
    ruled(
        "Lightning Bolt at the opponent, Monastery Siege (Dragons): {2}{R}",
        lambda: siege("Lightning Bolt", ["opponent"]),
        "{2}{R}",
        SIEGE_PER_SPELL,
        SIEGE,
        "2014-11-24",
    ),
    cr(
        "Lightning Bolt at the opponent, Monastery Siege with Khans chosen: no Dragons ability, {R}",
        lambda: siege("Lightning Bolt", ["opponent"], chosen="Khans"),
        "{R}",
        "614.12c",
    ),
    cr(
        "Lightning Bolt at the caster, an opponent's Monastery Siege (Dragons): not its controller, {R}",
        lambda: siege("Lightning Bolt", ["you"]),
        "{R}",
        "601.2f",
    ),
    cr(
        "Monastery Siege without its choice: a 400 naming chosen (614.12c)",
        lambda: total("Lightning Bolt", battlefield=[{"name": SIEGE, **THEIRS}], targets=["opponent"]),
        raises("614.12c"),
        "614.12c",
    ),
    ruled(
        "Fireball X = 4 at one of two Spellwild Ouphes: {2} less once, {2}{R}",
        lambda: total("Fireball", x=4, battlefield=[OUPHE, OUPHE], targets=[OUPHE]),
        "{2}{R}",
        OUPHE_EACH_DIFFERENT,
        OUPHE,
        "2007-05-01",
    ),
    ruled(
        "Fireball X = 4 at both Spellwild Ouphes ({1} more for the second target): {4} less, {1}{R}",
        lambda: total("Fireball", x=4, own_cost_count=1, battlefield=[OUPHE, OUPHE], targets=[OUPHE, OUPHE]),
        "{1}{R}",
        OUPHE_EACH_DIFFERENT,
        OUPHE,
        "2007-05-01",
    ),
    cr(
        "Mistform Dreamer (an Illusion) with Mistform Warchief (an Illusion): {1} less, {1}{U}",
        lambda: total("Mistform Dreamer", battlefield=[WARCHIEF]),
        "{1}{U}",
        "601.2f",
    ),
    cr(
        "Grizzly Bears (a Bear) with Mistform Warchief: no shared creature type, {1}{G}",
        lambda: total("Grizzly Bears", battlefield=[WARCHIEF]),
        "{1}{G}",
        "601.2f",
    ),
    cr(
        "Grizzly Bears with Mistform Warchief become a Bear this turn (chosen): {G}",
        lambda: total("Grizzly Bears", battlefield=[WARCHIEF], chosen={WARCHIEF: "Bear"}),
        "{G}",
        "601.2f",
    ),
    cr(
        "Mirror Entity (changeling) with Mistform Warchief: every creature type, {1}{W}",
        lambda: total("Mirror Entity", battlefield=[WARCHIEF]),
        "{1}{W}",
        "601.2f",
        "702.73a",
    ),
    cr(
        "Mistform Warchief become an artifact? One creature type only: 400 (205.3m)",
        lambda: total("Grizzly Bears", battlefield=[WARCHIEF], chosen={WARCHIEF: "artifact"}),
        raises("205.3m"),
        "205.3m",
    ),
    ruled(
        'Shatter ("Destroy target artifact.") with Kindly Cognician: {R}',
        lambda: total("Shatter", battlefield=["Kindly Cognician"]),
        "{R}",
        COGNICIAN_WORD,
        "Kindly Cognician",
        "2018-01-19",
    ),
    ruled(
        "Mana Leak with Kindly Cognician: no artifact in its rules text, {1}{U}",
        lambda: total("Mana Leak", battlefield=["Kindly Cognician"]),
        "{1}{U}",
        COGNICIAN_WORD,
        "Kindly Cognician",
        "2018-01-19",
    ),
    cr(
        "Mana Leak at Kaervek's Torch on the stack: {2} more, {3}{U}",
        lambda: total("Mana Leak", battlefield=["Kaervek's Torch"], targets=["Kaervek's Torch"]),
        "{3}{U}",
        "601.2f",
    ),
    cr(
        "Mana Leak at another spell, Kaervek's Torch on the stack: {1}{U}",
        lambda: total("Mana Leak", battlefield=["Kaervek's Torch"], targets=["Lightning Bolt"]),
        "{1}{U}",
        "601.2f",
    ),
)

KEYWORD_COST_CASES = (
    ruled(
        "Capsize with buyback, Memory Crystal out: buyback {3} costs {1}, {2}{U}{U}",
        lambda: total("Capsize", additional=["buyback"], battlefield=["Memory Crystal"]),
        "{2}{U}{U}",
        MEMORY_CRYSTAL_GENERIC,
        "Memory Crystal",
        "2004-10-04",
    ),
    ruled(
        "Capsize without buyback, Memory Crystal out: no change, {1}{U}{U}",
        lambda: total("Capsize", battlefield=["Memory Crystal"]),
        "{1}{U}{U}",
        MEMORY_CRYSTAL_OTHER_PARTS,
        "Memory Crystal",
        "2004-10-04",
    ),
    ruled(
        "Mardu Scout dashed ({1}{R}) with Warbringer: reduced by {1} only, {R}",
        lambda: total("Mardu Scout", cast="dash", battlefield=["Warbringer"]),
        "{R}",
        WARBRINGER_COLORED,
        "Warbringer",
        "2015-02-25",
    ),
    ruled(
        "Goblin Heelcutter dashed ({2}{R}) with Warbringer: {R}",
        lambda: total("Goblin Heelcutter", cast="dash", battlefield=["Warbringer"]),
        "{R}",
        WARBRINGER_COLORED,
        "Warbringer",
        "2015-02-25",
    ),
    cr(
        "Goblin Heelcutter cast for its mana cost with Warbringer: no dash cost paid, {3}{R}",
        lambda: total("Goblin Heelcutter", battlefield=["Warbringer"]),
        "{3}{R}",
        "601.2f",
    ),
    cr(
        "Deep Analysis with flashback ({1}{U}) and Catalyst Stone: up to {2} less, its one generic, {U}",
        lambda: total("Deep Analysis", cast="flashback", battlefield=["Catalyst Stone"]),
        "{U}",
        "601.2f",
        "118.7a",
    ),
    cr(
        "Deep Analysis with flashback and an opponent's Catalyst Stone: {2} more, {3}{U}",
        lambda: total("Deep Analysis", cast="flashback", battlefield=[{"name": "Catalyst Stone", **THEIRS}]),
        "{3}{U}",
        "601.2f",
    ),
    cr(
        "Deep Analysis from a hand with Catalyst Stone: no flashback cost, {3}{U}",
        lambda: total("Deep Analysis", battlefield=["Catalyst Stone"]),
        "{3}{U}",
        "601.2f",
    ),
)

# Stone Calendar's "up to {1} less": the player may take less (reduction_taken), all of it when not said.
TAKEN_CASES = (
    ruled(
        "Grizzly Bears with Stone Calendar, its reduction not applied (reduction_taken 0): {1}{G}",
        lambda: total("Grizzly Bears", battlefield=["Stone Calendar"], reduction_taken={"Stone Calendar": 0}),
        "{1}{G}",
        STONE_CALENDAR_CHOOSE,
        "Stone Calendar",
        "2004-10-04",
    ),
    ruled(
        "Grizzly Bears with Stone Calendar, nothing said: all of it, {G}",
        lambda: total("Grizzly Bears", battlefield=["Stone Calendar"]),
        "{G}",
        STONE_CALENDAR_CHOOSE,
        "Stone Calendar",
        "2004-10-04",
    ),
    cr(
        "Mulldrifter with two Planar Gates, the second taking {1} of its {2}: {1}{U}",
        lambda: total(
            "Mulldrifter", battlefield=["Planar Gate", "Planar Gate"], reduction_taken={"Planar Gate": [2, 1]}
        ),
        "{1}{U}",
        "601.2f",
    ),
    cr(
        "Stone Calendar taking {2}: more than its up to {1}, refused",
        lambda: total("Grizzly Bears", battlefield=["Stone Calendar"], reduction_taken={"Stone Calendar": 2}),
        raises("601.2f"),
        "601.2f",
    ),
    cr(
        'reduction_taken for Thalia, whose effect is no "up to" reduction: refused',
        lambda: total("Lightning Bolt", battlefield=[T_HALIA], reduction_taken={T_HALIA: 0}),
        raises("601.2f"),
        "601.2f",
    ),
)

# The one-turn effects of triggered and activated abilities (Hardened Berserker, Saheeli, Will Kenrith, Cheering
# Fanatic, The Pieces Are Coming Together, Izzet Steam Maze): applied when `triggered` names the permanent.
TRIGGERED_CASES = (
    cr(
        "Mulldrifter after Hardened Berserker attacked (the next spell this turn): {3}{U}",
        lambda: total("Mulldrifter", battlefield=["Hardened Berserker"], triggered=["Hardened Berserker"]),
        "{3}{U}",
        "601.2f",
    ),
    cr(
        "Hardened Berserker without triggered: its trigger isn't assumed, refused",
        lambda: total("Mulldrifter", battlefield=["Hardened Berserker"]),
        raises("601.2f"),
        "601.2f",
    ),
    cr(
        "Mulldrifter after Saheeli's +1 with three artifacts: {1}{U}",
        lambda: total(
            "Mulldrifter",
            battlefield=["Saheeli, the Gifted"],
            triggered=["Saheeli, the Gifted"],
            for_each={"Saheeli, the Gifted": 3},
        ),
        "{1}{U}",
        "601.2f",
    ),
    cr(
        "Capsize after Will Kenrith's -2 on its caster: {2} less, {U}{U}",
        lambda: total("Capsize", battlefield=["Will Kenrith"], triggered=["Will Kenrith"]),
        "{U}{U}",
        "601.2f",
        "118.7a",
    ),
    cr(
        "Mulldrifter after Cheering Fanatic attacked naming Mulldrifter: {3}{U}",
        lambda: total(
            "Mulldrifter",
            battlefield=["Cheering Fanatic"],
            triggered=["Cheering Fanatic"],
            chosen={"Cheering Fanatic": "Mulldrifter"},
        ),
        "{3}{U}",
        "601.2f",
    ),
    cr(
        "Frogmite (no artifacts) the turn The Pieces Are Coming Together was set in motion: {2}",
        lambda: total(
            "Frogmite",
            affinity_count=0,
            battlefield=["The Pieces Are Coming Together"],
            triggered=["The Pieces Are Coming Together"],
        ),
        "{2}",
        "601.2f",
    ),
    cr(
        "Capsize after a {CHAOS} roll on Izzet Steam Maze: {3} less, {U}{U}",
        lambda: total("Capsize", battlefield=["Izzet Steam Maze"], triggered=["Izzet Steam Maze"]),
        "{U}{U}",
        "601.2f",
    ),
    cr(
        "triggered naming a card not given in battlefield: refused",
        lambda: total("Capsize", battlefield=["Izzet Steam Maze"], triggered=["Hardened Berserker"]),
        raises("601.2f"),
        "601.2f",
    ),
)
