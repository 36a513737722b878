"""Cases from the judges' questions the engine got wrong (tests/predicates/data/judge_cost_questions.json, 2026-12-02),
each kept here with the ruling or the rule that settles it: a permanent that gives affinity (Mycosynth Golem), a
spell whose own text defines its colours or creature types (devoid, "Ghostfire is colorless.", changeling), a spell
cast bestowed (an Aura spell, no creature spell), and Phyrexian symbols paid with life under a minimum (Trinisphere
counts the mana to pay).
"""

from ..registry import STEP_NUMBERING, Case, Raises
from .cost_cases import answer, raises, values
from .cost_ruling_texts import (
    AS_FORETOLD_EACH,
    AS_FORETOLD_OTHER_ALTERNATIVE,
    AS_FORETOLD_PRINTED,
    AS_FORETOLD_SPLIT,
    AS_FORETOLD_X,
    BESTOW_NEVER_BOTH,
    CONFLAGRATE_X,
    DEVOID_JUST_COLORLESS,
    ESCALATE_MODE_ONCE,
    FIST_OF_SUNS_X,
    GHOSTFIRE_COLORLESS,
    HERALD_COLORLESS_X,
    JODAH_ALTERNATIVE,
    KENTARO_GENERIC,
    MYCOSYNTH_CUMULATIVE,
    MYCOSYNTH_ON_THE_STACK,
    ROOFTOP_STORM_UNCHANGED,
    SNAPCASTER_ADDITIONAL,
    SNAPCASTER_EITHER,
    SNAPCASTER_SPLIT,
    SNAPCASTER_X,
    TRINISPHERE_LAST,
)


def total(name, **situation):
    return values(name, "total_cost", **situation)


def snapcaster(name, **situation):
    """The card cast from a graveyard with the flashback Snapcaster Mage gives it (its mana cost)."""
    return total(name, cast="flashback", flashback_granted=True, **situation)


def refused(name, **situation):
    """The rule the engine's refusal names (a Raises case compares it)."""
    return lambda: answer(name, **situation)


JUDGE_CASES = {
    # The third never-tuned batch (judge_cost_questions_never_tuned_3.json): escalate paid for more modes than the
    # spell has beyond its first; an alternative cost a permanent gives (Rooftop Storm, Fist of Suns, Jodah).
    "escalate": (
        Case(
            "Borrowed Malevolence (two modes) escalated twice: a mode is chosen once, so escalate is paid at most once",
            refused("Borrowed Malevolence", additional=["escalate", "escalate"]),
            raises("702.120a"),
            ruling=ESCALATE_MODE_ONCE,
            card="Borrowed Malevolence",
            date="2016-07-13",
        ),
    ),
    "flashback": (
        Case(
            "Conflagrate with flashback, X = 3: its flashback cost {R}{R} discards X cards, so X is chosen (107.3b "
            "doesn't make it 0); the mana value on the stack is 3 + 3 + 1 = 7",
            lambda: values("Conflagrate", ("total_cost", "mana_value"), cast="flashback", x=3),
            ("{R}{R}", 7),
            ruling=CONFLAGRATE_X,
            card="Conflagrate",
            date="2006-09-25",
        ),
        Case(
            "Fireball given flashback by Snapcaster Mage, X = 3: the flashback cost {X}{R} with X chosen, {3}{R}",
            lambda: snapcaster("Fireball", x=3),
            "{3}{R}",
            ruling=SNAPCASTER_X,
            card="Snapcaster Mage",
            date="2017-03-14",
        ),
        Case(
            "Deep Analysis given flashback by Snapcaster Mage: that flashback costs its mana cost {3}{U}",
            lambda: snapcaster("Deep Analysis"),
            "{3}{U}",
            ruling=SNAPCASTER_EITHER,
            card="Snapcaster Mage",
            date="2017-03-14",
        ),
        Case(
            "Deep Analysis with its own flashback: {1}{U} (the player picks either)",
            lambda: total("Deep Analysis", cast="flashback"),
            "{1}{U}",
            ruling=SNAPCASTER_EITHER,
            card="Snapcaster Mage",
            date="2017-03-14",
        ),
        Case(
            "Burst Lightning given flashback, kicked: its optional kicker is paid too, {4}{R}",
            lambda: snapcaster("Burst Lightning", kicked=1),
            "{4}{R}",
            ruling=SNAPCASTER_ADDITIONAL,
            card="Snapcaster Mage",
            date="2017-03-14",
        ),
        Case(
            "Cathartic Reunion given flashback: its mandatory discard is paid, the mana is {1}{R}",
            lambda: snapcaster("Cathartic Reunion"),
            "{1}{R}",
            ruling=SNAPCASTER_ADDITIONAL,
            card="Snapcaster Mage",
            date="2017-03-14",
        ),
        Case(
            "Burn (of Turn // Burn) given flashback: the half cast decides, {1}{R}",
            lambda: values("Turn // Burn", "total_cost", named="Burn", cast="flashback", flashback_granted=True),
            "{1}{R}",
            ruling=SNAPCASTER_SPLIT,
            card="Snapcaster Mage",
            date="2017-04-18",
        ),
        Case(
            "Snapcaster Mage gives flashback to instants and sorceries only: Mulldrifter is refused",
            lambda: snapcaster("Mulldrifter"),
            raises("702.34a"),
            rules=("702.34a",),
        ),
    ),
    "affinity": (
        Case(
            "Frogmite with Mycosynth Golem out and 3 artifacts: two instances of affinity, {4} - 3 - 3 is {0}",
            lambda: total("Frogmite", affinity_count=3, battlefield=["Mycosynth Golem"]),
            "{0}",
            ruling=MYCOSYNTH_CUMULATIVE,
            card="Mycosynth Golem",
            date="2004-12-01",
        ),
        Case(
            "Will-Forged Golem ({6}, an artifact creature spell without affinity) with Mycosynth Golem out and 2 "
            "artifacts: it has affinity on the stack, {4}",
            lambda: total("Will-Forged Golem", affinity_count=2, battlefield=["Mycosynth Golem"]),
            "{4}",
            ruling=MYCOSYNTH_ON_THE_STACK,
            card="Mycosynth Golem",
            date="2004-12-01",
        ),
        Case(
            "Mycosynth Golem gives nothing to a sorcery: Thoughtcast with 2 artifacts keeps its own affinity, {2}{U}",
            lambda: total("Thoughtcast", affinity_count=2, battlefield=["Mycosynth Golem"]),
            "{2}{U}",
            rules=("702.41a", "601.2f"),
        ),
        Case(
            "Mycosynth Golem gives nothing to a creature spell that isn't an artifact: Grizzly Bears stays {1}{G}",
            lambda: total("Grizzly Bears", affinity_count=4, battlefield=["Mycosynth Golem"]),
            "{1}{G}",
            rules=("702.41a", "601.2f"),
        ),
    ),
    "bestow": (
        Case(
            "Boon Satyr bestowed with Thalia out: an Aura spell, no creature spell, so {1} more: {4}{G}{G}",
            lambda: total("Boon Satyr", cast="bestow", battlefield=["Thalia, Guardian of Thraben"]),
            "{4}{G}{G}",
            ruling=BESTOW_NEVER_BOTH,
            card="Boon Satyr",
            date="2018-07-13",
        ),
        Case(
            "Celestial Archon bestowed with Heartless Summoning out: no creature spell, no reduction: {5}{W}{W}",
            lambda: total("Celestial Archon", cast="bestow", battlefield=["Heartless Summoning"]),
            "{5}{W}{W}",
            ruling=BESTOW_NEVER_BOTH,
            card="Celestial Archon",
            date="2018-07-13",
        ),
        Case(
            "Boon Satyr cast as a creature with Heartless Summoning out: {2} less, {G}{G}",
            lambda: total("Boon Satyr", battlefield=["Heartless Summoning"]),
            "{G}{G}",
            ruling=BESTOW_NEVER_BOTH,
            card="Boon Satyr",
            date="2018-07-13",
        ),
    ),
    "cost_changes": (
        Case(
            "Gurmag Angler (a Zombie) with Rooftop Storm, cast for its {0}: {0}, the mana value still 7",
            lambda: values(
                "Gurmag Angler", ("total_cost", "mana_value"), cast="Rooftop Storm", battlefield=["Rooftop Storm"]
            ),
            ("{0}", 7),
            ruling=ROOFTOP_STORM_UNCHANGED,
            card="Rooftop Storm",
            date="2011-09-22",
        ),
        Case(
            "Lightning Bolt cast for Rooftop Storm's {0}: not a Zombie creature spell, refused",
            refused("Lightning Bolt", cast="Rooftop Storm", battlefield=["Rooftop Storm"]),
            raises("118.9"),
            rules=("118.9",),
        ),
        Case(
            "Fireball for Fist of Suns' {W}{U}{B}{R}{G}: X is 0",
            lambda: values("Fireball", ("total_cost", "mana_value"), cast="Fist of Suns", battlefield=["Fist of Suns"]),
            ("{W}{U}{B}{R}{G}", 1),
            ruling=FIST_OF_SUNS_X,
            card="Fist of Suns",
            date="2014-02-01",
        ),
        Case(
            "Fireball for Fist of Suns' {W}{U}{B}{R}{G} with X = 3: refused, X can only be 0",
            refused("Fireball", cast="Fist of Suns", x=3, battlefield=["Fist of Suns"]),
            Raises("107.3b", STEP_NUMBERING),
            ruling=FIST_OF_SUNS_X,
            card="Fist of Suns",
            date="2014-02-01",
        ),
        Case(
            "Burst Lightning kicked, for Jodah's {W}{U}{B}{R}{G}: the kicker {4} is still paid",
            lambda: total(
                "Burst Lightning", cast="Jodah, Archmage Eternal", kicked=1, battlefield=["Jodah, Archmage Eternal"]
            ),
            "{4}{W}{U}{B}{R}{G}",
            ruling=JODAH_ALTERNATIVE,
            card="Jodah, Archmage Eternal",
            date="2018-04-27",
        ),
        Case(
            "Deep Analysis flashed back for Jodah's {W}{U}{B}{R}{G}: two alternative costs, refused",
            refused(
                "Deep Analysis", cast=["Jodah, Archmage Eternal", "flashback"], battlefield=["Jodah, Archmage Eternal"]
            ),
            raises("118.9a"),
            ruling=JODAH_ALTERNATIVE,
            card="Jodah, Archmage Eternal",
            date="2018-04-27",
        ),
        Case(
            "Lightning Bolt for Fist of Suns' cost with Thalia: the increase still applies, {1}{W}{U}{B}{R}{G}",
            lambda: total(
                "Lightning Bolt", cast="Fist of Suns", battlefield=["Fist of Suns", "Thalia, Guardian of Thraben"]
            ),
            "{1}{W}{U}{B}{R}{G}",
            rules=("118.9d", "601.2f"),
        ),
        # Kentaro's {X} is the spell's mana value; As Foretold's {0} is for a spell of mana value at most its time
        # counters (costs11).
        Case(
            "Samurai of the Pale Curtain ({W}{W}) for Kentaro's {X}: X is its mana value, so {2} of any colour",
            lambda: values(
                "Samurai of the Pale Curtain",
                ("total_cost", "mana_value"),
                cast="Kentaro, the Smiling Cat",
                battlefield=["Kentaro, the Smiling Cat"],
            ),
            ("{2}", 2),
            ruling=KENTARO_GENERIC,
            card="Kentaro, the Smiling Cat",
            date="2005-02-01",
        ),
        Case(
            "Konda, Lord of Eiganjo ({5}{W}{W}) for Kentaro's {X}: {7}",
            lambda: total(
                "Konda, Lord of Eiganjo", cast="Kentaro, the Smiling Cat", battlefield=["Kentaro, the Smiling Cat"]
            ),
            "{7}",
            ruling=KENTARO_GENERIC,
            card="Kentaro, the Smiling Cat",
            date="2005-02-01",
        ),
        Case(
            "Lightning Bolt for Kentaro's {X}: not a Samurai spell, refused",
            refused("Lightning Bolt", cast="Kentaro, the Smiling Cat", battlefield=["Kentaro, the Smiling Cat"]),
            raises("118.9"),
            rules=("118.9",),
        ),
        Case(
            "Pull from Tomorrow for As Foretold's {0} with five time counters: {0}, X is 0 so its mana value is 2",
            lambda: values(
                "Pull from Tomorrow",
                ("total_cost", "mana_value"),
                cast="As Foretold",
                battlefield=["As Foretold"],
                counters={"As Foretold": 5},
            ),
            ("{0}", 2),
            ruling=AS_FORETOLD_X,
            card="As Foretold",
            date="2017-04-18",
        ),
        Case(
            "Pull from Tomorrow for As Foretold's {0} with X = 2: refused, X must be 0",
            refused(
                "Pull from Tomorrow", cast="As Foretold", x=2, battlefield=["As Foretold"], counters={"As Foretold": 5}
            ),
            Raises("107.3b", STEP_NUMBERING),
            ruling=AS_FORETOLD_X,
            card="As Foretold",
            date="2017-04-18",
        ),
        Case(
            "Konda, Lord of Eiganjo (mana value 7) for As Foretold's {0} with three time counters: refused",
            refused(
                "Konda, Lord of Eiganjo", cast="As Foretold", battlefield=["As Foretold"], counters={"As Foretold": 3}
            ),
            raises("118.9"),
            ruling=AS_FORETOLD_PRINTED,
            card="As Foretold",
            date="2017-04-18",
        ),
        Case(
            "Burn (Turn // Burn's {1}{R} half) for As Foretold's {0} with two time counters: only that half counts",
            lambda: total(
                "Turn // Burn",
                named="Burn",
                cast="As Foretold",
                battlefield=["As Foretold"],
                counters={"As Foretold": 2},
            ),
            "{0}",
            ruling=AS_FORETOLD_SPLIT,
            card="As Foretold",
            date="2017-04-18",
        ),
        Case(
            "Turn (Turn // Burn's {2}{U} half) for As Foretold's {0} with two time counters: refused",
            refused(
                "Turn // Burn",
                named="Turn",
                cast="As Foretold",
                battlefield=["As Foretold"],
                counters={"As Foretold": 2},
            ),
            raises("118.9"),
            ruling=AS_FORETOLD_SPLIT,
            card="As Foretold",
            date="2017-04-18",
        ),
        Case(
            "Abundant Maw emerged and cast for As Foretold's {0}: two alternative costs, refused",
            refused(
                "Abundant Maw",
                cast=["As Foretold", "emerge"],
                battlefield=["As Foretold"],
                counters={"As Foretold": 8},
                sacrificed_mana_value=3,
            ),
            raises("118.9a"),
            ruling=AS_FORETOLD_OTHER_ALTERNATIVE,
            card="As Foretold",
            date="2017-04-18",
        ),
        Case(
            "Two As Foretolds with one and seven time counters: Konda (mana value 7) is cast for the second's {0}",
            lambda: total(
                "Konda, Lord of Eiganjo",
                cast="As Foretold",
                battlefield=["As Foretold", "As Foretold"],
                counters={"As Foretold": [1, 7]},
            ),
            "{0}",
            ruling=AS_FORETOLD_EACH,
            card="As Foretold",
            date="2017-04-18",
        ),
        Case(
            "As Foretold with no counters given: its {0} asks how many time counters it has",
            refused("Lightning Bolt", cast="As Foretold", battlefield=["As Foretold"]),
            raises("118.9"),
            rules=("118.9",),
        ),
        Case(
            "Kozilek's Return (devoid) with Herald of Kozilek: a colourless spell, {1}{R}",
            lambda: total("Kozilek's Return", battlefield=["Herald of Kozilek"]),
            "{1}{R}",
            ruling=DEVOID_JUST_COLORLESS,
            card="Herald of Kozilek",
            date="2015-08-25",
        ),
        Case(
            "Endless One with X = 5 and Herald of Kozilek: X is chosen first, then {1} less: {4}",
            lambda: total("Endless One", x=5, battlefield=["Herald of Kozilek"]),
            "{4}",
            ruling=HERALD_COLORLESS_X,
            card="Herald of Kozilek",
            date="2015-08-25",
        ),
        Case(
            'Ghostfire ("Ghostfire is colorless.") with Herald of Kozilek: colourless, {1}{R}',
            lambda: total("Ghostfire", battlefield=["Herald of Kozilek"]),
            "{1}{R}",
            ruling=GHOSTFIRE_COLORLESS,
            card="Ghostfire",
            date="2007-05-01",
        ),
        Case(
            "Lightning Bolt with Herald of Kozilek: a red spell, {R}",
            lambda: total("Lightning Bolt", battlefield=["Herald of Kozilek"]),
            "{R}",
            rules=("202.2", "601.2f"),
        ),
        Case(
            "Mirror Entity (changeling) with Edgewalker: a Cleric spell, its {W} reduced, the {B} reduces nothing: {2}",
            lambda: total("Mirror Entity", battlefield=["Edgewalker"]),
            "{2}",
            rules=("702.73a", "604.3", "601.2f"),
        ),
        Case(
            "Gitaxian Probe paid with 2 life under Trinisphere: no mana left, so {3} (and the life)",
            lambda: values("Gitaxian Probe", ("total_cost", "life"), phyrexian_life=1, battlefield=["Trinisphere"]),
            ("{3}", 2),
            ruling=TRINISPHERE_LAST,
            card="Trinisphere",
            date="2004-12-01",
        ),
        Case(
            "Dismember paid with 4 life under Trinisphere: {1} of mana becomes {3}",
            lambda: values("Dismember", ("total_cost", "life"), phyrexian_life=2, battlefield=["Trinisphere"]),
            ("{3}", 4),
            ruling=TRINISPHERE_LAST,
            card="Trinisphere",
            date="2004-12-01",
        ),
        Case(
            "Dismember paid with mana under Trinisphere: {1}{B/P}{B/P} is three mana already",
            lambda: total("Dismember", battlefield=["Trinisphere"]),
            "{1}{B/P}{B/P}",
            ruling=TRINISPHERE_LAST,
            card="Trinisphere",
            date="2004-12-01",
        ),
    ),
}
