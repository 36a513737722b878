"""sfr26: the players' keyword names made of words the cards print only in card names (`sauvagerie`, rampage; not
`terre`, earth); the French CR's sous-partie and marqueurs radiation; the preposition `entre`, no dividing."""

from search import keywordnames
from search.bilingual import NAMED_KEYWORDS, NAMES, Lexicon
from search.frenchphrases import read


def _lexicon():
    return Lexicon(
        {
            "cré": [["creatur", 1.0]],
            "sauvager": [["savageri", 0.4], ["rampag", 0.29]],
            "terr": [["earth", 0.47]],
            NAMES: ["sauvager", "terr"],
            NAMED_KEYWORDS: {"sauvagerie": "rampage", "terre": "earthbend"},
        }
    )


def test_a_players_keyword_name_of_names_words_is_the_keyword_where_the_cr_says_none_of_its_translations():
    lexicon = _lexicon()
    known = {"creatur": 1.0, "rampag": 1.0, "earth": 1.0}
    read = lexicon.translate("ma créature a sauvagerie 2", known=known)
    assert read["rampag"] >= 1 and "savageri" not in read
    assert "earthbend" not in lexicon.translate("je joue une terre", known=known)


def test_asked_names_split_by_what_the_cards_print(monkeypatch):
    monkeypatch.setattr(
        keywordnames,
        "from_asks",
        lambda titles: {"sauvagerie": "rampage", "deguisement": "disguise", "niveau": "level up"},
    )
    found, of_names = keywordnames.asked(set(), lambda name: {name[:8]}, {"sauvager", "niveau"}, {"sauvager"})
    assert found == {"deguisement": "disguise"} and of_names == {"sauvagerie": "rampage"}


def test_the_french_crs_subgame_and_rad_counters():
    assert "subgame" in read("Shahrazad lance une sous-partie")[1]
    assert "subgame" in read("une sous partie dans la sous-partie")[1]
    assert "rad" in read("mes marqueurs radiation")[1]


def test_the_preposition_entre_is_no_dividing():
    text, found = read("la différence entre jouer une carte et lancer un sort")
    assert "entre" not in text and not any(found)
    assert read("ma créature entre sur le champ de bataille")[1] == ["enter"]
    assert read("entre deux parties")[1] == ["between games"]


def test_one_at_a_time():
    assert read("je pioche les trois cartes une par une ?")[1] == ["one at a time"]
    assert read("je déclare mes attaquants un par un")[1] == ["one at a time"]


def test_playing_a_land_is_no_casting():
    assert read("je peux jouer un terrain pendant le tour de mon adversaire")[1] == ["play land"]
    assert read("mon adversaire joue une terre")[1] == ["play land"]
    assert "play land" not in read("je joue un sort")[1]


def test_a_keyword_name_said_once_after_its_article():
    titles = {"enlist", "dethrone", "frenzy", "spree", "afterlife", "flying"}
    asks = [
        "Comment marche l'enrôlement (enlist) ? Une créature avec le mal d'invocation peut être enrôlée ?",
        "Comment marche le détrônement (dethrone) ? Attaquer le joueur avec le plus de points de vie",
        "Comment marche la frénésie (frenzy) ?",
        "Comment marche une frénésie (spree) ?",
        "Que se passe-t-il au-delà (afterlife) ?",
        "Le vol (flying) et la portée (reach)",
        "Le vol (flying) encore",
    ]
    found = keywordnames.from_asks(titles, asks)
    assert found["enrolement"] == "enlist" and found["detronement"] == "dethrone"
    assert "frenesie" not in found and not any(e == "afterlife" for e in found.values())
    assert found["vol"] == "flying"
