"""Where a spell is cast from and what its way of casting asks of the turn; face-down and prototyped spells.

Rules: CR of 2025-11-14 (keywords.NUMBERING).

- 601.2a, 601.3: a card is cast from the zone it is in, only if a rule or effect allows it there. The keywords that
  give that permission name the zone: flashback (702.34a), escape (702.138a), disturb (702.146a), harmonize
  (702.180a), mayhem (702.187b), retrace (702.81a) and jump-start (702.133a) from a graveyard; foretell from exile
  (702.143a); madness from exile as the card is discarded (702.35a); warp (702.185a), miracle (702.94a) and fuse
  (702.102a) from the hand; an aftermath half only from a graveyard (702.127a); the commander tax is of casts from
  the command zone (903.8).
- Conditions of the turn: foretell (foretold on an earlier turn, 702.143a), madness (discarded, 702.35a), mayhem
  (discarded this turn, 702.187b), spectacle (an opponent lost life, 702.137a), surge (another spell cast this
  turn, 702.117a), prowl (combat damage by a source of one of its creature types, 702.76a), freerunning (combat
  damage by an Assassin or a commander, 702.173a). The site can't see the game: a condition not given is assumed
  met and a step says so; one given as unmet refuses the cast with its rule.
- Morph and disguise (702.37a, 702.37c, 702.168a, 702.168b, 708.2, 708.4): cast face down as a 2/2 colourless
  creature spell with no name, text, subtypes or mana cost for {3}, an alternative cost; the effects that apply
  are those to a spell with these characteristics (its mana value is 0). Turning the permanent face up for its
  morph or disguise cost is a special action (702.37e, 702.168d, 116.2b), no spell: no cost of casting it.
- Prototype (702.160a, 718.3, 718.3b, 718.4): cast prototyped, the spell has the prototype's mana cost (and its
  colours); that is no alternative cost, so the spell may still be cast for one or without paying its mana cost;
  its mana value on the stack is the prototype cost's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from . import cost_effects, keywords
from .additional_costs import WITHOUT_PAYING, Plan, cost_error, missing_keyword
from .errors import RuleError
from .keywords import BY_NAME
from .mana import ManaCost, format_cost, parse_cost
from .situation import whole_number

if TYPE_CHECKING:  # spell_cost imports this module
    from .spell_cost import Spell

# The numbering of this module's rules: the cost keywords' (tests/predicates/test_corpus.py reads it here).
NUMBERING = "2025-11-14"
assert NUMBERING == keywords.NUMBERING

HAND, GRAVEYARD, EXILE, COMMAND, LIBRARY = "hand", "graveyard", "exile", "command zone", "library"
ZONES = (HAND, GRAVEYARD, EXILE, COMMAND, LIBRARY)
_IN = {HAND: "a hand", GRAVEYARD: "a graveyard", EXILE: "exile", COMMAND: "the command zone", LIBRARY: "a library"}
_ZONE_NAMES = {"command": COMMAND, "commandzone": COMMAND, "graveyards": GRAVEYARD, "exiled": EXILE}

# The zone a way of casting casts from, with its rule and why.
ZONE_OF = {
    "flashback": (GRAVEYARD, "702.34a", "flashback casts the card from a graveyard"),
    "escape": (GRAVEYARD, "702.138a", "escape casts the card from a graveyard"),
    "disturb": (GRAVEYARD, "702.146a", "disturb casts the card transformed from a graveyard"),
    "harmonize": (GRAVEYARD, "702.180a", "harmonize casts the card from a graveyard"),
    "mayhem": (GRAVEYARD, "702.187b", "mayhem casts the card from a graveyard the turn it was discarded"),
    "retrace": (GRAVEYARD, "702.81a", "retrace casts the card from a graveyard"),
    "jump-start": (GRAVEYARD, "702.133a", "jump-start casts the card from a graveyard"),
    "foretell": (EXILE, "702.143a", "a foretold card is cast from exile"),
    "madness": (
        EXILE,
        "702.35a",
        "a card discarded with madness is exiled and cast from exile as the trigger resolves, never from a hand or "
        "a graveyard",
    ),
    "warp": (HAND, "702.185a", "warp casts the card from a hand"),
    "miracle": (HAND, "702.94a", "a miracle is revealed from a hand as it is drawn and cast from there"),
    "aftermath": (GRAVEYARD, "702.127a", "an aftermath half can't be cast from any zone other than a graveyard"),
    "fuse": (HAND, "702.102a", "fuse applies only while the card is in a hand"),
}

# The conditions of the turn a way of casting asks, by field: {way: (rule, what must be true)}; a field whose true
# value is the one refused is in REFUSED_WHEN_TRUE.
REFUSED_WHEN_TRUE = {"foretold_this_turn"}
CONDITIONS = {
    "foretold_this_turn": {"foretell": ("702.143a", "the card was foretold on an earlier turn")},
    "discarded": {
        "madness": ("702.35a", "the card is being discarded"),
        "mayhem": ("702.187b", "you discarded the card this turn"),
    },
    "opponent_lost_life": {"spectacle": ("702.137a", "an opponent lost life this turn")},
    "another_spell_cast": {"surge": ("702.117a", "you or a teammate cast another spell this turn")},
    "combat_damage_dealt": {
        "prowl": (
            "702.76a",
            "a player was dealt combat damage this turn by a source you controlled that had one of the spell's "
            "creature types",
        ),
        "freerunning": (
            "702.173a",
            "a player was dealt combat damage this turn by an Assassin creature or a commander you controlled",
        ),
    },
}
FACE_DOWN = ("morph", "disguise")
FIELDS = ("zone", "prototyped", "tapped_creature_power", "flashback_granted", *CONDITIONS)


def zone_of(value: object) -> str:
    """The zone a request names ("graveyard", "command zone"...), or a 400 naming the zones."""
    if not isinstance(value, str):
        raise cost_error(f"zone must be one of: {', '.join(ZONES)}.", "zone", "601.2a")
    words = " ".join(value.lower().replace("_", " ").split())
    words = words[len("the ") :] if words.startswith("the ") else words
    words = words[len("your ") :] if words.startswith("your ") else words
    zone = words if words in ZONES else _ZONE_NAMES.get(words.replace(" ", ""))
    if zone is None:
        raise cost_error(f"zone must be one of: {', '.join(ZONES)} (601.2a).", "zone", "601.2a")
    return zone


def check_zone(
    plan: Plan, spell: Spell, cast: str, named: list[str], given: dict[str, Any], commander_casts: int | None
) -> str:
    """The zone the spell is cast from: as given (refused when the way of casting can't cast from it) or assumed
    from the way of casting. Returns the zone."""
    given_zone = given.get("zone")
    zone = zone_of(given_zone) if given_zone is not None else None
    fused = "fuse" if len(spell.faces) > 1 and cast != "fuse" else None  # both halves named: fuse (702.102c)
    # The half cast has aftermath (the card named whole never casts an aftermath half: no fuse).
    aftermath = "aftermath" if spell.has("aftermath") and len(spell.faces) == 1 else None
    ways = list(dict.fromkeys(w for w in (cast, fused, aftermath, *named) if w in ZONE_OF))
    printed = printed_zone(spell) if cast == PRINTED else None
    if printed:
        ways.append(PRINTED)
    if commander_casts:
        ways.append("commander")
    for way in ways:
        needed, rule, why = (
            (COMMAND, "903.8", "the commander tax counts casts from the command zone")
            if (way == "commander")
            else (printed, "601.3", f"its own alternative cost casts it from {_IN[printed]}")
            if way == PRINTED and printed
            else ZONE_OF[way]
        )
        if zone is None:
            zone = needed
            plan.step(rule, f"Cast from {_IN[needed]} ({why}); no zone was given, so that one is assumed.")
        elif zone != needed and way == "commander":
            # 903.8: the tax is of casts from the command zone only; a commander cast from a hand (or any zone an
            # effect allows) pays none (Myth Unbound's ruling of 2018-07-13 speaks of such casts).
            plan.step(
                "903.8",
                f"Cast from {_IN[zone]}, not the command zone: the commander tax counts and applies to casts from "
                "the command zone only (903.8), so none is paid here.",
            )
        elif zone != needed:
            raise cost_error(f"zone: the card is in {_IN[zone]}, but {why} ({rule}).", "zone", rule)
    if zone is None:
        zone = HAND
    elif not ways and zone == COMMAND:
        plan.step(
            "903.8",
            "Cast from the command zone: a player may cast a commander they own from there (903.8); never cast "
            "from there before, no tax.",
        )
    elif not ways and zone != HAND:
        plan.step(
            "601.3",
            f"Cast from {_IN[zone]}: a card is cast from there only if a rule or an effect allows it (601.3); this "
            "site assumes one does.",
        )
    return zone


def is_commander(given: dict[str, Any]) -> tuple[bool, str]:
    """Whether the spell is its caster's commander (Myth Unbound's "Your commander"): the request counts its casts
    from the command zone or casts it from there (903.8)."""
    zone = given.get("zone")
    mine = given.get("commander_casts") is not None or (zone is not None and zone_of(zone) == COMMAND)
    return mine, "the spell is your commander" if mine else "the spell isn't a commander (no commander_casts given)"


def commander_casts(given: dict[str, Any]) -> tuple[int, str]:
    """Myth Unbound's "for each time it's been cast from the command zone": applied after the commander tax, and
    from any zone (its rulings of 2018-07-13)."""
    casts = whole_number(given.get("commander_casts"), field="commander_casts", rule="903.8") or 0
    return casts, f"cast {casts} time{'s' * (casts != 1)} before from the command zone"


def check_conditions(plan: Plan, cast: str, given: dict[str, Any]) -> None:
    """The conditions of the turn the way of casting asks: refused when given as false, assumed when not given."""
    for field, ways in CONDITIONS.items():
        value = given.get(field)
        if value is not None and not isinstance(value, bool):
            raise cost_error(f"{field} must be true or false.", field, None)
        if cast not in ways:
            if value is not None:
                names = " or ".join(ways)
                raise cost_error(
                    f"{field}: only a spell cast for {names} asks it; this one isn't.",
                    field,
                    next(iter(ways.values()))[0],
                )
            continue
        rule, what = ways[cast]
        refused = field in REFUSED_WHEN_TRUE  # the value that refuses the cast
        if value is refused:
            raise cost_error(f"{field}: {BY_NAME[cast].title.lower()} needs that {what} ({rule}).", field, rule)
        given_as = (
            "given as so." if value is not None else f"assumed (give {field}: {str(refused).lower()} if it isn't)."
        )
        plan.step(rule, f"{BY_NAME[cast].title} needs that {what}: {given_as}")


def cast_face_down(plan: Plan, spell: Spell, cast: str) -> str:
    """702.37c, 702.168b: the spell becomes a nameless 2/2 colourless creature spell without text or mana cost, for
    {3}; turning the permanent face up later is a special action, not part of this cost."""
    instance = spell.instances(cast)[0]
    keyword = BY_NAME[cast]
    face_up = format_cost(instance.cost) if (instance.cost.generic or instance.cost.symbols) else ""
    face_up = ", ".join(p for p in (face_up, instance.rest) if p) or "(none)"
    spell.turn_face_down()
    plan.alternative = ManaCost(3)
    ward = " with ward {2}" if cast == "disguise" else ""
    plan.step(
        keyword.rule,
        f"{keyword.title}: cast face down as a 2/2 creature spell{ward} with no name, text, subtypes or mana cost, "
        "by paying {3} rather than its mana cost (an alternative cost, 118.9a).",
    )
    plan.step(
        "708.4",
        "Effects see only the face-down spell's characteristics: a colourless creature spell with mana value 0 "
        "(708.2); its own abilities (kicker, convoke...) don't exist while it is face down.",
    )
    up_rule = "702.37e" if cast == "morph" else "702.168d"
    plan.step(
        up_rule,
        f"Turning the permanent face up later for its {keyword.title.lower()} cost {face_up} is a special action "
        "(116.2b): it is no spell and no part of this cost; effects on spells' costs don't change it.",
    )
    return face_up


# A card's own alternative cost, not a keyword: Force of Will, Daze, Fireblast, the Traps, the Shoals...
PRINTED = "alternative cost"
_PRINTED = re.compile(
    r"(?P<condition>(?:[A-Z][a-z]+ — )?If [^,.]+, )?(?:[Yy]ou may (?P<what>[^.]+?) rather than pay "
    r"(?:this spell's|its) mana cost|rather than pay (?:this spell's|its) mana cost, you may (?P<what2>[^.]+)"
    # Worldheart Phoenix, Scourge of Nel Toth: "You may cast [it] from your graveyard by paying [cost] rather than
    # paying its mana cost": the alternative cost and the zone it casts from (601.3).
    r"|[Yy]ou may cast [^.]+? from your (?P<zone>graveyard|hand) by (?P<what3>[^.]+?) rather than paying its "
    r"mana cost)",
)


def printed_zone(spell: Spell) -> str | None:
    """The zone the card's own alternative cost casts it from ("from your graveyard"), or None (any zone)."""
    found = _PRINTED.search(re.sub(r"\([^()]*\)", "", spell.text))
    return found.group("zone") if found else None


def cast_printed_alternative(plan: Plan, spell: Spell) -> None:
    """118.9, 601.2b: "You may [cost] rather than pay this spell's mana cost", printed on the card: its mana part
    ("pay {1}{G}") is the alternative cost, else it costs no mana ({0}); the rest is named in the step. A condition
    ("If you control a Swamp, ...") the site can't see is assumed met and said so."""
    found = _PRINTED.search(re.sub(r"\([^()]*\)", "", spell.text))
    if found is None:
        raise cost_error(
            f'cast: {spell.name} prints no alternative cost ("you may ... rather than pay this spell\'s mana cost"); '
            'name a keyword or "without paying its mana cost" (118.9).',
            "cast",
            "118.9a",
        )
    what = found.group("what") or found.group("what2") or found.group("what3")
    mana = re.match(r"pay(?:ing)? ((?:\{[^}]+\})+)(?: and |$)", what)
    plan.alternative = parse_cost(mana.group(1)) if mana else ManaCost()
    # "a blue card with converted mana cost X" (the Shoals): the text defines X, announced as x (107.3b).
    plan.x_from_text = bool(re.search(r"\bX\b", what)) and bool(spell.mana_cost.variables)
    said = f"cast it from your {found['zone']} by {what}" if found.group("what3") else what
    condition = found.group("condition")
    assumed = f' Its condition, "{condition.strip(" ,")[:200]}", is assumed met.' if condition else ""
    plan.step(
        "118.9a",
        f'Its own alternative cost: "you may {said}" rather than pay its mana cost {format_cost(spell.mana_cost)}: pay '
        f"{format_cost(plan.alternative)} (one alternative cost, 118.9a; the mana cost itself doesn't change, "
        f"118.9c).{assumed}",
    )


# Cast with the back face up: 712.8c, 712.11a ("transformed" for disturb, "converted" for More Than Meets the Eye).
TRANSFORMED = {"disturb": "transformed", "more-than-meets-the-eye": "converted"}


def cast_transformed(plan: Plan, spell: Spell, cast: str, card: dict[str, Any]) -> None:
    """712.8c: a double-faced card cast transformed or converted is a spell with only its back face's
    characteristics (the effects that apply are those to that face: an artifact Vehicle spell is no creature spell),
    and its mana value is its front face's mana cost's."""
    if cast not in TRANSFORMED:
        return
    backs = [f for f in card.get("faces") or [] if isinstance(f, dict) and f.get("name") != card.get("name")]
    if not backs:
        plan.step(
            "712.8c",
            f"Cast {TRANSFORMED[cast]}, the spell has its back face's characteristics; the card data has no back face, "
            "so the front face's types and colours are used; its mana value is the front face's mana cost's.",
        )
        return
    back = backs[0]
    colors = back.get("colors")
    spell.type_line = back.get("type_line") or spell.type_line
    spell.facts = cost_effects.spell_facts(
        spell.mana_cost, spell.type_line, colors=set(colors) if colors is not None else spell.facts.colors
    )
    told = "" if colors is not None else " (its colour indicator isn't in the card data: the front face's colours)"
    plan.step(
        "712.8c",
        f"Cast {TRANSFORMED[cast]}: the spell is {back.get('name') or 'its back face'}, a {spell.type_line} spell "
        f"with only that face's characteristics{told}; its mana value is the front face's mana cost's "
        f"({format_cost(spell.mana_cost)}).",
    )


def cast_bestowed(plan: Plan, spell: Spell, cast: str) -> None:
    """702.103b: a spell cast bestowed becomes an Aura enchantment spell as it is put onto the stack; the new card
    type replaces its others and their subtypes (205.1a): no creature spell ("A spell with bestow is either a
    creature spell or an Aura spell. It's never both.", the rulings of its cards), so Thalia taxes it and
    Heartless Summoning doesn't reduce it."""
    if cast != "bestow":
        return
    spell.type_line = "Enchantment — Aura"
    spell.facts = cost_effects.spell_facts(spell.mana_cost, spell.type_line, colors=spell.facts.colors)
    plan.step(
        "702.103b",
        "Cast bestowed: the spell is an Aura enchantment spell with enchant creature, not a creature spell; the "
        "cost effects that apply are those to an Aura spell.",
    )


def granted_flashback(plan: Plan, spell: Spell, cast: str, given: dict[str, Any]) -> bool:
    """702.34a: flashback another card gives an instant or sorcery card (Snapcaster Mage, Past in Flames: "The
    flashback cost is equal to its mana cost"), an alternative cost; True when the spell is cast with it."""
    granted = given.get("flashback_granted")
    if granted in (None, False):
        return False
    if not isinstance(granted, bool):
        raise cost_error("flashback_granted must be true or false.", "flashback_granted", "702.34a")
    if cast != "flashback":
        raise cost_error(
            'flashback_granted: flashback another card gives is used when the card is cast with "cast": '
            '"flashback" (702.34a).',
            "flashback_granted",
            "702.34a",
        )
    if not spell.facts.types & {"instant", "sorcery"}:
        raise cost_error(
            f"flashback_granted: {spell.name} is no instant or sorcery card; Snapcaster Mage and Past in Flames give "
            "flashback to those (702.34a).",
            "flashback_granted",
            "702.34a",
        )
    if not any(face["mana_cost"] for face in spell.faces):
        raise cost_error(
            f"flashback_granted: {spell.name} has no mana cost, so a flashback cost equal to it can't be paid "
            "(202.1b, 118.6a).",
            "flashback_granted",
            "202.1b",
        )
    plan.alternative = spell.mana_cost
    plan.step(
        "702.34a",
        f"Flashback given by another card (Snapcaster Mage, Past in Flames): the flashback cost is the mana cost "
        f"{format_cost(spell.mana_cost)}, paid rather than it (an alternative cost, 118.9a); additional costs such "
        "as kicker are still paid.",
    )
    return True


def cast_prototyped(plan: Plan, spell: Spell, prototyped: object, cast: str) -> None:
    """718.3b: a prototyped spell has the prototype's mana cost (and colours); no alternative cost."""
    if prototyped in (None, False):
        return
    if not isinstance(prototyped, bool):
        raise cost_error("prototyped must be true or false.", "prototyped", "702.160a")
    if cast in FACE_DOWN:
        raise cost_error(
            f"prototyped: a spell cast face down has no text, so no prototype ({BY_NAME[cast].rule}, 708.2).",
            "prototyped",
            "702.160a",
        )
    if not spell.has("prototype"):
        raise missing_keyword(spell, "prototype", "prototyped")
    cost = spell.instances("prototype")[0].cost
    printed = spell.mana_cost
    spell.mana_cost = cost
    spell.facts = cost_effects.spell_facts(cost, spell.type_line)
    plan.step(
        "718.3b",
        f"Cast prototyped: the spell's mana cost is {format_cost(cost)}, not {format_cost(printed)}, and its colours "
        "are that cost's; its mana value on the stack is that cost's (the card's is its own everywhere else, 718.4).",
    )
    if cast == WITHOUT_PAYING or cast in BY_NAME:
        plan.step(
            "702.160a",
            "Prototype is no alternative cost: the prototyped spell may still be cast for one or without paying "
            "its mana cost (118.9a).",
        )


def harmonize_reduction(plan: Plan, cast: str, given: dict[str, Any]) -> None:
    """702.180a: the total cost of a spell cast with harmonize is reduced by the tapped creature's power (generic)."""
    power = given.get("tapped_creature_power")
    if power is None:
        if cast == "harmonize":
            plan.step("702.180b", "Harmonize: no creature is tapped (up to one may be), so no reduction.")
        return
    try:
        power = whole_number(power, field="tapped_creature_power", rule="702.180a")
    except RuleError as error:  # said in this module's numbering
        raise cost_error(error.message, error.field, error.rule) from None
    if cast != "harmonize":
        raise cost_error(
            "tapped_creature_power: only a spell cast with harmonize taps a creature to reduce its cost (702.180a).",
            "tapped_creature_power",
            "702.180a",
        )
    if power:
        plan.reductions.append(ManaCost(power))
    plan.step(
        "702.180a",
        f"Harmonize: the creature tapped has power {power}, so the total cost is reduced by {{{power}}}, generic "
        "mana only (118.7a).",
    )
