"""The improvise predicate (702.126, the seeds' 702.125), and its cases."""

from .. import improvise, saheelis_directive
from ..improvise import Artifact, cast_with_improvise, tap_for_improvise
from ..mana import mana_value, parse_cost
from ..registry import Case, Predicate, Raises, RuleRef
from ..ruling_texts import (
    IMPROVISE_ABILITIES_APPLY,
    IMPROVISE_AFTER_TOTAL,
    IMPROVISE_ALTERNATIVE,
    IMPROVISE_EQUIPMENT,
    IMPROVISE_MANA_ABILITIES,
    IMPROVISE_MANA_VALUE,
    IMPROVISE_NO_COLORED,
    IMPROVISE_ONLY_CASTING,
    IMPROVISE_X_SAHEELI,
    IMPROVISE_X_WHIR,
)

# The CR in force when the Saheeli's Directive rulings were written; the seeds quote its 702.125.
SEED_CR = "2018-07-13"


def _improvise(mana_cost, **options):
    answer = cast_with_improvise(mana_cost, **options)
    return answer["total_cost"], answer["artifacts_tapped"], answer["remaining_cost"]


IMPROVISE_CASES = (
    Case(
        "Saheeli's Directive, X = 3, two artifacts tapped: pay {1}{R}{R}{R}",
        lambda: _improvise(saheelis_directive.MANA_COST, x=3, untapped_artifacts=2),
        ("{3}{R}{R}{R}", 2, "{1}{R}{R}{R}"),
        ruling=IMPROVISE_X_SAHEELI,
    ),
    Case(
        "Saheeli's Directive, X = 3, ten artifacts: improvise stops at the generic mana, {R}{R}{R} stays",
        lambda: _improvise(saheelis_directive.MANA_COST, x=3, untapped_artifacts=10),
        ("{3}{R}{R}{R}", 3, "{R}{R}{R}"),
        ruling=IMPROVISE_X_SAHEELI,
    ),
    Case(
        "Whir of Invention, X = 3, two artifacts tapped: pay {1}{U}{U}{U}",
        lambda: _improvise("{X}{U}{U}{U}", x=3, untapped_artifacts=2),
        ("{3}{U}{U}{U}", 2, "{1}{U}{U}{U}"),
        ruling=IMPROVISE_X_WHIR,
    ),
    Case(
        "improvise pays none of {W}{U}{B}{R}{G}{C}",
        lambda: _improvise("{W}{U}{B}{R}{G}{C}", untapped_artifacts=6),
        ("{W}{U}{B}{R}{G}{C}", 0, "{W}{U}{B}{R}{G}{C}"),
        ruling=IMPROVISE_NO_COLORED,
    ),
    Case(
        "tapping an artifact for a coloured symbol is refused",
        lambda: _improvise("{1}{R}", untapped_artifacts=2, tap=2),
        Raises("702.126a"),
        ruling=IMPROVISE_NO_COLORED,
    ),
    Case(
        "an artifact tapped for mana can't also improvise: 3 artifacts, 1 tapped for mana, {4}{U} leaves {2}{U}",
        lambda: _improvise("{4}{U}", untapped_artifacts=3, tapped_for_mana=1),
        ("{4}{U}", 2, "{2}{U}"),
        ruling=IMPROVISE_MANA_ABILITIES,
    ),
    Case(
        "an artifact sacrificed for mana can't improvise: 3 artifacts, 1 sacrificed, tapping 3 is refused",
        lambda: _improvise("{4}{U}", untapped_artifacts=3, sacrificed_for_mana=1, tap=3),
        Raises("702.126a"),
        ruling=IMPROVISE_MANA_ABILITIES,
    ),
    Case(
        "the mana value stays that of the mana cost with X: Saheeli's Directive, X = 3, three artifacts tapped",
        lambda: cast_with_improvise(saheelis_directive.MANA_COST, x=3, untapped_artifacts=3)["mana_value"],
        mana_value(saheelis_directive.MANA_COST, x=3),
        ruling=IMPROVISE_MANA_VALUE,
    ),
    Case(
        "improvise applies to the total after increases and reductions: {3}{U} +{2} -{1}, five artifacts pay {4}",
        lambda: _improvise("{3}{U}", increases=["{2}"], reductions=["{1}"], untapped_artifacts=5),
        ("{4}{U}", 4, "{U}"),
        ruling=IMPROVISE_AFTER_TOTAL,
    ),
    Case(
        "improvise with an alternative cost: {2}{U} instead of {5}{U}{U}, two artifacts pay the {2}",
        lambda: _improvise("{5}{U}{U}", alternative_cost="{2}{U}", untapped_artifacts=4),
        ("{2}{U}", 2, "{U}"),
        ruling=IMPROVISE_ALTERNATIVE,
    ),
    Case(
        'improvise can\'t pay "counter target spell unless its controller pays {3}"',
        lambda: improvise.improvise(parse_cost("{3}"), untapped_artifacts=3, paying="an unless cost during resolution"),
        Raises("702.126a"),
        ruling=IMPROVISE_ONLY_CASTING,
    ),
    Case(
        "tapping an Equipment for improvise leaves the equipped creature untapped",
        lambda: [
            a.tapped
            for a in tap_for_improvise(
                [Artifact("Bonesplitter", attached_to="Grizzly Bears"), Artifact("Grizzly Bears")], ["Bonesplitter"]
            )
        ],
        [True, False],
        ruling=IMPROVISE_EQUIPMENT,
    ),
    Case(
        "a tapped artifact's abilities keep applying",
        lambda: tap_for_improvise([Artifact("Cogworker's Puzzleknot")], ["Cogworker's Puzzleknot"])[0].abilities_apply,
        True,
        ruling=IMPROVISE_ABILITIES_APPLY,
    ),
    Case(
        "an ability that says it stops while tapped stops",
        lambda: tap_for_improvise([Artifact("Static Orb", stops_while_tapped=True)], ["Static Orb"])[0].abilities_apply,
        False,
        ruling=IMPROVISE_ABILITIES_APPLY,
    ),
    Case(
        "two instances of improvise pay no more than one",
        lambda: improvise.improvise(parse_cost("{2}{U}"), untapped_artifacts=5, instances=2).artifacts_tapped,
        improvise.improvise(parse_cost("{2}{U}"), untapped_artifacts=5).artifacts_tapped,
        rules=("702.126c",),
    ),
    Case(
        "Trinisphere then improvise: {X}{U}{U}{U} with X = 0 already costs 3, no generic to improvise",
        lambda: _improvise("{X}{U}{U}{U}", x=0, minimum_total=3, untapped_artifacts=3),
        ("{U}{U}{U}", 0, "{U}{U}{U}"),
        rules=("601.2f", "702.126a"),
    ),
    Case(
        "Trinisphere's added generic mana can be improvised: {X}{R} with X = 0 costs {2}{R}, two artifacts leave {R}",
        lambda: _improvise("{X}{R}", x=0, minimum_total=3, untapped_artifacts=2),
        ("{2}{R}", 2, "{R}"),
        rules=("601.2f", "702.126a", "702.126b"),
    ),
    Case(
        "{2/U}{U} with three artifacts: unannounced, {2/U} is a coloured symbol improvise can't pay",
        lambda: _improvise("{2/U}{U}", untapped_artifacts=3),
        ("{2/U}{U}", 0, "{2/U}{U}"),
        rules=("107.4e", "702.126a"),
    ),
    Case(
        "{2/U}{U} with {2/U} announced as {2}: two artifacts pay it, {U} is left",
        lambda: _improvise("{2/U}{U}", untapped_artifacts=3, hybrid_paid_as=["{2}"]),
        ("{2}{U}", 2, "{U}"),
        rules=("601.2b", "702.126a"),
    ),
)


PREDICATE = Predicate(
    name="improvise",
    title="Improvise",
    module=improvise,
    # Declared as the seeds quote them, in the CR of 2018-07-13: lineage leads to 702.126 today.
    rules=(
        RuleRef("702.125", SEED_CR),
        RuleRef("702.125a", SEED_CR),
        RuleRef("702.125b", SEED_CR),
        RuleRef("702.125c", SEED_CR),
        RuleRef("601.2g"),
        RuleRef("601.2b"),
        RuleRef("107.4e"),
        RuleRef("202.3e"),
    ),
    rulings=(
        IMPROVISE_NO_COLORED,
        IMPROVISE_X_SAHEELI,
        IMPROVISE_X_WHIR,
        IMPROVISE_MANA_ABILITIES,
        IMPROVISE_MANA_VALUE,
        IMPROVISE_AFTER_TOTAL,
        IMPROVISE_EQUIPMENT,
        IMPROVISE_ABILITIES_APPLY,
        IMPROVISE_ONLY_CASTING,
        IMPROVISE_ALTERNATIVE,
    ),
    cases=IMPROVISE_CASES,
    evaluate=improvise.evaluate,
    fields=improvise.FIELDS,
)
