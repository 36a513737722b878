"""The permanents that change what a spell costs, with the facts of the game their effects depend on.

Rules (CR of 2025-11-14): 601.2f adds cost increases, takes away reductions, then applies minimums; 118.9 lets an
effect give a spell an alternative cost (Dream Halls). Which effects a permanent has is read by cost_effects.py; this
module decides whether each applies and how much, from what the situation says of the game:

- `chosen`: a permanent's name -> what was chosen for it (one value, or one per copy given in `battlefield`): Cloud
  Key's card type, Herald's Horn's or Urza's Incubator's creature type, Brago's Favor's card name, Seal of the
  Guildpact's two colours, the card types of the card exiled with Semblance Anvil.
- `counters`: a permanent's name -> the counters its sentence counts (+1/+1 counters on Animar, the experience
  counters Mizzix's controller has).
- `for_each`: a permanent's name -> what any other "for each" of its effect counts (Rakdos, Lord of Riots' life lost,
  Locket of Yesterdays' cards, Battlefield Thaumaturge's targeted creatures, Hum of the Radix's artifacts).
- `your_turn` (default true): Defense Grid's "except during its controller's turn".
- `targets`: what the spell targets (Icefall Regent's "Spells your opponents cast that target Icefall Regent";
  Kopala's "that target a Merfolk you control", Monastery Siege's "that target you or a permanent you control":
  whose target it is, targets.py).
- `spells_cast_this_turn` (Damping Sphere's "for each other spell that player has cast this turn") and
  `first_creature_spell_this_turn` (Conduit of Ruin's "The first creature spell you cast each turn"; true when no
  spell was cast before).
- `chosen` also says which anchor word was chosen (Monastery Siege's Khans or Dragons, 614.12c) and, optionally, the
  creature type Mistform Warchief became this turn.
- No field: the spell's printed power (Goreclaw), its mana value with X as announced (Krosan Drover, 202.3e), its
  flying (Warden of Evos Isle).
Not given, a choice or a count is a 400 naming the field (the site doesn't guess a fact of the game); the turn is
assumed to be the caster's and the spell to target none of them, each said in a step.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from . import casting, cost_effects, keywords
from .additional_costs import Plan, cost_error, gives_replicate
from .cost_effects import CARD_TYPES, COLOR_WORDS, NOT_CREATURE_TYPES, Effect
from .errors import shown
from .keywords import BY_NAME
from .limits import MAX_COSTS, MAX_NUMBER
from .mana import COLORS, ManaCost, format_cost
from .situation import whole_number
from .targets import Where, shares_creature_type, targets_controlled
from .total_cost import ColoredOnly

if TYPE_CHECKING:  # spell_cost imports this module
    from .spell_cost import Spell

FIELDS = (
    *("chosen", "counters", "for_each", "your_turn", "targets", "reduction_taken", "triggered", "used_this_turn"),
    *("spells_cast_this_turn", "first_creature_spell_this_turn"),
)
RULE = "601.2f"
ANY_OR_COLORS = ("chosen colors", "any amount")  # Effect.per whose value is the situation's `chosen`
# Effect.per -> the field that gives its count.
COUNTED = {"counters": "counters", "for each": "for_each"}
# How much of an "up to" reduction the player takes (Stone Calendar's "up to {1} less"; its ruling: "You may choose
# not to apply Stone Calendar's cost reduction effect"); not given, all of it.
TAKEN = "reduction_taken"
CHOICES = ("chosen type", "chosen name", "exiled card type")
_ANCHORS = re.compile(r"^•\s*(?P<word>[A-Z][a-z]+)\s*—", re.MULTILINE)
DREAM_HALLS = "rather than pay the mana cost for a spell, its controller may discard a card that shares a color"
_FLYING = re.compile(r"^(?:[A-Za-z ]+, )*Flying\b", re.MULTILINE)
_CHOOSE = re.compile(r"choose (?P<what>a creature type|a card name|two colors|a color|[a-z, ]+, or [a-z]+)\b", re.I)


def _per_copy(mapping: dict[str, Any], name: str, copy: int, field: str) -> Any:
    """The value given for the copy-th permanent named name: one value for all, or a list with one per copy."""
    value = mapping.get(name.lower())
    if isinstance(value, list):
        if copy >= len(value):
            raise cost_error(
                f"{field}: {len(value)} value(s) for {shown(name, limit=80)}, given {copy + 1} times in battlefield; "
                "give one per copy, or one for all.",
                field,
                RULE,
            )
        return value[copy]
    return value


def _mapping(given: dict[str, Any], field: str, names: set[str]) -> dict[str, Any]:
    value = given.get(field)
    if value in (None, {}, ""):
        return {}
    if not isinstance(value, dict) or len(value) > MAX_COSTS:
        raise cost_error(
            f"{field} must be an object from a battlefield card's name to its value, e.g. "
            '{"Cloud Key": "creature"}.',
            field,
            RULE,
        )
    mapping = {}
    for name, item in value.items():
        if not isinstance(name, str) or name.strip().lower() not in names:
            raise cost_error(
                f"{field}: {shown(name, limit=80)} isn't one of the cards given in battlefield.", field, RULE
            )
        items = item if isinstance(item, list) else [item]
        if not items or len(items) > MAX_COSTS:
            raise cost_error(f"{field}: give one value for {shown(name, limit=80)}, or one per copy.", field, RULE)
        mapping[name.strip().lower()] = item
    return mapping


def _words(value: Any, field: str) -> list[str]:
    if not isinstance(value, str) or not value.strip() or len(value) > 200 or not value.isprintable():
        raise cost_error(f"{field}: {shown(value, limit=80)} isn't a choice: give a word or a name.", field, RULE)
    return value.strip().lower().split()


def _colors(value: Any, field: str) -> set[str]:
    """Colours given as letters ("WU") or words ("white blue", ["white", "blue"])."""
    if isinstance(value, str):
        words = re.split(r"[\s,]+(?:and\s+)?", value.strip().lower())
        if len(words) == 1 and words[0] and all(c.upper() in COLORS for c in words[0]):
            return {c.upper() for c in words[0]}
        if all(w in COLOR_WORDS for w in words):
            return {COLOR_WORDS[w] for w in words}
    raise cost_error(f'{field}: {shown(value, limit=80)} isn\'t colours: give letters ("WU") or words.', field, RULE)


def _check_choice(permanent: dict[str, Any], effect: Effect, value: Any) -> Any:
    """The value chosen for the permanent, as its text allows it (the ruling printed on Herald's Horn)."""
    name, field = permanent["name"], "chosen"
    choose = _CHOOSE.search(permanent.get("oracle_text") or "")
    what = choose["what"].lower() if choose else ""
    if effect.per == "chosen colors":
        colors = _colors(value, field)
        if what == "two colors" and len(colors) != 2:
            raise cost_error(f"chosen: {name} has two different colours chosen (its text; its ruling).", field, RULE)
        return colors
    if effect.condition == "chosen name":
        if not isinstance(value, str) or not value.strip() or len(value) > 200:
            raise cost_error(f"chosen: {name} names a card: give its name.", field, RULE)
        return value.strip().lower()
    words = _words(value, field)
    if effect.condition == "exiled card type":
        if not set(words) <= CARD_TYPES - {"land"} | {"tribal"}:
            raise cost_error(
                f"chosen: the card exiled with {name} is a nonland card: give its card types (artifact, creature, "
                f"enchantment, instant, planeswalker, sorcery, tribal), not {shown(value, limit=80)} (205.2a).",
                field,
                "205.2a",
            )
        return set(words)
    if what == "a creature type" and (len(words) != 1 or words[0] in NOT_CREATURE_TYPES):
        raise cost_error(
            f"chosen: {name}'s choice is one creature type, such as Vampire or Cat, not {shown(value, limit=80)} "
            "(205.3m; its ruling: no card type, no two creature types).",
            field,
            "205.3m",
        )
    if "," in what and (len(words) != 1 or words[0] not in re.findall(r"[a-z]+", what.replace(", or", ","))):
        raise cost_error(f"chosen: {name}'s choice is one of {what}, not {shown(value, limit=80)}.", field, RULE)
    return set(words)


def _applies(effect: Effect, chosen: Any, spell: Spell, given: dict[str, Any], where: Where) -> tuple[bool, str]:
    """Whether a conditional effect applies to the spell, and why."""
    facts = spell.facts
    if effect.condition == "chosen type":
        hit = bool(chosen & facts.types) or (facts.every_creature_type and not chosen & NOT_CREATURE_TYPES)
        return hit, f"the type chosen is {' '.join(sorted(chosen))}"
    if effect.condition == "exiled card type":
        return bool(chosen & facts.types), f"the card exiled is {' '.join(sorted(chosen))}"
    if effect.condition == "chosen name":
        # A fused split card has both halves' names (the ruling printed on Council of the Absolute).
        names = {spell.name.lower(), spell.card_name.lower(), *(f["name"].lower() for f in spell.faces)}
        return chosen in names, f"the name chosen is {chosen}"
    if effect.condition == "not your turn":
        mine = given.get("your_turn", True)
        return not mine, ("it is the caster's turn" if mine else "it isn't the caster's turn") + (
            " (your_turn not given: assumed)" if "your_turn" not in given else ""
        )
    if effect.condition == "power":
        if not spell.power.isdigit():
            raise cost_error(
                f"battlefield: {effect.source}'s \"{effect.text}\" reads the spell's power; {spell.name}'s is "
                f"{spell.power or 'none'}, which this site can't read as a number (604.3).",
                "battlefield",
                "604.3",
            )
        return int(spell.power) >= effect.threshold, f"its printed power is {spell.power}"
    if effect.condition == "mv":
        value = spell.mana_cost.with_x(given.get("x") or 0).amount
        return value >= effect.threshold, f"its mana value on the stack is {value} (X as announced, 202.3e)"
    if effect.condition == "flying":
        flying = bool(_FLYING.search(spell.text))
        return flying, f"the spell {'has' if flying else 'has no'} flying"
    if effect.condition == "first creature spell":
        first = given.get("first_creature_spell_this_turn")
        if first is None and given.get("spells_cast_this_turn") == 0:
            first = True
        if first is None:
            raise cost_error(
                f'first_creature_spell_this_turn: {effect.source}\'s "{effect.text}" needs to know whether this is '
                "the first creature spell its caster cast this turn: give true or false (601.2f).",
                "first_creature_spell_this_turn",
                RULE,
            )
        return first, "the first creature spell its caster cast this turn" if first else "not the first creature spell"
    if effect.condition == "target":
        wanted = effect.source if effect.target == "it" else effect.target
        # Each target is a different object, as each name of battlefield is a permanent: the copy-th permanent of
        # that name is targeted when the name is there more than copy times (Spellwild Ouphe's ruling: {2} less for
        # each different Ouphe the spell targets).
        times = sum(1 for t in given.get("targets", []) if not t.get("player") and t["name"].lower() == wanted.lower())
        hit = times > where.copy
        said = "targets not given: the spell is taken to target none" if "targets" not in given else ""
        verb = "targets" if hit else "doesn't target"
        which = f" (copy {where.copy + 1} of it given in battlefield)" if where.copy else ""
        return hit, said or f"the spell {verb} {wanted}{which}"
    if effect.condition == "target controlled":
        return targets_controlled(effect, spell, given, where)
    if effect.condition == "refers":
        # Kindly Cognician's ruling: the rules text only, not its reminder text, name or type line.
        text = re.sub(r"\([^()]*\)", "", spell.text or "").replace(spell.name, "")
        hit = bool(re.search(r"\b(?:artifacts?|contraptions?)\b", text, re.IGNORECASE))
        return hit, f"its rules text {'says' if hit else 'never says'} artifact or Contraption"
    if effect.condition == "shares creature type":
        return shares_creature_type(effect, chosen, spell, where)
    if effect.condition == "commander":
        return casting.is_commander(given)
    return True, ""


def _times(effect: Effect, chosen: Any, count: int | None, spell: Spell, given: dict[str, Any]) -> tuple[int, str]:
    if effect.per == "chosen colors":
        n = len(chosen & spell.facts.colors)
        return n, f"the colours chosen are {''.join(sorted(chosen))}: the spell is {n} of them"
    if effect.per == "counters":
        return count or 0, f"{count} counter{'s' * (count != 1)}"
    if effect.per == "for each":
        return count or 0, f"{count} {effect.counted}"
    if effect.per == "commander casts":
        return casting.commander_casts(given)
    if effect.per == "spells this turn":
        spells = given.get("spells_cast_this_turn")
        if spells is None:
            raise cost_error(
                f'spells_cast_this_turn: {effect.source}\'s "{effect.text}" counts the other spells the caster cast '
                "this turn: give how many (601.2f).",
                "spells_cast_this_turn",
                RULE,
            )
        return spells, f"{spells} other spell{'s' * (spells != 1)} cast this turn"
    return 1, ""


def _check(given: dict[str, Any], names: set[str]) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    chosen = _mapping(given, "chosen", names)
    counts = {field: _mapping(given, field, names) for field in (*COUNTED.values(), TAKEN)}
    for field, mapping in counts.items():
        for value in mapping.values():
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, bool) or not isinstance(item, int) or not 0 <= item <= MAX_NUMBER:
                    raise cost_error(
                        f"{field}: {shown(item, limit=40)} isn't a count: give a whole number from 0 to "
                        f"{MAX_NUMBER:,}.",
                        field,
                        RULE,
                    )
    return chosen, counts


def _names_given(permanents: Sequence[dict[str, Any]], value: object, field: str, example: str) -> set[str]:
    """The battlefield cards a field names (`triggered`, `used_this_turn`), lower-cased: each must be given there."""
    if value in (None, [], ""):
        return set()
    names = [value] if isinstance(value, str) else value
    if not isinstance(names, list) or len(names) > MAX_COSTS or not all(isinstance(n, str) for n in names):
        raise cost_error(f'{field} must be a list of battlefield names, e.g. ["{example}"].', field, RULE)
    wanted = {n.strip().lower() for n in names}
    known = {p["name"].lower() for p in permanents}
    if not wanted <= known:
        unknown = sorted(wanted - known)[0]
        message = f"{field}: {shown(unknown, limit=80)} isn't one of the cards given in battlefield."
        raise cost_error(message, field, RULE)
    return wanted


def _mark_triggered(permanents: Sequence[dict[str, Any]], triggered: object) -> list[dict[str, Any]]:
    """The permanents whose triggered or activated ability's one-turn effect happened this turn (Hardened
    Berserker attacked, Saheeli's +1, The Pieces Are Coming Together set in motion): `triggered` names them."""
    wanted = _names_given(permanents, triggered, "triggered", "Hardened Berserker")
    return [dict(p, triggered=True) if p["name"].lower() in wanted else p for p in permanents]


def add_permanents(plan: Plan, spell: Spell, permanents: object, given: dict[str, Any]) -> None:
    """Each permanent's effects that apply to the spell, into the plan's increases, reductions, minimum, helpers."""
    if not permanents:
        for field in ("chosen", *COUNTED.values(), TAKEN, "triggered", "used_this_turn"):
            if given.get(field):
                raise cost_error(f"{field}: no battlefield card is given for it.", field, RULE)
        return
    if not isinstance(permanents, (list, tuple)) or len(permanents) > MAX_COSTS:
        raise cost_error(f"battlefield must be a list of at most {MAX_COSTS} cards.", "battlefield", RULE)
    if not all(isinstance(p, dict) and p.get("name") for p in permanents):
        raise cost_error('battlefield: name cards, e.g. ["Thalia, Guardian of Thraben"].', "battlefield", RULE)
    chosen_given, counts_given = _check(given, {p["name"].lower() for p in permanents})
    permanents = _mark_triggered(permanents, given.get("triggered"))
    _names_given(permanents, given.get("used_this_turn"), "used_this_turn", "As Foretold")  # read in ways_to_cast
    copies: dict[str, int] = {}
    wants: dict[str, set[str]] = {"chosen": set(), **{field: set() for field in (*COUNTED.values(), TAKEN)}}
    for permanent in permanents:
        copy = copies[permanent["name"].lower()] = copies.get(permanent["name"].lower(), -1) + 1
        if DREAM_HALLS.lower() in (permanent.get("oracle_text") or "").lower():
            plan.step("118.9", f'{permanent["name"]}: an alternative cost for any spell (cast: "Dream Halls").')
            continue
        if gives := cost_effects.gives_alternative(permanent.get("oracle_text")):
            if gives.group("counted"):  # As Foretold's time counters, read when it is cast with (ways_to_cast.py)
                wants["counters"].add(permanent["name"].lower())
            plan.step("118.9", f'{permanent["name"]}: an alternative cost for spells (cast: "{permanent["name"]}").')
            continue
        if gives_replicate(permanent):
            continue  # read before the additional costs (give_replicate)
        controller, effects = cost_effects.permanent_effects(permanent, spell.facts)
        # What its effects ask, whether or not they apply to this spell (Animar's counters for a noncreature spell).
        text, triggered = permanent.get("oracle_text"), bool(permanent.get("triggered"))
        for every in cost_effects.effects_of(permanent["name"], text, controller=controller, triggered=triggered)[0]:
            if every.condition in (*CHOICES, "shares creature type") or every.per in ANY_OR_COLORS or every.anchor:
                wants["chosen"].add(permanent["name"].lower())
            if every.per in COUNTED:
                wants[COUNTED[every.per]].add(permanent["name"].lower())
            if every.up_to:
                wants[TAKEN].add(permanent["name"].lower())
        whose = "an opponent's " if controller == "opponent" else ""
        if not effects:
            plan.step(RULE, f"{whose}{permanent['name']}: its cost effect doesn't apply to {spell.name}.")
        where = Where(permanent, controller, copy, list(permanents))
        for effect in effects:
            chosen = count = None
            if effect.anchor:
                value = _per_copy(chosen_given, permanent["name"], copy, "chosen")
                anchors = _ANCHORS.findall(permanent.get("oracle_text") or "")
                if value is None or not isinstance(value, str) or value.strip().title() not in anchors:
                    raise cost_error(
                        f'chosen: {permanent["name"]} has "{effect.text}" only if {effect.anchor} was chosen as it '
                        f"entered: give chosen, one of {' or '.join(anchors)} (614.12c).",
                        "chosen",
                        "614.12c",
                    )
                if value.strip().title() != effect.anchor:
                    plan.step(
                        RULE,
                        f"{whose}{permanent['name']}: {value.strip().title()} was chosen, so it doesn't "
                        f'have "{effect.text}".',
                    )
                    continue
            elif effect.condition == "shares creature type":
                value = _per_copy(chosen_given, permanent["name"], copy, "chosen")
                if value is not None:
                    words = _words(value, "chosen")
                    if len(words) != 1 or words[0] in NOT_CREATURE_TYPES:
                        raise cost_error(
                            f"chosen: the creature type {permanent['name']} became is one creature type, not "
                            f"{shown(value, limit=80)} (205.3m).",
                            "chosen",
                            "205.3m",
                        )
                    chosen = set(words)
            if effect.condition in CHOICES or effect.per == "chosen colors":
                value = _per_copy(chosen_given, permanent["name"], copy, "chosen")
                if value is None:
                    raise cost_error(
                        f'chosen: {permanent["name"]}\'s "{effect.text}" needs what was chosen: give chosen, e.g. '
                        f'{{"{permanent["name"]}": ...}} (601.2f).',
                        "chosen",
                        RULE,
                    )
                chosen = _check_choice(permanent, effect, value)
            if effect.per == "any amount":  # optional (Chorus): not given, none is paid and a step says so
                value = _per_copy(chosen_given, permanent["name"], copy, "chosen")
                count = None if value is None else whole_number(value, field="chosen", rule="601.2b")
            if effect.per in COUNTED:
                field = COUNTED[effect.per]
                count = _per_copy(counts_given[field], permanent["name"], copy, field)
                if count is None:
                    raise cost_error(
                        f'{field}: {permanent["name"]}\'s "{effect.text}" counts {effect.counted or "counters"}: give '
                        f'{field}, e.g. {{"{permanent["name"]}": 2}} (601.2f).',
                        field,
                        RULE,
                    )
            where.taken = _per_copy(counts_given[TAKEN], permanent["name"], copy, TAKEN) if effect.up_to else None
            _add(plan, spell, effect, whose, chosen, count, given, where)
    for field, given_for in (("chosen", chosen_given), *counts_given.items()):
        unused = sorted(set(given_for) - wants[field])
        if unused:
            name = next(p["name"] for p in permanents if p["name"].lower() == unused[0])
            raise cost_error(f"{field}: no cost effect of {shown(name, limit=80)} depends on {field}.", field, RULE)


def _add(
    plan: Plan,
    spell: Spell,
    effect: Effect,
    whose: str,
    chosen: Any,
    count: int | None,
    given: dict[str, Any],
    where: Where,
) -> None:
    said = f'{whose}{effect.source}: "{effect.text}."'
    if effect.kind == "additional":
        if count:
            plan.additional.append(ManaCost(count))
        amount = f"{count} generic mana" if count is not None else "none"
        ask = f' (give chosen: {{"{effect.source}": N}})' * (count is None)
        counters = f", so the creature enters with {count} more +1/+1 counters" * bool(count)
        plan.step("601.2b", f"{said} An additional cost: {amount} paid{ask}{counters}.")
        return
    if effect.keyword_cost:
        paid = plan.keyword_costs.get(effect.keyword_cost)
        if paid is None:
            plan.step(RULE, f"{said} It doesn't apply: no {effect.keyword_cost} cost is paid.")
            return
        # Two Memory Crystals reduce one buyback {2} to {0}, never further: what is left of that cost's generic
        # mana after the reductions already applied to it is all the next one can take (its rulings).
        left = paid.generic - plan.keyword_reduced.get(effect.keyword_cost, 0)
        if effect.kind == "reduction" and effect.cost.generic > left:
            effect = replace(effect, cost=ManaCost(left))
            said += f" Only the generic mana of the {effect.keyword_cost} cost {format_cost(paid)} is reduced"
            said += f", {left} of it left to reduce." if left < paid.generic else "."
    if effect.condition:
        hit, why = _applies(effect, chosen, spell, given, where)
        if not hit:
            plan.step(RULE, f"{said} It doesn't apply: {why}.")
            return
        said += f" It applies: {why}."
    cost = effect.cost
    if effect.per:
        times, why = _times(effect, chosen, count, spell, given)
        cost = ManaCost(cost.generic * times, cost.variables * times, cost.symbols * times)
        said += f" Once for each: {why}."
    if effect.kind == "increase":
        plan.increases.append(cost)
        plan.step(RULE, f"{said} A cost increase of {format_cost(cost)}.")
    elif effect.kind == "reduction":
        plan.reductions.append(ColoredOnly(**vars(cost)) if effect.colored_only else cost)
        up_to = " (up to: the player may take less; all of it is taken here)" if effect.up_to else ""
        if effect.up_to and where.taken is not None:
            if where.taken > cost.generic:
                raise cost_error(
                    f"{TAKEN}: {effect.source} reduces the cost by up to {format_cost(cost)}, not {where.taken} "
                    "(601.2f).",
                    TAKEN,
                    RULE,
                )
            cost = ManaCost(where.taken)
            up_to = f" (up to: the player takes {where.taken})"
            plan.reductions[-1] = ColoredOnly(**vars(cost)) if effect.colored_only else cost
        if effect.keyword_cost:
            plan.keyword_reduced[effect.keyword_cost] = plan.keyword_reduced.get(effect.keyword_cost, 0) + cost.generic
        plan.step(RULE, f"{said} A cost reduction of {format_cost(cost)}{up_to}.")
    elif effect.kind == "minimum":
        plan.minimum = max(plan.minimum or 0, effect.amount)
        plan.step(RULE, f"{said} It applies last, to the total cost.")
    elif effect.kind == "grant" and effect.keyword == "affinity":
        # Mycosynth Golem: another instance of affinity; each instance applies (702.41b).
        plan.granted.append(keywords.Instance(BY_NAME["affinity"], quality=effect.granted_quality))
        plan.step(
            "702.41b",
            f"{said} The spell has affinity for {effect.granted_quality} as it is put onto the stack; each instance "
            "of affinity applies.",
        )
    elif effect.kind == "grant":
        plan.helpers.add(effect.keyword)
        plan.step(BY_NAME[effect.keyword].rule, f"{said} The spell has {effect.keyword}.")
