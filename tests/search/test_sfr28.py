"""sfr28: the keyword names the French players' words say once (`la progéniture (offspring)`, `seller (saddle)`),
read where a question's grammar makes them keywords only: never the everyday word (`la conséquence`, `je relance`)."""

from rules import plainwords
from search import keywordnames
from search.bilingual import Lexicon
from search.frenchphrases import read

ASKS = [
    "Comment marche la progéniture (offspring) ? Copie jeton 1/1",
    "Comment marche seller (saddle) ? Une créature avec le mal d'invocation peut seller une Monture ?",
    "Comment marche la vantardise (boast) ?",
    "Comment marche la conséquence (aftermath) ?",
    "La relance (jump-start) : je défausse une carte",
    "Une frénésie (frenzy) ?",
    "La frénésie (spree) : je paie les coûts des modes",
    "Comment marche la parade (ward) ?",
]
TITLES = {"offspring", "saddle", "boast", "aftermath", "jump-start", "frenzy", "spree", "ward"}


def test_names_said_once_after_an_article_or_asked_how_they_work():
    found = keywordnames.said_once(ASKS, TITLES, {"ward"})
    assert found["progeniture"] == "offspring" and found["seller"] == "saddle" and found["vantardise"] == "boast"
    assert found["consequence"] == "aftermath" and found["relance"] == "jump-start"
    # a name said for two keywords is none's; a keyword the lexicon names already keeps its name
    assert "frenesie" not in found and "parade" not in found


def _lexicon(monkeypatch):
    monkeypatch.setattr(plainwords, "load", lambda language=None: {"2025-11-14": {"702.1": ASKS}})
    lexicon = Lexicon({"cré": [["creatur", 1.0]], "jet": [["token", 1.0]], "dé": [["die", 1.0]]})
    lexicon.keyword_titles = frozenset(TITLES)
    return lexicon


def test_a_name_said_once_is_the_keyword_where_the_grammar_makes_it_one(monkeypatch):
    lexicon = _lexicon(monkeypatch)
    assert "offspr" in lexicon.translate("progéniture : je paie le coût, je crée un jeton ?")
    assert "saddl" in lexicon.translate("seller 3 ça se fait en tappant mes créatures ?")
    assert "boast" in lexicon.translate("une créature avec vantardise")
    assert "aftermath" in lexicon.translate("comment marche la conséquence ?")
    assert "offspr" in lexicon.translate("la capacité progeniture")


def test_the_everyday_words_stay_everyday(monkeypatch):
    lexicon = _lexicon(monkeypatch)
    assert "aftermath" not in lexicon.translate("quelle est la conséquence si je perds ?")
    assert "jump" not in lexicon.translate("je relance le dé")
    assert "jump" not in lexicon.translate("il relance le dé, il a fait 3")
    assert "saddl" not in lexicon.translate("on peut seller un cheval ?")


def test_no_name_said_once_without_the_crs_keywords(monkeypatch):
    lexicon = _lexicon(monkeypatch)
    lexicon.keyword_titles = None
    assert "offspr" not in lexicon.translate("progéniture : je paie le coût")


def test_the_newest_frames_by_their_french_names():
    assert read("une carte Affaire, quand est-ce qu'elle devient résolue ?")[1] == ["solved", "case"]
    assert read("l'affaire est résolue ?")[1] == ["solved", "case"]
    assert read("je lance la carte en tant que présage")[1] == ["omen"]
    # the everyday words stay unread, and the players' `le présage` is foretell's name (said once)
    assert read("c'est une autre affaire")[1] == [] and read("le problème est résolu ?")[1] == []
    assert read("comment marche le présage ?")[1] == []
