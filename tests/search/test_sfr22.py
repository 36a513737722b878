"""sfr22: the French words of an agreed draw no card prints. The CR's 104.4i: "In a tournament, all players in the
game may agree to an intentional draw"; a French player asks "se mettre d'accord" / "d'un commun accord" for a "match
nul". The lexicon (built from the cards) kept `accord`, `intentionnel`, `tournoi` unread, read `mettre` as put and
`match nul` as nothing, and the question found 104.4a (any draw) but not 104.4i."""

from search.bilingual import SHIPPED, Lexicon
from search.jsonfiles import read_json
from tests.search.conftest import numbers_found

LEXICON = Lexicon(read_json(SHIPPED, {}))


def _read(text):
    return set(LEXICON.translate(text))


def test_an_agreed_draw_reads_as_the_crs_words():
    read = _read("En tournoi, peut-on se mettre d'accord avec l'adversaire pour faire match nul ?")
    assert {"agre", "tournament", "draw"} <= read and "put" not in read
    assert {"agre", "intent", "draw"} <= _read("on fait un match nul intentionnel d'un commun accord")
    # A `partie nulle` is the draw, before `la partie` is read as the game (nothing).
    assert "draw" in _read("on est d'accord pour une partie nulle")


def test_a_french_agreed_draw_question_finds_104_4i(today_with):
    today_with()
    found = numbers_found("En tournoi, peut-on se mettre d'accord avec son adversaire pour faire match nul ?")
    assert "104.4i" in found, found
