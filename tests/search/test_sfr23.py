"""sfr23: a French word the cards print in one sense and players say in two. The cards print `réserve` only as the
mana pool ("ajoutez {G} à votre réserve", read add); a question that says no `mana` asks about the sideboard (100.4,
400.11a). "entre deux parties" is the CR's between games."""

from search.bilingual import SHIPPED, Lexicon
from search.jsonfiles import read_json

LEXICON = Lexicon(read_json(SHIPPED, {}))


def _read(text):
    return set(LEXICON.translate(text))


def test_the_reserve_without_mana_is_the_sideboard():
    assert "sideboard" in _read("combien de cartes dans ma réserve en tournoi ?")
    assert "sideboard" in _read("je peux aller chercher un rituel dans ma reserve avec un souhait ?")


def test_the_reserve_with_mana_is_still_the_mana_pool():
    read = _read("le mana reste dans ma réserve jusqu'à la fin de l'étape ?")
    assert "sideboard" not in read and "mana" in read


def test_between_two_games_is_between_games():
    read = _read("entre deux parties je peux changer mon deck ?")
    assert {"between", "game"} <= read and "divid" not in read


def test_sealed_is_limited_play():
    assert "limit" in _read("en scellé, les cartes que je ne joue pas vont où ?")
