"""sfr33: French words the lexicon read in another sense than a question's: `ne … plus` (no longer, not more),
`voler` a permanent (steal: control, not flying), `moins` (less, not unless), `interdire` (prohibit), `mis` (put,
not dies), `termine` (end, not off), `utilisée pour payer` (spent, not sunburst); a type's cycling by its French
name is the CR's typecycling too; the players' `clignoter` and the French CR's "nouvel objet" are blink (400.7)."""

from search import jargon, keywordnames
from search.bilingual import Lexicon
from search.frenchphrases import read

# The whole corpus's lexicon's entries for these words (french.json, 2026-12-06).
LEXICON = {
    "plus": [["more", 0.498]],
    "moin": [["unless", 0.484], ["more", 0.361], ["less", 0.293]],
    "vol": [["fli", 0.9]],
    "mis": [["die", 0.557]],
    "termin": [["off", 0.857]],
    "utilis": [["sunburst", 0.682], ["outlast", 0.474]],
    "marqueur": [["counter", 0.95]],
    keywordnames.KEY: {"recyclage de foret": "forestcycling", "recyclage": "cycling"},
}


def _english(text):
    return set(Lexicon(LEXICON).translate(text))


def test_ne_plus_is_no_longer_not_more():
    assert read("ma créature n'est plus là")[1] == ["no longer"]
    assert read("elle ne peut plus bloquer")[1] == ["no longer"]
    assert read("elle n'en a plus de marqueurs")[1] == ["no"]
    assert read("il ne reste plus qu'un joueur")[1] == ["remain", "only"]
    assert "more" not in _english("la créature n'est plus une créature") and "longer" in _english("n'est plus là")
    # another negation's `plus`: can't have more than three counters
    assert read("elle ne pas avoir plus de trois marqueurs")[1] == [""]
    assert "more" in _english("un marqueur en plus")


def test_a_stolen_permanent_is_control_a_flying_one_flies():
    assert sorted(read("mon adversaire me vole ma créature, elle reste associée ?")[1]) == ["control", "remain"]
    assert read("je vole la creature de mon adversaire")[1] == ["control"]
    assert read("voler une créature avec un sort")[1] == ["control"]
    for flies in ("un dragon qui vole ?", "elle vole ou pas ?", "comment on vole le monarque ?"):
        assert "control" not in read(flies)[1]
    assert "fli" not in _english("il me vole ma créature") and "fli" in _english("un dragon qui vole")


def test_moins_is_less_but_a_moins_que_unless():
    assert read("le sort coûte {1} de moins")[1] == ["less"]
    assert read("une version moins chère")[1] == ["cost less"]
    assert read("au moins une carte")[1] == ["at least"]
    assert read("à moins que son adversaire paie")[1] == ["unless"]
    assert "unless" not in _english("coûte deux de moins")


def test_verbs_the_cards_print_in_one_phrase_only():
    assert read("un effet qui m'interdit de lancer ce sort")[1] == ["prohibit"]
    assert "die" not in _english("la créature qui a mis sa capacité sur la pile") and "put" in _english("mis")
    assert "end" in _english("un effet termine le tour") and "off" not in _english("termine")
    assert read("chaque couleur de mana utilisée pour payer")[1] == ["spent to pay"]
    assert not {"sunburst", "outlast"} & _english("les cartes utilisées")


def test_a_types_cycling_is_typecycling():
    assert keywordnames.also_named("forestcycling") == "typecycling"
    assert keywordnames.also_named("basic landcycling") == "typecycling"
    assert keywordnames.also_named("cycling") == ""
    assert {"forestcycl", "typecycl"} <= _english("le recyclage de forêt compte comme recycler ?")
    assert "typecycl" not in _english("le recyclage d'une carte")


def test_clignoter_and_nouvel_objet_are_blink():
    for text in ("je fais clignoter ma créature enchantée", "une carte qui revient, c'est un nouvel objet ?"):
        terms = [m.term for m in jargon.load().understand(text).matches if m.term is not None]
        assert [t.rule for t in terms] == ["400.7"], text
