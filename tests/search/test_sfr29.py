"""sfr29: French leftovers. A jargon term's French word inside a French phrase that says another idea is the
phrase's (`pile ou face` flips a coin, the stack's `pile` is not read); `renfort`, printed for reinforce and backup,
is told apart by what the question says of it."""

from search import jargon
from search.frenchphrases import read


def _terms(text):
    return [m.term.name for m in jargon.load().understand(text).matches if m.term is not None]


def test_a_coin_flip_is_no_stack():
    assert "the stack" not in _terms("La carte me dit de jouer à pile ou face : qui gagne le tirage ?")
    assert read("La carte me dit de jouer à pile ou face")[1] == ["flip coin"]


def test_the_stack_stays_the_stack():
    assert "the stack" in _terms("qu'est-ce qui se passe quand la pile est vide ?")
    # the phrase's English says the term: still the stack
    assert "the stack" in _terms("poser un terrain, ça passe par la pile ?")
    assert "the stack" in _terms("pile ou face, ça utilise la pile ?")


def test_renfort_read_by_what_the_question_says_of_it():
    asked = "renfort 2 sur une autre créature, elle gagne aussi les capacités de ma créature jusqu'à la fin du tour ?"
    assert read(asked)[1] == ["backup"]
    assert read("quand elle arrive, renfort 1 met des marqueurs +1/+1 ?")[1] == ["backup"]
    assert read("je me défausse de la carte avec renfort, c'est une capacité activée ?")[1] == ["reinforce"]
    # neither reading's words, or both: both names, the question's other words decide
    assert read("comment marche le renfort ?")[1] == ["reinforce backup"]


def test_an_omen_by_its_french_name_is_the_rules_term():
    # a French rules phrase: its words name no card (planning._naming_words), `présage` being Portent's French name
    assert "cast as an Omen" in _terms("je lance la carte en tant que présage, elle va au cimetière ?")
    assert "cast as an Omen" in _terms("une carte présage, c'est un seul objet ?")
    # foretell's said-once `le présage` is not it
    assert "cast as an Omen" not in _terms("comment marche le présage ?")
