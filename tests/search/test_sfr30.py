"""sfr30: a French card name said only inside a French rules phrase (frenchphrases) names no card: `je meule 3
cartes` mills, it is not Millstone (French Meule); a name longer than the phrase (`Calice du vide`) or said outside
it too still names its card."""

from search import jargon
from search.cardnames import CardNames, name_keys
from search.frenchphrases import spans
from search.planning import _cards_named_in

from . import standins

NAMES = (("Millstone", "Meule"), ("Reinforcements", "Renforts"), ("Chalice of the Void", "Calice du vide"))


def _searchers(names=NAMES):
    rows = [[list(key), english] for english, french in names for n in (english, french) for key in name_keys(n)]
    finder = standins.finder(query_terms=lambda word: [word])
    return standins.searchers(card_names=CardNames(rows), lexicon=None, finder=finder)


def _named(text, french=True, names=NAMES):
    request = standins.request(text, understanding=jargon.load().understand(text))
    return _cards_named_in(_searchers(names), request, french)


def test_spans_are_the_phrases_read():
    text = "je meule des cartes, elles vont où ?"
    assert [text[s:e] for s, e in spans(text)] == ["meule"]


def test_a_name_inside_a_french_rules_phrase_names_no_card():
    assert _named("si je meule 3 cartes alors qu'il m'en reste 2, je perds ?") == []
    assert _named("renforts 2 sur une autre créature, elle gagne les capacités ?") == []


def test_a_card_typed_on_purpose_is_still_named():
    # longer than the phrase (`vide`)
    assert _named("est-ce que le calice du vide contre les sorts à 0 ?") == ["Chalice of the Void"]
    # said outside a phrase too (capitalized inside the sentence), or in an English question
    assert _named("la Meule de mon adversaire: si je meule avec, je perds ?") == ["Millstone"]
    # (sfr32: a lower-case `meule` the French players' words say names no card in any question: cardnames)
    assert _named("renforts 2 sur une autre créature", french=False) == ["Reinforcements"]


def test_a_word_the_grammar_makes_a_rules_word_names_no_card():
    # a keyword with its number, a counter's kind (Absorb, Stun and Millstone stand for the cards named so in French)
    names = NAMES + (("Absorb", "Absorption"), ("Stun", "Étourdissement"))
    assert _named("absorption 2 contre 5 blessures ?", names=names) == []
    assert _named("que font les marqueurs d'étourdissement ?", names=names) == []
    assert _named("Absorption : je contrecarre le sort et je gagne 3 points de vie ?", names=names) == ["Absorb"]
