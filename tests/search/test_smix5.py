"""The fifth mixed set (helper smix5): written blind, ten questions in each of the hidden test's seven groups (its
questions new and its rules today's: test_set_shapes.py)."""

import pytest

# --- the French `sacrifier` read as the rules' "sacrifice" (bilingual.STEM_ALIASES) -------------------------------


def test_the_french_sacrifier_reads_as_the_rules_word():
    """porter2 stems `sacrifice` as sacrific and `sacrificed` as sacrif; the cards print `sacrifier`/`sacrifiée`
    beside "sacrificed", so the French verb meant only the rules that say "sacrificed"."""
    from search.bilingual import SHIPPED, Lexicon
    from search.jsonfiles import read_json

    lexicon = Lexicon(read_json(SHIPPED, {}))
    for typed in ("sacrifier", "sacrifiée", "sacrifiez"):
        assert set(lexicon.translate(typed)) == {"sacrific"}, typed


@pytest.fixture
def todays_cr(db, index_dir):
    from tests.builders import built_index, import_todays_cr

    import_todays_cr()
    built_index()


def test_a_french_question_on_sacrificing_finds_the_sacrifice_rule(todays_cr):
    from search.index import shared_searchers
    from search.query import search

    shared_searchers().cache.clear()
    results = search("Est-ce que je peux sacrifier une créature que mon adversaire contrôle ?")["results"][:5]
    assert any((r.get("number") or "").startswith("701.21") for r in results)
