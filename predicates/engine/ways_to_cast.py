"""The way of casting a request names (`cast`), and the alternative costs a permanent gives the spells its
controller casts. Rules: CR of 2025-11-14.

"You may pay {0} rather than pay the mana cost for Zombie creature spells you cast." (Rooftop Storm; Fist of Suns
and Jodah, Archmage Eternal give {W}{U}{B}{R}{G} to every spell.) 118.9: an effect may give a spell an alternative
cost; 118.9a: only one alternative cost is applied; 118.9c: the mana value doesn't change; 118.9d: additional costs,
increases and reductions still apply. `cast` names the permanent, which must be in `battlefield`. Dream Halls' (a
discard, no mana) is battlefield.py's. Kentaro, the Smiling Cat's {X} "where X is that spell's mana value" is the
spell's mana value as generic mana; As Foretold's {0} "for a spell you cast with mana value X or less, where X is the
number of time counters" reads `counters` and refuses a spell of a greater mana value. Its "Once each turn" reads
`used_this_turn` (the permanents whose once-each-turn cost was used this turn: each copy's once, its ruling).
"""

import re
from typing import Any

from . import battlefield, casting
from .additional_costs import WITHOUT_PAYING, cost_error, keyword_name
from .cost_effects import gives_alternative, quality_matches
from .errors import shown
from .keywords import ALTERNATIVE
from .mana import COLORS, ManaCost, format_cost, mana_value, parse_cost
from .situation import whole_number

MANA_COST = "mana cost"

PREFIX = "granted by "
GRANTED = "a permanent's alternative cost"
RULE = "118.9"


def _gives(permanent: object) -> re.Match[str] | None:
    return gives_alternative(permanent.get("oracle_text")) if isinstance(permanent, dict) else None


def _granted_choice(value: str, permanents: object) -> str | None:
    """`cast` naming a battlefield permanent that gives an alternative cost (or GRANTED, the calculator's choice for
    the first that does), as the cast choice; else None."""
    giving = [p for p in permanents if _gives(p)] if isinstance(permanents, (list, tuple)) else []
    names = [str(p.get("name", "")).lower() for p in giving]
    if value == GRANTED:
        if not names:
            raise cost_error(
                f"cast: {GRANTED} is one a battlefield card gives (Rooftop Storm, Fist of Suns); none is given "
                f"({RULE}).",
                "cast",
                RULE,
            )
        return PREFIX + names[0]
    return PREFIX + value if value in names else None


def cast_granted(plan: Any, spell: Any, cast: str, given: dict[str, Any]) -> None:
    name = cast.removeprefix(PREFIX)
    permanent = next(p for p in given["battlefield"] if _gives(p) and str(p.get("name", "")).lower() == name)
    found = _gives(permanent)
    assert found is not None
    quality = found.group("quality").strip()
    if not quality_matches(quality, spell.facts):
        raise cost_error(
            f"cast: {permanent['name']} gives its alternative cost to {quality} spells only; {spell.name} isn't one "
            f"({RULE}).",
            "cast",
            RULE,
        )
    # The spell's X is 0 for a cost without it (107.3b): As Foretold's and Kentaro's rulings compare that value.
    value = mana_value(spell.mana_cost)
    if found.group("counted"):
        _check_counters(permanent["name"], found.group("counted"), value, spell, given)
    cost = ManaCost(value) if found.group("own_value") else parse_cost(found.group("cost"))
    plan.alternative = cost
    why = f" (X is {spell.name}'s mana value, {value})" * bool(found.group("own_value"))
    once = _once_each_turn(permanent["name"], given) if found.group("once") else ""
    plan.step(
        RULE,
        f"{permanent['name']}: pay {format_cost(cost)}{why} rather than the mana cost {format_cost(spell.mana_cost)} "
        f"of {spell.name}, an alternative cost an effect gives (118.9a: no other can be applied; additional costs and "
        f"cost increases still apply, 118.9d; the mana value doesn't change, 118.9c).{once}",
    )


def _once_each_turn(name: str, given: dict[str, Any]) -> str:
    """As Foretold's "Once each turn": "If you control multiple As Foretolds, you may cast one spell for each of them
    paying {0}" (its ruling); `used_this_turn` names a copy once for each copy used this turn."""
    used = given.get("used_this_turn") or []
    used = [used] if isinstance(used, str) else used
    times = sum(1 for n in used if n.strip().lower() == name.lower())
    copies = sum(1 for p in given["battlefield"] if _gives(p) and str(p.get("name", "")).lower() == name.lower())
    if times >= copies:
        which = "it was" if copies == 1 else f"each of the {copies} given was"
        raise cost_error(
            f"used_this_turn: {name}'s alternative cost can be used once each turn, and {which} used this turn "
            f"({RULE}).",
            "used_this_turn",
            RULE,
        )
    if times:
        return f" It can be used once each turn: {times} of the {copies} given used theirs this turn, another hasn't."
    return " It can be used once each turn: not yet this turn (used_this_turn would name it)."


def _check_counters(name: str, counted: str, value: int, spell: Any, given: dict[str, Any]) -> None:
    """As Foretold's "a spell ... with mana value X or less, where X is the number of time counters on" it: the
    counters come from `counters` (one count, or one per copy: each copy gives its own alternative cost)."""
    counts = given.get("counters")
    counts = {str(k).strip().lower(): v for k, v in counts.items()} if isinstance(counts, dict) else {}
    given_count = counts.get(name.lower())
    if given_count is None:
        raise cost_error(
            f"counters: {name}'s alternative cost is for a spell of mana value at most its {counted}: give "
            f'counters, e.g. {{"{name}": 3}} ({RULE}).',
            "counters",
            RULE,
        )
    copies = given_count if isinstance(given_count, list) else [given_count]
    most = max(whole_number(c, field="counters", rule=RULE) or 0 for c in copies) if copies else 0
    if value > most:
        raise cost_error(
            f"cast: {spell.name}'s mana value is {value}, more than the {most} {counted} on {name}: its alternative "
            f"cost can't be paid for it ({RULE}, 202.3).",
            "cast",
            RULE,
        )


def cast_choice(value: object, permanents: object = None) -> str:
    """The way of casting `cast` names, checked: one alternative cost at most (118.9a)."""
    if value is None:
        return MANA_COST
    if isinstance(value, (list, tuple)):
        if len(value) > 1:
            raise cost_error(
                f"cast: {len(value)} ways to cast given; only one alternative cost can be applied to a spell (118.9a).",
                "cast",
                "118.9a",
            )
        value = value[0] if value else MANA_COST
    if not isinstance(value, str):
        raise cost_error(
            'cast must be "mana cost", an alternative cost\'s keyword or "without paying its mana cost".',
            "cast",
            "601.2b",
        )
    choice = keyword_name(value)
    if choice in ("", "mana cost", "its mana cost", "normal", "normally"):
        return MANA_COST
    if choice in (WITHOUT_PAYING, "without paying mana cost", "free"):
        return WITHOUT_PAYING
    if choice in ("megamorph", "face down", "facedown", "face-down"):
        return "morph"  # a megamorph cost is a morph cost (702.37b)
    if choice in (DREAM_HALLS_CAST, "dream halls' alternative cost"):
        return DREAM_HALLS_CAST
    # "alternative" and "pitch" (Force of Will "pitched") as judges say it: the card's own printed alternative cost.
    if choice in (casting.PRINTED, "its alternative cost", "its own alternative cost", "printed alternative cost") or (
        choice in ("alternative", "pitch", "pitched")
    ):
        return casting.PRINTED
    if choice in ALTERNATIVE or choice in ("fuse",):
        return choice
    if granted := _granted_choice(choice, permanents):
        return granted
    known = ", ".join(ALTERNATIVE)
    raise cost_error(
        f'cast: {shown(value)} isn\'t a way to cast this site knows: "mana cost", "{WITHOUT_PAYING}" or one of '
        f"{known} (601.2b).",
        "cast",
        "601.2b",
    )


# Dream Halls' alternative cost for any spell (moved here from battlefield.py, 2026-12-02: a way to cast).


def has_dream_halls(permanents: object) -> bool:
    return isinstance(permanents, (list, tuple)) and any(
        isinstance(p, dict) and battlefield.DREAM_HALLS.lower() in (p.get("oracle_text") or "").lower()
        for p in permanents
    )


DREAM_HALLS_CAST = "dream halls"


def cast_dream_halls(plan: Any, spell: Any, given: dict[str, Any]) -> None:
    """Dream Halls' alternative cost (118.9): discard a card that shares a colour with the spell, no mana."""
    if not has_dream_halls(given.get("battlefield")):
        raise cost_error(
            'cast: "Dream Halls" is an alternative cost Dream Halls gives; add it to battlefield (118.9).',
            "cast",
            "118.9",
        )
    if not spell.facts.colors:
        raise cost_error(
            f"cast: {spell.name} is colourless (105.2c): no card shares a colour with it, so Dream Halls' "
            "alternative cost can't be paid.",
            "cast",
            "105.2c",
        )
    plan.alternative = ManaCost()
    colours = "".join(c for c in COLORS if c in spell.facts.colors)
    plan.step(
        "118.9",
        f"Dream Halls: discard a card that shares a colour ({colours}) with {spell.name} rather than pay its mana "
        f"cost {format_cost(spell.mana_cost)}: an alternative cost of no mana (118.9a: no other can be applied; "
        "additional costs such as buyback or kicker are still paid, 118.9d, and cost increases still apply).",
    )
