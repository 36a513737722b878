"""Cases of requests as judges write them (2026-12-02, second session): a keyword spelt as a participle
("overloaded", "evoked", "kicked") or "kicked": true is read as the keyword (additional_costs.keyword_name).
"""

from ..registry import Case
from .cost_cases import values


def total(name, **situation):
    return values(name, "total_cost", **situation)


PHRASING_CASES = {
    # A keyword as judges write it ("overloaded", "evoked", "its flashback cost", "entwined"): the same keyword.
    "overload": (
        Case(
            'Cyclonic Rift cast "overloaded": its overload cost {6}{U}',
            lambda: total("Cyclonic Rift", cast="overloaded"),
            "{6}{U}",
            rules=("702.96a",),
        ),
    ),
    "evoke": (
        Case(
            'Mulldrifter "evoked": its evoke cost {2}{U}',
            lambda: total("Mulldrifter", cast="evoked"),
            "{2}{U}",
            rules=("702.74a",),
        ),
    ),
    "kicker": (
        Case(
            'Burst Lightning with additional: ["kicked"] (as judges write it): kicked once, {4}{R}',
            lambda: total("Burst Lightning", additional=["kicked"]),
            "{4}{R}",
            rules=("702.33a", "702.33d"),
        ),
        Case(
            'Burst Lightning with "kicked": true: kicked once, {4}{R}',
            lambda: total("Burst Lightning", kicked=True),
            "{4}{R}",
            rules=("702.33a", "702.33d"),
        ),
    ),
}
