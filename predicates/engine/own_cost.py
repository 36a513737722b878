"""A spell's own text that changes what it costs: "This spell costs {1} less to cast for each creature on the
battlefield" (Blasphemous Act), "...if you control a Wizard" (Academy Journeymage), "This spell costs {X} less to
cast, where X is the total power of creatures you control" (Ghalta). Rules: CR of 2025-11-14 (keywords.NUMBERING).

- 601.2f: these are cost increases or reductions like any other, applied with them before the minimums; a reduction
  takes generic mana unless it names coloured mana ({G} less for each green creature: Khalni Hydra), never below
  {0} (118.7a-c).
- The site can't see the game: the count ("for each ...", "where X is ...") is given as own_cost_count and the
  condition ("if ...") as own_cost_condition. Not given, the sentence is named in a step and not applied.
"""

import re

from .additional_costs import cost_error
from .limits import MAX_SYMBOLS
from .mana import ManaCost, format_cost, parse_cost
from .situation import whole_number

_OWN_COST = re.compile(
    r"[^.\n]*\bcosts? (?P<cost>(?:\{[^}]+\})+) (?P<way>more|less) to cast(?P<rest>[^.\n]*)", re.IGNORECASE
)
# "You may cast Rout as though it had flash if you pay {2} more to cast it.": an increase when it is cast so.
_FLASH = re.compile(
    r"You may cast (?P<name>[^.\n]+?) as though it had flash if you pay (?P<cost>(?:\{[^}]+\})+) more to cast it",
    re.IGNORECASE,
)
RULE = "601.2f"


def sentences(text, names):
    """The sentences of a spell's text that change its own cost: [(sentence, cost, way, kind)], kind "each" (for
    each ... / where X is ...), "if" or "other" (strive's "for each target beyond the first" is "each" too)."""
    text = re.sub(r"\([^()]*\)", "", text or "")
    own = ("this spell", *(name.lower() for name in names if name))
    found = []
    for m in _OWN_COST.finditer(text):
        sentence = m.group(0).strip()
        # "Domain — Draco costs ...", "If an opponent controls seven or more lands, this spell costs ..." (the
        # Avatars): the spell's own cost too, the condition first.
        ability_word = re.match(r"[A-Za-z ]+—\s*(?P<subject>.*)$", sentence)
        subject = ability_word["subject"] if ability_word else sentence
        leading = re.match(r"(?:if|as long as) [^,]+, (?P<subject>.*)$", subject, re.IGNORECASE)
        if leading:
            subject = leading["subject"]
        if not subject.lower().startswith(own):
            continue
        rest = m.group("rest").strip().lower()
        cost = parse_cost(m.group("cost"))
        if rest.startswith("for each") or (rest.startswith(", where x is") and cost.variables):
            kind = "each"
        elif rest.startswith("if ") or rest.startswith("as long as") or leading:
            kind = "if"
        else:
            kind = "other"
        found.append((sentence, cost, m.group("way").lower(), kind))
    for m in _FLASH.finditer(text):
        if m["name"].lower() in own:
            found.append((m.group(0).strip(), parse_cost(m["cost"]), "more", "if"))
    return found


def _times(cost, count, field):
    if cost.variables:  # "{X} less, where X is ...": X is the count
        return ManaCost(count)
    if cost.symbols and count * len(cost.symbols) > MAX_SYMBOLS:
        raise cost_error(f"{field}: at most {MAX_SYMBOLS} coloured symbols can be counted.", field, None)
    return ManaCost(cost.generic * count, (), cost.symbols * count)


def _beyond_first(own):
    """Whether the spell's own "for each" sentence counts its targets beyond the first (Fireball, strive)."""
    return any(kind == "each" and "for each target beyond the first" in sentence.lower() for sentence, *_, kind in own)


def apply(plan, spell, given):
    """Adds the increases and reductions of the spell's own text that the situation gives a count or condition for;
    names the others in a step."""
    count = whole_number(given.get("own_cost_count"), field="own_cost_count", rule=RULE)
    targets = given.get("targets")
    counted_targets = False
    if count is None and isinstance(targets, list) and targets and _beyond_first(spell.own):
        # Fireball's "for each target beyond the first" (and strive's) counts the targets given (601.2c).
        count, counted_targets = len(targets) - 1, True
    condition = given.get("own_cost_condition")
    if condition is not None and not isinstance(condition, bool):
        raise cost_error("own_cost_condition must be true or false.", "own_cost_condition", RULE)
    kinds = {kind for _, _, _, kind in spell.own}
    for field, value, kind, says in (
        ("own_cost_count", count, "each", '"for each ..." or "where X is ..."'),
        ("own_cost_condition", condition, "if", '"if ..."'),
    ):
        if value is not None and kind not in kinds:
            raise cost_error(
                f"{field}: {spell.name}'s text has no sentence changing its own cost {says} (601.2f).", field, RULE
            )
    for sentence, cost, way, kind in spell.own:
        given_value = count if kind == "each" else condition if kind == "if" else None
        if given_value is None:
            ask = {"each": "give own_cost_count", "if": "give own_cost_condition"}.get(
                kind, "give it as an increase or a reduction"
            )
            plan.step(
                RULE,
                f'Its own text changes its cost ("{sentence}"): a condition this site doesn\'t read, so it is not '
                f"applied; {ask}.",
            )
            continue
        if kind == "if" and not given_value:
            plan.step(RULE, f'Its own text: "{sentence}": the condition isn\'t met, no change.')
            continue
        amount = _times(cost, count, "own_cost_count") if kind == "each" else cost
        if not (amount.generic or amount.symbols):
            plan.step(RULE, f'Its own text: "{sentence}": counting {count}, no change.')
            continue
        (plan.reductions if way == "less" else plan.increases).append(amount)
        counted = f", counting {count}" if kind == "each" else ", the condition met"
        if counted_targets:
            counted += f" (the {count + 1} targets given)"
        plan.step(
            RULE,
            f'Its own text: "{sentence}"{counted}: a cost {"reduction" if way == "less" else "increase"} of '
            f"{format_cost(amount)}.",
        )
