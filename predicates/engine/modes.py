"""Spree and tiered: an additional cost for each mode chosen. Rules: CR of 2025-11-14 (keywords.NUMBERING).

- 702.172a spree: "Choose one or more modes. As an additional cost to cast this spell, pay the costs associated
  with those modes." Its modes are printed "+ {1} — effect".
- 702.183a tiered: "Choose one. As an additional cost to cast this spell, pay the cost associated with that mode."
  Its modes are printed "• Name — {2} — effect".
- 700.2d: a mode can't be chosen more than once unless the card says so.
- 601.2b: modes are chosen as the spell is cast, before the total cost is determined (601.2f); the mode costs are
  additional costs, so they are paid even when the spell is cast for an alternative cost or without paying its mana
  cost (118.9d), and they don't change the mana value (118.8d).

`modes` in a situation: the 1-based numbers of the modes chosen, in the card's printed order.
"""

import re

from .additional_costs import cost_error
from .limits import MAX_COSTS
from .mana import format_cost, parse_cost
from .situation import whole_number

_SPREE_MODE = re.compile(r"^\+\s*(?P<cost>(?:\{[^}]+\})+)\s*[—-]", re.MULTILINE)
_TIERED_MODE = re.compile(r"^•\s*[^—\n]+?\s*—\s*(?P<cost>(?:\{[^}]+\})+)\s*—", re.MULTILINE)


def mode_costs(spell, keyword):
    """The printed costs of a spree or tiered spell's modes, in order."""
    pattern = _SPREE_MODE if keyword == "spree" else _TIERED_MODE
    return [parse_cost(m.group("cost")) for m in pattern.finditer(spell.text)]


def _chosen(value, count):
    if isinstance(value, int) and not isinstance(value, bool):
        value = [value]
    if not isinstance(value, (list, tuple)) or len(value) > MAX_COSTS:
        raise cost_error("modes must be a list of the modes chosen, numbered from 1: [1, 3].", "modes", "601.2b")
    chosen = []
    for i, item in enumerate(value):
        number = whole_number(item, field=f"modes[{i}]", rule="601.2b")
        if not 1 <= number <= count:
            raise cost_error(f"modes[{i}]: the spell has modes 1 to {count}.", f"modes[{i}]", "601.2b")
        if number in chosen:
            raise cost_error(
                f"modes[{i}]: mode {number} is chosen twice; a mode can be chosen only once (700.2d).",
                f"modes[{i}]",
                "700.2d",
            )
        chosen.append(number)
    return chosen


def add_modes(plan, spell, value):
    """The additional costs of the modes chosen (spree, tiered); a spell without them refuses `modes`."""
    keyword = "spree" if spell.has("spree") else "tiered" if spell.has("tiered") else None
    if keyword is None:
        if value is not None:
            raise cost_error(
                f"modes: {spell.name} has neither spree nor tiered, whose modes each add a cost (702.172a, 702.183a); "
                "escalate's extra modes are given in additional.",
                "modes",
                "702.172a",
            )
        return
    rule = spell.instances(keyword)[0].rule
    costs = mode_costs(spell, keyword)
    listed = ", ".join(f"{i} ({format_cost(c)})" for i, c in enumerate(costs, 1))
    if value is None:
        how = "one or more" if keyword == "spree" else "exactly one"
        raise cost_error(
            f"modes: {spell.name} has {keyword}: choose {how} of its modes, each with its additional cost: {listed} "
            f"({rule}).",
            "modes",
            rule,
        )
    chosen = _chosen(value, len(costs))
    if not chosen or (keyword == "tiered" and len(chosen) != 1):
        how = "one or more modes" if keyword == "spree" else "exactly one mode"
        raise cost_error(f"modes: {keyword} chooses {how} ({rule}).", "modes", rule)
    for number in chosen:
        plan.additional.append(costs[number - 1])
    paid = " + ".join(format_cost(costs[n - 1]) for n in chosen)
    plural = "s" if len(chosen) != 1 else ""
    plan.step(
        rule,
        f"{keyword.title()}: mode{plural} {', '.join(map(str, chosen))} chosen; the additional cost{plural} {paid}.",
    )
