"""sfr24: the rules' own French words, which the lexicon read through other words the cards print beside them
(`remplacement` change, `applique` scry, `règle` legend, `texte` replace, `nom` same, `valeur` valor, `annonce`
fate, `saga` sage, `basées sur un état` basic) or not at all (`chapitre`, `aventure`, `adverse`, `multijoueur`,
`reçoit`, `incitée`), and the forms of dying, damaging and paying the cards do not print (`morte`, `blessée`,
`paye`)."""

from search.bilingual import SHIPPED, Lexicon
from search.jsonfiles import read_json

LEXICON = Lexicon(read_json(SHIPPED, {}))


def _read(text):
    return set(LEXICON.translate(text))


def test_the_rules_nouns_read_as_the_crs():
    read = _read("deux effets de remplacement s'appliquent, lequel en premier ?")
    assert {"replac", "appli", "effect"} <= read and "chang" not in read and "scri" not in read
    read = _read("quand sont vérifiées les actions basées sur un état ?")
    assert {"state", "base", "action"} <= read and "basic" not in read
    assert "rule" in _read("la règle du premier tour") and "legend" not in _read("la règle du premier tour")
    assert {"legend", "rule"} <= _read("la règle des légendes")
    assert "text" in _read("le texte de rappel compte ?") and "replac" not in _read("le texte de rappel compte ?")
    assert "name" in _read("deux cartes avec le même nom")
    assert "valu" in _read("la valeur de X") and "valor" not in _read("la valeur de X")
    assert "announc" in _read("je dois annoncer le mana qui reste ?")


def test_card_kinds_and_mechanics_the_lexicon_did_not_know():
    assert "saga" in _read("ma saga arrive au dernier chapitre") and "sage" not in _read("ma saga")
    assert "chapter" in _read("ma saga arrive au dernier chapitre")
    assert "adventur" in _read("où va la carte après le sort d'aventure ?")
    read = _read("s'aventurer dans le donjon : lequel je choisis ?")
    assert "ventur" in read and "adventur" not in read
    assert "goad" in _read("une créature incitée doit attaquer qui ?")
    assert "multiplay" in _read("en multijoueur qui commence ?")
    assert "oppon" in _read("un sort de créature adverse")
    assert "receiv" in _read("qui reçoit la priorité ?")
    assert {"flip", "coin"} <= _read("la carte me dit de jouer à pile ou face")


def test_forms_of_dying_damaging_and_paying():
    read = _read("les capacités d'une créature morte marchent encore ?")
    assert "die" in read and "dead" not in read
    assert "damag" in _read("ma créature est blessée")
    read = _read("il se passe quoi s'il paye pas")
    assert "pay" in read and "unless" not in read


def test_jai_typed_without_its_apostrophe_is_no_card():
    assert "jaya" not in _read("jai une créature avec le vol")


def test_anyway_is_neither_when_nor_same():
    read = _read("les capacités se déclenchent quand même ?")
    assert "trigger" in read and "when" not in read and "same" not in read


def test_the_ways_of_passing_and_preventing():
    assert {"use", "stack"} <= _read("les blessures de combat passent par la pile ?")
    assert {"pass", "prioriti"} <= _read("je passe la priorité avec du mana dans ma réserve")
    assert {"all", "player", "pass"} <= _read("tout le monde passe et la pile est vide")
    assert {"prevent", "damag"} <= _read("Brouillard empêche quelles blessures ?")
    assert "find" in _read("je suis obligé de trouver une carte ?")
    assert "anyth" not in _read("il se passe quoi ?")


def test_coming_back_and_entering():
    read = _read("ma créature meurt et revient sur le champ de bataille")
    assert "return" in read and "leav" not in read
    read = _read("quand une créature entre sur le champ de bataille")
    assert "enter" in read and "divid" not in read
    assert "divid" in _read("les blessures sont réparties entre les bloqueurs")


def test_keyword_names_the_french_players_words_give_in_parentheses():
    from search import keywordnames

    asks = [
        "Comment marche le déguisement (disguise) ? Face cachée 2/2 avec parade 2 (ward 2)",
        "Carte voilée (cloak) avec déguisement (disguise) : je peux payer son coût de déguisement ?",
        "Une créature avec parade 2 (ward 2) est ciblée",
        "Une créature voilée (cloak) se retourne comment ?",
        "le deck (sideboard) et le déluge (storm)",
    ]
    found = keywordnames.from_asks({"disguise", "cloak", "ward", "storm"}, asks)
    assert found == {"deguisement": "disguise", "parade": "ward", "voilee": "cloak"}
