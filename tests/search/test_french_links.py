"""The French lexicon's mining links each French word on a line to its best English word there: a word said beside
the translation on the cards ("until end of turn" beside `gagne`) is no translation of it."""

from search.bilingual import Lexicon, mine

# The cards' shape: `gagne` (gets, gains) is printed most often in "gets +1/+1 until end of turn", whose "until",
# "end" and "turn" are `jusqu'`, `fin` and `tour`; counted as shared lines, `gagne` translated to until and end too.
PUMPS = [
    ("Target creature gets +1/+1 until end of turn.", "La créature ciblée gagne +1/+1 jusqu'à la fin du tour.")
] * 6
GAINS = [("You gain 3 life.", "Vous gagnez 3 points de vie.")] * 2
UNTIL = [
    (
        "Tap target creature. It doesn't untap until your next turn.",
        "Engagez la créature ciblée. Elle ne se dégage pas jusqu'à votre prochain tour.",
    )
] * 3
ENDS = [("At the beginning of the end step, sacrifice it.", "Au début de l'étape de fin, sacrifiez-le.")] * 3
TURNS = [("Take an extra turn after this one.", "Jouez un tour supplémentaire après celui-ci.")] * 3
# "first strike" is two English words for one French one: the French word's second translation where its first is
# already linked on the line stays a translation (`initiative`: strike, first).
STRIKES = [("First strike", "Initiative")] * 4


def translations(lexicon, french):
    return [english for english, _ in lexicon.get(french, [])]


def test_a_word_said_beside_the_translation_is_no_translation():
    lexicon = mine(PUMPS + GAINS + UNTIL + ENDS + TURNS)
    assert translations(lexicon, "gagn") == ["get"]
    assert translations(lexicon, "tour") == ["turn"]
    assert translations(lexicon, "fin") == ["end"]


def test_a_word_alone_on_its_line_keeps_its_translation():
    lexicon = mine(STRIKES + PUMPS)
    assert translations(lexicon, "initi")[:1] in (["strike"], ["first"])


def test_a_verb_in_a_form_the_cards_seldom_print_reads_as_their_form():
    # The cards print `dégagez` and `se dégage` (untap); a question asks when permanents `se dégagent`, which the
    # French stemmer leaves as `degagent`: it was searched as the English non-word "degag".
    lexicon = Lexicon({"degag": [["untap", 0.998]], "perd": [["lose", 0.964]], "perman": [["perman", 0.9]]})
    assert "untap" in lexicon.translate("Quand mes permanents se dégagent-ils ?")
    assert "lose" in lexicon.translate("Peut-on perdre la partie ?")
    assert lexicon.knows("dégagent")


def test_the_t_of_an_inversion_is_no_word():
    # `reste-t-il`: the t was searched as an English word, a rare one in the CR.
    lexicon = Lexicon({"jeton": [["token", 0.98]], "cimeti": [["graveyard", 0.93]]})
    terms = lexicon.translate("Un jeton qui va au cimetière y reste-t-il ?")
    assert "t" not in terms
    assert "token" in terms
