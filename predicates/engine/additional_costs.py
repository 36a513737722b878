"""Additional costs as 601.2b announces them and 118.8 adds them: kicker (702.33), the additional-cost keywords
(buyback, entwine, escalate per extra mode, replicate per copy, casualty, bargain, offering...), a card's own printed
"As an additional cost to cast this spell, ... pay {3}" (the mana option named "additional cost": Silvergill Adept's
"reveal a Merfolk card from your hand or pay {3}", Undergrowth's "you may pay {2}{R}", Taste of Paradise's "you may
pay {1}{G} any number of times"), and the Plan that gathers every cost for total_cost() with the steps that say where
each comes from. Rules: CR of 2025-11-14.
"""

import re

from .errors import RuleError, shown
from .keywords import ADDITIONAL, ALTERNATIVE, BY_NAME, NUMBERING, Instance
from .limits import MAX_COSTS
from .mana import as_cost, format_cost
from .total_cost import Step

WITHOUT_PAYING = "without paying its mana cost"
# The card's own printed additional cost, as a request names it (its mana option is paid).
PRINTED = "additional cost"
PRINTED_NAMES = (PRINTED, "printed additional cost", "its additional cost", "its own additional cost", "pay")
_PRINTED = re.compile(r"As an additional cost to cast this spell, (?P<what>[^.\n]+)", re.IGNORECASE)


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


# As judges write them: "overloaded", "evoked", "entwined", "its flashback cost", "foretold", "bought back".
_IRREGULAR = {"foretold": "foretell", "boughtback": "buyback", "castfacedown": "morph", "kicked": "kicker"}
_IRREGULAR["multikicked"] = "multikicker"


def keyword_name(text):
    """A keyword as a request may spell it, as the engine names it (lower case, its own hyphen)."""
    words = " ".join(text.lower().replace("_", " ").split())
    key = words.replace(" ", "").replace("-", "")
    if key in _SPELLINGS:
        return _SPELLINGS[key]
    bare = key.removeprefix("its").removesuffix("cost")
    for candidate in (bare, _IRREGULAR.get(bare, ""), bare[:-1], bare[:-2], bare.removesuffix("ed") + "e"):
        if candidate in _SPELLINGS and len(bare) > 3:
            return _SPELLINGS[candidate]
    return words


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
        self.keyword_costs = {}  # keyword -> the cost paid for it (flashback, dash, buyback...), for Catalyst Stone
        self.keyword_reduced = {}  # keyword -> the generic mana of its cost already reduced (Memory Crystal)

    def step(self, rule, text):
        self.steps.append(Step(rule, text, NUMBERING))


def add_kicks(plan, spell, kicked, named, paid=None):
    """Kicker as many times as kicked (702.33d); `paid` (the `kickers` field) says which of two kicker costs."""
    if paid is not None:
        return _named_kicks(plan, spell, kicked, named, paid)
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
    if kicked < len(plain):
        # Two kicker costs kicked once: which one is the player's choice; the count alone can't say it.
        plan.step(
            "702.33d",
            f"Kicked {kicked} time{'s' if kicked != 1 else ''} of {len(plain)}: the first printed kicker cost is "
            f'taken; name the one paid in kickers (e.g. ["{format_cost(plain[-1].cost)}"]).',
        )
    for instance in plain[:kicked]:
        _pay_kick(plan, instance)


def _pay_kick(plan, instance):
    plan.additional.append(instance.cost)
    extra = f" and {instance.rest}" if instance.rest and not instance.cost.symbols and not instance.cost.generic else ""
    plan.step("702.33a", f"Kicker {format_cost(instance.cost)}{extra}: an additional cost, paid once.")


def _same_cost(one, other):
    return (one.generic, sorted(one.symbols), sorted(one.variables)) == (
        other.generic,
        sorted(other.symbols),
        sorted(other.variables),
    )


def _named_kicks(plan, spell, kicked, named, paid):
    """The kicker costs paid, by their printed mana (Ana Battlemage's {2}{U} and/or {1}{B}): each at most once."""
    costs = kicker_costs(paid)
    if "kicker" in named or "multikicker" in named:
        message = 'additional: name the kicker costs paid in kickers, not "kicker" here.'
        raise cost_error(message, "additional", "702.33d")
    if spell.instances("multikicker"):
        raise cost_error(
            "kickers: multikicker is one cost paid any number of times: give the times in kicked (702.33c).",
            "kickers",
            "702.33c",
        )
    plain = spell.instances("kicker")
    if not plain:
        raise missing_keyword(spell, "kicker", "kickers")
    if kicked is not None and kicked != len(costs):
        raise cost_error(
            f"kickers names {len(costs)} kicker cost{'s' if len(costs) != 1 else ''} paid, but kicked says {kicked} "
            "(702.33d): give one of them, or both agreeing.",
            "kickers",
            "702.33d",
        )
    left = list(plain)
    for i, cost in enumerate(costs):
        match = next((n for n, instance in enumerate(left) if _same_cost(instance.cost, cost)), None)
        if match is None:
            printed = " and ".join(format_cost(instance.cost) for instance in plain)
            raise cost_error(
                f"kickers[{i}]: {format_cost(cost)} isn't a kicker cost of {spell.name} left to pay: its kicker "
                f"costs are {printed}, each paid at most once (702.33d).",
                f"kickers[{i}]",
                "702.33d",
            )
        del left[match]
    for instance in plain:  # paid in printed order, whatever order they were named in
        if not any(instance is other for other in left):
            _pay_kick(plan, instance)


def kicker_costs(paid):
    if isinstance(paid, str):
        paid = [paid]
    if not isinstance(paid, (list, tuple)) or not all(isinstance(v, str) for v in paid):
        raise cost_error('kickers must be a list of kicker costs such as ["{1}{B}"].', "kickers", "702.33d")
    if len(paid) > MAX_COSTS:
        raise cost_error(f"kickers: {len(paid):,} costs; this site reads at most {MAX_COSTS}.", "kickers", None)
    return [as_cost(v, field=f"kickers[{i}]") for i, v in enumerate(paid)]


# An entry of additional naming the printed cost, with the option paid when the card offers two ("additional cost
# {1}{G}": Primitive Justice's "pay {1}{R} and/or {1}{G} any number of times").
_PRINTED_ENTRY = re.compile("^(?:" + "|".join(PRINTED_NAMES) + r")(?:\s*:?\s*(?P<option>(?:\{[^}]+\})+))?$")


def printed_option(name):
    """The option an entry of additional names ("" for the printed cost alone), or None: not the printed cost."""
    found = _PRINTED_ENTRY.match(name)
    return None if found is None else (found["option"] or "")


def add_printed_additional(plan, spell, options):
    """601.2b, 601.2f: the mana options of the card's own "As an additional cost to cast this spell, ..." paid, one
    entry of options per payment ("" when the card offers one option); only "any number of times" allows more than
    once, "and/or" each option once. Not named, a step says what the option costs."""
    found = _PRINTED.search(re.sub(r"\([^()]*\)", "", spell.text or ""))
    what = found["what"].strip() if found else ""
    paid = re.search(r"\bpay (?P<rest>\{.*)$", what, re.IGNORECASE)  # "pay {1}{R} and/or {1}{G} any number of times"
    costs = re.findall(r"(?:\{[^}]+\})+", paid["rest"]) if paid else []
    if not options:
        if costs:
            plan.step(
                "601.2b",
                f'Its own additional cost: "{what}": taken without the mana ({", ".join(costs)}); give additional: '
                '["additional cost"] to pay it.',
            )
        return
    if not costs:
        raise cost_error(
            f'additional: {spell.name} prints no additional cost with mana to pay ("As an additional cost to cast '
            'this spell, ... pay {N}") (601.2b).',
            "additional",
            "601.2b",
        )
    by_text = {cost.lower(): cost for cost in costs}
    chosen = []
    for option in options:
        if not option and len(costs) > 1:
            raise cost_error(
                f"additional: {spell.name}'s additional cost offers {' and '.join(costs)}: name the one paid, e.g. "
                f'"additional cost {costs[0]}", once for each payment (601.2b).',
                "additional",
                "601.2b",
            )
        if option and option.lower() not in by_text:
            raise cost_error(
                f"additional: {spell.name}'s additional cost offers {' or '.join(costs)}, not {shown(option)} "
                "(601.2b).",
                "additional",
                "601.2b",
            )
        chosen.append(by_text[option.lower()] if option else costs[0])
    repeated = [cost for cost in costs if chosen.count(cost) > 1]
    if repeated and "any number of times" not in what.lower():
        raise cost_error(
            f'additional: {spell.name}\'s additional cost "{what}" is paid once (601.2b).', "additional", "601.2b"
        )
    paid_times = []
    for text in costs:
        times = chosen.count(text)
        plan.additional.extend([as_cost(text, field="additional")] * times)
        if times:
            paid_times.append(f"{text} paid {times} time{'s' * (times != 1)}")
    plan.step(
        "601.2b",
        f'Its own additional cost: "{what}": {" and ".join(paid_times)} (added to the total cost, 601.2f; the mana '
        "value doesn't change).",
    )


def add_additional(plan, spell, named, given):
    seen = {}
    add_printed_additional(plan, spell, [o for o in map(printed_option, named) if o is not None])
    for name in named:
        if name in ("kicker", "multikicker") or printed_option(name) is not None:
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
        modes = len(re.findall(r"^•", spell.text or "", re.MULTILINE))
        if name == "escalate" and modes and times >= modes:
            # Escalate is paid once for each mode beyond the first, and a mode is chosen once (700.2d).
            raise cost_error(
                f"additional: {spell.name} has {modes} modes, so escalate is paid at most {modes - 1} time"
                f"{'s' * (modes != 2)}, once for each mode beyond the first (702.120a, 700.2d).",
                "additional",
                "702.120a",
            )
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


# Djinn Illuminatus. The spell has the replicate as it is cast, so it is read before the additional costs are paid.
GIVES_REPLICATE = "each instant and sorcery spell you cast has replicate. the replicate cost is equal to its mana cost"


def gives_replicate(permanent: object) -> bool:
    return (
        isinstance(permanent, dict)
        and GIVES_REPLICATE in " ".join((permanent.get("oracle_text") or "").lower().split())
        and permanent.get("controller", "you") == "you"
    )


def give_replicate(plan, spell, permanents: object) -> None:
    """Each Djinn Illuminatus gives an instant or sorcery spell one more replicate, its cost the spell's mana cost
    (with the X chosen for it); a spell with replicate already has two (the Djinn's rulings of 2006-02-01)."""
    if not isinstance(permanents, (list, tuple)):
        return
    types = spell.type_line.lower()
    for permanent in permanents:
        if not gives_replicate(permanent) or not ("instant" in types or "sorcery" in types):
            continue
        instance = Instance(BY_NAME["replicate"], cost=spell.mana_cost)
        spell.keywords = {**spell.keywords, "replicate": [*spell.instances("replicate"), instance]}
        plan.step(
            "702.56a",
            f'{permanent["name"]}: "Each instant and sorcery spell you cast has replicate. The replicate cost is equal '
            f'to its mana cost": {spell.name} has replicate {format_cost(spell.mana_cost)}.',
        )


# "As an additional cost to cast this spell, discard X cards" (Nahiri's Wrath), "pay X life" (Toxic Deluge),
# "sacrifice X creatures" (Eliminate the Competition): X is chosen as the spell is cast though the mana cost has no
# {X}, so 107.3b doesn't make it 0 cast without paying its mana cost (their rulings).
_X_IN_ADDITIONAL = re.compile(r"As an additional cost to cast this spell, [^.\n]*\bX\b", re.IGNORECASE)
_X_NOT_ZERO = re.compile(r"\bX can't be 0\b")


def check_x_text(plan, spell, x):
    """What the spell's own text says of X: chosen for a non-mana additional cost, or never 0 (Mind Grind)."""
    if not spell.mana_cost.variables and _X_IN_ADDITIONAL.search(spell.text or ""):
        plan.x_from_text = True
        return
    if not (spell.mana_cost.variables and _X_NOT_ZERO.search(spell.text or "")):
        return
    alternative = plan.alternative
    if alternative is not None and not alternative.variables and not plan.x_from_text:
        raise cost_error(
            f'cast: {spell.name} says "X can\'t be 0", but cast for a cost without {{X}} (or without paying its mana '
            "cost) the only legal value of X is 0 (107.3b): it can't be cast this way (its ruling).",
            "cast",
            "107.3b",
        )
    if x == 0:
        raise cost_error(
            f'x: {spell.name} says "X can\'t be 0" (601.2b: X is announced within its limits).', "x", "601.2b"
        )
