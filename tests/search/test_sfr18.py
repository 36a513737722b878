"""A French question's phrases are read as the cards' English for them before its words (sfr18): `perd la partie`
is lose, not exile; `donner le contrôle` control, not gift; `retirée de la partie` is still exile."""

from search.bilingual import SHIPPED, Lexicon
from search.jsonfiles import read_json

LEXICON = Lexicon(read_json(SHIPPED, {}))


def _read(text):
    return set(LEXICON.translate(text))


def test_winning_losing_or_leaving_la_partie_is_no_exile():
    # The lexicon reads `partie` as exile ("retirez … de la partie" on 412 French texts).
    read = _read("que se passe-t-il si un joueur perd la partie ?")
    assert "lose" in read and "exil" not in read
    read = _read("comment gagner la partie avec un poison")
    assert "win" in read and "get" not in read and "exil" not in read
    read = _read("le joueur quitte la partie, ses permanents")
    assert "leav" in read and "exil" not in read
    assert "exil" not in _read("au début de la partie je pioche sept cartes")


def test_a_card_removed_from_the_game_is_still_exiled():
    assert "exil" in _read("une carte retirée de la partie revient-elle ?")
    assert "exil" in _read("retirez la créature de la partie")


def test_giving_or_taking_control_is_control_and_points_de_vie_gained_are_life_gained():
    read = _read("l'aura me donne le contrôle de sa créature")
    assert "control" in read and "gift" not in read
    assert "control" in _read("je prends le contrôle d'un artefact")
    read = _read("je gagne 3 points de vie")
    assert {"gain", "life"} <= read and "get" not in read
