"""The total cost of a spell (CR 601.2f), step by step.

Rules encoded (numbering of the CR of 2022-04-29; 117.x before the CR of 2018-01 had
the costs rules one number lower):

- 601.2b  alternative and additional costs are announced, X is announced; a player can't
          apply two alternative costs to one spell (also 118.9a).
- 107.3a  the announced X is the value of X in the costs; 107.3b when an effect lets the
          player cast without paying the mana cost or an alternative cost with X, X is 0.
- 601.2f  the total cost is the mana cost or alternative cost, plus all additional costs and
          cost increases, minus all cost reductions; the mana part can't go below {0}; then
          effects that directly affect the total cost (Trinisphere) apply; then it is locked in.
- 118.7a-g  how a reduction applies: generic reductions only reduce generic mana (118.7a);
          a coloured or colourless reduction the cost doesn't need reduces generic (118.7b-d);
          hybrid: the payer picks a half (118.7e); Phyrexian: one mana of its colour (118.7f);
          snow: generic (118.7g). 107.4h: generic reductions don't reduce {S}.
- 118.8   additional costs; 118.9a one alternative cost; 118.9c an alternative cost doesn't
          change the mana cost; 118.9d increases and reductions apply to the alternative cost.
"""

from dataclasses import dataclass, field

from .errors import RuleError
from .mana import COLORS, ManaCost, as_cost, format_cost, mana_value, symbol_colors
from .situation import check_fields


@dataclass(frozen=True)
class Step:
    """One step of reasoning and the rule that makes it so."""

    rule: str
    text: str

    def as_dict(self):
        return {"rule": self.rule, "text": self.text}


@dataclass
class TotalCost:
    mana_cost: ManaCost
    x: int
    total: ManaCost
    mana_value: int
    steps: list = field(default_factory=list)

    @property
    def rules(self):
        return list(dict.fromkeys(step.rule for step in self.steps))


def _cost_list(values, *, field):
    if values is None:
        return []
    if isinstance(values, (str, ManaCost)):
        values = [values]
    if not isinstance(values, (list, tuple)):
        raise RuleError(f'{field} must be a list of costs such as ["{{1}}"].', field=field, rule="601.2f")
    return [as_cost(v, field=f"{field}[{i}]") for i, v in enumerate(values)]


def _count(value, *, field, rule, allow_none=True):
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError(f"{field} must be a whole number.", field=field, rule=rule)
    if value < 0:
        raise RuleError(f"{field} can't be negative.", field=field, rule=rule)
    return value


def reduce_cost(cost, reduction):
    """Apply one cost reduction to a cost with X already chosen (118.7a-g); returns (cost, steps).

    The player picks a hybrid half (118.7e); we pick the half that saves the
    most: the colour the cost needs if it has one, else the generic half.
    """
    steps = []
    generic = cost.generic
    symbols = list(cost.symbols)

    def cut_generic(amount, why, rule):
        nonlocal generic
        cut = min(amount, generic)
        generic -= cut
        lost = f" ({amount - cut} of it has no generic mana left to reduce and is lost)" if cut < amount else ""
        steps.append(Step(rule, f"{why}: generic mana reduced by {cut}{lost}."))

    def cut_symbol(body, why, rule):
        symbols.remove(body)
        steps.append(Step(rule, f"{why}: one {{{body}}} removed."))

    def matching_symbol(color):
        # A plain coloured symbol first, then a hybrid or Phyrexian symbol of that colour.
        for body in symbols:
            if body == color:
                return body
        for body in symbols:
            if color in symbol_colors(body):
                return body
        return None

    if reduction.variables:
        raise RuleError(
            "A reduction can't contain {X}: reductions are amounts of mana.", field="reductions", rule="118.7"
        )
    if reduction.generic:
        cut_generic(reduction.generic, f"Generic reduction {{{reduction.generic}}}", "118.7a")
    for body in reduction.symbols:
        colors = symbol_colors(body)
        if body == "S":
            cut_generic(1, "Snow reduction {S}", "118.7g")
        elif body == "C":
            if "C" in symbols:
                cut_symbol("C", "Colourless reduction {C}", "118.7d")
            else:
                cut_generic(1, "Colourless reduction {C}, and the cost has no {C}", "118.7b")
        elif body in COLORS:
            target = matching_symbol(body)
            if target:
                cut_symbol(target, f"Coloured reduction {{{body}}}", "118.7c")
            else:
                cut_generic(1, f"Coloured reduction {{{body}}}, and the cost needs no {body}", "118.7b")
        elif body.endswith("/P"):
            target = next((matching_symbol(c) for c in colors if matching_symbol(c)), None)
            if target:
                cut_symbol(target, f"Phyrexian reduction {{{body}}}", "118.7f")
            else:
                cut_generic(1, f"Phyrexian reduction {{{body}}}, and the cost needs none of its colour", "118.7b")
        else:  # hybrid: {W/U} or {2/W}
            target = next((matching_symbol(c) for c in colors if matching_symbol(c)), None)
            number = body.split("/")[0]
            if target:
                cut_symbol(target, f"Hybrid reduction {{{body}}}, coloured half chosen", "118.7e")
            else:
                amount = int(number) if number.isdigit() else 1
                cut_generic(amount, f"Hybrid reduction {{{body}}}, the cost needs neither colour", "118.7e")
    return ManaCost(generic, (), tuple(symbols)), steps


def total_cost(
    mana_cost, *, x=None, alternative_cost=None, additional_costs=(), increases=(), reductions=(), minimum_total=None
):
    """Determine a spell's total cost as 601.2f orders it; returns a TotalCost with its steps.

    Costs are ManaCost values or their text. x is the announced X (required
    when the cost being paid has {X}). minimum_total is a Trinisphere-like
    effect: a spell that would cost less than that much mana costs that much.
    """
    steps = []
    printed = as_cost(mana_cost, field="mana_cost")
    if isinstance(alternative_cost, (list, tuple)):
        if len(alternative_cost) > 1:
            raise RuleError(
                "alternative_cost: only one alternative cost can be applied to a spell (118.9a, 601.2b).",
                field="alternative_cost",
                rule="118.9a",
            )
        alternative_cost = alternative_cost[0] if alternative_cost else None
    alternative = as_cost(alternative_cost, field="alternative_cost") if alternative_cost not in (None, "") else None
    additional = _cost_list(additional_costs, field="additional_costs")
    more = _cost_list(increases, field="increases")
    less = _cost_list(reductions, field="reductions")
    x = _count(x, field="x", rule="107.3a")
    minimum_total = _count(minimum_total, field="minimum_total", rule="601.2f")

    if alternative is None:
        base = printed
        steps.append(Step("601.2f", f"Start from the mana cost {format_cost(printed)}."))
    else:
        base = alternative
        steps.append(
            Step(
                "118.9a",
                f"Start from the alternative cost {format_cost(alternative)} instead of the mana cost {format_cost(printed)}; only one alternative cost can apply.",
            )
        )

    has_x = bool(base.variables or any(c.variables for c in additional + more))
    if has_x:
        if x is None:
            raise RuleError(
                "x: the cost has {X}, so the value of X must be announced (107.3a).", field="x", rule="107.3a"
            )
        steps.append(Step("107.3a", f"X is announced as {x}: each {{X}} in the costs is {x} generic mana."))
    elif printed.variables and alternative is not None:
        if x:
            raise RuleError(
                "x: the alternative cost has no {X}, so the only legal value of X is 0 (107.3b).",
                field="x",
                rule="107.3b",
            )
        x = 0
        steps.append(Step("107.3b", "The alternative cost has no {X}, so X is 0."))
    else:
        if x:
            raise RuleError("x: the cost has no {X} to give a value to.", field="x", rule="107.3a")
        x = 0

    total = base.with_x(x)
    for cost in additional:
        total = total + cost.with_x(x)
        steps.append(Step("118.8", f"Add the additional cost {format_cost(cost)}: {format_cost(total)}."))
    for cost in more:
        total = total + cost.with_x(x)
        steps.append(Step("601.2f", f"Add the cost increase {format_cost(cost)}: {format_cost(total)}."))
    for cost in less:
        total, reduction_steps = reduce_cost(total, cost)
        steps.extend(reduction_steps)
        steps.append(
            Step("601.2f", f"After the reduction {format_cost(cost)}: {format_cost(total)} (never less than {{0}}).")
        )
    if minimum_total is not None:
        amount = mana_value(total)
        if amount < minimum_total:
            total = ManaCost(total.generic + minimum_total - amount, (), total.symbols)
            steps.append(
                Step(
                    "601.2f",
                    f"An effect that directly affects the total cost applies last: {amount} mana is less than {minimum_total}, so the total becomes {format_cost(total)}.",
                )
            )
        else:
            steps.append(Step("601.2f", f"The minimum of {minimum_total} mana doesn't change a total of {amount}."))
    steps.append(Step("601.2f", f"The total cost {format_cost(total)} is locked in."))
    value = mana_value(printed, x=x)
    steps.append(
        Step(
            "202.3e",
            f"The spell's mana value is {value}, from its mana cost {format_cost(printed)} with X = {x}; alternative costs and reductions don't change it (118.9c).",
        )
    )
    return TotalCost(mana_cost=printed, x=x, total=total, mana_value=value, steps=steps)


FIELDS = ("mana_cost", "x", "alternative_cost", "additional_costs", "increases", "reductions", "minimum_total")


def evaluate(situation):
    """The total_cost predicate on a situation dict; the API's and the calculator's answer."""
    given = check_fields(situation, allowed=FIELDS, required=("mana_cost",))
    determined = total_cost(given.pop("mana_cost"), **given)
    return {
        "total_cost": format_cost(determined.total),
        "mana_value": determined.mana_value,
        "x": determined.x,
        "steps": [s.as_dict() for s in determined.steps],
    }
