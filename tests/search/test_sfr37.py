"""sfr37: a French question's rule below the top five whose French players' questions are nearer the question than
each rule of its section in the top five (not its own rule's) enters at the fifth place
(frenchsiblings.section_neighbour_lifted, after sfr35's sibling lift)."""

import pytest

from search import frenchsiblings

from .conftest import numbers_found


def _page(*numbers):
    return [{"kind": "rule", "id": n, "number": n} for n in numbers]


PAGE = ("103.6", "103.6b", "103.6a", "103.6c", "901.5", "103.5", "103.1")
LIKE = {"103.6": 0.4, "103.6b": 0.55, "103.6a": 0.3, "103.6c": 0.2, "103.5": 0.6, "103.1": 0.1}
SHARE = {"103.6": 1.0, "103.6b": 1.0, "103.6a": 1.0, "103.6c": 1.0, "103.5": 1.0}
LIFTED = ["103.6", "103.6b", "103.6a", "103.6c", "103.5", "901.5", "103.1"]


def lifted(page, like=LIKE, share=SHARE):
    found = frenchsiblings.section_neighbour_lifted(
        _page(*page), lambda n: like.get(n, 0.0), lambda n: share.get(n, 0.0)
    )
    return [item["number"] for item in found]


@pytest.mark.parametrize(
    ("page", "like", "share", "expected"),
    [
        # Nearer than each rule of its section above, its asks holding as much: fifth, the first place kept.
        (PAGE, LIKE, SHARE, LIFTED),
        # As near as one of them, or its asks holding less: unchanged.
        (PAGE, {**LIKE, "103.5": 0.55}, SHARE, list(PAGE)),
        (PAGE, LIKE, {**SHARE, "103.5": 0.9}, list(PAGE)),
        # Its own rule's subrules above are sfr35's siblings, not section neighbours: 103.6d is not lifted.
        (
            ("103.6", "103.6b", "103.6a", "103.6c", "901.5", "103.6d"),
            {**LIKE, "103.6d": 0.9},
            {**SHARE, "103.6d": 1.0},
            ["103.6", "103.6b", "103.6a", "103.6c", "901.5", "103.6d"],
        ),
        # Not in the keyword sections: two rules of 702 are two keywords.
        (
            ("702.2b", "702.2d", "702.2e", "704.5h", "702.2c", "702.7b"),
            {"702.7b": 0.9},
            {"702.7b": 1.0},
            ["702.2b", "702.2d", "702.2e", "704.5h", "702.2c", "702.7b"],
        ),
        # No rule of its section above: unchanged.
        (("400.4a", "703.4q", "117.3d", "605.5b", "106.4a", "302.1"), {"302.1": 0.9}, {}, None),
    ],
)
def test_a_nearer_section_neighbour_enters_fifth(page, like, share, expected):
    assert lifted(page, like, share) == (expected or list(page))


def test_the_switch():
    frenchsiblings.SECTION_NEIGHBOUR_LIFTED = False
    try:
        assert lifted(PAGE) == list(PAGE)
    finally:
        frenchsiblings.SECTION_NEIGHBOUR_LIFTED = True


@pytest.mark.parametrize(
    ("asked", "rule"),
    [
        # french3-17: 103.5 (the starting hand) sixth behind 103.6 and its subrules (the mulligan), before.
        ("main de depart combien de cartes", "103.5"),
    ],
)
def test_the_french_asks_lift_the_section_neighbour_into_the_top_five(today, monkeypatch, asked, rule):
    assert rule in numbers_found(asked)
    monkeypatch.setattr(frenchsiblings, "SECTION_NEIGHBOUR_LIFTED", False)
    assert rule not in numbers_found(asked)
