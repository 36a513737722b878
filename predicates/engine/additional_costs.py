"""Additional costs as 601.2b announces them and 118.8 adds them: kicker (702.33), the additional-cost keywords
(buyback, entwine, escalate per extra mode, replicate per copy, casualty, bargain, offering...), and the Plan that
gathers every cost for total_cost() with the steps that say where each comes from. Rules: CR of 2025-11-14.
"""

from .errors import RuleError, shown
from .keywords import ADDITIONAL, ALTERNATIVE, BY_NAME, NUMBERING
from .limits import MAX_COSTS
from .mana import as_cost, format_cost
from .total_cost import Step

WITHOUT_PAYING = "without paying its mana cost"


def cost_error(message, field, rule):
    return RuleError(message, field=field, rule=rule, cr=NUMBERING)


def missing_keyword(spell, name, field):
    keyword = BY_NAME[name]
    return cost_error(
        f"{field}: {spell.name} has no {keyword.title.lower()}, so it can't be {'cast' if field == 'cast' else 'paid'} "
        f"with it ({keyword.rule}).",
        field,
        keyword.rule,
    )


def keyword_names(value, field):
    if value is None:
        return []
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise cost_error(f'{field} must be a list of keyword names, e.g. ["buyback"].', field, "601.2b")
    if len(value) > MAX_COSTS:
        raise cost_error(f"{field}: {len(value):,} entries; this site reads at most {MAX_COSTS}.", field, None)
    return [keyword_name(v) for v in value]


# "Jump start", "jump_start" and "JUMP-START" are jump-start; "web slinging" is web-slinging.
_SPELLINGS = {name.replace("-", ""): name for name in BY_NAME}


def keyword_name(text):
    """A keyword as a request may spell it, as the engine names it (lower case, its own hyphen)."""
    words = " ".join(text.lower().replace("_", " ").split())
    return _SPELLINGS.get(words.replace(" ", "").replace("-", ""), words)


class Plan:
    """The costs gathered for total_cost(), with the steps saying where each comes from."""

    def __init__(self):
        self.alternative = None
        self.additional = []
        self.increases = []
        self.reductions = []
        self.minimum = None
        self.steps = []
        self.helpers = set()
        self.granted = []  # keyword instances a permanent gives the spell (Mycosynth Golem's affinity)
        self.x_from_text = False  # an alternative cost whose text defines X (107.3b)

    def step(self, rule, text):
        self.steps.append(Step(rule, text, NUMBERING))


def add_kicks(plan, spell, kicked, named):
    kicks = named.count("kicker") + named.count("multikicker")
    if kicked is None:
        kicked = kicks
    elif kicks:
        raise cost_error(
            'additional: give the times kicked in kicked, not as "kicker" in additional.', "additional", "702.33d"
        )
    if not kicked:
        return
    multi = spell.instances("multikicker")
    plain = spell.instances("kicker")
    if multi:
        cost = multi[0].cost
        for _ in range(kicked):
            plan.additional.append(cost)
        plan.step(
            "702.33c",
            f"Multikicker {format_cost(cost)} paid {kicked} time{'s' if kicked != 1 else ''}: "
            f"{kicked} additional cost{'s' if kicked != 1 else ''} of {format_cost(cost)}.",
        )
        return
    if not plain:
        raise missing_keyword(spell, "kicker", "kicked")
    if kicked > len(plain):
        raise cost_error(
            f"kicked: {spell.name} has {len(plain)} kicker cost{'s' if len(plain) != 1 else ''}; each can be paid "
            f"once, so it can be kicked at most {len(plain)} time{'s' if len(plain) != 1 else ''} (702.33d).",
            "kicked",
            "702.33d",
        )
    for instance in plain[:kicked]:
        plan.additional.append(instance.cost)
        extra = (
            f" and {instance.rest}" if instance.rest and not instance.cost.symbols and not instance.cost.generic else ""
        )
        plan.step("702.33a", f"Kicker {format_cost(instance.cost)}{extra}: an additional cost, paid once.")


def add_additional(plan, spell, named, given):
    seen = {}
    for name in named:
        if name in ("kicker", "multikicker"):
            continue
        if name in ALTERNATIVE or name == WITHOUT_PAYING:
            raise cost_error(
                f"additional: {name} is an alternative cost, not an additional one: give it as cast (118.9a).",
                "additional",
                "118.9a",
            )
        if name not in ADDITIONAL:
            raise cost_error(
                f"additional: {shown(name)} isn't an additional-cost keyword this site knows: {', '.join(ADDITIONAL)}.",
                "additional",
                "601.2b",
            )
        if name == "splice":
            raise cost_error(
                "additional: a spliced card is named in spliced, with the card (702.47a).", "additional", "702.47a"
            )
        if not spell.has(name):
            raise missing_keyword(spell, name, "additional")
        seen[name] = seen.get(name, 0) + 1
        keyword = BY_NAME[name]
        instances = spell.instances(name)
        if seen[name] > len(instances) and not keyword.repeatable:
            raise cost_error(
                f"additional: {keyword.title.lower()} is paid at most once per instance ({keyword.rule}).",
                "additional",
                keyword.rule,
            )
    for name, times in seen.items():
        keyword = BY_NAME[name]
        instance = spell.instances(name)[0]
        if name == "offering":
            add_offering(plan, spell, instance, given)
            continue
        for _ in range(times):
            if instance.cost.generic or instance.cost.symbols or instance.cost.variables:
                plan.additional.append(instance.cost)
        what = {
            "escalate": f"for each of the {times} mode{'s' if times != 1 else ''} chosen beyond the first",
            "replicate": f"{times} time{'s' if times != 1 else ''}, a copy for each",
            "squad": f"{times} time{'s' if times != 1 else ''}",
        }.get(name, "")
        cost = format_cost(instance.cost) if (instance.cost.generic or instance.cost.symbols) else ""
        other = {
            "casualty": f"sacrifice a creature with power {instance.n} or greater",
            "bargain": "sacrifice an artifact, enchantment or token",
            "conspire": "tap two untapped creatures that each share a colour with it",
            "retrace": "discard a land card (cast from the graveyard)",
            "jump-start": "discard a card (cast from the graveyard)",
            "gift": f"choose an opponent, who gets the gift ({instance.quality})",
        }.get(name, instance.rest)
        parts = ", ".join(p for p in (cost, other) if p)
        plan.step(
            keyword.rule, f"{keyword.title}: the additional cost {parts or '(no mana)'}{' ' + what if what else ''}."
        )
    if given.get("sacrificed_mana_cost") not in (None, "") and "offering" not in seen:
        raise cost_error(
            "sacrificed_mana_cost: only offering reduces the cost by a sacrificed permanent's mana cost (702.48a).",
            "sacrificed_mana_cost",
            "702.48a",
        )


def add_offering(plan, spell, instance, given):
    sacrificed = given.get("sacrificed_mana_cost")
    if sacrificed in (None, ""):
        raise cost_error(
            f"sacrificed_mana_cost: {instance.quality} offering sacrifices a {instance.quality}; give its mana cost "
            "(702.48a).",
            "sacrificed_mana_cost",
            "702.48a",
        )
    cost = as_cost(sacrificed, field="sacrificed_mana_cost").with_x(0)
    plan.reductions.append(cost)
    plan.step(
        "702.48c",
        f"{instance.quality} offering: a {instance.quality} is sacrificed (an additional cost) and the total cost is "
        f"reduced by its mana cost {format_cost(cost)}: its generic mana reduces generic mana, its coloured mana the "
        "same colour, any excess generic mana (118.7).",
    )
