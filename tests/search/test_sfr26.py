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
    # (sfr27: `jouer une carte` is the CR's play a card, 701.18b)
    assert "entre" not in text and [f for f in found if f] == ["play card"]
    assert read("ma créature entre sur le champ de bataille")[1] == ["enter"]
    assert read("entre deux parties")[1] == ["between games"]


def test_one_at_a_time():
    assert read("je pioche les trois cartes une par une ?")[1] == ["one at a time"]
    assert read("je déclare mes attaquants un par un")[1] == ["one at a time"]


def test_playing_a_land_is_no_casting():
    assert read("je peux jouer un terrain pendant le tour de mon adversaire")[1] == ["play land"]
    assert read("mon adversaire joue une terre")[1] == ["play land"]
    assert "play land" not in read("je joue un sort")[1]


def test_everyday_words_the_players_words_say_once_are_no_keyword_names():
    # A keyword name said once in rules/plainwords/fr ("la conséquence (aftermath)", "la relance (jump-start)") read
    # "quelle est la conséquence si…" as Aftermath and "je relance le dé" as Jump-Start: only names said as often as
    # their keyword count (dfa7990 was reverted).
    found = keywordnames.from_asks({"aftermath", "jump-start"})
    assert "consequence" not in found and "relance" not in found
