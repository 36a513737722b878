"""sfr49: a French question naming a card weighs each English term of its translation at most once, as an English
question's words weigh (finder_query.FRENCH_EACH_ONCE). The lexicon sums a term over the French words read into it,
and a card question says the card's keyword again (`le vol` three times: fli 3), which put the card's keyword
rules above the rule the question's other words ask (french28's card misses). Fails on main e45adb7: no
FRENCH_EACH_ONCE, and fli weighs 3 there (checked in a detached worktree of it)."""

import pytest

from search import finder_query
from search.index import shared_searchers
from tests.builders import built_index, import_todays_cr, make_card, make_localization

EARTHBIND = (
    "Enchant creature\n"
    "When Earthbind enters, if enchanted creature has flying, Earthbind deals 2 damage to that creature and "
    "enchanted creature loses flying."
)
ENTRAVE = (
    "Enchanter : créature\n"
    "Quand l'Entrave chtonienne arrive sur le champ de bataille, si la créature enchantée a le vol, l'Entrave "
    "chtonienne inflige 2 blessures à cette créature et la créature enchantée perd le vol."
)
# The keyword said three times, the asking words (`équipement`, `donne`, `ensuite`) once each.
ASKED = (
    "ma créature a le vol, l'Entrave chtonienne arrive sur elle, ensuite un équipement lui donne le vol : "
    "elle a le vol ?"
)


@pytest.fixture
def earthbind(db, index_dir):
    import_todays_cr()
    card = make_card("Earthbind", type_line="Enchantment — Aura", mana_cost="{R}", oracle_text=EARTHBIND)
    make_localization(card, "Entrave chtonienne", type_line="Enchantement : aura", text=ENTRAVE)
    built_index()


def _terms(question):
    """finder_query's terms for a question, its request and plan made as search() makes them (test_scard17's way)."""
    from search import answers, jargon
    from search.planning import plan
    from search.query import _card_text
    from search.request import make_request, understand

    searchers = shared_searchers()
    searchers.cache.clear()
    request = make_request(question)
    understand(request, searchers)
    named = answers.named(request.understanding, searchers.glossary, jargon.load(), known=searchers.finder.idf)
    plan_ = plan(request, searchers, named)
    assert plan_.french
    terms, _, _ = finder_query.finder_query(request, plan_, searchers, lambda name: _card_text(searchers, name))
    return terms


def test_a_french_card_questions_keyword_said_twice_weighs_once(earthbind):
    terms = _terms(ASKED)
    assert terms["fli"] == 1.0 and terms["equip"] == 1.0, terms
    assert max(weight for term, weight in terms.items() if not term.startswith("fr:")) <= 1.0, terms


def test_without_the_switch_the_lexicon_sums_the_keyword(earthbind, monkeypatch):
    # What main did: the lexicon's sum over the three `vol`s, three times the asking word `équipement`.
    monkeypatch.setattr(finder_query, "FRENCH_EACH_ONCE", False)
    terms = _terms(ASKED)
    assert terms["fli"] == 3 * terms["equip"] == 3.0, terms


def test_a_french_question_naming_no_card_keeps_the_lexicons_sum(earthbind):
    # Only a card question is capped: a card-free question's repeated word is what it asks (french28's card-free
    # questions were 15 of 15).
    terms = _terms("une créature avec le vol est bloquée par une créature sans le vol, c'est possible ?")
    assert terms["fli"] == 2.0, terms
