"""Cases from the fourth never-tuned batch of judges' questions (judge_cost_questions_never_tuned_4.json, helper
costs12, 2026-12-02): what the engine got wrong there, each kept with the ruling or the rule that settles it.

- "Historic spells" (Jhoira's Familiar): legendary, an artifact or a Saga (700.6).
- "Your commander costs {1} less to cast for each time it's been cast from the command zone" (Myth Unbound): after
  the commander tax, and from any zone.
- A commander cast from a hand pays no tax (903.8): it was refused before.
- "You may cast [it] from your graveyard by paying [cost] rather than paying its mana cost" (Worldheart Phoenix,
  Scourge of Nel Toth): the card's own alternative cost, from a graveyard only (601.3).
- X of a non-mana additional cost ("discard X cards") is chosen even cast without paying the mana cost; "X can't be
  0" (Mind Grind) refuses a cast that makes X 0 (107.3b).

The rulings are quoted as MTGJSON v3 prints them.
"""

from ..registry import Case
from .cost_cases import raises, values
from .cost_ruling_texts import (
    ELIMINATE_X,
    JHOIRA_HISTORIC,
    MIND_GRIND_FREE,
    MYTH_UNBOUND_AFTER_TAX,
    MYTH_UNBOUND_ANY_ZONE,
    NAHIRIS_WRATH_X,
    TOXIC_DELUGE_X,
)
from .judge_cases import refused, total

JUDGE4_CASES = {
    "cost_changes": (
        Case(
            "Karn, Scion of Urza (a legendary planeswalker spell) with Jhoira's Familiar: historic, {3}",
            lambda: total("Karn, Scion of Urza", battlefield=["Jhoira's Familiar"]),
            "{3}",
            ruling=JHOIRA_HISTORIC,
            card="Jhoira's Familiar",
            date="2018-04-27",
        ),
        Case(
            "History of Benalia (a Saga) with Jhoira's Familiar and Thalia: {1} more, {1} less: {1}{W}{W}",
            lambda: total("History of Benalia", battlefield=["Jhoira's Familiar", "Thalia, Guardian of Thraben"]),
            "{1}{W}{W}",
            ruling=JHOIRA_HISTORIC,
            card="Jhoira's Familiar",
            date="2018-04-27",
        ),
        Case(
            "Atraxa (legendary, so historic) with two Jhoira's Familiars: {G}{W}{U}{B} has no generic mana "
            "to reduce, so neither takes anything",
            lambda: total("Atraxa, Praetors' Voice", battlefield=["Jhoira's Familiar", "Jhoira's Familiar"]),
            "{G}{W}{U}{B}",
            ruling=JHOIRA_HISTORIC,
            card="Jhoira's Familiar",
            date="2018-04-27",
        ),
        Case(
            "Astral Cornucopia (an artifact) X = 2 with Jhoira's Familiar: {6} - {1} = {5}",
            lambda: total("Astral Cornucopia", x=2, battlefield=["Jhoira's Familiar"]),
            "{5}",
            rules=("700.6", "601.2f"),
        ),
        Case(
            "Grizzly Bears isn't historic: Jhoira's Familiar leaves it at {1}{G}",
            lambda: total("Grizzly Bears", battlefield=["Jhoira's Familiar"]),
            "{1}{G}",
            rules=("700.6", "601.2f"),
        ),
        Case(
            "Atraxa cast a third time from the command zone with Myth Unbound: tax {4}, then {2} less: {2}{G}{W}{U}{B}",
            lambda: total(
                "Atraxa, Praetors' Voice", zone="command zone", commander_casts=2, battlefield=["Myth Unbound"]
            ),
            "{2}{G}{W}{U}{B}",
            ruling=MYTH_UNBOUND_AFTER_TAX,
            card="Myth Unbound",
            date="2018-07-13",
        ),
        Case(
            "Tymna the Weaver cast from a hand after two casts from the command zone, Myth Unbound out: no tax, "
            "{2} less: {W}{B}",
            lambda: total("Tymna the Weaver", zone="hand", commander_casts=2, battlefield=["Myth Unbound"]),
            "{W}{B}",
            ruling=MYTH_UNBOUND_ANY_ZONE,
            card="Myth Unbound",
            date="2018-07-13",
        ),
        Case(
            "Myth Unbound reduces only a commander: Lightning Bolt stays {R}",
            lambda: total("Lightning Bolt", battlefield=["Myth Unbound"]),
            "{R}",
            rules=("903.8", "601.2f"),
        ),
    ),
    "without_paying": (
        Case(
            "Nahiri's Wrath cast without paying its mana cost, X = 2: the discard is still chosen, {0}, mana value 3",
            lambda: values("Nahiri's Wrath", ("total_cost", "mana_value"), cast="without paying its mana cost", x=2),
            ("{0}", 3),
            ruling=NAHIRIS_WRATH_X,
            card="Nahiri's Wrath",
            date="2016-07-13",
        ),
        Case(
            "Eliminate the Competition cast without paying its mana cost, X = 3: {0}",
            lambda: total("Eliminate the Competition", cast="without paying its mana cost", x=3),
            "{0}",
            ruling=ELIMINATE_X,
            card="Eliminate the Competition",
            date="2016-09-20",
        ),
        Case(
            "Toxic Deluge cast without paying its mana cost, X = 4: {0} (the life is no mana)",
            lambda: total("Toxic Deluge", cast="without paying its mana cost", x=4),
            "{0}",
            ruling=TOXIC_DELUGE_X,
            card="Toxic Deluge",
            date="2016-06-08",
        ),
        Case(
            "Mind Grind can't be cast without paying its mana cost: X would be 0, and it can't be",
            refused("Mind Grind", cast="without paying its mana cost"),
            raises("107.3b"),
            ruling=MIND_GRIND_FREE,
            card="Mind Grind",
            date="2013-01-24",
        ),
        Case(
            'Mind Grind with X = 0 announced is refused ("X can\'t be 0")',
            refused("Mind Grind", x=0),
            raises("601.2b"),
            ruling=MIND_GRIND_FREE,
            card="Mind Grind",
            date="2013-01-24",
        ),
        Case(
            "Mind Grind with X = 3: {3}{U}{B}",
            lambda: total("Mind Grind", x=3),
            "{3}{U}{B}",
            rules=("107.3a", "601.2b"),
        ),
    ),
    "printed_alternative_cost": (
        Case(
            "Worldheart Phoenix cast from a graveyard for its own {W}{U}{B}{R}{G}: mana value still 4",
            lambda: values(
                "Worldheart Phoenix", ("total_cost", "mana_value", "zone"), cast="alternative cost", zone="graveyard"
            ),
            ("{W}{U}{B}{R}{G}", 4, "graveyard"),
            rules=("118.9a", "118.9c", "601.3"),
        ),
        Case(
            "Worldheart Phoenix's alternative cost, no zone given: the graveyard its text names is assumed",
            lambda: values("Worldheart Phoenix", "zone", cast="alternative cost"),
            "graveyard",
            rules=("601.3",),
        ),
        Case(
            "Worldheart Phoenix in a hand can't be cast for the cost its text allows from a graveyard",
            refused("Worldheart Phoenix", cast="alternative cost", zone="hand"),
            raises("601.3"),
            rules=("601.3",),
        ),
        Case(
            "Scourge of Nel Toth from a graveyard: {B}{B} (and two creatures sacrificed), mana value 7",
            lambda: values("Scourge of Nel Toth", ("total_cost", "mana_value"), cast="alternative cost"),
            ("{B}{B}", 7),
            rules=("118.9a", "118.9c", "601.3"),
        ),
    ),
}
