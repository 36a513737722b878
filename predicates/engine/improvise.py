"""Improvise: tap artifacts instead of paying generic mana of a spell's total cost.

Rules encoded: 702.126a-c in the CR of 2021-04-22 and later, numbered 702.125a-c
in the CR versions before it (the seeds quote 702.125):

- 702.126a  "For each generic mana in this spell's total cost, you may tap an untapped
            artifact you control rather than pay that mana." It works while the spell is on
            the stack: only the total cost of casting that spell, never {W}{U}{B}{R}{G}{C}
            or any other non-generic symbol, never a later payment such as "counter target
            spell unless its controller pays {3}".
- 702.126b  improvise isn't an additional or alternative cost; it applies only after the
            total cost is determined (601.2f), so it combines with an alternative cost.
- 702.126c  multiple instances of improvise on the same spell are redundant.
- 601.2g-h  mana abilities are activated before costs are paid: an artifact tapped for mana
            or sacrificed for mana is no longer an untapped artifact you control.
- 202.3e    the mana value doesn't change: it comes from the mana cost with X chosen.
- 601.2b    a monocolored hybrid symbol such as {2/U} is generic mana for improvise only once the
            player announces paying it with {2} (hybrid_paid_as): until then it is a coloured symbol
            (107.4e) and improvise can't pay it.
"""

from dataclasses import dataclass, field, replace

from .errors import RuleError
from .mana import ManaCost, format_cost
from .situation import check_fields, whole_number
from .total_cost import FIELDS as total_cost_fields
from .total_cost import Step, total_cost

RULE_A = "702.126a"
RULE_B = "702.126b"
RULE_C = "702.126c"
FORMERLY = "702.125 before the CR of 2021-04-22"  # effective date; WotC published it on 2021-04-19


@dataclass
class Improvised:
    total: ManaCost
    artifacts_tapped: int
    remaining: ManaCost
    steps: list = field(default_factory=list)


def available_artifacts(untapped_artifacts, *, tapped_for_mana=0, sacrificed_for_mana=0):
    """Untapped artifacts left when costs are paid, after mana abilities (601.2g, 702.126a)."""
    untapped_artifacts = whole_number(untapped_artifacts, field="untapped_artifacts", rule=RULE_A, allow_none=False)
    tapped_for_mana = whole_number(tapped_for_mana, field="tapped_for_mana", rule="601.2g", allow_none=False)
    sacrificed_for_mana = whole_number(
        sacrificed_for_mana, field="sacrificed_for_mana", rule="601.2g", allow_none=False
    )
    used = tapped_for_mana + sacrificed_for_mana
    if used > untapped_artifacts:
        raise RuleError(
            f"tapped_for_mana: {used} artifacts tapped or sacrificed for mana, but only {untapped_artifacts} were "
            "untapped.",
            field="tapped_for_mana",
            rule="601.2g",
        )
    return untapped_artifacts - used


def _listed(symbols, most=12):
    """The symbols improvise can't pay; past a dozen, their number (the total is printed in full elsewhere)."""
    if len(symbols) <= most:
        return "".join(f"{{{s}}}" for s in symbols)
    return f"its {len(symbols)} non-generic symbols"


def improvise(total, *, untapped_artifacts, tap=None, instances=1, paying="total_cost"):
    """Pay part of a locked-in total cost by tapping artifacts (702.126a).

    total is the spell's total cost from total_cost(); tap is how many
    artifacts the player chooses to tap (default: as many as can pay).
    paying says what is being paid: improvise pays only "total_cost".
    """
    if paying != "total_cost":
        raise RuleError(
            f"Improvise pays only the total cost of casting the spell, not {paying} (702.126a; {FORMERLY}).",
            field="paying",
            rule=RULE_A,
        )
    untapped_artifacts = whole_number(untapped_artifacts, field="untapped_artifacts", rule=RULE_A, allow_none=False)
    tap = whole_number(tap, field="tap", rule=RULE_A)
    instances = whole_number(instances, field="instances", rule=RULE_C, allow_none=False)
    steps = [
        Step(
            RULE_B,
            f"Improvise applies after the total cost {format_cost(total)} is locked in; it is neither an additional "
            "nor an alternative cost.",
        )
    ]
    if instances > 1:
        steps.append(Step(RULE_C, f"{instances} instances of improvise are redundant: they act as one."))
    if total.symbols:
        steps.append(Step(RULE_A, f"Improvise can't pay {_listed(total.symbols)}: only generic mana."))
    can_pay = min(total.generic, untapped_artifacts)
    if tap is None:
        tap = can_pay
    if tap > total.generic:
        raise RuleError(
            f"tap: {tap} artifacts can't be tapped for improvise when the total cost {format_cost(total)} has only "
            f"{total.generic} generic mana (702.126a; {FORMERLY}).",
            field="tap",
            rule=RULE_A,
        )
    if tap > untapped_artifacts:
        raise RuleError(
            f"tap: {tap} artifacts can't be tapped with only {untapped_artifacts} untapped artifacts (702.126a; "
            f"{FORMERLY}).",
            field="tap",
            rule=RULE_A,
        )
    remaining = ManaCost(total.generic - tap, (), total.symbols)
    steps.append(
        Step(
            RULE_A,
            f"Tap {tap} untapped artifact{'s' if tap != 1 else ''} for {tap} of the {total.generic} generic mana; "
            f"left to pay: {format_cost(remaining)}.",
        )
    )
    return Improvised(total=total, artifacts_tapped=tap, remaining=remaining, steps=steps)


def cast_with_improvise(
    mana_cost, *, untapped_artifacts, tap=None, tapped_for_mana=0, sacrificed_for_mana=0, instances=1, **cost_options
):
    """Total cost (601.2f) then improvise (702.126a); the answer of the calculator and the API."""
    determined = total_cost(mana_cost, **cost_options)
    available = available_artifacts(
        untapped_artifacts, tapped_for_mana=tapped_for_mana, sacrificed_for_mana=sacrificed_for_mana
    )
    steps = list(determined.steps)
    if tapped_for_mana or sacrificed_for_mana:
        steps.append(
            Step(
                "601.2g",
                f"{tapped_for_mana + sacrificed_for_mana} artifacts tapped or sacrificed for mana abilities aren't "
                f"untapped artifacts you control any more: {available} left for improvise.",
            )
        )
    paid = improvise(determined.total, untapped_artifacts=available, tap=tap, instances=instances)
    steps.extend(paid.steps)
    steps.append(
        Step(
            "202.3e",
            f"Improvise doesn't change the mana cost {format_cost(determined.mana_cost)} or the mana value "
            f"{determined.mana_value}.",
        )
    )
    return {
        "total_cost": format_cost(determined.total),
        "artifacts_tapped": paid.artifacts_tapped,
        "remaining_cost": format_cost(paid.remaining),
        "mana_value": determined.mana_value,
        "x": determined.x,
        "steps": [s.as_dict() for s in steps],
    }


@dataclass(frozen=True)
class Artifact:
    """An artifact on the battlefield, for the rulings about what tapping does and doesn't do."""

    name: str
    tapped: bool = False
    attached_to: str = ""
    abilities_apply: bool = True
    # "Tapping an artifact won't cause its abilities to stop applying unless those abilities say so."
    stops_while_tapped: bool = False


def tap_for_improvise(artifacts, names):
    """Tap the named artifacts; returns the new battlefield (list of Artifact).

    Only the named artifacts become tapped: an Equipment's creature doesn't,
    and an artifact's abilities keep applying unless they say otherwise.
    """
    by_name = {a.name: a for a in artifacts}
    for name in names:
        if name not in by_name:
            raise RuleError(f"{name} isn't an artifact you control.", field="tap", rule=RULE_A)
        if by_name[name].tapped:
            raise RuleError(f"{name} is already tapped: improvise taps untapped artifacts.", field="tap", rule=RULE_A)
    return [
        replace(a, tapped=True, abilities_apply=not a.stops_while_tapped) if a.name in names else a for a in artifacts
    ]


# The total cost's situation (601.2f), then the artifacts improvise may tap (702.126a).
FIELDS = (*total_cost_fields, "untapped_artifacts", "tap", "tapped_for_mana", "sacrificed_for_mana")


def evaluate(situation):
    """The improvise predicate on a situation dict; the API's and the calculator's answer."""
    given = check_fields(situation, allowed=FIELDS, required=("mana_cost",))
    given.setdefault("untapped_artifacts", 0)
    return cast_with_improvise(given.pop("mana_cost"), **given)
