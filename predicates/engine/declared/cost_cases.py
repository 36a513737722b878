"""How the cost keywords' predicates are declared and how a case from a card's ruling is run.

A row of a keyword's table is (template, card, ruling date, ruling text, expected): the template says what the
ruling's claim means for that card (cast it for its overload cost with Sphere of Resistance out: what does it
cost?), the expected value is the answer the ruling gives for that card's printed costs, written out. The card's
costs come from cost_cards.py (MTGJSON v3's text of the cost keyword lines); the run goes through the same
engine as the API (spell_cost.spell_total_cost).
"""

import dataclasses

from ..errors import RuleError
from ..keywords import BY_NAME, NUMBERING
from ..registry import Case, Predicate, Raises, RuleRef
from ..spell_cost import WITHOUT_PAYING, spell_total_cost
from .cost_cards import CARDS, PERMANENTS
from .later_cards import LATER_CARDS

ARCANE_SPELL = "Lava Spike"


def card(name, named=None):
    data = dict(CARDS.get(name) or PERMANENTS.get(name) or LATER_CARDS[name], name=name)
    if named:
        data["named"] = named
    return data


def answer(name, *, named=None, battlefield=(), spliced=(), **situation):
    """The engine's answer for the card called name in this situation (permanents and spliced cards by name)."""
    if battlefield:
        situation["battlefield"] = [
            dict(PERMANENTS[p["name"]], **p) if isinstance(p, dict) else dict(PERMANENTS[p], name=p)
            for p in battlefield
        ]
    if spliced:
        situation["spliced"] = [card(s) for s in spliced]
    return spell_total_cost({"card": card(name, named), **situation})


def values(name, fields, **situation):
    result = answer(name, **situation)
    return tuple(result[f] for f in fields) if isinstance(fields, tuple) else result[fields]


def _reducer(name):
    """A permanent that reduces what the card costs: Goblin Electromancer for instants and sorceries, else
    Heartless Summoning for creatures."""
    types = CARDS[name]["type_line"].lower()
    return "Goblin Electromancer" if ("instant" in types or "sorcery" in types) else "Heartless Summoning"


def _halves(name):
    return name.split(" // ")


# template -> (title, run) for a keyword and a card. Each says in words what it asks of the engine.
TEMPLATES = {
    # cast for the alternative cost: (total cost, mana value)
    "alternative": lambda k, n: (
        f"{n} cast for its {k} cost: that cost is paid, the mana value is unchanged",
        lambda: values(n, ("total_cost", "mana_value"), cast=k),
    ),
    "alternative_more": lambda k, n: (
        f"{n} cast for its {k} cost with Sphere of Resistance: {{1}} more",
        lambda: values(n, "total_cost", cast=k, battlefield=["Sphere of Resistance"]),
    ),
    "alternative_more_less": lambda k, n: (
        f"{n} cast for its {k} cost with Sphere of Resistance and {_reducer(n)}: the increase is added, then the "
        "reduction applies; the mana value is unchanged",
        lambda: values(n, ("total_cost", "mana_value"), cast=k, battlefield=["Sphere of Resistance", _reducer(n)]),
    ),
    "not_with_free": lambda k, n: (
        f'{n} cast "without paying its mana cost" can\'t also be cast for its {k} cost',
        lambda: answer(n, cast=[WITHOUT_PAYING, k]),
    ),
    "awaken_or_not": lambda k, n: (
        f"{n}: its mana cost, or its awaken cost for both effects",
        lambda: (values(n, "total_cost"), values(n, "total_cost", cast=k)),
    ),
    "emerge_sacrificing": lambda k, n, mv=None: (
        f"{n} cast for its emerge cost sacrificing a creature of mana value {mv}",
        lambda: values(n, ("total_cost", "mana_value"), cast=k, sacrificed_mana_value=mv),
    ),
    # additional costs
    "additional_value": lambda k, n: (
        f"{n} with its {k} cost paid: the mana value is unchanged",
        lambda: values(n, ("total_cost", "mana_value"), **_additional(k, n)),
    ),
    "escalate_reduced": lambda k, n: (
        f"{n} with every extra mode and {_reducer(n)}: the reduction applies to the total, escalate costs included",
        lambda: values(n, "total_cost", additional=[k] * _extra_modes(n), battlefield=[_reducer(n)]),
    ),
    "free_with_additional": lambda k, n: (
        f'{n} cast "without paying its mana cost" with its {k} cost paid: only the additional cost is paid',
        lambda: values(n, "total_cost", cast=WITHOUT_PAYING, additional=[k]),
    ),
    "kicked_twice": lambda k, n: (
        f"{n}'s kicker cost can't be paid twice",
        lambda: answer(n, kicked=len(CARDS[n]["oracle_text"].split("and/or")) + 1),
    ),
    "splice_self": lambda k, n: (
        f"{n} can't be spliced onto itself",
        # Evermind has no mana cost: cast without paying it, so that only the splice is in question.
        lambda: answer(n, spliced=[n], **({} if CARDS[n]["mana_cost"] else {"cast": WITHOUT_PAYING})),
    ),
    "splice_twice": lambda k, n: (
        f"{n} can't be spliced twice onto {ARCANE_SPELL}",
        lambda: answer(ARCANE_SPELL, spliced=[n, n]),
    ),
    # helpers
    "convoke_value": lambda k, n: (
        f"{n} convoked with a creature of each colour it needs and colourless ones for the rest: nothing left to "
        "pay, the mana value is unchanged",
        lambda: values(n, ("remaining_cost", "mana_value"), untapped_creatures=_convokers(n)),
    ),
    "convoke_after_total": lambda k, n: (
        f"{n} with Sphere of Resistance and one colourless creature: convoke pays {{1}} of the total, increase "
        "included",
        lambda: values(
            n, ("total_cost", "remaining_cost"), untapped_creatures=[""], battlefield=["Sphere of Resistance"]
        ),
    ),
    "convoke_multicolored": lambda k, n: (
        f"{n} with one multicoloured creature: it pays one mana of one of its colours",
        lambda: values(n, "remaining_cost", untapped_creatures=[_multicolored(n)]),
    ),
    "delve_colored": lambda k, n: (
        f"{n} with thirty cards in the graveyard: delve pays the generic mana only",
        lambda: values(n, "remaining_cost", graveyard_cards=30),
    ),
    "delve_value": lambda k, n: (
        f"{n} with three cards exiled: the mana value is unchanged",
        lambda: values(n, "mana_value", graveyard_cards=3),
    ),
    "delve_most": lambda k, n: (
        f"{n} with thirty cards in the graveyard: no more cards exiled than its generic mana",
        lambda: values(n, "cards_exiled", graveyard_cards=30),
    ),
    "assist_colored": lambda k, n: (
        f"{n}: another player can pay its generic mana, never its coloured mana",
        lambda: values(n, "remaining_cost", assist=20),
    ),
    "assist_more": lambda k, n: (
        f"{n} with Sphere of Resistance: the other player may pay the increase too",
        lambda: values(n, "assist_paid", assist=20, battlefield=["Sphere of Resistance"]),
    ),
    "undaunted_value": lambda k, n: (
        f"{n} with three opponents: {{3}} less, the mana value unchanged",
        lambda: values(n, ("total_cost", "mana_value"), opponents=3),
    ),
    # split cards
    "fused": lambda k, n: (
        f"{n} fused: both mana costs are paid, the mana value is their total",
        lambda: values(n, ("total_cost", "mana_value"), named=n),
    ),
    "half": lambda k, n: (
        f"{n}: each half cast alone has its own mana value",
        lambda: tuple(values(n, "mana_value", named=half) for half in _halves(n)),
    ),
    "fused_free": lambda k, n: (
        f"{n} fused without paying its mana cost: nothing to pay, both halves cast",
        lambda: values(n, ("total_cost", "mana_value"), named=n, cast=WITHOUT_PAYING),
    ),
    # rulings printed on other cards (the card casting it, the card reducing it), applied to a card they name
    "free_kicked": lambda k, n: (
        f"{n}'s ruling: Gatekeeper of Malakir cast without paying its mana cost can still be kicked: {{B}}",
        lambda: values("Gatekeeper of Malakir", "total_cost", cast=WITHOUT_PAYING, kicked=1),
    ),
    "free_not_alternative": lambda k, n: (
        f"{n}'s ruling: Mulldrifter cast without paying its mana cost can't also be evoked",
        lambda: answer("Mulldrifter", cast=[WITHOUT_PAYING, "evoke"]),
    ),
    "free_not_overload": lambda k, n: (
        f"{n}'s ruling: Cyclonic Rift cast without paying its mana cost can't be overloaded",
        lambda: answer("Cyclonic Rift", cast=[WITHOUT_PAYING, "overload"]),
    ),
    "free_not_emerge": lambda k, n: (
        f"{n}'s ruling: Elder Deep-Fiend cast without paying its mana cost can't be cast for its emerge cost",
        lambda: answer("Elder Deep-Fiend", cast=[WITHOUT_PAYING, "emerge"]),
    ),
    "free_conspire": lambda k, n: (
        f"{n}'s ruling: Burn Trail cast without paying its mana cost may conspire (no mana): {{0}}",
        lambda: values("Burn Trail", "total_cost", cast=WITHOUT_PAYING, additional=["conspire"]),
    ),
    "free_buyback": lambda k, n: (
        f"{n}'s ruling: Capsize cast without paying its mana cost may pay buyback {{3}}",
        lambda: values("Capsize", "total_cost", cast=WITHOUT_PAYING, additional=["buyback"]),
    ),
    "free_commander_tax": lambda k, n: (
        f"{n}'s ruling: Tymna the Weaver, cast twice before, cast without paying its mana cost still pays the tax",
        lambda: values("Tymna the Weaver", "total_cost", cast=WITHOUT_PAYING, commander_casts=2),
    ),
    "two_alternatives": lambda k, n: (
        f"{n}'s ruling: Think Twice cast with flashback can't also be paid for with {{W}}{{U}}{{B}}{{R}}{{G}}",
        lambda: answer("Think Twice", cast="flashback", alternative_cost="{W}{U}{B}{R}{G}"),
    ),
    "reduced_alternatives": lambda k, n: (
        f"{n}'s ruling: it reduces Think Twice's flashback cost and Cyclonic Rift's overload cost",
        lambda: (
            values("Think Twice", "total_cost", cast="flashback", battlefield=["Goblin Electromancer"]),
            values("Cyclonic Rift", "total_cost", cast="overload", battlefield=["Goblin Electromancer"]),
        ),
    ),
    "banneret_prowl": lambda k, n: (
        f"{n}'s ruling: Frogtosser Banneret reduces Notorious Throng (a Rogue) cast for its prowl cost {{5}}{{U}}",
        lambda: values("Notorious Throng", "total_cost", cast="prowl", battlefield=["Frogtosser Banneret"]),
    ),
    "tax_then_reduction": lambda k, n: (
        f"{n}'s ruling: Tymna the Weaver cast once before with Heartless Summoning: the tax {{2}} is added, then "
        "{2} taken away; the mana value stays 3",
        lambda: values(
            "Tymna the Weaver", ("total_cost", "mana_value"), commander_casts=1, battlefield=["Heartless Summoning"]
        ),
    ),
    "aftermath_half": lambda k, n: (
        f"{n}'s ruling: Dawn cast alone from Dusk // Dawn has the mana value of Dawn's cost",
        lambda: values("Dusk // Dawn", ("total_cost", "mana_value"), named="Dawn"),
    ),
    "no_mana_cost": lambda k, n: (
        f"{n} has no mana cost: it can't be cast by paying it, only without paying it ({{0}})",
        lambda: (rule_or_value(lambda: answer(n)), values(n, "total_cost", cast=WITHOUT_PAYING)),
    ),
    # zones and conditions (casting.py)
    "fuse_other_zone": lambda k, n: (
        f"{n} in a graveyard (cast by some effect): both halves can't be cast together, one half can",
        lambda: (
            rule_or_value(lambda: answer(n, named=n, zone="graveyard")),
            values(n, "total_cost", named=_halves(n)[0], zone="graveyard"),
        ),
    ),
    "madness_not_later": lambda k, n: (
        f"{n} put into a graveyard after its madness trigger can't be cast for its madness cost later",
        lambda: answer(n, cast="madness", zone="graveyard"),
    ),
    "madness_not_discarded": lambda k, n: (
        f"{n} milled (put into a graveyard from a library, not discarded) has no madness",
        lambda: answer(n, cast="madness", discarded=False),
    ),
    "retrace_from_graveyard": lambda k, n: (
        f"{n} cast with retrace: from a graveyard, its mana cost paid; not from a hand",
        lambda: (
            values(n, ("total_cost", "zone"), additional=["retrace"]),
            rule_or_value(lambda: answer(n, additional=["retrace"], zone="hand")),
        ),
    ),
    "surge_condition": lambda k, n: (
        f"{n}: no surge cost unless you or a teammate cast another spell this turn",
        lambda: (
            rule_or_value(lambda: answer(n, cast="surge", another_spell_cast=False)),
            values(n, "total_cost", cast="surge", another_spell_cast=True),
        ),
    ),
    "miracle_from_hand": lambda k, n: (
        f"{n} no longer in a hand can't be cast for its miracle cost",
        lambda: answer(n, cast="miracle", zone="graveyard"),
    ),
    # cast face down (morph, 702.37c)
    "face_down": lambda k, n: (
        f"{n} cast face down: {{3}} rather than its mana cost, and a face-down spell's mana value is 0",
        lambda: values(n, ("total_cost", "mana_value"), cast=k),
    ),
    "face_down_and_up": lambda k, n: (
        f"{n}: cast face down for {{3}}; turned face up later for its morph cost",
        lambda: values(n, ("total_cost", "face_up_cost"), cast=k),
    ),
    "face_up_special_action": lambda k, n: (
        f"{n} cast face down with Sphere of Resistance: the spell costs {{1}} more; turning it face up is a special "
        "action, no spell, and its cost doesn't change",
        lambda: values(n, ("total_cost", "face_up_cost"), cast=k, battlefield=["Sphere of Resistance"]),
    ),
    "free_not_morph": lambda k, n: (
        f"{n}'s ruling: Kheru Spellsnatcher cast without paying its mana cost can't be cast face down",
        lambda: answer("Kheru Spellsnatcher", cast=[WITHOUT_PAYING, "morph"]),
    ),
    "commander_face_down": lambda k, n: (
        f"{n}, a commander cast twice before, cast face down from the command zone: {{3}} plus {{4}}; its morph "
        "cost is unaffected",
        lambda: values(n, ("total_cost", "zone", "face_up_cost"), cast=k, commander_casts=2),
    ),
    "megamorph": lambda k, n: (
        f"{n}'s megamorph is a morph: cast face down for {{3}}, mana value 0, turned face up for its megamorph cost",
        lambda: values(n, ("total_cost", "mana_value", "face_up_cost"), cast="megamorph"),
    ),
    # the commander tax
    "partner_tax": lambda k, n: (
        f"{n}, a partner commander never cast before, costs its mana cost even if the other partner was cast; "
        "cast once before, {2} more",
        lambda: (values(n, "total_cost"), values(n, "total_cost", commander_casts=1)),
    ),
}


def rule_or_value(run):
    """What run returns, or "RuleError <rule>" when the engine refuses (for a case expecting both outcomes)."""
    try:
        return run()
    except RuleError as error:
        return f"RuleError {error.rule}"


def _extra_modes(name):
    """The modes an escalate spell may add to its first: its "•" lines but one (two for the three-mode cards,
    whose modes cost_cards.py leaves out). Escalate is paid once for each (702.120a, 700.2d)."""
    modes = CARDS[name]["oracle_text"].count("\n•")
    return modes - 1 if modes else 2


def _additional(keyword, name):
    if keyword == "kicker":
        return {"kicked": 1}
    if keyword == "escalate":
        return {"additional": [keyword] * _extra_modes(name)}
    return {"additional": [keyword]}


def _convokers(name):
    """A creature of each coloured symbol's colour, and a colourless one for each generic mana."""
    from ..mana import parse_cost, symbol_colors

    cost = parse_cost(CARDS[name]["mana_cost"]).with_x(0)
    return [symbol_colors(s)[0] for s in cost.symbols] + [""] * cost.generic


def _multicolored(name):
    from ..mana import COLORS, parse_cost, symbol_colors

    cost = parse_cost(CARDS[name]["mana_cost"])
    first = next((symbol_colors(s)[0] for s in cost.symbols if symbol_colors(s)), None)
    if first is None:
        return "WU"
    return first + next(c for c in COLORS if c != first)


def ruled(template, keyword, name, date, ruling, expected, **options):
    """The case a ruling printed on a card gives, through the template."""
    make = TEMPLATES[template]
    title, run = make(keyword, name, **options)
    return Case(title, run, expected, ruling=ruling, card=name, date=date)


# The keywords printed only after MTGJSON v3's last set (2018-10): no ruling of the corpus speaks of them, so their
# cases are hand-written from the CR and say so.
AFTER_THE_CORPUS = frozenset(
    "escape foretell spectacle disturb cleave blitz casualty bargain squad offspring disguise prototype impending "
    "harmonize freerunning warp mayhem web-slinging mutate spree tiered gift more-than-meets-the-eye".split()
)
NO_RULING = "no ruling in the corpus (MTGJSON v3 ends in 2018-10)"


def hand_written(case):
    """The case, saying it is hand-written from the CR because no ruling of the corpus exists."""
    if case.ruling or case.source:
        return case
    return dataclasses.replace(case, source=f"hand-written from CR {', '.join(case.rules)}; {NO_RULING}")


def keyword_predicate(keyword, *, rules, rows, cases=(), commentary="", module=None, name=None, title=None):
    """A predicate for a cost keyword: its rules (CR of NUMBERING), the rulings of its rows, their cases."""
    entry = BY_NAME.get(keyword)
    if (name or keyword) in AFTER_THE_CORPUS:
        cases = tuple(hand_written(case) for case in cases)
    built = [ruled(row[0], keyword, *row[1:5], **(row[5] if len(row) > 5 else {})) for row in rows]
    rulings = tuple(dict.fromkeys(case.ruling for case in (*built, *cases) if case.ruling))
    return Predicate(
        name=name or keyword,
        title=title or (entry.title if entry else keyword),
        module=module,
        rules=tuple(RuleRef(number, NUMBERING) for number in rules),
        rulings=rulings,
        cases=(*built, *cases),
        numbering=NUMBERING,
        commentary=commentary,
    )


def raises(rule):
    return Raises(rule, NUMBERING)
