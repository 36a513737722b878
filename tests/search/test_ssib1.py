"""ssib1: a subrule below the top five whose players' questions are clearly nearer the question than its siblings'
in the top five enters at the fifth place (firstplace.sibling_lifted)."""

import pytest

from search import firstplace


def _page(*numbers):
    return [{"kind": "rule", "id": n, "number": n} for n in numbers]


LIKE = {"702.15e": 0.33, "702.15d": 0.5, "702.15b": 0.7, "702.15c": 0.28, "120.3": 0.9, "704.5g": 0.9}
SHARE = {"702.15e": 1.0, "702.15d": 1.0, "702.15b": 1.0, "702.15c": 1.0}


def _numbers(page):
    return [item["number"] for item in page]


@pytest.mark.parametrize(
    ("numbers", "like", "share", "expected"),
    [
        # `lifelinke damage to a player`: 702.15b sixth, nearer than 702.15e and 702.15d, enters fifth.
        (
            ("702.15e", "510.2", "702.15d", "120.3", "510.1", "702.15b", "702.15c"),
            LIKE,
            SHARE,
            ("702.15e", "510.2", "702.15d", "120.3", "702.15b", "510.1", "702.15c"),
        ),
        # Not nearer by SIBLING_NEARER: unchanged.
        (("702.15e", "510.2", "702.15d", "120.3", "510.1", "702.15b"), {**LIKE, "702.15b": 0.55}, SHARE, None),
        # Its asks hold less of the rare words than a sibling's above: unchanged.
        (("702.15e", "510.2", "702.15d", "120.3", "510.1", "702.15b"), LIKE, {**SHARE, "702.15b": 0.5}, None),
        # No sibling above: another rule's subrule below does not move.
        (("120.3", "510.2", "704.5g", "120.4", "510.1", "702.15b"), LIKE, SHARE, None),
    ],
)
def test_sibling_lifted(numbers, like, share, expected):
    page = _page(*numbers)
    lifted = firstplace.sibling_lifted(page, lambda n: like.get(n, 0.0), lambda n: share.get(n, 0.0))
    assert _numbers(lifted) == list(expected or numbers)


def test_first_place_kept_and_switch(monkeypatch):
    page = _page("702.15e", "a", "b", "c", "d", "702.15b")
    for item in page[1:5]:
        item["kind"] = "card"
    lifted = firstplace.sibling_lifted(page, lambda n: LIKE.get(n, 0.0), lambda n: SHARE.get(n, 0.0))
    assert _numbers(lifted)[0] == "702.15e" and _numbers(lifted)[4] == "702.15b"
    monkeypatch.setattr(firstplace, "SIBLING_LIFTED", False)
    assert firstplace.sibling_lifted(page, lambda n: LIKE.get(n, 0.0), lambda n: SHARE.get(n, 0.0)) == page
