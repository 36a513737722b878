"""sfr27: keyword names the lexicon read word by word (échange d'aura aura swap, découvrir N discover, parade ward) and
`jouer` a card, the CR's play a card (701.18b), read as the CR's words (search/frenchphrases.py)."""

from search.frenchphrases import read


def test_aura_swap_by_its_french_name():
    assert read("échange d'aura : j'échange mon aura")[1] == ["aura swap"]
    assert read("comment marche l'echange d aura ?")[1] == ["aura swap"]


def test_discover_with_its_number_or_as_a_keyword_and_never_the_everyday_verb():
    assert read("decouvrir 4 : j'exile les cartes")[1] == ["discover"]
    assert read("je découvre X avec X = 3")[1] == ["discover"]
    assert read("la capacité découvrir, comment ça marche ?")[1] == ["discover"]
    assert "discover" not in read("je découvre le jeu, c'est quoi le mana ?")[1]
    assert "discover" not in read("une carte découverte face visible")[1]


def test_ward_by_its_french_name():
    assert read("parade et cibler")[1] == ["ward"]
    assert read("une créature avec parade 2")[1] == ["ward"]


def test_playing_a_card_is_the_crs_play_not_cast():
    assert "play card" in read("quelle difference entre jouer une carte et lancer un sort ?")[1]
    assert read("je peux jouer une carte avec flash")[1] == ["play card"]
    assert read("je joue un terrain")[1] == ["play land"]
    assert read("je joue un sort")[1] == []
