"""Cases of the fifth never-tuned batch of judges' questions (judge_cost_questions_never_tuned_5.json, helper
costs13, 2026-12-03), whose one run found no engine error (161 of 163, the 2 wrong being hand answers corrected
there), and of what was added after it, the two gaps it left known:

- `kickers`, which of a card's two kicker costs were paid (Thornscape Battlemage's {R} and/or {W}, Ana Battlemage's
  {2}{U} and/or {1}{B}). `kicked` alone counts the payments and takes the kicker costs in printed order, so Ana
  Battlemage kicked once paid {2}{U}, never {1}{B}.
- `used_this_turn`, As Foretold's "Once each turn": each copy's {0} once ("If you control multiple As Foretolds, you
  may cast one spell for each of them paying {0}"); before, the once was said in a step and never checked.

The rulings are quoted as MTGJSON v3 prints them.
"""

from ..registry import Case
from .cost_cases import raises
from .cost_ruling_texts import AS_FORETOLD_EACH, KICKER_ONCE, KICKER_OPTIONAL
from .judge_cases import refused, total


def cr(title, run, expected, *rules):
    return Case(title, run, expected, rules=rules)


JUDGE5_CASES = {
    "kicker": (
        Case(
            "Thornscape Battlemage kicked with its {W} kicker alone: {2}{G} plus {W}, {2}{G}{W}",
            lambda: total("Thornscape Battlemage", kickers=["{W}"]),
            "{2}{G}{W}",
            ruling=KICKER_OPTIONAL,
            card="Thornscape Battlemage",
            date="2017-03-14",
        ),
        Case(
            "Thornscape Battlemage with its {W} kicker named twice: a kicker cost is paid once",
            refused("Thornscape Battlemage", kickers=["{W}", "{W}"]),
            raises("702.33d"),
            ruling=KICKER_ONCE,
            card="Thornscape Battlemage",
            date="2017-03-14",
        ),
        cr(
            "Thornscape Battlemage with both kicker costs named, in any order: as kicked twice, {2}{G}{R}{W}",
            lambda: total("Thornscape Battlemage", kickers=["{W}", "{R}"], kicked=2),
            "{2}{G}{R}{W}",
            "702.33d",
        ),
        cr(
            "Thornscape Battlemage with kickers naming one cost but kicked 2: they disagree, refused",
            refused("Thornscape Battlemage", kickers=["{R}"], kicked=2),
            raises("702.33d"),
            "702.33d",
        ),
        cr(
            "Thornscape Battlemage with a cost that isn't one of its kicker costs ({1}{B}): refused",
            refused("Thornscape Battlemage", kickers=["{1}{B}"]),
            raises("702.33d"),
            "702.33d",
        ),
        cr(
            "Spell Contortion (multikicker, one cost paid any number of times) named in kickers: refused, its "
            "payments are counted in kicked",
            refused("Spell Contortion", kickers=["{1}{U}"]),
            raises("702.33c"),
            "702.33c",
        ),
        cr(
            "Lightning Bolt has no kicker: kickers refused",
            refused("Lightning Bolt", kickers=["{R}"]),
            raises("702.33a"),
            "702.33a",
        ),
        cr(
            "Thornscape Battlemage cast without paying its mana cost, its {R} kicker paid: {R} (118.9d)",
            lambda: total("Thornscape Battlemage", cast="without paying its mana cost", kickers=["{R}"]),
            "{R}",
            "118.9d",
            "702.33d",
        ),
    ),
    "cost_changes": (
        Case(
            "Two As Foretolds, the first's {0} used this turn: Lightning Bolt is cast for the other's {0}",
            lambda: total(
                "Lightning Bolt",
                cast="As Foretold",
                battlefield=["As Foretold", "As Foretold"],
                counters={"As Foretold": [2, 2]},
                used_this_turn=["As Foretold"],
            ),
            "{0}",
            ruling=AS_FORETOLD_EACH,
            card="As Foretold",
            date="2017-04-18",
        ),
        Case(
            "Two As Foretolds, both used this turn: a third spell can't be cast for {0}",
            refused(
                "Lightning Bolt",
                cast="As Foretold",
                battlefield=["As Foretold", "As Foretold"],
                counters={"As Foretold": [2, 2]},
                used_this_turn=["As Foretold", "As Foretold"],
            ),
            raises("118.9"),
            ruling=AS_FORETOLD_EACH,
            card="As Foretold",
            date="2017-04-18",
        ),
        cr(
            "One As Foretold already used this turn: Lightning Bolt pays its mana cost, {R}",
            lambda: total("Lightning Bolt", battlefield=["As Foretold"], used_this_turn=["As Foretold"]),
            "{R}",
            "118.9",
        ),
        cr(
            "used_this_turn naming a card not given in battlefield: refused",
            refused("Lightning Bolt", battlefield=["Sphere of Resistance"], used_this_turn=["As Foretold"]),
            raises("601.2f"),
            "601.2f",
        ),
    ),
}
