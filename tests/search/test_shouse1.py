"""shouse1: a French rules term's token or counter word stays in the words that may name a card
(planning._naming_words), so cardnames' rule (sfr32: a French one-word name beside `jeton` / `marqueur` is a word,
not the card) sees it: `un jeton Nourriture` is a Food token (111.10b), not the card Nourish (French Nourriture).
Blanked with the jargon's `jeton` (token), the name was read alone and Nourish was in the top five."""

import pytest

from search import jargon, planning
from search.cardnames import CardNames, name_keys
from search.planning import _cards_named_in

from . import standins

NAMES = (("Nourish", "Nourriture"), ("Valor", "Valeur"))
TODAY = "MagicCompRules 20251114.txt"


def _searchers():
    rows = [[list(key), english] for english, french in NAMES for n in (english, french) for key in name_keys(n)]
    finder = standins.finder(query_terms=lambda word: [word])
    return standins.searchers(card_names=CardNames(rows), lexicon=None, finder=finder)


def _named(text):
    request = standins.request(text, understanding=jargon.load().understand(text))
    return _cards_named_in(_searchers(), request, True)


def test_a_name_beside_the_token_word_of_a_rules_term_names_no_card():
    assert _named("un jeton Nourriture") == []
    assert _named("je crée un jeton Nourriture, je peux le sacrifier ?") == []
    assert _named("un jeton de Nourriture") == []


def test_the_rest_of_a_rules_term_is_still_blanked_and_a_name_typed_on_purpose_still_names():
    # `valeur de mana` is mana value, not Valor (French Valeur)
    assert _named("quelle est la valeur de mana d'un jeton ?") == []
    assert _named("Nourriture : je gagne 6 points de vie ?") == ["Nourish"]
    assert _named("la carte Nourriture et un jeton") == ["Nourish"]


def test_off_the_name_is_read_alone(monkeypatch):
    monkeypatch.setattr(planning, "TOKEN_WORDS_READ", False)
    assert _named("un jeton Nourriture") == ["Nourish"]


@pytest.fixture(scope="module")
def nourish_index(corpus_dir, django_db_setup, django_db_blocker, tmp_path_factory):
    """Today's CR, the set of Nourish (Darksteel, its French name in foreignNames) and Magic 2015 with its French
    texts imported, then indexed."""
    from ingest.cr import import_cr_files
    from ingest.importers.mtgjson import import_mtgjson_paths
    from tests.builders import indexed_apart, rolled_back_at_the_end, settle_constraints

    with rolled_back_at_the_end(django_db_blocker):
        import_cr_files([corpus_dir / "cr" / TODAY])
        # A French set too: without French texts every French word counts as common, and no French name names.
        import_mtgjson_paths([corpus_dir / "mtgjson3" / f for f in ("DST.json", "M15.json")])
        import_mtgjson_paths([corpus_dir / "mtgjson3-fr" / "M15.fr.json"])
        settle_constraints()
        with indexed_apart(tmp_path_factory.mktemp("shouse1-index")):
            yield


@pytest.mark.corpus
@pytest.mark.django_db
def test_a_food_token_asked_in_french_is_no_card_on_the_corpus(nourish_index):
    from search.query import search

    for question in ("un jeton Nourriture", "je crée un jeton Nourriture, je peux le sacrifier ?"):
        top = [r.get("title", "") for r in search(question)["results"][:5]]
        assert not any(t.split(" — ")[0] == "Nourish" for t in top), (question, top)
