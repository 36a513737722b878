"""A card named and a rules question (branch scard26, issue 20): the index finds a named card's page and rulings by
its name, which each of them holds, and two or three of them took page 1's places 3-5, the rule asked sixth
(`Can I redirect a spell with Spellskite if Spellskite isn't a legal target for it?`: 115.7a after two Spellskite
rulings). At most cardsown.OWN_TOP of each card's own results stay in the top five, its best ruling first; the others
follow it when a rule below holds some of the question's rare words."""

from search import cardsown
from search.cardsown import own_capped


def _rule(number):
    return {"id": f"rule:{number}", "kind": "rule", "number": number}


def _ruling(uid, *cards):
    return {"id": f"ruling:{uid}", "kind": "ruling", "cards": list(cards)}


CARD = {"id": "card:s", "kind": "card", "title": "Spellskite"}
R1, R2, R3 = _ruling("r1", "Spellskite"), _ruling("r2", "Spellskite"), _ruling("r3", "Spellskite")
HELD = {"115.7f": 2.0, "115.7e": 2.0, "115.9a": 1.0, "115.7a": 3.0, "115.7b": 2.5}


def _held(number):
    return HELD.get(number, 0.0)


def _ids(page):
    return [r["id"] for r in page]


def test_the_cards_other_rulings_follow_the_top_five_and_the_rule_below_moves_up():
    assert cardsown.OWN_TOP == 1
    page = [_rule("115.7f"), _rule("115.7e"), _rule("115.9a"), R3, R1, _rule("115.7a"), CARD]
    placed = own_capped(list(page), ["spellskite"], None, _held)
    assert _ids(placed) == ["rule:115.7f", "rule:115.7e", "rule:115.9a", "ruling:r3", "rule:115.7a", "ruling:r1"] + [
        "card:s"
    ]


def test_the_best_ruling_stays_wherever_it_is():
    page = [_rule("115.7f"), R1, R2, _rule("115.9a"), R3, _rule("115.7a"), _rule("115.7b")]
    placed = own_capped(list(page), ["spellskite"], {"id": "ruling:r3"}, _held)
    assert _ids(placed[:5]) == ["rule:115.7f", "rule:115.7a", "rule:115.7b", "rule:115.9a", "ruling:r3"]
    assert _ids(placed[5:]) == ["ruling:r1", "ruling:r2"]


def test_nothing_moves_without_a_rule_below_holding_words():
    page = [_rule("115.7f"), R1, R2, _rule("115.9a"), _rule("115.7e"), _rule("100.1"), R3]
    assert own_capped(list(page), ["spellskite"], None, _held) == page


def test_one_rule_below_takes_the_lowest_rulings_place():
    page = [R1, R2, R3, _rule("115.9a"), _rule("115.7e"), _rule("115.7a"), _rule("100.1")]
    placed = own_capped(list(page), ["spellskite"], None, _held)
    assert _ids(placed) == ["ruling:r1", "ruling:r2", "rule:115.7a", "rule:115.9a", "rule:115.7e", "ruling:r3"] + [
        "rule:100.1"
    ]


def test_each_card_named_keeps_one():
    angel, maniac = _ruling("a", "Platinum Angel"), _ruling("m", "Laboratory Maniac")
    page = [_rule("115.7f"), angel, maniac, _rule("115.9a"), _rule("115.7e"), _rule("115.7a")]
    assert own_capped(list(page), ["platinum angel", "laboratory maniac"], None, _held) == page


def test_a_ruling_holding_more_of_the_words_than_the_rule_below_keeps_its_place():
    # Mindslaver's ruling on conceding holds `concede`, the rule below does not: the question may ask that ruling.
    page = [_rule("115.7f"), _rule("115.7e"), R1, R2, _rule("115.9a"), _rule("115.7a"), _rule("115.7b")]
    holds = {"ruling:r1": 1.0, "ruling:r2": 5.0}
    placed = own_capped(list(page), ["spellskite"], None, _held, lambda r: holds[r["id"]])
    assert placed == page
    holds["ruling:r2"] = 2.9  # 115.7a holds 3.0
    placed = own_capped(list(page), ["spellskite"], None, _held, lambda r: holds[r["id"]])
    assert _ids(placed[:5]) == ["rule:115.7f", "rule:115.7e", "ruling:r1", "rule:115.7a", "rule:115.9a"]
    assert _ids(placed[5:]) == ["ruling:r2", "rule:115.7b"]


def test_off_nothing_moves(monkeypatch):
    page = [_rule("115.7f"), _rule("115.7e"), _rule("115.9a"), R3, R1, _rule("115.7a"), CARD]
    monkeypatch.setattr(cardsown, "OWN_TOP", 5)
    assert own_capped(list(page), ["spellskite"], None, _held) == page
