"""scard47: in a question naming a card, a sibling lifted into the top five (firstplace.sibling_lifted, keep) takes the
place of the last rule of another family there, not of its own sibling in fifth place (siblings.lifted_into): `if I
regenerate Drudge Skeletons while it's blocking, is it still blocking?` keeps 701.19a in the top five when 701.19c is
lifted beside it. Without a card named (keep=False), the fifth goes sixth as before (ssib1)."""

import pytest

from search import firstplace, siblings


def _page(*numbers):
    return [{"kind": "rule", "id": n, "number": n} for n in numbers]


def _numbers(page):
    return [item["number"] for item in page]


LIKE = {"701.19c": 0.9, "701.19b": 0.3, "701.19a": 0.2}


@pytest.mark.parametrize(
    ("numbers", "expected"),
    [
        # Its sibling fifth stays in the top five; 506.4, the last rule of another family, goes sixth.
        (
            ("614.8", "506.4", "701.19b", "120.3", "701.19a", "510.1", "701.19c"),
            ("614.8", "506.4", "701.19b", "701.19a", "701.19c", "120.3", "510.1"),
        ),
        # Another family's rule fifth: pushed out as before.
        (
            ("614.8", "701.19b", "506.4", "701.19a", "120.3", "510.1", "701.19c"),
            ("614.8", "701.19b", "506.4", "701.19a", "701.19c", "120.3", "510.1"),
        ),
        # No other family's rule after the first place (a card there): the fifth goes sixth, the first stays.
        (
            ("614.8", "card", "701.19b", "701.19d", "701.19a", "510.1", "701.19c"),
            ("614.8", "card", "701.19b", "701.19d", "701.19c", "701.19a", "510.1"),
        ),
    ],
)
def test_lifted_beside_its_siblings(numbers, expected):
    page = _page(*numbers)
    for item in page:
        if item["number"] == "card":
            item["kind"] = "card"
    lifted = firstplace.sibling_lifted(page, lambda n: LIKE.get(n, 0.0), lambda n: 1.0, keep=True)
    assert _numbers(lifted) == list(expected)


def test_no_card_and_switch(monkeypatch):
    page = _page("614.8", "506.4", "701.19b", "120.3", "701.19a", "510.1", "701.19c")
    before = ["614.8", "506.4", "701.19b", "120.3", "701.19c", "701.19a"]
    lifted = firstplace.sibling_lifted(page, lambda n: LIKE.get(n, 0.0), lambda n: 1.0)
    assert _numbers(lifted)[:6] == before
    monkeypatch.setattr(siblings, "KEEP_SIBLINGS", False)
    lifted = firstplace.sibling_lifted(page, lambda n: LIKE.get(n, 0.0), lambda n: 1.0, keep=True)
    assert _numbers(lifted)[:6] == before
