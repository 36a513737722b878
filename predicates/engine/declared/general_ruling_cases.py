"""Cases for the additional-cost keywords that no ruling of the corpus names (casualty, bargain, squad, offspring and
gift were printed after MTGJSON v3's last set, 2018-10; the five Patrons' rulings don't speak of offering's cost),
from the corpus's general rulings about every additional cost, each applied to a card with the keyword: Spell
Blast's (2013-07-01: additional costs and cost reductions don't change the mana value) and the rulings printed on
the cards that cast spells "without paying their mana cost" (Epic Experiment's, Hellcarver Demon's: additional costs
may still be paid). Each case names the card its ruling is printed on, as other_cards_rows.py does; the answers
were written from the ruling and the keyword's rule before the engine was run on them (2026-12-02).
"""

from ..spell_cost import WITHOUT_PAYING
from .chosen_cases import ruled
from .cost_cases import values
from .cost_ruling_texts import SPELL_BLAST_MANA_VALUE, WITHOUT_PAYING_FREE_KICKED, WITHOUT_PAYING_FREE_KICKED_11

TOTAL_AND_VALUE = ("total_cost", "mana_value")


def _blast(title, name, expected, **situation):
    run = lambda: values(name, TOTAL_AND_VALUE, **situation)  # noqa: E731
    return ruled(title, run, expected, SPELL_BLAST_MANA_VALUE, "Spell Blast", "2013-07-01")


def _free(title, name, expected, ruling, card, date, **situation):
    run = lambda: values(name, "total_cost", cast=WITHOUT_PAYING, **situation)  # noqa: E731
    return ruled(title, run, expected, ruling, card, date)


def _experiment(title, name, expected, **situation):
    return _free(title, name, expected, WITHOUT_PAYING_FREE_KICKED, "Epic Experiment", "2012-10-01", **situation)


def _hellcarver(title, name, expected, **situation):
    return _free(title, name, expected, WITHOUT_PAYING_FREE_KICKED_11, "Hellcarver Demon", "2010-06-15", **situation)


GENERAL_CASES = {
    "squad": (
        _blast(
            "Ultramarines Honour Guard with squad paid twice: {7}{W}, its mana value still 4",
            "Ultramarines Honour Guard",
            ("{7}{W}", 4),
            additional=["squad", "squad"],
        ),
        _hellcarver(
            "Ultramarines Honour Guard cast without paying its mana cost, squad paid twice: the optional additional "
            "costs alone, {4}",
            "Ultramarines Honour Guard",
            "{4}",
            additional=["squad", "squad"],
        ),
    ),
    "offspring": (
        _blast(
            "Warren Warleader with offspring paid: {4}{W}{W}, its mana value still 4",
            "Warren Warleader",
            ("{4}{W}{W}", 4),
            additional=["offspring"],
        ),
        _hellcarver(
            "Warren Warleader cast without paying its mana cost, offspring paid: {2}",
            "Warren Warleader",
            "{2}",
            additional=["offspring"],
        ),
    ),
    "bargain": (
        _blast(
            "Beseech the Mirror bargained: {1}{B}{B}{B}, its mana value still 4",
            "Beseech the Mirror",
            ("{1}{B}{B}{B}", 4),
            additional=["bargain"],
        ),
        _experiment(
            "Beseech the Mirror cast without paying its mana cost and bargained: a sacrifice, no mana, {0}",
            "Beseech the Mirror",
            "{0}",
            additional=["bargain"],
        ),
    ),
    "casualty": (
        _experiment(
            "Cut Your Losses cast without paying its mana cost, casualty paid: a sacrifice, no mana, {0}",
            "Cut Your Losses",
            "{0}",
            additional=["casualty"],
        ),
    ),
    "gift": (
        _experiment(
            "Into the Flood Maw cast without paying its mana cost, its gift promised: no mana, {0}",
            "Into the Flood Maw",
            "{0}",
            additional=["gift"],
        ),
    ),
    "offering": (
        _blast(
            "Patron of the Orochi offering a {1}{G} Snake: {5}{G}, its mana value still 8",
            "Patron of the Orochi",
            ("{5}{G}", 8),
            additional=["offering"],
            sacrificed_mana_cost="{1}{G}",
        ),
        _experiment(
            "Patron of the Orochi cast without paying its mana cost, offering a {1}{G} Snake: nothing left to "
            "reduce, {0}",
            "Patron of the Orochi",
            "{0}",
            additional=["offering"],
            sacrificed_mana_cost="{1}{G}",
        ),
    ),
}
