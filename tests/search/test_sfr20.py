"""sfr20: a French question's fused page. The index holds French text for the cards only (a handful of rules are
translated), so a French question's index list is led by the card its French name names: that card's page and
rulings, in the order of the name. The index's first two kept within the top four (hybrid.KEPT) then pushed the
finder's rules out (`Cercle de l'oubli quitte le champ de bataille, la carte exilée revient sous le contrôle de
qui ?`: Oblivion Ring's second ruling took the fourth place, 610.3c went sixth)."""

from search.hybrid import fuse

from . import standins

TODAY = "2025-11-14"


class Searcher:
    """Whoosh's searcher as fuse reads it: today's rules' stored fields by document id."""

    def document_number(self, id):
        return id

    def stored_fields(self, docnum):
        number = docnum.rsplit(":", 1)[1]
        return {"kind": "rule", "id": docnum, "lang": "en", "number": number, "title": number, "en": "It says."}


def _ruling(uid):
    return {"kind": "ruling", "id": f"ruling:{uid}", "cards": ["Oblivion Ring"], "snippet": "…", "title": uid}


def _page(french):
    plan_ = standins.plan(searcher=Searcher(), current_version=TODAY, french=french)
    # The index's list: the named card's rulings and page; the finder's: five rules.
    results = [_ruling("a"), _ruling("b"), _ruling("c"), {"kind": "card", "id": "card:o", "title": "Oblivion Ring"}]
    ranked = standins.ranked("603.6c", "115.4", "607.3", "610.3c", "610.3")
    page = fuse(results, ranked, plan_, {}, per_page=10, named=["Oblivion Ring"], question=True)
    return [r.get("number") or r["id"] for r in page]


def test_a_french_questions_index_list_keeps_no_place_in_the_top_four():
    assert _page(french=True)[:4] == ["603.6c", "115.4", "ruling:a", "607.3"]


def test_an_english_questions_index_list_still_keeps_its_two_first():
    # An English question's index list is led by its words: a ruling with every word answers it as well as a rule.
    assert _page(french=False)[:4] == ["603.6c", "115.4", "ruling:a", "ruling:b"]
