"""Morph, proven by its rulings (MTGJSON v3), and the cost keywords MTGJSON v3 (which ends in 2018-10) has no card
or ruling for: disguise, prototype, impending, harmonize, freerunning, warp, mayhem, web-slinging. Their cases are
hand-written from the CR of 2025-11-14, each naming the rules it rests on, on real cards (later_cards.py).

Also the zones and conditions of the older keywords (ZONE_CASES): the cases where the engine refuses a way of
casting because the card isn't where that way casts from, or the turn doesn't meet its condition.
"""

from ..registry import Case
from ..spell_cost import WITHOUT_PAYING
from .cost_cases import answer, keyword_predicate, raises, values
from .cost_ruling_texts import (
    MEGAMORPH_VARIANT,
    MORPH_CAST_FACE_DOWN,
    MORPH_COMMANDER,
    MORPH_FACE_UP_SPECIAL_ACTION,
    MORPH_FREE,
    MORPH_NO_MANA_COST,
)
from .resource_cases import RESOURCE_CASES
from .spell_cases import cr as reasoned


def cr(title, run, expected, *rules):
    """A case written from the CR's own text (keyword_predicate says "hand-written" for the keywords MTGJSON v3
    predates)."""
    return Case(title, run, expected, rules=rules)


# (template, card, ruling date, ruling, expected): cost_cases.TEMPLATES says what each asks.
_MORPH_CARDS = (
    ("Mystic of the Hidden Way", "{2}{U}"),
    ("Dragon's Eye Savants", "Reveal a blue card in your hand"),
    ("Woolly Loxodon", "{5}{G}"),
    ("Thousand Winds", "{5}{U}{U}"),
    ("Kheru Spellsnatcher", "{4}{U}{U}"),
)
MORPH = (
    *(("face_down_and_up", name, "2014-09-20", MORPH_CAST_FACE_DOWN, ("{3}", up)) for name, up in _MORPH_CARDS),
    *(("face_down", name, "2014-09-20", MORPH_NO_MANA_COST, ("{3}", 0)) for name, _ in _MORPH_CARDS),
    *(
        ("face_up_special_action", name, "2014-09-20", MORPH_FACE_UP_SPECIAL_ACTION, ("{4}", up))
        for name, up in _MORPH_CARDS
    ),
    ("free_not_morph", "Kheru Spellsnatcher", "2014-09-20", MORPH_FREE, raises("118.9a")),
    ("free_not_morph", "Narset, Enlightened Master", "2014-09-20", MORPH_FREE, raises("118.9a")),
    (
        "commander_face_down",
        "Akroma, Angel of Fury",
        "2013-07-01",
        MORPH_COMMANDER,
        ("{7}", "command zone", "{3}{R}{R}{R}"),
    ),
    ("megamorph", "Den Protector", "2015-02-25", MEGAMORPH_VARIANT, ("{3}", 0, "{1}{G}")),
    ("megamorph", "Hidden Dragonslayer", "2015-02-25", MEGAMORPH_VARIANT, ("{3}", 0, "{2}{W}")),
)


def total(name, **situation):
    return values(name, "total_cost", **situation)


def _common(keyword, rule, name, cost, value, *, more=None, free=True):
    """What every alternative cost answers: its cost with the mana value unchanged (118.9c), an increase added to
    it (601.2f), and never two alternative costs (118.9a)."""
    cases = [
        cr(
            f"{name} cast for its {keyword} cost: {cost}, mana value {value}",
            lambda: values(name, ("total_cost", "mana_value"), cast=keyword),
            (cost, value),
            rule,
            "118.9c",
        ),
        cr(
            f"{name} cast for its {keyword} cost with Sphere of Resistance: {more}",
            lambda: total(name, cast=keyword, battlefield=["Sphere of Resistance"]),
            more,
            rule,
            "601.2f",
        ),
    ]
    if free:
        cases.append(
            cr(
                f'{name} can\'t be cast both for its {keyword} cost and "without paying its mana cost"',
                lambda: answer(name, cast=[WITHOUT_PAYING, keyword]),
                raises("118.9a"),
                "118.9a",
            )
        )
    cases.append(
        cr(
            f"Lightning Bolt has no {keyword}: it can't be cast for a {keyword} cost",
            lambda: answer("Lightning Bolt", cast=keyword),
            raises(rule),
            rule,
        )
    )
    return cases


PREDICATES = (
    keyword_predicate(
        "morph",
        rules=("702.37a", "702.37b", "702.37c", "702.37e", "708.2", "708.4", "118.9a"),
        rows=MORPH,
        commentary="Morph [cost]: cast the card face down as a 2/2 creature spell with no name, text, subtypes or "
        "mana cost by paying {3} rather than its mana cost (an alternative cost); effects see a colourless creature "
        "spell of mana value 0. Turning the permanent face up for [cost] is a special action, not a spell: spell "
        "cost effects never touch it. Megamorph is a morph. Its cases come from the rulings printed on the cards.",
        cases=(
            reasoned(
                "Mystic of the Hidden Way face down with Heartless Summoning: a creature spell, {2} less: {1}",
                lambda: total("Mystic of the Hidden Way", cast="morph", battlefield=["Heartless Summoning"]),
                "{1}",
                "708.4",
                "601.2f",
            ),
            reasoned(
                "Mystic of the Hidden Way face down with Thalia, Guardian of Thraben: a creature spell, untaxed",
                lambda: total("Mystic of the Hidden Way", cast="morph", battlefield=["Thalia, Guardian of Thraben"]),
                "{3}",
                "708.4",
            ),
            reasoned(
                "Lightning Bolt has no morph: it can't be cast face down",
                lambda: answer("Lightning Bolt", cast="morph"),
                raises("702.37a"),
                "702.37a",
            ),
            *RESOURCE_CASES["morph"],
        ),
    ),
    keyword_predicate(
        "disguise",
        rules=("702.168a", "702.168b", "702.168d", "708.4"),
        rows=(),
        commentary="Disguise [cost] (2024): as morph, but the face-down 2/2 has ward {2}; cast face down for {3}, "
        "an alternative cost, mana value 0; turned face up for [cost] as a special action. Cases hand-written from "
        "CR 702.168 (no ruling in the corpus, which ends in 2018-10).",
        cases=(
            cr(
                "Bubble Smuggler cast face down with disguise: {3}, mana value 0; face up later for {5}{U}",
                lambda: values("Bubble Smuggler", ("total_cost", "mana_value", "face_up_cost"), cast="disguise"),
                ("{3}", 0, "{5}{U}"),
                "702.168a",
                "702.168d",
            ),
            cr(
                "Bubble Smuggler face down with Sphere of Resistance: {4}; the disguise cost is unchanged",
                lambda: values(
                    "Bubble Smuggler",
                    ("total_cost", "face_up_cost"),
                    cast="disguise",
                    battlefield=["Sphere of Resistance"],
                ),
                ("{4}", "{5}{U}"),
                "702.168b",
                "702.168d",
            ),
            cr(
                'Bubble Smuggler can\'t be cast face down "without paying its mana cost"',
                lambda: answer("Bubble Smuggler", cast=[WITHOUT_PAYING, "disguise"]),
                raises("118.9a"),
                "118.9a",
            ),
            cr(
                "Lightning Bolt has no disguise: it can't be cast face down",
                lambda: answer("Lightning Bolt", cast="disguise"),
                raises("702.168a"),
                "702.168a",
            ),
        ),
    ),
    keyword_predicate(
        "prototype",
        rules=("702.160a", "718.2", "718.3", "718.3b", "718.4"),
        rows=(),
        commentary="Prototype [cost] — P/T (2022): cast prototyped, the spell has the prototype's mana cost, "
        "colours, power and toughness; that isn't an alternative cost, so the spell may still be cast without paying "
        "its mana cost; its mana value on the stack is the prototype cost's. Cases hand-written from CR 702.160 "
        "and 718 (no ruling in the corpus).",
        cases=(
            cr(
                "Phyrexian Fleshgorger prototyped: {1}{B}{B}, mana value 3",
                lambda: values("Phyrexian Fleshgorger", ("total_cost", "mana_value"), prototyped=True),
                ("{1}{B}{B}", 3),
                "718.3b",
            ),
            cr(
                "Phyrexian Fleshgorger cast normally: {7}, mana value 7",
                lambda: values("Phyrexian Fleshgorger", ("total_cost", "mana_value")),
                ("{7}", 7),
                "718.4",
            ),
            cr(
                "Phyrexian Fleshgorger prototyped with Sphere of Resistance: {2}{B}{B}",
                lambda: total("Phyrexian Fleshgorger", prototyped=True, battlefield=["Sphere of Resistance"]),
                "{2}{B}{B}",
                "718.3b",
                "601.2f",
            ),
            cr(
                "Phyrexian Fleshgorger prototyped without paying its mana cost: nothing to pay, mana value 3 "
                "(prototype is no alternative cost)",
                lambda: values(
                    "Phyrexian Fleshgorger", ("total_cost", "mana_value"), prototyped=True, cast=WITHOUT_PAYING
                ),
                ("{0}", 3),
                "702.160a",
                "718.3b",
                "118.9a",
            ),
            cr(
                "Lightning Bolt has no prototype",
                lambda: answer("Lightning Bolt", prototyped=True),
                raises("702.160a"),
                "702.160a",
            ),
        ),
    ),
    keyword_predicate(
        "impending",
        rules=("702.176a", "118.9a", "118.9c"),
        rows=(),
        commentary="Impending N—[cost] (2024): pay [cost] rather than the mana cost; the permanent enters with N "
        "time counters and isn't a creature while it has one, but the spell is still a creature spell. Cases "
        "hand-written from CR 702.176a.",
        cases=(
            *_common("impending", "702.176a", "Overlord of the Mistmoors", "{2}{W}{W}", 7, more="{3}{W}{W}"),
            cr(
                "Overlord of the Mistmoors for its impending cost with Heartless Summoning: still a creature spell on "
                "the stack, {2} less: {W}{W}",
                lambda: total("Overlord of the Mistmoors", cast="impending", battlefield=["Heartless Summoning"]),
                "{W}{W}",
                "702.176a",
                "118.7a",
            ),
        ),
    ),
    keyword_predicate(
        "harmonize",
        rules=("702.180a", "702.180b", "118.7a"),
        rows=(),
        commentary="Harmonize [cost] (2025): cast from a graveyard for [cost], tapping up to one untapped creature; "
        "the total cost is reduced by its power, generic mana only. Cases hand-written from CR 702.180.",
        cases=(
            *_common("harmonize", "702.180a", "Winternight Stories", "{4}{U}", 3, more="{5}{U}"),
            cr(
                "Winternight Stories harmonized tapping a creature of power 3: {1}{U}",
                lambda: total("Winternight Stories", cast="harmonize", tapped_creature_power=3),
                "{1}{U}",
                "702.180a",
            ),
            cr(
                "tapping a creature of power 7 reduces only the generic mana: {U}",
                lambda: total("Winternight Stories", cast="harmonize", tapped_creature_power=7),
                "{U}",
                "702.180a",
                "118.7a",
            ),
            cr(
                "harmonize casts from a graveyard, not from a hand",
                lambda: answer("Winternight Stories", cast="harmonize", zone="hand"),
                raises("702.180a"),
                "702.180a",
            ),
            cr(
                "a creature tapped for a spell cast for its mana cost reduces nothing: refused",
                lambda: answer("Winternight Stories", tapped_creature_power=3),
                raises("702.180a"),
                "702.180a",
            ),
        ),
    ),
    keyword_predicate(
        "freerunning",
        rules=("702.173a", "118.9a"),
        rows=(),
        commentary="Freerunning [cost] (2024): pay [cost] rather than the mana cost if a player was dealt combat "
        "damage this turn by an Assassin or a commander you controlled. Cases hand-written from CR 702.173a.",
        cases=(
            *_common("freerunning", "702.173a", "Overpowering Attack", "{2}{R}", 5, more="{3}{R}"),
            cr(
                "no combat damage by an Assassin or a commander this turn: no freerunning",
                lambda: answer("Overpowering Attack", cast="freerunning", combat_damage_dealt=False),
                raises("702.173a"),
                "702.173a",
            ),
        ),
    ),
    keyword_predicate(
        "warp",
        rules=("702.185a", "118.9a"),
        rows=(),
        commentary="Warp [cost] (2025): cast from a hand for [cost]; the permanent is exiled at the next end step "
        "and may be cast from exile later, for its mana cost. Cases hand-written from CR 702.185a.",
        cases=(
            *_common("warp", "702.185a", "Exalted Sunborn", "{1}{W}", 5, more="{2}{W}"),
            cr(
                "warp casts from a hand: an Exalted Sunborn exiled by its warp can't be warped again",
                lambda: answer("Exalted Sunborn", cast="warp", zone="exile"),
                raises("702.185a"),
                "702.185a",
            ),
            cr(
                "the warped card is cast from exile later for its mana cost: {3}{W}{W}",
                lambda: values("Exalted Sunborn", ("total_cost", "zone"), zone="exile"),
                ("{3}{W}{W}", "exile"),
                "702.185a",
                "601.3",
            ),
        ),
    ),
    keyword_predicate(
        "mayhem",
        rules=("702.187a", "702.187b", "702.187c", "118.9a"),
        rows=(),
        commentary="Mayhem [cost] (2025): cast from a graveyard for [cost] the turn you discarded it. Cases "
        "hand-written from CR 702.187.",
        cases=(
            *_common("mayhem", "702.187b", "Sandman's Quicksand", "{3}{B}", 3, more="{4}{B}"),
            *RESOURCE_CASES["mayhem"],
            cr(
                "not discarded this turn: no mayhem",
                lambda: answer("Sandman's Quicksand", cast="mayhem", discarded=False),
                raises("702.187b"),
                "702.187b",
            ),
            cr(
                "mayhem casts from a graveyard, not from a hand",
                lambda: answer("Sandman's Quicksand", cast="mayhem", zone="hand"),
                raises("702.187b"),
                "702.187a",
                "702.187b",
            ),
        ),
    ),
    keyword_predicate(
        "web-slinging",
        rules=("702.188a", "118.9a", "601.2h"),
        rows=(),
        commentary="Web-slinging [cost] (2025): pay [cost] and return a tapped creature you control to its owner's "
        "hand rather than the mana cost. Cases hand-written from CR 702.188a.",
        cases=(
            *_common("web-slinging", "702.188a", "Spider-Man, Web-Slinger", "{W}", 3, more="{1}{W}"),
            *RESOURCE_CASES["web-slinging"],
            cr(
                "Spider-Man, Web-Slinger web-slung with Heartless Summoning: {2} less takes no coloured mana: {W}",
                lambda: total("Spider-Man, Web-Slinger", cast="web-slinging", battlefield=["Heartless Summoning"]),
                "{W}",
                "702.188a",
                "118.7a",
            ),
        ),
    ),
)
