"""What an alternative cost asks beside mana, checked against what the player has: escape's other cards to exile
from the graveyard (702.138a) and web-slinging's tapped creature to return (702.188a); and Phyrexian symbols
announced as life (601.2b). Rules: CR of 2025-11-14 (keywords.NUMBERING).

A cost the player can't pay can't be paid (601.2h): with too few cards, or no tapped creature, the spell can't be
cast that way. Not given, the resource is assumed there and a step says how to check it.
"""

import re

from .additional_costs import cost_error
from .cost_effects import NUMBER_WORDS
from .errors import RuleError
from .keywords import NUMBERING
from .mana import ManaCost, format_cost, mana_value
from .situation import whole_number
from .total_cost import Step

_EXILE_OTHERS = re.compile(r"\bexile (?P<n>\w+) other cards? from your graveyard", re.IGNORECASE)
_MORE_WORDS = {"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "twenty": 20}


def _count(field, value, rule):
    try:
        return whole_number(value, field=field, rule=rule)
    except RuleError as error:  # said in this module's numbering
        raise cost_error(error.message, error.field, error.rule) from None


def cards_to_exile(instance):
    """The number of other cards an escape cost exiles ("Exile five other cards from your graveyard"), or 0."""
    found = _EXILE_OTHERS.search(instance.rest or "")
    if not found:
        return 0
    word = found.group("n").lower()
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word) or _MORE_WORDS.get(word, 0)


def escape_exile(plan, spell, cast, given):
    """702.138a: the escape cost exiles N other cards from the graveyard. graveyard_cards is the number of cards in
    the graveyard as the costs are paid (the escaping card is on the stack by then, 601.2a). Returns the cards left
    for delve, or None; {"escape_exiled": N} goes to the answer."""
    have = _count("graveyard_cards", given.get("graveyard_cards"), "702.138a")
    if cast != "escape":
        return have, {}
    needed = cards_to_exile(spell.instances("escape")[0])
    if not needed:
        return have, {}
    if have is None:
        plan.step(
            "702.138a",
            f"Escape: exile {needed} other cards from your graveyard as part of the cost; assumed there are that "
            "many (give graveyard_cards to check).",
        )
        return None, {"escape_exiled": needed}
    if have < needed:
        raise cost_error(
            f"graveyard_cards: the escape cost exiles {needed} other cards from your graveyard; with {have}, it can't "
            "be paid, so the card can't be cast with escape (702.138a, 601.2h).",
            "graveyard_cards",
            "702.138a",
        )
    plan.step(
        "702.138a",
        f"Escape: exile {needed} of the {have} other cards in your graveyard as part of the cost; {have - needed} "
        "left.",
    )
    return have - needed, {"escape_exiled": needed}


def web_slinging_return(plan, cast, given):
    """702.188a: the web-slinging cost returns a tapped creature you control to its owner's hand."""
    value = _count("tapped_creatures", given.get("tapped_creatures"), "702.188a")
    if cast != "web-slinging":
        if value is not None:
            raise cost_error(
                "tapped_creatures: only a spell cast with web-slinging returns a tapped creature as part of its cost "
                "(702.188a).",
                "tapped_creatures",
                "702.188a",
            )
        return
    if value is None:
        plan.step(
            "702.188a",
            "Web-slinging: return a tapped creature you control to its owner's hand as part of the cost; assumed you "
            "control one (give tapped_creatures: 0 if you don't).",
        )
    elif value == 0:
        raise cost_error(
            "tapped_creatures: the web-slinging cost returns a tapped creature you control to its owner's hand; with "
            "none, it can't be paid, so the spell can't be cast with web-slinging (702.188a, 601.2h).",
            "tapped_creatures",
            "702.188a",
        )
    else:
        plan.step(
            "702.188a",
            f"Web-slinging: return one of your {value} tapped creature{'s' if value != 1 else ''} to its owner's "
            "hand as part of the cost.",
        )


def phyrexian_life(total, count, minimum=None):
    """601.2b: for each Phyrexian symbol the player announces 2 life or the mana; the first count are paid in life.

    The life is announced before the total cost is determined, so a Trinisphere-like minimum counts only the mana
    left ("Finally look at the amount of mana you have to pay", Trinisphere's ruling): Gitaxian Probe paid with
    life under Trinisphere costs 2 life and {3}.
    """
    count = whole_number(count, field="phyrexian_life", rule="601.2b")
    if not count:
        return total, 0, []
    positions = [i for i, body in enumerate(total.symbols) if body.endswith("/P")]
    if count > len(positions):
        raise cost_error(
            f"phyrexian_life: {count} Phyrexian symbols paid with life, but the total cost "
            f"{format_cost(total)} has {len(positions)} (601.2b).",
            "phyrexian_life",
            "601.2b",
        )
    paid = set(positions[:count])
    symbols = tuple(body for i, body in enumerate(total.symbols) if i not in paid)
    rest = ManaCost(total.generic, (), symbols)
    listed = "".join(f"{{{total.symbols[i]}}}" for i in sorted(paid))
    step = Step(
        "601.2b",
        f"{listed} announced as 2 life each: pay {2 * count} life and {format_cost(rest)}.",
        NUMBERING,
    )
    steps = [step]
    amount = mana_value(rest)
    if minimum and amount < minimum:
        rest = ManaCost(rest.generic + minimum - amount, (), rest.symbols)
        steps.append(
            Step(
                "601.2f",
                f"The life paid is no mana: {amount} mana is less than the minimum of {minimum}, so the mana to pay "
                f"is {format_cost(rest)}, beside the {2 * count} life.",
                NUMBERING,
            )
        )
    return rest, 2 * count, steps
