"""A French question's grammar words are no rule's words; verbs in forms no card prints read as the printed ones."""

from search.bilingual import Lexicon

# The whole corpus's lexicon's entries for these words (french.json, 2026-12-03).
LEXICON = {
    "pass": [["skip", 0.545], ["sinc", 0.533]],
    "fait": [["if", 0.382]],
    "ou": [["flash", 0.306]],
    "quel": [["ani", 0.41]],
    "utilis": [["sunburst", 0.682], ["outlast", 0.474]],
    "pioch": [["draw", 0.9]],
    "meurt": [["die", 0.581]],
    "detruis": [["destroy", 0.924]],
    "detruit": [["armor", 0.382], ["destroy", 0.25]],
    "peut": [["can't", 0.599]],
    "resolu": [["third", 0.333]],
    "resout": [["resolv", 0.892]],
    "creatur": [["creatur", 0.95]],
}


def test_a_questions_grammar_words_are_not_translated():
    # `se passe` asks what happens (the cards' `passe` is skip: "passez votre étape"); `fait` is if ("si vous le
    # faites"), `où` flash, `quel` any, `utiliser` sunburst by the words the cards print beside them; `je`, `ma`,
    # `mon` were searched as English non-words.
    english = Lexicon(LEXICON).translate("Que se passe-t-il si je dois piocher ? Où va ma carte, que fait mon sort ?")
    assert "draw" in english
    assert not {"skip", "sinc", "flash", "if", "je", "ma", "mon", "doi", "va"} & set(english)
    assert not {"ani", "sunburst"} & set(Lexicon(LEXICON).translate("Quel coût utiliser"))


def test_can_is_read_where_a_negation_says_it():
    # sfr5 measured `peut` read as nothing everywhere and lost tuned questions (the cards' "can't" is the rules'
    # "can't be blocked except by"); since sfr41 (2026-12-07, no top five changed) an unnegated `peut` asks "can",
    # which no card prints, and is read as nothing, while "ne peut pas" stays can't (test_sfr41.py).
    assert "can't" in Lexicon(LEXICON).translate("Une créature ne peut pas bloquer")
    assert "can't" not in Lexicon(LEXICON).translate("Une créature peut-elle bloquer")


def test_a_verb_no_card_prints_reads_as_the_form_the_cards_print():
    lexicon = Lexicon(LEXICON)
    assert lexicon.translate("Que veut dire mourir pour une créature ?")["die"] == 1.0
    # `détruit` is printed in Totem armor's "would be destroyed": armor came before destroy.
    english = lexicon.translate("Colère de Dieu détruit-elle les créatures indestructibles ?")
    assert english["destroy"] == 1.0 and "armor" not in english
    # `résolution`, which the lexicon reads as "third" from the few card lines that print it: the cards' `se résout`.
    assert set(lexicon.translate("sa résolution")) == {"resolv"}


def test_a_word_no_card_prints_is_read_as_its_english_cognate_by_its_ending():
    # `statique` and `publiques` were searched as the English non-words statiqu and publiqu.
    english = Lexicon({}).translate("Qu'est-ce qu'une capacité statique ? Quelles zones sont publiques ?")
    assert {"static", "public"} <= set(english)
    assert not {"statiqu", "publiqu"} & set(english)
