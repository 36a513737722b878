"""sfr25: a keyword action's French name conjugated in a question (`j'épuise`, `épuisée`: exert), which the keyword
names read only as the infinitive the players' words give (`épuiser`); the French CR's nouns no card prints in the
rules' sense (`contrôleur`, `nettoyage`...); a negation that is no can't; the persons of the verbs a question is
asked in."""

from search.bilingual import Lexicon


def _lexicon():
    return Lexicon({"cré": [["creatur", 1.0]], " keyword names": {"epuiser": "exert", "vol": "flying"}})


def test_a_keyword_verb_conjugated_is_the_keyword():
    lexicon = _lexicon()
    for question in ("j'épuise ma créature", "une créature épuisée", "elles s'épuisent", "ils épuisaient"):
        assert "exert" in lexicon.translate(question), question
    assert "exert" in lexicon.translate("je peux épuiser ma créature ?")


def test_only_verbs_are_conjugated():
    lexicon = _lexicon()
    assert lexicon.names["vol"] == "flying" and "vole" not in lexicon.names


def test_the_french_crs_nouns_no_card_prints():
    from search.bilingual import SHIPPED
    from search.jsonfiles import read_json

    lexicon = Lexicon(read_json(SHIPPED, {}))
    read = set(lexicon.translate("une carte dans le cimetière a-t-elle un contrôleur ?"))
    assert "control" in read and "dure" not in read
    read = set(lexicon.translate("le joueur non actif"))
    assert "nonact" in read and "nonland" not in read
    assert "bottom" in lexicon.translate("lequel va en bas de la pile ?")
    assert "cleanup" in lexicon.translate("un éphémère pendant l'étape de nettoyage")
    assert "timestamp" in lexicon.translate("l'horodatage de deux effets")
    assert "shortcut" in lexicon.translate("mon adversaire propose un raccourci")
    assert {"doubl", "face"} <= set(lexicon.translate("une carte recto verso"))
    assert "trigger" in lexicon.translate("mon déclencheur et le sien")
    assert "block" in lexicon.translate("un double blocage")


def test_a_negation_is_no_restriction_unless_the_question_says_can():
    from search.bilingual import SHIPPED
    from search.jsonfiles import read_json

    lexicon = Lexicon(read_json(SHIPPED, {}))
    assert "can't" not in lexicon.translate("ma créature n'est pas bloquée, elle inflige ses blessures ?")
    assert "can't" in lexicon.translate("ma créature ne peut pas bloquer ?")
    read = set(lexicon.translate("une capacité déclenchée n'a pas de cible légale"))
    assert "no" in read and "can't" not in read


def test_the_persons_a_question_is_asked_in_are_grammar():
    lexicon = _lexicon()
    read = set(lexicon.translate("est-ce que je peux, j'ai, je suis, ils ont, je vois, je fais"))
    assert not read & {"peux", "ai", "sui", "ont", "voi", "fai"}
