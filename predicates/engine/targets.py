"""What a spell targets, for the cost effects that depend on it (battlefield.py reads them).

Rules (CR of 2025-11-14): 601.2c (targets are chosen before the total cost is determined, 601.2f), 115.1 (what a
spell may target is what its text says: "two target artifacts, creatures, and/or lands you control" are its
caster's), 205.3m (creature types).

A target is a player ("opponent", "you") or an object: a name the card API knows (the API adds its type line and
text) with its controller when it isn't the caster's ("opponent's Silvergill Adept"; "my ..." for the caster's). A
name given in battlefield is that permanent, with its controller. Each name is a different object, as in
battlefield: Spellwild Ouphe twice in targets is two different Ouphes.
- Kopala, Warden of Waves's "Spells your opponents cast that target a Merfolk you control" and Monastery Siege's
  "that target you or a permanent you control": "you" is the permanent's controller; once per spell however many
  such targets (their rulings).
- Mistform Warchief's "that share a creature type with Mistform Warchief": its printed creature types, or the one
  it became this turn (`chosen`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from . import cost_effects
from .additional_costs import cost_error
from .cost_effects import NOT_CREATURE_TYPES, Effect
from .errors import shown
from .limits import MAX_COSTS
from .situation import whole_number

if TYPE_CHECKING:  # spell_cost imports battlefield, which imports this module
    from .spell_cost import Spell

RULE = "601.2f"
# A target named with its controller: "opponent's Silvergill Adept", "my Silvergill Adept"; a player: "opponent", "you".
_TARGET_OWNERS = (("opponent's ", "opponent"), ("opponent’s ", "opponent"), ("opponent: ", "opponent"), ("my ", "you"))
_PLAYERS = {
    **dict.fromkeys(("you", "me", "myself", "yourself", "the caster"), "you"),
    **dict.fromkeys(("opponent", "an opponent", "target opponent", "your opponent", "the opponent"), "opponent"),
}


def target(value: str | dict[str, Any]) -> dict[str, Any]:
    """A target as {"name", "controller", "player", "type_line"}: a player ("opponent", "you"), or an object named
    with its controller ("opponent's Silvergill Adept") or not (controller None: decided by the battlefield)."""
    target = dict(value) if isinstance(value, dict) else {"name": value}
    name = " ".join(str(target["name"]).split())
    if name.lower() in _PLAYERS:
        return {"name": name, "player": _PLAYERS[name.lower()]}
    for prefix, owner in _TARGET_OWNERS:
        if name.lower().startswith(prefix):
            name, target["controller"] = name[len(prefix) :], owner
    target["name"] = name
    return target


def check_facts(given: dict[str, Any]) -> None:
    """The facts of the turn the situation states (its targets, whose turn it is, the spells cast this turn), checked
    whatever else is given: the permanents read them, and Fireball's own cost reads the targets with none given."""
    for flag in ("your_turn", "first_creature_spell_this_turn"):
        if flag in given and not isinstance(given[flag], bool):
            raise cost_error(f"{flag} must be true or false.", flag, RULE)
    whole_number(given.get("spells_cast_this_turn"), field="spells_cast_this_turn", rule=RULE)
    used = given.get("used_this_turn")
    if used is not None and not isinstance(used, str):
        if not isinstance(used, list) or len(used) > MAX_COSTS or not all(isinstance(n, str) for n in used):
            raise cost_error('used_this_turn must be a list of names, e.g. ["As Foretold"].', "used_this_turn", "118.9")
    targets = given.get("targets")
    if targets is not None:
        targets = [targets] if isinstance(targets, (str, dict)) else targets
        if (
            not isinstance(targets, list)
            or len(targets) > MAX_COSTS
            or not all(isinstance(t, str) or (isinstance(t, dict) and isinstance(t.get("name"), str)) for t in targets)
        ):
            raise cost_error('targets must be a list of names, e.g. ["Icefall Regent"].', "targets", "601.2c")
        given["targets"] = [target(t) for t in targets]


class Where:
    """The permanent an effect comes from: its controller, which copy of its name it is, the other permanents."""

    def __init__(self, permanent: dict[str, Any], controller: str, copy: int, permanents: list[dict[str, Any]]):
        self.permanent, self.controller, self.copy, self.permanents = permanent, controller, copy, permanents
        self.taken: int | None = None  # how much of an "up to" reduction is taken (reduction_taken)


def _only_own_targets(text: str) -> bool:
    """Whether every "target" of the spell's text is one its caster controls ("two target artifacts, creatures,
    and/or lands you control": Ghostly Flicker), so no target of it is an opponent's (115.1, 601.2c)."""
    text = re.sub(r"\([^()]*\)", "", text or "")
    found = [m.end() for m in re.finditer(r"\btargets?\b", text)]
    return bool(found) and all(re.match(r"[^.;]*?\byou control\b", text[end:]) for end in found)


def targets_controlled(effect: Effect, spell: Spell, given: dict[str, Any], where: Where) -> tuple[bool, str]:
    """Kopala's "that target a Merfolk you control", Monastery Siege's "that target you or a permanent you control":
    "you" is the permanent's controller. Once per spell however many such targets (their rulings)."""
    if "targets" not in given:
        return False, "targets not given: the spell is taken to target none"
    owner, what = where.controller, effect.target
    whose = "the caster" if owner == "you" else "an opponent of the caster"
    notes = []
    own = _only_own_targets(spell.text)
    if own:
        notes.append(f"{spell.name} targets only what its caster controls")
    for target in given["targets"]:
        if target.get("player"):
            if effect.target_player and target["player"] == owner:
                return True, f"the spell targets {target['name']}, the player who controls {effect.source}"
            continue
        controller, type_line, text = target.get("controller"), target.get("type_line"), target.get("oracle_text", "")
        same = [p for p in where.permanents if p["name"].lower() == target["name"].lower()]
        if same:
            controller = controller or cost_effects.controller_of(same[0])
            type_line = type_line if type_line is not None else same[0].get("type_line")
            text = text or same[0].get("oracle_text", "")
        if own:
            controller = "you"
        if controller is None:
            controller = "you"
            notes.append(
                f"{target['name']} is taken to be the caster's (name it \"opponent's {target['name']}\" if not)"
            )
        if controller != owner:
            continue
        if what == "permanent":
            return True, f"the spell targets {target['name']}, a permanent {whose} controls"
        if type_line is None:
            raise cost_error(
                f'targets: {effect.source}\'s "{effect.text}" asks whether {shown(target["name"], limit=80)} is a '
                f"{what.title()}: name a card, or add it to battlefield (601.2f).",
                "targets",
                RULE,
            )
        types = set(re.split(r"[\s—-]+", type_line.lower()))
        if what in types or (re.search(r"(?:^|\n)Changeling\b", text or "") and "creature" in types):
            return True, f"the spell targets {target['name']}, a {what.title()} {whose} controls"
    said = "; ".join(notes)
    return False, f"the spell targets no {what} {whose} controls" + (f" ({said})" if said else "")


def _creature_types(type_line: str) -> set[str]:
    subtypes = type_line.lower().split("—", 1)[1] if "—" in type_line else ""
    return {w for w in subtypes.split() if w not in NOT_CREATURE_TYPES}


def shares_creature_type(effect: Effect, chosen: Any, spell: Spell, where: Where) -> tuple[bool, str]:
    """Mistform Warchief: its creature types are its type line's, or the one it became this turn (`chosen`)."""
    mine = chosen if chosen else _creature_types(where.permanent.get("type_line") or "")
    whose = "the type it became this turn" if chosen else "its printed creature types"
    spells = {t for t in spell.facts.types if t not in NOT_CREATURE_TYPES}
    hit = bool(mine & spells) or (spell.facts.every_creature_type and bool(mine))
    shared = "shares" if hit else "shares no"
    return hit, f"the spell {shared} creature type with {effect.source} ({whose}: {', '.join(sorted(mine)) or 'none'})"
