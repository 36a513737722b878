"""Cases reasoned from the CR (rules=...) for the cost keywords, on real cards; and the keywords no ruling of the
corpus speaks to (MTGJSON v3 ends in 2018-10: escape, foretell, casualty, bargain... came later), each a
predicate proven by such cases. A few rulings with a worked example (Comet Storm's) are here too.
"""

from ..errors import STEP_NUMBERING
from ..registry import Case, Raises
from ..spell_cost import WITHOUT_PAYING
from .colored_only_cases import COLORED_ONLY_CASES
from .condition_cases import CONDITION_CASES
from .cost_cases import answer, keyword_predicate, raises, values
from .cost_ruling_texts import BLINKMOTH_NO_ARTIFACTS, COMET_STORM_EXAMPLE, FALL_OF_THE_TITANS_EXAMPLE, TAJURU_EXAMPLE
from .judge4_cases import JUDGE4_CASES
from .judge5_cases import JUDGE5_CASES
from .judge_cases import JUDGE_CASES
from .older_keyword_cases import ENTWINE_ROWS, RULING_CASES
from .other_cards_rows import AFTERMATH_ROWS, FLASHBACK_ROWS, PROWL_ROWS, WITHOUT_PAYING_ROWS
from .resource_cases import RESOURCE_CASES
from .zone_cases import ZONE_CASES


def cr(title, run, expected, *rules):
    return Case(title, run, expected, rules=rules)


def total(name, **situation):
    return values(name, "total_cost", **situation)


def total_and_value(name, **situation):
    return values(name, ("total_cost", "mana_value"), **situation)


CR_CASES = {
    "kicker": (
        Case(
            "Comet Storm, X = 4, kicked twice: {4}{R}{R} plus {1} plus {1} is {6}{R}{R}",
            lambda: total("Comet Storm", x=4, kicked=2),
            "{6}{R}{R}",
            ruling=COMET_STORM_EXAMPLE,
            card="Comet Storm",
            date="2010-03-01",
        ),
        Case(
            "Strength of the Tajuru, X = 4, kicked twice: {6}{G}{G}",
            lambda: total("Strength of the Tajuru", x=4, kicked=2),
            "{6}{G}{G}",
            ruling=TAJURU_EXAMPLE,
            card="Strength of the Tajuru",
            date="2010-03-01",
        ),
        cr(
            "Gatekeeper of Malakir kicked: {B}{B} plus {B}",
            lambda: total("Gatekeeper of Malakir", kicked=1),
            "{B}{B}{B}",
            "702.33a",
        ),
        cr(
            "Thornscape Battlemage kicked with both its kicker costs: {2}{G}{R}{W}",
            lambda: total("Thornscape Battlemage", kicked=2),
            "{2}{G}{R}{W}",
            "702.33b",
            "702.33d",
        ),
        cr("Lightning Bolt can't be kicked", lambda: answer("Lightning Bolt", kicked=1), raises("702.33a"), "702.33a"),
        cr(
            "kicker is paid even when the spell is cast without paying its mana cost",
            lambda: total("Gatekeeper of Malakir", cast=WITHOUT_PAYING, kicked=1),
            "{B}",
            "118.9a",
            "702.33a",
        ),
        *JUDGE5_CASES["kicker"],
    ),
    "surge": (
        Case(
            "Fall of the Titans cast for its surge cost with X = 4: its mana value is 9",
            lambda: total_and_value("Fall of the Titans", cast="surge", x=4),
            ("{4}{R}", 9),
            ruling=FALL_OF_THE_TITANS_EXAMPLE,
            card="Fall of the Titans",
            date="2016-01-22",
        ),
    ),
    "convoke": (
        cr(
            "a creature given as colour C is refused: {C} is no colour",
            lambda: answer("Stoke the Flames", untapped_creatures=["C"]),
            raises("702.51a"),
            "702.51a",
        ),
        cr(
            "four creatures for Stoke the Flames ({2}{R}{R}): two red ones pay {R}{R}, a green and a colourless {2}",
            lambda: values("Stoke the Flames", "remaining_cost", untapped_creatures=["R", "G", "", "R"]),
            "{0}",
            "702.51a",
        ),
        cr(
            "Chief Engineer gives an artifact spell convoke: Frogmite with two colourless creatures leaves {2}",
            lambda: values("Frogmite", "remaining_cost", untapped_creatures=["", ""], battlefield=["Chief Engineer"]),
            "{2}",
            "702.51a",
        ),
        cr(
            "creatures can't convoke a spell without convoke",
            lambda: answer("Lightning Bolt", untapped_creatures=["R"]),
            raises("702.51a"),
            "702.51a",
        ),
    ),
    "delve": (
        cr(
            "Treasure Cruise with four cards exiled leaves {3}{U}",
            lambda: values("Treasure Cruise", "remaining_cost", graveyard_cards=4),
            "{3}{U}",
            "702.66a",
        ),
        cr(
            "a spell without delve can't exile cards to pay",
            lambda: answer("Lightning Bolt", graveyard_cards=3),
            raises("702.66a"),
            "702.66a",
        ),
    ),
}

LATER = (
    ("flashback", "702.34a", "Think Twice", "{2}{U}", 2, "Flashback [cost]: cast from a graveyard for [cost]."),
    ("prowl", "702.76a", "Auntie's Snitch", "{1}{B}", 3, "Prowl [cost]: pay [cost] rather than the mana cost."),
    ("escape", "702.138a", "Uro, Titan of Nature's Wrath", "{G}{G}{U}{U}", 3, "Escape—[cost]: cast from a graveyard."),
    ("foretell", "702.143a", "Saw It Coming", "{1}{U}", 3, "Foretell [cost]: cast a foretold card for [cost]."),
    ("spectacle", "702.137a", "Light Up the Stage", "{R}", 3, "Spectacle [cost]: if an opponent lost life."),
    ("disturb", "702.146a", "Lunarch Veteran", "{1}{W}", 1, "Disturb [cost]: cast transformed from a graveyard."),
    ("cleave", "702.148a", "Fierce Retribution", "{5}{W}", 2, "Cleave [cost]: the bracketed text is removed."),
    ("blitz", "702.152a", "Tenacious Underdog", "{2}{B}{B}", 2, "Blitz [cost]: haste, sacrificed at end step."),
)


OTHER_ROWS = {"flashback": FLASHBACK_ROWS, "prowl": PROWL_ROWS}


def _alternative(keyword, rule, name, cost, value, commentary):
    cases = (
        cr(
            f"{name} cast for its {keyword} cost: {cost}, mana value {value}",
            lambda: total_and_value(name, cast=keyword),
            (cost, value),
            rule,
            "118.9c",
        ),
        cr(
            f"{name} cast for its {keyword} cost with Sphere of Resistance: {{1}} more",
            lambda: total(name, cast=keyword, battlefield=["Sphere of Resistance"]),
            str(_plus_one(cost)),
            "118.9d",
            "601.2f",
        ),
        cr(
            f'{name} can\'t be cast for its {keyword} cost and "without paying its mana cost"',
            lambda: answer(name, cast=[keyword, WITHOUT_PAYING]),
            raises("118.9a"),
            "118.9a",
        ),
    )
    rules = (rule,)
    rows = OTHER_ROWS.get(keyword, ())
    cases = (*cases, *ZONE_CASES.get(keyword, ()), *RESOURCE_CASES.get(keyword, ()), *JUDGE_CASES.get(keyword, ()))
    return keyword_predicate(keyword, rules=rules, rows=rows, cases=cases, commentary=commentary)


def _plus_one(cost):
    from ..mana import format_cost, parse_cost

    return format_cost(parse_cost(cost) + parse_cost("{1}"))


OLDER_ROWS = {"entwine": ENTWINE_ROWS}


def _additional(keyword, rule, commentary, cases, more=()):
    rules = (rule, *more)
    rows, ruled = OLDER_ROWS.get(keyword, ()), RULING_CASES.get(keyword, ())
    return keyword_predicate(keyword, rules=rules, rows=rows, cases=(*ruled, *cases), commentary=commentary)


PREDICATES = (
    *(_alternative(*entry) for entry in LATER),
    _additional(
        "buyback",
        "702.27a",
        "Buyback [cost]: an additional [cost]; the spell returns to its owner's hand.",
        (
            cr(
                "Capsize with buyback: {1}{U}{U} plus {3}",
                lambda: total("Capsize", additional=["buyback"]),
                "{4}{U}{U}",
                "702.27a",
            ),
            cr(
                "buyback is paid once",
                lambda: answer("Capsize", additional=["buyback", "buyback"]),
                raises("702.27a"),
                "702.27a",
            ),
        ),
    ),
    _additional(
        "entwine",
        "702.42a",
        "Entwine [cost]: all the modes for an additional [cost].",
        (
            Case(
                'Tooth and Nail "entwined" (as judges write it): {5}{G}{G} + {2}',
                lambda: total("Tooth and Nail", additional=["entwined"]),
                "{7}{G}{G}",
                rules=("702.42a",),
            ),
            cr(
                "Tooth and Nail entwined: {5}{G}{G} plus {2}",
                lambda: total("Tooth and Nail", additional=["entwine"]),
                "{7}{G}{G}",
                "702.42a",
            ),
            cr(
                "entwined without paying its mana cost: {2}",
                lambda: total("Tooth and Nail", cast=WITHOUT_PAYING, additional=["entwine"]),
                "{2}",
                "702.42a",
                "118.9a",
            ),
        ),
    ),
    _additional(
        "replicate",
        "702.56a",
        "Replicate [cost]: an additional [cost] any number of times, a copy for each.",
        (
            cr(
                "Shattering Spree replicated three times: {R} plus {R}{R}{R}",
                lambda: total("Shattering Spree", additional=["replicate"] * 3),
                "{R}{R}{R}{R}",
                "702.56a",
            ),
        ),
    ),
    _additional(
        "offering",
        "702.48a",
        "[Quality] offering: sacrifice a [quality] as an additional cost; the total cost is reduced by its mana cost, "
        "colours included.",
        (
            cr(
                "Patron of the Orochi ({6}{G}{G}) offering a {1}{G} Snake: {5}{G}",
                lambda: total("Patron of the Orochi", additional=["offering"], sacrificed_mana_cost="{1}{G}"),
                "{5}{G}",
                "702.48c",
            ),
            cr(
                "offering a {G}{G}{G} Snake: two {G} go, the third green mana reduces generic mana",
                lambda: total("Patron of the Orochi", additional=["offering"], sacrificed_mana_cost="{G}{G}{G}"),
                "{5}",
                "702.48c",
                "118.7c",
            ),
        ),
        more=("702.48c", "118.7c"),
    ),
    _additional(
        "conspire",
        "702.78a",
        "Conspire: tap two creatures sharing a colour with the spell as an additional cost; no mana.",
        (
            cr(
                "Burn Trail conspired still costs {3}{R}",
                lambda: total("Burn Trail", additional=["conspire"]),
                "{3}{R}",
                "702.78a",
            ),
        ),
    ),
    _additional(
        "casualty",
        "702.153a",
        "Casualty N: sacrifice a creature with power N or greater as an additional cost; no mana.",
        (
            cr(
                "Cut Your Losses with casualty paid: {4}{U}{U}, mana value 6",
                lambda: total_and_value("Cut Your Losses", additional=["casualty"]),
                ("{4}{U}{U}", 6),
                "702.153a",
            ),
            cr(
                "a card without casualty can't pay it",
                lambda: answer("Lightning Bolt", additional=["casualty"]),
                raises("702.153a"),
                "702.153a",
            ),
        ),
    ),
    _additional(
        "bargain",
        "702.166a",
        "Bargain: sacrifice an artifact, enchantment or token as an additional cost; no mana.",
        (
            cr(
                "Beseech the Mirror bargained: {1}{B}{B}{B}",
                lambda: total("Beseech the Mirror", additional=["bargain"]),
                "{1}{B}{B}{B}",
                "702.166a",
            ),
        ),
    ),
    _additional(
        "squad",
        "702.157a",
        "Squad [cost]: an additional [cost] any number of times.",
        (
            cr(
                "Ultramarines Honour Guard with squad paid twice: {3}{W} plus {2} plus {2}",
                lambda: total("Ultramarines Honour Guard", additional=["squad", "squad"]),
                "{7}{W}",
                "702.157a",
            ),
        ),
    ),
    _additional(
        "offspring",
        "702.175a",
        "Offspring [cost]: an additional [cost].",
        (
            cr(
                "Warren Warleader with offspring: {2}{W}{W} plus {2}",
                lambda: total("Warren Warleader", additional=["offspring"]),
                "{4}{W}{W}",
                "702.175a",
            ),
        ),
    ),
    keyword_predicate(
        "affinity",
        rules=("702.41a", "702.41b", "601.2f", "118.7a"),
        rows=(),
        commentary="Affinity for [text]: {1} less for each [text] you control; generic mana only, never below {0}.",
        cases=(
            *RULING_CASES["affinity"],
            *JUDGE_CASES["affinity"],
            Case(
                "Blinkmoth Infusion with no artifact: {12}{U}{U}",
                lambda: total("Blinkmoth Infusion", affinity_count=0),
                "{12}{U}{U}",
                ruling=BLINKMOTH_NO_ARTIFACTS,
                card="Blinkmoth Infusion",
                date="2004-12-01",
            ),
            cr(
                "Thoughtcast with three artifacts: {1}{U}",
                lambda: total("Thoughtcast", untapped_artifacts=3),
                "{1}{U}",
                "702.41a",
            ),
            cr(
                "Frogmite with five artifacts: {0}, never less",
                lambda: total("Frogmite", affinity_count=5),
                "{0}",
                "702.41a",
                "601.2f",
            ),
            cr(
                "Thoughtcast with four artifacts and Trinisphere: {U} becomes {2}{U}",
                lambda: total("Thoughtcast", affinity_count=4, battlefield=["Trinisphere"]),
                "{2}{U}",
                "601.2f",
            ),
        ),
    ),
    keyword_predicate(
        "without_paying",
        title="Without paying its mana cost",
        rules=("118.9a", "107.3b", "601.2b", "601.2f", "903.8"),
        rows=WITHOUT_PAYING_ROWS,
        cases=JUDGE4_CASES["without_paying"],
        commentary='Cast "without paying its mana cost": that is the spell\'s one alternative cost ({0}), so no '
        "other (evoke, overload, emerge...) can apply; X is 0; additional costs (kicker, buyback, conspire, the "
        "commander tax) may or must still be paid; increases, reductions and Trinisphere still apply.",
    ),
    keyword_predicate(
        "aftermath",
        rules=("702.127a", "709.3a"),
        rows=AFTERMATH_ROWS,
        commentary="Aftermath: the second half of a split card is cast from a graveyard; it is cast alone.",
        cases=(
            *RULING_CASES["aftermath"],
            *ZONE_CASES["aftermath"],
            cr(
                "Dusk // Dawn: Dawn cast alone costs {3}{W}{W}, mana value 5",
                lambda: total_and_value("Dusk // Dawn", named="Dawn"),
                ("{3}{W}{W}", 5),
                "709.3a",
            ),
        ),
    ),
    keyword_predicate(
        "cost_changes",
        title="Cost increases, reductions and minimums",
        rules=(
            *("601.2f", "118.7a", "118.7c", "107.3b", "903.8", "101.1", "604.3", "702.73a", "702.114a", "702.41b"),
            *("601.2c", "115.1", "614.12c", "205.3m"),
        ),
        rows=(),
        commentary="Permanents' static abilities that change what spells cost, read from their text (601.2f).",
        cases=(
            cr(
                "Thalia, Guardian of Thraben: Lightning Bolt costs {1}{R}",
                lambda: total("Lightning Bolt", battlefield=["Thalia, Guardian of Thraben"]),
                "{1}{R}",
                "601.2f",
            ),
            cr(
                "Thalia doesn't tax a creature spell",
                lambda: total("Grizzly Bears", battlefield=["Thalia, Guardian of Thraben"]),
                "{1}{G}",
                "601.2f",
            ),
            cr(
                "Heartless Summoning's {2} less never takes coloured mana: Grizzly Bears costs {G}",
                lambda: total("Grizzly Bears", battlefield=["Heartless Summoning"]),
                "{G}",
                "118.7a",
            ),
            cr(
                "Goblin Electromancer and Thalia on Lightning Bolt: {R}",
                lambda: total("Lightning Bolt", battlefield=["Goblin Electromancer", "Thalia, Guardian of Thraben"]),
                "{R}",
                "601.2f",
            ),
            cr(
                "Trinisphere: Lightning Bolt costs {2}{R}",
                lambda: total("Lightning Bolt", battlefield=["Trinisphere"]),
                "{2}{R}",
                "601.2f",
            ),
            cr(
                "Sphere of Resistance then Trinisphere: {1}{R} is still raised to {2}{R}",
                lambda: total("Lightning Bolt", battlefield=["Sphere of Resistance", "Trinisphere"]),
                "{2}{R}",
                "601.2f",
            ),
            cr(
                "two Spheres of Resistance: {2} more",
                lambda: total("Lightning Bolt", battlefield=["Sphere of Resistance", "Sphere of Resistance"]),
                "{2}{R}",
                "601.2f",
            ),
            cr(
                "Lodestone Golem doesn't tax an artifact spell",
                lambda: total("Frogmite", battlefield=["Lodestone Golem"]),
                "{4}",
                "601.2f",
            ),
            cr(
                "an opponent's Grand Arbiter Augustin IV: {1} more",
                lambda: total(
                    "Grizzly Bears", battlefield=[{"name": "Grand Arbiter Augustin IV", "controller": "opponent"}]
                ),
                "{2}{G}",
                "601.2f",
            ),
            *COLORED_ONLY_CASES,
            *JUDGE_CASES["cost_changes"],
            *JUDGE4_CASES["cost_changes"],
            *JUDGE5_CASES["cost_changes"],
            *CONDITION_CASES,
            cr(
                "Animar's reduction counts counters: without counters given, refused (naming counters)",
                lambda: answer("Grizzly Bears", battlefield=["Animar, Soul of Elements"]),
                raises("601.2f"),
                "601.2f",
            ),
            cr(
                "the commander tax: cast three times before, {6} more",
                lambda: total("Tymna the Weaver", commander_casts=3),
                "{7}{W}{B}",
                "903.8",
            ),
            cr(
                "without paying its mana cost, X can only be 0",
                lambda: answer("Comet Storm", cast=WITHOUT_PAYING, x=3),
                Raises("107.3b", STEP_NUMBERING),
                "107.3b",
            ),
        ),
    ),
)
