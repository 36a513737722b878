"""The total cost of a spell (CR 601.2f), step by step.

Rules encoded (numbering of the CR of 2022-04-29; 117.x before the CR of 2018-01 had
the costs rules one number lower):

- 601.2b  alternative and additional costs are announced, X is announced; a player can't
          apply two alternative costs to one spell (also 118.9a); for each hybrid symbol of a cost
          paid as the spell is cast, the player announces the half they will pay ({2/U} paid as {2}
          is two generic mana from then on: improvise can pay it).
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

from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .errors import STEP_NUMBERING, RuleError
from .limits import MAX_COSTS, MAX_SITUATION_SYMBOLS
from .mana import COLORS, ManaCost, as_cost, format_cost, is_number, mana_value, symbol_colors, symbol_kind
from .situation import check_fields, whole_number


@dataclass(frozen=True)
class Step:
    """One step of reasoning and the rule that makes it so, numbered as in the CR of cr."""

    rule: str
    text: str
    cr: str = STEP_NUMBERING

    def as_dict(self) -> dict[str, str]:
        if self.cr == STEP_NUMBERING:
            return {"rule": self.rule, "text": self.text}
        return {"rule": self.rule, "text": self.text, "cr": self.cr}


@dataclass
class TotalCost:
    mana_cost: ManaCost
    x: int
    total: ManaCost
    mana_value: int
    steps: list = field(default_factory=list)

    @property
    def rules(self) -> list[str]:
        return list(dict.fromkeys(step.rule for step in self.steps))


@dataclass(frozen=True)
class ColoredOnly(ManaCost):
    """A reduction whose own text says it "reduces only the amount of colored mana you pay" (Edgewalker,
    Ragemonger): a coloured symbol the cost doesn't need reduces nothing, where 118.7b would have it reduce generic
    mana (a card's text over the rules, 101.1)."""


def cost_list(values: object, *, field: str) -> list[ManaCost]:
    if values is None:
        return []
    if isinstance(values, (str, ManaCost)):
        values = [values]
    if not isinstance(values, (list, tuple)):
        raise RuleError(f'{field} must be a list of costs such as ["{{1}}"].', field=field, rule="601.2f")
    if len(values) > MAX_COSTS:
        raise RuleError(
            f"{field}: {len(values):,} costs; this site reads at most {MAX_COSTS} in one list.", field=field, rule=None
        )
    return [as_cost(v, field=f"{field}[{i}]") for i, v in enumerate(values)]


def _size(cost: ManaCost) -> int:
    """How many symbols a cost prints, the generic amount as one."""
    return len(cost.symbols) + len(cost.variables) + (1 if cost.generic else 0)


def _check_size(costs: Iterable[ManaCost]) -> None:
    """All the costs of one situation together stay small, so every total the answer prints stays small."""
    size = sum(_size(cost) for cost in costs)
    if size > MAX_SITUATION_SYMBOLS:
        raise RuleError(
            f"The costs of this situation have {size:,} symbols together; this site reads at most "
            f"{MAX_SITUATION_SYMBOLS} (the longest printed mana cost has 15).",
            field=None,
            rule=None,
        )


class _Pool:
    """The symbols of a cost being reduced, found by colour in printed order, each removal in constant time.

    Scanning the symbols for every reduction made many reductions of a long cost quadratic.
    """

    def __init__(self, cost: ManaCost) -> None:
        self.generic = cost.generic
        self.symbols = list(cost.symbols)
        self.removed = [False] * len(self.symbols)
        self.plain: dict[str, deque] = {}  # W U B R G C -> positions of that exact symbol
        self.mixed: dict[str, deque] = {}  # W U B R G -> positions of the hybrid and Phyrexian symbols of that colour
        for i, body in enumerate(self.symbols):
            if body in COLORS or body == "C":
                self.plain.setdefault(body, deque()).append(i)
            else:
                for color in symbol_colors(body):
                    self.mixed.setdefault(color, deque()).append(i)

    def _first(self, positions: deque[int]) -> int | None:
        while positions and self.removed[positions[0]]:
            positions.popleft()
        return positions[0] if positions else None

    def matching(self, colors: Iterable[str]) -> int | None:
        """A plain symbol of the first colour that has one, else a hybrid or Phyrexian symbol of it."""
        for color in colors:
            for table in (self.plain, self.mixed):
                found = self._first(table.get(color, deque()))
                if found is not None:
                    return found
        return None

    def remove(self, position: int) -> str:
        self.removed[position] = True
        return self.symbols[position]

    def cost(self) -> ManaCost:
        return ManaCost(
            self.generic, (), tuple(b for b, gone in zip(self.symbols, self.removed, strict=True) if not gone)
        )


def _apply_reduction(pool: _Pool, reduction: ManaCost) -> list[tuple[str, str]]:
    """Apply one reduction (118.7a-g) to the pool; the (rule, what it did) of each of its parts."""
    done = []

    def cut_generic(amount: int, why: str, rule: str) -> None:
        cut = min(amount, pool.generic)
        pool.generic -= cut
        lost = f" ({amount - cut} of it has no generic mana left to reduce and is lost)" if cut < amount else ""
        done.append((rule, f"{why}: generic mana reduced by {cut}{lost}"))

    def cut_symbol(position: int, why: str, rule: str) -> None:
        done.append((rule, f"{why}: one {{{pool.remove(position)}}} removed"))

    if reduction.variables:
        raise RuleError(
            "A reduction can't contain {X}: reductions are amounts of mana.", field="reductions", rule="118.7"
        )
    if reduction.generic:
        cut_generic(reduction.generic, f"generic reduction {{{reduction.generic}}}", "118.7a")
    for body in reduction.symbols:
        colors = symbol_colors(body)
        if body == "S":
            cut_generic(1, "snow reduction {S}", "118.7g")
        elif body == "C":
            target = pool.matching(["C"])
            if target is not None:
                cut_symbol(target, "colourless reduction {C}", "118.7d")
            else:
                cut_generic(1, "colourless reduction {C}, and the cost has no {C}", "118.7b")
        elif body in COLORS:
            target = pool.matching([body])
            if target is not None:
                cut_symbol(target, f"coloured reduction {{{body}}}", "118.7c")
            elif isinstance(reduction, ColoredOnly):
                done.append(
                    (
                        "101.1",
                        f"coloured reduction {{{body}}}, and the cost needs no {body}: this effect reduces "
                        "only coloured mana, so nothing",
                    )
                )
            else:
                cut_generic(1, f"coloured reduction {{{body}}}, and the cost needs no {body}", "118.7b")
        elif body.endswith("/P"):
            target = pool.matching(colors)
            if target is not None:
                cut_symbol(target, f"Phyrexian reduction {{{body}}}", "118.7f")
            else:
                cut_generic(1, f"Phyrexian reduction {{{body}}}, and the cost needs none of its colour", "118.7b")
        else:  # hybrid: {W/U} or {2/W}
            target = pool.matching(colors)
            number = body.split("/")[0]
            if target is not None:
                cut_symbol(target, f"hybrid reduction {{{body}}}, coloured half chosen", "118.7e")
            else:
                amount = int(number) if number.isascii() and number.isdigit() else 1
                cut_generic(amount, f"hybrid reduction {{{body}}}, the cost needs neither colour", "118.7e")
    return done


def _reduction_step(reduction: ManaCost, done: list[tuple[str, str]]) -> Step:
    """One step per reduction: it cites its one rule, or 118.7 with each part's rule in the text."""
    rules = {rule for rule, _ in done}
    if len(rules) == 1:
        text = "; ".join(what for _, what in done)
        return Step(rules.pop(), f"{text[0].upper()}{text[1:]}.")
    parts = "; ".join(f"{what} ({rule})" for rule, what in done)
    return Step("118.7", f"Reduction {format_cost(reduction)}: {parts or 'nothing to reduce'}.")


def reduce_costs(cost: ManaCost, reductions: list[ManaCost]) -> tuple[ManaCost, list["Step"]]:
    """Apply the reductions in order to a cost with X already chosen (118.7a-g); returns (cost, steps).

    The player picks a hybrid half (118.7e); we pick the half that saves the most: the colour the cost needs if
    it has one, else the generic half. Linear in the symbols of the cost and of the reductions.
    """
    pool = _Pool(cost)
    steps = [_reduction_step(reduction, _apply_reduction(pool, reduction)) for reduction in reductions]
    return pool.cost(), steps


def reduce_cost(cost: ManaCost, reduction: ManaCost) -> tuple[ManaCost, list[Step]]:
    """Apply one cost reduction to a cost with X already chosen (118.7a-g); returns (cost, steps)."""
    return reduce_costs(cost, [reduction])


HYBRID_KINDS = ("hybrid", "generic_hybrid")


def _announcements(values: object) -> list[str]:
    """The hybrid halves announced (601.2b), each "{2}" or "{U}": a list, or one string for one symbol."""
    if values is None:
        return []
    if isinstance(values, str):
        values = [values]
    if not isinstance(values, (list, tuple)):
        raise RuleError(
            'hybrid_paid_as must be a list of the halves announced, e.g. ["{2}"] for {2/U}.',
            field="hybrid_paid_as",
            rule="601.2b",
        )
    if len(values) > MAX_COSTS:
        raise RuleError(
            f"hybrid_paid_as: {len(values):,} announcements; this site reads at most {MAX_COSTS}.",
            field="hybrid_paid_as",
            rule=None,
        )
    halves = []
    for i, value in enumerate(values):
        field = f"hybrid_paid_as[{i}]"
        half = as_cost(value, field=field)
        if half.variables or _size(half) != 1 or (half.symbols and half.symbols[0] not in COLORS):
            raise RuleError(
                f"{field}: announce one half of a hybrid symbol, e.g. {{2}} or {{U}} for {{2/U}}, "
                f"{{W}} or {{U}} for {{W/U}}; not {format_cost(half)}.",
                field=field,
                rule="601.2b",
            )
        halves.append(str(half.generic) if half.generic else half.symbols[0])
    return halves


def announce_hybrid(costs: Iterable[ManaCost], announced: Sequence[str]) -> tuple[list[ManaCost], list[Step]]:
    """601.2b: each hybrid symbol of the costs paid as the spell is cast becomes the half the player announced.

    costs are the costs to pay in order (the mana or alternative cost, additional costs, increases), X chosen;
    announced gives the halves for their hybrid symbols in that order ("2" or "U" for {2/U}). Symbols left
    unannounced stay hybrid. Returns (costs, steps).
    """
    if not announced:
        return list(costs), []
    left = iter(enumerate(announced))
    said = []
    out = []
    for cost in costs:
        generic, symbols = cost.generic, []
        for body in cost.symbols:
            entry = next(left, None) if symbol_kind(body) in HYBRID_KINDS else None
            if entry is None:
                symbols.append(body)
                continue
            i, half = entry
            if half not in body.split("/"):
                raise RuleError(
                    f"hybrid_paid_as[{i}]: {{{half}}} is not a half of {{{body}}}, the hybrid symbol it announces.",
                    field=f"hybrid_paid_as[{i}]",
                    rule="601.2b",
                )
            said.append(f"{{{body}}} as {{{half}}}")
            if is_number(half):
                generic += int(half)
            else:
                symbols.append(half)
        out.append(ManaCost(generic, cost.variables, tuple(symbols)))
    extra = next(left, None)
    if extra is not None:
        raise RuleError(
            f"hybrid_paid_as: {len(announced)} halves announced, but the costs to pay have only {len(said)} hybrid "
            "symbol(s).",
            field="hybrid_paid_as",
            rule="601.2b",
        )
    return out, [Step("601.2b", f"The hybrid symbols are announced as the halves to be paid: {', '.join(said)}.")]


def _sum(costs: Iterable[ManaCost]) -> ManaCost:
    """The sum of costs, in one pass (adding them one by one copied the running total each time)."""
    generic = 0
    variables: list[str] = []
    symbols: list[str] = []
    for cost in costs:
        generic += cost.generic
        variables.extend(cost.variables)
        symbols.extend(cost.symbols)
    return ManaCost(generic, tuple(variables), tuple(symbols))


def total_cost(
    mana_cost: ManaCost | str,
    *,
    x: int | None = None,
    alternative_cost: ManaCost | str | list | None = None,
    additional_costs: Sequence[ManaCost | str] = (),
    increases: Sequence[ManaCost | str] = (),
    reductions: Sequence[ManaCost | str] = (),
    minimum_total: int | None = None,
    hybrid_paid_as: list[str] | str | None = None,
    x_from_text: bool = False,
) -> "TotalCost":
    """Determine a spell's total cost as 601.2b and 601.2f order it; returns a TotalCost with its steps.

    Costs are ManaCost values or their text. x is the announced X (required when the cost being paid has {X}).
    hybrid_paid_as lists the halves announced for the hybrid symbols of the costs to pay, in order (601.2b).
    minimum_total is a Trinisphere-like effect: a spell that would cost less than that much mana costs that much.
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
        if alternative_cost and alternative_cost[0] in (None, ""):
            raise RuleError('alternative_cost: give a cost such as "{1}{U}", or no list.', field="alternative_cost")
        alternative_cost = alternative_cost[0] if alternative_cost else None
    alternative = as_cost(alternative_cost, field="alternative_cost") if alternative_cost not in (None, "") else None
    additional = cost_list(additional_costs, field="additional_costs")
    more = cost_list(increases, field="increases")
    less = cost_list(reductions, field="reductions")
    _check_size([printed, *([alternative] if alternative else []), *additional, *more, *less])
    x = whole_number(x, field="x", rule="107.3a")
    minimum_total = whole_number(minimum_total, field="minimum_total", rule="601.2f")
    announced = _announcements(hybrid_paid_as)

    if alternative is None:
        base = printed
        steps.append(Step("601.2f", f"Start from the mana cost {format_cost(printed)}."))
    else:
        base = alternative
        steps.append(
            Step(
                "118.9a",
                f"Start from the alternative cost {format_cost(alternative)} instead of the mana cost "
                f"{format_cost(printed)}; only one alternative cost can apply.",
            )
        )

    has_x = bool(base.variables or any(c.variables for c in additional + more))
    if has_x:
        if x is None:
            raise RuleError(
                "x: the cost has {X}, so the value of X must be announced (107.3a).", field="x", rule="107.3a"
            )
        steps.append(Step("107.3a", f"X is announced as {x}: each {{X}} in the costs is {x} generic mana."))
    elif printed.variables and alternative is not None and x_from_text:
        # 107.3b applies only when "the value of X isn't defined by the text of that spell" and the alternative
        # cost doesn't include X: the Shoals define it, Conflagrate's flashback discards X cards.
        x = x or 0
        defined = "The spell's text or its alternative cost defines X"
        steps.append(Step("107.3b", f"{defined} (so 107.3b doesn't make it 0): X is {x}."))
    elif printed.variables and alternative is not None:
        if x:
            raise RuleError(
                "x: the alternative cost has no {X}, so the only legal value of X is 0 (107.3b).",
                field="x",
                rule="107.3b",
            )
        x = 0
        steps.append(Step("107.3b", "The alternative cost has no {X}, so X is 0."))
    elif x_from_text and not printed.variables:
        # X of a non-mana additional cost ("discard X cards"): chosen as the spell is cast, no mana (601.2b).
        if x is not None:
            steps.append(Step("601.2b", f"X is {x}: it counts what the spell's own additional cost asks, no mana."))
        x = 0
    else:
        if x:
            raise RuleError("x: the cost has no {X} to give a value to.", field="x", rule="107.3a")
        x = 0

    to_pay, announcing = announce_hybrid([c.with_x(x) for c in (base, *additional, *more)], announced)
    steps.extend(announcing)
    base, added = to_pay[0], to_pay[1:]
    if additional:
        listed = ", ".join(format_cost(c) for c in added[: len(additional)])
        steps.append(Step("118.8", f"Add the additional cost{'s' if len(additional) > 1 else ''} {listed}."))
    if more:
        listed = ", ".join(format_cost(c) for c in added[len(additional) :])
        steps.append(Step("601.2f", f"Add the cost increase{'s' if len(more) > 1 else ''} {listed}."))
    total = _sum(to_pay)
    if added:
        steps.append(Step("601.2f", f"With them the cost is {format_cost(total)}."))
    if less:
        total, reduction_steps = reduce_costs(total, less)
        steps.extend(reduction_steps)
        steps.append(Step("601.2f", f"After the reductions: {format_cost(total)} (never less than {{0}})."))
    if minimum_total is not None:
        amount = mana_value(total)
        if amount < minimum_total:
            total = ManaCost(total.generic + minimum_total - amount, (), total.symbols)
            steps.append(
                Step(
                    "601.2f",
                    f"An effect that directly affects the total cost applies last: {amount} mana is less than "
                    f"{minimum_total}, so the total becomes {format_cost(total)}.",
                )
            )
        else:
            steps.append(Step("601.2f", f"The minimum of {minimum_total} mana doesn't change a total of {amount}."))
    steps.append(Step("601.2f", f"The total cost {format_cost(total)} is locked in."))
    value = mana_value(printed, x=x)
    steps.append(
        Step(
            "202.3e",
            f"The spell's mana value is {value}, from its mana cost {format_cost(printed)} with X = {x}; alternative "
            "costs and reductions don't change it (118.9c).",
        )
    )
    return TotalCost(mana_cost=printed, x=x, total=total, mana_value=value, steps=steps)


FIELDS = (
    "mana_cost",
    "x",
    "alternative_cost",
    "additional_costs",
    "increases",
    "reductions",
    "minimum_total",
    "hybrid_paid_as",
)


def evaluate(situation: dict) -> dict:
    """The total_cost predicate on a situation dict; the API's and the calculator's answer."""
    given = check_fields(situation, allowed=FIELDS, required=("mana_cost",))
    determined = total_cost(given.pop("mana_cost"), **given)
    return {
        "total_cost": format_cost(determined.total),
        "mana_value": determined.mana_value,
        "x": determined.x,
        "steps": [s.as_dict() for s in determined.steps],
    }
