import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from predicates.engine.errors import RuleError
from predicates.engine.improvise import Artifact, cast_with_improvise, improvise, tap_for_improvise
from predicates.engine.mana import mana_value, parse_cost
from predicates.engine.ruling_texts import IMPROVISE_ALTERNATIVE, IMPROVISE_X_SAHEELI, IMPROVISE_X_WHIR

from .test_mana import costs

totals = costs.map(lambda c: c.with_x(0))
counts = st.integers(min_value=0, max_value=40)


@given(totals, counts)
def test_improvise_never_pays_a_non_generic_symbol(total, artifacts):
    paid = improvise(total, untapped_artifacts=artifacts)
    assert paid.remaining.symbols == total.symbols
    assert paid.artifacts_tapped <= total.generic


@given(totals, counts, st.data())
def test_remaining_plus_improvised_is_the_total(total, artifacts, data):
    tap = data.draw(st.integers(min_value=0, max_value=min(artifacts, total.generic)))
    paid = improvise(total, untapped_artifacts=artifacts, tap=tap)
    assert paid.artifacts_tapped == tap
    assert paid.remaining.generic + paid.artifacts_tapped == total.generic
    assert mana_value(paid.remaining) + paid.artifacts_tapped == mana_value(total)


@given(totals, st.integers(min_value=1, max_value=5))
def test_tapping_more_than_the_generic_mana_is_refused(total, extra):
    with pytest.raises(RuleError) as caught:
        improvise(total, untapped_artifacts=total.generic + extra, tap=total.generic + extra)
    assert caught.value.rule == "702.126a"
    assert caught.value.field == "tap"


@given(totals, counts)
def test_instances_are_redundant(total, artifacts):
    once = improvise(total, untapped_artifacts=artifacts)
    twice = improvise(total, untapped_artifacts=artifacts, instances=3)
    assert (once.artifacts_tapped, once.remaining) == (twice.artifacts_tapped, twice.remaining)


def _example(ruling):
    x = int(re.search(r"choose X to be (\d+)", ruling).group(1))
    total = re.search(r"the total cost is ((?:\{[^}]+\})+)", ruling).group(1)
    tapped = {"one": 1, "two": 2, "three": 3}[re.search(r"If you tap (\w+) artifacts", ruling).group(1)]
    remaining = re.search(r"you'll have to pay ((?:\{[^}]+\})+)", ruling).group(1)
    return x, total, tapped, remaining


@pytest.mark.parametrize(
    "ruling, mana_cost", [(IMPROVISE_X_SAHEELI, "{X}{R}{R}{R}"), (IMPROVISE_X_WHIR, "{X}{U}{U}{U}")]
)
def test_the_rulings_examples(ruling, mana_cost):
    x, total, tapped, remaining = _example(ruling)
    answer = cast_with_improvise(mana_cost, x=x, untapped_artifacts=tapped)
    assert (answer["total_cost"], answer["artifacts_tapped"], answer["remaining_cost"]) == (total, tapped, remaining)
    # Improvise doesn't change the mana value (the mana cost with X as chosen).
    assert answer["mana_value"] == mana_value(mana_cost, x=x)


def test_alternative_cost_with_improvise():
    # IMPROVISE_ALTERNATIVE and 702.126b: improvise applies to the alternative cost as the total.
    assert "alternative costs" in IMPROVISE_ALTERNATIVE
    answer = cast_with_improvise("{6}{U}{U}", alternative_cost="{3}{U}", untapped_artifacts=10)
    assert answer["total_cost"] == "{3}{U}"
    assert answer["artifacts_tapped"] == 3
    assert answer["remaining_cost"] == "{U}"
    assert answer["mana_value"] == mana_value("{6}{U}{U}")


def test_trinisphere_with_x_zero_then_improvise():
    answer = cast_with_improvise("{X}{R}", x=0, minimum_total=3, untapped_artifacts=5)
    assert answer["total_cost"] == "{2}{R}"
    assert answer["artifacts_tapped"] == 2
    assert answer["mana_value"] == 1


def test_artifacts_tapped_or_sacrificed_for_mana_are_not_available():
    answer = cast_with_improvise("{5}", untapped_artifacts=4, tapped_for_mana=1, sacrificed_for_mana=1)
    assert answer["artifacts_tapped"] == 2
    with pytest.raises(RuleError):
        cast_with_improvise("{5}", untapped_artifacts=2, tapped_for_mana=3)


def test_only_the_casting_cost():
    with pytest.raises(RuleError) as caught:
        improvise(parse_cost("{3}"), untapped_artifacts=3, paying="counter unless its controller pays {3}")
    assert caught.value.rule == "702.126a"


def test_steps_cite_improvise_rules():
    rules = [s["rule"] for s in cast_with_improvise("{X}{R}{R}{R}", x=3, untapped_artifacts=2)["steps"]]
    assert rules.index("601.2f") < rules.index("702.126b") < rules.index("702.126a")


def test_tapping_equipment_leaves_the_creature_untapped():
    after = tap_for_improvise(
        [Artifact("Bonesplitter", attached_to="Grizzly Bears"), Artifact("Grizzly Bears")], ["Bonesplitter"]
    )
    assert [a.tapped for a in after] == [True, False]
    with pytest.raises(RuleError):
        tap_for_improvise(after, ["Bonesplitter"])  # already tapped


def test_a_monocolored_hybrid_symbol_is_paid_by_improvise_once_announced_as_generic():
    """601.2b: the player announces paying {2} for {2/U}; from then on it is two generic mana improvise can pay."""
    unannounced = cast_with_improvise("{2/U}{U}", untapped_artifacts=3)
    assert (unannounced["total_cost"], unannounced["artifacts_tapped"], unannounced["remaining_cost"]) == (
        "{2/U}{U}",
        0,
        "{2/U}{U}",
    )
    announced = cast_with_improvise("{2/U}{U}", untapped_artifacts=3, hybrid_paid_as=["{2}"])
    assert (announced["total_cost"], announced["artifacts_tapped"], announced["remaining_cost"]) == ("{2}{U}", 2, "{U}")
    assert announced["mana_value"] == 3  # 202.3f: the largest half, whatever is announced
    assert "601.2b" in [step["rule"] for step in announced["steps"]]
    coloured = cast_with_improvise("{2/U}{U}", untapped_artifacts=3, hybrid_paid_as=["{U}"])
    assert (coloured["total_cost"], coloured["artifacts_tapped"]) == ("{U}{U}", 0)


def test_announcements_follow_the_hybrid_symbols_in_order_across_the_costs():
    answer = cast_with_improvise(
        "{W/U}{2/B}{B}", additional_costs=["{2/R}"], untapped_artifacts=9, hybrid_paid_as=["{U}", "{2}", "{2}"]
    )
    assert answer["total_cost"] == "{4}{U}{B}"
    assert answer["artifacts_tapped"] == 4
    partly = cast_with_improvise("{2/B}{2/B}", untapped_artifacts=9, hybrid_paid_as="{2}")
    assert (partly["total_cost"], partly["artifacts_tapped"]) == ("{2}{2/B}", 2)


@pytest.mark.parametrize(
    "announced, words",
    [(["{R}"], "not a half of {2/U}"), (["{2}", "{2}"], "only 1 hybrid"), (["{1}{U}"], "one half"), (["{X}"], "half")],
)
def test_an_announcement_that_is_no_half_is_refused(announced, words):
    with pytest.raises(RuleError) as caught:
        cast_with_improvise("{2/U}{U}", untapped_artifacts=3, hybrid_paid_as=announced)
    assert words in caught.value.message
    assert caught.value.rule == "601.2b"
    assert caught.value.field.startswith("hybrid_paid_as")
