"""Alternative costs proven by their rulings: surge, awaken, bestow, miracle, emerge (118.9, 601.2f)."""

from .cost_cases import raises
from .cost_ruling_texts import (
    AWAKEN_COST,
    BESTOW_ALTERNATIVE,
    EMERGE_COLORED,
    EMERGE_GREATER,
    EMERGE_MANA_VALUE,
    EMERGE_ZERO,
    MIRACLE_ALTERNATIVE,
    MIRACLE_TOTAL,
    SURGE_MANA_COST,
)

# (template, card, ruling date, ruling, expected[, options]): cost_cases.TEMPLATES says what each asks.
SURGE = (
    ("alternative", "Boulder Salvo", "2016-01-22", SURGE_MANA_COST, ("{1}{R}", 5)),
    ("alternative", "Comparative Analysis", "2016-01-22", SURGE_MANA_COST, ("{2}{U}", 4)),
    ("alternative", "Containment Membrane", "2016-01-22", SURGE_MANA_COST, ("{U}", 3)),
    ("alternative", "Crush of Tentacles", "2016-01-22", SURGE_MANA_COST, ("{3}{U}{U}", 6)),
    ("alternative", "Goblin Freerunner", "2016-01-22", SURGE_MANA_COST, ("{1}{R}", 4)),
    ("alternative", "Grip of the Roil", "2016-01-22", SURGE_MANA_COST, ("{1}{U}", 3)),
    ("alternative", "Jwar Isle Avenger", "2016-01-22", SURGE_MANA_COST, ("{2}{U}", 5)),
    ("alternative", "Overwhelming Denial", "2016-01-22", SURGE_MANA_COST, ("{U}{U}", 4)),
    ("alternative", "Reckless Bushwhacker", "2016-01-22", SURGE_MANA_COST, ("{1}{R}", 3)),
    ("alternative", "Tyrant of Valakut", "2016-01-22", SURGE_MANA_COST, ("{3}{R}{R}", 7)),
)

# (template, card, ruling date, ruling, expected[, options]): cost_cases.TEMPLATES says what each asks.
AWAKEN = (
    ("awaken_or_not", "Boiling Earth", "2015-08-25", AWAKEN_COST, ("{1}{R}", "{6}{R}")),
    ("awaken_or_not", "Clutch of Currents", "2015-08-25", AWAKEN_COST, ("{U}", "{4}{U}")),
    ("awaken_or_not", "Coastal Discovery", "2015-08-25", AWAKEN_COST, ("{3}{U}", "{5}{U}")),
    ("awaken_or_not", "Earthen Arms", "2015-08-25", AWAKEN_COST, ("{1}{G}", "{6}{G}")),
    ("awaken_or_not", "Encircling Fissure", "2015-08-25", AWAKEN_COST, ("{2}{W}", "{4}{W}")),
    ("awaken_or_not", "Mire's Malice", "2015-08-25", AWAKEN_COST, ("{3}{B}", "{5}{B}")),
    ("awaken_or_not", "Ondu Rising", "2015-08-25", AWAKEN_COST, ("{1}{W}", "{4}{W}")),
    ("awaken_or_not", "Part the Waterveil", "2015-08-25", AWAKEN_COST, ("{4}{U}{U}", "{6}{U}{U}{U}")),
    ("awaken_or_not", "Planar Outburst", "2015-08-25", AWAKEN_COST, ("{3}{W}{W}", "{5}{W}{W}{W}")),
    ("awaken_or_not", "Rising Miasma", "2015-08-25", AWAKEN_COST, ("{3}{B}", "{5}{B}{B}")),
    ("awaken_or_not", "Roil Spout", "2015-08-25", AWAKEN_COST, ("{1}{W}{U}", "{4}{W}{U}")),
    ("awaken_or_not", "Ruinous Path", "2015-08-25", AWAKEN_COST, ("{1}{B}{B}", "{5}{B}{B}")),
    ("awaken_or_not", "Rush of Ice", "2015-08-25", AWAKEN_COST, ("{U}", "{4}{U}")),
    ("awaken_or_not", "Scatter to the Winds", "2015-08-25", AWAKEN_COST, ("{1}{U}{U}", "{4}{U}{U}")),
    ("awaken_or_not", "Sheer Drop", "2015-08-25", AWAKEN_COST, ("{2}{W}", "{5}{W}")),
)

# (template, card, ruling date, ruling, expected[, options]): cost_cases.TEMPLATES says what each asks.
BESTOW = (
    ("not_with_free", "Boon Satyr", "2018-07-13", BESTOW_ALTERNATIVE, raises("118.9a")),
    ("not_with_free", "Celestial Archon", "2018-07-13", BESTOW_ALTERNATIVE, raises("118.9a")),
    ("not_with_free", "Kestia, the Cultivator", "2018-07-13", BESTOW_ALTERNATIVE, raises("118.9a")),
)

# (template, card, ruling date, ruling, expected[, options]): cost_cases.TEMPLATES says what each asks.
MIRACLE = (
    ("alternative_more_less", "Banishing Stroke", "2018-07-13", MIRACLE_TOTAL, ("{W}", 6)),
    ("alternative_more_less", "Devastation Tide", "2018-07-13", MIRACLE_TOTAL, ("{1}{U}", 5)),
    ("alternative_more_less", "Terminus", "2018-07-13", MIRACLE_TOTAL, ("{W}", 6)),
    ("not_with_free", "Banishing Stroke", "2018-07-13", MIRACLE_ALTERNATIVE, raises("118.9a")),
    ("not_with_free", "Devastation Tide", "2018-07-13", MIRACLE_ALTERNATIVE, raises("118.9a")),
    ("not_with_free", "Terminus", "2018-07-13", MIRACLE_ALTERNATIVE, raises("118.9a")),
)

# (template, card, ruling date, ruling, expected[, options]): cost_cases.TEMPLATES says what each asks.
EMERGE = (
    ("emerge_sacrificing", "Abundant Maw", "2016-07-13", EMERGE_COLORED, ("{B}", 8), {"mv": 20}),
    ("emerge_sacrificing", "Decimator of the Provinces", "2016-07-13", EMERGE_COLORED, ("{G}{G}{G}", 10), {"mv": 20}),
    ("emerge_sacrificing", "Distended Mindbender", "2016-07-13", EMERGE_COLORED, ("{B}{B}", 8), {"mv": 20}),
    ("emerge_sacrificing", "Drownyard Behemoth", "2016-07-13", EMERGE_COLORED, ("{U}", 9), {"mv": 20}),
    ("emerge_sacrificing", "Elder Deep-Fiend", "2016-07-13", EMERGE_COLORED, ("{U}{U}", 8), {"mv": 20}),
    ("emerge_sacrificing", "It of the Horrid Swarm", "2016-07-13", EMERGE_COLORED, ("{G}", 8), {"mv": 20}),
    ("emerge_sacrificing", "Lashweed Lurker", "2016-07-13", EMERGE_COLORED, ("{G}{U}", 8), {"mv": 20}),
    ("emerge_sacrificing", "Mockery of Nature", "2016-07-13", EMERGE_COLORED, ("{G}", 9), {"mv": 20}),
    ("emerge_sacrificing", "Vexing Scuttler", "2016-07-13", EMERGE_COLORED, ("{U}", 8), {"mv": 20}),
    ("emerge_sacrificing", "Wretched Gryff", "2016-07-13", EMERGE_COLORED, ("{U}", 7), {"mv": 20}),
    ("emerge_sacrificing", "Abundant Maw", "2016-07-13", EMERGE_ZERO, ("{6}{B}", 8), {"mv": 0}),
    ("emerge_sacrificing", "Decimator of the Provinces", "2016-07-13", EMERGE_ZERO, ("{6}{G}{G}{G}", 10), {"mv": 0}),
    ("emerge_sacrificing", "Distended Mindbender", "2016-07-13", EMERGE_ZERO, ("{5}{B}{B}", 8), {"mv": 0}),
    ("emerge_sacrificing", "Drownyard Behemoth", "2016-07-13", EMERGE_ZERO, ("{7}{U}", 9), {"mv": 0}),
    ("emerge_sacrificing", "Elder Deep-Fiend", "2016-07-13", EMERGE_ZERO, ("{5}{U}{U}", 8), {"mv": 0}),
    ("emerge_sacrificing", "It of the Horrid Swarm", "2016-07-13", EMERGE_ZERO, ("{6}{G}", 8), {"mv": 0}),
    ("emerge_sacrificing", "Lashweed Lurker", "2016-07-13", EMERGE_ZERO, ("{5}{G}{U}", 8), {"mv": 0}),
    ("emerge_sacrificing", "Mockery of Nature", "2016-07-13", EMERGE_ZERO, ("{7}{G}", 9), {"mv": 0}),
    ("emerge_sacrificing", "Vexing Scuttler", "2016-07-13", EMERGE_ZERO, ("{6}{U}", 8), {"mv": 0}),
    ("emerge_sacrificing", "Wretched Gryff", "2016-07-13", EMERGE_ZERO, ("{5}{U}", 7), {"mv": 0}),
    ("emerge_sacrificing", "Abundant Maw", "2016-07-13", EMERGE_GREATER, ("{B}", 8), {"mv": 7}),
    ("emerge_sacrificing", "Decimator of the Provinces", "2016-07-13", EMERGE_GREATER, ("{G}{G}{G}", 10), {"mv": 9}),
    ("emerge_sacrificing", "Distended Mindbender", "2016-07-13", EMERGE_GREATER, ("{B}{B}", 8), {"mv": 7}),
    ("emerge_sacrificing", "Drownyard Behemoth", "2016-07-13", EMERGE_GREATER, ("{U}", 9), {"mv": 8}),
    ("emerge_sacrificing", "Elder Deep-Fiend", "2016-07-13", EMERGE_GREATER, ("{U}{U}", 8), {"mv": 7}),
    ("emerge_sacrificing", "It of the Horrid Swarm", "2016-07-13", EMERGE_GREATER, ("{G}", 8), {"mv": 7}),
    ("emerge_sacrificing", "Lashweed Lurker", "2016-07-13", EMERGE_GREATER, ("{G}{U}", 8), {"mv": 7}),
    ("emerge_sacrificing", "Mockery of Nature", "2016-07-13", EMERGE_GREATER, ("{G}", 9), {"mv": 8}),
    ("emerge_sacrificing", "Vexing Scuttler", "2016-07-13", EMERGE_GREATER, ("{U}", 8), {"mv": 7}),
    ("emerge_sacrificing", "Wretched Gryff", "2016-07-13", EMERGE_GREATER, ("{U}", 7), {"mv": 6}),
    ("emerge_sacrificing", "Abundant Maw", "2016-07-13", EMERGE_MANA_VALUE, ("{3}{B}", 8), {"mv": 3}),
    (
        "emerge_sacrificing",
        "Decimator of the Provinces",
        "2016-07-13",
        EMERGE_MANA_VALUE,
        ("{3}{G}{G}{G}", 10),
        {"mv": 3},
    ),
    ("emerge_sacrificing", "Distended Mindbender", "2016-07-13", EMERGE_MANA_VALUE, ("{2}{B}{B}", 8), {"mv": 3}),
    ("emerge_sacrificing", "Drownyard Behemoth", "2016-07-13", EMERGE_MANA_VALUE, ("{4}{U}", 9), {"mv": 3}),
    ("emerge_sacrificing", "Elder Deep-Fiend", "2016-07-13", EMERGE_MANA_VALUE, ("{2}{U}{U}", 8), {"mv": 3}),
    ("emerge_sacrificing", "It of the Horrid Swarm", "2016-07-13", EMERGE_MANA_VALUE, ("{3}{G}", 8), {"mv": 3}),
    ("emerge_sacrificing", "Lashweed Lurker", "2016-07-13", EMERGE_MANA_VALUE, ("{2}{G}{U}", 8), {"mv": 3}),
    ("emerge_sacrificing", "Mockery of Nature", "2016-07-13", EMERGE_MANA_VALUE, ("{4}{G}", 9), {"mv": 3}),
    ("emerge_sacrificing", "Vexing Scuttler", "2016-07-13", EMERGE_MANA_VALUE, ("{3}{U}", 8), {"mv": 3}),
    ("emerge_sacrificing", "Wretched Gryff", "2016-07-13", EMERGE_MANA_VALUE, ("{2}{U}", 7), {"mv": 3}),
)
