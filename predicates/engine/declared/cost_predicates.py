"""The cost keywords that carry rulings in MTGJSON: each a predicate with its rules (CR of 2025-11-14) and the
cases its cards' rulings give (the rows of the *_rows modules), plus cases reasoned from the CR where no ruling
states the outcome.
"""

from .additional_costs_rows import COMMANDER_TAX, ESCALATE, JUMP_START, KICKER, RETRACE, SPLICE
from .alternative_costs_2_rows import AWAKEN, BESTOW, EMERGE, MIRACLE, SURGE
from .alternative_costs_rows import DASH, EVOKE, MADNESS, OVERLOAD
from .cost_cases import keyword_predicate
from .judge_cases import JUDGE_CASES
from .older_keyword_cases import KICKER_ROWS, RULING_CASES
from .other_cards_rows import COMMANDER_TAX_ROWS
from .payment_helpers_rows import ASSIST, CONVOKE, DELVE, UNDAUNTED
from .phrasing_cases import PHRASING_CASES
from .spell_cases import CR_CASES
from .split_cards_rows import FUSE
from .zone_cases import ZONE_CASES
from .zone_rows import FUSE_ZONE, MADNESS_ZONE, MIRACLE_ZONE, RETRACE_ZONE, SURGE_CONDITION_ROWS

# Each keyword declares its own rules; the general ones (118.8, 118.9a, 601.2b, 601.2f) are the total_cost
# predicate's. Every declared rule is followed through the lineage when a page first shows it (some ten queries
# each), once per predicate: the same general rule declared by forty keywords cost a cold /predicates/ ~8 s more.
ALTERNATIVE = ()
ADDITIONAL = ()
HELPER = ()


def _declare(keyword, rules, rows, commentary, **options):
    return keyword_predicate(
        keyword,
        rules=rules,
        rows=rows,
        cases=(
            *CR_CASES.get(keyword, ()),
            *PHRASING_CASES.get(keyword, ()),
            *ZONE_CASES.get(keyword, ()),
            *JUDGE_CASES.get(keyword, ()),
            *RULING_CASES.get(keyword, ()),
        ),
        commentary=commentary,
        **options,
    )


PREDICATES = (
    _declare(
        "overload",
        ("702.96a", "702.96b", *ALTERNATIVE),
        OVERLOAD,
        "Overload [cost]: pay [cost] rather than the mana cost (an alternative cost: never with another one, nor "
        'when cast "without paying its mana cost"); increases and reductions apply to it; the mana value stays.',
    ),
    _declare(
        "madness",
        ("702.35a", "702.35b", *ALTERNATIVE),
        MADNESS + MADNESS_ZONE,
        "Madness [cost]: cast as it is discarded by paying [cost] rather than its mana cost; increases and "
        "reductions apply to the madness cost; the mana value stays.",
    ),
    _declare(
        "evoke",
        ("702.74a", *ALTERNATIVE),
        EVOKE,
        "Evoke [cost]: pay [cost] rather than the mana cost; the creature is sacrificed as it enters. An alternative "
        'cost: not with "without paying its mana cost".',
    ),
    _declare("dash", ("702.109a", *ALTERNATIVE), DASH, "Dash [cost]: pay [cost] rather than the mana cost."),
    _declare(
        "surge",
        ("702.117a", *ALTERNATIVE),
        SURGE + SURGE_CONDITION_ROWS,
        "Surge [cost]: pay [cost] rather than the mana cost.",
    ),
    _declare(
        "awaken",
        ("702.113a", *ALTERNATIVE),
        AWAKEN,
        "Awaken N—[cost]: pay [cost] rather than the mana cost and the spell also awakens a land.",
    ),
    _declare(
        "bestow",
        ("702.103a", "702.103b", *ALTERNATIVE),
        BESTOW,
        "Bestow [cost]: cast as an Aura by paying [cost]; the spell is then an Aura spell, not a creature spell.",
    ),
    _declare(
        "miracle",
        ("702.94a", *ALTERNATIVE),
        MIRACLE + MIRACLE_ZONE,
        "Miracle [cost]: cast as it is drawn by paying [cost].",
    ),
    _declare(
        "emerge",
        ("702.119a", "118.7a", *ALTERNATIVE),
        EMERGE,
        "Emerge [cost]: pay [cost] and sacrifice a creature rather than the mana cost; the total cost is reduced by "
        "the sacrificed creature's mana value, in generic mana only.",
    ),
    _declare(
        "escalate",
        ("702.120a", *ADDITIONAL),
        ESCALATE,
        "Escalate [cost]: an additional [cost] for each mode chosen beyond the first; paid even when the spell is "
        'cast "without paying its mana cost"; reductions apply to the total, escalate costs included.',
    ),
    _declare(
        "retrace",
        ("702.81a", *ADDITIONAL),
        RETRACE + RETRACE_ZONE,
        "Retrace: cast from the graveyard by discarding a land card as an additional cost; the mana cost is paid.",
    ),
    _declare(
        "jump-start",
        ("702.133a", *ADDITIONAL),
        JUMP_START,
        "Jump-start: cast from the graveyard by discarding a card as an additional cost; an alternative cost may "
        "replace the mana cost.",
    ),
    _declare(
        "splice",
        ("702.47a", "702.47b", *ADDITIONAL),
        SPLICE,
        "Splice onto [quality] [cost]: reveal the card as a [quality] spell is cast and pay [cost] as an additional "
        "cost; never onto itself, each card once.",
    ),
    _declare(
        "kicker",
        ("702.33a", "702.33b", "702.33c", "702.33d", *ADDITIONAL),
        KICKER + KICKER_ROWS,
        "Kicker [cost]: an additional [cost], paid once per kicker cost; multikicker any number of times.",
    ),
    _declare(
        "commander_tax",
        ("903.8", "601.2f"),
        COMMANDER_TAX + COMMANDER_TAX_ROWS,
        "A commander cast from the command zone costs {2} more for each previous time that player cast it from "
        "there; two partner commanders are counted apart.",
        title="Commander tax",
    ),
    _declare(
        "convoke",
        ("702.51a", "702.51b", *HELPER),
        CONVOKE,
        "Convoke: after the total cost is locked in, each untapped creature tapped pays {1} or one mana of one of its "
        "colours (never {C}); the mana cost and mana value don't change.",
    ),
    _declare(
        "delve",
        ("702.66a", "702.66b", *HELPER),
        DELVE,
        "Delve: after the total cost is locked in, each card exiled from the graveyard pays {1}: never coloured mana, "
        "never more cards than the generic mana.",
    ),
    _declare(
        "assist",
        ("702.132a", *HELPER),
        ASSIST,
        "Assist: another player may pay any amount of the generic mana of the total cost, increases included; never "
        "the coloured mana.",
    ),
    _declare(
        "undaunted",
        ("702.125a", "702.125b", "601.2f", "118.7a"),
        UNDAUNTED,
        "Undaunted: {1} less for each opponent, generic mana only; the mana value stays.",
    ),
    _declare(
        "fuse",
        ("702.102a", "702.102c", "709.3a", "709.3b", "709.4d"),
        FUSE + FUSE_ZONE,
        "A split card casts one half (its cost, its mana value on the stack) or, with fuse from the hand, both: "
        "both mana costs are paid and the mana value is their total.",
        title="Split cards and fuse",
    ),
)
