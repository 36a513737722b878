"""sfr19: French phrases the lexicon read through card names. `donner du mana` is a permanent tapped for mana (the
cards print "{T} : Ajoutez …"), not Gift (the stem `don` of the cards named "Don de …"); `donner` alone is give."""

from search.bilingual import SHIPPED, Lexicon
from search.jsonfiles import read_json

LEXICON = Lexicon(read_json(SHIPPED, {}))


def _read(text):
    return set(LEXICON.translate(text))


def test_giving_mana_is_tapping_for_mana_not_gift():
    read = _read("Oiseaux de paradis peut donner du mana le tour où il arrive ?")
    assert {"tap", "mana"} <= read and "gift" not in read
    assert "gift" not in _read("mon terrain produit du mana")


def test_giving_alone_is_give():
    read = _read("l'aura donne +1/+1 à la créature enchantée")
    assert "give" in read and "gift" not in read


def test_a_player_who_has_won_wins_and_what_remains_remains():
    # The lexicon read `gagné` as get (of "gagne +1/+1") and `reste` as rest (of "le reste").
    read = _read("s'il ne reste qu'un joueur dans la partie il a gagné ?")
    assert {"win", "remain"} <= read and "get" not in read and "rest" not in read
    assert "rest" in _read("je mets le reste des cartes en dessous de ma bibliothèque")
    assert "get" in _read("la créature gagne +1/+1 jusqu'à la fin du tour")


def test_players_verbs_read_as_the_rules_verbs():
    # The lexicon read `contrer` as protection's "contre", `viser` aim, `poser` nothing, the English `cast` sight.
    read = _read("je peux contrer une capacité déclenchée ?")
    assert "counter" in read and "protect" not in read
    assert "target" in _read("Foudre peut viser un planeswalker ?")
    assert "play" in _read("je pose un terrain pendant le tour de mon adversaire")
    read = _read("est-ce que je peux cast un éphémère")
    assert "cast" in read and "sight" not in read
    # "protection contre le rouge" stays protection's, and a counter put is put.
    assert "counter" not in _read("protection contre le rouge")
    assert {"put", "counter"} <= _read("je pose un marqueur +1/+1 sur ma créature")


def test_more_players_words_no_card_prints_so():
    # The lexicon read `tuer` as no word, `répondre` unread, `dégâts` unread, `remonte` level up, `récupère` salvage.
    assert "destroy" in _read("je peux tuer une créature indestructible ?")
    assert "respond" in _read("je peux répondre au sort ?")
    assert "damag" in _read("les dégâts de combat")
    assert "mill" in _read("si je meule ma bibliothèque")
    read = _read("je remonte ma créature du cimetière")
    assert "return" in read and "level" not in read
    assert "salvag" not in _read("je récupère ma créature")
    # The keyword scavenge is still read by its French name.
    assert "scaveng" in _read("Récupération : je peux mettre les marqueurs sur n'importe quelle créature ?")


def test_players_nouns_library_empty_unblocked():
    # The lexicon read `la pioche` draw, `vide` void, `non bloquée` nonland, `détapée` nothing.
    read = _read("ma pioche est vide, je perds ?")
    assert {"librari", "empti"} <= read and "void" not in read
    assert "draw" in _read("je pioche une carte")
    read = _read("une créature non bloquée inflige ses blessures")
    assert "unblock" in read and "nonland" not in read
    assert "untap" in _read("ma créature est détapée")
