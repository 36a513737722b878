"""Where a card is cast from and what its way of casting asks of the turn (casting.py), as cases of the keywords'
predicates: the engine refuses a way of casting when the card isn't in the zone that way casts from, or when the
turn doesn't meet its condition. Reasoned from the CR of 2025-11-14; each case names its rules.
"""

from ..registry import Case
from .cost_cases import answer, raises, values


def _refused(title, rule, name, **situation):
    return Case(title, lambda: answer(name, **situation), raises(rule), rules=(rule,))


def _answers(title, rules, name, fields, expected, **situation):
    return Case(title, lambda: values(name, fields, **situation), expected, rules=rules)


ZONE_CASES = {
    "madness": (
        _answers(
            "Alms of the Vein cast for madness: cast from exile, where the discarded card went",
            ("702.35a",),
            "Alms of the Vein",
            ("total_cost", "zone"),
            ("{B}", "exile"),
            cast="madness",
        ),
        _refused(
            "a madness card in a graveyard can't be cast for its madness cost",
            "702.35a",
            "Alms of the Vein",
            cast="madness",
            zone="graveyard",
        ),
        _refused(
            "a madness card in a hand, not being discarded, can't be cast for its madness cost",
            "702.35a",
            "Alms of the Vein",
            cast="madness",
            zone="hand",
        ),
        _refused(
            "madness only as the card is discarded",
            "702.35a",
            "Alms of the Vein",
            cast="madness",
            discarded=False,
        ),
    ),
    "flashback": (
        _refused(
            "Think Twice in a hand can't be cast for its flashback cost",
            "702.34a",
            "Think Twice",
            cast="flashback",
            zone="hand",
        ),
    ),
    "escape": (
        _refused(
            "Uro in a hand can't escape",
            "702.138a",
            "Uro, Titan of Nature's Wrath",
            cast="escape",
            zone="hand",
        ),
        _answers(
            "Uro escapes from a graveyard: {G}{G}{U}{U}",
            ("702.138a",),
            "Uro, Titan of Nature's Wrath",
            ("total_cost", "zone"),
            ("{G}{G}{U}{U}", "graveyard"),
            cast="escape",
            zone="graveyard",
        ),
    ),
    "disturb": (
        _refused(
            "Lunarch Veteran in a hand can't be cast for its disturb cost",
            "702.146a",
            "Lunarch Veteran",
            cast="disturb",
            zone="hand",
        ),
    ),
    "foretell": (
        _refused(
            "Saw It Coming in a hand (not foretold) can't be cast for its foretell cost",
            "702.143a",
            "Saw It Coming",
            cast="foretell",
            zone="hand",
        ),
        _refused(
            "a card foretold this turn can't be cast for its foretell cost until the turn has ended",
            "702.143a",
            "Saw It Coming",
            cast="foretell",
            foretold_this_turn=True,
        ),
        _answers(
            "foretold on an earlier turn: Saw It Coming for {1}{U}, from exile",
            ("702.143a",),
            "Saw It Coming",
            ("total_cost", "zone"),
            ("{1}{U}", "exile"),
            cast="foretell",
            foretold_this_turn=False,
        ),
    ),
    "miracle": (
        _refused(
            "a miracle is cast as it is drawn, from a hand: Banishing Stroke in a graveyard can't be",
            "702.94a",
            "Banishing Stroke",
            cast="miracle",
            zone="graveyard",
        ),
    ),
    "spectacle": (
        _refused(
            "no opponent lost life this turn: no spectacle",
            "702.137a",
            "Light Up the Stage",
            cast="spectacle",
            opponent_lost_life=False,
        ),
        _answers(
            "an opponent lost life this turn: Light Up the Stage for {R}",
            ("702.137a",),
            "Light Up the Stage",
            "total_cost",
            "{R}",
            cast="spectacle",
            opponent_lost_life=True,
        ),
    ),
    "surge": (
        _refused(
            "no other spell cast this turn: no surge",
            "702.117a",
            "Boulder Salvo",
            cast="surge",
            another_spell_cast=False,
        ),
    ),
    "prowl": (
        _refused(
            "no combat damage by a Goblin or a Rogue this turn: no prowl",
            "702.76a",
            "Auntie's Snitch",
            cast="prowl",
            combat_damage_dealt=False,
        ),
    ),
    "dash": (
        _answers(
            "dash names no zone nor condition: Alesha's Vanguard dashed from a graveyard (an effect allowing it) "
            "still costs {2}{B}",
            ("702.109a", "601.3"),
            "Alesha's Vanguard",
            ("total_cost", "zone"),
            ("{2}{B}", "graveyard"),
            cast="dash",
            zone="graveyard",
        ),
        _refused(
            "dash asks no opponent to have lost life",
            "702.137a",
            "Alesha's Vanguard",
            cast="dash",
            opponent_lost_life=True,
        ),
    ),
    "retrace": (
        _refused(
            "retrace casts from a graveyard, not from a hand",
            "702.81a",
            "Call the Skybreaker",
            additional=["retrace"],
            zone="hand",
        ),
    ),
    "jump-start": (
        _refused(
            "jump-start casts from a graveyard, not from a hand",
            "702.133a",
            "Beacon Bolt",
            additional=["jump-start"],
            zone="hand",
        ),
    ),
    "commander_tax": (
        # Refused before 2026-12-02 (costs12): the cast is legal, it just pays no tax (903.8; Myth Unbound's ruling
        # of 2018-07-13 speaks of a commander cast from a zone other than the command zone).
        _answers(
            "the commander tax is for casts from the command zone: Tymna cast from a hand after a cast from the "
            "command zone pays none, {1}{W}{B}",
            ("903.8",),
            "Tymna the Weaver",
            ("total_cost", "zone"),
            ("{1}{W}{B}", "hand"),
            commander_casts=1,
            zone="hand",
        ),
    ),
    "fuse": (
        _refused(
            "both halves of Turn // Burn can be cast (fused) only from a hand",
            "702.102a",
            "Turn // Burn",
            named="Turn // Burn",
            zone="graveyard",
        ),
    ),
    "aftermath": (
        _refused(
            "Dawn, the aftermath half of Dusk // Dawn, can't be cast from a hand",
            "702.127a",
            "Dusk // Dawn",
            named="Dawn",
            zone="hand",
        ),
        _answers(
            "Dawn is cast from a graveyard: {3}{W}{W}",
            ("702.127a",),
            "Dusk // Dawn",
            ("total_cost", "zone"),
            ("{3}{W}{W}", "graveyard"),
            named="Dawn",
        ),
        _answers(
            "Dusk, the other half, is cast from a hand as usual",
            ("709.3a",),
            "Dusk // Dawn",
            ("total_cost", "zone"),
            ("{2}{W}{W}", "hand"),
            named="Dusk",
        ),
    ),
}
