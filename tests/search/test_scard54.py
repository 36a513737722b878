"""scard54: a second ruling of the named cards in page 1's top five yields to a rule the finder ranks in its first
five below it (search/rulingsyield.py, called last by hybrid.with_best_ruling)."""

import pytest

from search import rulingsyield
from search.index import shared_searchers
from tests.builders import built_index, import_todays_cr, make_card, make_ruling
from tests.search.conftest import numbers_found


def _rule(number):
    return {"kind": "rule", "id": f"rule:{number}", "number": number}


def _ruling(card, n):
    return {"kind": "ruling", "id": f"ruling:{card}{n}", "cards": [card]}


def _card(name):
    return {"kind": "card", "id": f"card:{name}", "title": name}


def _ids(page):
    return [r["id"] for r in page]


def test_the_lower_ruling_follows_the_top_five_and_the_finders_rule_takes_its_place():
    page = [_rule("701.24f"), _rule("603.10b"), _ruling("Scapeshift", 1), _ruling("Valakut", 2), _rule("603.4")]
    page += [_rule("603.2c"), _rule("107.1c")]
    out = rulingsyield.yielded(page, ["scapeshift", "valakut"], None, ("701.24f", "603.10b", "603.4", "603.2c"))
    assert _ids(out) == _ids([*page[:3], page[5], page[4], page[3], page[6]])


def test_the_first_cards_ruling_below_its_best_yields_and_the_best_stays(monkeypatch):
    monkeypatch.setattr(rulingsyield, "FIRST_CARDS", True)
    best = _ruling("Olivia", 1)
    page = [_rule("701.8a"), best, _ruling("Olivia", 2), _rule("613.8"), _card("Olivia"), _rule("611.2b")]
    out = rulingsyield.yielded(page, ["olivia"], {"id": best["id"]}, ("701.8a", "611.2b"))
    assert _ids(out[:5]) == _ids([page[0], best, page[5], page[3], page[4]])
    assert out[5] is page[2]


@pytest.mark.parametrize(
    ("page", "best", "first"),
    [
        # One ruling of the named cards in the top five: it is the one the question's words chose.
        ([_rule("1.1"), _ruling("Card", 1), _rule("1.2"), _rule("1.3"), _rule("1.4"), _rule("1.5")], None, ("1.5",)),
        # No rule below the top five is one of the finder's first: a rule only the index ranks does not rise.
        (
            [_rule("1.1"), _ruling("Card", 1), _ruling("Other", 2), _rule("1.3"), _rule("1.4"), _rule("9.9")],
            None,
            ("1.5",),
        ),
        # The first card's ruling the index put above its best may be the one asked (Mindslaver's on conceding).
        ([_rule("1.1"), _ruling("Card", 2), _ruling("Card", 1), _rule("1.3"), _rule("1.4"), _rule("1.5")], 1, ("1.5",)),
        # ... and without a best ruling (none holds a rare word of the question) none of the first card's gives way.
        (
            [_rule("1.1"), _ruling("Card", 1), _ruling("Card", 2), _rule("1.3"), _rule("1.4"), _rule("1.5")],
            None,
            ("1.5",),
        ),
        # A card the question does not name: its rulings are not the named cards'.
        (
            [_rule("1.1"), _ruling("Card", 1), _ruling("Else", 2), _rule("1.3"), _rule("1.4"), _rule("1.5")],
            None,
            ("1.5",),
        ),
        # Nothing remembered of the finder.
        ([_rule("1.1"), _ruling("Card", 1), _ruling("Other", 2), _rule("1.3"), _rule("1.4"), _rule("1.5")], None, ()),
    ],
)
def test_nothing_moves_without_a_ruling_that_may_yield_and_a_finders_rule_below(page, best, first, monkeypatch):
    monkeypatch.setattr(rulingsyield, "FIRST_CARDS", True)
    best = None if best is None else {"id": f"ruling:Card{best}"}
    assert rulingsyield.yielded(page, ["card", "other"], best, first) == page


class _Searchers:
    def __init__(self):
        self.cache = {}


def test_the_finders_first_five_are_remembered_for_the_question_and_its_cards(monkeypatch):
    searchers = _Searchers()
    rulingsyield.remember(searchers, "does it trigger?", ["Valakut"], [str(n) for n in range(10)])
    assert rulingsyield.first(searchers, "does it trigger?", ["Valakut"]) == ("0", "1", "2", "3", "4")
    assert rulingsyield.first(searchers, "does it trigger?", ["Scapeshift"]) == ()
    monkeypatch.setattr(rulingsyield, "FINDER_FIRST", 0)
    assert rulingsyield.first(searchers, "does it trigger?", ["Valakut"]) == ()


SCAPESHIFT = (
    "Sacrifice any number of lands. Search your library for up to that many land cards, put them onto the "
    "battlefield tapped, then shuffle your library."
)
VALAKUT = (
    "Valakut, the Molten Pinnacle enters the battlefield tapped.\nWhenever a Mountain enters the battlefield under "
    "your control, if you control at least five other Mountains, you may have Valakut, the Molten Pinnacle deal 3 "
    "damage to any target.\n{T}: Add {R}."
)
# The cards' rulings (MTGJSON v3, as the corpus has them).
SCAPESHIFT_RULINGS = (
    "You sacrifice the lands as part of the resolution of Scapeshift. It isn't an additional cost. If Scapeshift is "
    "countered, you won't sacrifice any lands.",
)
VALAKUT_RULINGS = (
    "Valakut, the Molten Pinnacle's triggered ability has an \u201cintervening \u2018if\u2019 clause.\u201d That "
    "means (1) the ability won't trigger at all unless, at the time a Mountain enters the battlefield under your "
    "control, you control five or more Mountains other than that new one, and (2) the ability will do nothing if you "
    "control fewer than five Mountains other than that new one by the time it resolves.",
    "If a Mountain you control leaves the battlefield between the time Valakut's second ability triggers and the "
    "time it resolves, be aware if that was the Mountain that caused Valakut's ability to trigger or not. If it was, "
    "Valakut's count isn't affected; if it wasn't, Valakut's count goes down by one.",
    "If multiple Mountains enter the battlefield under your control at the same time, Valakut's second ability could "
    "trigger that many times. Each ability takes into consideration the other Mountains that entered the "
    "battlefield at the same time as the one that caused it to trigger.",
    "You target a permanent or player when the ability triggers. You decide whether to have Valakut deal damage to "
    "that permanent or player as the ability resolves.",
)


def test_the_first_cards_rulings_keep_their_places_unless_first_cards(monkeypatch):
    best = _ruling("Olivia", 1)
    page = [_rule("701.8a"), best, _ruling("Olivia", 2), _rule("613.8"), _card("Olivia"), _rule("611.2b")]
    monkeypatch.setattr(rulingsyield, "FIRST_CARDS", False)
    assert rulingsyield.yielded(page, ["olivia"], {"id": best["id"]}, ("701.8a", "611.2b")) == page


@pytest.fixture
def scapeshift_and_valakut(db, index_dir):
    import_todays_cr()
    for name, type_line, text, rulings in (
        ("Scapeshift", "Sorcery", SCAPESHIFT, SCAPESHIFT_RULINGS),
        ("Valakut, the Molten Pinnacle", "Land", VALAKUT, VALAKUT_RULINGS),
    ):
        card = make_card(name, type_line=type_line, oracle_text=text)
        for i, ruling in enumerate(rulings):
            make_ruling(card, "2018-07-13", ruling, uid=f"{name[0].lower()}{i:015d}")
    built_index()


def test_a_question_naming_two_cards_keeps_the_finders_rule_over_the_second_cards_ruling(scapeshift_and_valakut):
    question = "scapeshift for six mountains with valakut out, does valakut trigger once or six times?"
    found = numbers_found(question)
    assert "603.2c" in found, found
    first = rulingsyield.first(shared_searchers(), question, ["Scapeshift", "Valakut, the Molten Pinnacle"])
    assert "603.2c" in first
