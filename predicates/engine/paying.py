"""What may pay part of a spell's total cost once it is locked in: convoke, delve, improvise, assist.

Rules (CR of 2025-11-14): none of these is an additional or alternative cost; each applies only after the total
cost is determined (702.51b, 702.66b, 702.126b) or, for assist, lets another player pay generic mana before the
caster pays (702.132a).

- 702.51a convoke: each untapped creature tapped pays {1} or one mana of one of its colours; never {C} (colourless
  mana is no colour, 105.1) and never {S}. A hybrid or Phyrexian symbol is mana of each of its colours (107.4e-f).
- 702.66a delve: each card exiled from the graveyard pays {1}: generic mana only.
- 702.126a improvise: each untapped artifact tapped pays {1}: generic mana only.
- 702.132a assist: another player pays any amount of the generic mana.

The best use of them is the one that leaves the least to pay: creatures pay the coloured symbols they can (a
matching of symbols to creatures of their colours), then the generic mana is paid by cards exiled, artifacts,
the creatures left and the other player, in that order. Mana value is untouched (202.3).
"""

from .errors import RuleError, shown
from .limits import MAX_COSTS
from .mana import COLORS, ManaCost, format_cost, symbol_colors
from .situation import whole_number
from .total_cost import Step

NUMBERING = "2025-11-14"
RULE_CONVOKE = "702.51a"
RULE_DELVE = "702.66a"
RULE_IMPROVISE = "702.126a"
RULE_ASSIST = "702.132a"


def creature_colors(values):
    """untapped_creatures: a list of colour strings ("G", "WU", "" for a colourless creature)."""
    if values is None:
        return None
    if not isinstance(values, (list, tuple)):
        raise RuleError(
            'untapped_creatures must be a list of each creature\'s colours, e.g. ["G", "WU", ""].',
            field="untapped_creatures",
            rule=RULE_CONVOKE,
            cr=NUMBERING,
        )
    if len(values) > MAX_COSTS:
        raise RuleError(
            f"untapped_creatures: {len(values):,} creatures; this site reads at most {MAX_COSTS}.",
            field="untapped_creatures",
            rule=None,
        )
    creatures = []
    for i, value in enumerate(values):
        field = f"untapped_creatures[{i}]"
        if not isinstance(value, str):
            raise RuleError(f'{field} must be a string of colours such as "WU".', field=field, rule=RULE_CONVOKE)
        colors = value.strip().upper()
        if "C" in colors:
            raise RuleError(
                f'{field}: C is colourless, not a colour. A colourless creature is ""; it can convoke only generic '
                "mana: convoke never pays {C} (702.51a).",
                field=field,
                rule=RULE_CONVOKE,
                cr=NUMBERING,
            )
        if any(c not in COLORS for c in colors) or len(set(colors)) != len(colors):
            raise RuleError(
                f"{field}: {shown(value)} isn't a creature's colours: letters among W, U, B, R, G, each once.",
                field=field,
                rule=RULE_CONVOKE,
                cr=NUMBERING,
            )
        creatures.append(frozenset(colors))
    return creatures


def _convoke_colored(symbols, creatures):
    """A largest matching of coloured symbols to creatures of one of their colours: {symbol index: creature}."""
    owner = {}  # creature index -> symbol index

    def place(i, seen):
        for c, colors in enumerate(creatures):
            if c in seen or not (colors & set(symbol_colors(symbols[i]))):
                continue
            seen.add(c)
            if c not in owner or place(owner[c], seen):
                owner[c] = i
                return True
        return False

    for i, body in enumerate(symbols):
        if symbol_colors(body):
            place(i, set())
    return {i: c for c, i in owner.items()}


def _plural(n, word):
    return f"{n} {word}{'' if n == 1 else 's'}"


def pay_with_helpers(total, *, helpers, creatures=None, graveyard_cards=None, artifacts=None, assist=None):
    """Pay what the helpers of the spell (a set of keyword names) can of the total cost; (remaining, steps, used)."""
    steps, used = [], {}
    generic, symbols = total.generic, list(total.symbols)
    paid_symbols = set()
    if "convoke" in helpers and creatures:
        steps.append(
            Step(
                "702.51b",
                f"Convoke applies after the total cost {format_cost(total)} is locked in.",
                NUMBERING,
            )
        )
        matched = _convoke_colored(symbols, creatures)
        paid_symbols = set(matched)
        if matched:
            listed = "".join(f"{{{symbols[i]}}}" for i in sorted(matched))
            steps.append(
                Step(
                    RULE_CONVOKE,
                    f"Tap {_plural(len(matched), 'creature')} of the right colour for {listed}.",
                    NUMBERING,
                )
            )
        unpayable = [s for i, s in enumerate(symbols) if i not in paid_symbols and not symbol_colors(s)]
        if unpayable:
            listed = "".join(f"{{{s}}}" for s in unpayable)
            steps.append(Step(RULE_CONVOKE, f"Convoke can't pay {listed}: no colour.", NUMBERING))
        creatures_left = len(creatures) - len(matched)
    else:
        creatures_left = len(creatures or [])
    used["creatures_tapped"] = len(paid_symbols)

    def pay_generic(keyword, available, rule, what):
        nonlocal generic
        if keyword not in helpers or not available:
            return 0
        n = min(available, generic)
        generic -= n
        steps.append(
            Step(rule, f"{what.format(n=n, s='' if n == 1 else 's')}; generic mana left: {generic}.", NUMBERING)
        )
        return n

    used["cards_exiled"] = pay_generic(
        "delve", graveyard_cards, RULE_DELVE, "Exile {n} card{s} from the graveyard for {n} generic mana (delve)"
    )
    used["artifacts_tapped"] = pay_generic(
        "improvise", artifacts, RULE_IMPROVISE, "Tap {n} untapped artifact{s} for {n} generic mana (improvise)"
    )
    extra = pay_generic(
        "convoke", creatures_left, RULE_CONVOKE, "Tap {n} more creature{s} for {n} generic mana (convoke)"
    )
    used["creatures_tapped"] += extra
    used["assist_paid"] = pay_generic("assist", assist, RULE_ASSIST, "Another player pays {n} generic mana (assist)")
    remaining = ManaCost(generic, (), tuple(s for i, s in enumerate(symbols) if i not in paid_symbols))
    return remaining, steps, used


def check_resources(helpers, given):
    """A resource for a helper the spell doesn't have is refused, naming the helper's rule."""
    needs = {
        "untapped_creatures": ("convoke", RULE_CONVOKE),
        "graveyard_cards": ("delve", RULE_DELVE),
        "assist": ("assist", RULE_ASSIST),
    }
    for field, (keyword, rule) in needs.items():
        value = given.get(field)
        if value and keyword not in helpers:
            raise RuleError(
                f"{field}: the spell has no {keyword}, so {field.replace('_', ' ')} can't help pay its cost ({rule}).",
                field=field,
                rule=rule,
                cr=NUMBERING,
            )


def counts(given):
    """The helpers' counts, each a whole number."""
    return {
        name: whole_number(given.get(name), field=name, rule=rule)
        for name, rule in (
            ("graveyard_cards", RULE_DELVE),
            ("untapped_artifacts", RULE_IMPROVISE),
            ("assist", RULE_ASSIST),
        )
    }
