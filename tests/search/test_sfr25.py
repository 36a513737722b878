"""sfr25: a keyword action's French name conjugated in a question (`j'épuise`, `épuisée`: exert), which the keyword
names read only as the infinitive the players' words give (`épuiser`)."""

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
