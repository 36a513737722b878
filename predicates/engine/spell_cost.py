"""The total cost of casting a card, with its cost keywords, the permanents around it and what helps pay.

Rules (CR of 2025-11-14, NUMBERING; total_cost.py's arithmetic cites the CR of 2022-04-29, the same numbers):

- 709.3a, 702.102c: a split card casts one half (its cost, its mana value) or, with fuse from the hand, both.
- 601.2b: the player announces X, the hybrid halves, one alternative cost at most (118.9a), the additional costs
  (kicker as many times as it may be kicked, 702.33d; escalate per extra mode; replicate per copy...).
- 107.3b: cast without paying its mana cost (or for an alternative cost without X), X is 0.
- 601.2f: the mana cost or the alternative cost, plus additional costs and increases (Thalia, Sphere of
  Resistance, the commander tax of 903.8), minus reductions (affinity 702.41a, undaunted 702.125a, emerge's
  sacrificed creature 702.119a, offering's sacrificed permanent 702.48c, Goblin Electromancer...: generic only
  unless the effect reduces coloured mana, never below {0}, 118.7), then minimums (Trinisphere); locked in.
- 702.51a, 702.66a, 702.126a, 702.132a: convoke, delve, improvise and assist then pay what they can (paying.py).
- 202.3, 118.9c: the mana value comes from the mana cost (X as announced), whatever is paid.
"""

import re
from typing import Any

from . import (
    battlefield,
    casting,
    cost_effects,
    cost_resources,
    keywords,
    modes,
    own_cost,
    paying,
    targets,
    ways_to_cast,
)
from .additional_costs import (
    WITHOUT_PAYING,
    Plan,
    add_additional,
    add_kicks,
    check_x_text,
    cost_error,
    give_replicate,
    keyword_names,
    missing_keyword,
)
from .errors import shown
from .keywords import NUMBERING
from .limits import MAX_COSTS
from .mana import ManaCost, as_cost, format_cost
from .situation import check_fields, whole_number
from .total_cost import FIELDS as COST_FIELDS
from .total_cost import Step, cost_list, total_cost
from .total_cost import evaluate as evaluate_costs
from .ways_to_cast import MANA_COST, cast_choice

CARD_FIELDS = (
    "card",
    "cast",
    "kicked",
    "kickers",
    "additional",
    "battlefield",
    "commander_casts",
    "untapped_creatures",
    "graveyard_cards",
    "untapped_artifacts",
    "sacrificed_mana_value",
    "sacrificed_mana_cost",
    "opponents",
    "affinity_count",
    "assist",
    "spliced",
    "phyrexian_life",
    "modes",
    "tapped_creatures",
    "own_cost_count",
    "own_cost_condition",
    *casting.FIELDS,
    *battlefield.FIELDS,
)
FIELDS = (*COST_FIELDS, *CARD_FIELDS)
SPLIT_LAYOUTS = ("split", "aftermath")


class Spell:
    """The spell a card becomes: the half (or halves) cast, its mana cost, types, rules text and cost keywords."""

    def __init__(self, card: dict[str, Any]) -> None:
        if not isinstance(card, dict) or not card.get("name"):
            raise cost_error('card: name a card, e.g. "Gatekeeper of Malakir".', "card", None)
        faces = [
            {k: card.get(k, "") for k in ("name", "mana_cost", "type_line", "oracle_text")},
            *[dict(f) for f in card.get("faces") or []],
        ]
        self.card_name = card["name"]
        self.steps = []
        named = (card.get("named") or card["name"]).strip().lower()
        if card.get("layout") in SPLIT_LAYOUTS and len(faces) > 1:
            # The card's own row holds its first half's characteristics under the card's name ("Fire // Ice").
            first = card["name"].split(" // ")[0]
            # Since cards 0004 the row's mana cost is both halves' ("{1}{R} // {1}{U}"): the first half's is the first.
            first_cost = (faces[0]["mana_cost"] or "").split(" // ")[0].strip()
            halves = [dict(faces[0], name=first, mana_cost=first_cost), *[f for f in faces[1:] if f["name"] != first]]
            chosen = [h for h in halves if h["name"].lower() == named]
            if chosen:
                self.faces = chosen
                self.steps.append(
                    Step(
                        "709.3a",
                        f"Only the half {chosen[0]['name']} is cast: only its characteristics, its mana cost "
                        f"{chosen[0]['mana_cost'] or '(none)'} and its mana value exist on the stack (709.3b).",
                        NUMBERING,
                    )
                )
            else:
                texts = " ".join(h["oracle_text"] for h in halves)
                if "fuse" not in keywords.keywords_of(texts):
                    names = " or ".join(h["name"] for h in halves)
                    raise cost_error(
                        f"card: {card['name']} has no fuse: name the half you cast, {names} (709.3a).", "card", "709.3a"
                    )
                self.faces = halves
                self.steps.append(
                    Step(
                        "702.102c",
                        f"Both halves are cast (fuse, from the hand): the total cost includes each half's mana cost "
                        f"{' and '.join(h['mana_cost'] for h in halves)}; the mana value is their total (709.4d).",
                        NUMBERING,
                    )
                )
        else:
            self.faces = faces[:1]
        self.name = " // ".join(f["name"] for f in self.faces)
        total = ManaCost()
        for face in self.faces:
            total = total + as_cost(face["mana_cost"] or "", field="card")
        self.mana_cost = total
        self.type_line = " ".join(f["type_line"] for f in self.faces)
        self.text = "\n".join(f["oracle_text"] for f in self.faces)
        self.keywords = keywords.keywords_of(self.text)
        self.facts = cost_effects.spell_facts(self.mana_cost, self.type_line, text=self.text, name=self.name)
        if cost_effects.text_colors(self.text, self.name) is not None:
            colours = "".join(sorted(self.facts.colors)) or "colourless"
            self.steps.append(
                Step(
                    "604.3",
                    f"{self.name}'s text defines its colour (devoid, 702.114a, or a sentence): {colours}, "
                    "whatever its mana cost.",
                    NUMBERING,
                )
            )
        if self.facts.every_creature_type:
            self.steps.append(
                Step("702.73a", f"{self.name} has changeling: the spell is every creature type.", NUMBERING)
            )
        self.own = own_cost.sentences(self.text, [f["name"] for f in self.faces])
        # Printed power, as Goreclaw's "with power 4 or greater" reads it (counters it enters with don't count).
        self.power = str(card.get("power") or "") if len(self.faces) == 1 and self.faces[0] is faces[0] else ""

    def turn_face_down(self) -> None:
        """702.37c, 708.2: cast face down, the spell is a 2/2 colourless creature with no name, text or mana cost."""
        self.mana_cost = ManaCost()
        self.type_line = "Creature"
        self.text = ""
        self.keywords = {}
        self.own = []  # its own cost-changing text is gone too
        self.power = "2"  # a 2/2 (708.2)
        self.facts = cost_effects.spell_facts(self.mana_cost, self.type_line, face_down=True)

    def has(self, name: str) -> bool:
        return name in self.keywords

    def instances(self, name: str) -> list[keywords.Instance]:
        return self.keywords.get(name, [])


# What the keyword's own definition adds to the mana of its alternative cost, when the card prints only the mana.
_ALSO_PAID = {
    "web-slinging": "return a tapped creature you control to its owner's hand (702.188a)",
    "harmonize": "tap up to one untapped creature you control (702.180a)",
    "emerge": "sacrifice a creature (702.119a)",
}


def _alternative(plan: Plan, spell: Spell, cast: str, given: dict[str, Any]) -> str | None:
    # Checked before any way of casting returns: a field a branch doesn't read was ignored silently.
    sacrificed = whole_number(given.get("sacrificed_mana_value"), field="sacrificed_mana_value", rule="702.119a")
    if sacrificed is not None and cast != "emerge":
        raise cost_error(
            "sacrificed_mana_value: only emerge sacrifices a creature to reduce the cost (702.119a).",
            "sacrificed_mana_value",
            "702.119a",
        )
    if cast != MANA_COST and given.get("alternative_cost") not in (None, "", []):
        raise cost_error(
            "alternative_cost: the spell is already cast for another alternative cost; only one can be applied "
            "(118.9a).",
            "alternative_cost",
            "118.9a",
        )
    if casting.granted_flashback(plan, spell, cast, given) or cast == MANA_COST:
        return None
    if cast == WITHOUT_PAYING:
        plan.alternative = ManaCost()
        plan.step(
            "118.9a",
            f"{spell.name} is cast without paying its mana cost: that is its one alternative cost, so no other "
            "(flashback, evoke, overload...) can be applied; additional costs are still paid.",
        )
        return None
    if cast == "fuse":
        return None
    if cast == casting.PRINTED:
        casting.cast_printed_alternative(plan, spell)
        return None
    if cast == ways_to_cast.DREAM_HALLS_CAST:
        ways_to_cast.cast_dream_halls(plan, spell, given)
        return None
    if cast.startswith(ways_to_cast.PREFIX):
        ways_to_cast.cast_granted(plan, spell, cast, given)
        return None
    if not spell.has(cast):
        raise missing_keyword(spell, cast, "cast")
    if cast in casting.FACE_DOWN:
        return casting.cast_face_down(plan, spell, cast)
    instance = spell.instances(cast)[0]
    if instance.bare:  # "Mayhem" without a cost: a permission to play the card from a graveyard, no alternative cost
        plan.step(
            "702.187c",
            f"Mayhem without a cost: {spell.name} may be cast from your graveyard the turn you "
            f"discarded it, for its mana cost {format_cost(spell.mana_cost)} (no alternative cost).",
        )
        return None
    plan.alternative = instance.cost
    # "Flashback—{R}{R}, Discard X cards." (Conflagrate): an alternative cost that includes X, so X is chosen as
    # the spell is cast and 107.3b doesn't make it 0 (Conflagrate's ruling of 2006-09-25).
    plan.x_from_text = bool(re.search(r"\bX\b", instance.rest)) and bool(spell.mana_cost.variables)
    rest = instance.rest or _ALSO_PAID.get(cast, "")
    extra = f", and {rest[0].lower()}{rest[1:]}" if rest else ""
    plan.step(
        instance.rule,
        f"{instance.keyword.title}: pay {format_cost(instance.cost)}{extra} rather than the mana cost "
        f"{format_cost(spell.mana_cost)} (an alternative cost, 118.9a; the mana cost itself doesn't change, 118.9c).",
    )
    if cast == "emerge":
        value = sacrificed
        if value is None:
            raise cost_error(
                "sacrificed_mana_value: emerge sacrifices a creature; give its mana value (0 for a token) (702.119a).",
                "sacrificed_mana_value",
                "702.119a",
            )
        if value:
            plan.reductions.append(ManaCost(value))
        plan.step(
            "702.119a",
            f"Emerge: the total cost is reduced by {value} generic mana, the sacrificed creature's mana value; "
            "never the coloured mana (118.7a).",
        )
    return None


def _splices(plan: Plan, spell: Spell, spliced: object) -> None:
    if not spliced:
        return
    if not isinstance(spliced, (list, tuple)) or len(spliced) > MAX_COSTS:
        raise cost_error("spliced must be a list of cards.", "spliced", "702.47a")
    names = set()
    for i, card in enumerate(spliced):
        other = Spell(card)
        instance = next(iter(other.instances("splice")), None)
        field = f"spliced[{i}]"
        if instance is None:
            raise cost_error(f"{field}: {other.name} has no splice ability (702.47a).", field, "702.47a")
        if other.name == spell.name:
            raise cost_error(
                f"{field}: a card can't be spliced onto itself: it is on the stack, not in the hand (702.47a).",
                field,
                "702.47a",
            )
        if other.name in names:
            raise cost_error(f"{field}: a card can be spliced onto one spell only once (702.47b).", field, "702.47b")
        names.add(other.name)
        if instance.quality.lower() not in spell.facts.types:
            raise cost_error(
                f"{field}: {other.name} splices onto {instance.quality} spells; {spell.name} isn't one (702.47a).",
                field,
                "702.47a",
            )
        plan.additional.append(instance.cost)
        plan.step("702.47a", f"Splice {other.name} onto it: the additional cost {format_cost(instance.cost)}.")


def _reductions(plan: Plan, spell: Spell, given: dict[str, Any]) -> None:
    given_count = whole_number(given.get("affinity_count"), field="affinity_count", rule="702.41a")
    for instance in [*spell.instances("affinity"), *plan.granted]:
        quality, count = instance.quality, given_count
        if count is None:
            if quality.lower().startswith("artifact"):
                count = whole_number(given.get("untapped_artifacts"), field="untapped_artifacts", rule="702.41a") or 0
            else:
                count = 0
        if count:
            plan.reductions.append(ManaCost(count))
        plan.step("702.41a", f"Affinity for {quality}: {{1}} less for each of the {count} you control.")
    if spell.has("undaunted"):
        opponents = whole_number(given.get("opponents"), field="opponents", rule="702.125a")
        opponents = 1 if opponents is None else opponents
        if opponents:
            plan.reductions.append(ManaCost(opponents))
        plan.step("702.125a", f"Undaunted: {{1}} less for each of {opponents} opponent{'s' if opponents != 1 else ''}.")
    elif given.get("opponents") is not None:
        raise cost_error("opponents: only undaunted counts opponents here (702.125a).", "opponents", "702.125a")


def spell_total_cost(situation: dict) -> dict:
    """The answer for a situation with a card (a dict of its data, as the cards app gives it)."""
    given = check_fields(situation, allowed=FIELDS)
    # Every field's shape is checked here, whatever else is given: one read only beside another was ignored without it.
    targets.check_facts(given)
    for name in ("additional_costs", "increases", "reductions"):
        given[name] = cost_list(given.get(name), field=name)
    cast = cast_choice(given.get("cast"), given.get("battlefield"))
    card = given["card"]
    if cast == "fuse" and isinstance(card, dict) and card.get("layout") in SPLIT_LAYOUTS:
        card = {**card, "named": card.get("name")}  # "fuse" casts both halves, whichever half was named
    spell = Spell(card)
    _same_mana_cost(spell, given.get("mana_cost"))
    if cast == "fuse" and len(spell.faces) < 2:
        raise cost_error(
            "cast: fuse casts both halves of a split card with fuse: name the card (702.102a).", "cast", "702.102a"
        )
    if "land" in spell.facts.types:
        bare = any(i.bare for i in spell.instances("mayhem"))
        mayhem = " Its mayhem only lets it be played from a graveyard the turn it was discarded (702.187c)." * bare
        raise cost_error(
            f"card: {spell.name} is a land: it is played, never cast, and has no cost to pay (305.1, 305.9).{mayhem}",
            "card",
            "305.9",
        )
    if cast in (MANA_COST, "fuse") and not any(face["mana_cost"] for face in spell.faces):
        raise cost_error(
            f"cast: {spell.name} has no mana cost, an unpayable cost (202.1b, 118.6a): it can be cast only without "
            "paying its mana cost or for an alternative cost.",
            "cast",
            "202.1b",
        )
    plan = Plan()
    plan.steps.extend(spell.steps)
    named = keyword_names(given.get("additional"), "additional")
    casts = whole_number(given.get("commander_casts"), field="commander_casts", rule="903.8")
    zone = casting.check_zone(plan, spell, cast, named, given, casts)
    casting.check_conditions(plan, cast, given)
    casting.cast_prototyped(plan, spell, given.get("prototyped"), cast)
    face_up = _alternative(plan, spell, cast, given)
    casting.cast_transformed(plan, spell, cast, card)
    casting.cast_bestowed(plan, spell, cast)
    helpers = {name for name in ("convoke", "delve", "improvise", "assist") if spell.has(name)}
    # "kicked": true is kicked once, false not kicked (a kicker cost is paid once, 702.33d).
    kicked = given.get("kicked")
    kicked = int(kicked) if isinstance(kicked, bool) else whole_number(kicked, field="kicked", rule="702.33d")
    add_kicks(plan, spell, kicked, named, given.get("kickers"))
    give_replicate(plan, spell, given.get("battlefield"))
    add_additional(plan, spell, named, given)
    modes.add_modes(plan, spell, given.get("modes"))
    left_in_graveyard, escaped = cost_resources.escape_exile(plan, spell, cast, given)
    cost_resources.web_slinging_return(plan, cast, given)
    _splices(plan, spell, given.get("spliced"))
    casting.harmonize_reduction(plan, cast, given)
    if casts and zone == casting.COMMAND:
        plan.increases.append(ManaCost(2 * casts))
        plan.step(
            "903.8",
            f"Commander tax: cast {casts} time{'s' if casts != 1 else ''} before from the command zone, it costs "
            f"{{{2 * casts}}} more.",
        )
    plan.keyword_costs = _keyword_costs(spell, cast, named, given)
    battlefield.add_permanents(plan, spell, given.get("battlefield"), given)
    helpers |= plan.helpers
    own_cost.apply(plan, spell, given)
    _reductions(plan, spell, given)
    given["graveyard_cards"] = left_in_graveyard if (cast != "escape" or "delve" in helpers) else None
    paying.check_resources(helpers, given)
    if given.get("untapped_artifacts") and "improvise" not in helpers and not (spell.has("affinity") or plan.granted):
        raise cost_error(
            f"untapped_artifacts: {spell.name} has neither improvise nor affinity for artifacts (702.126a).",
            "untapped_artifacts",
            "702.126a",
        )
    creatures = paying.creature_colors(given.get("untapped_creatures"))
    resources = paying.counts(given)
    check_x_text(plan, spell, given.get("x"))
    minimum = given.get("minimum_total")
    if plan.minimum is not None:
        minimum = max(plan.minimum, whole_number(minimum, field="minimum_total", rule="601.2f") or 0)
    determined = total_cost(
        spell.mana_cost,
        x=given.get("x"),
        alternative_cost=plan.alternative if plan.alternative is not None else given.get("alternative_cost"),
        additional_costs=[*plan.additional, *given.get("additional_costs", [])],
        increases=[*plan.increases, *given.get("increases", [])],
        reductions=[*plan.reductions, *given.get("reductions", [])],
        minimum_total=minimum,
        hybrid_paid_as=given.get("hybrid_paid_as"),
        x_from_text=plan.x_from_text,
    )
    minimum = whole_number(minimum, field="minimum_total", rule="601.2f")
    total, life, life_steps = cost_resources.phyrexian_life(determined.total, given.get("phyrexian_life"), minimum)
    determined.steps[-1:-1] = life_steps  # before the mana value's step
    remaining, helper_steps, used = paying.pay_with_helpers(
        total,
        helpers=helpers,
        creatures=creatures,
        graveyard_cards=resources["graveyard_cards"],
        artifacts=resources["untapped_artifacts"] if "improvise" in helpers else None,
        assist=resources["assist"],
    )
    value_step = determined.steps.pop()  # the mana value, said last
    steps = [*plan.steps, *determined.steps, *helper_steps, value_step]
    face = {"face_up_cost": face_up} if face_up is not None else {}
    return {
        "card": spell.card_name,
        "cast": cast,
        "zone": zone,
        **face,
        "total_cost": format_cost(total),
        "remaining_cost": format_cost(remaining),
        "life": life,
        "mana_value": determined.mana_value,
        "x": determined.x,
        **used,
        **escaped,
        "steps": [s.as_dict() for s in steps],
    }


def _same_mana_cost(spell: Spell, given: object) -> None:
    """A mana cost sent beside a card is the card's (in any order of its symbols), or a 400: never dropped."""
    if given is None:
        return
    cost, own = as_cost(given, field="mana_cost"), spell.mana_cost  # type: ignore[arg-type]
    if (cost.generic, sorted(cost.symbols), sorted(cost.variables)) != (
        own.generic,
        sorted(own.symbols),
        sorted(own.variables),
    ):
        raise cost_error(
            f"mana_cost: {spell.name}'s mana cost is {format_cost(own)}, read from card; give the card or a mana "
            f"cost, not {shown(given)} beside it (202.1).",
            "mana_cost",
            "202.1",
        )


def _keyword_costs(spell: Spell, cast: str, named: list[str], given: dict[str, Any]) -> dict[str, ManaCost]:
    """The keyword costs paid, for the permanents that change "Flashback costs" or "Buyback costs"."""
    paid = {name: spell.instances(name)[0].cost for name in named if name in keywords.BY_NAME and spell.has(name)}
    if cast == "flashback" and given.get("flashback_granted"):
        paid["flashback"] = spell.mana_cost  # Snapcaster Mage: the flashback cost is its mana cost
    elif cast in keywords.BY_NAME and spell.has(cast) and spell.instances(cast):
        paid[cast] = spell.instances(cast)[0].cost
    return paid


def evaluate(situation: dict) -> dict:
    """The total_cost predicate: from a card when one is given, else from the costs given (total_cost.evaluate)."""
    if isinstance(situation, dict) and any(situation.get(name) not in (None, "", []) for name in CARD_FIELDS):
        if situation.get("card") in (None, ""):
            choices = ("cast", "kicked", "kickers", "additional", "spliced")
            if any(situation.get(n) not in (None, "", []) for n in choices):
                raise cost_error("card: casting choices (cast, kicked, additional) need the card.", "card", "601.2b")
            if situation.get("mana_cost") in (None, ""):
                raise cost_error("card or mana_cost is required.", "card", None)
            situation = {**situation, "card": {"name": "The spell", "mana_cost": situation["mana_cost"]}}
        return spell_total_cost(situation)
    answer = evaluate_costs(situation)
    return {**answer, "remaining_cost": answer["total_cost"]}
