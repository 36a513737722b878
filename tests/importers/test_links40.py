"""Ruling links, links40: where recall is lost, in aggregate (bench/link_eval.py --where), and the phrases added for
the sections that lose the most never-tuned recall. The rulings are real ones, a card's name given as "Some Card"."""

import datetime

import pytest

from rulings import link_evaluation
from rulings.link_evaluation import Row
from tests.importers.conftest import import_of_2022
from tests.importers.cr_lines import TRIGGERS

pytestmark = pytest.mark.django_db


def _row(group, labels):
    return Row(group, f"{group}-{len(labels)}", datetime.date(2020, 1, 1), "Some Card", "", "Text.", labels)


class _Link:
    def __init__(self, now):
        self.now, self.number = now, now


def test_missed_labels_are_counted_by_section_kind_and_rule_for_a_part_only(no_cr, tmp_path):
    import_of_2022(
        tmp_path,
        ["7. Additional Rules", "702. Keyword Abilities", "702.9. Flying", "702.9a Flying is an evasion ability."],
    )
    details = [
        # 603.3b found (603.3 linked), 608.2 missed; a keyword's label missed, counted as a kw label.
        (_row("heldout", ["603.3b", "608.2h"]), [_Link("603.3a")], ["603.3", "608.2"]),
        (_row("heldout", ["kw:flying"]), [], ["702.9"]),
        # Outside the part: not counted.
        (_row("tuned", ["608.2b"]), [], ["608.2"]),
    ]
    lost = link_evaluation.missed_breakdown(details, {"heldout"})
    assert (lost["labels"], lost["missed"]) == (3, 2)
    assert lost["sections"] == {"603": [1, 0], "608": [1, 1], "702": [1, 1]}
    assert lost["rules"]["608.2"] == [1, 1]
    assert lost["kinds"] == {"rule": [2, 1], "kw": [1, 1]}


TRIGGERS_WITH_OPTIONAL = [
    *TRIGGERS,
    '603.5. Some triggered abilities\' effects are optional (they contain "may," as in "At the beginning of your '
    'upkeep, you may draw a card").',
]


@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Contagion Clasp, Hellcarver Demon, Grove of the Dreampods: a triggered ability without "may" (603.5).
        (
            "Some Card's first ability is mandatory. If you're the only player who controls a creature, you must "
            "target one of them.",
            ["603"],
        ),
        ("The triggered ability is mandatory. All the permanents you control will be sacrificed.", ["603"]),
        ("Both abilities are mandatory. You must put the creature card onto the battlefield.", ["603"]),
        # Not a choice called mandatory elsewhere.
        ("Attacking with Some Card is mandatory.", []),
    ],
)
def test_a_mandatory_ability_is_a_triggered_abilitys_handling(linked, ruling, numbers):
    text = "When Some Card enters, put a -1/-1 counter on target creature."
    assert linked(TRIGGERS_WITH_OPTIONAL, text, ruling) == numbers
