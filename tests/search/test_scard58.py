"""scard58: a card question's rule the finder ranks 2nd or 3rd, under its first, takes page 1's fifth place from a
ruling of a card the question does not name once the named cards' rulings are placed (cardsown.FINDER_BACK), as FTS5,
which no ruling pushes, finds it (mixed8's Bribery question: 400.3, FTS5's 4th, the search's 6th under a Purgatory
ruling)."""

from types import SimpleNamespace

import pytest

from search import cardsown


def _rule(number):
    return {"kind": "rule", "id": f"rule:{number}", "number": number, "snippet": "x"}


def _ruling(card, n):
    return {"kind": "ruling", "id": f"ruling:{card}:{n}", "cards": [card], "snippet": "x"}


# The Daze question's page 1 as the probe of docs/search-history.md's scard58 section read it: the finder's first
# (202.3d) and 2nd (202.3e) in the top five beside its 5th (107.3h), an index-only rule and Daze's best ruling; its
# 3rd, 118.9c (the rule asked), 7th.
DAZE = [_rule("202.3d"), _rule("107.3h"), _rule("202.3e"), _rule("107.3g"), _ruling("Daze", 1)]
DAZE += [_rule("107.3"), _rule("118.9c"), _rule("202.3")]
DAZE_FINDER = ("202.3d", "202.3e", "118.9c", "202.3", "107.3h")


def _numbers(page):
    return [r.get("number") or r["id"] for r in page]


def test_the_finders_third_takes_a_rulings_fifth_place_when_its_first_is_there():
    back = cardsown.finder_first_back(DAZE, "202.3d", DAZE_FINDER[:3])
    # The ruling gives its place and follows the top five; no rule does.
    assert _numbers(back[:5]) == ["202.3d", "107.3h", "202.3e", "107.3g", "118.9c"]
    assert _numbers(back[5:]) == ["ruling:Daze:1", "107.3", "202.3"]
    # A ruling of a card the question names keeps its place, and no rule gives one: the page as it was.
    assert cardsown.finder_first_back(DAZE, "202.3d", DAZE_FINDER[:3], ["daze"]) == DAZE


def test_one_rule_at_most_and_the_first_before_the_others():
    # The first missing: it alone is put back (scard57's behaviour, the last rule's place), the 2nd-3rd wait.
    page = [_rule("107.3h"), _rule("202.3e"), _rule("107.3g"), _ruling("Daze", 1), _rule("107.3"), _rule("202.3d")]
    page += [_rule("118.9c")]
    back = cardsown.finder_first_back(page, "202.3d", DAZE_FINDER[:3])
    assert _numbers(back[:5]) == ["107.3h", "202.3e", "107.3g", "ruling:Daze:1", "202.3d"]
    # A missing one nowhere lower on the page gives its turn to the next (none is made); of two rulings the lower
    # gives its place.
    page = [_rule("202.3d"), _ruling("Daze", 1), _rule("107.3g"), _ruling("Daze", 2), _rule("107.3"), _rule("118.9c")]
    back = cardsown.finder_first_back(page, "202.3d", DAZE_FINDER[:3])
    assert _numbers(back) == ["202.3d", "ruling:Daze:1", "107.3g", "107.3", "118.9c", "ruling:Daze:2"]
    # Every one (or a subrule of it) in the top five: the page as it was.
    page = [_rule("202.3d"), _rule("202.3e"), _rule("118.9c"), _ruling("Daze", 1), _rule("107.3"), _rule("202.3")]
    assert cardsown.finder_first_back(page, "202.3d", DAZE_FINDER[:3]) == page
    assert cardsown.finder_first_back(DAZE, None, DAZE_FINDER[:3]) == DAZE


# mixed8's Bribery question (`when it dies whose graveyard does it go to`) as the probe read it: the finder's first
# (700.4) and 2nd (729.3a) in the top five beside a Purgatory ruling the index found; its 3rd, 400.3 (asked), 6th.
BRIBERY = [_rule("712.21"), _rule("729.3"), _rule("700.4"), _ruling("Purgatory", 3), _rule("729.3a"), _rule("400.3")]
BRIBERY_FINDER = ("700.4", "729.3a", "400.3", "603.10a", "712.21")


@pytest.mark.parametrize("back", [3, 1])
def test_capped_puts_the_finders_third_back_in_an_unnamed_cards_ruling_place(monkeypatch, back):
    """capped (hybrid.with_best_ruling's last card step) on the Bribery page: 400.3 fifth, in the Purgatory ruling's
    place, with FINDER_BACK 3, not with 1 (main's behaviour: the finder's first alone). The held words are not what
    this pins: none rises."""
    monkeypatch.setattr(cardsown, "FINDER_BACK", back)
    monkeypatch.setattr(cardsown, "_question_held", lambda *args: lambda number: 0.0)
    monkeypatch.setattr(cardsown, "_ruling_held", lambda *args: lambda result: 0.0)
    plan_ = SimpleNamespace(finder_first="700.4", finder_firsts=BRIBERY_FINDER)
    found = _numbers(cardsown.capped(BRIBERY, None, plan_, "", ["Bribery"], None))
    if back == 3:
        assert found == ["712.21", "729.3", "700.4", "729.3a", "400.3", "ruling:Purgatory:3"]
    else:
        assert found == _numbers(BRIBERY)


def test_finder_rules_notes_its_first_five_on_the_plan(monkeypatch):
    from search import finder_query

    ranked = [SimpleNamespace(number=n) for n in (*DAZE_FINDER, "405.4")]
    monkeypatch.setattr(finder_query, "_finder_rules", lambda *args, **kwargs: ranked)
    plan_ = SimpleNamespace()
    finder_query.finder_rules(None, plan_, None, None)
    assert plan_.finder_firsts == DAZE_FINDER
    assert plan_.finder_first == "202.3d"
